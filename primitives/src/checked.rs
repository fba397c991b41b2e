//! Checked decoding of user bytes into hostcurves' curve types, run on the host (in Wasm in
//! the portable build, feature `rfc163`: `crate::portable`).
//!
//! [`decode`] takes a batch of points in the curve's standard serialisation (arkworks
//! `CanonicalSerialize` of `Vec<Affine>`, compressed or not), has the host check every point
//! (canonical field elements, on the curve, in the prime-order subgroup, in that order) and
//! returns them, or the first failure with its index. In Wasm the same checks cost more than
//! most operations on the points (a square root per compressed point, a scalar
//! multiplication per subgroup check).
//!
//! ```
//! use ark_ec::PrimeGroup;
//! use ark_serialize::{CanonicalSerialize, Compress};
//! use hostcurves_primitives::{bls12_381::{G1Affine, G1Projective}, checked};
//!
//! let points: Vec<G1Affine> = vec![G1Projective::generator().into(); 2];
//! let mut bytes = Vec::new();
//! points.serialize_compressed(&mut bytes).unwrap(); // 8 + 2·48 bytes
//! assert_eq!(checked::decode::<G1Affine>(&bytes, Compress::Yes).unwrap(), points);
//!
//! bytes[8 + 48] ^= 1; // the second point's x changes: off the curve, or out of Fq
//! let err = checked::decode::<G1Affine>(&bytes, Compress::Yes).unwrap_err();
//! assert_eq!(err.index, 1);
//! ```

use alloc::{vec, vec::Vec};
use ark_ec::{
	short_weierstrass::{Affine as SWAffine, SWCurveConfig},
	twisted_edwards::{Affine as TEAffine, TECurveConfig},
};
use ark_serialize::{CanonicalDeserialize, Compress};
use hostcurves_host::checked::{batch_len, point_len, CheckedPoint};
pub use hostcurves_host::checked::{CheckedDecodeError, DecodeFailure};
#[cfg(not(feature = "rfc163"))]
use hostcurves_host::{hostcurves_checked::hostcurves_checked as host, wire};

/// An affine point type with a checked-decoding host function.
pub trait HostChecked: CheckedPoint + CanonicalDeserialize {
	/// The host function: checks `input` (`Vec<Self>`, compressed if `compressed`) and writes
	/// the points to `out` in the boundary format.
	fn host_decode(
		input: &[u8],
		compressed: bool,
		out: &mut [u8],
	) -> Result<(), CheckedDecodeError>;
}

/// Decodes and checks a batch of points on the host (module docs).
///
/// - `bytes`: u64 LE count n, then n points of the curve's standard serialisation.
/// - Allocates `8 + n·len` bytes for the host's answer, with n bounded by `bytes.len()`.
///
/// Errors: [`CheckedDecodeError`] naming the failed check ([`DecodeFailure`]) and the index
/// of the first point that failed it; [`DecodeFailure::Length`] is detected in Wasm, before
/// any host call.
pub fn decode<A: HostChecked>(
	bytes: &[u8],
	compress: Compress,
) -> Result<Vec<A>, CheckedDecodeError> {
	// The portable build checks in Wasm, and keeps the points it decoded.
	#[cfg(feature = "rfc163")]
	return hostcurves_host::checked::decode_points::<A>(bytes, compress);
	#[cfg(not(feature = "rfc163"))]
	{
		let out = decode_to_boundary::<A>(bytes, compress)?;
		// The host wrote exactly the points it checked, so this unchecked decode cannot
		// fail unless host and runtime disagree on the format.
		wire::decode::<Vec<A>>(&out).map_err(|_| CheckedDecodeError {
			failure: DecodeFailure::Unknown,
			index: 0,
		})
	}
}

/// The input of [`decode`] for points given one by one (each its own bytes): the u64 LE count,
/// then the points' bytes, concatenated.
pub fn frame(points: &[&[u8]]) -> Vec<u8> {
	let mut batch = Vec::with_capacity(8 + points.iter().map(|p| p.len()).sum::<usize>());
	batch.extend_from_slice(&(points.len() as u64).to_le_bytes());
	for p in points {
		batch.extend_from_slice(p);
	}
	batch
}

