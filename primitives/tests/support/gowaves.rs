//! The Groth16 cases of the shared set's `groth16/gowaves_bls12381_bn254.json` (gowaves'
//! `groth16_test.go`) in arkworks canonical compressed bytes, as `PreparedVerifyingKey::prepare`,
//! `Proof::decode` and `decode_public_inputs` read them. Shared by the primitives' and the
//! runtime's tests (`#[path]`).
//!
//! The file's layouts differ from arkworks' only in framing and byte order:
//! - BLS12-381 points are ZCash compressed in both; the key lacks arkworks' u64 count in
//!   front of `IC`, and scalars are 32-byte big-endian.
//! - BN254 points are big-endian with the flags in the first byte's top two bits (`10`
//!   largest y, `01` infinity) and G2's `x.c1` first: reversing each point's bytes gives
//!   arkworks' layout exactly (little-endian `x.c0 ‖ x.c1`, flags in the last byte's top two
//!   bits with the same meaning, "largest" compared on `c1` first in both).

#![allow(dead_code)]

/// One case: a key, a proof and public inputs, and whether gowaves expects it to verify.
pub struct Case {
	/// Where it comes from, for messages.
	pub name: String,
	/// `ark_groth16::VerifyingKey`, compressed.
	pub key: Vec<u8>,
	/// `ark_groth16::Proof`, compressed.
	pub proof: Vec<u8>,
	/// `Vec<Fr>`.
	pub inputs: Vec<u8>,
	/// gowaves' expected verdict.
	pub ok: bool,
}

fn vectors() -> serde_json::Value {
	let text = super::vectors::read_shared("groth16/gowaves_bls12381_bn254.json");
	serde_json::from_str(&text).expect("gowaves vectors are JSON")
}

fn hex_field(case: &serde_json::Value, name: &str) -> Vec<u8> {
	hex::decode(
		case[name]
			.as_str()
			.unwrap_or_else(|| panic!("{name} missing")),
	)
	.expect("hex")
}

/// Inserts arkworks' u64 count of `IC` points after the fixed part of a key.
fn with_ic_count(mut key: Vec<u8>, fixed: usize, g1: usize) -> Vec<u8> {
	let count = ((key.len() - fixed) / g1) as u64;
	key.splice(fixed..fixed, count.to_le_bytes());
	key
}

/// Big-endian 32-byte scalars as arkworks `Vec<Fr>`.
fn inputs(case: &serde_json::Value) -> Vec<u8> {
	let scalars = case["inputs_hex"].as_array().expect("inputs_hex");
	let mut out = (scalars.len() as u64).to_le_bytes().to_vec();
	for s in scalars {
		let mut bytes = hex::decode(s.as_str().expect("hex string")).expect("hex");
		bytes.reverse();
		out.extend(bytes);
	}
	out
}

/// Reverses each `len`-byte point of `bytes` in place, from `start`.
fn reverse_points(bytes: &mut [u8], lens: &[usize]) {
	let mut at = 0;
	for &len in lens {
		bytes[at..at + len].reverse();
		at += len;
	}
}

/// The 11 BLS12-381 cases (6 valid, 5 invalid).
pub fn bls12_381() -> Vec<Case> {
	let v = vectors();
	v["bls12_381"]
		.as_array()
		.expect("bls12_381 cases")
		.iter()
		.enumerate()
		.map(|(i, case)| Case {
			name: format!("bls12_381[{i}]"),
			key: with_ic_count(hex_field(case, "vk_hex"), 48 + 3 * 96, 48),
			proof: hex_field(case, "proof_hex"),
			inputs: inputs(case),
			ok: case["ok"].as_bool().expect("ok"),
		})
		.collect()
}

fn bn254_key(case: &serde_json::Value) -> Vec<u8> {
	let mut key = hex_field(case, "vk_hex");
	let n_ic = (key.len() - 32 - 3 * 64) / 32;
	let lens: Vec<usize> = [32, 64, 64, 64]
		.into_iter()
		.chain(std::iter::repeat_n(32, n_ic))
		.collect();
	reverse_points(&mut key, &lens);
	with_ic_count(key, 32 + 3 * 64, 32)
}

fn bn254_cases(list: &str) -> Vec<Case> {
	let v = vectors();
	v[list]
		.as_array()
		.expect("bn254 cases")
		.iter()
		.enumerate()
		.map(|(i, case)| {
			let mut proof = hex_field(case, "proof_hex");
			reverse_points(&mut proof, &[32, 64, 32]);
			Case {
				name: format!("{list}[{i}] {}", case["name"].as_str().unwrap_or("")),
				key: bn254_key(case),
				proof,
				inputs: inputs(case),
				ok: case["ok"].as_bool().expect("ok"),
			}
		})
		.collect()
}

/// The BN254 cases that verify.
pub fn bn254_ok() -> Vec<Case> {
	bn254_cases("bn254_ok")
}

/// The BN254 cases whose keys are malformed (every one must be refused).
pub fn bn254_bad_keys() -> Vec<Case> {
	bn254_cases("bn254_fail")
}
