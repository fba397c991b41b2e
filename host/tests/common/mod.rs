//! Helpers shared by the integration tests: where the vectors are, the big-endian encodings of
//! the Ethereum-style precompiles, and plain-arkworks curve predicates used as test oracles.
//!
//! Each test crate uses a different subset of these helpers.
#![allow(dead_code)]

use ark_ec::{
	short_weierstrass::{Affine as SWAffine, SWCurveConfig},
	twisted_edwards::{Affine as TEAffine, TECurveConfig},
	AffineRepr, CurveGroup,
};
use ark_ff::{BigInteger, Field, One, PrimeField, Zero};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_std::{rand::Rng, UniformRand};
use num_bigint::BigUint;
use serde_json::Value;

pub mod eip;
pub mod random;
pub mod registered;

#[path = "../../../primitives/tests/support/vectors.rs"]
pub mod vectors;

/// The shared vector set's folder (`$HOSTCURVES_VECTORS`, else `../shared/vectors` beside
/// the checkout; `docs/test-data.md`), as a string. Panics when it is missing.
pub fn shared_dir() -> String {
	vectors::shared_dir().display().to_string()
}

/// The cases of one JSON vector file of the shared set (geth's and celo's precompile files),
/// `rel` relative to its folder.
pub fn cases(rel: &str) -> Vec<Value> {
	let path = format!("{}/{rel}", shared_dir());
	let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
	serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A string field of a case; the celo files spell keys in lower case, some entries
/// capitalised, so both are tried.
pub fn field<'a>(case: &'a Value, key: &str) -> Option<&'a str> {
	let lower = key.to_lowercase();
	case.get(key)
		.or_else(|| case.get(&lower))
		.and_then(Value::as_str)
}

/// A hex field of a case (with or without `0x`).
pub fn hex_field(case: &Value, key: &str) -> Vec<u8> {
	let s = field(case, key).unwrap_or_else(|| panic!("no {key} in {case}"));
	hex::decode(s.trim_start_matches("0x")).unwrap()
}

/// The case's name, or its index in the file when it has none.
pub fn name(case: &Value, index: usize) -> String {
	field(case, "Name").map_or_else(|| format!("#{index}"), str::to_string)
}

/// Reads a file of the repository's `vectors/` as bytes.
pub fn bytes(rel: &str) -> Vec<u8> {
	let path = format!("{}/{rel}", vectors::vectors_dir().display());
	std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Failures the test's own EIP parsers report before any host function sees the bytes (the
/// precompile's framing: the input length and the zero padding of each field element).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Framing {
	/// The input is not a whole number of the operation's records (or is empty where the
	/// EIP requires at least one).
	Length,
	/// A field element's zero padding (the top bytes of its 64-byte slot) is not zero.
	Padding,
}

/// Splits `input` into records of `len` bytes: [`Framing::Length`] unless it is exactly
/// `count` records (or, with `count = None`, a non-zero whole number of them).
pub fn records(input: &[u8], len: usize, count: Option<usize>) -> Result<Vec<&[u8]>, Framing> {
	let ok = match count {
		Some(n) => input.len() == n * len,
		None => !input.is_empty() && input.len().is_multiple_of(len),
	};
	if !ok {
		return Err(Framing::Length);
	}
	Ok(input.chunks(len).collect())
}

/// The big-endian field elements of one EIP-encoded point: `k` slots of `pad + width` bytes,
/// each with `pad` zero bytes on top (EIP-2537/2539: 16 of 64; EIP-196/3026: none).
pub fn slots(point: &[u8], k: usize, pad: usize, width: usize) -> Result<Vec<Vec<u8>>, Framing> {
	assert_eq!(point.len(), k * (pad + width), "caller sized the point");
	point
		.chunks(pad + width)
		.map(|slot| {
			let (top, value) = slot.split_at(pad);
			top.iter()
				.all(|&b| b == 0)
				.then(|| value.to_vec())
				.ok_or(Framing::Padding)
		})
		.collect()
}

/// ZCash layout (BLS12-381, what ark-bls12-381 reads) of a point given its big-endian
/// coordinates in ZCash order (G1: x, y; G2: x.c1, x.c0, y.c1, y.c0); all zero is the
/// point at infinity and gets the infinity flag. The bytes are not checked.
pub fn zcash(coords: &[Vec<u8>]) -> Vec<u8> {
	let mut out = coords.concat();
	if out.iter().all(|&b| b == 0) {
		out[0] |= 0x40;
	}
	out
}

/// arkworks' uncompressed short-Weierstrass layout (BLS12-377, BW6-761, BN254) of a point
/// given its big-endian coordinates in arkworks order (x[.c0, .c1], y[.c0, .c1]): each
/// coordinate little-endian; all zero is the point at infinity and gets arkworks' infinity
/// flag (bit 6 of the last byte). The bytes are not checked.
pub fn ark_le(coords: &[Vec<u8>]) -> Vec<u8> {
	let mut out: Vec<u8> = coords
		.iter()
		.flat_map(|c| c.iter().rev().copied())
		.collect();
	if out.iter().all(|&b| b == 0) {
		*out.last_mut().unwrap() |= 0x40;
	}
	out
}

