//! The genesis presets as chain-spec-builder and polkadot-omni-node read them: through the
//! runtime's `GenesisBuilder` API in its Wasm (sc-chain-spec's
//! `GenesisConfigBuilderRuntimeCaller`, which both tools use), then the resulting genesis
//! storage read back through the native runtime's pallets.

use hostcurves_parachain_runtime::{
	genesis_config_presets::PARACHAIN_ID, AccountId, AuraId, Runtime, WASM_BINARY,
};
use sc_chain_spec::GenesisConfigBuilderRuntimeCaller;
use sp_keyring::Sr25519Keyring::{Alice, Bob};

fn caller() -> GenesisConfigBuilderRuntimeCaller<'static> {
	GenesisConfigBuilderRuntimeCaller::new(WASM_BINARY.expect("built with its Wasm"))
}

#[test]
fn the_blob_names_the_templates_presets() {
	let names = caller()
		.preset_names()
		.expect("the blob answers preset_names");
	assert_eq!(names, ["development", "local_testnet"]);
}

#[test]
fn each_preset_builds_a_genesis_with_two_collators_and_the_para_id() {
	for preset in ["development", "local_testnet"] {
		let storage = caller()
			.get_storage_for_named_preset(Some(&preset.to_string()))
			.unwrap_or_else(|e| panic!("{preset}: {e}"));
		sp_io::TestExternalities::new(storage).execute_with(|| {
			// collator-selection keeps its invulnerables sorted, and the session (so Aura) takes
			// them in that order: compare sorted.
			let mut collators: Vec<AccountId> = vec![Alice.to_account_id(), Bob.to_account_id()];
			collators.sort();
			let mut aura: Vec<AuraId> = vec![Alice.public().into(), Bob.public().into()];
			aura.sort();
			assert_eq!(
				u32::from(staging_parachain_info::Pallet::<Runtime>::parachain_id()),
				PARACHAIN_ID,
				"{preset}"
			);
			assert_eq!(
				pallet_aura::Authorities::<Runtime>::get().into_inner(),
				aura,
				"{preset}: Aura's authorities are the collators' session keys"
			);
			// aura-ext's storage item is private: read it by its key.
			let aura_ext: Option<Vec<AuraId>> = frame_support::storage::unhashed::get(
				&frame_support::storage::storage_prefix(b"AuraExt", b"Authorities"),
			);
			assert_eq!(
				aura_ext,
				Some(aura.clone()),
				"{preset}: aura-ext checks seals against the same set"
			);
			assert_eq!(
				pallet_collator_selection::Invulnerables::<Runtime>::get().into_inner(),
				collators,
				"{preset}"
			);
			assert_eq!(
				pallet_session::Validators::<Runtime>::get(),
				collators,
				"{preset}"
			);
			assert_eq!(
				pallet_sudo::Key::<Runtime>::get(),
				Some(Alice.to_account_id()),
				"{preset}"
			);
			assert_eq!(
				pallet_balances::Pallet::<Runtime>::free_balance(Bob.to_account_id()),
				1 << 60,
				"{preset}: the development accounts are funded"
			);
		});
	}
}

#[test]
fn an_unknown_preset_is_refused() {
	assert!(caller()
		.get_storage_for_named_preset(Some(&"mainnet".to_string()))
		.is_err());
}

/// Issue 54, M-4: the portable blob's presets pause every call of the verifier for signed
/// origins (its calls reach RFC-0163 imports a relay without `EccRfc163` lacks); the no-EC
/// blob's, which imports no curve function, pause nothing.
#[test]
fn the_portable_presets_pause_every_verifier_call_and_the_no_ec_ones_none() {
	use frame_support::traits::GetCallName;
	let calls = pallet_hostcurves_verifier::Call::<Runtime>::get_call_names();
	assert!(calls.contains(&"verify_bls") && calls.contains(&"verify_proof"));
	let noec = hostcurves_parachain_runtime::noec::WASM_BINARY.expect("built with its Wasm");
	for (build, wasm, paused) in [
		(
			"portable",
			WASM_BINARY.expect("built with its Wasm"),
			calls.len(),
		),
		("no-EC", noec, 0),
	] {
		for preset in ["development", "local_testnet"] {
			let storage = GenesisConfigBuilderRuntimeCaller::<()>::new(wasm)
				.get_storage_for_named_preset(Some(&preset.to_string()))
				.unwrap_or_else(|e| panic!("{build} {preset}: {e}"));
			sp_io::TestExternalities::new(storage).execute_with(|| {
				let keys: Vec<_> = pallet_tx_pause::PausedCalls::<Runtime>::iter_keys().collect();
				assert_eq!(keys.len(), paused, "{build} {preset}");
				for call in calls.iter().take(paused) {
					let name = (
						b"Verifier".to_vec().try_into().unwrap(),
						call.as_bytes().to_vec().try_into().unwrap(),
					);
					assert!(
						pallet_tx_pause::Pallet::<Runtime>::is_paused(&name),
						"{build} {preset}: {call}"
					);
				}
			});
		}
	}
}

/// Each blob names its build in its runtime version's `impl_name` (read from the blob's
/// `runtime_version` section, as a node reads it before running it); the spec is the same.
#[test]
fn each_blob_names_its_build_in_its_version() {
	let read = |wasm: Option<&[u8]>| {
		let blob = sc_executor_common::runtime_blob::RuntimeBlob::uncompress_if_needed(
			wasm.expect("built with its Wasm"),
		)
		.expect("a Wasm blob");
		sc_executor::read_embedded_version(&blob)
			.expect("a readable section")
			.expect("a runtime version")
	};
	let portable = read(WASM_BINARY);
	let noec = read(hostcurves_parachain_runtime::noec::WASM_BINARY);
	assert_eq!(portable.impl_name, "hostcurves-parachain");
	assert_eq!(noec.impl_name, "hostcurves-parachain-noec");
	// The native build's constant: the same version, though the blob's section lists the
	// runtime APIs in another order than the constant does.
	let native = hostcurves_parachain_runtime::VERSION;
	let sorted = |apis: &[([u8; 8], u32)]| {
		let mut apis = apis.to_vec();
		apis.sort();
		apis
	};
	assert_eq!(sorted(&portable.apis[..]), sorted(&native.apis[..]));
	assert_eq!(
		(
			&portable.spec_name,
			&portable.impl_name,
			portable.spec_version
		),
		(&native.spec_name, &native.impl_name, native.spec_version)
	);
	assert_eq!(
		(noec.spec_name, noec.spec_version, noec.transaction_version),
		(
			portable.spec_name,
			portable.spec_version,
			portable.transaction_version
		)
	);
}
