//! Genesis presets, `hostcurves-runtime`'s: `development` (one authority, Alice) and
//! `local_testnet` (Alice and Bob), both with Alice as sudo and the well-known development accounts funded
//! (`hostcurves_runtime_common::genesis`).

use alloc::{vec, vec::Vec};
use frame_support::build_struct_json_patch;
use hostcurves_runtime_common::genesis::endowed_development_accounts;
use serde_json::Value;
use sp_genesis_builder::{PresetId, DEV_RUNTIME_PRESET, LOCAL_TESTNET_RUNTIME_PRESET};
use sp_keyring::{Ed25519Keyring, Sr25519Keyring};

use crate::{
	AccountId, AuraConfig, AuraId, BalancesConfig, GrandpaConfig, GrandpaId, RuntimeGenesisConfig,
	SudoConfig,
};

/// The genesis of a chain authored by `authorities` (each a development seed, whose sr25519
/// key is its Aura key and ed25519 key its GRANDPA key), with `root` as sudo.
fn genesis(authorities: &[(Sr25519Keyring, Ed25519Keyring)], root: AccountId) -> Value {
	let endowed = endowed_development_accounts();
	let aura: Vec<AuraId> = authorities
		.iter()
		.map(|(sr, _)| sr.public().into())
		.collect();
	let grandpa: Vec<(GrandpaId, u64)> = authorities
		.iter()
		.map(|(_, ed)| (ed.public().into(), 1))
		.collect();
	build_struct_json_patch!(RuntimeGenesisConfig {
		balances: BalancesConfig { balances: endowed },
		aura: AuraConfig { authorities: aura },
		grandpa: GrandpaConfig {
			authorities: grandpa
		},
		sudo: SudoConfig { key: Some(root) },
	})
}

/// The JSON patch of preset `id`, or `None` for an unknown name. `development` is also what
/// `hostcurves-bench` and frame-benchmarking's `--genesis-builder-preset` default use.
pub fn get_preset(id: &PresetId) -> Option<Vec<u8>> {
	let patch = match id.as_ref() {
		DEV_RUNTIME_PRESET => genesis(
			&[(Sr25519Keyring::Alice, Ed25519Keyring::Alice)],
			Sr25519Keyring::Alice.to_account_id(),
		),
		LOCAL_TESTNET_RUNTIME_PRESET => genesis(
			&[
				(Sr25519Keyring::Alice, Ed25519Keyring::Alice),
				(Sr25519Keyring::Bob, Ed25519Keyring::Bob),
			],
			Sr25519Keyring::Alice.to_account_id(),
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
