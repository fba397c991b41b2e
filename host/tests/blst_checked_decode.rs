//! Differential tests: BLS12-381 checked decoding with blst's decompression and subgroup
//! check gives the same points and the same errors (check and index) as arkworks' checked
//! path (`kernels::decode_checked`), on 10 000 random points per group, compressed and not,
//! and on every value of the flag byte over valid, outside-the-subgroup, identity and
//! x ≥ p encodings.

use crate::common;

use common::random::{kind_of, point, rng, PointKind, CASES};

use ark_bls12_381::{g1, g2};
use ark_ec::short_weierstrass::{Affine, SWCurveConfig};
use ark_serialize::CanonicalSerialize;
use hostcurves_host::{
	checked::{CheckedDecodeError, DecodeFailure},
	kernels, wire,
};

/// A checked-decoding kernel: (input, compressed, output).
type DecodeKernel = fn(&[u8], bool, &mut [u8]) -> Result<(), CheckedDecodeError>;

/// Checked decoding with blst against the arkworks path (`kernels::decode_checked`), for one
/// encoded point: the same output bytes or the same error.
fn check_decode<T: SWCurveConfig>(
	kernel: DecodeKernel,
	chunk: &[u8],
	compressed: bool,
	what: &str,
) {
	let mut input = 1_u64.to_le_bytes().to_vec();
	input.extend_from_slice(chunk);
	let mut out = vec![0_u8; 8 + wire::encoded_len::<Affine<T>>()];
	let mut expected_out = out.clone();
	let got = kernel(&input, compressed, &mut out);
	let expected = kernels::decode_checked::<Affine<T>>(&input, compressed, &mut expected_out);
	assert_eq!(got, expected, "{what}: {chunk:02x?}");
	assert_eq!(out, expected_out, "{what}: {chunk:02x?}");
}

fn encoded<T: SWCurveConfig>(p: &Affine<T>, compressed: bool) -> Vec<u8> {
	let mut out = Vec::new();
	if compressed {
		p.serialize_compressed(&mut out).unwrap();
	} else {
		p.serialize_uncompressed(&mut out).unwrap();
	}
	out
}

fn check_decode_group<T: SWCurveConfig>(seed: u64, kernel: DecodeKernel) {
	let mut rng = rng(seed);
	for i in 0..CASES {
		let compressed = i % 2 == 0;
		// Subgroup points, points outside it (NotInSubgroup), the identity.
		let p = point::<T>(&mut rng, kind_of(i / 2));
		check_decode::<T>(kernel, &encoded(&p, compressed), compressed, "random point");
	}
	// Every value of the flag byte (which also holds x's top bits) over a few encodings:
	// a point of the subgroup, one outside it, the identity, and x = p − 1 (no such point,
	// or off the curve uncompressed).
	let mut bases = vec![];
	for kind in [PointKind::Subgroup, PointKind::OnCurve, PointKind::Identity] {
		let p = point::<T>(&mut rng, kind);
		bases.push((encoded(&p, true), true));
		bases.push((encoded(&p, false), false));
	}
	for (chunk, compressed) in &bases {
		for first in 0..=255_u8 {
			let mut chunk = chunk.clone();
			chunk[0] = first;
			check_decode::<T>(kernel, &chunk, *compressed, "flag byte");
			// Every later byte of the first coordinate (x for G1, x.c1 for G2) set too:
			// at or above p. And the same for the second coordinate (y, or x.c0), if any.
			let mut high = chunk.clone();
			high[1..48].fill(0xff);
			check_decode::<T>(kernel, &high, *compressed, "x ≥ p");
			if chunk.len() >= 96 {
				let mut high = chunk.clone();
				high[48..96].fill(0xff);
				check_decode::<T>(kernel, &high, *compressed, "second coordinate ≥ p");
			}
		}
	}
}

#[test]
fn g1_checked_decoding_matches_arkworks() {
	check_decode_group::<g1::Config>(8, kernels::bls12_381_decode_checked::<g1::Config>);
}

#[test]
fn g2_checked_decoding_matches_arkworks() {
	check_decode_group::<g2::Config>(9, kernels::bls12_381_decode_checked::<g2::Config>);
}

#[test]
fn checked_decoding_batches_report_the_first_failing_index() {
	let mut rng = rng(10);
	let good = point::<g1::Config>(&mut rng, PointKind::Subgroup);
	let outside = point::<g1::Config>(&mut rng, PointKind::OnCurve);
	let mut input = 3_u64.to_le_bytes().to_vec();
	for p in [good, good, outside] {
		input.extend_from_slice(&encoded(&p, true));
	}
	let mut out = vec![0_u8; 8 + 3 * 96];
	let err = kernels::bls12_381_decode_checked::<g1::Config>(&input, true, &mut out).unwrap_err();
	assert_eq!((err.failure, err.index), (DecodeFailure::NotInSubgroup, 2));
	// A short output buffer and a truncated batch.
	let mut short = vec![0_u8; 8 + 2 * 96];
	input.truncate(8 + 2 * 48);
	input[..8].copy_from_slice(&2_u64.to_le_bytes());
	let err = kernels::bls12_381_decode_checked::<g1::Config>(&input, true, &mut short[..100])
		.unwrap_err();
	assert_eq!(err.failure, DecodeFailure::OutputTooSmall);
	input.truncate(8 + 48 + 20);
	let err =
		kernels::bls12_381_decode_checked::<g1::Config>(&input, true, &mut short).unwrap_err();
	assert_eq!((err.failure, err.index), (DecodeFailure::Length, 1));
}
