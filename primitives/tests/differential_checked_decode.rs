//! Differential tests of `checked::decode` (checked decoding on the host) for every curve
//! group: valid batches decode to the same points as plain arkworks' validated
//! `Vec::<A>::deserialize_with_mode(.., Validate::Yes)`, compressed and uncompressed; an
//! off-curve point and a point outside the subgroup at index 2 of a batch of 4 give
//! `NotOnCurve` (uncompressed; `InvalidCoordinate` compressed) and `NotInSubgroup` at index
//! 2. Off-curve points are built by hand (`new_unchecked`): ark-bls12-381's validated
//! uncompressed decoding does not check on-curve (docs/validation.md), so it cannot be the
//! reference there.

use crate::common;

use common::*;
use hostcurves_primitives as hc;

#[test]
fn bls12_381_g1() {
	use ark_bls12_381::g1::Config;
	let mut rng = rng();
	let (off, outside) = (
		sw_off_curve::<Config>(&mut rng),
		sw_outside_subgroup::<Config>(&mut rng),
	);
	check_checked_decode::<_, hc::bls12_381::G1Affine>(off, Some(outside), &mut rng);
}

#[test]
fn bls12_381_g2() {
	use ark_bls12_381::g2::Config;
	let mut rng = rng();
	let (off, outside) = (
		sw_off_curve::<Config>(&mut rng),
		sw_outside_subgroup::<Config>(&mut rng),
	);
	check_checked_decode::<_, hc::bls12_381::G2Affine>(off, Some(outside), &mut rng);
}

#[test]
fn bls12_377_g1() {
	use ark_bls12_377::g1::Config;
	let mut rng = rng();
	let (off, outside) = (
		sw_off_curve::<Config>(&mut rng),
		sw_outside_subgroup::<Config>(&mut rng),
	);
	check_checked_decode::<_, hc::bls12_377::G1Affine>(off, Some(outside), &mut rng);
}

#[test]
fn bls12_377_g2() {
	use ark_bls12_377::g2::Config;
	let mut rng = rng();
	let (off, outside) = (
		sw_off_curve::<Config>(&mut rng),
		sw_outside_subgroup::<Config>(&mut rng),
	);
	check_checked_decode::<_, hc::bls12_377::G2Affine>(off, Some(outside), &mut rng);
}

#[test]
fn bw6_761_g1() {
	use ark_bw6_761::g1::Config;
	let mut rng = rng();
	let (off, outside) = (
		sw_off_curve::<Config>(&mut rng),
		sw_outside_subgroup::<Config>(&mut rng),
	);
	check_checked_decode::<_, hc::bw6_761::G1Affine>(off, Some(outside), &mut rng);
}

#[test]
fn bw6_761_g2() {
	use ark_bw6_761::g2::Config;
	let mut rng = rng();
	let (off, outside) = (
		sw_off_curve::<Config>(&mut rng),
		sw_outside_subgroup::<Config>(&mut rng),
	);
	check_checked_decode::<_, hc::bw6_761::G2Affine>(off, Some(outside), &mut rng);
}

#[test]
fn bn254_g1() {
	// Cofactor one: no curve point is outside the subgroup.
	let mut rng = rng();
	let off = sw_off_curve::<ark_bn254::g1::Config>(&mut rng);
	check_checked_decode::<_, hc::bn254::G1Affine>(off, None, &mut rng);
}

#[test]
fn bn254_g2() {
	use ark_bn254::g2::Config;
	let mut rng = rng();
	let (off, outside) = (
		sw_off_curve::<Config>(&mut rng),
		sw_outside_subgroup::<Config>(&mut rng),
	);
	check_checked_decode::<_, hc::bn254::G2Affine>(off, Some(outside), &mut rng);
}

#[test]
fn bandersnatch_sw() {
	use ark_ed_on_bls12_381_bandersnatch::SWConfig as Config;
	let mut rng = rng();
	let (off, outside) = (
		sw_off_curve::<Config>(&mut rng),
		sw_outside_subgroup::<Config>(&mut rng),
	);
	check_checked_decode::<_, hc::ed_on_bls12_381_bandersnatch::SWAffine>(
		off,
		Some(outside),
		&mut rng,
	);
}

#[test]
fn bandersnatch_te() {
	use ark_ed_on_bls12_381_bandersnatch::EdwardsConfig as Config;
	let mut rng = rng();
	let (off, outside) = (
		te_off_curve::<Config>(&mut rng),
		te_outside_subgroup::<Config>(&mut rng),
	);
	check_checked_decode::<_, hc::ed_on_bls12_381_bandersnatch::EdwardsAffine>(
		off,
		Some(outside),
		&mut rng,
	);
}

#[test]
fn ed_on_bls12_377() {
	use ark_ed_on_bls12_377::EdwardsConfig as Config;
	let mut rng = rng();
	let (off, outside) = (
		te_off_curve::<Config>(&mut rng),
		te_outside_subgroup::<Config>(&mut rng),
	);
	check_checked_decode::<_, hc::ed_on_bls12_377::EdwardsAffine>(off, Some(outside), &mut rng);
}

#[test]
fn pallas() {
	let mut rng = rng();
	let off = sw_off_curve::<ark_pallas::PallasConfig>(&mut rng);
	check_checked_decode::<_, hc::pallas::Affine>(off, None, &mut rng);
}

#[test]
fn vesta() {
	let mut rng = rng();
	let off = sw_off_curve::<ark_vesta::VestaConfig>(&mut rng);
	check_checked_decode::<_, hc::vesta::Affine>(off, None, &mut rng);
}
