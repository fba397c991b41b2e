//! BLS12-381 multi Miller loop: arkworks' algorithm and line formulas, computed with blst's
//! field arithmetic.

use alloc::vec::Vec;
use ark_bls12_381::{g2, Config, Fq, Fq12, G1Affine, G2Affine};
use ark_ec::{bls12::Bls12Config, short_weierstrass::SWCurveConfig, AffineRepr};
use ark_ff::{BitIteratorBE, Field};

use super::{
	convert::{fp12_from_blst, fp2_to_blst, fp_to_blst},
	fp2::Fp2,
};

/// `∏ f_{x,Q_i}(P_i)` exactly as arkworks' `Bls12_381::multi_miller_loop` computes it (the
/// same element, so the same bytes), with blst's field arithmetic:
///
/// - line coefficients: arkworks' `G2HomProjective::double_in_place` and `add_in_place`
///   (homogeneous projective coordinates, eprint 2013/722), in the same order, computed on
///   the fly instead of prepared up front;
/// - evaluation at `P`: arkworks' `Bls12::ell` for twist type M (`c1·x_P`, `c2·y_P`), then
///   `blst_fp12_mul_by_xy00z0`, the same sparse product as arkworks' `mul_by_014`;
/// - squarings `blst_fp12_sqr`, the final conjugation (x < 0) `blst_fp12_conjugate`.
///
/// arkworks runs its loop over chunks of four pairs and multiplies the chunks' results;
/// this runs one loop over all pairs, sharing each step's squaring. The element is the same:
/// squaring is multiplicative, so squaring the product of the chunks' accumulators equals
/// the product of their squares, and field operations are exact. `tests/blst_pairing.rs`
/// checks the bytes against arkworks for up to nine pairs, with identity points, points
/// outside the subgroup and points off the curve. Memory: one running point per pair (576
/// bytes), about twice the decoded input. Pairs with an identity point contribute one, as
/// in arkworks. `g1` and `g2` must have the same length (the caller checks; extra elements
/// are ignored).
pub fn multi_miller_loop(g1: &[G1Affine], g2: &[G2Affine]) -> Fq12 {
	let mut f = all_pairs_miller_loop(g1, g2);
	const { assert!(<Config as Bls12Config>::X_IS_NEGATIVE) };
	// SAFETY: a live value, conjugated in place.
	unsafe { blst::blst_fp12_conjugate(&mut f) };
	fp12_from_blst(&f)
}

fn one() -> blst::blst_fp12 {
	// SAFETY: `blst_fp12_one` returns a pointer to a static constant.
	unsafe { *blst::blst_fp12_one() }
}

/// One pair in the loop: `P` in blst's form, `Q`, and the running point `R` (x, y, z).
struct Pair {
	px: blst::blst_fp,
	py: blst::blst_fp,
	qx: Fp2,
	qy: Fp2,
	r: [Fp2; 3],
}

fn all_pairs_miller_loop(ps: &[G1Affine], qs: &[G2Affine]) -> blst::blst_fp12 {
	let mut pairs: Vec<Pair> = ps
		.iter()
		.zip(qs)
		.filter(|(p, q)| !p.is_zero() && !q.is_zero())
		.map(|(p, q)| {
			let (qx, qy) = (Fp2(fp2_to_blst(&q.x)), Fp2(fp2_to_blst(&q.y)));
			let one = Fp2(fp2_to_blst(&ark_bls12_381::Fq2::ONE));
			Pair {
				px: fp_to_blst(&p.x),
				py: fp_to_blst(&p.y),
				qx,
				qy,
				r: [qx, qy, one],
			}
		})
		.collect();
	let constants = Constants::new();
	let mut f = one();
	for bit in BitIteratorBE::without_leading_zeros(<Config as Bls12Config>::X).skip(1) {
		// SAFETY: live value, squared in place (aliasing allowed).
		unsafe { blst::blst_fp12_sqr(&mut f, &f) };
		for pair in &mut pairs {
			let line = double_in_place(&mut pair.r, &constants);
			multiply_by_line(&mut f, line, pair);
		}
		if bit {
			for pair in &mut pairs {
				let line = add_in_place(&mut pair.r, pair.qx, pair.qy);
				multiply_by_line(&mut f, line, pair);
			}
		}
	}
	f
}

/// The constants of the doubling step: 1/2 in Fq and the G2 curve coefficient b.
struct Constants {
	two_inv: blst::blst_fp,
	coeff_b: Fp2,
}

impl Constants {
	fn new() -> Self {
		// Unreachable from any input: the argument is the constant 2, which is invertible in
		// Fq (p is an odd prime), so `inverse` never returns `None` here.
		let two_inv = Fq::from(2_u64)
			.inverse()
			.expect("2 is invertible in Fq; qed");
		Self {
			two_inv: fp_to_blst(&two_inv),
			coeff_b: Fp2(fp2_to_blst(&g2::Config::COEFF_B)),
		}
	}
}

/// arkworks' `Bls12::ell` for twist type M: `f · (c0, c1·x_P, 0, 0, c2·y_P, 0)`.
fn multiply_by_line(f: &mut blst::blst_fp12, (c0, c1, c2): (Fp2, Fp2, Fp2), pair: &Pair) {
	let line = blst::blst_fp6 {
		fp2: [c0.0, c1.mul_by_fp(&pair.px).0, c2.mul_by_fp(&pair.py).0],
	};
	// SAFETY: live values; `f` is read and written in place (aliasing allowed).
	unsafe { blst::blst_fp12_mul_by_xy00z0(f, f, &line) };
}

/// arkworks' `G2HomProjective::double_in_place` (twist type M), on `r = [x, y, z]`.
fn double_in_place(r: &mut [Fp2; 3], k: &Constants) -> (Fp2, Fp2, Fp2) {
	let [x, y, z] = *r;
	let a = (x * y).mul_by_fp(&k.two_inv);
	let b = y.square();
	let c = z.square();
	let e = k.coeff_b * (c.double() + c);
	let f = e.double() + e;
	let g = (b + f).mul_by_fp(&k.two_inv);
	let h = (y + z).square() - (b + c);
	let i = e - b;
	let j = x.square();
	let e_square = e.square();
	*r = [
		a * (b - f),
		g.square() - (e_square.double() + e_square),
		b * h,
	];
	(i, j.double() + j, -h)
}

/// arkworks' `G2HomProjective::add_in_place` (twist type M), on `r = [x, y, z]`.
fn add_in_place(r: &mut [Fp2; 3], qx: Fp2, qy: Fp2) -> (Fp2, Fp2, Fp2) {
	let [x, y, z] = *r;
	let theta = y - qy * z;
	let lambda = x - qx * z;
	let c = theta.square();
	let d = lambda.square();
	let e = lambda * d;
	let f = z * c;
	let g = x * d;
	let h = e + f - g.double();
	*r = [lambda * h, theta * (g - h) - e * y, z * e];
	let j = theta * qx - lambda * qy;
	(j, -theta, lambda)
}
