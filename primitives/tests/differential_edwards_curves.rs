//! Differential tests for the twisted-Edwards curves (Bandersnatch in both its
//! twisted-Edwards and short-Weierstrass forms, Ed-on-BLS12-377): MSM, scalar
//! multiplication and `clear_cofactor` through hostcurves' hooked types equal plain
//! arkworks, compared as serialized bytes; and the degenerate `z = 0` results of
//! twisted-Edwards arithmetic give the all-zero projective point instead of a panic, as in
//! sp-crypto-ec-utils 0.24's tests (`ed_on_bls12_381_bandersnatch.rs`).

use crate::common;

use ark_ec::{
	twisted_edwards::{Affine as TEAffine, Projective as TEProjective, TECurveConfig},
	AffineRepr, CurveGroup, PrimeGroup, VariableBaseMSM,
};
use ark_ed_on_bls12_381_bandersnatch::{EdwardsConfig as PlainConfig, Fq, Fr};
use ark_ff::{MontFp, PrimeField, Zero};
use ark_serialize::{CanonicalDeserialize, Compress, Validate};
use common::*;
use hostcurves_primitives::{ed_on_bls12_377 as ed377, ed_on_bls12_381_bandersnatch as band};

const MSM_SIZES: [usize; 6] = [0, 1, 2, 3, 17, 100];

#[test]
fn bandersnatch_te_msm() {
	check_msm::<ark_ed_on_bls12_381_bandersnatch::EdwardsProjective, band::EdwardsProjective>(
		&MSM_SIZES,
		&mut rng(),
	);
}

#[test]
fn bandersnatch_te_mul() {
	let mut rng = rng();
	let outside = [
		te_outside_subgroup::<ark_ed_on_bls12_381_bandersnatch::EdwardsConfig>(&mut rng),
		te_outside_subgroup::<ark_ed_on_bls12_381_bandersnatch::EdwardsConfig>(&mut rng),
	];
	let points = mul_points(&outside, &mut rng);
	check_mul::<_, band::EdwardsAffine>(&points, &mut rng);
}

#[test]
fn bandersnatch_te_clear_cofactor() {
	let p = te_outside_subgroup::<ark_ed_on_bls12_381_bandersnatch::EdwardsConfig>(&mut rng());
	check_clear_cofactor::<_, band::EdwardsAffine>(&p);
}

#[test]
fn bandersnatch_sw_msm() {
	check_msm::<ark_ed_on_bls12_381_bandersnatch::SWProjective, band::SWProjective>(
		&MSM_SIZES,
		&mut rng(),
	);
}

#[test]
fn bandersnatch_sw_mul() {
	let mut rng = rng();
	let outside = [
		sw_outside_subgroup::<ark_ed_on_bls12_381_bandersnatch::SWConfig>(&mut rng),
		sw_outside_subgroup::<ark_ed_on_bls12_381_bandersnatch::SWConfig>(&mut rng),
	];
	let points = mul_points(&outside, &mut rng);
	check_mul::<_, band::SWAffine>(&points, &mut rng);
}

#[test]
fn bandersnatch_sw_clear_cofactor() {
	let p = sw_outside_subgroup::<ark_ed_on_bls12_381_bandersnatch::SWConfig>(&mut rng());
	check_clear_cofactor::<_, band::SWAffine>(&p);
}

#[test]
fn ed_on_bls12_377_msm() {
	check_msm::<ark_ed_on_bls12_377::EdwardsProjective, ed377::EdwardsProjective>(
		&MSM_SIZES,
		&mut rng(),
	);
}

#[test]
fn ed_on_bls12_377_mul() {
	let mut rng = rng();
	let outside = [
		te_outside_subgroup::<ark_ed_on_bls12_377::EdwardsConfig>(&mut rng),
		te_outside_subgroup::<ark_ed_on_bls12_377::EdwardsConfig>(&mut rng),
	];
	let points = mul_points(&outside, &mut rng);
	check_mul::<_, ed377::EdwardsAffine>(&points, &mut rng);
}

#[test]
fn ed_on_bls12_377_clear_cofactor() {
	let p = te_outside_subgroup::<ark_ed_on_bls12_377::EdwardsConfig>(&mut rng());
	check_clear_cofactor::<_, ed377::EdwardsAffine>(&p);
}

/// The Bandersnatch point with y = 2: on the curve, outside the prime-order subgroup.
fn y2_outside_subgroup<P: TECurveConfig<BaseField = Fq>>() -> TEAffine<P> {
	TEAffine::<P>::get_point_from_y_unchecked(Fq::from(2u64), false).unwrap()
}

