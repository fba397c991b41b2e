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
//! same `CARGO_TARGET_DIR` (as `.ci/run` does) or both at their defaults. The block is rebuilt
//! on every run of that test; a candidate left from an earlier build of the runtime is refused
//! when the target directory holds a newer blob, and `.ci/run` deletes it before the tests.
//!
//! Checked: valid on upstream's functions, with the head data the collator's sealed header;
//! the `ValidationResult` byte for byte the one hostcurves' functions give (here and in the
//! main workspace's run); and without RFC-0163 the same candidate traps on the first curve
//! call, so the curve work did run on the set given.

use codec::Encode;
use sc_executor::{HostFunctions, WasmExecutor};
use sc_executor_common::runtime_blob::RuntimeBlob;
use sp_state_machine::BasicExternalities;
use std::path::{Path, PathBuf};

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

/// Where the main workspace's test wrote the candidate: `HOSTCURVES_PVF_CANDIDATE` if set (the
/// writer reads it too); else this target directory's tmp folder (CI shares one target
/// directory); else, only when this workspace builds into its own default `compat/target`,
/// the main workspace's default `target/`.
fn candidate_dir() -> PathBuf {
	if let Some(dir) = std::env::var_os("HOSTCURVES_PVF_CANDIDATE") {
		return dir.into();
	}
	let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
	let shared = tmp.join("hostcurves-pvf-candidate");
	let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
	if shared.exists() || tmp != manifest.join("target/tmp") {
		return shared;
	}
	manifest.join("../target/tmp/hostcurves-pvf-candidate")
}

/// The parachain runtime's blob as the last build in `dir`'s target directory left it, if
/// there is one: a candidate of another runtime is stale.
fn built_blob(dir: &Path) -> Option<Vec<u8>> {
	let target = dir.parent()?.parent()?;
	std::fs::read(target.join(
		"release/wbuild/hostcurves-parachain-runtime/hostcurves_parachain_runtime.compact.compressed.wasm",
	))
	.ok()
}

fn load() -> Candidate {
	let dir = candidate_dir();
	let rerun = "the candidate is written by the main workspace's `cargo test --release -p \
		 hostcurves-parachain-runtime --test validate_block` (with the same CARGO_TARGET_DIR, \
		 both at their defaults, or HOSTCURVES_PVF_CANDIDATE set for both)";
	let read = |name: &str| {
		std::fs::read(dir.join(name))
			.unwrap_or_else(|e| panic!("{}: {e}; {rerun}", dir.join(name).display()))
	};
	let candidate = Candidate {
		wasm: read("validation_code.wasm"),
		params: read("params.scale"),
		header: read("header.scale"),
		result: read("result.scale"),
	};
	if let Some(built) = built_blob(&dir) {
		assert!(
			built == candidate.wasm,
			"{}: the candidate is of another build of the runtime than the one in its target \
			 directory; {rerun}",
			dir.display()
		);
	}
	candidate
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