/// The point [`ark_le`] lays out, as arkworks itself writes it when its coordinates are field
/// elements: arkworks' uncompressed encoding carries the sign of y (bit 7 of the last byte set
/// when y > −y), and checked decoding accepts only the encoding arkworks writes
/// (docs/validation.md). Coordinates that are not field elements are left as `ark_le` lays
/// them out, for the tests of their refusal.
pub fn ark_sw<P: SWCurveConfig>(coords: &[Vec<u8>]) -> Vec<u8> {
	let raw = ark_le(coords);
	match SWAffine::<P>::deserialize_uncompressed_unchecked(&raw[..]) {
		Ok(point) => {
			let mut out = Vec::with_capacity(raw.len());
			point
				.serialize_uncompressed(&mut out)
				.expect("writing to a Vec");
			out
		}
		Err(_) => raw,
	}
}

/// A batch for the checked-decoding host functions: u64 LE count, then the points.
pub fn batch(points: &[Vec<u8>]) -> Vec<u8> {
	let mut out = (points.len() as u64).to_le_bytes().to_vec();
	points.iter().for_each(|p| out.extend_from_slice(p));
	out
}

/// Decodes a point with plain arkworks, without any check (the test's independent parser).
pub fn ark_point<A: CanonicalDeserialize>(bytes: &[u8]) -> A {
	A::deserialize_uncompressed_unchecked(bytes).expect("well-formed point bytes")
}

/// An unreduced big integer from big-endian bytes, as the `mul` host functions take it:
/// u64 limbs, least significant first.
pub fn limbs_be(be: &[u8]) -> Vec<u64> {
	assert_eq!(be.len() % 8, 0);
	be.rchunks(8)
		.map(|c| u64::from_be_bytes(c.try_into().unwrap()))
		.collect()
}

/// The modulus of a prime field, little-endian, `width` bytes.
pub fn modulus_le<F: PrimeField>(width: usize) -> Vec<u8> {
	let mut le = F::MODULUS.to_bytes_le();
	le.resize(width, 0);
	le
}

/// `2^bits - 1` for the field's bit size, little-endian, `width` bytes: the largest value a
/// field element's bits can hold without touching the bits above the modulus' size.
pub fn all_ones_le<F: PrimeField>(width: usize) -> Vec<u8> {
	let bits = F::MODULUS_BIT_SIZE as usize;
	(0..width)
		.map(|i| match (bits.saturating_sub(8 * i)).min(8) {
			8 => 0xff,
			n => ((1u16 << n) - 1) as u8,
		})
		.collect()
}

/// Bytes of one serialised base-prime-field element of `F` (48 for BLS12-381's Fq).
pub fn width<F: PrimeField>() -> usize {
	(F::MODULUS_BIT_SIZE as usize).div_ceil(8)
}

/// Plain-arkworks predicates and sample points for both curve models, the tests' oracle.
pub trait Oracle: AffineRepr {
	/// `Affine::is_on_curve`.
	fn on_curve(&self) -> bool;
	/// `is_in_correct_subgroup_assuming_on_curve` (arkworks 0.6 multiplies by r with plain
	/// double-and-add, never through GLV).
	fn in_subgroup(&self) -> bool;
	/// The generator with its last coordinate plus one: not on the curve.
	fn off_curve() -> Self;
	/// The first point found from small coordinates that is on the curve but not in the
	/// prime-order subgroup (`None` if the cofactor is one).
	fn non_subgroup() -> Option<Self>;
	/// Plain arkworks `mul_affine` (double-and-add, scalar not reduced); `None` if the
	/// projective result has z = 0 (twisted Edwards only: it has no affine form).
	fn mul_plain(&self, limbs: &[u64]) -> Option<Self>;
	/// Plain arkworks `msm`; `None` as for `mul_plain`.
	fn msm_plain(bases: &[Self], scalars: &[Self::ScalarField]) -> Option<Self>;
	/// A random point on the curve, in any subgroup (from a random x on short Weierstrass,
	/// a random y on twisted Edwards).
	fn random_on_curve<R: Rng>(rng: &mut R) -> Self;
	/// The cofactor h of the prime-order subgroup (the curve has h·r points), u64 limbs
	/// least significant first.
	fn cofactor() -> &'static [u64];
}

