//! BLS-signature host functions on BLS12-381, under hostcurves' own trait name
//! `HostcurvesBls` (exported as `ext_hostcurves_bls_<fn>_version_1`): **outside RFC-0163**,
//! so a runtime that imports them needs a node that registers [`crate::HostFunctions`].
//!
//! RFC-0163 has the pairing but neither hashing to the curve nor aggregation, which are most
//! of the Wasm time of a BLS signature check (Snowbridge's sync-committee update spends about
//! 90 of 121 ms decompressing and aggregating 512 public keys). These follow RFC-0163's
//! conventions: caller-allocated output in the boundary format ([`crate::wire`]), a result
//! code, never a panic.
//!
//! - `hash_to_g1` / `hash_to_g2`: RFC 9380 `hash_to_curve` with `expand_message_xmd` over
//!   SHA-256 and the SSWU map, for any message and DST (the suites
//!   `BLS12381G1_XMD:SHA-256_SSWU_RO_` / `BLS12381G2_XMD:SHA-256_SSWU_RO_`).
//! - `map_to_g1` / `map_to_g2`: one field element mapped and the cofactor cleared (EIP-2537's
//!   MAP_FP_TO_G1 / MAP_FP2_TO_G2).
//! - `aggregate_g1` / `aggregate_g2`: the sum of a batch of points given in the ZCash format,
//!   each checked first (canonical, on the curve, in the subgroup), with the index of the
//!   first bad one on failure.
//!
//! The bytes are arkworks' (`MapToCurveBasedHasher` with `WBMap`, `clear_cofactor`, the sum):
//! [`crate::kernels::hash_to_curve_arkworks`] and [`crate::kernels::map_to_curve_arkworks`]
//! define them; natively blst computes them.

use sp_runtime_interface::{
	pass_by::{PassFatPointerAndRead, PassFatPointerAndWrite},
	runtime_interface,
};

#[cfg(not(substrate_runtime))]
use crate::kernels;
use crate::{CheckedResult, HostcallResult};

/// hostcurves' BLS-signature host functions on BLS12-381 (module docs).
#[runtime_interface]
pub trait HostcurvesBls {
	/// RFC 9380 hash of `message` to *BLS12-381 G1* with domain separation tag `dst`
	/// (`expand_message_xmd`, SHA-256, SSWU, random oracle).
	///
	/// - `message`, `dst`: any bytes (a DST over 255 bytes is hashed first, RFC 9380
	///   §5.3.3).
	/// - `out`: receives the `G1Affine` in the boundary format, 96 bytes.
	///
	/// Code 1 if `out` is shorter.
	fn bls12_381_hash_to_g1(
		message: PassFatPointerAndRead<&[u8]>,
		dst: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::bls12_381_hash_to::<ark_bls12_381::g1::Config>(message, dst, out)
	}

	/// RFC 9380 hash of `message` to *BLS12-381 G2* with domain separation tag `dst`: with
	/// `dst = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_"` the message hash of Ethereum's
	/// BLS signatures.
	///
	/// - `message`, `dst`: any bytes (a DST over 255 bytes is hashed first).
	/// - `out`: receives the `G2Affine` in the boundary format, 192 bytes.
	///
	/// Code 1 if `out` is shorter.
	fn bls12_381_hash_to_g2(
		message: PassFatPointerAndRead<&[u8]>,
		dst: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::bls12_381_hash_to::<ark_bls12_381::g2::Config>(message, dst, out)
	}

	/// Maps an Fq element to *BLS12-381 G1* (SSWU, the 11-isogeny, cofactor cleared;
	/// EIP-2537's MAP_FP_TO_G1).
	///
	/// - `u`: the Fq element, 48 bytes little-endian (arkworks' layout), below p.
	/// - `out`: receives the `G1Affine` in the boundary format, 96 bytes.
	///
	/// Code 2 if `u` is not exactly 48 bytes below p; code 1 if `out` is shorter.
	fn bls12_381_map_to_g1(
		u: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::bls12_381_map_to::<ark_bls12_381::g1::Config>(u, out)
	}

	/// Maps an Fq2 element to *BLS12-381 G2* (SSWU, the 3-isogeny, cofactor cleared;
	/// EIP-2537's MAP_FP2_TO_G2).
	///
	/// - `u`: the Fq2 element `c0 ‖ c1`, each 48 bytes little-endian, below p.
	/// - `out`: receives the `G2Affine` in the boundary format, 192 bytes.
	///
	/// Code 2 if `u` is not exactly 96 bytes of two elements below p; code 1 if `out` is
	/// shorter.
	fn bls12_381_map_to_g2(
		u: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::bls12_381_map_to::<ark_bls12_381::g2::Config>(u, out)
	}

	/// Checks and sums a batch of *BLS12-381 G1* points (BLS public keys, min-pk).
	///
	/// - `input`: `Vec<G1Affine>` in the ZCash format, a u64 LE count n and n points of 48
	///   compressed or 96 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives the sum in the boundary format, 96 bytes (the identity for n = 0).
	///
	/// Returns 0, or `index << 8 | failure` as the checked decoding of `input` would
	/// ([`crate::hostcurves_checked`]), or `OutputTooSmall` (index 0).
	fn bls12_381_aggregate_g1(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::bls12_381_aggregate::<ark_bls12_381::g1::Config>(input, compressed, out)
	}

	/// Checks and sums a batch of *BLS12-381 G2* points (BLS signatures, min-pk).
	///
	/// - `input`: `Vec<G2Affine>` in the ZCash format, a u64 LE count n and n points of 96
	///   compressed or 192 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives the sum in the boundary format, 192 bytes (the identity for n = 0).
	///
	/// Returns 0, or `index << 8 | failure` as the checked decoding of `input` would, or
	/// `OutputTooSmall` (index 0).
	fn bls12_381_aggregate_g2(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::bls12_381_aggregate::<ark_bls12_381::g2::Config>(input, compressed, out)
	}
}
