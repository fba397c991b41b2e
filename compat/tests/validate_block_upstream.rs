//! Issue 35, item 2, on the functions relay validators link: the parachain candidate of
//! `parachain-runtime/tests/validate_block.rs` (a Groth16 key registration, a proof, a batch
//! of four, a BLS committee registration and a committee signature) validated with
//! `validate_block` in an executor with exactly the PVF worker's host functions plus
//! **sp-crypto-ec-utils 0.24's own** RFC-0163 functions, as polkadot-node-core-pvf-common
//! registers them when `EccRfc163` is enabled.
//!
//! The candidate is built in the main workspace (building it needs the runtime's FRAME tree,
//! which this workspace does not compile) and handed over as files
//! (`parachain-runtime/tests/pov/candidate_files.rs`): run the main workspace's tests first, with the
//! same `CARGO_TARGET_DIR` (as `.ci/run` does) or both at their defaults. The block is rebuilt
//! on every run of that test; a candidate left from an earlier build of the runtime is refused
//! when the target directory holds a newer blob, and `.ci/run` deletes it before the tests.
//!
//! Checked: valid on upstream's functions, with the head data the collator's sealed header;
//! the `ValidationResult` byte for byte the one hostcurves' functions give (here and in the
//! main workspace's run); and without RFC-0163 the same candidate traps on the first curve
//! call, so the curve work did run on the set given.

use codec::Encode;
use std::path::{Path, PathBuf};

/// The candidate's files, as the main workspace's test writes them.
#[path = "../../parachain-runtime/tests/pov/candidate_files.rs"]
#[allow(dead_code)]
mod candidate_files;
/// The PVF worker's set and call, the code the main workspace's tests use.
#[path = "../../parachain-runtime/tests/pov/pvf.rs"]
mod pvf;
use candidate_files::CandidateFiles;
use pvf::PvfHostFunctions;

/// The worker's set with `EccRfc163` enabled, as relay validators link it.
type PvfUpstream = (PvfHostFunctions, sp_crypto_ec_utils::HostFunctionsRfc163);

/// The same with hostcurves' RFC-0163 functions.
type PvfHostcurves = (PvfHostFunctions, hostcurves_host::HostFunctionsRfc163);

/// Where the main workspace's test wrote the candidate: where it writes
/// (`HOSTCURVES_PVF_CANDIDATE`, else this target directory's tmp folder: CI shares one target
/// directory); else, only when this workspace builds into its own default `compat/target`,
/// the main workspace's default `target/`.
fn candidate_dir() -> PathBuf {
	let shared = candidate_files::candidate_dir();
	let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
	let own_default = Path::new(env!("CARGO_TARGET_TMPDIR")) == manifest.join("target/tmp");
	if shared.exists() || !own_default || std::env::var_os("HOSTCURVES_PVF_CANDIDATE").is_some() {
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

fn load() -> CandidateFiles {
	let dir = candidate_dir();
	let rerun = "the candidate is written by the main workspace's `cargo test --release -p \
		 hostcurves-parachain-runtime --test validate_block -- --include-ignored` (it reads the \
		 shared vector set; with the same CARGO_TARGET_DIR, both at their defaults, or \
		 HOSTCURVES_PVF_CANDIDATE set for both)";
	let candidate = CandidateFiles::read(&dir).unwrap_or_else(|e| panic!("{e}; {rerun}"));
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

/// `validate_block` on the candidate with only the host functions `H`, as the PVF worker
/// calls it.
fn validate<H: sc_executor::HostFunctions>(candidate: &CandidateFiles) -> Result<Vec<u8>, String> {
	pvf::validate_block_raw::<H>(&candidate.wasm, &candidate.params)
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
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
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn without_rfc163_the_same_candidate_traps_on_its_first_curve_call() {
	let candidate = load();
	let error = validate::<PvfHostFunctions>(&candidate).expect_err("the block needs RFC-0163");
	assert!(
		error.contains("call to a missing function env:ext_host_calls_bls12_381_"),
		"{error}"
	);
}
