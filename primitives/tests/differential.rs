//! Differential tests: every BLS12-381 operation through hostcurves' hooked types (which,
//! natively, call the host functions' native implementation) equals plain arkworks, on
//! random inputs with full-width scalars and on edge cases.

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, PrimeGroup, VariableBaseMSM};
use ark_ff::{AdditiveGroup, BigInteger, PrimeField};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_std::{test_rng, UniformRand};
use hostcurves_primitives::bls12_381 as hooked;

/// Re-types a value between plain and hooked arkworks through its uncompressed bytes
/// (both sides share the layout).
fn cast<A: CanonicalSerialize, B: CanonicalDeserialize>(a: &A) -> B {
	let mut bytes = Vec::new();
	a.serialize_uncompressed(&mut bytes).unwrap();
	B::deserialize_uncompressed_unchecked(&bytes[..]).unwrap()
}

fn bytes<A: CanonicalSerialize>(a: &A) -> Vec<u8> {
	let mut out = Vec::new();
	a.serialize_uncompressed(&mut out).unwrap();
	out
}

/// Scalars as little-endian u64 limbs: 0, 1, r − 1, r, r + 1, a random full-width one,
/// 2^256 − 1 (wider than r), and a random 40-limb one (2 560 bits; the host takes `mul`
/// scalars of any length, as `sp-crypto-ec-utils` does).
fn edge_scalars() -> Vec<Vec<u64>> {
	let r = ark_bls12_381::Fr::MODULUS;
	let mut r_minus_1 = r;
	r_minus_1.sub_with_borrow(&1u64.into());
	let mut r_plus_1 = r;
	r_plus_1.add_with_carry(&1u64.into());
	let mut rng = test_rng();
	let random = ark_bls12_381::Fr::rand(&mut rng).into_bigint();
	vec![
		vec![0],
		vec![1],
		r_minus_1.0.to_vec(),
		r.0.to_vec(),
		r_plus_1.0.to_vec(),
		random.0.to_vec(),
		vec![u64::MAX; 4],
		(0..40)
			.map(|_| ark_std::rand::RngCore::next_u64(&mut rng))
			.collect(),
	]
}

fn g1_points() -> Vec<ark_bls12_381::G1Affine> {
	let mut rng = test_rng();
	vec![
		ark_bls12_381::G1Affine::zero(),
		ark_bls12_381::G1Affine::generator(),
		ark_bls12_381::G1Affine::rand(&mut rng),
		ark_bls12_381::G1Affine::rand(&mut rng),
	]
}

fn g2_points() -> Vec<ark_bls12_381::G2Affine> {
	let mut rng = test_rng();
	vec![
		ark_bls12_381::G2Affine::zero(),
		ark_bls12_381::G2Affine::generator(),
		ark_bls12_381::G2Affine::rand(&mut rng),
		ark_bls12_381::G2Affine::rand(&mut rng),
	]
}

#[test]
fn mul_g1_matches_arkworks_for_edge_and_random_scalars() {
	for p in g1_points() {
		let h: hooked::G1Affine = cast(&p);
		for s in edge_scalars() {
			// Affine base: the mul_affine hook; projective base: the mul_projective hook. Both
			// against arkworks' `mul_affine` (double-and-add, any length): plain arkworks'
			// projective G1 mul is GLV, which takes at most 4 limbs (it panics on the 40-limb
			// scalar) and, on these subgroup points, gives the same point.
			let want = bytes(&p.mul_bigint(&s).into_affine());
			assert_eq!(bytes(&h.mul_bigint(&s).into_affine()), want);
			assert_eq!(bytes(&h.into_group().mul_bigint(&s).into_affine()), want);
			if s.len() <= 4 {
				assert_eq!(bytes(&p.into_group().mul_bigint(&s).into_affine()), want);
			}
		}
		let k = ark_bls12_381::Fr::rand(&mut test_rng());
		assert_eq!(bytes(&(h * k).into_affine()), bytes(&(p * k).into_affine()));
	}
}

#[test]
fn mul_g2_matches_arkworks_for_edge_and_random_scalars() {
	for q in g2_points() {
		let h: hooked::G2Affine = cast(&q);
		for s in edge_scalars() {
			assert_eq!(
				bytes(&h.mul_bigint(&s).into_affine()),
				bytes(&q.mul_bigint(&s).into_affine())
			);
			assert_eq!(
				bytes(&h.into_group().mul_bigint(&s).into_affine()),
				bytes(&q.into_group().mul_bigint(&s).into_affine())
			);
		}
	}
}

