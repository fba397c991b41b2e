//! Differential tests: the BLS12-381 Miller loop and final exponentiation computed with
//! blst's field arithmetic give, byte for byte, what plain arkworks computes
//! (`Pairing::multi_miller_loop`, `Pairing::final_exponentiation`, called directly), on
//! 10 000 random cases each: 0 to 9 pairs and some of 67 (arkworks multiplies chunks of four;
//! the blst kernel runs one loop over all pairs), identity points,
//! G2 points outside the subgroup, arbitrary Fq12 elements, zero and one.

use crate::common;

use common::random::{bytes, kind_of, point, rng, PointKind, CASES};

use ark_bls12_381::{g1, g2, Bls12_381, Fq12, G1Affine, G2Affine};
use ark_ec::pairing::{MillerLoopOutput, Pairing};
use ark_ff::{Field, UniformRand, Zero};
use ark_std::rand::{rngs::StdRng, Rng};
use hostcurves_host::{kernels, wire};

#[test]
fn final_exponentiation_matches_arkworks() {
	let mut rng = rng(6);
	let mut buf = vec![0_u8; 576];
	for i in 0..CASES {
		// Half Miller-loop outputs (what the host function sees), half arbitrary elements.
		let f = if i % 2 == 0 {
			let p = point::<g1::Config>(&mut rng, PointKind::Subgroup);
			let q = point::<g2::Config>(&mut rng, PointKind::Subgroup);
			Bls12_381::multi_miller_loop([p], [q]).0
		} else {
			Fq12::rand(&mut rng)
		};
		let expected = Bls12_381::final_exponentiation(MillerLoopOutput(f))
			.unwrap()
			.0;
		buf.copy_from_slice(&wire::encode(f));
		kernels::bls12_381_final_exponentiation(&mut buf).unwrap();
		assert_eq!(buf, bytes(expected), "case {i}");
	}
	buf.copy_from_slice(&wire::encode(Fq12::zero()));
	assert_eq!(
		kernels::bls12_381_final_exponentiation(&mut buf),
		Err(hostcurves_host::Error::Unknown)
	);
	let one = Fq12::ONE;
	buf.copy_from_slice(&wire::encode(one));
	kernels::bls12_381_final_exponentiation(&mut buf).unwrap();
	assert_eq!(buf, bytes(one));
}

/// Pair counts: mostly 1 to 3, some past arkworks' chunk of four, a few of a batch's 67.
fn pair_count(rng: &mut StdRng, i: usize) -> usize {
	match i % 50 {
		0 => 0,
		1 => 5,
		2 => 9,
		3 if i % 1000 == 3 => 67,
		_ => rng.gen_range(1..=3),
	}
}

#[test]
fn miller_loop_matches_arkworks() {
	let mut rng = rng(7);
	let mut out = vec![0_u8; 576];
	for i in 0..CASES {
		let n = pair_count(&mut rng, i);
		// Identity points in some pairs; G2 points outside the subgroup in others (the loop
		// is defined for any points on the curve).
		let g1: Vec<G1Affine> = (0..n).map(|j| point(&mut rng, kind_of(i + j))).collect();
		let g2: Vec<G2Affine> = (0..n)
			.map(|j| point(&mut rng, kind_of(i + 3 * j + 1)))
			.collect();
		let expected = Bls12_381::multi_miller_loop(g1.clone(), g2.clone()).0;
		kernels::bls12_381_multi_miller_loop(&wire::encode(g1), &wire::encode(g2), &mut out)
			.unwrap();
		assert_eq!(out, bytes(expected), "case {i}, {n} pairs");
	}
}

/// Points off the curve: the loop evaluates arkworks' own formulas, so even these give
/// arkworks' bytes.
#[test]
fn miller_loop_of_off_curve_points_matches_arkworks() {
	let mut rng = rng(12);
	let mut out = vec![0_u8; 576];
	for i in 0..200 {
		let n = 1 + i % 5;
		let g1: Vec<G1Affine> = (0..n)
			.map(|_| {
				G1Affine::new_unchecked(
					ark_bls12_381::Fq::rand(&mut rng),
					ark_bls12_381::Fq::rand(&mut rng),
				)
			})
			.collect();
		let g2: Vec<G2Affine> = (0..n)
			.map(|_| {
				G2Affine::new_unchecked(
					ark_bls12_381::Fq2::rand(&mut rng),
					ark_bls12_381::Fq2::rand(&mut rng),
				)
			})
			.collect();
		let expected = Bls12_381::multi_miller_loop(g1.clone(), g2.clone()).0;
		kernels::bls12_381_multi_miller_loop(&wire::encode(g1), &wire::encode(g2), &mut out)
			.unwrap();
		assert_eq!(out, bytes(expected), "case {i}, {n} pairs");
	}
}
