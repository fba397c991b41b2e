//! Scalar multiplication with arkworks' endomorphism method (GLV, `GLVConfig`) where it is
//! exact.

use alloc::vec::Vec;
use ark_ec::{scalar_mul::glv::GLVConfig, short_weierstrass::Affine as SWAffine, CurveGroup};
use ark_ff::PrimeField;

use crate::{wire, Error};

/// `k·P` for the integer `k` (not reduced mod r); the same bytes as
/// [`mul_sw`](super::mul_sw) (arkworks' `mul_affine`, double-and-add).
///
/// - `base`: `SWAffine<T>`; `scalar`: `Vec<u64>` big integer of any length.
/// - writes the affine result to `out`.
///
/// GLV (`GLVConfig::glv_mul_affine`) computes `(k mod r)·P` through `φ(P) = λ·P`, which
/// holds in the prime-order subgroup only. There `r·P = 0`, so reducing `k` is exact too.
/// It is used when the base is on the curve and passes arkworks' subgroup check
/// (`is_in_correct_subgroup_assuming_on_curve`); any other base (a point outside the
/// subgroup, as in cofactor clearing, or off the curve) goes through double-and-add with the
/// scalar as given. Worth it only where that check is cheap: free on BN254 G1 (cofactor 1).
pub fn mul_glv<T: GLVConfig>(base: &[u8], scalar: &[u8], out: &mut [u8]) -> Result<(), Error> {
	let base = wire::decode::<SWAffine<T>>(base)?;
	let limbs = wire::decode::<Vec<u64>>(scalar)?;
	let res = if base.is_on_curve() && T::is_in_correct_subgroup_assuming_on_curve(&base) {
		let bytes: Vec<u8> = limbs.iter().flat_map(|l| l.to_le_bytes()).collect();
		T::glv_mul_affine(base, T::ScalarField::from_le_bytes_mod_order(&bytes))
	} else {
		T::mul_affine(&base, &limbs).into_affine()
	};
	wire::encode_into(res, out)
}
