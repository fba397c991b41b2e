//! Regression inputs for the bug classes other curve implementations shipped in 2026, at
//! every host entry point each applies to. Every expected value is plain arkworks' (called
//! directly, the reference RFC-0163 names) or mathematics, never the host's own output.
//!
//! | class (where it shipped) | tests |
//! |---|---|
//! | an MSM that takes points outside the prime-order subgroup (Frontier #1900) | [`points_outside_the_subgroup_never_pass_checked_decoding`]: the 10 checked decoders of groups with a cofactor (BN254 G1, Pallas and Vesta have none) and both BLS aggregations refuse points of small prime order ℓ (the first three primes below 20 000 dividing the cofactor; BLS12-377's G2 has none, so a point of large order outside the subgroup), at their index. The RFC-0163 MSMs compute on such points by specification (the caller checks; hostcurves' runtimes feed them checked points only): [`small_order_points_and_cancelling_terms_in_msm_and_mul`] shows they give arkworks' bytes |
//! | an identity intermediate in an MSM or a pairing (zisk #1137) | [`small_order_points_and_cancelling_terms_in_msm_and_mul`]: every MSM and `mul` (13 each) on points of small order (a running sum or bucket reaches the identity), repeated points (doublings inside buckets), cancelling terms (P and −P); [`miller_loops_through_identity_intermediates`]: the 4 Miller loops over G2 points of small order, whose accumulator T = [k]Q is the identity part-way through the loop, over small-order G1 points, cancelling pairs and identity pairs |
//! | a decompression that ignores the infinity flag (sp1 #2927) | [`the_infinity_flag_with_coordinates`]: every short-Weierstrass checked decoder refuses the flag over non-zero coordinates, compressed or not; the RFC-0163 functions read such bytes as arkworks does (it refuses them on BLS12-381 and reads the identity elsewhere) |
//! | a length prefix claiming 2^40 elements (smoldot #3356: it aborted arkworks-0.5 hosts) | `hostile_bytes_all_curves.rs` (every vector argument of every one of the 54 functions: `Decode`, or `Length` for checked decoding) and `abi_corpus.rs` (pinned); the fuzz target `host_functions` keeps the memory bound |

use crate::common;

use std::panic::{catch_unwind, AssertUnwindSafe};

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_ff::{Field, PrimeField, UniformRand, Zero};
use ark_serialize::{Compress, SerializationError, Validate};
use ark_std::rand::{rngs::StdRng, Rng, SeedableRng};
use common::{batch, big, eip::DecodeFn, eip::HostFn, point_of_order, Format, Oracle};
use hostcurves_host::{
	bls12_377::host_calls as b377,
	bls12_381::host_calls as b381,
	bw6_761::host_calls as bw6,
	checked::{CheckedDecodeError, DecodeFailure},
	ed_on_bls12_377::host_calls as e377,
	ed_on_bls12_381_bandersnatch::host_calls as band,
	hostcurves_bls::hostcurves_bls as bls,
	hostcurves_calls::hostcurves_calls as x,
	hostcurves_checked::hostcurves_checked as c,
	pallas::host_calls as pal,
	vesta::host_calls as ves,
	wire, Error,
};
use num_bigint::BigUint;

/// At most this many distinct small primes per group, each below [`SMALL`].
const PRIMES_PER_GROUP: usize = 3;
const SMALL: u64 = 20_000;

fn call(f: HostFn, a: &[u8], b: &[u8], out_len: usize) -> Result<Vec<u8>, Error> {
	let mut out = vec![0u8; out_len];
	f(a, b, &mut out).map(|()| out)
}

/// What plain arkworks computes, in the host's terms (`None`: a twisted-Edwards result with
/// z = 0, which has no affine form → DegeneratePoint).
fn expected<A: AffineRepr>(r: Option<A>) -> Result<Vec<u8>, Error> {
	r.map(wire::encode).ok_or(Error::DegeneratePoint)
}

