//! The byte format that crosses the boundary (RFC-0163).
//!
//! Every value is arkworks `CanonicalSerialize` output, **uncompressed and not validated**,
//! i.e. `ark_scale::ArkScale<T, ark_scale::HOST_CALL>` (which adds no framing of its own):
//!
//! | value | layout | BLS12-381 length |
//! |---|---|---|
//! | G1 affine point | ZCash format: `x ‖ y`, each 48 bytes big-endian, flags in the top 3 bits of byte 0 (infinity = `0x40`) | 96 bytes |
//! | G2 affine point | ZCash format: `x.c1 ‖ x.c0 ‖ y.c1 ‖ y.c0`, 48 bytes each, big-endian | 192 bytes |
//! | scalar (`Fr`) | 32 bytes little-endian, below r | 32 bytes |
//! | big integer (`mul` scalar) | `Vec<u64>`: u64 LE count, then u64 LE limbs, least significant first; **not reduced mod r** | 8 + 8·k bytes |
//! | target field (`Fq12`) | 12 `Fq`, each 48 bytes little-endian, arkworks tower order | 576 bytes |
//! | `Vec<T>` | u64 little-endian count, then the elements | 8 + n·len(T) |
//!
//! The host functions decode with [`decode`], as `sp-crypto-ec-utils` 0.24 does: one value is
//! read from the front of each argument and bytes after it are ignored, so that a hostcurves node
//! and a stock node compute the same result on the same bytes (RFC-0163 is consensus). Field
//! elements must be below the modulus, flags must be valid, and a length prefix is never
//! trusted for allocation (arkworks 0.6 reads element by element). Runtime code that decodes
//! user input uses [`decode_exact`], which also refuses trailing bytes.
//! Decoding does **not** check that points are on the curve or in the prime-order subgroup:
//! RFC-0163 leaves that to the caller, who checks user input when it enters the runtime.

use alloc::vec::Vec;
use ark_scale::{
	ark_serialize::{CanonicalDeserialize, CanonicalSerialize},
	scale::{Decode, Encode},
	ArkScaleMaxEncodedLen, MaxEncodedLen, HOST_CALL,
};

use crate::Error;

/// `ark_scale` wrapper with the boundary's usage: not compressed, not validated.
pub type ArkScale<T> = ark_scale::ArkScale<T, HOST_CALL>;

/// Message for the runtime side's `expect` where a failure can only mean that host and
/// runtime disagree on the contract (never reachable from input bytes).
pub const FAIL_MSG: &str = "Unexpected failure, bad arguments, broken host/runtime contract; qed";

/// Largest encoded length of a `T` in the boundary format, in bytes (96 for a BLS12-381 G1
/// affine point, 192 for G2, 576 for the target field).
#[inline(always)]
pub fn encoded_len<T: CanonicalSerialize + ArkScaleMaxEncodedLen>() -> usize {
	ArkScale::<T>::max_encoded_len()
}

/// A zeroed output buffer of [`encoded_len::<T>()`](encoded_len) bytes.
#[inline(always)]
pub fn buffer_for<T: CanonicalSerialize + ArkScaleMaxEncodedLen>() -> Vec<u8> {
	alloc::vec![0_u8; encoded_len::<T>()]
}

/// Encodes `val` in the boundary format.
#[inline(always)]
pub fn encode<T: CanonicalSerialize>(val: T) -> Vec<u8> {
	ArkScale::from(val).encode()
}

/// Encodes `val` into the front of `buf`. Returns [`Error::Encode`] if `buf` is shorter than
/// the encoding; bytes after the encoding are left as they were.
#[inline(always)]
pub fn encode_into<T: CanonicalSerialize>(val: T, buf: &mut [u8]) -> Result<(), Error> {
	let val = ArkScale::from(val);
	// arkworks' `serialized_size` is exact, so this check makes the write below infallible.
	let len = val.size_hint();
	let dest = buf.get_mut(..len).ok_or(Error::Encode)?;
	let mut cursor = dest;
	val.0
		.serialize_uncompressed(&mut cursor)
		.map_err(|_| Error::Encode)
}

/// Decodes one `T` from the front of `buf` and ignores any bytes after it, exactly as
/// `sp-crypto-ec-utils` 0.24 (`utils::decode`) does: the host functions' decoder. Malformed
/// bytes (truncated, a field element ≥ p, bad flags) are [`Error::Decode`]. Points are not
/// checked to be on the curve or in the subgroup.
#[inline(always)]
pub fn decode<T: CanonicalDeserialize>(mut buf: &[u8]) -> Result<T, Error> {
	ArkScale::<T>::decode(&mut buf)
		.map(|value| value.0)
		.map_err(|_| Error::Decode)
}

/// Decodes a `T` from exactly `buf`: as [`decode`], and trailing bytes are [`Error::Decode`]
/// too. For runtime code that takes boundary bytes from users, where an encoding has one form.
#[inline(always)]
pub fn decode_exact<T: CanonicalDeserialize>(mut buf: &[u8]) -> Result<T, Error> {
	let value = ArkScale::<T>::decode(&mut buf)
		.map_err(|_| Error::Decode)?
		.0;
	if !buf.is_empty() {
		return Err(Error::Decode);
	}
	Ok(value)
}
