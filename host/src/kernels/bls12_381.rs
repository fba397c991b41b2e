//! The BLS12-381 kernels that compute with blst when built with `std` (blst is a C library
//! with assembly, native only) and with arkworks otherwise. Either way the bytes are
//! arkworks'; see `blst_bls12_381`.

use ark_bls12_381::Fr;
#[cfg(not(feature = "std"))]
use ark_ec::short_weierstrass::SWCurveConfig;

use crate::Error;

#[cfg(feature = "std")]
use super::blst_bls12_381::{self as blst_kernels, BlstGroup};

/// The groups whose kernels are in blst: BLS12-381 G1 and G2.
#[cfg(feature = "std")]
pub trait Bls12_381Group: BlstGroup<ScalarField = Fr> {}
#[cfg(feature = "std")]
impl<T: BlstGroup<ScalarField = Fr>> Bls12_381Group for T {}

/// The groups whose kernels are in blst: BLS12-381 G1 and G2.
#[cfg(not(feature = "std"))]
pub trait Bls12_381Group: SWCurveConfig<ScalarField = Fr> {}
#[cfg(not(feature = "std"))]
impl<T: SWCurveConfig<ScalarField = Fr>> Bls12_381Group for T {}

/// BLS12-381 multi Miller loop (arkworks' algorithm, blst's Fq12 arithmetic when built with
/// `std`). Same contract and bytes as [`multi_miller_loop`](super::multi_miller_loop).
pub fn bls12_381_multi_miller_loop(g1: &[u8], g2: &[u8], out: &mut [u8]) -> Result<(), Error> {
	#[cfg(feature = "std")]
	{
		use ark_bls12_381::{G1Affine, G2Affine};
		let g1 = crate::wire::decode::<alloc::vec::Vec<G1Affine>>(g1)?;
		let g2 = crate::wire::decode::<alloc::vec::Vec<G2Affine>>(g2)?;
		if g1.len() != g2.len() {
			return Err(Error::LengthMismatch);
		}
		crate::wire::encode_into(blst_kernels::multi_miller_loop(&g1, &g2), out)
	}
	#[cfg(not(feature = "std"))]
	super::multi_miller_loop::<ark_bls12_381::Bls12_381>(g1, g2, out)
}

/// BLS12-381 final exponentiation in place (about twice as fast with blst). Same contract as
/// [`final_exponentiation`](super::final_exponentiation).
pub fn bls12_381_final_exponentiation(in_out: &mut [u8]) -> Result<(), Error> {
	#[cfg(feature = "std")]
	{
		let target = crate::wire::decode::<ark_bls12_381::Fq12>(in_out)?;
		let res = blst_kernels::final_exponentiation(&target).ok_or(Error::Unknown)?;
		crate::wire::encode_into(res, in_out)
	}
	#[cfg(not(feature = "std"))]
	super::final_exponentiation::<ark_bls12_381::Bls12_381>(in_out)
}

/// BLS12-381 MSM on G1 or G2 (blst's Pippenger). Same contract as
/// [`msm_sw`](super::msm_sw).
pub fn bls12_381_msm<T: Bls12_381Group>(
	bases: &[u8],
	scalars: &[u8],
	out: &mut [u8],
) -> Result<(), Error> {
	#[cfg(feature = "std")]
	return blst_kernels::msm::<T>(bases, scalars, out);
	#[cfg(not(feature = "std"))]
	super::msm_sw::<T>(bases, scalars, out)
}

/// BLS12-381 scalar multiplication on G1 or G2 by an unreduced integer (blst, with its
/// endomorphism only where exact). Same contract as [`mul_sw`](super::mul_sw).
pub fn bls12_381_mul<T: Bls12_381Group>(
	base: &[u8],
	scalar: &[u8],
	out: &mut [u8],
) -> Result<(), Error> {
	#[cfg(feature = "std")]
	return blst_kernels::mul::<T>(base, scalar, out);
	#[cfg(not(feature = "std"))]
	super::mul_sw::<T>(base, scalar, out)
}

/// BLS12-381 checked decoding of G1 or G2 points (blst's decompression and subgroup check
/// natively): [`bls12_381_decode_checked_points`] written to `out` in the boundary format.
/// Same contract, points and errors as [`decode_checked`](super::decode_checked).
pub fn bls12_381_decode_checked<T: Bls12_381Group>(
	input: &[u8],
	compressed: bool,
	out: &mut [u8],
) -> Result<(), crate::checked::CheckedDecodeError> {
	out.fill(0);
	crate::checked::write_checked(
		bls12_381_decode_checked_points::<T>(input, compressed)?,
		out,
	)
}

/// The points of [`bls12_381_decode_checked`] as arkworks values, for kernels that compute
/// with them (aggregation). Same checks and errors.
pub fn bls12_381_decode_checked_points<T: Bls12_381Group>(
	input: &[u8],
	compressed: bool,
) -> Result<alloc::vec::Vec<ark_ec::short_weierstrass::Affine<T>>, crate::checked::CheckedDecodeError>
{
	#[cfg(feature = "std")]
	return blst_kernels::decode_checked_points::<T>(input, compressed);
	#[cfg(not(feature = "std"))]
	crate::checked::decode_points::<ark_ec::short_weierstrass::Affine<T>>(
		input,
		crate::checked::compress_flag(compressed),
	)
}
