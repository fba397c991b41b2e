//! BLS12-381 hash to curve (RFC 9380) and map to curve (EIP-2537's MAP operations): the
//! kernels behind [`crate::hostcurves_bls`], computed with blst when built with `std` and
//! with arkworks otherwise. arkworks defines the bytes: [`hash_to_curve_arkworks`] and
//! [`map_to_curve_arkworks`] ([`crate::hash_to_curve`]) are the reference the blst path is tested against
//! (`tests/blst_hash_to_curve.rs`), and are what the pure-Wasm baseline computes.

use ark_ec::hashing::curve_maps::wb::WBConfig;

pub use crate::hash_to_curve::{hash_to_curve_arkworks, map_to_curve_arkworks};
use crate::{wire, Error};

#[cfg(feature = "std")]
use super::blst_bls12_381::BlstHashGroup;

/// The BLS12-381 groups that can be hashed to: G1 and G2 (blst's functions natively).
#[cfg(feature = "std")]
pub trait Bls12_381HashGroup: WBConfig + BlstHashGroup {}
#[cfg(feature = "std")]
impl<T: WBConfig + BlstHashGroup> Bls12_381HashGroup for T {}

/// The BLS12-381 groups that can be hashed to: G1 and G2.
#[cfg(not(feature = "std"))]
pub trait Bls12_381HashGroup: WBConfig {}
#[cfg(not(feature = "std"))]
impl<T: WBConfig> Bls12_381HashGroup for T {}

/// Hashes `msg` with `dst` to G1 or G2 ([`hash_to_curve_arkworks`]; blst natively) and writes
/// the affine point to `out` in the boundary format (96 bytes for G1, 192 for G2).
///
/// Errors: [`Error::Encode`] if `out` is too short.
pub fn bls12_381_hash_to<T: Bls12_381HashGroup>(
	msg: &[u8],
	dst: &[u8],
	out: &mut [u8],
) -> Result<(), Error> {
	#[cfg(feature = "std")]
	let point = T::hash_to(msg, dst);
	#[cfg(not(feature = "std"))]
	let point = hash_to_curve_arkworks::<T>(msg, dst)?;
	wire::encode_into(point, out)
}

/// Maps one field element to G1 (`u`: an Fq, 48 bytes little-endian) or G2 (an Fq2, `c0 ‖
/// c1`, 96 bytes) ([`map_to_curve_arkworks`]; blst natively) and writes the affine point to
/// `out` in the boundary format (96 or 192 bytes).
///
/// Errors: [`Error::Decode`] if `u` is not exactly one canonical field element (each
/// coordinate below p); [`Error::Encode`] if `out` is too short.
pub fn bls12_381_map_to<T: Bls12_381HashGroup>(u: &[u8], out: &mut [u8]) -> Result<(), Error> {
	let u = wire::decode_exact::<T::BaseField>(u)?;
	#[cfg(feature = "std")]
	let point = T::map_to(&u);
	#[cfg(not(feature = "std"))]
	let point = map_to_curve_arkworks::<T>(u)?;
	wire::encode_into(point, out)
}
