//! Differential tests for the pairing curves (BLS12-381, BLS12-377, BW6-761, BN254): every
//! operation through hostcurves' hooked types (natively the hooks call the host functions'
//! native implementation) equals plain arkworks, compared as serialized bytes. The helpers
//! are in `common`; the twisted-Edwards curves are in `differential_edwards_curves.rs`,
//! checked decoding in `differential_checked_decode.rs`.

use crate::common;

use ark_ec::{AffineRepr, CurveGroup};
use common::*;

/// One module of tests per pairing curve: pairing, MSM and scalar multiplication in G1 and
/// G2, and `clear_cofactor` where the hooked curve keeps plain arkworks' method.
macro_rules! pairing_curve_tests {
	(
		$name:ident,
		plain = $plain:ident,
		engine = $engine:ident,
		pairs = $pairs:expr,
		msm_sizes = $sizes:expr,
		g1_cofactor_is_one = $g1_cof_one:expr,
		clear_cofactor = $clear:expr $(,)?
	) => {
		mod $name {
			use super::*;
			use hostcurves_primitives::$name as hooked;

			/// Points of G1 outside the subgroup (none where the cofactor is one).
			fn g1_outside() -> Vec<$plain::G1Affine> {
				if $g1_cof_one {
					vec![]
				} else {
					vec![sw_outside_subgroup::<$plain::g1::Config>(&mut rng())]
				}
			}

			fn g2_outside() -> Vec<$plain::G2Affine> {
				vec![sw_outside_subgroup::<$plain::g2::Config>(&mut rng())]
			}

			#[test]
			fn pairing() {
				check_pairing::<$plain::$engine, hooked::$engine>($pairs, &mut rng());
			}

			#[test]
			fn msm_g1() {
				check_msm::<$plain::G1Projective, hooked::G1Projective>(&$sizes, &mut rng());
			}

			#[test]
			fn msm_g2() {
				check_msm::<$plain::G2Projective, hooked::G2Projective>(&$sizes, &mut rng());
			}

			#[test]
			fn mul_g1() {
				let points = mul_points(&g1_outside(), &mut rng());
				check_mul::<_, hooked::G1Affine>(&points, &mut rng());
			}

			#[test]
			fn mul_g2() {
				let points = mul_points(&g2_outside(), &mut rng());
				check_mul::<_, hooked::G2Affine>(&points, &mut rng());
			}

			#[test]
			fn clear_cofactor() {
				if $clear {
					for p in g1_outside() {
						check_clear_cofactor::<_, hooked::G1Affine>(&p);
					}
					for p in g2_outside() {
						check_clear_cofactor::<_, hooked::G2Affine>(&p);
					}
				}
			}
		}
	};
}

pairing_curve_tests!(
	bls12_381,
	plain = ark_bls12_381,
	engine = Bls12_381,
	pairs = 6,
	msm_sizes = [0, 1, 2, 3, 17, 100],
	g1_cofactor_is_one = false,
	clear_cofactor = true,
);

// BLS12-377: `clear_cofactor` differs from plain arkworks (see `bls12_377_clear_cofactor`).
pairing_curve_tests!(
	bls12_377,
	plain = ark_bls12_377,
	engine = Bls12_377,
	pairs = 6,
	msm_sizes = [0, 1, 2, 3, 17, 100],
	g1_cofactor_is_one = false,
	clear_cofactor = false,
);

// BW6-761 is slow (761-bit base field): one pair fewer.
pairing_curve_tests!(
	bw6_761,
	plain = ark_bw6_761,
	engine = BW6_761,
	pairs = 5,
	msm_sizes = [0, 1, 2, 3, 17, 100],
	g1_cofactor_is_one = false,
	clear_cofactor = true,
);

// BN254's G1 has cofactor one: every curve point is in the subgroup.
pairing_curve_tests!(
	bn254,
	plain = ark_bn254,
	engine = Bn254,
	pairs = 6,
	msm_sizes = [0, 1, 2, 3, 17, 100],
	g1_cofactor_is_one = true,
	clear_cofactor = true,
);

/// BLS12-377: ark-bls12-377-ext 0.6 does not copy plain ark-bls12-377's `clear_cofactor`
/// overrides (G1: multiply by x − 1; G2: Budroni–Pintore with ψ), so the hooked types use
/// ark-ec's default, multiplication by the full cofactor. Both land in the subgroup, but
/// on different points. Pinned here; the difference from plain arkworks is
/// `bls12_377_clear_cofactor_matches_arkworks` below.
#[test]
fn bls12_377_clear_cofactor() {
	let p = sw_outside_subgroup::<ark_bls12_377::g1::Config>(&mut rng());
	let q = sw_outside_subgroup::<ark_bls12_377::g2::Config>(&mut rng());
	let hp: hostcurves_primitives::bls12_377::G1Affine = cast(&p);
	let hq: hostcurves_primitives::bls12_377::G2Affine = cast(&q);
	// Multiplication by the cofactor with plain arkworks' unreduced affine double-and-add.
	let expected_p = p.mul_bigint(<ark_bls12_377::g1::Config as ark_ec::CurveConfig>::COFACTOR);
	let expected_q = q.mul_bigint(<ark_bls12_377::g2::Config as ark_ec::CurveConfig>::COFACTOR);
	assert_eq!(
		bytes(&hp.clear_cofactor()),
		bytes(&expected_p.into_affine())
	);
	assert_eq!(
		bytes(&hq.clear_cofactor()),
		bytes(&expected_q.into_affine())
	);
	assert!(in_subgroup(&expected_p.into_affine()) && in_subgroup(&expected_q.into_affine()));
}

#[test]
#[ignore = "upstream ark-bls12-377-ext 0.6 lacks plain ark-bls12-377's clear_cofactor \
            overrides (not a hostcurves bug): hooked clear_cofactor returns another point"]
fn bls12_377_clear_cofactor_matches_arkworks() {
	let p = sw_outside_subgroup::<ark_bls12_377::g1::Config>(&mut rng());
	let q = sw_outside_subgroup::<ark_bls12_377::g2::Config>(&mut rng());
	check_clear_cofactor::<_, hostcurves_primitives::bls12_377::G1Affine>(&p);
	check_clear_cofactor::<_, hostcurves_primitives::bls12_377::G2Affine>(&q);
}