/// The distinct primes below [`SMALL`] that divide `A`'s cofactor (none if it is one), the
/// first [`PRIMES_PER_GROUP`] of them.
fn small_primes_of_cofactor<A: Oracle>() -> Vec<u64> {
	let h = big(A::cofactor());
	(2..SMALL)
		.filter(|l| (2..*l).all(|d| l % d != 0))
		.filter(|l| (&h % *l).is_zero())
		.take(PRIMES_PER_GROUP)
		.collect()
}

/// One point of each small prime order of `A`'s cofactor, with its order; where the cofactor
/// is not one but has no prime below [`SMALL`] (BLS12-377's G2), one point outside the
/// subgroup, of large order (tagged 0). Empty only for cofactor one.
fn small_order_points<A: Oracle>(rng: &mut StdRng) -> Vec<(u64, A)> {
	let mut points: Vec<(u64, A)> = small_primes_of_cofactor::<A>()
		.into_iter()
		.map(|l| (l, point_of_order::<A, _>(rng, l)))
		.collect();
	if points.is_empty() && big(A::cofactor()) != BigUint::from(1u8) {
		let outside = std::iter::repeat_with(|| A::random_on_curve(rng))
			.find(|p| !p.in_subgroup())
			.expect("h > 1: most points are outside the subgroup");
		points.push((0, outside));
	}
	points
}

fn scalar<F: PrimeField>(k: u64) -> F {
	F::from(k)
}

/// MSMs and `mul`s whose running sums pass through the identity, on one group: host bytes ==
/// plain arkworks' bytes.
fn msm_and_mul_family<A: Oracle>(name: &str, msm: HostFn, mul: HostFn, seed: u64) {
	let rng = &mut StdRng::seed_from_u64(seed);
	let g = A::generator();
	let len = g.uncompressed_size();
	let small = small_order_points::<A>(rng);
	let mut points: Vec<(u64, A)> = small.clone();
	// Order r: the identity intermediates come from repeats and cancellations alone.
	points.push((0, (g * A::ScalarField::rand(rng)).into_affine()));

	for (l, t) in points {
		let s = A::ScalarField::rand(rng);
		let neg_t = -t;
		let mut cases: Vec<(Vec<A>, Vec<A::ScalarField>)> = vec![
			// T and −T with one scalar: the sum is the identity.
			(vec![t, neg_t], vec![s, s]),
			(vec![g, t, -g, neg_t], vec![s, s, s, s]),
			// A term that is the identity (l·T), then a live one.
			(vec![t, g], vec![scalar(l), s]),
			(vec![A::zero(), t, A::zero()], vec![s, scalar(1), s]),
		];
		// The same point many times with one scalar: every bucket doubles; sizes on both
		// sides of blst's switch to Pippenger (32 points).
		for n in [2, 3, 31, 33, 70] {
			cases.push((vec![t; n], vec![s; n]));
			cases.push((vec![t; n], (1..=n as u64).map(scalar).collect()));
		}
		// Random mixes of T, −T, 2T, g and the identity with small and random scalars.
		for _ in 0..12 {
			let n = rng.gen_range(1..=48);
			let pick = |rng: &mut StdRng| match rng.gen_range(0..5) {
				0 => t,
				1 => neg_t,
				2 => (t + t).into_affine(),
				3 => g,
				_ => A::zero(),
			};
			let bases: Vec<A> = (0..n).map(|_| pick(rng)).collect();
			let scalars = (0..n)
				.map(|_| match rng.gen_range(0..3) {
					0 => scalar(rng.gen_range(0..=2 * l + 1)),
					1 => s,
					_ => A::ScalarField::rand(rng),
				})
				.collect();
			cases.push((bases, scalars));
		}
		for (bases, scalars) in cases {
			let got = call(
				msm,
				&wire::encode(bases.clone()),
				&wire::encode(scalars.clone()),
				len,
			);
			let n = bases.len();
			assert_eq!(
				got,
				expected(A::msm_plain(&bases, &scalars)),
				"{name}: order {l}, {n} points"
			);
		}

		let r = A::ScalarField::MODULUS.as_ref().to_vec();
		let random: Vec<u64> = s.into_bigint().as_ref().to_vec();
		for k in [
			vec![],
			vec![0],
			vec![l],
			vec![l.max(1) - 1],
			vec![l + 1],
			r,
			random,
		] {
			let got = call(mul, &wire::encode(t), &wire::encode(k.clone()), len);
			assert_eq!(
				got,
				expected(t.mul_plain(&k)),
				"{name}: order {l} times {k:?}"
			);
		}
	}
}