/// [`decode`] without its last step: the host's answer as it wrote it, `Vec<A>` in the
/// boundary format (u64 LE count n, then n points uncompressed, unchecked layout), for
/// callers that keep the bytes (a registry storing points) rather than the points.
///
/// Errors: as [`decode`].
pub fn decode_to_boundary<A: HostChecked>(
	bytes: &[u8],
	compress: Compress,
) -> Result<Vec<u8>, CheckedDecodeError> {
	let n = batch_len::<A>(bytes, compress)?;
	let mut out = vec![0u8; 8 + n * point_len::<A>(Compress::No)];
	A::host_decode(bytes, compress == Compress::Yes, &mut out)?;
	Ok(out)
}

/// A short-Weierstrass group configuration with a checked-decoding host function.
pub trait SWHostChecked: SWCurveConfig {
	/// The host function for `Vec<SWAffine<Self>>` ([`HostChecked::host_decode`]).
	fn host_decode(
		input: &[u8],
		compressed: bool,
		out: &mut [u8],
	) -> Result<(), CheckedDecodeError>;
}

/// A twisted-Edwards curve configuration with a checked-decoding host function.
pub trait TEHostChecked: TECurveConfig {
	/// The host function for `Vec<TEAffine<Self>>` ([`HostChecked::host_decode`]).
	fn host_decode(
		input: &[u8],
		compressed: bool,
		out: &mut [u8],
	) -> Result<(), CheckedDecodeError>;
}

impl<P: SWHostChecked> HostChecked for SWAffine<P> {
	fn host_decode(
		input: &[u8],
		compressed: bool,
		out: &mut [u8],
	) -> Result<(), CheckedDecodeError> {
		P::host_decode(input, compressed, out)
	}
}

impl<P: TEHostChecked> HostChecked for TEAffine<P> {
	fn host_decode(
		input: &[u8],
		compressed: bool,
		out: &mut [u8],
	) -> Result<(), CheckedDecodeError> {
		P::host_decode(input, compressed, out)
	}
}

// Implemented on the group configurations, which are distinct structs (the affine types are
// projections that the compiler cannot tell apart).
// In the portable build (feature `rfc163`) the host kernel's own code runs in Wasm instead
// (`hostcurves_host::checked::decode_into`).
macro_rules! host_checked {
	($tr:ident, $affine:ident: $($config:ty => $f:ident),* $(,)?) => {$(
		impl $tr for $config {
			fn host_decode(
				input: &[u8],
				compressed: bool,
				out: &mut [u8],
			) -> Result<(), CheckedDecodeError> {
				#[cfg(not(feature = "rfc163"))]
				return host::$f(input, compressed, out);
				#[cfg(feature = "rfc163")]
				return hostcurves_host::checked::decode_into::<$affine<Self>>(input, compressed, out);
			}
		}
	)*};
}

host_checked! { SWHostChecked, SWAffine:
	crate::bls12_381::G1Config => bls12_381_decode_g1,
	crate::bls12_381::G2Config => bls12_381_decode_g2,
	crate::bls12_377::G1Config => bls12_377_decode_g1,
	crate::bls12_377::G2Config => bls12_377_decode_g2,
	crate::bw6_761::G1Config => bw6_761_decode_g1,
	crate::bw6_761::G2Config => bw6_761_decode_g2,
	crate::bn254::G1Config => bn254_decode_g1,
	crate::bn254::G2Config => bn254_decode_g2,
	crate::ed_on_bls12_381_bandersnatch::SWConfig => ed_on_bls12_381_bandersnatch_decode_sw,
	crate::pallas::PallasConfig => pallas_decode,
	crate::vesta::VestaConfig => vesta_decode,
}

host_checked! { TEHostChecked, TEAffine:
	crate::ed_on_bls12_381_bandersnatch::EdwardsConfig => ed_on_bls12_381_bandersnatch_decode_te,
	crate::ed_on_bls12_377::EdwardsConfig => ed_on_bls12_377_decode,
}
