//! EIP-4844's point evaluation precompile (0x0a): a KZG opening against the Ethereum KZG
//! ceremony's setup, checked by `hostcurves_primitives::kzg` over the backend's BLS12-381.
//!
//! Input, exactly 192 bytes: `versioned_hash (32) ‖ z (32) ‖ y (32) ‖ commitment (48) ‖
//! proof (48)`. The versioned hash must be `0x01 ‖ SHA-256(commitment)[1..]`; `z` and `y` are
//! big-endian scalars below r; the points are compressed G1 points (ZCash flags), checked for
//! curve and subgroup. Output, 64 bytes: `FIELD_ELEMENTS_PER_BLOB` (4096) and BLS_MODULUS,
//! each a 32-byte big-endian word. Gas: 50 000, whatever the input.

use alloc::vec::Vec;
use ark_ff::{BigInteger, PrimeField};
use hostcurves_host::checked::DecodeFailure;
use hostcurves_primitives::kzg::{self, KzgError};
use sha2::{Digest, Sha256};

use crate::{charge, Backend, PrecompileFailure, PrecompileResult};

/// EIP-4844's `POINT_EVALUATION_PRECOMPILE_GAS`.
pub const GAS: u64 = 50_000;
/// The only input length accepted, bytes.
pub const INPUT_LEN: usize = 192;
/// EIP-4844's `VERSIONED_HASH_VERSION_KZG`: the first byte of a commitment's versioned hash.
pub const VERSIONED_HASH_VERSION_KZG: u8 = 0x01;

/// EIP-4844's `kzg_to_versioned_hash`: `0x01 ‖ SHA-256(commitment)[1..]`.
pub fn versioned_hash(commitment: &[u8]) -> [u8; 32] {
	let mut hash: [u8; 32] = Sha256::digest(commitment).into();
	hash[0] = VERSIONED_HASH_VERSION_KZG;
	hash
}

/// The 64-byte output of every successful call: `FIELD_ELEMENTS_PER_BLOB` and BLS_MODULUS
/// (BLS12-381's r), each a 32-byte big-endian word.
pub fn success_output() -> Vec<u8> {
	let mut out = alloc::vec![0u8; 32];
	out[24..].copy_from_slice(&kzg::FIELD_ELEMENTS_PER_BLOB.to_be_bytes());
	out.extend(ark_bls12_381::Fr::MODULUS.to_bytes_be());
	out
}

/// The precompile's failure for a refused opening: a scalar not below r is non-canonical; 48
/// bytes that are not a compressed encoding of a curve point (flag bits, x not below p, no
/// point with that x: arkworks' decoder tells the last two apart from the first only in
/// part) are an encoding error; a point outside G1 is that.
fn failure_of(error: KzgError) -> PrecompileFailure {
	match error {
		KzgError::NonCanonicalScalar { .. } => PrecompileFailure::NonCanonicalFieldElement,
		KzgError::InvalidPoint { failure, .. } => match failure {
			DecodeFailure::Flags | DecodeFailure::InvalidCoordinate => {
				PrecompileFailure::InvalidPointEncoding
			}
			// A decompressed point is on the curve; kept for completeness.
			DecodeFailure::NotOnCurve => PrecompileFailure::NotOnCurve,
			DecodeFailure::NotInSubgroup => PrecompileFailure::NotInSubgroup,
			_ => PrecompileFailure::Internal,
		},
		// The input's length was checked: the parts have theirs.
		KzgError::WrongLength { .. } | KzgError::Internal => PrecompileFailure::Internal,
	}
}

/// POINT_EVALUATION (0x0a): 50 000 gas; the module docs give the layout.
///
/// Errors, in this order: [`PrecompileFailure::OutOfGas`];
/// [`PrecompileFailure::InvalidInputLength`] (not 192 bytes);
/// [`PrecompileFailure::VersionedHashMismatch`]; a refused opening
/// ([`PrecompileFailure::NonCanonicalFieldElement`] for `z` or `y`,
/// [`PrecompileFailure::InvalidPointEncoding`], [`PrecompileFailure::NotInSubgroup`]); [`PrecompileFailure::KzgProofRejected`] if the
/// opening is well formed and does not hold.
pub fn point_evaluation<B: Backend>(input: &[u8], gas_limit: u64) -> PrecompileResult {
	let gas = charge(GAS, gas_limit)?;
	if input.len() != INPUT_LEN {
		return Err(PrecompileFailure::InvalidInputLength);
	}
	let (hash, rest) = input.split_at(32);
	let (z, rest) = rest.split_at(32);
	let (y, rest) = rest.split_at(32);
	let (commitment, proof) = rest.split_at(48);
	if versioned_hash(commitment)[..] != hash[..] {
		return Err(PrecompileFailure::VersionedHashMismatch);
	}
	match kzg::verify_bytes::<B::Bls12_381>(commitment, z, y, proof) {
		Ok(true) => Ok((success_output(), gas)),
		Ok(false) => Err(PrecompileFailure::KzgProofRejected),
		Err(error) => Err(failure_of(error)),
	}
}
