//! Checked decoding of points from user bytes: canonical field elements, on the curve, in
//! the prime-order subgroup, checked in that order (as the Ethereum precompiles do, EIP-2537
//! "Fine points"), with an error that names the failed check and the point's index.
//!
//! The algorithm here is compiled on both sides of the boundary: natively it backs the
//! `hostcurves_checked` host functions ([`crate::hostcurves_checked`]); in Wasm, over plain
//! arkworks types, it is the pure-Wasm baseline the pallet measures them against.
//!
//! Input layout: arkworks `CanonicalSerialize` of `Vec<A>` in the curve's standard
//! serialisation (ZCash layout for BLS12-381, arkworks' little-endian layout with flags in
//! the last byte for the other curves), compressed or not: a u64 little-endian count `n`,
//! then exactly `n` points of the same length.

use alloc::vec::Vec;
use ark_ec::{
	short_weierstrass::{Affine as SWAffine, Projective as SWProjective, SWCurveConfig},
	twisted_edwards::{Affine as TEAffine, TECurveConfig},
	AffineRepr, CurveGroup,
};
use ark_serialize::{CanonicalSerialize, Compress, SerializationError, Validate};

use crate::wire;

/// Which check a point failed. The discriminants are the low byte of the `u64` that the
/// checked-decoding host functions return (see [`CheckedDecodeError::to_code`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DecodeFailure {
	/// Code 1: the caller's output buffer is shorter than `8 + n·len` (uncompressed) bytes.
	OutputTooSmall = 1,
	/// Code 2: the input is not a u64 count `n` followed by exactly `n` encoded points.
	Length = 2,
	/// Code 5: flag bits the format does not allow (e.g. the ZCash compression flag on an
	/// uncompressed input), or an encoding that is not the point's only one: arkworks decodes
	/// some bytes that it never writes (the wrong y-sign flag on an uncompressed
	/// short-Weierstrass point, where arkworks writes the sign of y; non-zero coordinates
	/// under the infinity flag; a sign flag on a twisted-Edwards point with x = 0), and
	/// checked decoding refuses them ([`is_canonical_encoding`]).
	Flags = 5,
	/// Code 6: a coordinate is not below the field modulus or, for a compressed point, no
	/// curve point has that x (arkworks reports both as `InvalidData`).
	InvalidCoordinate = 6,
	/// Code 7: the coordinates do not satisfy the curve equation.
	NotOnCurve = 7,
	/// Code 8: the point is on the curve but not in the prime-order subgroup.
	NotInSubgroup = 8,
	/// Code 255: a code this version does not know.
	Unknown = 255,
}

/// A checked decoding failed: which check, and at which point (0-based index in the batch;
/// for [`DecodeFailure::Length`] the first point that is incomplete, for
/// [`DecodeFailure::OutputTooSmall`] zero).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckedDecodeError {
	/// The check that failed.
	pub failure: DecodeFailure,
	/// The index of the point that failed it.
	pub index: u32,
}

impl CheckedDecodeError {
	/// The `u64` that crosses the boundary: `index << 8 | failure` (never zero).
	pub fn to_code(self) -> u64 {
		(u64::from(self.index) << 8) | self.failure as u64
	}

	/// The error for a non-zero code received from the host (unknown failure bytes map to
	/// [`DecodeFailure::Unknown`]).
	pub fn from_code(code: u64) -> Self {
		let failure = match code & 0xff {
			1 => DecodeFailure::OutputTooSmall,
			2 => DecodeFailure::Length,
			5 => DecodeFailure::Flags,
			6 => DecodeFailure::InvalidCoordinate,
			7 => DecodeFailure::NotOnCurve,
			8 => DecodeFailure::NotInSubgroup,
			_ => DecodeFailure::Unknown,
		};
		let index = u32::try_from(code >> 8).unwrap_or(u32::MAX);
		CheckedDecodeError { failure, index }
	}
}

/// The curve and subgroup predicates of an affine point, for short-Weierstrass and
/// twisted-Edwards models alike (arkworks has them as inherent methods of each model).
pub trait CheckedPoint: AffineRepr {
	/// Whether the coordinates satisfy the curve equation (the identity does).
	fn on_curve(&self) -> bool;
	/// Whether a point on the curve is in the prime-order subgroup (arkworks
	/// `is_in_correct_subgroup_assuming_on_curve`: endomorphism-based where the curve
	/// provides it, never "multiply by r" through a hook that could reduce r to zero).
	fn in_subgroup(&self) -> bool;
}

