//! Differential tests for Pallas and Vesta (RFC-0163's prime-order cycle): MSM and scalar
//! multiplication through hostcurves' hooked types equal plain arkworks, compared as
//! serialized bytes, on curve points and on points off the curve (which the host functions
//! accept unchecked, as `sp-crypto-ec-utils` does, so their answers are consensus too). A
//! prime-order curve has no point outside the subgroup; the off-curve points stand in for
//! the "outside" class of the other curves' tests.

use crate::common;

use ark_ec::short_weierstrass::SWCurveConfig;
use common::*;
use hostcurves_primitives::{pallas, vesta};

const MSM_SIZES: [usize; 6] = [0, 1, 2, 3, 17, 100];

/// Two points off the curve (random x with no curve point, random y) with r·P ≠ O. About
/// one random off-curve point in six lies on a sextic twist isomorphic to the curve itself,
/// whose order is r too, so r·P = O there; `mul_points` wants points outside the subgroup.
fn off_curve<P: SWCurveConfig>(
	rng: &mut impl ark_std::rand::Rng,
) -> [ark_ec::short_weierstrass::Affine<P>; 2] {
	let mut next = || loop {
		let p = sw_off_curve::<P>(rng);
		if !in_subgroup(&p) {
			return p;
		}
	};
	[next(), next()]
}

#[test]
fn pallas_msm() {
	check_msm::<ark_pallas::Projective, pallas::Projective>(&MSM_SIZES, &mut rng());
}

#[test]
fn pallas_mul() {
	let mut rng = rng();
	let points = mul_points(&off_curve::<ark_pallas::PallasConfig>(&mut rng), &mut rng);
	check_mul::<_, pallas::Affine>(&points, &mut rng);
}

#[test]
fn vesta_msm() {
	check_msm::<ark_vesta::Projective, vesta::Projective>(&MSM_SIZES, &mut rng());
}

#[test]
fn vesta_mul() {
	let mut rng = rng();
	let points = mul_points(&off_curve::<ark_vesta::VestaConfig>(&mut rng), &mut rng);
	check_mul::<_, vesta::Affine>(&points, &mut rng);
}

/// MSM with off-curve bases: the host computes what arkworks computes on the same bytes.
#[test]
fn msm_with_off_curve_bases() {
	use ark_ec::{CurveGroup, VariableBaseMSM};
	use ark_std::UniformRand;
	let mut rng = rng();
	let bases = off_curve::<ark_pallas::PallasConfig>(&mut rng).to_vec();
	let scalars: Vec<ark_pallas::Fr> = (0..2).map(|_| ark_pallas::Fr::rand(&mut rng)).collect();
	let expected = ark_pallas::Projective::msm(&bases, &scalars)
		.unwrap()
		.into_affine();
	let hooked: Vec<pallas::Affine> = bases.iter().map(cast).collect();
	let got = pallas::Projective::msm(&hooked, &scalars)
		.unwrap()
		.into_affine();
	assert_eq!(bytes(&got), bytes(&expected));

	let bases = off_curve::<ark_vesta::VestaConfig>(&mut rng).to_vec();
	let scalars: Vec<ark_vesta::Fr> = (0..2).map(|_| ark_vesta::Fr::rand(&mut rng)).collect();
	let expected = ark_vesta::Projective::msm(&bases, &scalars)
		.unwrap()
		.into_affine();
	let hooked: Vec<vesta::Affine> = bases.iter().map(cast).collect();
	let got = vesta::Projective::msm(&hooked, &scalars)
		.unwrap()
		.into_affine();
	assert_eq!(bytes(&got), bytes(&expected));
}
