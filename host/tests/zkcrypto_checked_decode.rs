//! Checked decoding host functions (`hostcurves_checked`).
//!
//! 1. zkcrypto/bls12_381's test vectors (i·G for i = 0..999, ZCash format, compressed and
//!    uncompressed, G1 and G2), read in place: every decoded point equals i·G computed with
//!    plain ark-bls12-381, and both files of a group decode to the same bytes.
//! 2. For each of the 11 decode functions, the failure classes with the index of the point
//!    that fails: off-curve → NotOnCurve, outside the subgroup → NotInSubgroup, a coordinate
//!    equal to p → InvalidCoordinate, a count that does not match → Length, bad flags →
//!    Flags, a short output buffer → OutputTooSmall. Points are built with plain arkworks.

use crate::common;

use ark_ec::{AffineRepr, CurveGroup};
use ark_serialize::{CanonicalSerialize, Compress};
use common::{
	batch, eip::DecodeFn, modulus_le, set_first_coordinate, width, BaseFq, Format, Oracle,
};
use hostcurves_host::{
	checked::{CheckedDecodeError, DecodeFailure},
	hostcurves_checked::hostcurves_checked as c,
	wire,
};

/// Decodes one zkcrypto file (1000 concatenated points, a u64 LE count prepended) and
/// checks the points against i·G. Returns the output bytes.
fn zkcrypto_file<A: AffineRepr>(file: &str, compressed: bool, f: DecodeFn) -> Vec<u8> {
	let body = common::bytes(&format!("zkcrypto-bls12-381/{file}"));
	let len = A::generator().serialized_size(if compressed {
		Compress::Yes
	} else {
		Compress::No
	});
	assert_eq!(body.len(), 1000 * len, "{file}");
	let input = [&1000u64.to_le_bytes()[..], &body].concat();
	let mut out = vec![0u8; 8 + 1000 * A::generator().uncompressed_size()];
	f(&input, compressed, &mut out).unwrap_or_else(|e| panic!("{file}: {e:?}"));
	let points = wire::decode::<Vec<A>>(&out).unwrap();
	let mut acc = A::zero().into_group();
	for (i, p) in points.iter().enumerate() {
		assert_eq!(*p, acc.into_affine(), "{file}: point {i}");
		acc += A::generator();
	}
	out
}

#[test]
fn zkcrypto_g1_vectors() {
	let f = c::bls12_381_decode_g1;
	let compressed =
		zkcrypto_file::<ark_bls12_381::G1Affine>("g1_compressed_valid_test_vectors.dat", true, f);
	let uncompressed = zkcrypto_file::<ark_bls12_381::G1Affine>(
		"g1_uncompressed_valid_test_vectors.dat",
		false,
		f,
	);
	assert_eq!(compressed, uncompressed);
}

#[test]
fn zkcrypto_g2_vectors() {
	let f = c::bls12_381_decode_g2;
	let compressed =
		zkcrypto_file::<ark_bls12_381::G2Affine>("g2_compressed_valid_test_vectors.dat", true, f);
	let uncompressed = zkcrypto_file::<ark_bls12_381::G2Affine>(
		"g2_uncompressed_valid_test_vectors.dat",
		false,
		f,
	);
	assert_eq!(compressed, uncompressed);
}

fn ser<A: CanonicalSerialize>(p: &A, compress: Compress) -> Vec<u8> {
	let mut v = Vec::new();
	p.serialize_with_mode(&mut v, compress).unwrap();
	v
}

fn err(failure: DecodeFailure, index: u32) -> Result<(), CheckedDecodeError> {
	Err(CheckedDecodeError { failure, index })
}

/// Runs `f` on a batch of `n` points with an output buffer of the right size.
fn run<A: AffineRepr>(
	f: DecodeFn,
	compress: Compress,
	input: &[u8],
	n: usize,
) -> Result<(), CheckedDecodeError> {
	let mut out = vec![0u8; 8 + n * A::generator().uncompressed_size()];
	f(input, compress == Compress::Yes, &mut out)
}

