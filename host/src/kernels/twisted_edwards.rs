//! Twisted-Edwards kernels: MSM and scalar multiplication.
//!
//! Edwards addition in arkworks (extended coordinates, Hisil–Wong–Carter–Dawson) is complete
//! only on the prime-order subgroup of a complete curve; on Bandersnatch, or with points the
//! caller did not check, a result can have `z = 0` and no affine form. arkworks'
//! `into_affine` would divide by zero there, so the kernels return [`Error::DegeneratePoint`]
//! (code 4) instead, as RFC-0163 specifies.

use alloc::vec::Vec;
use ark_ec::{
	twisted_edwards::{Affine as TEAffine, Projective as TEProjective, TECurveConfig},
	CurveGroup,
};
use ark_ff::Zero;

use crate::{wire, Error};

/// Writes a projective result in affine form, or [`Error::DegeneratePoint`] if `z = 0`.
fn write_affine<T: TECurveConfig>(res: TEProjective<T>, out: &mut [u8]) -> Result<(), Error> {
	if res.z.is_zero() {
		return Err(Error::DegeneratePoint);
	}
	wire::encode_into(res.into_affine(), out)
}

/// Twisted-Edwards multi-scalar multiplication `Σ s_i·P_i` (arkworks `TECurveConfig::msm`).
///
/// - `bases`: `Vec<TEAffine<T>>`; `scalars`: `Vec<T::ScalarField>` of the same length (else
///   [`Error::LengthMismatch`]).
/// - writes the affine result to `out`; [`Error::DegeneratePoint`] if it has `z = 0`. An
///   empty MSM is the identity `(0, 1)`.
pub fn msm_te<T: TECurveConfig>(bases: &[u8], scalars: &[u8], out: &mut [u8]) -> Result<(), Error> {
	let bases = wire::decode::<Vec<TEAffine<T>>>(bases)?;
	let scalars = wire::decode::<Vec<T::ScalarField>>(scalars)?;
	let res = T::msm(&bases, &scalars).map_err(|_| Error::LengthMismatch)?;
	write_affine(res, out)
}

/// Twisted-Edwards scalar multiplication `k·P` (arkworks `TECurveConfig::mul_affine`).
///
/// - `base`: `TEAffine<T>`; `scalar`: `Vec<u64>` big integer of any length, **not reduced
///   mod r**.
/// - writes the affine result to `out`; [`Error::DegeneratePoint`] if it has `z = 0`.
pub fn mul_te<T: TECurveConfig>(base: &[u8], scalar: &[u8], out: &mut [u8]) -> Result<(), Error> {
	let base = wire::decode::<TEAffine<T>>(base)?;
	let scalar = wire::decode::<Vec<u64>>(scalar)?;
	write_affine(T::mul_affine(&base, &scalar), out)
}
