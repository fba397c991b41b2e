//! BLS12-381 checked decoding with blst's decompression and subgroup check.

use alloc::vec::Vec;
use ark_ec::short_weierstrass::Affine;

use super::convert::BlstGroup;
use crate::checked::{
	batch_len, decode_point, is_canonical_encoding, point_len, CheckedDecodeError,
};

/// The points of [`decode_checked`](crate::kernels::decode_checked) for BLS12-381 G1 or G2,
/// as arkworks values: the same points and the same errors, faster.
///
/// Each point is decoded by blst (`blst_pN_uncompress` / `blst_pN_deserialize`: flags, x and
/// y below p, on the curve, y from x by blst's square root) and kept if blst's subgroup check
/// (`blst_pN_affine_in_gN`) passes. The point is unique, so it is the one arkworks decodes.
/// Any point blst refuses is decoded again by arkworks' checked path
/// ([`decode_point`]), so every error (which check, which index) is exactly arkworks', and
/// blst refusing what arkworks accepts could only cost time. That blst accepts nothing
/// arkworks refuses is tested over every value of the flag byte
/// (`tests/blst_checked_decode.rs`).
///
/// - `input`: `Vec<A>` in the ZCash format (compressed if `compressed`).
/// - Errors: those of [`decode_point`] and [`batch_len`].
pub fn decode_checked_points<T: BlstGroup>(
	input: &[u8],
	compressed: bool,
) -> Result<Vec<Affine<T>>, CheckedDecodeError> {
	let compress = crate::checked::compress_flag(compressed);
	let n = batch_len::<Affine<T>>(input, compress)?;
	let len = point_len::<Affine<T>>(compress);
	let mut points = Vec::with_capacity(n);
	for (index, chunk) in input[8..].chunks_exact(len).enumerate() {
		let point = match T::deserialize(chunk, compressed) {
			Some(p) if T::in_subgroup(&p) => {
				let point = T::from_blst_affine(&p);
				// arkworks' checked path refuses encodings it would not write; blst's
				// decoder is not relied on to be as strict.
				if is_canonical_encoding(&point, chunk, compress) {
					point
				} else {
					decode_point::<Affine<T>>(chunk, compress, index)?
				}
			}
			_ => decode_point::<Affine<T>>(chunk, compress, index)?,
		};
		points.push(point);
	}
	Ok(points)
}
