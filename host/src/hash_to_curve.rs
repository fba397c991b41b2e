//! BLS12-381 hash to curve (RFC 9380) and map to curve (EIP-2537's MAP operations) with
//! arkworks, compiled on both sides: natively they are the reference the blst kernels are
//! tested against ([`crate::kernels`]), in Wasm what the pure-Wasm baseline and the portable
//! build (`hostcurves-primitives`' feature `rfc163`) compute.

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

use crate::Error;

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
