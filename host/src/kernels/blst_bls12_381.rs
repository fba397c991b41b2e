//! BLS12-381 kernels computed with blst where blst is faster and its result is
//! byte-identical to arkworks'.
//!
//! arkworks and blst represent Fq the same way (six little-endian 64-bit limbs in Montgomery
//! form with R = 2^384) and build Fq12 with the same tower (Fq2 = Fq[u]/(u² + 1),
//! Fq6 = Fq2[v]/(v³ − (u + 1)), Fq12 = Fq6[w]/(w² − v)), so converting is copying limbs.
//! The final exponentiation is a fixed power, so both libraries return the same element;
//! `final_exponentiation_matches_arkworks` checks that on random inputs. (The Miller loop is
//! not unique, and blst's differs from arkworks', so it stays with arkworks.)

use ark_bls12_381::{Fq, Fq12, Fq2, Fq6};
use ark_ff::{BigInt, Zero};

fn fp_to_blst(x: &Fq) -> blst::blst_fp {
	blst::blst_fp { l: x.0 .0 }
}

fn fp_from_blst(x: &blst::blst_fp) -> Fq {
	// blst keeps its values reduced below p, so the limbs are a valid Montgomery form.
	Fq::new_unchecked(BigInt(x.l))
}

fn fp12_to_blst(f: &Fq12) -> blst::blst_fp12 {
	let fp6 = |c: &Fq6| blst::blst_fp6 {
		fp2: [&c.c0, &c.c1, &c.c2].map(|e| blst::blst_fp2 {
			fp: [fp_to_blst(&e.c0), fp_to_blst(&e.c1)],
		}),
	};
	blst::blst_fp12 {
		fp6: [fp6(&f.c0), fp6(&f.c1)],
	}
}

fn fp12_from_blst(f: &blst::blst_fp12) -> Fq12 {
	let fp2 = |e: &blst::blst_fp2| Fq2::new(fp_from_blst(&e.fp[0]), fp_from_blst(&e.fp[1]));
	let fp6 = |c: &blst::blst_fp6| Fq6::new(fp2(&c.fp2[0]), fp2(&c.fp2[1]), fp2(&c.fp2[2]));
	Fq12::new(fp6(&f.fp6[0]), fp6(&f.fp6[1]))
}

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
