//! A candidate as files, handed from `validate_block.rs` to
//! `compat/tests/validate_block_upstream.rs` (which includes this file), which validates it on
//! sp-crypto-ec-utils' own RFC-0163 functions (what relay validators link). Those functions
//! need sp-crypto-ec-utils' `std` natively, which turns on `ark-ec/parallel`, so they cannot
//! be linked into this workspace's tests (docs/build.md); `compat/` is a workspace of its own
//! that has them but not the runtime's FRAME tree, which building the block needs.
//!
//! The files go to `<target dir>/tmp/hostcurves-pvf-candidate/` (Cargo's
//! `CARGO_TARGET_TMPDIR`; compat shares the target directory in CI and looks there), or to
//! `HOSTCURVES_PVF_CANDIDATE` if that is set:
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

use std::{
	fs, io,
	path::{Path, PathBuf},
};

/// The candidate's four files (table above).
pub struct CandidateFiles {
	pub wasm: Vec<u8>,
	pub params: Vec<u8>,
	pub header: Vec<u8>,
	pub result: Vec<u8>,
}

/// Where the candidate goes: `HOSTCURVES_PVF_CANDIDATE` if set, else this build's target
/// directory's tmp folder.
pub fn candidate_dir() -> PathBuf {
	match std::env::var_os("HOSTCURVES_PVF_CANDIDATE") {
		Some(dir) => dir.into(),
		None => PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostcurves-pvf-candidate"),
	}
}

impl CandidateFiles {
	const NAMES: [&'static str; 4] = [
		"validation_code.wasm",
		"params.scale",
		"header.scale",
		"result.scale",
	];

	/// Replaces the candidate in [`candidate_dir`]. Panics on an I/O error: the test that
	/// calls it fails.
	pub fn write(&self) {
		let dir = candidate_dir();
		let partial = dir.with_extension("partial");
		let _ = fs::remove_dir_all(&partial);
		fs::create_dir_all(&partial).expect("the candidate's folder can be created");
		let bytes = [&self.wasm, &self.params, &self.header, &self.result];
		for (name, bytes) in Self::NAMES.into_iter().zip(bytes) {
			fs::write(partial.join(name), bytes).expect("the candidate's file is written");
		}
		let _ = fs::remove_dir_all(&dir);
		fs::rename(&partial, &dir).expect("the candidate is moved into place");
	}

	/// Reads the candidate in `dir`; the error names the file that could not be read.
	pub fn read(dir: &Path) -> Result<Self, String> {
		let [wasm, params, header, result] = Self::NAMES.map(|name| {
			let path = dir.join(name);
			fs::read(&path).map_err(|e: io::Error| format!("{}: {e}", path.display()))
		});
		Ok(Self {
			wasm: wasm?,
			params: params?,
			header: header?,
			result: result?,
		})
	}
}
