//! Issue 35, item 2, on the functions relay validators link: the parachain candidate of
//! `parachain-runtime/tests/validate_block.rs` (a Groth16 key registration, a proof, a batch
//! of four, a BLS committee registration and a committee signature) validated with
//! `validate_block` in an executor with exactly the PVF worker's host functions plus
//! **sp-crypto-ec-utils 0.24's own** RFC-0163 functions, as polkadot-node-core-pvf-common
//! registers them when `EccRfc163` is enabled.
//!
//! The candidate is built in the main workspace (building it needs the runtime's FRAME tree,
//! which this workspace does not compile) and handed over as files
//! (`parachain-runtime/tests/pov/export.rs`): run the main workspace's tests first, with the
//! same `CARGO_TARGET_DIR`, as `.ci/run` does. The block is rebuilt on every run, so no
//! committed expected value can go stale.
//!
//! Checked: valid on upstream's functions, with the head data the collator's sealed header;
//! the `ValidationResult` byte for byte the one hostcurves' functions give (here and in the
//! main workspace's run); and without RFC-0163 the same candidate traps on the first curve
//! call, so the curve work did run on the set given.

use codec::Encode;
use sc_executor::{HostFunctions, WasmExecutor};
use sc_executor_common::runtime_blob::RuntimeBlob;
use sp_state_machine::BasicExternalities;
use std::path::PathBuf;

/// The PVF worker's set, the list the main workspace's tests use.
#[path = "../../parachain-runtime/tests/pov/pvf_set.rs"]
mod pvf_set;
use pvf_set::PvfHostFunctions;

/// The worker's set with `EccRfc163` enabled, as relay validators link it.
type PvfUpstream = (PvfHostFunctions, sp_crypto_ec_utils::HostFunctionsRfc163);

/// The same with hostcurves' RFC-0163 functions.
type PvfHostcurves = (PvfHostFunctions, hostcurves_host::HostFunctionsRfc163);

/// The exported candidate's files.
struct Candidate {
	wasm: Vec<u8>,
	params: Vec<u8>,
	header: Vec<u8>,
	result: Vec<u8>,
}

/// Where the main workspace's test wrote the candidate: `HOSTCURVES_PVF_CANDIDATE` if set,
/// else this target directory's tmp folder (CI shares one target directory), else the main
/// workspace's default target directory.
fn candidate_dir() -> PathBuf {
	if let Some(dir) = std::env::var_os("HOSTCURVES_PVF_CANDIDATE") {
		return dir.into();
	}
	let shared = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostcurves-pvf-candidate");
	if shared.exists() {
		return shared;
	}
	PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/tmp/hostcurves-pvf-candidate")
}

fn load() -> Candidate {
	let dir = candidate_dir();
	let read = |name: &str| {
		std::fs::read(dir.join(name)).unwrap_or_else(|e| {
			panic!(
				"{}: {e}. The candidate is written by the main workspace's \
				 `cargo test --release -p hostcurves-parachain-runtime --test validate_block` \
				 (with the same CARGO_TARGET_DIR, or set HOSTCURVES_PVF_CANDIDATE)",
				dir.join(name).display()
			)
		})
	};
	Candidate {
		wasm: read("validation_code.wasm"),
		params: read("params.scale"),
		header: read("header.scale"),
		result: read("result.scale"),
	}
}

/// Calls `validate_block` as the PVF worker does: only the host functions `H`, missing imports
/// allowed (a call to one traps), no state (the export answers storage from the proof).
/// Returns the export's output (a SCALE-encoded `ValidationResult`) or the executor's error.
fn validate<H: HostFunctions>(candidate: &Candidate) -> Result<Vec<u8>, String> {
	let blob = RuntimeBlob::uncompress_if_needed(&candidate.wasm).expect("a Wasm module");
	WasmExecutor::<H>::builder()
		.with_allow_missing_host_functions(true)
		.build()
		.uncached_call(
			blob,
			&mut BasicExternalities::new_empty(),
			true,
			"validate_block",
			&candidate.params,
		)
		.map_err(|e| e.to_string())
}

#[test]
fn the_candidate_is_valid_on_sp_crypto_ec_utils_own_rfc163_functions() {
	let candidate = load();
	let upstream = validate::<PvfUpstream>(&candidate).expect("valid on upstream's functions");
	// A `ValidationResult` starts with its head data, a `Vec<u8>`: the sealed header.
	assert!(
		upstream.starts_with(&candidate.header.encode()),
		"the head data is the collator's header"
	);
	// Compared in hex, which a failure prints readably.
	assert_eq!(
		hex::encode(&upstream),
		hex::encode(&candidate.result),
		"the main workspace's result on hostcurves' functions"
	);
	let ours = validate::<PvfHostcurves>(&candidate).expect("valid on hostcurves' functions");
	assert_eq!(hex::encode(&upstream), hex::encode(&ours));
}

#[test]
fn without_rfc163_the_same_candidate_traps_on_its_first_curve_call() {
	let candidate = load();
	let error = validate::<PvfHostFunctions>(&candidate).expect_err("the block needs RFC-0163");
	assert!(
		error.contains("call to a missing function env:ext_host_calls_bls12_381_"),
		"{error}"
	);
}