/// Every failure class of one checked-decoding function, in both modes where it exists.
fn failure_classes<A: Oracle>(f: DecodeFn, format: Format) {
	let g = A::generator();
	let two = (g + g).into_affine();
	for compress in [Compress::No, Compress::Yes] {
		let enc = |p: &A| ser(p, compress);
		let len = enc(&g).len();
		let mode = if compress == Compress::Yes {
			"compressed"
		} else {
			"uncompressed"
		};

		// Three valid points decode to their boundary encoding.
		let input = batch(&[enc(&g), enc(&two), enc(&A::zero())]);
		let mut out = vec![0u8; 8 + 3 * g.uncompressed_size()];
		assert_eq!(
			f(&input, compress == Compress::Yes, &mut out),
			Ok(()),
			"{mode}"
		);
		assert_eq!(out, wire::encode(vec![g, two, A::zero()]), "{mode}");

		// Off the curve: only an uncompressed encoding can carry a point off the curve. A
		// compressed x with no curve point is InvalidCoordinate (arkworks reports it as
		// invalid data, as it does a coordinate ≥ p).
		if compress == Compress::No {
			let input = batch(&[enc(&g), enc(&A::off_curve()), enc(&g)]);
			assert_eq!(
				run::<A>(f, compress, &input, 3),
				err(DecodeFailure::NotOnCurve, 1)
			);
		} else {
			let mut bad = enc(&g);
			let low = if format == Format::ZCash {
				width::<BaseFq<A>>() - 1
			} else {
				0
			};
			while A::deserialize_compressed_unchecked(&bad[..]).is_ok() {
				bad[low] = bad[low].wrapping_add(1);
			}
			let input = batch(&[enc(&g), bad]);
			assert_eq!(
				run::<A>(f, compress, &input, 2),
				err(DecodeFailure::InvalidCoordinate, 1)
			);
		}

		// Outside the prime-order subgroup (BN254 G1 has cofactor one: no such point).
		if let Some(q) = A::non_subgroup() {
			assert!(q.on_curve() && !q.in_subgroup());
			let input = batch(&[enc(&g), enc(&two), enc(&q)]);
			assert_eq!(
				run::<A>(f, compress, &input, 3),
				err(DecodeFailure::NotInSubgroup, 2),
				"{mode}"
			);
		}

		// A coordinate equal to p.
		let mut bad = enc(&g);
		set_first_coordinate::<A>(
			&mut bad,
			&modulus_le::<BaseFq<A>>(width::<BaseFq<A>>()),
			format,
		);
		let input = batch(&[bad, enc(&g)]);
		assert_eq!(
			run::<A>(f, compress, &input, 2),
			err(DecodeFailure::InvalidCoordinate, 0),
			"{mode}"
		);

		// Counts that do not match the points: the index is the first point past the whole
		// points the count and the body agree on.
		let body = [enc(&g), enc(&two)].concat();
		let with_count = |n: u64, body: &[u8]| [&n.to_le_bytes()[..], body].concat();
		assert_eq!(
			run::<A>(f, compress, &with_count(3, &body), 3),
			err(DecodeFailure::Length, 2)
		);
		assert_eq!(
			run::<A>(f, compress, &with_count(1, &body), 3),
			err(DecodeFailure::Length, 1)
		);
		let extra = [&body[..], &[0]].concat();
		assert_eq!(
			run::<A>(f, compress, &with_count(2, &extra), 3),
			err(DecodeFailure::Length, 2)
		);
		let short = &body[..2 * len - 1];
		assert_eq!(
			run::<A>(f, compress, &with_count(2, short), 3),
			err(DecodeFailure::Length, 1)
		);

		// Flags the format does not allow: ZCash's compression flag on an uncompressed
		// point (and its absence on a compressed one); arkworks' SW flags "infinity" and
		// "negative" together. arkworks' TE encoding has no flag pair that is invalid.
		let mut bad = enc(&g);
		match format {
			Format::ZCash => bad[0] ^= 0x80, // the compression flag, toggled
			Format::Sw => bad[len - 1] |= 0xc0,
			Format::Te => {}
		}
		if format != Format::Te {
			let input = batch(&[enc(&g), bad]);
			assert_eq!(
				run::<A>(f, compress, &input, 2),
				err(DecodeFailure::Flags, 1),
				"{mode}"
			);
		}

		// An output buffer one byte short.
		let input = batch(&[enc(&g), enc(&two)]);
		let mut out = vec![0u8; 8 + 2 * g.uncompressed_size() - 1];
		let got = f(&input, compress == Compress::Yes, &mut out);
		assert_eq!(got, err(DecodeFailure::OutputTooSmall, 0), "{mode}");
	}
}

#[test]
fn bls12_381_failures() {
	failure_classes::<ark_bls12_381::G1Affine>(c::bls12_381_decode_g1, Format::ZCash);
	failure_classes::<ark_bls12_381::G2Affine>(c::bls12_381_decode_g2, Format::ZCash);
}

#[test]
fn bls12_377_failures() {
	failure_classes::<ark_bls12_377::G1Affine>(c::bls12_377_decode_g1, Format::Sw);
	failure_classes::<ark_bls12_377::G2Affine>(c::bls12_377_decode_g2, Format::Sw);
}

#[test]
fn bw6_761_failures() {
	failure_classes::<ark_bw6_761::G1Affine>(c::bw6_761_decode_g1, Format::Sw);
	failure_classes::<ark_bw6_761::G2Affine>(c::bw6_761_decode_g2, Format::Sw);
}

/// BN254 G1 has cofactor one: every curve point is in the subgroup, so its NotInSubgroup
/// case is skipped (`Oracle::non_subgroup` is `None`); G2 has a large cofactor.
#[test]
fn bn254_failures() {
	assert!(<ark_bn254::G1Affine as Oracle>::non_subgroup().is_none());
	failure_classes::<ark_bn254::G1Affine>(c::bn254_decode_g1, Format::Sw);
	failure_classes::<ark_bn254::G2Affine>(c::bn254_decode_g2, Format::Sw);
}

#[test]
fn bandersnatch_failures() {
	use ark_ed_on_bls12_381_bandersnatch::{EdwardsAffine, SWAffine};
	failure_classes::<EdwardsAffine>(c::ed_on_bls12_381_bandersnatch_decode_te, Format::Te);
	failure_classes::<SWAffine>(c::ed_on_bls12_381_bandersnatch_decode_sw, Format::Sw);
}

#[test]
fn ed_on_bls12_377_failures() {
	failure_classes::<ark_ed_on_bls12_377::EdwardsAffine>(c::ed_on_bls12_377_decode, Format::Te);
}
