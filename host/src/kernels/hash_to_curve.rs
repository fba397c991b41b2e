//! BLS12-381 hash to curve (RFC 9380) and map to curve (EIP-2537's MAP operations): the
//! kernels behind [`crate::hostcurves_bls`], computed with blst when built with `std` and
//! with arkworks otherwise. arkworks defines the bytes: [`hash_to_curve_arkworks`] and
//! [`map_to_curve_arkworks`] are the reference the blst path is tested against
//! (`tests/blst_hash_to_curve.rs`), and are what the pure-Wasm baseline computes.

use ark_ec::{
	hashing::{
		curve_maps::wb::{WBConfig, WBMap},
		map_to_curve_hasher::{MapToCurve, MapToCurveBasedHasher},
		HashToCurve,
	},
	short_weierstrass::{Affine, Projective},
	AffineRepr,
};
use ark_ff::field_hashers::DefaultFieldHasher;
use sha2::Sha256;

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

/// RFC 9380 `hash_to_curve` (random-oracle encoding) with `expand_message_xmd` over SHA-256,
/// k = 128 and the curve's simplified-SWU map through its isogeny: arkworks'
/// `MapToCurveBasedHasher<_, DefaultFieldHasher<Sha256, 128>, WBMap<_>>`. On BLS12-381 with
/// the DST of a suite this is `BLS12381G1_XMD:SHA-256_SSWU_RO_` or
/// `BLS12381G2_XMD:SHA-256_SSWU_RO_`. Any message and DST length (a DST over 255 bytes is
/// hashed first, RFC 9380 §5.3.3); the result is in the prime-order subgroup.
///
/// Errors: [`Error::Unknown`] if arkworks reports a hashing error (it has none for these
/// curves' parameters).
pub fn hash_to_curve_arkworks<T: WBConfig>(msg: &[u8], dst: &[u8]) -> Result<Affine<T>, Error> {
	type Hasher<T> =
		MapToCurveBasedHasher<Projective<T>, DefaultFieldHasher<Sha256, 128>, WBMap<T>>;
	let hasher = Hasher::<T>::new(dst).map_err(|_| Error::Unknown)?;
	hasher.hash(msg).map_err(|_| Error::Unknown)
}

/// `map_to_curve(u)` then `clear_cofactor` (RFC 9380 §6.6.3 and §7; EIP-2537's
/// MAP_FP_TO_G1 and MAP_FP2_TO_G2): arkworks' `WBMap` and the curve's `clear_cofactor`. A
/// `u` that the isogeny sends to the identity gives the identity (arkworks' zero
/// denominators leave (0, 0), BLS12-381's identity).
///
/// Errors: [`Error::Unknown`] if arkworks reports a mapping error (none for these curves).
pub fn map_to_curve_arkworks<T: WBConfig>(u: T::BaseField) -> Result<Affine<T>, Error> {
	let point = WBMap::<T>::map_to_curve(u).map_err(|_| Error::Unknown)?;
	Ok(point.clear_cofactor())
}

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
	let u = wire::decode::<T::BaseField>(u)?;
	#[cfg(feature = "std")]
	let point = T::map_to(&u);
	#[cfg(not(feature = "std"))]
	let point = map_to_curve_arkworks::<T>(u)?;
	wire::encode_into(point, out)
}
