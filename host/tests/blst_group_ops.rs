//! Differential tests: BLS12-381 MSM and scalar multiplication computed with blst give, byte
//! for byte, what plain arkworks computes (`VariableBaseMSM::msm`, `SWCurveConfig::mul_affine`,
//! called directly: an independent implementation of the same mathematics), on 10 000 random
//! cases per operation and on the edge cases: the identity, scalars 0, 1, r − 1, r, r + 1,
//! 2^256 − 1 and longer, points repeated (equal and opposite) in an MSM, MSM sizes 1 and 2 and
//! sizes on both sides of blst's switch to Pippenger at 32 points, MSMs whose scalars are all
//! short (blst then runs over fewer bits), points on the curve outside
//! the subgroup, points of small order (3 and 11 on G1, 13 on G2), points off the curve.

use crate::common;

use common::random::{bytes, kind_of, point, rng, CASES};

use ark_bls12_381::{g1, g2, Fq, Fq2, Fr, G1Affine, G2Affine};
use ark_ec::{
	short_weierstrass::{Affine, SWCurveConfig},
	AffineRepr, CurveGroup,
};
use ark_ff::{BigInteger, PrimeField, UniformRand, Zero};
use ark_std::rand::{rngs::StdRng, Rng};
use hostcurves_host::{kernels, wire};

/// A kernel over (points or point, scalars or scalar) to an output buffer.
type Kernel = fn(&[u8], &[u8], &mut [u8]) -> Result<(), hostcurves_host::Error>;

/// A `mul` scalar as little-endian limbs: mostly a random `Fr`, with the edge values and
/// longer scalars mixed in.
fn mul_scalar(rng: &mut StdRng, i: usize) -> Vec<u64> {
	let r = Fr::MODULUS.0.to_vec();
	let plus = |k: u64| {
		let mut s = Fr::MODULUS;
		s.add_with_carry(&ark_ff::BigInt::from(k));
		s.0.to_vec()
	};
	match i % 20 {
		0 => vec![],
		1 => vec![0],
		2 => vec![1],
		3 => {
			let mut s = Fr::MODULUS;
			s.sub_with_borrow(&ark_ff::BigInt::from(1_u64));
			s.0.to_vec()
		}
		4 => r,
		5 => plus(1),
		6 => vec![u64::MAX; 4],
		7 => (0..rng.gen_range(5..=16)).map(|_| rng.gen()).collect(),
		8 => vec![rng.gen()],
		9 => vec![rng.gen(), rng.gen::<u64>() >> 20, 0],
		_ => Fr::rand(rng).into_bigint().0.to_vec(),
	}
}

fn encoded_scalar(limbs: &[u64]) -> Vec<u8> {
	wire::encode(limbs.to_vec())
}

fn check_mul<T: SWCurveConfig>(seed: u64, kernel: Kernel) {
	let mut rng = rng(seed);
	let mut out = wire::buffer_for::<Affine<T>>();
	for i in 0..CASES {
		let base = point::<T>(&mut rng, kind_of(i / 20));
		let scalar = mul_scalar(&mut rng, i);
		let expected = bytes(T::mul_affine(&base, &scalar).into_affine());
		kernel(&wire::encode(base), &encoded_scalar(&scalar), &mut out).unwrap();
		assert_eq!(
			out,
			expected,
			"case {i}: {:?} base, scalar {scalar:x?}",
			kind_of(i / 20)
		);
	}
}

#[test]
fn g1_mul_matches_arkworks() {
	check_mul::<g1::Config>(1, kernels::bls12_381_mul::<g1::Config>);
}

#[test]
fn g2_mul_matches_arkworks() {
	check_mul::<g2::Config>(2, kernels::bls12_381_mul::<g2::Config>);
}

/// MSM sizes: mostly 1 to 4, with 2 always present, some around blst's switch to Pippenger
/// at 32 points.
fn msm_size(rng: &mut StdRng, i: usize) -> usize {
	match i % 100 {
		0 => 31,
		1 => 32,
		2 => 33,
		3 => 70,
		4 => 2,
		_ => rng.gen_range(1..=4),
	}
}

