//! The `hostcurves_bls` host functions (hash to curve, map to curve, aggregation) on
//! BLS12-381:
//!
//! - against public data: RFC 9380's `BLS12381G2_XMD:SHA-256_SSWU_RO_` vectors (from
//!   Ethereum's BLS test suite) and go-ethereum's EIP-2537 MAP_FP_TO_G1 / MAP_FP2_TO_G2
//!   vectors;
//! - against arkworks (`MapToCurveBasedHasher` with `WBMap`, `clear_cofactor`, the group
//!   sum), which defines the bytes, on random and edge inputs: blst computes them natively;
//! - on hostile bytes: field elements ≥ p, wrong lengths, short outputs, bad points in an
//!   aggregation (the same check and index as checked decoding).

use crate::common;

use ark_bls12_381::{g1, g2, Fq, Fq2, G1Affine, G2Affine};
use ark_ec::{
	short_weierstrass::{Affine, Projective, SWCurveConfig},
	AffineRepr, CurveGroup,
};
use ark_ff::{BigInteger, One, PrimeField, UniformRand, Zero};
use ark_std::rand::Rng;
use common::{
	random::{kind_of, point, rng, PointKind},
	zcash,
};
use hostcurves_host::{
	checked::{CheckedDecodeError, DecodeFailure},
	hostcurves_bls::hostcurves_bls as h,
	kernels, wire, Error,
};

/// RFC 9380's DST for its BLS12381G2_XMD:SHA-256_SSWU_RO_ test vectors.
const RFC_G2_DST: &[u8] = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";

/// Random cases per differential test (a G2 hash costs about a millisecond in arkworks).
const CASES: usize = 1_000;

/// A field element from 48 big-endian bytes given as hex (with `0x`).
fn fq_from_hex(hex: &str) -> Fq {
	let bytes = hex::decode(hex.trim().trim_start_matches("0x")).unwrap();
	assert_eq!(bytes.len(), 48, "{hex}");
	let fq = Fq::from_be_bytes_mod_order(&bytes);
	assert_eq!(
		fq.into_bigint().to_bytes_be(),
		bytes,
		"{hex} is not below p"
	);
	fq
}

/// An Fq2 from the suite's `"0x<c0>,0x<c1>"`.
fn fq2_from_pair(pair: &str) -> Fq2 {
	let (c0, c1) = pair.split_once(',').unwrap();
	Fq2::new(fq_from_hex(c0), fq_from_hex(c1))
}

/// A hash host function: (message, DST, output).
type HashFn = fn(&[u8], &[u8], &mut [u8]) -> Result<(), Error>;

/// Runs a hash host function into a buffer of one `T` point.
fn host_hash<T: SWCurveConfig>(f: HashFn, msg: &[u8], dst: &[u8]) -> Affine<T> {
	let mut out = wire::buffer_for::<Affine<T>>();
	f(msg, dst, &mut out).unwrap();
	wire::decode(&out).unwrap()
}

/// RFC 9380's G2 random-oracle vectors: the host function (blst) and arkworks both give the
/// published point.
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn rfc9380_hash_to_g2_vectors() {
	let dir = format!("{}/bls-signatures/hash_to_G2", common::shared_dir());
	let mut files: Vec<_> = std::fs::read_dir(&dir)
		.unwrap_or_else(|e| panic!("{dir}: {e}"))
		.map(|e| e.unwrap().path())
		.collect();
	files.sort();
	for path in &files {
		let case: serde_json::Value =
			serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
		let msg = case["input"]["msg"].as_str().unwrap().as_bytes();
		let x = fq2_from_pair(case["output"]["x"].as_str().unwrap());
		let y = fq2_from_pair(case["output"]["y"].as_str().unwrap());
		let expected = G2Affine::new(x, y);
		let host = host_hash::<g2::Config>(h::bls12_381_hash_to_g2, msg, RFC_G2_DST);
		assert_eq!(host, expected, "{}", path.display());
		let ark = kernels::hash_to_curve_arkworks::<g2::Config>(msg, RFC_G2_DST).unwrap();
		assert_eq!(ark, expected, "{}", path.display());
	}
	assert_eq!(files.len(), 3);
}

