//! Issue 35, item 3: the blocks of `validate_block.rs` validated on the light client's
//! executor, smoldot 5.0.0's `HostVm` with its own RFC-0163 functions
//! (`src/executor/host/elliptic_curves.rs`, arkworks 0.6) and its wasmi interpreter, give
//! byte for byte the `ValidationResult` sc-executor gives with hostcurves' RFC-0163 functions.

mod pov;

use codec::Encode;
use polkadot_parachain_primitives::primitives::{ValidationParams, ValidationResult};
use pov::{Chain, PvfHostFunctions};
use smoldot::executor::{
	host::{Config, HostVm, HostVmPrototype, StorageProofSizeBehavior},
	vm::{ExecHint, HeapPages},
};

/// The PVF worker's set with `EccRfc163` (hostcurves' implementation).
type PvfRfc163 = (PvfHostFunctions, hostcurves_host::HostFunctionsRfc163);

/// Runs `validate_block` on smoldot's interpreter. Storage requests are errors: the export
/// answers storage from the proof of validity, so a request would mean the host's (empty)
/// state was consulted.
fn validate_on_smoldot(params: &ValidationParams) -> Result<ValidationResult, String> {
	let prototype = HostVmPrototype::new(Config {
		module: pov::wasm(),
		// sc-executor's default: 2 048 extra pages of heap.
		heap_pages: HeapPages::new(2048),
		exec_hint: ExecHint::ForceWasmi {
			lazy_validation: false,
		},
		// As the PVF worker: an import smoldot lacks traps only when called.
		allow_unresolved_imports: true,
	})
	.map_err(|e| format!("instantiation: {e}"))?;
	let mut vm: HostVm = prototype
		.run(
			"validate_block",
			StorageProofSizeBehavior::Unimplemented,
			&params.encode(),
		)
		.map_err(|(e, _)| format!("start: {e}"))?
		.into();
	loop {
		vm = match vm {
			HostVm::ReadyToRun(r) => r.run(),
			HostVm::Finished(done) => {
				let bytes = done.value().as_ref().to_vec();
				return codec::Decode::decode(&mut &bytes[..]).map_err(|e| e.to_string());
			}
			HostVm::Error { error, .. } => return Err(error.to_string()),
			HostVm::GetMaxLogLevel(r) => r.resume(0),
			HostVm::LogEmit(r) => r.resume(),
			HostVm::SignatureVerification(r) => r.verify_and_resume(),
			HostVm::StartStorageTransaction(r) => r.resume(),
			HostVm::EndStorageTransaction { resume, .. } => resume.resume(),
			other => return Err(format!("validate_block asked the host for {other:?}")),
		};
	}
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn smoldot_gives_the_validation_result_of_sc_executor() {
	let chain = Chain::development();
	for (what, calls) in [
		(
			"a block of proofs",
			pov::proof_calls(chain.genesis_hash(), true),
		),
		("an empty block", Vec::new()),
	] {
		let candidate = chain.build_block(calls);
		let ours =
			pov::validate::<PvfRfc163>(&candidate.params).unwrap_or_else(|e| panic!("{what}: {e}"));
		let smoldot = validate_on_smoldot(&candidate.params)
			.unwrap_or_else(|e| panic!("{what} on smoldot: {e}"));
		assert_eq!(smoldot.encode(), ours.encode(), "{what}");
		assert_eq!(
			smoldot.head_data.0,
			candidate.block.header.encode(),
			"{what}"
		);
	}
}

#[test]
fn smoldot_refuses_a_block_sealed_by_another_collator() {
	let chain = Chain::development();
	let candidate = chain.build_block(Vec::new());
	let forged = pov::sealed_by_bob(&candidate);
	// The runtime panics in aura-ext's seal check, and a panic in Wasm is a trap: smoldot
	// reports the `unreachable` instruction, sc-executor the same with a backtrace naming the
	// check. The unforged candidate is valid on both (the test above).
	let on_smoldot = validate_on_smoldot(&forged).expect_err("a wrong seal on smoldot");
	assert!(
		on_smoldot.contains("`unreachable` instruction executed"),
		"{on_smoldot}"
	);
	let ours = pov::validate::<PvfRfc163>(&forged).expect_err("a wrong seal");
	assert!(
		ours.contains("`unreachable` instruction executed"),
		"{ours}"
	);
	assert!(ours.contains("verify_and_remove_seal"), "{ours}");
}
