//! Readers for the public test data, read in place: the repository's `vectors/` (registry
//! packages' data and what committed scripts make, `vectors/SOURCES.md`) and the shared vector
//! set (`$HOSTCURVES_VECTORS`, else `../shared/vectors` beside the checkout;
//! `docs/test-data.md`), converted to the pallet's argument formats. Feature `test-vectors`.

use alloc::vec::Vec;
use ark_bls12_381::Bls12_381;
use ark_groth16::{Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use std::path::PathBuf;

/// Re-encodes arkworks compressed bytes uncompressed, decompressing without checks.
fn uncompressed<T: CanonicalDeserialize + CanonicalSerialize>(
	compressed: &[u8],
	index: usize,
) -> Vec<u8> {
	let value = T::deserialize_compressed_unchecked(compressed)
		.unwrap_or_else(|e| panic!("case {index}: does not decompress: {e}"));
	let mut out = Vec::new();
	value
		.serialize_uncompressed(&mut out)
		.unwrap_or_else(|e| panic!("case {index}: {e}"));
	out
}

/// The repository's `vectors/` folder (`vectors/SOURCES.md`).
pub fn vectors_dir() -> PathBuf {
	vectors::vectors_dir()
}

/// The shared vector set's folder: `$HOSTCURVES_VECTORS`, else `../shared/vectors` beside the
/// checkout. Panics when it is missing: the tests that read it are `#[ignore]`d and run with
/// `--include-ignored`.
pub fn shared_dir() -> PathBuf {
	vectors::shared_dir()
}

/// The one locator and reader of the test vectors, shared with every crate's tests.
#[path = "../../../primitives/tests/support/vectors.rs"]
pub mod vectors;

/// Reads and parses a JSON file under [`vectors_dir`]. Panics with the path if it is
/// missing: a test without its data must fail, not pass.
pub fn read_json(relative: &str) -> serde_json::Value {
	parse_json(&vectors_dir().join(relative))
}

/// Reads and parses a JSON file under [`shared_dir`]. Panics with the path if it is missing.
pub fn read_shared_json(relative: &str) -> serde_json::Value {
	parse_json(&shared_dir().join(relative))
}

fn parse_json(path: &std::path::Path) -> serde_json::Value {
	let text = std::fs::read_to_string(path)
		.unwrap_or_else(|e| panic!("test vectors missing at {}: {e}", path.display()));
	serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// One Groth16 case in the pallet's format (arkworks uncompressed key and proof, `Vec<Fr>`).
#[derive(Debug, Clone)]
pub struct Groth16Case {
	/// Index in the source file.
	pub index: usize,
	/// `ark_groth16::VerifyingKey` uncompressed.
	pub vk: Vec<u8>,
	/// `ark_groth16::Proof` uncompressed.
	pub proof: Vec<u8>,
	/// `Vec<Fr>`: u64 LE count, then 32-byte little-endian scalars.
	pub public_inputs: Vec<u8>,
	/// Whether the proof must verify (the file's `ok`).
	pub ok: bool,
}

/// gowaves' Groth16 cases (BLS12-381 and BN254) in arkworks canonical compressed bytes; the
/// one reader of that file, shared with `hostcurves-primitives`' tests.
#[path = "../../../primitives/tests/support/gowaves.rs"]
pub mod gowaves;

/// The 11 BLS12-381 cases of the shared set's `groth16/gowaves_bls12381_bn254.json` ([`gowaves::bls12_381`],
/// whose docs give the layout) with the key and proof re-encoded uncompressed.
pub fn gowaves_bls12_381() -> Vec<Groth16Case> {
	gowaves::bls12_381()
		.into_iter()
		.enumerate()
		.map(|(index, case)| Groth16Case {
			index,
			vk: uncompressed::<VerifyingKey<Bls12_381>>(&case.key, index),
			proof: uncompressed::<Proof<Bls12_381>>(&case.proof, index),
			public_inputs: case.inputs,
			ok: case.ok,
		})
		.collect()
}
