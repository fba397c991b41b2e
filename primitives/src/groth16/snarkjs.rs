//! Import of snarkjs (circom) Groth16 files into the arkworks canonical bytes that
//! [`PreparedVerifyingKey::prepare`](super::PreparedVerifyingKey::prepare),
//! [`Proof::decode`](super::Proof::decode) and
//! [`decode_public_inputs`](super::decode_public_inputs) read (feature `snarkjs`, std only:
//! this runs off chain, in tools that build extrinsics).
//!
//! snarkjs writes `verification_key.json`, `proof.json` and `public.json` with decimal
//! strings: G1 points as `[x, y, z]`, G2 points as `[[x.c0, x.c1], [y.c0, y.c1], [z.c0,
//! z.c1]]`, projective with `z = 1` (or `[0, 1, 0]` for the identity); curves `"bn128"`
//! (BN254) and `"bls12381"`. The key's `IC` is arkworks' `gamma_abc_g1`.
//!
//! Nothing is checked here beyond the format: the bytes are meant for the checked decoding
//! of [`super`], which checks every point.
//!
//! Compiled, not run here: `tests/groth16_vectors.rs` runs the same steps on a snarkjs
//! BLS12-381 proof of the shared vector set (`groth16/snarkjs-bls12381`, `docs/test-data.md`).
//!
//! ```no_run
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use ark_serialize::Compress;
//! use hostcurves_primitives::{bls12_381::Bls12_381, groth16::{snarkjs, PreparedVerifyingKey}};
//!
//! let dir = "build/circuit"; // where `snarkjs groth16 prove` and `zkey export` wrote
//! let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}"));
//! let import = snarkjs::import(
//!     &read("verification_key.json")?,
//!     &read("proof.json")?,
//!     &read("public.json")?,
//! )?;
//! assert_eq!(import.curve, snarkjs::Curve::Bls12_381);
//! let pvk = PreparedVerifyingKey::<Bls12_381>::prepare(&import.key, Compress::Yes)?;
//! pvk.verify_bytes(&import.proof, Compress::Yes, &import.public_inputs)?;
//! # Ok(()) }
//! ```

use alloc::{format, string::String, vec::Vec};
use ark_ec::short_weierstrass::{Affine, SWCurveConfig};
use ark_ff::{BigInteger, Field, PrimeField, Zero};
use ark_serialize::CanonicalSerialize;
use serde_json::Value;

/// The curves snarkjs proves on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Curve {
	/// snarkjs `"bls12381"`.
	Bls12_381,
	/// snarkjs `"bn128"` (BN254, alt_bn128).
	Bn254,
}

/// A snarkjs key, proof and public inputs in arkworks canonical **compressed** bytes (also
/// what [`crate::plonk::snarkjs`] imports, in the formats of [`crate::plonk`] and
/// [`crate::fflonk`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Import {
	/// The key's curve.
	pub curve: Curve,
	/// Groth16: ark-groth16 `VerifyingKey`, compressed (BLS12-381: 392 + 48·n bytes).
	pub key: Vec<u8>,
	/// Groth16: ark-groth16 `Proof`, compressed (BLS12-381: 192 bytes; BN254: 128).
	pub proof: Vec<u8>,
	/// `Vec<Fr>`: u64 LE count n, then n scalars of 32 bytes little-endian.
	pub public_inputs: Vec<u8>,
}

/// Why snarkjs files could not be imported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SnarkjsError {
	/// A file is not JSON.
	Json(String),
	/// `protocol` is not `"groth16"`.
	NotGroth16,
	/// `protocol` is not the one named (`"plonk"`, `"fflonk"`).
	NotProtocol(&'static str),
	/// `curve` is missing or not one of `"bn128"`, `"bls12381"`.
	UnknownCurve(String),
	/// The key and the proof name different curves.
	CurveMismatch,
	/// A field is missing or has the wrong shape; the text names it.
	Shape(String),
	/// A decimal string is not a canonical field element; the text names the field.
	Number(String),
	/// A point has `z` other than 1 (or the identity `[0, 1, 0]`); the text names it.
	NotAffine(String),
	/// A point is not on the curve; the text names it.
	NotOnCurve(String),
	/// `nPublic`, the key's `IC` (n + 1 points) and `public.json` disagree on n.
	InputCount,
}