fn check_msm<T: SWCurveConfig<ScalarField = Fr>>(seed: u64, kernel: Kernel) {
	let mut rng = rng(seed);
	let mut out = wire::buffer_for::<Affine<T>>();
	for i in 0..CASES {
		let n = msm_size(&mut rng, i);
		let mut bases: Vec<Affine<T>> = (0..n).map(|j| point(&mut rng, kind_of(i + j))).collect();
		let mut scalars: Vec<Fr> = (0..n).map(|_| Fr::rand(&mut rng)).collect();
		// One case in three: every scalar of at most `w` bits (blst then runs over `w`).
		if i % 3 == 0 {
			let w = rng.gen_range(1..=130);
			scalars = (0..n).map(|_| short_scalar(&mut rng, w)).collect();
		}
		// Repeated points (equal, and opposite) and the edge scalars.
		match i % 7 {
			0 if n >= 2 => bases[1] = bases[0],
			1 if n >= 2 => bases[1] = -bases[0],
			2 => scalars[0] = Fr::zero(),
			3 => scalars[0] = -Fr::from(1_u64),
			4 if n >= 2 => (bases[1], scalars[1]) = (bases[0], -scalars[0]),
			// r − s of 2 to 64 bits: arkworks multiplies by −(r − s) instead.
			5 => scalars[0] = -Fr::from(rng.gen::<u64>() >> rng.gen_range(0..62)),
			_ => {}
		}
		let expected = bytes(T::msm(&bases, &scalars).unwrap().into_affine());
		kernel(&wire::encode(bases), &wire::encode(scalars), &mut out).unwrap();
		assert_eq!(out, expected, "case {i}, {n} points");
	}
}

/// A random scalar below `2^bits` (`bits` ≤ 255).
fn short_scalar(rng: &mut StdRng, bits: u32) -> Fr {
	let mut limbs = Fr::rand(rng).into_bigint();
	for i in bits as usize..256 {
		limbs.0[i / 64] &= !(1 << (i % 64));
	}
	Fr::from_bigint(limbs).expect("below 2^255 < r")
}

#[test]
fn g1_msm_matches_arkworks() {
	check_msm::<g1::Config>(3, kernels::bls12_381_msm::<g1::Config>);
}

#[test]
fn g2_msm_matches_arkworks() {
	check_msm::<g2::Config>(4, kernels::bls12_381_msm::<g2::Config>);
}

#[test]
fn msm_of_nothing_is_the_identity_and_lengths_must_agree() {
	let mut out = wire::buffer_for::<G1Affine>();
	kernels::bls12_381_msm::<g1::Config>(
		&wire::encode(Vec::<G1Affine>::new()),
		&wire::encode(Vec::<Fr>::new()),
		&mut out,
	)
	.unwrap();
	assert_eq!(out, bytes(G1Affine::identity()));
	let err = kernels::bls12_381_msm::<g1::Config>(
		&wire::encode(vec![G1Affine::generator()]),
		&wire::encode(vec![Fr::from(1_u64); 2]),
		&mut out,
	);
	assert_eq!(err, Err(hostcurves_host::Error::LengthMismatch));
}

/// Off-curve points go to arkworks, so the bytes still agree.
#[test]
fn off_curve_points_give_arkworks_bytes() {
	let mut rng = rng(5);
	let mut g1_out = wire::buffer_for::<G1Affine>();
	let mut g2_out = wire::buffer_for::<G2Affine>();
	for i in 0..200 {
		let p1 = G1Affine::new_unchecked(Fq::rand(&mut rng), Fq::rand(&mut rng));
		let p2 = G2Affine::new_unchecked(Fq2::rand(&mut rng), Fq2::rand(&mut rng));
		assert!(!p1.is_on_curve() && !p2.is_on_curve());
		let scalar = mul_scalar(&mut rng, i);
		kernels::bls12_381_mul::<g1::Config>(
			&wire::encode(p1),
			&encoded_scalar(&scalar),
			&mut g1_out,
		)
		.unwrap();
		assert_eq!(
			g1_out,
			bytes(g1::Config::mul_affine(&p1, &scalar).into_affine()),
			"G1 mul {i}"
		);
		kernels::bls12_381_mul::<g2::Config>(
			&wire::encode(p2),
			&encoded_scalar(&scalar),
			&mut g2_out,
		)
		.unwrap();
		assert_eq!(
			g2_out,
			bytes(g2::Config::mul_affine(&p2, &scalar).into_affine()),
			"G2 mul {i}"
		);

		let n = [2, 5, 40][i % 3];
		let scalars: Vec<Fr> = (0..n).map(|_| Fr::rand(&mut rng)).collect();
		let mut bases = vec![G1Affine::generator(); n];
		bases[i % n] = p1;
		let mut bases2 = vec![G2Affine::generator(); n];
		bases2[i % n] = p2;
		kernels::bls12_381_msm::<g2::Config>(
			&wire::encode(bases2.clone()),
			&wire::encode(scalars.clone()),
			&mut g2_out,
		)
		.unwrap();
		assert_eq!(
			g2_out,
			bytes(g2::Config::msm(&bases2, &scalars).unwrap().into_affine()),
			"G2 msm {i}"
		);
		kernels::bls12_381_msm::<g1::Config>(
			&wire::encode(bases.clone()),
			&wire::encode(scalars.clone()),
			&mut g1_out,
		)
		.unwrap();
		assert_eq!(
			g1_out,
			bytes(g1::Config::msm(&bases, &scalars).unwrap().into_affine()),
			"G1 msm {i}"
		);
	}
}

