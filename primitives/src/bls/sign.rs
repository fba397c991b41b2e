//! Signing and key derivation from a secret key, for tests and off-chain tools (`std` only:
//! a runtime never holds secret keys, and this is not constant time).

use ark_bls12_381::Fr;
use ark_ec::{AffineRepr, CurveGroup};
use ark_ff::{BigInt, BigInteger, PrimeField};

use super::{hash_to_g2, BlsError, PublicKey, Signature, DST_POP, DST_POSSESSION};
use crate::bls12_381::G1Affine;

/// The secret key as a scalar: 32 bytes big-endian (the layout of Ethereum's tests and
/// EIP-2333), `0 < sk < r`.
pub(super) fn secret_scalar(secret_key: &[u8; 32]) -> Result<Fr, BlsError> {
	let mut limbs = [0u64; 4];
	for (limb, chunk) in limbs.iter_mut().zip(secret_key.rchunks_exact(8)) {
		*limb = u64::from_be_bytes(chunk.try_into().map_err(|_| BlsError::InvalidSecretKey)?);
	}
	let bigint = BigInt(limbs);
	if bigint.is_zero() {
		return Err(BlsError::InvalidSecretKey);
	}
	Fr::from_bigint(bigint).ok_or(BlsError::InvalidSecretKey)
}

/// SkToPk: the public key `sk · g₁`.
///
/// Errors: [`BlsError::InvalidSecretKey`] if the key is 0 or not below r.
pub fn public_key(secret_key: &[u8; 32]) -> Result<PublicKey, BlsError> {
	let point = (G1Affine::generator() * secret_scalar(secret_key)?).into_affine();
	PublicKey::from_point(point).ok_or(BlsError::InvalidSecretKey)
}

/// Sign (CoreSign with [`DST_POP`]): `sk · H(message)`.
///
/// Errors: [`BlsError::InvalidSecretKey`] if the key is 0 or not below r.
pub fn sign(secret_key: &[u8; 32], message: &[u8]) -> Result<Signature, BlsError> {
	let sk = secret_scalar(secret_key)?;
	let hash = hash_to_g2(message, DST_POP).map_err(BlsError::Host)?;
	Ok(Signature::from_point((hash * sk).into_affine()))
}

/// PopProve: `sk · H_pop(pk)`, the public key's 48 compressed bytes hashed to G2 with
/// [`DST_POSSESSION`]: what a key's holder gives a registry with the key.
///
/// Errors: [`BlsError::InvalidSecretKey`] if the key is 0 or not below r.
pub fn pop_prove(secret_key: &[u8; 32]) -> Result<Signature, BlsError> {
	let sk = secret_scalar(secret_key)?;
	let public_key = public_key(secret_key)?.to_bytes();
	let hash = hash_to_g2(&public_key, DST_POSSESSION).map_err(BlsError::Host)?;
	Ok(Signature::from_point((hash * sk).into_affine()))
}