impl core::fmt::Display for SnarkjsError {
	fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
		match self {
			SnarkjsError::Json(e) => write!(f, "not JSON: {e}"),
			SnarkjsError::NotGroth16 => write!(f, "protocol is not groth16"),
			SnarkjsError::NotProtocol(p) => write!(f, "protocol is not {p}"),
			SnarkjsError::UnknownCurve(c) => write!(f, "unknown curve {c:?} (bn128, bls12381)"),
			SnarkjsError::CurveMismatch => write!(f, "key and proof are on different curves"),
			SnarkjsError::Shape(what) => write!(f, "{what}: missing or wrong shape"),
			SnarkjsError::Number(what) => {
				write!(f, "{what}: not a canonical decimal field element")
			}
			SnarkjsError::NotAffine(what) => write!(f, "{what}: z is neither 1 nor the identity's"),
			SnarkjsError::NotOnCurve(what) => write!(f, "{what}: not on the curve"),
			SnarkjsError::InputCount => {
				write!(
					f,
					"nPublic, the key's IC and public.json disagree on the number of inputs"
				)
			}
		}
	}
}

impl std::error::Error for SnarkjsError {}

/// Imports snarkjs' `verification_key.json`, `proof.json` and `public.json` (their text).
///
/// Errors: [`SnarkjsError`] naming the field that is not in snarkjs' format.
pub fn import(vk_json: &str, proof_json: &str, public_json: &str) -> Result<Import, SnarkjsError> {
	let parse =
		|s: &str| serde_json::from_str::<Value>(s).map_err(|e| SnarkjsError::Json(e.to_string()));
	let (vk, proof, public) = (parse(vk_json)?, parse(proof_json)?, parse(public_json)?);
	for doc in [&vk, &proof] {
		if doc.get("protocol").and_then(Value::as_str) != Some("groth16") {
			return Err(SnarkjsError::NotGroth16);
		}
	}
	let curve = curve_of(&vk)?;
	if curve_of(&proof)? != curve {
		return Err(SnarkjsError::CurveMismatch);
	}
	match curve {
		Curve::Bls12_381 => import_on::<crate::bls12_381::G1Config, crate::bls12_381::G2Config>(
			curve, &vk, &proof, &public,
		),
		Curve::Bn254 => {
			import_on::<crate::bn254::G1Config, crate::bn254::G2Config>(curve, &vk, &proof, &public)
		}
	}
}

pub(crate) fn curve_of(doc: &Value) -> Result<Curve, SnarkjsError> {
	match doc.get("curve").and_then(Value::as_str) {
		Some("bls12381") => Ok(Curve::Bls12_381),
		Some("bn128") => Ok(Curve::Bn254),
		other => Err(SnarkjsError::UnknownCurve(other.unwrap_or("").into())),
	}
}

fn import_on<P1: SWCurveConfig, P2: SWCurveConfig<ScalarField = P1::ScalarField>>(
	curve: Curve,
	vk: &Value,
	proof: &Value,
	public: &Value,
) -> Result<Import, SnarkjsError> {
	let mut key = Vec::new();
	let ic = vk
		.get("IC")
		.and_then(Value::as_array)
		.ok_or_else(|| SnarkjsError::Shape("IC".into()))?
		.iter()
		.enumerate()
		.map(|(i, p)| point::<P1>(p, &alloc::format!("IC[{i}]")))
		.collect::<Result<Vec<_>, _>>()?;
	let inputs = public
		.as_array()
		.ok_or_else(|| SnarkjsError::Shape("public.json".into()))?
		.iter()
		.enumerate()
		.map(|(i, v)| prime::<P1::ScalarField>(v, &alloc::format!("public[{i}]")))
		.collect::<Result<Vec<_>, _>>()?;
	let declared = vk.get("nPublic").and_then(Value::as_u64);
	if ic.len() != inputs.len() + 1 || declared.is_some_and(|n| n != inputs.len() as u64) {
		return Err(SnarkjsError::InputCount);
	}
	(
		point::<P1>(field(vk, "vk_alpha_1")?, "vk_alpha_1")?,
		point::<P2>(field(vk, "vk_beta_2")?, "vk_beta_2")?,
		point::<P2>(field(vk, "vk_gamma_2")?, "vk_gamma_2")?,
		point::<P2>(field(vk, "vk_delta_2")?, "vk_delta_2")?,
		ic,
	)
		.serialize_compressed(&mut key)
		.map_err(|_| SnarkjsError::Shape("verification key".into()))?;
	let mut proof_bytes = Vec::new();
	(
		point::<P1>(field(proof, "pi_a")?, "pi_a")?,
		point::<P2>(field(proof, "pi_b")?, "pi_b")?,
		point::<P1>(field(proof, "pi_c")?, "pi_c")?,
	)
		.serialize_compressed(&mut proof_bytes)
		.map_err(|_| SnarkjsError::Shape("proof".into()))?;
	let mut public_inputs = Vec::new();
	inputs
		.serialize_compressed(&mut public_inputs)
		.map_err(|_| SnarkjsError::Shape("public.json".into()))?;
	Ok(Import {
		curve,
		key,
		proof: proof_bytes,
		public_inputs,
	})
}

