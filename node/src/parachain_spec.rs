//! Chain specifications of `hostcurves-parachain-runtime`, for `export-chain-spec` only: this
//! node runs solo chains, a parachain runs on a collator (`polkadot-omni-node`, or any
//! cumulus node that registers the blob's imports). Built from the runtime's genesis presets
//! with the parachain extensions a collator and a relay read (`relay_chain`, `para_id`), as
//! polkadot-sdk's parachain template writes them; `chain-spec-builder create --relay-chain
//! <relay> --para-id 1000 --runtime <blob> named-preset <preset>` writes the same genesis.
//!
//! | `--chain` | blob | preset |
//! |---|---|---|
//! | `parachain-dev` | portable (`WASM_BINARY`) | `development` |
//! | `parachain-local` | portable | `local_testnet` |
//! | `parachain-noec-dev` | no-EC (`noec::WASM_BINARY`) | `development` |
//! | `parachain-noec-local` | no-EC | `local_testnet` |
//!
//! The relay chain is `rococo-local` (`--relay-chain` of zombienet's and the template's local
//! setups); a spec for another relay changes `relay_chain` and keeps the rest.

use hostcurves_parachain_runtime::genesis_config_presets::PARACHAIN_ID;
// The derives name each other unqualified.
use sc_chain_spec::{ChainSpecExtension, ChainSpecGroup};
use sc_service::ChainType;
use sp_genesis_builder::{DEV_RUNTIME_PRESET, LOCAL_TESTNET_RUNTIME_PRESET};

/// The relay chain the specs name.
pub const RELAY_CHAIN: &str = "rococo-local";

/// The parachain extensions of a chain spec: the relay chain's id and the para id (cumulus
/// reads them under these names, the aliases are the camel-case spelling older tools wrote).
#[derive(
	Debug,
	Clone,
	PartialEq,
	serde::Serialize,
	serde::Deserialize,
	ChainSpecGroup,
	ChainSpecExtension,
)]
pub struct Extensions {
	/// The relay chain's chain-spec id (`rococo-local`).
	#[serde(alias = "relayChain", alias = "RelayChain")]
	pub relay_chain: String,
	/// The para id the relay registers the chain under ([`PARACHAIN_ID`]).
	#[serde(alias = "paraId", alias = "ParaId")]
	pub para_id: u32,
}

/// A chain specification of the parachain runtime.
pub type ParachainChainSpec = sc_service::GenericChainSpec<Extensions>;

/// The spec `--chain id` names, `Ok(None)` when `id` is not one of the table's (then it is a
/// solo chain's id or a file), or an error when the crate was built without its Wasm.
pub fn load(id: &str) -> Result<Option<ParachainChainSpec>, String> {
	use hostcurves_parachain_runtime as runtime;
	let (wasm, build, preset, chain_type) = match id {
		"parachain-dev" => (
			runtime::WASM_BINARY,
			"",
			DEV_RUNTIME_PRESET,
			ChainType::Development,
		),
		"parachain-local" => (
			runtime::WASM_BINARY,
			"",
			LOCAL_TESTNET_RUNTIME_PRESET,
			ChainType::Local,
		),
		"parachain-noec-dev" => (
			runtime::noec::WASM_BINARY,
			"_noec",
			DEV_RUNTIME_PRESET,
			ChainType::Development,
		),
		"parachain-noec-local" => (
			runtime::noec::WASM_BINARY,
			"_noec",
			LOCAL_TESTNET_RUNTIME_PRESET,
			ChainType::Local,
		),
		_ => return Ok(None),
	};
	let wasm = wasm.ok_or("hostcurves-parachain-runtime was built without its Wasm blobs")?;
	let extensions = Extensions {
		relay_chain: RELAY_CHAIN.into(),
		para_id: PARACHAIN_ID,
	};
	Ok(Some(
		ParachainChainSpec::builder(wasm, extensions)
			.with_name(&format!("hostcurves parachain {id}"))
			.with_id(&format!("hostcurves_parachain{build}_{preset}"))
			.with_chain_type(chain_type)
			.with_genesis_config_preset_name(preset)
			.with_properties(crate::chain_spec::properties())
			.build(),
	))
}

#[cfg(test)]
mod tests {
	use super::*;
	use sp_runtime::BuildStorage;

	/// Each id gives its blob and preset, with the extensions a collator reads; its genesis
	/// builds from the preset, with the blob under `:code`. Other ids are not the parachain's.
	#[test]
	fn the_parachain_specs_carry_their_blob_preset_and_extensions() {
		use hostcurves_parachain_runtime as runtime;
		for (id, wasm) in [
			("parachain-dev", runtime::WASM_BINARY),
			("parachain-local", runtime::WASM_BINARY),
			("parachain-noec-dev", runtime::noec::WASM_BINARY),
			("parachain-noec-local", runtime::noec::WASM_BINARY),
		] {
			let spec = load(id).expect("built with its Wasm").expect(id);
			let json: serde_json::Value =
				serde_json::from_str(&spec.as_json(false).expect("serializes")).expect("JSON");
			assert_eq!(json["relay_chain"], RELAY_CHAIN, "{id}");
			assert_eq!(json["para_id"], PARACHAIN_ID, "{id}");
			let storage = spec.build_storage().expect(id);
			let code = &storage.top[sp_core::storage::well_known_keys::CODE];
			assert_eq!(&code[..], wasm.expect("built with its Wasm"), "{id}");
		}
		assert!(load("dev").expect("no error").is_none());
		assert!(load("parachain").expect("no error").is_none());
	}
}
