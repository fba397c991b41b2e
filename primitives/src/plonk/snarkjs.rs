//! Import of snarkjs PLONK and fflonk files into the bytes [`crate::plonk`] and
//! [`crate::fflonk`] read (feature `snarkjs`, std only: this runs off chain, in tools that
//! build extrinsics), compressed.
//!
//! snarkjs writes `verification_key.json`, `proof.json` and `public.json` with decimal
//! strings, G1 points as `[x, y, z]` with `z = 1` (`[0, 1, 0]` for the identity), G2 points
//! as `[[x.c0, x.c1], [y.c0, y.c1], [z.c0, z.c1]]`; curves `"bn128"` and `"bls12381"`.
//! - PLONK key: `nPublic`, `power`, `k1`, `k2`, `Qm, Ql, Qr, Qo, Qc, S1, S2, S3`, `X_2`
//!   (its `w` is not read: the verifier computes the root as snarkjs does); proof: `A, B, C,
//!   Z, T1, T2, T3, Wxi, Wxiw`, `eval_a, eval_b, eval_c, eval_s1, eval_s2, eval_zw`.
//! - fflonk key: `nPublic`, `power`, `k1, k2, w, w3, w4, w8, wr`, `C0`, `X_2`; proof:
//!   `polynomials {C1, C2, W1, W2}`, `evaluations {ql, …, t2w}` (`inv` is not read).
//!
//! A value at or above its modulus, a point off the curve or not affine is refused here
//! ([`SnarkjsError`], naming the field); subgroups and the key's other properties are
//! checked by the verifiers' decoding.
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use hostcurves_primitives::plonk::snarkjs;
//!
//! let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../vectors/snarkjs-plonk/plonk-bls12381/multiplier");
//! let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}"));
//! let import = snarkjs::import_plonk(&read("verification_key.json")?, &read("proof.json")?, &read("public.json")?)?;
//! assert_eq!(import.curve, snarkjs::Curve::Bls12_381);
//! assert_eq!(import.proof.len(), 624);
//! # Ok(()) }
//! ```

use crate::groth16::snarkjs::{curve_of, field, point, prime};
pub use crate::groth16::snarkjs::{Curve, Import, SnarkjsError};
use alloc::{format, string::String, vec::Vec};
use ark_ec::short_weierstrass::SWCurveConfig;
use ark_serialize::CanonicalSerialize;
use serde_json::Value;

/// Which snarkjs proof system a file is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum System {
	Plonk,
	Fflonk,
}

/// Imports snarkjs' PLONK `verification_key.json`, `proof.json` and `public.json` (their
/// text) into [`crate::plonk`]'s formats.
///
/// Errors: [`SnarkjsError`] naming the field that is not in snarkjs' format.
pub fn import_plonk(
	vk_json: &str,
	proof_json: &str,
	public_json: &str,
) -> Result<Import, SnarkjsError> {
	import(System::Plonk, vk_json, proof_json, public_json)
}

/// Imports snarkjs' fflonk `verification_key.json`, `proof.json` and `public.json` (their
/// text) into [`crate::fflonk`]'s formats.
///
/// Errors: [`SnarkjsError`] naming the field that is not in snarkjs' format.
pub fn import_fflonk(
	vk_json: &str,
	proof_json: &str,
	public_json: &str,
) -> Result<Import, SnarkjsError> {
	import(System::Fflonk, vk_json, proof_json, public_json)
}

