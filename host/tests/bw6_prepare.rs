//! BW6-761 Miller loops over G2 points that arkworks cannot prepare (`hostcurves_host::bw6_prepare`):
//! arkworks itself panics there, so `sp-crypto-ec-utils`' host does; hostcurves' host function
//! traps without a panic. Found by `hostcurves-bench worst-case` on (0, √b), of order 3.

use ark_bw6_761::{g2, Fq, Fr, G1Affine, G2Affine, BW6_761};
use ark_ec::{
	pairing::Pairing, short_weierstrass::SWCurveConfig, AffineRepr, CurveGroup, PrimeGroup,
};
use ark_ff::{Field, PrimeField, UniformRand, Zero};
use ark_std::test_rng;
use hostcurves_host::{bw6_761::host_calls as bw6, bw6_prepare::g2_prepares, wire, Error};

/// The predicate for BW6-761.
fn prepares(q: &G2Affine) -> bool {
	g2_prepares::<ark_bw6_761::Config>(q)
}

/// Whether arkworks' own preparation of `q` finishes (it panics where it cannot).
fn arkworks_prepares(q: G2Affine) -> bool {
	std::panic::catch_unwind(|| <BW6_761 as Pairing>::G2Prepared::from(q)).is_ok()
}

/// The G2 points with x = 0: (0, ±√b), of order 3.
fn order_three() -> [G2Affine; 2] {
	let y = g2::Config::COEFF_B
		.sqrt()
		.expect("b is a square on BW6-761's G2");
	[
		G2Affine::new_unchecked(Fq::zero(), y),
		G2Affine::new_unchecked(Fq::zero(), -y),
	]
}

#[test]
fn a_miller_loop_over_a_point_arkworks_cannot_prepare_traps_without_a_panic() {
	for q in order_three() {
		assert!(q.is_on_curve() && !q.is_in_correct_subgroup_assuming_on_curve());
		assert!(!arkworks_prepares(q), "arkworks prepares {q}");
		assert!(!prepares(&q));
		let mut out = vec![0; 576];
		let got = bw6::bw6_761_multi_miller_loop(
			&wire::encode(vec![G1Affine::generator()]),
			&wire::encode(vec![q]),
			&mut out,
		);
		assert_eq!(got, Err(Error::Trap));
		// Decoding errors and unequal lengths keep their order: arkworks fails on them first.
		let got = bw6::bw6_761_multi_miller_loop(&[0], &wire::encode(vec![q]), &mut out);
		assert_eq!(got, Err(Error::Decode));
	}
}

/// The predicate and arkworks agree on points of every class: in the subgroup, outside it,
/// off the curve, of order 3, and points outside the subgroup times r.
#[test]
fn the_predicate_agrees_with_arkworks_on_every_class_of_point() {
	let rng = &mut test_rng();
	let mut points: Vec<G2Affine> = order_three().to_vec();
	points.push(G2Affine::zero());
	for _ in 0..40 {
		points.push((g2::G2Projective::generator() * Fr::rand(rng)).into_affine());
		points.push(G2Affine::new_unchecked(Fq::rand(rng), Fq::rand(rng)));
		if let Some(q) = G2Affine::get_point_from_x_unchecked(Fq::rand(rng), bool::rand(rng)) {
			points.push(q);
			points.push(q.mul_bigint(Fr::MODULUS).into_affine());
		}
	}
	let refused = points.iter().filter(|q| !prepares(q)).count();
	for q in &points {
		assert_eq!(prepares(q), arkworks_prepares(*q), "{q}");
	}
	assert!(refused >= 2, "only {refused} refused");
}