#[test]
fn small_order_points_and_cancelling_terms_in_msm_and_mul() {
	use ark_ed_on_bls12_381_bandersnatch::{EdwardsAffine, SWAffine};
	msm_and_mul_family::<ark_bls12_381::G1Affine>(
		"bls12_381 G1",
		b381::bls12_381_msm_g1,
		b381::bls12_381_mul_g1,
		1,
	);
	msm_and_mul_family::<ark_bls12_381::G2Affine>(
		"bls12_381 G2",
		b381::bls12_381_msm_g2,
		b381::bls12_381_mul_g2,
		2,
	);
	msm_and_mul_family::<ark_bls12_377::G1Affine>(
		"bls12_377 G1",
		b377::bls12_377_msm_g1,
		b377::bls12_377_mul_g1,
		3,
	);
	msm_and_mul_family::<ark_bls12_377::G2Affine>(
		"bls12_377 G2",
		b377::bls12_377_msm_g2,
		b377::bls12_377_mul_g2,
		4,
	);
	msm_and_mul_family::<ark_bw6_761::G1Affine>(
		"bw6_761 G1",
		bw6::bw6_761_msm_g1,
		bw6::bw6_761_mul_g1,
		5,
	);
	msm_and_mul_family::<ark_bw6_761::G2Affine>(
		"bw6_761 G2",
		bw6::bw6_761_msm_g2,
		bw6::bw6_761_mul_g2,
		6,
	);
	msm_and_mul_family::<ark_bn254::G1Affine>("bn254 G1", x::bn254_msm_g1, x::bn254_mul_g1, 7);
	msm_and_mul_family::<ark_bn254::G2Affine>("bn254 G2", x::bn254_msm_g2, x::bn254_mul_g2, 8);
	msm_and_mul_family::<SWAffine>(
		"bandersnatch SW",
		x::ed_on_bls12_381_bandersnatch_sw_msm,
		x::ed_on_bls12_381_bandersnatch_sw_mul,
		9,
	);
	msm_and_mul_family::<EdwardsAffine>(
		"bandersnatch TE",
		band::ed_on_bls12_381_bandersnatch_msm,
		band::ed_on_bls12_381_bandersnatch_mul,
		10,
	);
	msm_and_mul_family::<ark_ed_on_bls12_377::EdwardsAffine>(
		"ed_on_bls12_377",
		e377::ed_on_bls12_377_msm,
		e377::ed_on_bls12_377_mul,
		11,
	);
	msm_and_mul_family::<ark_pallas::Affine>("pallas", pal::pallas_msm, pal::pallas_mul, 12);
	msm_and_mul_family::<ark_vesta::Affine>("vesta", ves::vesta_msm, ves::vesta_mul, 13);
}

/// A Miller loop's input: its G1 points and its G2 points.
type Pairs<E> = (Vec<<E as Pairing>::G1Affine>, Vec<<E as Pairing>::G2Affine>);

/// Plain arkworks' Miller loop; a panic in it (BW6-761 cannot prepare (0, ±√b), of order 3)
/// is the host's `Trap`.
fn arkworks_miller_loop<E: Pairing>(
	ps: &[E::G1Affine],
	qs: &[E::G2Affine],
) -> Result<Vec<u8>, Error> {
	let (ps, qs) = (ps.to_vec(), qs.to_vec());
	catch_unwind(AssertUnwindSafe(|| E::multi_miller_loop(ps, qs).0))
		.map(wire::encode)
		.map_err(|_| Error::Trap)
}