impl<P: SWCurveConfig> Oracle for SWAffine<P> {
	fn on_curve(&self) -> bool {
		self.is_on_curve()
	}
	fn in_subgroup(&self) -> bool {
		self.is_in_correct_subgroup_assuming_on_curve()
	}
	fn off_curve() -> Self {
		let g = P::GENERATOR;
		let p = Self::new_unchecked(g.x, g.y + P::BaseField::one());
		assert!(!p.is_on_curve());
		p
	}
	fn non_subgroup() -> Option<Self> {
		if P::cofactor_is_one() {
			return None;
		}
		(1u64..1000)
			.filter_map(|i| Self::get_point_from_x_unchecked(P::BaseField::from(i), false))
			.find(|p| !p.is_zero() && !p.is_in_correct_subgroup_assuming_on_curve())
	}
	fn mul_plain(&self, limbs: &[u64]) -> Option<Self> {
		Some(P::mul_affine(self, limbs).into_affine())
	}
	fn msm_plain(bases: &[Self], scalars: &[Self::ScalarField]) -> Option<Self> {
		Some(P::msm(bases, scalars).unwrap().into_affine())
	}
	fn random_on_curve<R: Rng>(rng: &mut R) -> Self {
		loop {
			let x = P::BaseField::rand(rng);
			if let Some(p) = Self::get_point_from_x_unchecked(x, rng.gen()) {
				return p;
			}
		}
	}
	fn cofactor() -> &'static [u64] {
		P::COFACTOR
	}
}

impl<P: TECurveConfig> Oracle for TEAffine<P> {
	fn on_curve(&self) -> bool {
		self.is_on_curve()
	}
	fn in_subgroup(&self) -> bool {
		self.is_in_correct_subgroup_assuming_on_curve()
	}
	fn off_curve() -> Self {
		let g = P::GENERATOR;
		let p = Self::new_unchecked(g.x, g.y + P::BaseField::one());
		assert!(!p.is_on_curve());
		p
	}
	fn non_subgroup() -> Option<Self> {
		(2u64..1000)
			.filter_map(|i| Self::get_point_from_y_unchecked(P::BaseField::from(i), false))
			.find(|p| !p.is_in_correct_subgroup_assuming_on_curve())
	}
	fn mul_plain(&self, limbs: &[u64]) -> Option<Self> {
		let r = P::mul_affine(self, limbs);
		(!r.z.is_zero()).then(|| r.into_affine())
	}
	fn msm_plain(bases: &[Self], scalars: &[Self::ScalarField]) -> Option<Self> {
		let r = P::msm(bases, scalars).unwrap();
		(!r.z.is_zero()).then(|| r.into_affine())
	}
	fn random_on_curve<R: Rng>(rng: &mut R) -> Self {
		loop {
			let y = P::BaseField::rand(rng);
			if let Some(p) = Self::get_point_from_y_unchecked(y, rng.gen()) {
				return p;
			}
		}
	}
	fn cofactor() -> &'static [u64] {
		P::COFACTOR
	}
}

/// Where a curve's standard serialisation keeps its bytes and flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
	/// ZCash (BLS12-381): big-endian, flags in the top 3 bits of byte 0.
	ZCash,
	/// arkworks short Weierstrass: little-endian, flags in the top 2 bits of the last byte
	/// (of y uncompressed, of x compressed).
	Sw,
	/// arkworks twisted Edwards: little-endian; a flag (the sign of x) only when compressed.
	Te,
}

/// Overwrites the first coordinate of the point encoded at `point[0..]` with the base-field
/// value `value_le` (little-endian, one field element's width), keeping the bits above the
/// modulus' size (where the flags live) as they were.
pub fn set_first_coordinate<A: AffineRepr>(point: &mut [u8], value_le: &[u8], format: Format) {
	let w = width::<BaseFq<A>>();
	let ones = all_ones_le::<BaseFq<A>>(w);
	for i in 0..w {
		// Byte i of the little-endian value sits at i (arkworks) or w - 1 - i (ZCash).
		let at = if format == Format::ZCash {
			w - 1 - i
		} else {
			i
		};
		point[at] = value_le[i] | (point[at] & !ones[i]);
	}
}

/// The base prime field of a point type (Fq for every curve here, also under Fq2).
pub type BaseFq<A> = <<A as AffineRepr>::BaseField as Field>::BasePrimeField;

/// An unsigned big integer from u64 limbs, least significant first.
pub fn big(limbs: &[u64]) -> BigUint {
	BigUint::from_slice(
		&limbs
			.iter()
			.flat_map(|x| [*x as u32, (*x >> 32) as u32])
			.collect::<Vec<_>>(),
	)
}

/// A point of order exactly `l`: `[N / l^v]·Q` for a random `Q` on the curve (N = h·r the
/// number of points, l^v its largest power of l), then multiplied by `l` until one more
/// multiplication gives the identity. Plain arkworks arithmetic throughout.
pub fn point_of_order<A: Oracle, R: Rng>(rng: &mut R, l: u64) -> A {
	let mut n = big(A::cofactor()) * big(A::ScalarField::MODULUS.as_ref());
	while (&n % l).is_zero() {
		n /= l;
	}
	let limbs = n.to_u64_digits();
	loop {
		let Some(mut p) = A::random_on_curve(rng).mul_plain(&limbs) else {
			continue;
		};
		while !p.is_zero() {
			match p.mul_plain(&[l]) {
				Some(next) if next.is_zero() => return p,
				Some(next) => p = next,
				None => break,
			}
		}
	}
}
