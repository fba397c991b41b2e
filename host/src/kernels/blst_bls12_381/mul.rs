//! BLS12-381 scalar multiplication with blst.

use alloc::vec::Vec;
use ark_bls12_381::Fr;
use ark_ec::short_weierstrass::Affine;
use ark_ff::PrimeField;

use super::convert::BlstGroup;
use crate::{wire, Error};

/// `k·P` on G1 or G2 for the integer `k` (not reduced mod r), with blst; the same bytes as
/// arkworks' `SWCurveConfig::mul_affine`, which it replaces in `bls12_381_mul_g1/g2`.
///
/// - `base`: `Affine<T>`; `scalar`: `Vec<u64>` big integer of any length.
/// - writes the affine result to `out` ([`Error::Encode`] if too short).
///
/// blst's endomorphism method (`blst_pN_mult`) computes `(k mod r)·P` through `φ(P) = λ·P`,
/// which holds only in the prime-order subgroup. It is used when blst would choose it (a
/// scalar of [`BlstGroup::ENDOMORPHISM_MIN_BITS`]..=256 bits below r) and the point passes
/// blst's subgroup check. Every other case goes through blst's 4-bit windowed method
/// (`blst_pN_unchecked_mult`) with the scalar as given, so cofactor clearing and subgroup
/// checks by multiplication stay right (not `blst_pN_mult`'s 5-bit window for long
/// scalars: its table mishandles G1 points of order 11). A base off the curve, or one that
/// [`BlstGroup::breaks_blst_tables`], is left to arkworks.
pub fn mul<T: BlstGroup<ScalarField = Fr>>(
	base: &[u8],
	scalar: &[u8],
	out: &mut [u8],
) -> Result<(), Error> {
	let base = wire::decode::<Affine<T>>(base)?;
	let limbs = wire::decode::<Vec<u64>>(scalar)?;
	let blst_point = if T::breaks_blst_tables(&base) {
		None
	} else {
		T::to_blst_on_curve(&base)
	};
	let Some(point) = blst_point else {
		return wire::encode_into(Affine::<T>::from(T::mul_affine(&base, &limbs)), out);
	};
	let bytes: Vec<u8> = limbs.iter().flat_map(|l| l.to_le_bytes()).collect();
	let nbits = significant_bits(&limbs);
	let projective = T::from_affine(&point);
	// `bytes` has 8 bytes per limb, at least `nbits / 8`: blst always gets its result.
	let res = if uses_endomorphism::<T>(&limbs, nbits) && T::in_subgroup(&point) {
		T::mult(&projective, &bytes, nbits)
	} else {
		// A zero scalar (nbits = 0) gives the identity, as in arkworks.
		T::unchecked_mult(&projective, &bytes, nbits)
	};
	match res {
		Some(res) => wire::encode_into(T::from_blst(&res), out),
		None => wire::encode_into(Affine::<T>::from(T::mul_affine(&base, &limbs)), out),
	}
}

/// Whether `blst_pN_mult` would take its endomorphism path for this scalar: between
/// `ENDOMORPHISM_MIN_BITS` and 256 bits, and below r (blst's own test, `check_mod_256`).
fn uses_endomorphism<T: BlstGroup>(limbs: &[u64], nbits: usize) -> bool {
	(T::ENDOMORPHISM_MIN_BITS..=256).contains(&nbits) && below_r(limbs)
}

fn below_r(limbs: &[u64]) -> bool {
	let r = Fr::MODULUS;
	let mut padded = [0_u64; 4];
	for (dst, src) in padded.iter_mut().zip(limbs) {
		*dst = *src;
	}
	// Only called with at most 256 significant bits, so limbs past the fourth are zero.
	ark_ff::BigInt(padded) < r
}

/// The bit length of a little-endian limb vector (0 for zero).
fn significant_bits(limbs: &[u64]) -> usize {
	limbs
		.iter()
		.rposition(|l| *l != 0)
		.map_or(0, |top| 64 * top + 64 - limbs[top].leading_zeros() as usize)
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn significant_bits_counts_from_the_top_limb() {
		assert_eq!(significant_bits(&[]), 0);
		assert_eq!(significant_bits(&[0, 0]), 0);
		assert_eq!(significant_bits(&[1]), 1);
		assert_eq!(significant_bits(&[u64::MAX, 2, 0]), 66);
	}

	#[test]
	fn below_r_compares_with_the_modulus() {
		let r = Fr::MODULUS.0;
		assert!(!below_r(&r));
		let mut r_minus_1 = r;
		r_minus_1[0] -= 1;
		assert!(below_r(&r_minus_1));
		assert!(below_r(&[5]));
	}
}