/// Miller loops whose accumulator meets the identity, on one pairing: host bytes == plain
/// arkworks'; cancelling pairs of subgroup points pair to one (bilinearity).
fn miller_family<E: Pairing>(
	name: &str,
	f: HostFn,
	final_exp: fn(&mut [u8]) -> Result<(), Error>,
	seed: u64,
) where
	E::G1Affine: Oracle,
	E::G2Affine: Oracle,
{
	let rng = &mut StdRng::seed_from_u64(seed);
	let len = wire::encode(E::TargetField::ONE).len();
	let p = (E::G1Affine::generator() * E::ScalarField::rand(rng)).into_affine();
	let q = (E::G2Affine::generator() * E::ScalarField::rand(rng)).into_affine();
	let small_q = small_order_points::<E::G2Affine>(rng);
	let small_p = small_order_points::<E::G1Affine>(rng);
	let (o1, o2) = (E::G1Affine::zero(), E::G2Affine::zero());

	let mut cases: Vec<Pairs<E>> = vec![
		(vec![o1], vec![q]),
		(vec![p], vec![o2]),
		(vec![o1, p], vec![o2, q]),
		(vec![p, -p], vec![q, q]),
		(vec![p, p], vec![q, -q]),
		(vec![p; 5], vec![q; 5]),
	];
	for (_, t) in &small_q {
		cases.push((vec![p], vec![*t]));
		cases.push((vec![p, p], vec![*t, -*t]));
		cases.push((vec![p, p, p], vec![*t, q, (*t + *t).into_affine()]));
	}
	for (_, t) in &small_p {
		cases.push((vec![*t], vec![q]));
		cases.push((vec![*t, -*t], vec![q, q]));
	}
	for (ps, qs) in &cases {
		let got = call(f, &wire::encode(ps.clone()), &wire::encode(qs.clone()), len);
		assert_eq!(
			got,
			arkworks_miller_loop::<E>(ps, qs),
			"{name}: {} pairs",
			ps.len()
		);
	}
	// e(P, Q)·e(−P, Q) = e(P, Q)·e(P, −Q) = 1, through the host's final exponentiation.
	for (ps, qs) in [(vec![p, -p], vec![q, q]), (vec![p, p], vec![q, -q])] {
		let mut f_out = call(f, &wire::encode(ps), &wire::encode(qs), len).unwrap();
		final_exp(&mut f_out).unwrap();
		assert_eq!(
			f_out,
			wire::encode(E::TargetField::ONE),
			"{name}: cancelling pairs"
		);
	}
}

#[test]
fn miller_loops_through_identity_intermediates() {
	use ark_bls12_377::Bls12_377;
	use ark_bls12_381::Bls12_381;
	use ark_bn254::Bn254;
	use ark_bw6_761::BW6_761;
	miller_family::<Bls12_381>(
		"bls12_381",
		b381::bls12_381_multi_miller_loop,
		b381::bls12_381_final_exponentiation,
		21,
	);
	miller_family::<Bls12_377>(
		"bls12_377",
		b377::bls12_377_multi_miller_loop,
		b377::bls12_377_final_exponentiation,
		22,
	);
	miller_family::<BW6_761>(
		"bw6_761",
		bw6::bw6_761_multi_miller_loop,
		bw6::bw6_761_final_exponentiation,
		23,
	);
	miller_family::<Bn254>(
		"bn254",
		x::bn254_multi_miller_loop,
		x::bn254_final_exponentiation,
		24,
	);
}

