//! BLS12-381 final exponentiation with blst.

use ark_bls12_381::Fq12;
use ark_ff::Zero;

use super::convert::{fp12_from_blst, fp12_to_blst};

/// `f^((p^12 − 1)/r)` as arkworks' `Bls12_381::final_exponentiation` computes it, with
/// blst's `blst_final_exp`. `None` for zero (no inverse), as arkworks.
pub fn final_exponentiation(f: &Fq12) -> Option<Fq12> {
	if f.is_zero() {
		return None;
	}
	let input = fp12_to_blst(f);
	let mut out = blst::blst_fp12::default();
	// SAFETY: both pointers refer to live, properly aligned `blst_fp12` values owned by this
	// frame; `blst_final_exp` reads `input` and writes `out` only.
	unsafe { blst::blst_final_exp(&mut out, &input) };
	Some(fp12_from_blst(&out))
}

#[cfg(test)]
mod tests {
	use super::*;
	use ark_bls12_381::{Bls12_381, G1Affine, G2Affine};
	use ark_ec::pairing::{MillerLoopOutput, Pairing};
	use ark_std::{test_rng, UniformRand};

	#[test]
	fn final_exponentiation_matches_arkworks() {
		let mut rng = test_rng();
		for i in 0..200 {
			// Half Miller-loop outputs (what the host function sees), half arbitrary elements.
			let f = if i % 2 == 0 {
				Bls12_381::multi_miller_loop([G1Affine::rand(&mut rng)], [G2Affine::rand(&mut rng)])
					.0
			} else {
				Fq12::rand(&mut rng)
			};
			let expected = Bls12_381::final_exponentiation(MillerLoopOutput(f)).map(|o| o.0);
			assert_eq!(final_exponentiation(&f), expected, "case {i}");
		}
		assert_eq!(final_exponentiation(&Fq12::zero()), None);
	}

	#[test]
	fn limb_conversion_round_trips() {
		let f = Fq12::rand(&mut test_rng());
		assert_eq!(fp12_from_blst(&fp12_to_blst(&f)), f);
	}
}
