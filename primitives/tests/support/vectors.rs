//! Where the test vectors are: `$HOSTCURVES_VECTORS`, else `vectors/` at the workspace root
//! (byte-identical copies of public vectors, sources in `vectors/SOURCES.md`). The one
//! locator of every crate's tests (included with `#[path]`).

use std::path::PathBuf;

/// The vectors folder. The workspace root is the nearest ancestor of `CARGO_MANIFEST_DIR`
/// with `vectors/SOURCES.md` (crates sit one or two levels below it), taken as cargo sets
/// the variable when it runs the test, and only then from
/// the path the test was compiled in: a test binary reused from another checkout's build
/// (a shared target directory) must read this checkout's files.
pub fn vectors_dir() -> PathBuf {
	if let Some(dir) = std::env::var_os("HOSTCURVES_VECTORS") {
		return PathBuf::from(dir);
	}
	let crate_dir = std::env::var_os("CARGO_MANIFEST_DIR")
		.map(PathBuf::from)
		.unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")));
	crate_dir
		.ancestors()
		.map(|dir| dir.join("vectors"))
		.find(|dir| dir.join("SOURCES.md").is_file())
		.unwrap_or_else(|| crate_dir.join("../vectors"))
}

/// Reads `relative` under [`vectors_dir`]; panics naming the path if it is missing (a test
/// without its data must fail, not pass).
#[allow(dead_code)] // Not every includer reads files by name.
pub fn read(relative: &str) -> String {
	let path = vectors_dir().join(relative);
	std::fs::read_to_string(&path)
		.unwrap_or_else(|e| panic!("test vectors missing at {}: {e}", path.display()))
}

/// The snarkjs BLS12-381 case: `verification_key.json`, `proof.json`, `public.json`.
#[allow(dead_code)] // Not every includer reads it.
pub fn snarkjs_bls12_381() -> [String; 3] {
	["verification_key.json", "proof.json", "public.json"]
		.map(|f| read(&format!("groth16/snarkjs-bls12381/{f}")))
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