#[test]
fn mul_by_r_gives_the_identity_for_subgroup_points() {
	// Mathematics, not arkworks: r·P = O for P in the prime-order subgroup.
	let r = ark_bls12_381::Fr::MODULUS.0.to_vec();
	let p: hooked::G1Affine = cast(&ark_bls12_381::G1Affine::rand(&mut test_rng()));
	assert_eq!(p.mul_bigint(&r), hooked::G1Projective::ZERO);
	let q: hooked::G2Affine = cast(&ark_bls12_381::G2Affine::rand(&mut test_rng()));
	assert_eq!(q.mul_bigint(&r), hooked::G2Projective::ZERO);
}

#[test]
fn msm_matches_arkworks_for_sizes_0_1_2_64() {
	let mut rng = test_rng();
	for n in [0usize, 1, 2, 64] {
		let p: Vec<ark_bls12_381::G1Affine> = (0..n)
			.map(|_| ark_bls12_381::G1Affine::rand(&mut rng))
			.collect();
		let q: Vec<ark_bls12_381::G2Affine> = (0..n)
			.map(|_| ark_bls12_381::G2Affine::rand(&mut rng))
			.collect();
		let mut s: Vec<ark_bls12_381::Fr> =
			(0..n).map(|_| ark_bls12_381::Fr::rand(&mut rng)).collect();
		if n == 2 {
			// Edge scalars 0 and r − 1 inside an MSM.
			s[0] = 0u64.into();
			s[1] = -ark_bls12_381::Fr::from(1u64);
		}
		let hp: Vec<hooked::G1Affine> = p.iter().map(cast).collect();
		let hq: Vec<hooked::G2Affine> = q.iter().map(cast).collect();
		let expected1 = ark_bls12_381::G1Projective::msm(&p, &s)
			.unwrap()
			.into_affine();
		let expected2 = ark_bls12_381::G2Projective::msm(&q, &s)
			.unwrap()
			.into_affine();
		assert_eq!(
			bytes(&hooked::G1Projective::msm(&hp, &s).unwrap().into_affine()),
			bytes(&expected1),
			"G1 n={n}"
		);
		assert_eq!(
			bytes(&hooked::G2Projective::msm(&hq, &s).unwrap().into_affine()),
			bytes(&expected2),
			"G2 n={n}"
		);
		if n == 0 {
			assert!(expected1.is_zero() && expected2.is_zero());
		}
	}
}

#[test]
fn msm_with_identity_and_generator_bases_matches_arkworks() {
	let p = [
		ark_bls12_381::G1Affine::zero(),
		ark_bls12_381::G1Affine::generator(),
	];
	let s = vec![ark_bls12_381::Fr::from(5u64), ark_bls12_381::Fr::from(7u64)];
	let hp: Vec<hooked::G1Affine> = p.iter().map(cast).collect();
	let got = hooked::G1Projective::msm(&hp, &s).unwrap().into_affine();
	// Group law: 5·O + 7·G = 7·G.
	assert_eq!(
		bytes(&got),
		bytes(&(ark_bls12_381::G1Projective::generator() * s[1]).into_affine())
	);
}

#[test]
fn pairing_matches_arkworks_and_is_bilinear() {
	let mut rng = test_rng();
	for (p, q) in g1_points().into_iter().zip(g2_points()) {
		let (hp, hq): (hooked::G1Affine, hooked::G2Affine) = (cast(&p), cast(&q));
		assert_eq!(
			bytes(&hooked::Bls12_381::pairing(hp, hq).0),
			bytes(&ark_bls12_381::Bls12_381::pairing(p, q).0)
		);
	}
	// e(a·P, b·Q) = e(P, Q)^(a·b), through the hooked engine only.
	let (a, b) = (
		ark_bls12_381::Fr::rand(&mut rng),
		ark_bls12_381::Fr::rand(&mut rng),
	);
	let p = hooked::G1Projective::generator();
	let q = hooked::G2Projective::generator();
	let lhs = hooked::Bls12_381::pairing(p * a, q * b);
	let rhs = hooked::Bls12_381::pairing(p, q) * (a * b);
	assert_eq!(lhs, rhs);
	// A pair with the identity contributes one to a product; it does not make it one.
	let with_identity =
		hooked::Bls12_381::multi_pairing([p * a, hooked::G1Projective::ZERO], [q * b, q]);
	assert_eq!(with_identity, lhs);
}

