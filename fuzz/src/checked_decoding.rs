//! Target `checked_decoding`: every curve's checked-decoding host function against
//! arkworks' own deserializer and predicates: the same verdict, the same points on success,
//! and on failure the same index and the same check.
//!
//! The oracle reads the batch framing (a u64 count, then exactly that many points) and
//! deserializes each point with arkworks' `Validate::Yes`; the first point it refuses is
//! classified with arkworks alone: unchecked deserialization's error (flags, coordinate),
//! else bytes arkworks would not write for that point (an alias: `Flags`), else
//! `is_on_curve`, else the subgroup.

use arbitrary::{Result, Unstructured};
use ark_serialize::{
	CanonicalDeserialize, CanonicalSerialize, Compress, SerializationError, Validate,
};
use hostcurves_host::{
	checked::{point_len, CheckedDecodeError, CheckedPoint, DecodeFailure},
	hostcurves_checked::hostcurves_checked as c,
	wire,
};

use crate::{hostile, meter};

type HostFn = fn(&[u8], bool, &mut [u8]) -> core::result::Result<(), CheckedDecodeError>;
type Case = fn(&mut Unstructured, &'static str, HostFn) -> Result<()>;

/// Every checked-decoding host function with its arkworks point type.
pub const DECODERS: &[(&str, HostFn, Case)] = &[
	(
		"bls12_381_decode_g1",
		c::bls12_381_decode_g1,
		case::<ark_bls12_381::G1Affine>,
	),
	(
		"bls12_381_decode_g2",
		c::bls12_381_decode_g2,
		case::<ark_bls12_381::G2Affine>,
	),
	(
		"bls12_377_decode_g1",
		c::bls12_377_decode_g1,
		case::<ark_bls12_377::G1Affine>,
	),
	(
		"bls12_377_decode_g2",
		c::bls12_377_decode_g2,
		case::<ark_bls12_377::G2Affine>,
	),
	(
		"bw6_761_decode_g1",
		c::bw6_761_decode_g1,
		case::<ark_bw6_761::G1Affine>,
	),
	(
		"bw6_761_decode_g2",
		c::bw6_761_decode_g2,
		case::<ark_bw6_761::G2Affine>,
	),
	(
		"bn254_decode_g1",
		c::bn254_decode_g1,
		case::<ark_bn254::G1Affine>,
	),
	(
		"bn254_decode_g2",
		c::bn254_decode_g2,
		case::<ark_bn254::G2Affine>,
	),
	(
		"ed_on_bls12_381_bandersnatch_decode_te",
		c::ed_on_bls12_381_bandersnatch_decode_te,
		case::<ark_ed_on_bls12_381_bandersnatch::EdwardsAffine>,
	),
	(
		"ed_on_bls12_381_bandersnatch_decode_sw",
		c::ed_on_bls12_381_bandersnatch_decode_sw,
		case::<ark_ed_on_bls12_381_bandersnatch::SWAffine>,
	),
	(
		"ed_on_bls12_377_decode",
		c::ed_on_bls12_377_decode,
		case::<ark_ed_on_bls12_377::EdwardsAffine>,
	),
	(
		"pallas_decode",
		c::pallas_decode,
		case::<ark_pallas::Affine>,
	),
	("vesta_decode", c::vesta_decode, case::<ark_vesta::Affine>),
];

/// The fuzz target (module docs).
pub fn run(data: &[u8]) {
	let u = &mut Unstructured::new(data);
	if let Ok(index) = u.choose_index(DECODERS.len()) {
		let (name, host, case) = DECODERS[index];
		let _ = case(u, name, host);
	}
}

/// A batch of hostile points (or the fuzzer's raw bytes), mutated, through the host function
/// and the oracle.
fn case<A: CheckedPoint + hostile::HostilePoint>(
	u: &mut Unstructured,
	name: &'static str,
	host: HostFn,
) -> Result<()> {
	let compressed = u.arbitrary::<bool>()?;
	let compress = hostcurves_host::checked::compress_flag(compressed);
	let mut input = if u.ratio(1, 8)? {
		u.bytes(u.len())?.to_vec()
	} else {
		let mut bytes = Vec::new();
		hostile::points::<A>(u, 6)?
			.serialize_with_mode(&mut bytes, compress)
			.expect("a Vec serialises");
		bytes
	};
	hostile::mutate(u, &mut input)?;

	let mut out = vec![0; 8 + 2 * input.len()];
	let got = meter::bounded(name, input.len(), || host(&input, compressed, &mut out));
	match oracle::<A>(&input, compress) {
		Ok(points) => {
			assert_eq!(got, Ok(()), "{name}: arkworks accepts, the host refuses");
			let want = wire::encode(points);
			assert_eq!(&out[..want.len()], &want[..], "{name}: other points");
		}
		Err(want) => assert_eq!(got, Err(want), "{name}: another verdict than arkworks'"),
	}
	Ok(())
}

/// The bytes arkworks writes for `point`.
fn written<A: CheckedPoint>(point: &A, compress: Compress) -> Vec<u8> {
	let mut bytes = Vec::new();
	point
		.serialize_with_mode(&mut bytes, compress)
		.expect("a point serialises");
	bytes
}

/// What arkworks says of `input` in the checked format (module docs).
fn oracle<A: CheckedPoint>(
	input: &[u8],
	compress: Compress,
) -> core::result::Result<Vec<A>, CheckedDecodeError> {
	let fail = |failure, index: usize| CheckedDecodeError {
		failure,
		index: index as u32,
	};
	let len = point_len::<A>(compress);
	let Some((count, body)) = input.split_first_chunk::<8>() else {
		return Err(fail(DecodeFailure::Length, 0));
	};
	let count = u64::from_le_bytes(*count);
	let whole = body.len() / len;
	if count != whole as u64 || body.len() % len != 0 {
		return Err(fail(
			DecodeFailure::Length,
			count.min(whole as u64) as usize,
		));
	}
	let mut points = Vec::with_capacity(whole);
	for (index, chunk) in body.chunks_exact(len).enumerate() {
		match A::deserialize_with_mode(chunk, compress, Validate::Yes) {
			Ok(point) if written(&point, compress) == chunk => points.push(point),
			Ok(_) => return Err(fail(DecodeFailure::Flags, index)),
			Err(_) => {
				let failure = match A::deserialize_with_mode(chunk, compress, Validate::No) {
					Err(SerializationError::UnexpectedFlags) => DecodeFailure::Flags,
					Err(SerializationError::InvalidData) => DecodeFailure::InvalidCoordinate,
					Err(_) => DecodeFailure::Length,
					// Bytes arkworks decodes but would not write: an alias of the point.
					Ok(point) if written(&point, compress) != chunk => DecodeFailure::Flags,
					Ok(point) if !point.on_curve() => DecodeFailure::NotOnCurve,
					Ok(point) => {
						assert!(
							!point.in_subgroup(),
							"arkworks refuses a point it finds valid"
						);
						DecodeFailure::NotInSubgroup
					}
				};
				return Err(fail(failure, index));
			}
		}
	}
	// The whole batch through arkworks' `Vec` deserializer agrees.
	let batch = Vec::<A>::deserialize_with_mode(input, compress, Validate::Yes)
		.expect("arkworks accepts the batch whose points it accepts");
	assert!(batch == points);
	Ok(points)
}
