//! Issue 35, item 2: a parachain block holding a Groth16 key registration, a proof verified,
//! a batch of proofs and a BLS committee signature, validated the way a relay validator's
//! PVF worker does (`validate_block` with exactly its host functions plus RFC-0163's), and
//! refused where a validator lacks RFC-0163 or the seal is not the slot author's; and the
//! no-EC build's block of the same calls, valid without RFC-0163. The first test also writes
//! its candidate for `compat/tests/validate_block_upstream.rs`, which validates it on
//! sp-crypto-ec-utils' own RFC-0163 functions (`pov/candidate_files.rs`).
//!
//! The data is public: snarkjs' BLS12-381 Groth16 proof (`groth16/snarkjs-bls12381`) and
//! Ethereum's BLS `fast_aggregate_verify` valid case (`bls-signatures`), both in the shared
//! vector set (`docs/test-data.md`), with py_ecc's proofs of possession of its keys
//! (`vectors/bls-pop`, `vectors/SOURCES.md`). The tests that build the block of proofs are
//! `#[ignore]`d: `.ci/run` runs them with `--include-ignored`.

mod pov;

use codec::{DecodeAll, Encode};
use hostcurves_parachain_runtime::{Header, Runtime, RuntimeCall};
use polkadot_parachain_primitives::primitives::ValidationResult;
use pov::{Chain, CollatorHostFunctions, PvfHostFunctions};
use sp_runtime::traits::Header as _;

