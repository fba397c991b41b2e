//! Readers for the public test data in `../shared/vectors` (read in place, never copied),
//! converted to the pallet's argument formats. Feature `test-vectors`.

use alloc::{string::String, vec::Vec};
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

/// The shared vectors directory: `$HOSTCURVES_VECTORS`, or `../shared/vectors` next to
/// the workspace root.
pub fn vectors_dir() -> PathBuf {
	std::env::var_os("HOSTCURVES_VECTORS")
		.map(PathBuf::from)
		.unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/vectors"))
}

/// Reads and parses a JSON file under [`vectors_dir`]. Panics with the path if it is
/// missing: a test without its data must fail, not pass.
pub fn read_json(relative: &str) -> serde_json::Value {
	let path = vectors_dir().join(relative);
	let text = std::fs::read_to_string(&path)
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

fn hex_field(case: &serde_json::Value, key: &str) -> Vec<u8> {
	let s: String = case[key].as_str().unwrap_or_default().into();
	hex::decode(s).unwrap_or_else(|e| panic!("{key}: {e}"))
}

/// The 11 BLS12-381 cases of `groth16/gowaves_bls12381_bn254.json`.
///
/// The file's layout (its header): key = α (48) ‖ β (96) ‖ γ (96) ‖ δ (96) ‖ IC_0..IC_n
/// (48 each), ZCash compressed; proof = A (48) ‖ B (96) ‖ C (48); inputs = a list of
/// 32-byte big-endian scalars. arkworks' compressed BLS12-381 points are the ZCash format, so the
/// conversion only inserts the u64 count arkworks puts in front of a vector and turns each
/// scalar little-endian.
pub fn gowaves_bls12_381() -> Vec<Groth16Case> {
	let file = read_json("groth16/gowaves_bls12381_bn254.json");
	let cases = file["bls12_381"].as_array().cloned().unwrap_or_default();
	cases
		.iter()
		.enumerate()
		.map(|(index, case)| {
			let raw_vk = hex_field(case, "vk_hex");
			let (head, ics) = raw_vk.split_at(48 + 3 * 96);
			let mut vk = head.to_vec();
			vk.extend_from_slice(&((ics.len() / 48) as u64).to_le_bytes());
			vk.extend_from_slice(ics);
			let vk = uncompressed::<VerifyingKey<Bls12_381>>(&vk, index);
			let proof = uncompressed::<Proof<Bls12_381>>(&hex_field(case, "proof_hex"), index);
			let raw_inputs = case["inputs_hex"].as_array().cloned().unwrap_or_default();
			let mut public_inputs = (raw_inputs.len() as u64).to_le_bytes().to_vec();
			for input in &raw_inputs {
				let be = hex::decode(input.as_str().unwrap_or_default())
					.unwrap_or_else(|e| panic!("case {index} input: {e}"));
				public_inputs.extend(be.iter().rev());
			}
			Groth16Case {
				index,
				vk,
				proof,
				public_inputs,
				ok: case["ok"]
					.as_bool()
					.unwrap_or_else(|| panic!("case {index}: no `ok`")),
			}
		})
		.collect()
}