pub(crate) fn field<'a>(doc: &'a Value, name: &str) -> Result<&'a Value, SnarkjsError> {
	doc.get(name)
		.ok_or_else(|| SnarkjsError::Shape(name.into()))
}

/// `[x, y, z]` with `z = 1`, or the identity `z = 0`.
pub(crate) fn point<P: SWCurveConfig>(v: &Value, name: &str) -> Result<Affine<P>, SnarkjsError> {
	let coords = v
		.as_array()
		.filter(|c| c.len() == 3)
		.ok_or_else(|| SnarkjsError::Shape(name.into()))?;
	let [x, y, z] = [0, 1, 2].map(|i| element::<P::BaseField>(&coords[i], name));
	let (x, y, z) = (x?, y?, z?);
	if z.is_zero() && x.is_zero() && y == P::BaseField::ONE {
		return Ok(Affine::identity());
	}
	if z != P::BaseField::ONE {
		return Err(SnarkjsError::NotAffine(name.into()));
	}
	// Checked here, not only on chain: compressed bytes keep x and the sign of y, so a wrong
	// y would otherwise turn silently into the other point with that x.
	let point = Affine::new_unchecked(x, y);
	if !point.is_on_curve() {
		return Err(SnarkjsError::NotOnCurve(name.into()));
	}
	Ok(point)
}

/// A base-field element: one decimal string over a prime field, `[c0, c1]` over Fp2.
fn element<F: Field>(v: &Value, name: &str) -> Result<F, SnarkjsError> {
	let parts: Vec<&Value> = match v.as_array() {
		Some(parts) => parts.iter().collect(),
		None => alloc::vec![v],
	};
	if parts.len() as u64 != F::extension_degree() {
		return Err(SnarkjsError::Shape(name.into()));
	}
	let elems = parts
		.into_iter()
		.map(|p| prime::<F::BasePrimeField>(p, name))
		.collect::<Result<Vec<_>, _>>()?;
	F::from_base_prime_field_elems(elems).ok_or_else(|| SnarkjsError::Shape(name.into()))
}

/// A field element below the modulus, spelled as ffjavascript's `unstringifyBigInts` reads
/// one: a string of decimal digits (leading zeros allowed) or of `0x` hex digits, or a JSON
/// integer below 2⁵³ (which JavaScript reads exactly). A value at or above the modulus is refused: snarkjs would reduce it (or drop its
/// high words), so its bytes would not be the only ones for the value.
pub(crate) fn prime<F: PrimeField>(v: &Value, name: &str) -> Result<F, SnarkjsError> {
	let number = || SnarkjsError::Number(name.into());
	let text = match v {
		Value::String(s) => s.clone(),
		// JavaScript reads integers exactly only up to 2⁵³ − 1: above, snarkjs' `JSON.parse`
		// would verify a rounded value, so such a number is refused.
		Value::Number(n) if n.as_u64().is_some_and(|v| v < 1 << 53) => n.to_string(),
		_ => return Err(SnarkjsError::Shape(name.into())),
	};
	if let Some(hex) = text.strip_prefix("0x") {
		let digits = hex.trim_start_matches('0');
		if hex.is_empty() || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
			return Err(number());
		}
		let padded = if digits.len() % 2 == 1 {
			format!("0{digits}")
		} else {
			digits.into()
		};
		let bytes = (0..padded.len())
			.step_by(2)
			.map(|i| u8::from_str_radix(&padded[i..i + 2], 16).map_err(|_| number()))
			.collect::<Result<Vec<u8>, _>>()?;
		let value = F::from_be_bytes_mod_order(&bytes);
		// The round trip refuses values at or above the modulus.
		let back = value.into_bigint().to_bytes_be();
		let back = &back[back.iter().take_while(|b| **b == 0).count()..];
		return if back == bytes.as_slice() {
			Ok(value)
		} else {
			Err(number())
		};
	}
	if text.is_empty() || !text.bytes().all(|c| c.is_ascii_digit()) {
		return Err(number());
	}
	let digits = match text.trim_start_matches('0') {
		"" => "0",
		digits => digits,
	};
	// arkworks' `from_str` reduces modulo the prime; the round trip refuses values at or
	// above the modulus.
	let value = F::from_str(digits).map_err(|_| number())?;
	if value.into_bigint().to_string() != digits {
		return Err(number());
	}
	Ok(value)
}
