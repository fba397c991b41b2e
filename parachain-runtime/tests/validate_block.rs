//! Issue 35, item 2: a parachain block holding a Groth16 key registration, a proof verified,
//! a batch of proofs and a BLS committee signature, validated the way a relay validator's
//! PVF worker does (`validate_block` with exactly its host functions plus RFC-0163's), and
//! refused where a validator lacks RFC-0163 or the seal is not the slot author's; and the
//! no-EC build's block of the same calls, valid without RFC-0163. The first test also writes
//! its candidate for `compat/tests/validate_block_upstream.rs`, which validates it on
//! sp-crypto-ec-utils' own RFC-0163 functions (`pov/candidate_files.rs`).
//!
//! The data is public: snarkjs' BLS12-381 Groth16 proof (`vectors/groth16/snarkjs-bls12381`),
//! and Ethereum's BLS `fast_aggregate_verify` valid case with py_ecc's proofs of possession of
//! its keys (`vectors/bls-signatures`, `vectors/bls-pop`; `vectors/SOURCES.md`).

mod pov;

use codec::{DecodeAll, Encode};
use hostcurves_parachain_runtime::Header;
use polkadot_parachain_primitives::primitives::ValidationResult;
use pov::{Chain, CollatorHostFunctions, PvfHostFunctions};
use sp_runtime::traits::Header as _;

/// The PVF worker's set with `EccRfc163` enabled: RFC-0163's functions as hostcurves
/// implements them (`on_smoldot.rs` runs the same blocks on smoldot's own).
type PvfRfc163 = (PvfHostFunctions, hostcurves_host::HostFunctionsRfc163);

#[test]
fn a_block_of_proofs_is_valid_on_the_pvf_set_with_rfc163() {
	let chain = Chain::development();
	let candidate = chain.build_block(pov::proof_calls(chain.genesis_hash()));
	// Two inherents (validation data, timestamp), then the five calls: each applied and
	// dispatched without error (a sudo call's inner error would make the next verification
	// fail with an unknown key or committee).
	assert_eq!(candidate.applied.len(), 7);
	for (i, applied) in candidate.applied.iter().enumerate() {
		assert_eq!(applied, &Ok(Ok(())), "extrinsic {i}");
	}

	// The export's output as it is (compat/ compares these bytes), then decoded.
	let raw = pov::validate_raw_on::<PvfRfc163>(pov::wasm(), &candidate.params)
		.expect("the candidate is valid");
	let result = ValidationResult::decode_all(&mut &raw[..]).expect("one ValidationResult");
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
	// The same candidate, on sp-crypto-ec-utils' own RFC-0163 functions, is checked in
	// compat/ (a workspace of its own: pov/candidate_files.rs says why).
	pov::candidate_files::CandidateFiles {
		wasm: pov::wasm().to_vec(),
		params: candidate.params.encode(),
		header: candidate.block.header.encode(),
		result: raw,
	}
	.write();
}

#[test]
fn a_validator_without_ecc_rfc163_cannot_validate_it() {
	let chain = Chain::development();
	let candidate = chain.build_block(pov::proof_calls(chain.genesis_hash()));
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
	let candidate = chain.build_block(Vec::new());
	let forged = pov::sealed_by_bob(&candidate);
	// aura-ext's block executor refuses the seal before the block runs (the trap's Wasm
	// backtrace names it).
	let error = pov::validate::<PvfRfc163>(&forged).expect_err("a wrong seal");
	assert!(error.contains("verify_and_remove_seal"), "{error}");
	// The collator's executor, which has every function, is no help either.
	assert!(pov::validate::<CollatorHostFunctions>(&forged).is_err());
}

/// Issue 35, item 4: the no-EC build (`hostcurves-parachain-runtime-noec`, every curve
/// operation in Wasm) runs the same calls, and its block is valid on the PVF worker's set
/// without `EccRfc163`: the build for relays that have not enabled it.
#[test]
fn a_no_ec_block_of_proofs_is_valid_on_the_pvf_set_without_ecc_rfc163() {
	let wasm = hostcurves_parachain_runtime_noec::WASM_BINARY.expect("built with its Wasm");
	let chain = Chain::development_of(wasm);
	let candidate = chain.build_block(pov::proof_calls(chain.genesis_hash()));
	// The same seven results as the portable build's block: every proof and the committee
	// signature verified (a failed verification is a dispatch error).
	assert_eq!(candidate.applied.len(), 7);
	for (i, applied) in candidate.applied.iter().enumerate() {
		assert_eq!(applied, &Ok(Ok(())), "extrinsic {i}");
	}
	let result = pov::validate_on::<PvfHostFunctions>(wasm, &candidate.params)
		.expect("the no-EC build imports nothing the worker lacks");
	assert_eq!(result.head_data.0, candidate.block.header.encode());
}