impl<P: SWCurveConfig> CheckedPoint for SWAffine<P> {
	fn on_curve(&self) -> bool {
		self.is_on_curve()
	}
	fn in_subgroup(&self) -> bool {
		self.is_in_correct_subgroup_assuming_on_curve()
	}
}

impl<P: TECurveConfig> CheckedPoint for TEAffine<P> {
	fn on_curve(&self) -> bool {
		self.is_on_curve()
	}
	fn in_subgroup(&self) -> bool {
		self.is_in_correct_subgroup_assuming_on_curve()
	}
}

/// Length of one encoded point of type `A`, in bytes (e.g. BLS12-381 G1: 48 compressed,
/// 96 uncompressed).
pub fn point_len<A: AffineRepr>(compress: Compress) -> usize {
	A::generator().serialized_size(compress)
}

/// The number of points a batch announces, if `bytes` holds exactly that many (else the
/// [`DecodeFailure::Length`] error naming the first incomplete point). Never allocates.
pub fn batch_len<A: AffineRepr>(
	bytes: &[u8],
	compress: Compress,
) -> Result<usize, CheckedDecodeError> {
	let len = point_len::<A>(compress);
	let length_error = |index: usize| CheckedDecodeError {
		failure: DecodeFailure::Length,
		index: u32::try_from(index).unwrap_or(u32::MAX),
	};
	let (count, body) = bytes.split_first_chunk::<8>().ok_or(length_error(0))?;
	let whole = body.len() / len;
	match usize::try_from(u64::from_le_bytes(*count)) {
		Ok(n) if n == whole && body.len() % len == 0 => Ok(n),
		Ok(n) => Err(length_error(n.min(whole))),
		Err(_) => Err(length_error(whole)),
	}
}

/// Decodes a batch of points with every check (module docs for the layout and the order).
/// Allocates at most one `A` per whole point in `bytes`.
///
/// Errors: [`DecodeFailure::Length`], [`DecodeFailure::Flags`],
/// [`DecodeFailure::InvalidCoordinate`], [`DecodeFailure::NotOnCurve`],
/// [`DecodeFailure::NotInSubgroup`], with the index of the first point that fails.
pub fn decode_points<A: CheckedPoint>(
	bytes: &[u8],
	compress: Compress,
) -> Result<Vec<A>, CheckedDecodeError> {
	decode_points_with(bytes, compress, A::in_subgroup)
}

/// [`decode_points`] with `in_subgroup` as the subgroup check, for a kernel with a faster
/// test than arkworks' (it must accept exactly the points on the curve that
/// [`CheckedPoint::in_subgroup`] accepts: e.g. `kernels::bn254_g2_in_subgroup`).
///
/// Errors: those of [`decode_points`].
pub fn decode_points_with<A: CheckedPoint>(
	bytes: &[u8],
	compress: Compress,
	in_subgroup: fn(&A) -> bool,
) -> Result<Vec<A>, CheckedDecodeError> {
	let n = batch_len::<A>(bytes, compress)?;
	let len = point_len::<A>(compress);
	let mut points = Vec::with_capacity(n);
	for (index, chunk) in bytes[8..].chunks_exact(len).enumerate() {
		points.push(decode_point_with(chunk, compress, index, in_subgroup)?);
	}
	Ok(points)
}

/// Decodes one point (`chunk` is exactly one encoded point) with every check, in the order
/// of the module docs; `index` is the point's index in its batch, for the error.
///
/// Errors: as [`decode_points`], except [`DecodeFailure::Length`] only if `chunk` has the
/// wrong length.
pub fn decode_point<A: CheckedPoint>(
	chunk: &[u8],
	compress: Compress,
	index: usize,
) -> Result<A, CheckedDecodeError> {
	decode_point_with(chunk, compress, index, A::in_subgroup)
}

/// [`decode_point`] with `in_subgroup` as the subgroup check (see [`decode_points_with`]).
fn decode_point_with<A: CheckedPoint>(
	chunk: &[u8],
	compress: Compress,
	index: usize,
	in_subgroup: fn(&A) -> bool,
) -> Result<A, CheckedDecodeError> {
	let fail = |failure| CheckedDecodeError {
		failure,
		index: u32::try_from(index).unwrap_or(u32::MAX),
	};
	let point = A::deserialize_with_mode(chunk, compress, Validate::No).map_err(|e| {
		fail(match e {
			SerializationError::UnexpectedFlags => DecodeFailure::Flags,
			SerializationError::InvalidData => DecodeFailure::InvalidCoordinate,
			_ => DecodeFailure::Length,
		})
	})?;
	if !is_canonical_encoding(&point, chunk, compress) {
		return Err(fail(DecodeFailure::Flags));
	}
	if !point.on_curve() {
		return Err(fail(DecodeFailure::NotOnCurve));
	}
	if !in_subgroup(&point) {
		return Err(fail(DecodeFailure::NotInSubgroup));
	}
	Ok(point)
}

