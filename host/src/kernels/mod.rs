//! Native implementations of the host functions, generic over the arkworks curve model.
//!
//! Each kernel decodes its inputs with [`wire::decode`] (strict, unvalidated), runs the
//! arkworks operation, and writes the result with [`wire::encode_into`]. None of them panics
//! on any input bytes: every arkworks call that could panic on hostile input (the `zip_eq`
//! in the Miller loop, the inverse in the final exponentiation) is guarded first.

use alloc::vec::Vec;
use ark_ec::{
	pairing::{MillerLoopOutput, Pairing},
	short_weierstrass::{Affine as SWAffine, SWCurveConfig},
	CurveGroup,
};
use ark_ff::One;

use crate::{wire, Error};

#[cfg(feature = "std")]
mod blst_bls12_381;

/// Multi Miller loop `∏ f_{x,Q_i}(P_i)` (arkworks `Pairing::multi_miller_loop`).
///
/// - `g1`: `Vec<G1Affine>`; `g2`: `Vec<G2Affine>` of the same length (else
///   [`Error::LengthMismatch`]; arkworks itself would panic in `zip_eq`).
/// - writes the `TargetField` element to `out` ([`Error::Encode`] if `out` is too short).
///
/// Pairs in which either point is the identity contribute one, as in arkworks. An empty
/// input yields one.
pub fn multi_miller_loop<E: Pairing>(g1: &[u8], g2: &[u8], out: &mut [u8]) -> Result<(), Error> {
	let g1 = wire::decode::<Vec<E::G1Affine>>(g1)?;
	let g2 = wire::decode::<Vec<E::G2Affine>>(g2)?;
	if g1.len() != g2.len() {
		return Err(Error::LengthMismatch);
	}
	// arkworks prepares every G2 point up front (68 line coefficients, ~20 KB, per 192-byte
	// point); in chunks, memory stays bounded whatever the input. The product of the chunks'
	// outputs is the same element (the loop's final conjugation is a field automorphism), so
	// the bytes are arkworks' own.
	let res = g1
		.chunks(MILLER_LOOP_CHUNK)
		.zip(g2.chunks(MILLER_LOOP_CHUNK))
		.map(|(a, b)| E::multi_miller_loop(a.iter().copied(), b.iter().copied()).0)
		.fold(E::TargetField::one(), |acc, f| acc * f);
	wire::encode_into(res, out)
}

/// Pairs per Miller-loop chunk (arkworks' own chunk size when it runs in parallel).
const MILLER_LOOP_CHUNK: usize = 4;

/// Largest `mul` scalar, in 64-bit limbs: 1024 bits covers every cofactor of the supported
/// curves (BLS12-381 G2's effective cofactor is 636 bits) with room to spare, and keeps the
/// double-and-add time of one call bounded.
pub const MAX_MUL_SCALAR_LIMBS: usize = 16;

/// Final exponentiation `f^((p^k − 1)/r)` (arkworks `Pairing::final_exponentiation`), in
/// place: `in_out` holds exactly one `TargetField` element and receives the result.
///
/// Returns [`Error::Unknown`] when the input is zero (it has no inverse, so the result is
/// undefined; arkworks returns `None`), as `sp-crypto-ec-utils` does.
pub fn final_exponentiation<E: Pairing>(in_out: &mut [u8]) -> Result<(), Error> {
	let target = wire::decode::<E::TargetField>(in_out)?;
	let res = E::final_exponentiation(MillerLoopOutput(target)).ok_or(Error::Unknown)?;
	wire::encode_into(res.0, in_out)
}

/// BLS12-381 final exponentiation in place, with blst (byte-identical to arkworks, about
/// twice as fast; see [`blst_bls12_381`]) when built with `std`, else with arkworks.
/// Same contract as [`final_exponentiation`].
pub fn bls12_381_final_exponentiation(in_out: &mut [u8]) -> Result<(), Error> {
	#[cfg(feature = "std")]
	{
		let target = wire::decode::<ark_bls12_381::Fq12>(in_out)?;
		let res = blst_bls12_381::final_exponentiation(&target).ok_or(Error::Unknown)?;
		wire::encode_into(res, in_out)
	}
	#[cfg(not(feature = "std"))]
	final_exponentiation::<ark_bls12_381::Bls12_381>(in_out)
}

/// Short-Weierstrass multi-scalar multiplication `Σ s_i·P_i` (arkworks
/// `SWCurveConfig::msm`, single-threaded).
///
/// - `bases`: `Vec<SWAffine<T>>`; `scalars`: `Vec<T::ScalarField>` of the same length (else
///   [`Error::LengthMismatch`]).
/// - writes the affine result to `out`. An empty MSM is the identity.
pub fn msm_sw<T: SWCurveConfig>(bases: &[u8], scalars: &[u8], out: &mut [u8]) -> Result<(), Error> {
	let bases = wire::decode::<Vec<SWAffine<T>>>(bases)?;
	let scalars = wire::decode::<Vec<T::ScalarField>>(scalars)?;
	let res = T::msm(&bases, &scalars)
		.map_err(|_| Error::LengthMismatch)?
		.into_affine();
	wire::encode_into(res, out)
}

/// Short-Weierstrass scalar multiplication `k·P` (arkworks `SWCurveConfig::mul_affine`).
///
/// - `base`: `SWAffine<T>`; `scalar`: `Vec<u64>` big integer, **not reduced mod r**, so that
///   cofactor clearing and subgroup checks stay correct for points outside the subgroup.
/// - writes the affine result to `out`.
///
/// A scalar longer than [`MAX_MUL_SCALAR_LIMBS`] limbs is [`Error::Decode`].
pub fn mul_sw<T: SWCurveConfig>(base: &[u8], scalar: &[u8], out: &mut [u8]) -> Result<(), Error> {
	let base = wire::decode::<SWAffine<T>>(base)?;
	// The count prefix is checked before decoding, so the limbs are never read.
	if scalar.len() > 8 + 8 * MAX_MUL_SCALAR_LIMBS {
		return Err(Error::Decode);
	}
	let scalar = wire::decode::<Vec<u64>>(scalar)?;
	let res = T::mul_affine(&base, &scalar).into_affine();
	wire::encode_into(res, out)
}

/// Decodes `Vec<SWAffine<T>>` and writes its encoding back to `out`: the fixed cost of one
/// boundary crossing with real decoding, and nothing else.
pub fn echo_sw<T: SWCurveConfig>(points: &[u8], out: &mut [u8]) -> Result<(), Error> {
	let points = wire::decode::<Vec<SWAffine<T>>>(points)?;
	wire::encode_into(points, out)
}
