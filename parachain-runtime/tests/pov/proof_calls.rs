//! The block of proofs: public data only. snarkjs' BLS12-381 proof and Ethereum's BLS case are
//! in the shared vector set (`docs/test-data.md`), py_ecc's proofs of possession in the
//! repository's `vectors/` (`vectors/SOURCES.md`): every test that builds this block is
//! `#[ignore]`d and runs with `--include-ignored`.

use hostcurves_parachain_runtime::{RuntimeCall, UncheckedExtrinsic};
use pallet_hostcurves_verifier::PairingCurve;
use serde_json::Value;
use sp_keyring::Sr25519Keyring::Alice;

#[path = "../../../primitives/tests/support/vectors.rs"]
mod vectors;

fn hex_field(value: &Value) -> Vec<u8> {
	hex::decode(
		value
			.as_str()
			.expect("a hex string")
			.trim_start_matches("0x"),
	)
	.expect("hex")
}

/// Root's calls that unpause the verifier's `calls` (`TxPause.unpause` through `Sudo.sudo`):
/// the portable build's presets pause every verifier call (`genesis_config_presets::paused_calls`).
pub fn unpause(calls: &[&str]) -> Vec<RuntimeCall> {
	let name = |s: &str| s.as_bytes().to_vec().try_into().expect("a short name");
	calls
		.iter()
		.map(|call| {
			RuntimeCall::Sudo(pallet_sudo::Call::sudo {
				call: Box::new(RuntimeCall::TxPause(pallet_tx_pause::Call::unpause {
					ident: (name("Verifier"), name(call)),
				})),
			})
		})
		.collect()
}

/// The block's calls, Alice signing (sudo for the registrations): register snarkjs' key,
/// verify its proof, verify a batch of four, register the Ethereum case's committee with its
/// proofs of possession, verify the committee's aggregate signature. With `paused` (the
/// portable build's genesis), root unpauses the three signed calls first.
pub fn proof_calls(genesis: sp_core::H256, paused: bool) -> Vec<UncheckedExtrinsic> {
	use hostcurves_primitives::groth16::snarkjs;
	let import = snarkjs::import(
		&vectors::read_shared("groth16/snarkjs-bls12381/verification_key.json"),
		&vectors::read_shared("groth16/snarkjs-bls12381/proof.json"),
		&vectors::read_shared("groth16/snarkjs-bls12381/public.json"),
	)
	.expect("snarkjs' files import");

	let case: Value = serde_json::from_str(&vectors::read_shared(
		"bls-signatures/fast_aggregate_verify/fast_aggregate_verify_valid_3d7576f3c0e3570a.json",
	))
	.expect("JSON");
	let pop: Value = serde_json::from_str(&vectors::read("bls-pop/pop.json")).expect("JSON");
	let keys: Vec<Vec<u8>> = case["input"]["pubkeys"]
		.as_array()
		.expect("keys")
		.iter()
		.map(hex_field)
		.collect();
	let members: Vec<([u8; 48], [u8; 96])> = keys
		.iter()
		.map(|key| {
			let proof = pop["valid"]
				.as_array()
				.expect("cases")
				.iter()
				.find(|c| hex_field(&c["pubkey"]) == *key)
				.map(|c| hex_field(&c["proof"]))
				.expect("py_ecc's proof of possession of the key");
			(
				key.clone().try_into().expect("48 bytes"),
				proof.try_into().expect("96 bytes"),
			)
		})
		.collect();
	let all_members = vec![(1u8 << keys.len()) - 1];

	use pallet_hostcurves_verifier::Call as Verifier;
	let sudo = |call: Verifier<_>| {
		RuntimeCall::Sudo(pallet_sudo::Call::sudo {
			call: Box::new(RuntimeCall::Verifier(call)),
		})
	};
	let calls = [
		sudo(Verifier::register_verification_key {
			curve: PairingCurve::Bls12_381,
			key: import.key.clone(),
			compressed: true,
		}),
		RuntimeCall::Verifier(Verifier::verify_proof {
			key_id: 0,
			proof: import.proof.clone(),
			compressed: true,
			public_inputs: import.public_inputs.clone(),
		}),
		RuntimeCall::Verifier(Verifier::verify_proofs {
			key_id: 0,
			proofs: vec![(import.proof.clone(), import.public_inputs.clone()); 4],
			compressed: true,
		}),
		sudo(Verifier::register_committee { members }),
		RuntimeCall::Verifier(Verifier::verify_committee_signature {
			committee_id: 0,
			participation: all_members,
			message: hex_field(&case["input"]["message"]),
			signature: hex_field(&case["input"]["signature"])
				.try_into()
				.expect("96 bytes"),
		}),
	];
	let enable = if paused {
		unpause(&[
			"verify_proof",
			"verify_proofs",
			"verify_committee_signature",
		])
	} else {
		Vec::new()
	};
	enable
		.into_iter()
		.chain(calls)
		.enumerate()
		.map(|(nonce, call)| super::signed(call, Alice, nonce as u32, genesis))
		.collect()
}