/// Whether arkworks writes `value` as exactly `encoded` (`compress` as given): true for
/// every encoding arkworks produces, false for the other bytes its decoder maps to the same
/// value (flag bits it ignores, coordinates under the infinity flag). Field elements ≥ p are
/// refused earlier, by the decoder. Compares as it serialises, without allocating.
pub fn is_canonical_encoding<T: CanonicalSerialize>(
	value: &T,
	encoded: &[u8],
	compress: Compress,
) -> bool {
	let mut rest = encoded;
	let mut equal = Equal { rest: &mut rest };
	value.serialize_with_mode(&mut equal, compress).is_ok() && rest.is_empty()
}

/// A writer that accepts exactly the bytes of `rest`, in order, consuming them.
struct Equal<'a, 'b> {
	rest: &'a mut &'b [u8],
}

impl ark_std::io::Write for Equal<'_, '_> {
	fn write(&mut self, buf: &[u8]) -> ark_std::io::Result<usize> {
		match self.rest.strip_prefix(buf) {
			Some(rest) => {
				*self.rest = rest;
				Ok(buf.len())
			}
			None => Err(ark_std::io::ErrorKind::InvalidData.into()),
		}
	}

	fn flush(&mut self) -> ark_std::io::Result<()> {
		Ok(())
	}
}

/// The arkworks flag for the `compressed` argument of the checked-decoding functions.
pub fn compress_flag(compressed: bool) -> Compress {
	if compressed {
		Compress::Yes
	} else {
		Compress::No
	}
}

/// Writes `value` (one point, or the `Vec` of a batch) to `out` in the boundary format, or
/// [`DecodeFailure::OutputTooSmall`] at index 0: how the checked functions report a short
/// output buffer.
pub fn write_checked<T: CanonicalSerialize>(
	value: T,
	out: &mut [u8],
) -> Result<(), CheckedDecodeError> {
	wire::encode_into(value, out).map_err(|_| CheckedDecodeError {
		failure: DecodeFailure::OutputTooSmall,
		index: 0,
	})
}

/// What a `hostcurves_checked` host function computes: [`decode_points`] on `input`
/// (`Vec<A>` in the curve's standard serialisation, compressed if `compressed`), written to
/// `out` as `Vec<A>` in the boundary format (uncompressed, `8 + n·len` bytes), ready for an
/// unchecked decode on the other side. The host kernels run it natively, the portable build
/// (`hostcurves-primitives`' feature `rfc163`) in Wasm.
///
/// `out` is zeroed first, so that the bytes it does not receive (all of them on an error)
/// are what a host call returns: the boundary copies a zeroed buffer back whole.
///
/// Errors: those of [`decode_points`], or [`DecodeFailure::OutputTooSmall`] (index 0).
pub fn decode_into<A: CheckedPoint>(
	input: &[u8],
	compressed: bool,
	out: &mut [u8],
) -> Result<(), CheckedDecodeError> {
	decode_into_with(input, compressed, out, A::in_subgroup)
}

/// [`decode_into`] with `in_subgroup` as the subgroup check (see [`decode_points_with`]):
/// what `bn254_decode_g2` runs with `kernels::bn254_g2_in_subgroup`.
///
/// Errors: those of [`decode_into`].
pub fn decode_into_with<A: CheckedPoint>(
	input: &[u8],
	compressed: bool,
	out: &mut [u8],
	in_subgroup: fn(&A) -> bool,
) -> Result<(), CheckedDecodeError> {
	out.fill(0);
	write_checked(
		decode_points_with(input, compress_flag(compressed), in_subgroup)?,
		out,
	)
}

/// Writes the sum of `points` to `out` (zeroed first, as in [`decode_into`]) in the boundary
/// format: the identity for none; [`DecodeFailure::OutputTooSmall`] (index 0) if `out` is
/// short. The last step of BLS aggregation, after checked decoding. Summing in projective
/// form and normalising once gives the unique affine sum, so the bytes depend neither on the
/// order nor on the formulas.
pub fn write_sum<P: SWCurveConfig>(
	points: &[SWAffine<P>],
	out: &mut [u8],
) -> Result<(), CheckedDecodeError> {
	out.fill(0);
	let sum = points
		.iter()
		.fold(SWProjective::<P>::default(), |acc, p| acc + p);
	write_checked(sum.into_affine(), out)
}
