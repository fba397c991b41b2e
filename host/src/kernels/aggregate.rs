//! Aggregation of BLS12-381 points from user bytes (BLS public keys in G1, signatures in
//! G2): every point checked as [`crate::checked`] does, then summed. The kernel behind
//! [`crate::hostcurves_bls`]'s `aggregate` functions.

use alloc::vec::Vec;
use ark_ec::short_weierstrass::Affine;

use super::bls12_381::{bls12_381_decode_checked_points, Bls12_381Group};
use crate::checked::{write_sum, CheckedDecodeError};

/// Checks every point of `input` (`Vec<Affine>` in the ZCash format, compressed if
/// `compressed`: canonical, on the curve, in the subgroup, in that order) and writes their
/// sum to `out` in the boundary format (96 bytes for G1, 192 for G2; the identity for n = 0).
///
/// Errors: those of [`crate::checked::decode_points`] (the first failing point's index and
/// check, exactly as checked decoding reports them); `DecodeFailure::OutputTooSmall` if
/// `out` is too short. Allocates one point per point of `input`.
pub fn bls12_381_aggregate<T: Bls12_381Group>(
	input: &[u8],
	compressed: bool,
	out: &mut [u8],
) -> Result<(), CheckedDecodeError> {
	let points: Vec<Affine<T>> = bls12_381_decode_checked_points::<T>(input, compressed)?;
	write_sum(&points, out)
}