/// BLS12-381's loop runs over |x| = 0xd201000000010000, whose leading bits 1101 are 13: with
/// Q of order 13 the accumulator T = [13]Q is the identity after the fourth bit, the case
/// zisk's loop got wrong. The host's loop (blst arithmetic, arkworks' formulas) must agree.
#[test]
fn bls12_381_miller_loop_accumulator_meets_the_identity() {
	use ark_bls12_381::{Bls12_381, G1Affine, G2Affine};
	let rng = &mut StdRng::seed_from_u64(31);
	let x = <ark_bls12_381::Config as ark_ec::bls12::Bls12Config>::X[0];
	assert_eq!(x >> 60, 0b1101);
	let p = G1Affine::generator();
	for _ in 0..8 {
		let t = point_of_order::<G2Affine, _>(rng, 13);
		assert!(t.mul_plain(&[13]).unwrap().is_zero());
		let got = call(
			b381::bls12_381_multi_miller_loop,
			&wire::encode(vec![p]),
			&wire::encode(vec![t]),
			576,
		);
		assert_eq!(got, arkworks_miller_loop::<Bls12_381>(&[p], &[t]));
	}
}

type Decoder = (&'static str, DecodeFn);

/// A batch `[g, g·k, T]` with `T` of small order: refused at index 2 as outside the subgroup,
/// compressed or not.
fn refuses_small_order<A: Oracle>(decoders: &[Decoder], seed: u64) {
	let rng = &mut StdRng::seed_from_u64(seed);
	let g = A::generator();
	let gk = (g * A::ScalarField::rand(rng)).into_affine();
	let small = small_order_points::<A>(rng);
	for (l, t) in &small {
		for compress in [Compress::No, Compress::Yes] {
			let enc = |a: &A| {
				let mut v = Vec::new();
				a.serialize_with_mode(&mut v, compress).unwrap();
				v
			};
			let input = batch(&[enc(&g), enc(&gk), enc(t)]);
			let mut out = vec![0u8; 8 + 3 * g.uncompressed_size()];
			for (name, f) in decoders {
				let got = f(&input, compress == Compress::Yes, &mut out);
				let want = CheckedDecodeError {
					failure: DecodeFailure::NotInSubgroup,
					index: 2,
				};
				assert_eq!(
					got,
					Err(want),
					"{name}: order {l}, compressed {}",
					compress == Compress::Yes
				);
			}
		}
	}
}

#[test]
fn points_outside_the_subgroup_never_pass_checked_decoding() {
	use ark_ed_on_bls12_381_bandersnatch::{EdwardsAffine, SWAffine};
	refuses_small_order::<ark_bls12_381::G1Affine>(
		&[
			("bls12_381_decode_g1", c::bls12_381_decode_g1),
			("bls12_381_aggregate_g1", bls::bls12_381_aggregate_g1),
		],
		41,
	);
	refuses_small_order::<ark_bls12_381::G2Affine>(
		&[
			("bls12_381_decode_g2", c::bls12_381_decode_g2),
			("bls12_381_aggregate_g2", bls::bls12_381_aggregate_g2),
		],
		42,
	);
	refuses_small_order::<ark_bls12_377::G1Affine>(
		&[("bls12_377_decode_g1", c::bls12_377_decode_g1)],
		43,
	);
	refuses_small_order::<ark_bls12_377::G2Affine>(
		&[("bls12_377_decode_g2", c::bls12_377_decode_g2)],
		44,
	);
	refuses_small_order::<ark_bw6_761::G1Affine>(
		&[("bw6_761_decode_g1", c::bw6_761_decode_g1)],
		45,
	);
	refuses_small_order::<ark_bw6_761::G2Affine>(
		&[("bw6_761_decode_g2", c::bw6_761_decode_g2)],
		46,
	);
	refuses_small_order::<ark_bn254::G2Affine>(&[("bn254_decode_g2", c::bn254_decode_g2)], 47);
	refuses_small_order::<SWAffine>(
		&[(
			"bandersnatch_decode_sw",
			c::ed_on_bls12_381_bandersnatch_decode_sw,
		)],
		48,
	);
	refuses_small_order::<EdwardsAffine>(
		&[(
			"bandersnatch_decode_te",
			c::ed_on_bls12_381_bandersnatch_decode_te,
		)],
		49,
	);
	refuses_small_order::<ark_ed_on_bls12_377::EdwardsAffine>(
		&[("ed_on_bls12_377_decode", c::ed_on_bls12_377_decode)],
		50,
	);
	// BN254 G1, Pallas and Vesta have cofactor one: every point on the curve is in the group.
	for n in [
		small_primes_of_cofactor::<ark_bn254::G1Affine>().len(),
		small_primes_of_cofactor::<ark_pallas::Affine>().len(),
		small_primes_of_cofactor::<ark_vesta::Affine>().len(),
	] {
		assert_eq!(n, 0);
	}
}

/// `valid` (an encoding of a point other than the identity) with the infinity flag set: bit 6
/// of byte 0 in the ZCash format, bit 6 of the last byte in arkworks' short-Weierstrass one.
fn with_infinity_flag(valid: &[u8], format: Format) -> Vec<u8> {
	let mut bytes = valid.to_vec();
	match format {
		Format::ZCash => bytes[0] |= 0x40,
		_ => *bytes.last_mut().unwrap() |= 0x40,
	}
	bytes
}

/// The generator or its negation, whichever encodes (in `compress` mode) without the sign
/// flag, so that setting the infinity flag makes a flag combination arkworks accepts.
fn unsigned_point<A: Oracle>(compress: Compress, format: Format) -> (A, Vec<u8>) {
	let g = A::generator();
	[g, -g]
		.into_iter()
		.map(|p| {
			let mut v = Vec::new();
			p.serialize_with_mode(&mut v, compress).unwrap();
			(p, v)
		})
		.find(|(_, v)| match format {
			Format::ZCash => v[0] & 0x20 == 0,
			_ => v.last().unwrap() & 0x80 == 0,
		})
		.expect("g or -g has the smaller y")
}

/// A non-identity point's encoding with the infinity flag set, on one short-Weierstrass
/// group. Checked decoding refuses it, compressed and uncompressed (with the check arkworks'
/// own error names, or `Flags` where arkworks reads the identity, whose only encoding has
/// zero coordinates). The RFC-0163 `msm` and `mul` read it as plain arkworks does
/// (`deserialize_uncompressed_unchecked`) and compute on what it read. Returns whether
/// arkworks read the identity.
fn infinity_flag_family<A: Oracle>(
	name: &str,
	format: Format,
	decode: DecodeFn,
	msm: HostFn,
	mul: HostFn,
) -> bool {
	let len = A::generator().uncompressed_size();
	for compress in [Compress::No, Compress::Yes] {
		let (_, valid) = unsigned_point::<A>(compress, format);
		let flagged = with_infinity_flag(&valid, format);
		let want = match A::deserialize_with_mode(&flagged[..], compress, Validate::Yes) {
			Err(SerializationError::UnexpectedFlags) => DecodeFailure::Flags,
			Err(SerializationError::InvalidData) => DecodeFailure::InvalidCoordinate,
			Err(e) => panic!("{name}: arkworks: {e}"),
			Ok(p) => {
				assert!(p.is_zero(), "{name}: arkworks read {p}");
				DecodeFailure::Flags
			}
		};
		let mut out = vec![0u8; 8 + 2 * len];
		let got = decode(
			&batch(&[valid.clone(), flagged]),
			compress == Compress::Yes,
			&mut out,
		);
		assert_eq!(
			got,
			Err(CheckedDecodeError {
				failure: want,
				index: 1
			}),
			"{name}: compressed {}",
			compress == Compress::Yes
		);
	}

	let (g, valid) = unsigned_point::<A>(Compress::No, format);
	let flagged = with_infinity_flag(&valid, format);
	let read = A::deserialize_uncompressed_unchecked(&flagged[..]);
	let s = A::ScalarField::from(7u64);
	let bases = [&2u64.to_le_bytes()[..], &flagged, &valid].concat();
	let scalars = wire::encode(vec![s, s]);
	let limbs = wire::encode(vec![7u64]);
	match &read {
		Ok(p) => {
			assert_eq!(
				call(msm, &bases, &scalars, len),
				expected(A::msm_plain(&[*p, g], &[s, s])),
				"{name}"
			);
			assert_eq!(
				call(mul, &flagged, &limbs, len),
				expected(p.mul_plain(&[7])),
				"{name}"
			);
		}
		Err(_) => {
			assert_eq!(
				call(msm, &bases, &scalars, len),
				Err(Error::Decode),
				"{name}"
			);
			assert_eq!(
				call(mul, &flagged, &limbs, len),
				Err(Error::Decode),
				"{name}"
			);
		}
	}
	read.is_ok_and(|p| p.is_zero())
}

#[test]
fn the_infinity_flag_with_coordinates() {
	use ark_ed_on_bls12_381_bandersnatch::SWAffine;
	use Format::*;
	let read_as_identity = [
		infinity_flag_family::<ark_bls12_381::G1Affine>(
			"bls12_381 G1",
			ZCash,
			c::bls12_381_decode_g1,
			b381::bls12_381_msm_g1,
			b381::bls12_381_mul_g1,
		),
		infinity_flag_family::<ark_bls12_381::G2Affine>(
			"bls12_381 G2",
			ZCash,
			c::bls12_381_decode_g2,
			b381::bls12_381_msm_g2,
			b381::bls12_381_mul_g2,
		),
		infinity_flag_family::<ark_bls12_377::G1Affine>(
			"bls12_377 G1",
			Sw,
			c::bls12_377_decode_g1,
			b377::bls12_377_msm_g1,
			b377::bls12_377_mul_g1,
		),
		infinity_flag_family::<ark_bls12_377::G2Affine>(
			"bls12_377 G2",
			Sw,
			c::bls12_377_decode_g2,
			b377::bls12_377_msm_g2,
			b377::bls12_377_mul_g2,
		),
		infinity_flag_family::<ark_bw6_761::G1Affine>(
			"bw6_761 G1",
			Sw,
			c::bw6_761_decode_g1,
			bw6::bw6_761_msm_g1,
			bw6::bw6_761_mul_g1,
		),
		infinity_flag_family::<ark_bw6_761::G2Affine>(
			"bw6_761 G2",
			Sw,
			c::bw6_761_decode_g2,
			bw6::bw6_761_msm_g2,
			bw6::bw6_761_mul_g2,
		),
		infinity_flag_family::<ark_bn254::G1Affine>(
			"bn254 G1",
			Sw,
			c::bn254_decode_g1,
			x::bn254_msm_g1,
			x::bn254_mul_g1,
		),
		infinity_flag_family::<ark_bn254::G2Affine>(
			"bn254 G2",
			Sw,
			c::bn254_decode_g2,
			x::bn254_msm_g2,
			x::bn254_mul_g2,
		),
		infinity_flag_family::<SWAffine>(
			"bandersnatch SW",
			Sw,
			c::ed_on_bls12_381_bandersnatch_decode_sw,
			x::ed_on_bls12_381_bandersnatch_sw_msm,
			x::ed_on_bls12_381_bandersnatch_sw_mul,
		),
		infinity_flag_family::<ark_pallas::Affine>(
			"pallas",
			Sw,
			c::pallas_decode,
			pal::pallas_msm,
			pal::pallas_mul,
		),
		infinity_flag_family::<ark_vesta::Affine>(
			"vesta",
			Sw,
			c::vesta_decode,
			ves::vesta_msm,
			ves::vesta_mul,
		),
	];
	// ark-bls12-381 refuses coordinates under the flag; arkworks' generic short-Weierstrass
	// reader (ark-ec 0.6) returns the identity without looking at them.
	assert_eq!(
		read_as_identity,
		[false, false, true, true, true, true, true, true, true, true, true]
	);
}