/// go-ethereum's EIP-2537 MAP vectors: each 64-byte big-endian field element (top 16 bytes
/// zero; Fp2 as c0 ‖ c1) maps to the expected point (coordinates likewise; G2 as x.c0,
/// x.c1, y.c0, y.c1).
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn eip2537_map_vectors() {
	let unpad = |slot: &[u8]| {
		assert!(slot[..16].iter().all(|&b| b == 0));
		slot[16..].to_vec()
	};
	let fq = |slot: &[u8]| fq_from_hex(&hex::encode(unpad(slot)));
	let g1_cases = common::cases("eth-precompiles/blsMapG1.json");
	for (i, case) in g1_cases.iter().enumerate() {
		let input = common::hex_field(case, "Input");
		let expected = common::hex_field(case, "Expected");
		let mut out = wire::buffer_for::<G1Affine>();
		h::bls12_381_map_to_g1(&wire::encode(fq(&input)), &mut out).unwrap();
		let slots: Vec<_> = expected.chunks(64).map(unpad).collect();
		assert_eq!(out, zcash(&slots), "{}", common::name(case, i));
	}
	let g2_cases = common::cases("eth-precompiles/blsMapG2.json");
	for (i, case) in g2_cases.iter().enumerate() {
		let input = common::hex_field(case, "Input");
		let expected = common::hex_field(case, "Expected");
		let u = Fq2::new(fq(&input[..64]), fq(&input[64..]));
		let mut out = wire::buffer_for::<G2Affine>();
		h::bls12_381_map_to_g2(&wire::encode(u), &mut out).unwrap();
		let s: Vec<_> = expected.chunks(64).map(unpad).collect();
		let zcash_order = [s[1].clone(), s[0].clone(), s[3].clone(), s[2].clone()];
		assert_eq!(out, zcash(&zcash_order), "{}", common::name(case, i));
	}
	assert_eq!((g1_cases.len(), g2_cases.len()), (105, 105));
}

/// A DST of each interesting length: empty, one byte, the POP suite's 43, RFC 9380's
/// longest (255), and oversized ones that are hashed first (256, 300).
fn dst_of(len: usize, rng: &mut impl Rng) -> Vec<u8> {
	(0..len).map(|_| rng.gen()).collect()
}

fn hash_differential<T: kernels::Bls12_381HashGroup>(f: HashFn, seed: u64) {
	let mut rng = rng(seed);
	for i in 0..CASES {
		let dst = dst_of([0, 1, 43, 255, 256, 300][i % 6], &mut rng);
		let msg_len = if i % 7 == 0 { 0 } else { rng.gen_range(0..600) };
		let msg: Vec<u8> = (0..msg_len).map(|_| rng.gen()).collect();
		let host = host_hash::<T>(f, &msg, &dst);
		let ark = kernels::hash_to_curve_arkworks::<T>(&msg, &dst).unwrap();
		assert_eq!(host, ark, "case {i}: msg {msg:02x?} dst {dst:02x?}");
		assert!(host.is_in_correct_subgroup_assuming_on_curve() && host.is_on_curve());
	}
}

#[test]
fn hash_to_g1_matches_arkworks() {
	hash_differential::<g1::Config>(h::bls12_381_hash_to_g1, 1);
}

#[test]
fn hash_to_g2_matches_arkworks() {
	hash_differential::<g2::Config>(h::bls12_381_hash_to_g2, 2);
}

/// Map to curve, host against arkworks, for `values` then random elements.
fn map_differential<T: kernels::Bls12_381HashGroup>(
	f: fn(&[u8], &mut [u8]) -> Result<(), Error>,
	values: &[T::BaseField],
	seed: u64,
) {
	let mut rng = rng(seed);
	let random = (0..CASES).map(|_| T::BaseField::rand(&mut rng));
	for (i, u) in values.iter().copied().chain(random).enumerate() {
		let mut out = wire::buffer_for::<Affine<T>>();
		f(&wire::encode(u), &mut out).unwrap();
		let ark = kernels::map_to_curve_arkworks::<T>(u).unwrap();
		assert_eq!(out, wire::encode(ark), "case {i}: u = {u}");
	}
}

#[test]
fn map_to_g1_matches_arkworks() {
	let edges = [Fq::zero(), Fq::one(), -Fq::one()];
	map_differential::<g1::Config>(h::bls12_381_map_to_g1, &edges, 3);
}

#[test]
fn map_to_g2_matches_arkworks() {
	let e = [Fq::zero(), Fq::one(), -Fq::one()];
	let edges: Vec<Fq2> = e
		.iter()
		.flat_map(|&c0| e.iter().map(move |&c1| Fq2::new(c0, c1)))
		.collect();
	map_differential::<g2::Config>(h::bls12_381_map_to_g2, &edges, 4);
}

/// Field elements that are not canonical, of the wrong length or with trailing bytes are
/// decode errors; a short output is an encode error.
#[test]
fn map_refuses_hostile_bytes() {
	let p = common::modulus_le::<Fq>(48);
	let mut g1_out = wire::buffer_for::<G1Affine>();
	let mut g2_out = wire::buffer_for::<G2Affine>();
	let one = wire::encode(Fq::one());
	let too_long = [one.clone(), vec![0]].concat();
	for bad in [p.clone(), one[..47].to_vec(), too_long, Vec::new()] {
		assert_eq!(
			h::bls12_381_map_to_g1(&bad, &mut g1_out),
			Err(Error::Decode)
		);
	}
	for bad in [
		[p.clone(), one.clone()].concat(),
		[one.clone(), p].concat(),
		one.clone(),
	] {
		assert_eq!(
			h::bls12_381_map_to_g2(&bad, &mut g2_out),
			Err(Error::Decode)
		);
	}
	assert_eq!(
		h::bls12_381_map_to_g1(&one, &mut g1_out[..95]),
		Err(Error::Encode)
	);
	let mut short = [0u8; 191];
	let u2 = wire::encode(Fq2::one());
	assert_eq!(h::bls12_381_map_to_g2(&u2, &mut short), Err(Error::Encode));
	assert_eq!(
		h::bls12_381_hash_to_g2(b"m", b"d", &mut short),
		Err(Error::Encode)
	);
}

