//! Issue 35, item 2: a parachain block holding a Groth16 key registration, a proof verified,
//! a batch of proofs and a BLS committee signature, validated the way a relay validator's
//! PVF worker does (`validate_block` with exactly its host functions plus RFC-0163's), and
//! refused where a validator lacks RFC-0163 or the seal is not the slot author's.
//!
//! The data is public: snarkjs' BLS12-381 Groth16 proof (`vectors/groth16/snarkjs-bls12381`),
//! and Ethereum's BLS `fast_aggregate_verify` valid case with py_ecc's proofs of possession of
//! its keys (`vectors/bls-signatures`, `vectors/bls-pop`; `vectors/SOURCES.md`).

mod pov;

use codec::Encode;
use hostcurves_parachain_runtime::{Header, RuntimeCall, UncheckedExtrinsic};
use pallet_hostcurves_verifier::PairingCurve;
use pov::{Chain, CollatorHostFunctions, PvfHostFunctions};
use serde_json::Value;
use sp_keyring::Sr25519Keyring::{Alice, Bob};
use sp_runtime::traits::Header as _;

/// The PVF worker's set with `EccRfc163` enabled: RFC-0163's functions as hostcurves
/// implements them (`compat/` runs the same block on sp-crypto-ec-utils' own).
type PvfRfc163 = (PvfHostFunctions, hostcurves_host::HostFunctionsRfc163);

fn vector(path: &str) -> String {
	let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
		.join("../vectors")
		.join(path);
	std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

fn hex_field(value: &Value) -> Vec<u8> {
	hex::decode(
		value
			.as_str()
			.expect("a hex string")
			.trim_start_matches("0x"),
	)
	.expect("hex")
}

/// The block's calls, Alice signing (sudo for the registrations): register snarkjs' key,
/// verify its proof, verify a batch of four, register the Ethereum case's committee with its
/// proofs of possession, verify the committee's aggregate signature.
fn proof_calls(genesis: sp_core::H256) -> Vec<UncheckedExtrinsic> {
	use hostcurves_primitives::groth16::snarkjs;
	let import = snarkjs::import(
		&vector("groth16/snarkjs-bls12381/verification_key.json"),
		&vector("groth16/snarkjs-bls12381/proof.json"),
		&vector("groth16/snarkjs-bls12381/public.json"),
	)
	.expect("snarkjs' files import");

	let case: Value = serde_json::from_str(&vector(
		"bls-signatures/fast_aggregate_verify/fast_aggregate_verify_valid_3d7576f3c0e3570a.json",
	))
	.expect("JSON");
	let pop: Value = serde_json::from_str(&vector("bls-pop/pop.json")).expect("JSON");
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
	calls
		.into_iter()
		.enumerate()
		.map(|(nonce, call)| pov::signed(call, Alice, nonce as u32, genesis))
		.collect()
}

#[test]
fn a_block_of_proofs_is_valid_on_the_pvf_set_with_rfc163() {
	let chain = Chain::development();
	let candidate = chain.build_block(proof_calls(chain.genesis_hash()));
	// Two inherents (validation data, timestamp), then the five calls: each applied and
	// dispatched without error (a sudo call's inner error would make the next verification
	// fail with an unknown key or committee).
	assert_eq!(candidate.applied.len(), 7);
	for (i, applied) in candidate.applied.iter().enumerate() {
		assert_eq!(applied, &Ok(Ok(())), "extrinsic {i}");
	}

	let result = pov::validate::<PvfRfc163>(&candidate.params).expect("the candidate is valid");
	// The head data is the sealed header the collator made: its state root is the one the
	// validator computed re-executing the block from the proof alone.
	assert_eq!(result.head_data.0, candidate.block.header.encode());
	let header: Header = codec::Decode::decode(&mut &result.head_data.0[..]).expect("a header");
	assert_eq!(*header.number(), 1);
	assert_eq!(*header.parent_hash(), chain.genesis_hash());
	assert!(result.new_validation_code.is_none());
	assert!(result.horizontal_messages.is_empty());
	assert_eq!(result.processed_downward_messages, 0);
	assert_eq!(result.hrmp_watermark, 1, "the relay parent number");
}

#[test]
fn a_validator_without_ecc_rfc163_cannot_validate_it() {
	let chain = Chain::development();
	let candidate = chain.build_block(proof_calls(chain.genesis_hash()));
	let error = pov::validate::<PvfHostFunctions>(&candidate.params)
		.expect_err("the block calls RFC-0163 functions the validator lacks");
	// The first curve operation of the block (decoding the key's points) traps on the
	// function the worker lacks, and the error names it.
	assert!(
		error.contains("call to a missing function env:ext_host_calls_bls12_381_"),
		"{error}"
	);
}

#[test]
fn a_block_without_curve_calls_is_valid_on_both_pvf_sets() {
	let chain = Chain::development();
	let candidate = chain.build_block(Vec::new());
	for result in [
		pov::validate::<PvfHostFunctions>(&candidate.params),
		pov::validate::<PvfRfc163>(&candidate.params),
	] {
		let result = result.expect("an empty block imports nothing it lacks");
		assert_eq!(result.head_data.0, candidate.block.header.encode());
	}
}

#[test]
fn a_block_sealed_by_another_collator_is_invalid() {
	let chain = Chain::development();
	let mut candidate = chain.build_block(Vec::new());
	let mut block = candidate.block.clone();
	let seal = block.header.digest.logs.pop().expect("the seal");
	let sp_runtime::generic::DigestItem::Seal(engine, _) = seal else {
		panic!("the last digest item is the seal")
	};
	let unsealed = block.header.hash();
	block
		.header
		.digest
		.push(sp_runtime::generic::DigestItem::Seal(
			engine,
			Bob.sign(unsealed.as_ref()).encode(),
		));
	candidate.params = pov::reseal(&candidate.params, block);
	// aura-ext's block executor refuses the seal before the block runs (the trap's Wasm
	// backtrace names it).
	let error = pov::validate::<PvfRfc163>(&candidate.params).expect_err("a wrong seal");
	assert!(error.contains("verify_and_remove_seal"), "{error}");
	// The collator's executor, which has every function, is no help either.
	assert!(pov::validate::<CollatorHostFunctions>(&candidate.params).is_err());
}
