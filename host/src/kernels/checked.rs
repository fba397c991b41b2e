//! The checked-decoding kernel: [`crate::checked::decode_points`], re-encoded in the
//! boundary format.

use ark_serialize::{CanonicalSerialize, Compress};

use crate::{
	checked::{decode_points, CheckedDecodeError, CheckedPoint, DecodeFailure},
	wire,
};

/// Decodes a batch of points with every check (canonical, on-curve, subgroup; see
/// [`crate::checked`]) and writes them to `out` as `Vec<A>` in the boundary format
/// (uncompressed, `8 + n·len` bytes), ready for an unchecked decode on the other side.
///
/// - `input`: `Vec<A>` in the curve's standard serialisation, compressed if `compressed`.
/// - Errors: those of [`decode_points`], or [`DecodeFailure::OutputTooSmall`] (index 0).
pub fn decode_checked<A: CheckedPoint>(
	input: &[u8],
	compressed: bool,
	out: &mut [u8],
) -> Result<(), CheckedDecodeError> {
	let points = decode_points::<A>(input, compress(compressed))?;
	write_checked(points, out)
}

/// The arkworks flag for a `compressed` argument.
pub(crate) fn compress(compressed: bool) -> Compress {
	if compressed {
		Compress::Yes
	} else {
		Compress::No
	}
}

/// Writes a value (one point, or the `Vec` of a batch) to `out` in the boundary format, or
/// [`DecodeFailure::OutputTooSmall`] (index 0): the checked kernels' form of an output error.
pub(crate) fn write_checked<A: CanonicalSerialize>(
	point: A,
	out: &mut [u8],
) -> Result<(), CheckedDecodeError> {
	wire::encode_into(point, out).map_err(|_| CheckedDecodeError {
		failure: DecodeFailure::OutputTooSmall,
		index: 0,
	})
}
