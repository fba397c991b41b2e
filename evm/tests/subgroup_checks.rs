//! The subgroup check of EIP-2537's MSMs and pairing, and of EIP-197's pairing, on every
//! pair, not only the first: a regression for the class of Frontier #1900 (2026: its G1 and
//! G2 MSMs took points outside the subgroup that its pairing refused). geth's vectors
//! (`geth_vectors.rs`) put the bad point in the only pair; here it comes after valid pairs,
//! past blst's switch to Pippenger (32 pairs), on both backends. The points are on the curve
//! and outside the subgroup by arkworks' own predicates.

use ark_ec::{short_weierstrass::Affine, short_weierstrass::SWCurveConfig, AffineRepr};
use ark_ff::Zero;
use hostcurves_evm::{
	encoding::{self, Layout},
	run, Arkworks, Backend, Host, Precompile, PrecompileFailure,
};

/// The first point of x = 1, 2, … on the curve and outside the prime-order subgroup.
fn outside_subgroup<C: SWCurveConfig>() -> Affine<C> {
	(1u64..)
		.filter_map(|i| Affine::<C>::get_point_from_x_unchecked(C::BaseField::from(i), false))
		.find(|p| !p.is_zero() && !p.is_in_correct_subgroup_assuming_on_curve())
		.expect("the cofactor is not one")
}

/// `k` pairs of (point, 32-byte scalar 5), the point `bad` at index `at`, the generator
/// elsewhere.
fn msm_input<C: SWCurveConfig>(layout: Layout, k: usize, at: usize, bad: Affine<C>) -> Vec<u8>
where
	C::BaseField: encoding::Coordinate,
{
	let mut scalar = [0u8; 32];
	scalar[31] = 5;
	(0..k)
		.flat_map(|i| {
			let p = if i == at { bad } else { C::GENERATOR };
			[encoding::write_point(&p, layout), scalar.to_vec()].concat()
		})
		.collect()
}

/// `k` pairs (G1 generator, G2 generator), the G2 point `bad` in the pair at `at`.
fn pairing_input<P1: SWCurveConfig, P2: SWCurveConfig>(
	layout: Layout,
	k: usize,
	at: usize,
	bad: Affine<P2>,
) -> Vec<u8>
where
	P1::BaseField: encoding::Coordinate,
	P2::BaseField: encoding::Coordinate,
{
	(0..k)
		.flat_map(|i| {
			let q = if i == at { bad } else { P2::GENERATOR };
			[
				encoding::write_point(&P1::GENERATOR, layout),
				encoding::write_point(&q, layout),
			]
			.concat()
		})
		.collect()
}

fn refused<B: Backend>(precompile: Precompile, input: &[u8], what: &str) {
	assert_eq!(
		run::<B>(precompile, input, u64::MAX),
		Err(PrecompileFailure::NotInSubgroup),
		"{precompile:?}: {what}"
	);
}

fn check<B: Backend>() {
	use ark_bls12_381::{g1, g2};
	let l = encoding::BLS12_381;
	let (p, q) = (
		outside_subgroup::<g1::Config>(),
		outside_subgroup::<g2::Config>(),
	);
	// G1's points of order 3, (0, ±2), where blst's tables of multiples need care.
	let two = ark_bls12_381::Fq::from(2u64);
	let order_3 = Affine::<g1::Config>::new_unchecked(ark_bls12_381::Fq::zero(), two);
	assert!(order_3.is_on_curve() && !order_3.is_in_correct_subgroup_assuming_on_curve());
	for (k, at) in [(2, 1), (3, 2), (33, 32), (40, 17)] {
		let what = format!("bad point {at} of {k}");
		refused::<B>(Precompile::Bls12G1Msm, &msm_input(l, k, at, p), &what);
		refused::<B>(Precompile::Bls12G1Msm, &msm_input(l, k, at, order_3), &what);
		refused::<B>(Precompile::Bls12G2Msm, &msm_input(l, k, at, q), &what);
		let pairs = pairing_input::<g1::Config, g2::Config>(l, k, at, q);
		refused::<B>(Precompile::Bls12PairingCheck, &pairs, &what);
		// BN254's G1 has cofactor one; its G2 does not.
		let bn_q = outside_subgroup::<ark_bn254::g2::Config>();
		let pairs = pairing_input::<ark_bn254::g1::Config, ark_bn254::g2::Config>(
			encoding::BN254,
			k,
			at,
			bn_q,
		);
		refused::<B>(Precompile::Bn254Pairing, &pairs, &what);
	}
	// The same inputs with the generator in place of the bad point are accepted.
	let good = msm_input(l, 33, 32, g1::Config::GENERATOR);
	assert!(run::<B>(Precompile::Bls12G1Msm, &good, u64::MAX).is_ok());
	let good = pairing_input::<g1::Config, g2::Config>(l, 3, 2, g2::Config::GENERATOR);
	assert!(run::<B>(Precompile::Bls12PairingCheck, &good, u64::MAX).is_ok());
}

#[test]
fn host_backend_checks_every_pair() {
	check::<Host>();
}

#[test]
fn arkworks_backend_checks_every_pair() {
	check::<Arkworks>();
}