/// The ZCash encoding of `points` as an aggregation input.
fn aggregation_input<T: SWCurveConfig>(points: &[Affine<T>], compressed: bool) -> Vec<u8> {
	use ark_serialize::CanonicalSerialize;
	let mut out = Vec::new();
	if compressed {
		points.to_vec().serialize_compressed(&mut out).unwrap();
	} else {
		points.to_vec().serialize_uncompressed(&mut out).unwrap();
	}
	out
}

type AggregateFn = fn(&[u8], bool, &mut [u8]) -> Result<(), CheckedDecodeError>;

/// Aggregation against the arkworks sum on valid batches, and against checked decoding's
/// error on batches with a point outside the subgroup (or the identity, which is valid).
fn aggregate_differential<T: kernels::Bls12_381Group>(f: AggregateFn, seed: u64) {
	let mut rng = rng(seed);
	for i in 0..200 {
		let n = [0, 1, 2, 17, 64][i % 5];
		let compressed = i % 2 == 0;
		let with_bad = i % 3 == 0 && n > 0;
		let mut points: Vec<Affine<T>> = (0..n)
			.map(|j| match kind_of(j) {
				PointKind::OnCurve => point(&mut rng, PointKind::Subgroup),
				kind => point(&mut rng, kind),
			})
			.collect();
		if with_bad {
			let at = rng.gen_range(0..n);
			points[at] = point(&mut rng, PointKind::OnCurve);
		}
		let input = aggregation_input(&points, compressed);
		let mut out = wire::buffer_for::<Affine<T>>();
		let got = f(&input, compressed, &mut out);
		let mut decoded = vec![0u8; 8 + n * wire::encoded_len::<Affine<T>>()];
		let checked = kernels::decode_checked::<Affine<T>>(&input, compressed, &mut decoded);
		match checked {
			Ok(()) => {
				assert_eq!(got, Ok(()), "case {i}");
				let sum: Projective<T> = points.iter().map(|p| Projective::from(*p)).sum();
				assert_eq!(out, wire::encode(sum.into_affine()), "case {i}");
			}
			Err(e) => {
				assert!(with_bad, "case {i}: {e:?}");
				assert_eq!(e.failure, DecodeFailure::NotInSubgroup, "case {i}");
				assert_eq!(got, Err(e), "case {i}");
			}
		}
	}
}

#[test]
fn aggregate_g1_matches_arkworks() {
	aggregate_differential::<g1::Config>(h::bls12_381_aggregate_g1, 5);
}

#[test]
fn aggregate_g2_matches_arkworks() {
	aggregate_differential::<g2::Config>(h::bls12_381_aggregate_g2, 6);
}

/// Malformed batches give checked decoding's errors; a short output is `OutputTooSmall`.
#[test]
fn aggregate_refuses_hostile_bytes() {
	let g = G1Affine::generator();
	let good = aggregation_input(&[g, g], true);
	let mut out = wire::buffer_for::<G1Affine>();
	let error = |failure, index| Err(CheckedDecodeError { failure, index });
	// A count of 3 over two points, then trailing bytes.
	let mut short = good.clone();
	short[0] = 3;
	assert_eq!(
		h::bls12_381_aggregate_g1(&short, true, &mut out),
		error(DecodeFailure::Length, 2)
	);
	let long = [good.clone(), vec![0]].concat();
	assert_eq!(
		h::bls12_381_aggregate_g1(&long, true, &mut out).map_err(|e| e.failure),
		Err(DecodeFailure::Length)
	);
	// The second point's x set to p: not a coordinate.
	let mut above_p = good.clone();
	above_p[8 + 48..].copy_from_slice(
		&common::modulus_le::<Fq>(48)
			.into_iter()
			.rev()
			.collect::<Vec<_>>(),
	);
	above_p[8 + 48] |= 0x80;
	assert_eq!(
		h::bls12_381_aggregate_g1(&above_p, true, &mut out),
		error(DecodeFailure::InvalidCoordinate, 1)
	);
	// Uncompressed bytes read as compressed: the flags do not match the length.
	let uncompressed = aggregation_input(&[g], false);
	assert!(h::bls12_381_aggregate_g1(&uncompressed, true, &mut out).is_err());
	assert_eq!(
		h::bls12_381_aggregate_g1(&good, true, &mut out[..95]),
		error(DecodeFailure::OutputTooSmall, 0)
	);
	// The sum of g and g is 2g.
	h::bls12_381_aggregate_g1(&good, true, &mut out).unwrap();
	assert_eq!(
		out,
		wire::encode((G1Affine::generator() + G1Affine::generator()).into_affine())
	);
}