/// Points of small order, where blst's window tables need care: order 3 ((0, ±2)) and 11 on
/// G1, 13 on G2 (the small primes of the cofactors). In `mul` with every kind of scalar
/// (the 4-bit and 5-bit windows, the endomorphism range), and in MSMs of 1 to 40 points
/// (blst's table below 32 points, Pippenger from 32).
fn check_small_order<T: SWCurveConfig<ScalarField = Fr>>(
	seed: u64,
	l: u64,
	mul: Kernel,
	msm: Kernel,
) {
	let mut rng = rng(seed);
	let mut out = wire::buffer_for::<Affine<T>>();
	for i in 0..120 {
		let p = common::point_of_order::<Affine<T>, _>(&mut rng, l);
		assert!(T::mul_affine(&p, &[l]).is_zero());
		let scalar = mul_scalar(&mut rng, i);
		mul(&wire::encode(p), &encoded_scalar(&scalar), &mut out).unwrap();
		assert_eq!(
			out,
			bytes(T::mul_affine(&p, &scalar).into_affine()),
			"order {l}, mul {i}"
		);

		let n = 1 + i % 40;
		let mut bases: Vec<Affine<T>> = (0..n).map(|j| point(&mut rng, kind_of(i + j))).collect();
		bases[i % n] = p;
		// Full scalars, and in one case of two scalars of 1 to 70 bits (shorter windows).
		let scalars: Vec<Fr> = match i % 2 {
			0 => (0..n).map(|_| Fr::rand(&mut rng)).collect(),
			_ => {
				let w = rng.gen_range(1..=70);
				(0..n).map(|_| short_scalar(&mut rng, w)).collect()
			}
		};
		let expected = bytes(T::msm(&bases, &scalars).unwrap().into_affine());
		msm(&wire::encode(bases), &wire::encode(scalars), &mut out).unwrap();
		assert_eq!(out, expected, "order {l}, MSM of {n} points");
	}
}

#[test]
fn g1_points_of_order_three_give_arkworks_bytes() {
	let two = Fq::from(2_u64);
	for p in [
		G1Affine::new_unchecked(Fq::zero(), two),
		G1Affine::new_unchecked(Fq::zero(), -two),
	] {
		assert!(p.is_on_curve() && !p.is_zero() && (p + p + p).is_zero());
	}
	check_small_order::<g1::Config>(
		11,
		3,
		kernels::bls12_381_mul::<g1::Config>,
		kernels::bls12_381_msm::<g1::Config>,
	);
}

#[test]
fn g1_points_of_order_eleven_give_arkworks_bytes() {
	check_small_order::<g1::Config>(
		12,
		11,
		kernels::bls12_381_mul::<g1::Config>,
		kernels::bls12_381_msm::<g1::Config>,
	);
}

#[test]
fn g2_points_of_order_thirteen_give_arkworks_bytes() {
	check_small_order::<g2::Config>(
		13,
		13,
		kernels::bls12_381_mul::<g2::Config>,
		kernels::bls12_381_msm::<g2::Config>,
	);
}