/// The PVF worker's set with `EccRfc163` enabled: RFC-0163's functions as hostcurves
/// implements them (`on_smoldot.rs` runs the same blocks on smoldot's own).
type PvfRfc163 = (PvfHostFunctions, hostcurves_host::HostFunctionsRfc163);

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn a_block_of_proofs_is_valid_on_the_pvf_set_with_rfc163() {
	let chain = Chain::development();
	let calls = pov::proof_calls(chain.genesis_hash(), true);
	let candidate = chain.build_block(calls);
	// Two inherents (validation data, timestamp), then root's three unpause calls and the five
	// calls: each applied and dispatched without error (a sudo call's inner error would make
	// a later verification fail: still paused, or an unknown key or committee).
	assert_eq!(candidate.applied.len(), 10);
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
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn a_validator_without_ecc_rfc163_cannot_validate_it() {
	let chain = Chain::development();
	let candidate = chain.build_block(pov::proof_calls(chain.genesis_hash(), true));
	let error = pov::validate::<PvfHostFunctions>(&candidate.params)
		.expect_err("the block calls RFC-0163 functions the validator lacks");
	// The first curve operation of the block (decoding the key's points) traps on the
	// function the worker lacks, and the error names it.
	assert!(
		error.contains("call to a missing function env:ext_host_calls_bls12_381_"),
		"{error}"
	);
}

/// Issue 54, M-4: on a relay without `EccRfc163`, a signed verifier call must not stall the
/// portable parachain. Its genesis pauses the verifier's calls: the call fails with
/// `CallFiltered` before it runs, and the block holding it is valid on the PVF worker's set
/// without RFC-0163. Once root unpauses it, the same call traps there on the import the
/// validators lack: the pause is what keeps the chain live.
#[test]
fn a_paused_verifier_call_leaves_the_block_valid_without_ecc_rfc163() {
	use pallet_hostcurves_verifier::Call as Verifier;
	use sp_keyring::Sr25519Keyring::Alice;
	let chain = Chain::development();
	// The G1 and G2 generators (compressed): a key and a signature that decode.
	let verify_bls = RuntimeCall::Verifier(Verifier::verify_bls {
		public_key: hex_literal(
			"97f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb",
		),
		message: b"hostcurves".to_vec(),
		signature: hex_literal(
			"93e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8",
		),
	});

	let paused = chain.build_block(vec![pov::signed(
		verify_bls.clone(),
		Alice,
		0,
		chain.genesis_hash(),
	)]);
	assert_eq!(paused.applied.len(), 3);
	assert_eq!(
		paused.applied[2],
		Ok(Err(frame_system::Error::<Runtime>::CallFiltered.into()))
	);
	let result = pov::validate::<PvfHostFunctions>(&paused.params)
		.expect("a refused call imports nothing the validator lacks");
	assert_eq!(result.head_data.0, paused.block.header.encode());

	let unpaused = pov::proof_calls::unpause(&["verify_bls"])
		.into_iter()
		.chain([verify_bls])
		.enumerate()
		.map(|(nonce, call)| pov::signed(call, Alice, nonce as u32, chain.genesis_hash()))
		.collect();
	let candidate = chain.build_block(unpaused);
	// The collator has RFC-0163: the signature is checked and refused (it is not a
	// signature of the message), an error of the verifier, not of the filter.
	assert_eq!(candidate.applied.len(), 4);
	assert_eq!(candidate.applied[2], Ok(Ok(())));
	assert!(
		matches!(
			&candidate.applied[3],
			Ok(Err(sp_runtime::DispatchError::Module(_)))
		),
		"{:?}",
		candidate.applied[3]
	);
	let error = pov::validate::<PvfHostFunctions>(&candidate.params)
		.expect_err("the unpaused call reaches an RFC-0163 import");
	assert!(
		error.contains("call to a missing function env:ext_host_calls_bls12_381_"),
		"{error}"
	);
}

/// Issue 54, L-7: downward messages from the relay chain are taken and dropped (this runtime
/// runs no XCM), never reported as too long: a block carrying two, one of 50 KiB, is valid on
/// both PVF sets, which count both processed.
#[test]
fn downward_messages_are_taken_and_dropped() {
	use cumulus_primitives_core::InboundDownwardMessage;
	let chain = Chain::development();
	let messages = vec![
		InboundDownwardMessage {
			sent_at: 1,
			msg: vec![7; 50 * 1024],
		},
		InboundDownwardMessage {
			sent_at: 1,
			msg: b"hostcurves".to_vec(),
		},
	];
	let candidate = chain.build_block_with(Vec::new(), messages);
	assert_eq!(candidate.applied.len(), 2);
	assert!(candidate.applied.iter().all(|a| a == &Ok(Ok(()))));
	for result in [
		pov::validate::<PvfHostFunctions>(&candidate.params),
		pov::validate::<PvfRfc163>(&candidate.params),
	] {
		let result = result.expect("valid");
		assert_eq!(result.processed_downward_messages, 2);
		assert_eq!(result.head_data.0, candidate.block.header.encode());
	}
}

/// `hex` (no `0x`) as a byte array.
fn hex_literal<const N: usize>(hex: &str) -> [u8; N] {
	hex::decode(hex)
		.expect("hex")
		.try_into()
		.expect("the array's length")
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

/// Issue 35, item 4: the no-EC build (`noec::WASM_BINARY`, every curve
/// operation in Wasm) runs the same calls, and its block is valid on the PVF worker's set
/// without `EccRfc163`: the build for relays that have not enabled it.
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn a_no_ec_block_of_proofs_is_valid_on_the_pvf_set_without_ecc_rfc163() {
	let wasm = hostcurves_parachain_runtime::noec::WASM_BINARY.expect("built with its Wasm");
	let chain = Chain::development_of(wasm);
	// Nothing is paused in this build (`genesis_config_presets::paused_calls`).
	let candidate = chain.build_block(pov::proof_calls(chain.genesis_hash(), false));
	// The portable build's results, without the unpause calls: every proof and the committee
	// signature verified (a failed verification is a dispatch error).
	assert_eq!(candidate.applied.len(), 7);
	for (i, applied) in candidate.applied.iter().enumerate() {
		assert_eq!(applied, &Ok(Ok(())), "extrinsic {i}");
	}
	let result = pov::validate_on::<PvfHostFunctions>(wasm, &candidate.params)
		.expect("the no-EC build imports nothing the worker lacks");
	assert_eq!(result.head_data.0, candidate.block.header.encode());
}