#[test]
fn bandersnatch_y2_times_modulus_gives_the_all_zero_point() {
	// Precondition, plain arkworks: the y = 2 point times r has z = 0.
	let p = y2_outside_subgroup::<PlainConfig>();
	assert!(p.is_on_curve() && !p.is_in_correct_subgroup_assuming_on_curve());
	let r = Fr::MODULUS;
	assert!(p.into_group().mul_bigint(r).z.is_zero());
	assert!(p.mul_bigint(r).z.is_zero());

	// Hooked: the host answers "degenerate" and the hook returns (0, 0, 0, 0).
	let h = y2_outside_subgroup::<band::EdwardsConfig>();
	assert_eq!(bytes(&h), bytes(&p));
	assert!(is_all_zero(&h.mul_bigint(r)), "affine mul_bigint(r)");
	assert!(
		is_all_zero(&h.into_group().mul_bigint(r)),
		"projective mul_bigint(r)"
	);
	// The all-zero point is not the identity and has no affine form.
	assert!(!h.mul_bigint(r).is_zero());
	// Validated decoding rejects the point (on the curve, not in the subgroup).
	let encoded = bytes(&h);
	assert!(
		band::EdwardsAffine::deserialize_with_mode(&encoded[..], Compress::No, Validate::Yes)
			.is_err()
	);
}

/// Two affine Bandersnatch points with d·x_A·x_B·y_A·y_B = 1, and their sum as computed by
/// Sage in short-Weierstrass form (from sp-crypto-ec-utils 0.24's tests): the
/// extended-coordinates addition of arkworks (Hisil–Wong–Carter–Dawson) gives (0, 0, 0, 0)
/// for A + B although both are on the curve.
fn exceptional_pair<P: TECurveConfig<BaseField = Fq>>() -> [TEAffine<P>; 3] {
	let xa: Fq =
		MontFp!("12611587488970178020234800979835231446181428428390492190317266241455236381927");
	let ya: Fq =
		MontFp!("8625363597705895091270672088731506059935752500467284843225771956507605756711");
	let xb: Fq =
		MontFp!("5253339395048946693631279295832797565125937378490576959411837397991361739535");
	let yb: Fq =
		MontFp!("24752777243643877000069062635360441442644758493268974317933177186378585499408");
	let x_sum: Fq =
		MontFp!("30239213723729448420307207485613680945165091785466061697591732383921178212543");
	let y_sum: Fq =
		MontFp!("48407687168732128978323921344344221491641898681064657528705691267288289221251");
	[(xa, ya), (xb, yb), (x_sum, y_sum)].map(|(x, y)| TEAffine::new_unchecked(x, y))
}

#[test]
fn bandersnatch_exceptional_pair_gives_the_all_zero_point() {
	// Precondition, plain arkworks: the points are on the curve, A + B is (0, 0, 0, 0), and
	// so is the MSM [A, B]·[1, 1].
	let [a, b, _] = exceptional_pair::<PlainConfig>();
	assert!(a.is_on_curve() && b.is_on_curve());
	assert!(is_all_zero(&(a.into_group() + b.into_group())));
	let ones = [Fr::from(1u64), Fr::from(1u64)];
	let plain_msm = ark_ed_on_bls12_381_bandersnatch::EdwardsProjective::msm(&[a, b], &ones);
	assert!(plain_msm.unwrap().z.is_zero());

	// Hooked: the host's MSM result has z = 0; the hook returns (0, 0, 0, 0), no panic.
	let [ha, hb, h_sum] = exceptional_pair::<band::EdwardsConfig>();
	let got = band::EdwardsProjective::msm(&[ha, hb], &ones).unwrap();
	assert!(is_all_zero(&got), "msm [A, B]·[1, 1]");

	// [A, B]·[2, 1] avoids the exceptional addition in arkworks 0.6 (the MSM that
	// sp-crypto-ec-utils' test expects to be degenerate): the hooked MSM equals plain
	// arkworks and the group law, 2A + B = A + (A + B) with Sage's A + B.
	let scalars = [Fr::from(2u64), Fr::from(1u64)];
	let got = band::EdwardsProjective::msm(&[ha, hb], &scalars)
		.unwrap()
		.into_affine();
	let plain = ark_ed_on_bls12_381_bandersnatch::EdwardsProjective::msm(&[a, b], &scalars);
	assert_eq!(bytes(&got), bytes(&plain.unwrap().into_affine()));
	assert!(h_sum.is_on_curve());
	assert_eq!(bytes(&got), bytes(&(ha.into_group() + h_sum).into_affine()));

	// The sum computed in the runtime (no hook) is (0, 0, 0, 0); multiplying it goes
	// through the mul hook, which must not call `into_affine` on z = 0.
	let sum: TEProjective<band::EdwardsConfig> = ha.into_group() + hb.into_group();
	assert!(is_all_zero(&sum));
	assert!(is_all_zero(&(sum * Fr::from(3u64))));
	assert!(is_all_zero(&sum.mul_bigint(Fr::MODULUS)));
}

#[test]
fn mul_of_a_z_zero_input_gives_the_all_zero_point() {
	check_mul_of_z_zero_input::<band::EdwardsConfig>(&mut rng());
	check_mul_of_z_zero_input::<ed377::EdwardsConfig>(&mut rng());
}
