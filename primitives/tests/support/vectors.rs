//! Where the test data is, in two folders (`docs/test-data.md`). The one locator of every
//! crate's tests (included with `#[path]`).
//!
//! - The repository's `vectors/`: data from registry packages (crates.io, PyPI, npm) and data
//!   that committed scripts make with registry tools (`vectors/SOURCES.md`). Always there.
//! - The shared vector set: public data from outside the registries, which the repository may
//!   not carry (go-ethereum's and celo's precompile files, Ethereum's BLS suite, c-kzg-4844's
//!   cases, gowaves' and a snarkjs user's proofs, drand clients' values, input-output-hk's
//!   min-sig vectors; its own `SOURCES.md` says where each file comes from). Found at
//!   `$HOSTCURVES_VECTORS`, else at `../shared/vectors` beside the checkout. The tests that read
//!   it are `#[ignore]`d, so the README's test command passes on any machine; `.ci/run` runs them
//!   with `--include-ignored`, and there a missing set or file fails the test, never skips it.

use std::path::{Path, PathBuf};

/// The variable that names the shared vector set's folder.
pub const SHARED_SET_VARIABLE: &str = "HOSTCURVES_VECTORS";

/// The checkout's root: the nearest ancestor of `CARGO_MANIFEST_DIR` with `vectors/SOURCES.md`
/// (crates sit one or two levels below it), taken as cargo sets the variable when it runs the
/// test, and only then from the path the test was compiled in: a test binary reused from
/// another checkout's build (a shared target directory) must read this checkout's files.
fn checkout_root() -> PathBuf {
	let crate_dir = std::env::var_os("CARGO_MANIFEST_DIR")
		.map(PathBuf::from)
		.unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")));
	crate_dir
		.ancestors()
		.find(|dir| dir.join("vectors/SOURCES.md").is_file())
		.map(Path::to_path_buf)
		.unwrap_or_else(|| crate_dir.join(".."))
}

/// The repository's `vectors/` folder: registry packages' data and what committed scripts
/// make (`vectors/SOURCES.md`).
pub fn vectors_dir() -> PathBuf {
	checkout_root().join("vectors")
}

/// The shared vector set's folder: `$HOSTCURVES_VECTORS`, else `../shared/vectors` beside the
/// checkout. Panics, naming both, when the folder has no `SOURCES.md`: a test that needs the
/// set fails without it (it is `#[ignore]`d, so it runs only when asked for).
pub fn shared_dir() -> PathBuf {
	let (dir, from) = match std::env::var_os(SHARED_SET_VARIABLE) {
		Some(dir) => (PathBuf::from(dir), SHARED_SET_VARIABLE),
		None => (checkout_root().join("../shared/vectors"), "the default"),
	};
	assert!(
		dir.join("SOURCES.md").is_file(),
		"the shared vector set is not at {} ({from}): set {SHARED_SET_VARIABLE} to its folder \
		 (docs/test-data.md)",
		dir.display()
	);
	dir
}

/// Reads `relative` under [`vectors_dir`]; panics naming the path if it is missing (a test
/// without its data must fail, not pass).
#[allow(dead_code)] // Not every includer reads files by name.
pub fn read(relative: &str) -> String {
	read_in(&vectors_dir(), relative)
}

/// Reads `relative` under [`shared_dir`]; panics naming the path if it is missing.
#[allow(dead_code)] // Not every includer reads the shared set.
pub fn read_shared(relative: &str) -> String {
	read_in(&shared_dir(), relative)
}

fn read_in(dir: &Path, relative: &str) -> String {
	let path = dir.join(relative);
	std::fs::read_to_string(&path)
		.unwrap_or_else(|e| panic!("test vectors missing at {}: {e}", path.display()))
}

/// The snarkjs BLS12-381 case of the shared set (walker9296/BLS12-381's snarkjs output):
/// `verification_key.json`, `proof.json`, `public.json`.
#[allow(dead_code)] // Not every includer reads it.
pub fn snarkjs_bls12_381() -> [String; 3] {
	["verification_key.json", "proof.json", "public.json"]
		.map(|f| read_shared(&format!("groth16/snarkjs-bls12381/{f}")))
}

/// A snarkjs key as `groth16 setup` writes it, before any phase-2 contribution (`γ = δ`), on
/// `curve` (`"bn128"` or `"bls12381"`; `vectors/snarkjs-no-phase2/make.sh` made them):
/// `verification_key.json`, `proof.json`, `public.json` (an honest proof of 3·11 = 33),
/// `forged_proof.json`, `forged_public.json` (the forgery `A = α, B = β, C = −L` for x = 5).
#[allow(dead_code)] // Not every includer reads it.
pub fn snarkjs_no_phase2(curve: &str) -> [String; 5] {
	[
		"verification_key.json",
		"proof.json",
		"public.json",
		"forged_proof.json",
		"forged_public.json",
	]
	.map(|f| read(&format!("snarkjs-no-phase2/{curve}/{f}")))
}