fn import(
	system: System,
	vk_json: &str,
	proof_json: &str,
	public_json: &str,
) -> Result<Import, SnarkjsError> {
	let parse =
		|s: &str| serde_json::from_str::<Value>(s).map_err(|e| SnarkjsError::Json(e.to_string()));
	let (vk, proof, public) = (parse(vk_json)?, parse(proof_json)?, parse(public_json)?);
	let name = match system {
		System::Plonk => "plonk",
		System::Fflonk => "fflonk",
	};
	for doc in [&vk, &proof] {
		if doc.get("protocol").and_then(Value::as_str) != Some(name) {
			return Err(SnarkjsError::NotProtocol(name));
		}
	}
	let curve = curve_of(&vk)?;
	if curve_of(&proof)? != curve {
		return Err(SnarkjsError::CurveMismatch);
	}
	match curve {
		Curve::Bls12_381 => import_on::<crate::bls12_381::G1Config, crate::bls12_381::G2Config>(
			system, curve, &vk, &proof, &public,
		),
		Curve::Bn254 => import_on::<crate::bn254::G1Config, crate::bn254::G2Config>(
			system, curve, &vk, &proof, &public,
		),
	}
}

/// Appends `value`'s compressed bytes (into a Vec: cannot fail).
fn put(out: &mut Vec<u8>, value: &impl CanonicalSerialize) {
	let _ = value.serialize_compressed(out);
}

fn import_on<P1: SWCurveConfig, P2: SWCurveConfig<ScalarField = P1::ScalarField>>(
	system: System,
	curve: Curve,
	vk: &Value,
	proof: &Value,
	public: &Value,
) -> Result<Import, SnarkjsError> {
	let number = |name: &str| {
		field(vk, name)?
			.as_u64()
			.ok_or_else(|| SnarkjsError::Shape(String::from(name)))
	};
	let n_public =
		u32::try_from(number("nPublic")?).map_err(|_| SnarkjsError::Shape("nPublic".into()))?;
	let power = u8::try_from(number("power")?).map_err(|_| SnarkjsError::Shape("power".into()))?;
	let scalar = |doc: &Value, name: &str| prime::<P1::ScalarField>(field(doc, name)?, name);
	let g1 = |doc: &Value, name: &str| point::<P1>(field(doc, name)?, name);

	let mut key = Vec::new();
	put(&mut key, &n_public);
	put(&mut key, &power);
	let (key_scalars, key_points): (&[&str], &[&str]) = match system {
		System::Plonk => (
			&["k1", "k2"],
			&["Qm", "Ql", "Qr", "Qo", "Qc", "S1", "S2", "S3"],
		),
		System::Fflonk => (&["k1", "k2", "w", "w3", "w4", "w8", "wr"], &["C0"]),
	};
	for name in key_scalars {
		put(&mut key, &scalar(vk, name)?);
	}
	for name in key_points {
		put(&mut key, &g1(vk, name)?);
	}
	put(&mut key, &point::<P2>(field(vk, "X_2")?, "X_2")?);

	let mut proof_bytes = Vec::new();
	match system {
		System::Plonk => {
			for name in ["A", "B", "C", "Z", "T1", "T2", "T3", "Wxi", "Wxiw"] {
				put(&mut proof_bytes, &g1(proof, name)?);
			}
			for name in [
				"eval_a", "eval_b", "eval_c", "eval_s1", "eval_s2", "eval_zw",
			] {
				put(&mut proof_bytes, &scalar(proof, name)?);
			}
		}
		System::Fflonk => {
			let (polys, evals) = (field(proof, "polynomials")?, field(proof, "evaluations")?);
			for name in ["C1", "C2", "W1", "W2"] {
				put(&mut proof_bytes, &g1(polys, name)?);
			}
			for name in [
				"ql", "qr", "qm", "qo", "qc", "s1", "s2", "s3", "a", "b", "c", "z", "zw", "t1w",
				"t2w",
			] {
				put(&mut proof_bytes, &scalar(evals, name)?);
			}
		}
	}

	let inputs = public
		.as_array()
		.ok_or_else(|| SnarkjsError::Shape("public.json".into()))?
		.iter()
		.enumerate()
		.map(|(i, v)| prime::<P1::ScalarField>(v, &format!("public[{i}]")))
		.collect::<Result<Vec<_>, _>>()?;
	let mut public_inputs = Vec::new();
	put(&mut public_inputs, &inputs);
	Ok(Import {
		curve,
		key,
		proof: proof_bytes,
		public_inputs,
	})
}
