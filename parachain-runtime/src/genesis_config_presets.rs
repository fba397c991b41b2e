//! Genesis presets, as polkadot-sdk's parachain template names them: `development` and
//! `local_testnet`, both with Alice and Bob as invulnerable collators (their sr25519
//! development keys are their Aura session keys), Alice as sudo, the well-known development
//! accounts funded, and para id [`PARACHAIN_ID`]; in the portable build, every call of the
//! verifier paused ([`paused_calls`]). `chain-spec-builder create --runtime <wasm>
//! named-preset development` and `polkadot-omni-node --dev` read them.

use alloc::{vec, vec::Vec};
use frame_support::{
	build_struct_json_patch,
	traits::{GetCallName, PalletInfoAccess},
	BoundedVec,
};
use hostcurves_runtime_common::genesis::ENDOWMENT;
use pallet_hostcurves_verifier::{CurveImports, CURVE_IMPORTS};
use serde_json::Value;
use sp_genesis_builder::{PresetId, DEV_RUNTIME_PRESET, LOCAL_TESTNET_RUNTIME_PRESET};
use sp_keyring::Sr25519Keyring;

use super::{
	AccountId, AuraId, BalancesConfig, CollatorSelectionConfig, ParachainInfoConfig, Runtime,
	RuntimeGenesisConfig, SessionConfig, SessionKeys, SudoConfig, TxPauseConfig, Verifier,
	EXISTENTIAL_DEPOSIT,
};

/// The para id of the presets (the template's): a relay registers the chain under the id it
/// reserves, and the chain spec must carry that id (docs/parachain.md).
pub const PARACHAIN_ID: u32 = 1000;

/// The calls paused at genesis: in a build whose verifier imports RFC-0163's functions (the
/// portable one), every call of the verifier, as `(pallet, call)` names; none otherwise.
///
/// Relay validators link RFC-0163's functions only where the relay enables `EccRfc163`
/// (Polkadot and Kusama had not, 2026-09). Elsewhere a block holding a verifier call would trap
/// on the missing import, the candidate would be invalid, and any signed account could stall
/// the chain. Paused, such a call fails with `frame_system`'s `CallFiltered` before it runs;
/// root (`TxPause.unpause`, one call at a time) enables them once the relay links the
/// functions. Root's own calls through `Sudo.sudo` are never filtered.
pub fn paused_calls() -> Vec<pallet_tx_pause::RuntimeCallNameOf<Runtime>> {
	if CURVE_IMPORTS != CurveImports::Rfc163 {
		return Vec::new();
	}
	let name =
		|s: &str| BoundedVec::try_from(s.as_bytes().to_vec()).expect("a name of 64 bytes at most");
	let pallet = name(<Verifier as PalletInfoAccess>::name());
	pallet_hostcurves_verifier::Call::<Runtime>::get_call_names()
		.iter()
		.map(|call| (pallet.clone(), name(call)))
		.collect()
}

/// The genesis of a parachain collated by `collators` (development seeds: account and Aura
/// key), with `root` as sudo.
fn genesis(collators: &[Sr25519Keyring], root: AccountId, id: u32) -> Value {
	let endowed: Vec<(AccountId, u128)> = Sr25519Keyring::well_known()
		.map(|k| (k.to_account_id(), ENDOWMENT))
		.collect();
	let keys: Vec<(AccountId, AccountId, SessionKeys)> = collators
		.iter()
		.map(|k| {
			let aura: AuraId = k.public().into();
			(k.to_account_id(), k.to_account_id(), SessionKeys { aura })
		})
		.collect();
	build_struct_json_patch!(RuntimeGenesisConfig {
		balances: BalancesConfig { balances: endowed },
		parachain_info: ParachainInfoConfig {
			parachain_id: id.into()
		},
		collator_selection: CollatorSelectionConfig {
			invulnerables: collators
				.iter()
				.map(|k| k.to_account_id())
				.collect::<Vec<_>>(),
			candidacy_bond: EXISTENTIAL_DEPOSIT * 16,
		},
		session: SessionConfig { keys },
		sudo: SudoConfig { key: Some(root) },
		tx_pause: TxPauseConfig {
			paused: paused_calls()
		},
	})
}

/// The JSON patch of preset `id`, or `None` for an unknown name.
pub fn get_preset(id: &PresetId) -> Option<Vec<u8>> {
	let collators = [Sr25519Keyring::Alice, Sr25519Keyring::Bob];
	let patch = match id.as_ref() {
		DEV_RUNTIME_PRESET | LOCAL_TESTNET_RUNTIME_PRESET => genesis(
			&collators,
			Sr25519Keyring::Alice.to_account_id(),
			PARACHAIN_ID,
		),
		_ => return None,
	};
	serde_json::to_vec(&patch).ok()
}

/// The names of the presets [`get_preset`] knows.
pub fn preset_names() -> Vec<PresetId> {
	vec![
		PresetId::from(DEV_RUNTIME_PRESET),
		PresetId::from(LOCAL_TESTNET_RUNTIME_PRESET),
	]
}
