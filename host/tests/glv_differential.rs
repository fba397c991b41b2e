//! Differential tests of `kernels::mul_glv` (arkworks' GLV where exact) against arkworks'
//! `mul_affine` (double-and-add on the integer scalar): 10 000 cases on BN254 G1, where the
//! host function uses it, and points outside the subgroup on BLS12-377 G1 and BN254 G2, where
//! GLV alone would be wrong and the kernel must fall back to double-and-add.

use crate::common;

use ark_ec::{
	scalar_mul::glv::GLVConfig,
	short_weierstrass::{Affine, SWCurveConfig},
	CurveGroup,
};
use ark_ff::{BigInteger, PrimeField, UniformRand};
use ark_std::rand::{rngs::StdRng, Rng};
use common::random::{bytes, kind_of, point, rng, PointKind, CASES};
use hostcurves_host::{kernels, wire};

/// Scalars: random below r, and the edge values 0, 1, r − 1, r, r + 1, 2r, and random
/// integers of up to 1024 bits.
fn scalar<T: GLVConfig>(rng: &mut StdRng, i: usize) -> Vec<u64> {
	let r = T::ScalarField::MODULUS;
	let r_plus = |k: u64| {
		let mut s = r;
		s.add_with_carry(&k.into());
		s.as_ref().to_vec()
	};
	match i % 12 {
		0 => vec![0],
		1 => vec![1],
		2 => {
			let mut s = r;
			s.sub_with_borrow(&1_u64.into());
			s.as_ref().to_vec()
		}
		3 => r.as_ref().to_vec(),
		4 => r_plus(1),
		5 => {
			let mut s = r;
			s.add_with_carry(&r);
			s.as_ref().to_vec()
		}
		6 => (0..rng.gen_range(1..=16)).map(|_| rng.gen()).collect(),
		_ => T::ScalarField::rand(rng).into_bigint().as_ref().to_vec(),
	}
}

fn check<T: GLVConfig>(seed: u64, cases: usize, kind: fn(usize) -> PointKind) {
	let mut rng = rng(seed);
	let mut out = wire::buffer_for::<Affine<T>>();
	for i in 0..cases {
		let p = point::<T>(&mut rng, kind(i));
		let k = scalar::<T>(&mut rng, i);
		kernels::mul_glv::<T>(&wire::encode(p), &wire::encode(k.clone()), &mut out).unwrap();
		assert_eq!(
			out,
			bytes(T::mul_affine(&p, &k).into_affine()),
			"case {i}, scalar {k:x?}"
		);
	}
}

#[test]
fn bn254_g1_matches_double_and_add() {
	// Every BN254 G1 point on the curve is in the subgroup (cofactor 1): the "outside"
	// kind gives subgroup points too, and the identity is covered.
	check::<ark_bn254::g1::Config>(1, CASES, kind_of);
}

#[test]
fn points_outside_the_subgroup_fall_back() {
	check::<ark_bls12_377::g1::Config>(2, 300, kind_of);
	check::<ark_bn254::g2::Config>(3, 300, kind_of);
}

#[test]
fn off_curve_and_identity_bases_match() {
	let mut rng = rng(4);
	let mut out = wire::buffer_for::<ark_bn254::G1Affine>();
	for i in 0..100 {
		let p = if i == 0 {
			ark_bn254::G1Affine::identity()
		} else {
			ark_bn254::G1Affine::new_unchecked(
				ark_bn254::Fq::rand(&mut rng),
				ark_bn254::Fq::rand(&mut rng),
			)
		};
		let k = scalar::<ark_bn254::g1::Config>(&mut rng, i);
		kernels::mul_glv::<ark_bn254::g1::Config>(
			&wire::encode(p),
			&wire::encode(k.clone()),
			&mut out,
		)
		.unwrap();
		assert_eq!(
			out,
			bytes(ark_bn254::g1::Config::mul_affine(&p, &k).into_affine()),
			"case {i}"
		);
	}
}
