//! BLS12-381 MSM with blst's Pippenger.

use alloc::vec::Vec;
use ark_bls12_381::Fr;
use ark_ec::short_weierstrass::Affine;
use ark_ff::{BigInt, BigInteger, PrimeField};

use super::convert::BlstGroup;
use crate::{wire, Error};

/// `Σ s_i·P_i` on G1 or G2 with `blst_pNs_mult_pippenger` (single-threaded); the same bytes
/// as arkworks' `SWCurveConfig::msm`, which it replaces in `bls12_381_msm_g1/g2`.
///
/// - `bases`: `Vec<Affine<T>>`; `scalars`: `Vec<Fr>` of the same length (else
///   [`Error::LengthMismatch`]); both decoded exactly as arkworks decodes them
///   ([`Error::Decode`] for malformed bytes or a scalar ≥ r).
/// - writes the affine result to `out` ([`Error::Encode`] if too short). An empty MSM is
///   the identity.
///
/// If any base is off the curve, or is one of G1's points of order 3 (which blst's table for
/// fewer than 32 points mishandles), the whole MSM is left to arkworks. blst runs over as
/// many bits as the longest scalar has (after arkworks' choice of sign), so an MSM of short
/// scalars (the Groth16 batch's 64-bit halves) pays for their length only.
pub fn msm<T: BlstGroup<ScalarField = Fr>>(
	bases: &[u8],
	scalars: &[u8],
	out: &mut [u8],
) -> Result<(), Error> {
	let bases = wire::decode::<Vec<Affine<T>>>(bases)?;
	let scalars = wire::decode::<Vec<Fr>>(scalars)?;
	if bases.len() != scalars.len() {
		return Err(Error::LengthMismatch);
	}
	if bases.is_empty() {
		return wire::encode_into(Affine::<T>::identity(), out);
	}
	let res = match with_blst::<T>(&bases, &scalars) {
		Some(res) => res,
		None => T::msm(&bases, &scalars)
			.map_err(|_| Error::LengthMismatch)?
			.into(),
	};
	wire::encode_into(res, out)
}

/// The MSM with blst, or `None` where blst's bytes could differ from arkworks' (a base off
/// the curve, or one [`BlstGroup::breaks_blst_tables`]): the caller then runs arkworks.
fn with_blst<T: BlstGroup<ScalarField = Fr>>(
	bases: &[Affine<T>],
	scalars: &[Fr],
) -> Option<Affine<T>> {
	let mut points = Vec::with_capacity(bases.len());
	let mut integers = Vec::with_capacity(bases.len());
	for (base, scalar) in bases.iter().zip(scalars) {
		if T::breaks_blst_tables(base) {
			return None;
		}
		let (base, scalar) = as_arkworks_multiplies(base, scalar);
		points.push(T::to_blst_on_curve(&base)?);
		integers.push(scalar);
	}
	// blst reads `(nbits + 7) / 8` bytes per scalar, back to back. Every integer is below
	// 2^nbits, so the sum is the same group element as over 255 bits; at least one bit,
	// as blst's windows expect.
	let nbits = integers
		.iter()
		.map(|s| s.num_bits() as usize)
		.max()
		.unwrap_or(0)
		.max(1);
	let width = nbits.div_ceil(8);
	let scalar_bytes: Vec<u8> = integers
		.iter()
		.flat_map(|s| s.0.iter().flat_map(|l| l.to_le_bytes()).take(width))
		.collect();
	let res = match points[..] {
		// blst's Pippenger takes one point through its 5-bit window (`mult_w5`), whose table
		// mishandles G1 points of order 11: the 4-bit window is exact for them.
		[point] => T::unchecked_mult(&T::from_affine(&point), &scalar_bytes, nbits),
		_ => T::pippenger(&points, &scalar_bytes, nbits),
	};
	res.map(|res| T::from_blst(&res))
}

/// The (point, integer scalar) pair that arkworks actually multiplies for `s·P`: arkworks'
/// `msm` (ark-ec `msm_signed`) computes `−(r − s)·P` instead when `s` has more than 64 bits
/// and `r − s` at most 64. Both are `s·P` in the prime-order subgroup; outside it they
/// differ, so blst is given arkworks' choice and the bytes agree for every point on the curve.
fn as_arkworks_multiplies<T: BlstGroup<ScalarField = Fr>>(
	base: &Affine<T>,
	scalar: &Fr,
) -> (Affine<T>, BigInt<4>) {
	let s = scalar.into_bigint();
	if s.num_bits() <= 64 {
		return (*base, s);
	}
	let mut r_minus_s = Fr::MODULUS;
	r_minus_s.sub_with_borrow(&s);
	if r_minus_s.num_bits() <= 64 {
		(-*base, r_minus_s)
	} else {
		(*base, s)
	}
}
