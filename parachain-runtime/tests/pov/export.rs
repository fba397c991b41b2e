//! Hands a candidate to `compat/tests/validate_block_upstream.rs`, which validates it on
//! sp-crypto-ec-utils' own RFC-0163 functions (what relay validators link). Those functions
//! need sp-crypto-ec-utils' `std` natively, which turns on `ark-ec/parallel`, so they cannot
//! be linked into this workspace's tests (docs/build.md); `compat/` is a workspace of its own
//! that has them but not the runtime's FRAME tree, which building the block needs.
//!
//! The files go to `<target dir>/tmp/hostcurves-pvf-candidate/` (Cargo's
//! `CARGO_TARGET_TMPDIR`; compat shares the target directory in CI and looks there), or to
//! `HOSTCURVES_PVF_CANDIDATE` if that is set (compat reads the same variable):
//!
//! | file | bytes |
//! |---|---|
//! | `validation_code.wasm` | the runtime's Wasm blob (compressed, as a relay stores it) |
//! | `params.scale` | the SCALE-encoded `ValidationParams` |
//! | `header.scale` | the SCALE-encoded sealed header: the expected head data |
//! | `result.scale` | `validate_block`'s output on hostcurves' RFC-0163 functions, as it is |
//!
//! The block is rebuilt on every run: its state roots depend on the runtime's code, so a
//! committed candidate would go stale with any change to the runtime. The four files are
//! written to a sibling folder first and moved into place together, so a reader never sees a
//! mix of two runs.

use std::{fs, path::PathBuf};

/// Where the candidate is written.
pub fn candidate_dir() -> PathBuf {
	match std::env::var_os("HOSTCURVES_PVF_CANDIDATE") {
		Some(dir) => dir.into(),
		None => PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostcurves-pvf-candidate"),
	}
}

/// Writes the candidate's four files (table above), replacing the earlier candidate. Panics on
/// an I/O error: the test that calls it fails.
pub fn export_candidate(wasm: &[u8], params: &[u8], header: &[u8], result: &[u8]) {
	let dir = candidate_dir();
	let partial = dir.with_extension("partial");
	let _ = fs::remove_dir_all(&partial);
	fs::create_dir_all(&partial).expect("the candidate's folder can be created");
	for (name, bytes) in [
		("validation_code.wasm", wasm),
		("params.scale", params),
		("header.scale", header),
		("result.scale", result),
	] {
		fs::write(partial.join(name), bytes).expect("the candidate's file is written");
	}
	let _ = fs::remove_dir_all(&dir);
	fs::rename(&partial, &dir).expect("the candidate is moved into place");
}
