//! G1's endomorphism (`hostcurves_primitives::endomorphism`) on every pairing curve, and the
//! lattice facts the Groth16 batch's soundness argument takes from it (`groth16::batch`
//! module docs): distinct 64-bit halves `(a, b)` never give the same `a + b·λ (mod r)`.

use ark_ec::{scalar_mul::glv::GLVConfig, AffineRepr, CurveGroup, PrimeGroup};
use ark_ff::{Field, One, PrimeField, UniformRand, Zero};
use ark_std::rand::{rngs::StdRng, SeedableRng};
use hostcurves_primitives::{
	bls12_377::Bls12_377, bls12_381::Bls12_381, bn254::Bn254, bw6_761::BW6_761,
	endomorphism::G1Endomorphism, groth16::batch::coefficient,
};
use num_bigint::{BigInt, BigUint};

/// `φ(P) = λ·P` on random points of G1's subgroup (the multiplication through the host
/// kernel), φ fixes the identity, and λ is a nontrivial cube root of unity mod r.
fn phi_is_lambda<E: G1Endomorphism>(seed: u64) {
	let rng = &mut StdRng::seed_from_u64(seed);
	assert_eq!(E::LAMBDA.pow([3]), E::ScalarField::one());
	assert_ne!(E::LAMBDA, E::ScalarField::one());
	for _ in 0..8 {
		let p = (E::G1::generator() * E::ScalarField::rand(rng)).into_affine();
		assert_eq!(E::endomorphism(&p), (p * E::LAMBDA).into_affine());
		// The batch's coefficient of bits (a, b) applied by the endomorphism.
		let bits = u128::rand(rng);
		let (a, b) = (bits as u64, (bits >> 64) as u64);
		assert_eq!(
			(p * E::ScalarField::from(a) + E::endomorphism(&p) * E::ScalarField::from(b))
				.into_affine(),
			(p * coefficient::<E>(bits)).into_affine()
		);
	}
	let zero = E::G1Affine::zero();
	assert_eq!(E::endomorphism(&zero), zero);
}

#[test]
fn phi_is_multiplication_by_lambda_on_every_curves_g1() {
	phi_is_lambda::<Bls12_381>(1);
	phi_is_lambda::<Bls12_377>(2);
	phi_is_lambda::<BW6_761>(3);
	phi_is_lambda::<Bn254>(4);
}

fn int(n: impl Into<BigUint>) -> BigInt {
	BigInt::from(n.into())
}

/// The lattice `L = {(x, y) : x + y·λ ≡ 0 (mod r)}` has index r in Z². arkworks' reduced
/// basis rows (`SCALAR_DECOMP_COEFFS`) lie in L and have determinant ±r, so they generate L;
/// their entries are below r/2⁶⁵. A vector of L with |x|, |y| < 2⁶⁴ then has coordinates
/// (Cramer's rule: |x·n₂₂ − y·n₂₁| < r, and likewise) of absolute value below 1 in that
/// basis: it is zero. So `a + b·λ` is injective on pairs of 64-bit integers.
fn halves_never_meet<C: GLVConfig>() {
	let r = int(C::ScalarField::MODULUS);
	let lambda = int(C::LAMBDA.into_bigint());
	let [n11, n12, n21, n22] = C::SCALAR_DECOMP_COEFFS.map(|(plus, n)| {
		let n = int(n);
		if plus {
			n
		} else {
			-n
		}
	});
	for (x, y) in [(&n11, &n12), (&n21, &n22)] {
		assert!(
			((x + y * &lambda) % &r).is_zero(),
			"a basis row outside the lattice"
		);
	}
	assert_eq!((&n11 * &n22 - &n12 * &n21).magnitude(), r.magnitude());
	let bound = r.magnitude() >> 65u32;
	for n in [&n11, &n12, &n21, &n22] {
		assert!(n.magnitude() < &bound, "basis entry of {} bits", n.bits());
	}
}

#[test]
fn coefficient_halves_never_meet_mod_r() {
	halves_never_meet::<ark_bls12_381::g1::Config>();
	halves_never_meet::<ark_bls12_377::g1::Config>();
	halves_never_meet::<ark_bw6_761::g1::Config>();
	halves_never_meet::<ark_bn254::g1::Config>();
	// And the engines use these curves' λ.
	assert_eq!(
		<Bls12_381 as G1Endomorphism>::LAMBDA,
		<ark_bls12_381::g1::Config as GLVConfig>::LAMBDA
	);
	assert_eq!(
		<Bn254 as G1Endomorphism>::LAMBDA,
		<ark_bn254::g1::Config as GLVConfig>::LAMBDA
	);
}
