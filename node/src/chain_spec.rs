//! The chain specifications the node knows: `dev` and `local`, both built from the runtime's
//! genesis presets, so the node holds no genesis values of its own.

use hostcurves_runtime::WASM_BINARY;
use sc_service::ChainType;
use sp_genesis_builder::{DEV_RUNTIME_PRESET, LOCAL_TESTNET_RUNTIME_PRESET};

/// A chain specification of `hostcurves-runtime` (no extensions).
pub type ChainSpec = sc_service::GenericChainSpec;

fn wasm() -> Result<&'static [u8], String> {
	WASM_BINARY.ok_or_else(|| "hostcurves-runtime was built without its Wasm binary".into())
}

/// `dev`: one authority (Alice), sudo Alice; the node seals a block per transaction.
pub fn development() -> Result<ChainSpec, String> {
	Ok(ChainSpec::builder(wasm()?, None)
		.with_name("hostcurves development")
		.with_id("hostcurves_dev")
		.with_chain_type(ChainType::Development)
		.with_genesis_config_preset_name(DEV_RUNTIME_PRESET)
		.with_properties(properties())
		.build())
}

/// `local`: Alice and Bob author with Aura and finalize with GRANDPA; sudo Alice.
pub fn local_testnet() -> Result<ChainSpec, String> {
	Ok(ChainSpec::builder(wasm()?, None)
		.with_name("hostcurves local testnet")
		.with_id("hostcurves_local")
		.with_chain_type(ChainType::Local)
		.with_genesis_config_preset_name(LOCAL_TESTNET_RUNTIME_PRESET)
		.with_properties(properties())
		.build())
}

/// Token symbol and decimals, for wallets and explorers (the parachain's specs too).
pub fn properties() -> sc_service::Properties {
	let mut properties = sc_service::Properties::new();
	properties.insert("tokenSymbol".into(), "UNIT".into());
	properties.insert("tokenDecimals".into(), 12.into());
	properties.insert("ss58Format".into(), 42.into());
	properties
}