#[test]
fn multi_miller_loop_and_final_exponentiation_match_arkworks() {
	let p: Vec<ark_bls12_381::G1Affine> = g1_points();
	let q: Vec<ark_bls12_381::G2Affine> = g2_points();
	let hp: Vec<hooked::G1Affine> = p.iter().map(cast).collect();
	let hq: Vec<hooked::G2Affine> = q.iter().map(cast).collect();
	let ml = hooked::Bls12_381::multi_miller_loop(hp, hq);
	let expected = ark_bls12_381::Bls12_381::multi_miller_loop(p, q);
	assert_eq!(bytes(&ml.0), bytes(&expected.0));
	let fe = hooked::Bls12_381::final_exponentiation(ml).unwrap();
	assert_eq!(
		bytes(&fe.0),
		bytes(
			&ark_bls12_381::Bls12_381::final_exponentiation(expected)
				.unwrap()
				.0
		)
	);
}

/// Unequal numbers of G1 and G2 points are a programming error that arkworks answers with a
/// panic (`zip_eq`); the hooks panic the same way, before calling the host, so that a runtime
/// traps on every node rather than computing on one and aborting on another.
#[test]
fn multi_miller_loop_over_unequal_lengths_panics_like_arkworks() {
	let p = g1_points();
	let q = g2_points()[..2].to_vec();
	let plain = std::panic::catch_unwind(|| {
		ark_bls12_381::Bls12_381::multi_miller_loop(p.clone(), q.clone())
	});
	assert!(plain.is_err(), "plain arkworks panics");
	let hp: Vec<hooked::G1Affine> = p.iter().map(cast).collect();
	let hq: Vec<hooked::G2Affine> = q.iter().map(cast).collect();
	let hooked = std::panic::catch_unwind(|| hooked::Bls12_381::multi_miller_loop(hp, hq));
	let message = hooked.expect_err("the hook panics");
	assert_eq!(
		message.downcast_ref::<String>().map(String::as_str),
		Some("assertion `left == right` failed: multi_miller_loop: unequal numbers of G1 and G2 points\n  left: 4\n right: 2")
	);
}

#[test]
fn validated_decoding_rejects_a_point_outside_the_subgroup() {
	// G1's cofactor is not 1, so some small x gives a curve point outside the subgroup
	// (plain arkworks' check finds it); the hooked check runs through the mul hooks.
	let mut found = false;
	for x in 1u64..100 {
		if let Some(p) = ark_bls12_381::G1Affine::get_point_from_x_unchecked(x.into(), false) {
			if !p.is_in_correct_subgroup_assuming_on_curve() {
				let compressed = {
					let mut out = Vec::new();
					p.serialize_compressed(&mut out).unwrap();
					out
				};
				assert!(hooked::G1Affine::deserialize_compressed(&compressed[..]).is_err());
				assert!(
					hooked::G1Affine::deserialize_compressed_unchecked(&compressed[..]).is_ok()
				);
				found = true;
				break;
			}
		}
	}
	assert!(found, "no small-x point outside the subgroup");
}

#[test]
fn encoding_matches_arkworks() {
	use hostcurves_primitives::host::wire;
	let mut rng = test_rng();
	let mut g1: Vec<hooked::G1Affine> = g1_points().iter().map(cast).collect();
	g1.extend(
		(0..20).map(|_| cast::<_, hooked::G1Affine>(&ark_bls12_381::G1Affine::rand(&mut rng))),
	);
	let mut g2: Vec<hooked::G2Affine> = g2_points().iter().map(cast).collect();
	g2.extend(
		(0..20).map(|_| cast::<_, hooked::G2Affine>(&ark_bls12_381::G2Affine::rand(&mut rng))),
	);
	assert_eq!(hooked::encode_g1_points(&g1), wire::encode(&g1[..]));
	assert_eq!(hooked::encode_g2_points(&g2), wire::encode(&g2[..]));
	assert_eq!(
		hooked::encode_g1_points(&[]),
		wire::encode(Vec::<hooked::G1Affine>::new())
	);
}
