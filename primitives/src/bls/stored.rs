//! Public keys in the form a registry stores them: validated once, kept uncompressed, and
//! later summed on the host without decompressing or checking them again (the committee
//! registry of `pallet-hostcurves-verifier`).

use alloc::vec::Vec;
use ark_serialize::Compress;
#[cfg(not(feature = "no-ec"))]
use hostcurves_host::bls12_381::host_calls;
use hostcurves_host::wire;

use super::{
	keys::{batch, first_bad_key},
	BlsError, PublicKey, PUBLIC_KEY_LEN,
};
use crate::{bls12_381::G1Affine, checked};

/// Length of a public key in stored form, bytes: the G1 point uncompressed in the boundary
/// format (arkworks' uncompressed ZCash encoding, `x ‖ y`, 48 bytes each).
pub const STORED_PUBLIC_KEY_LEN: usize = 96;

/// A public key in stored form ([`STORED_PUBLIC_KEY_LEN`] bytes). Only
/// [`validate_public_keys`] makes one; [`aggregate_stored_public_keys`] trusts it.
pub type StoredPublicKey = [u8; STORED_PUBLIC_KEY_LEN];

/// Decodes compressed public keys (48 bytes each) with every check on the host (canonical,
/// on the curve, in G1: `hostcurves_checked`'s `bls12_381_decode_g1`, outside RFC-0163) and KeyValidate (not the
/// identity), and returns them in stored form, in order.
///
/// Errors: [`BlsError::Empty`] for no keys; [`BlsError::InvalidPublicKey`] or
/// [`BlsError::IdentityPublicKey`] with the index of the first bad key.
///
/// Cost: one checked-decoding host call (a decompression and a subgroup check per key).
pub fn validate_public_keys(
	public_keys: &[[u8; PUBLIC_KEY_LEN]],
) -> Result<Vec<StoredPublicKey>, BlsError> {
	if public_keys.is_empty() {
		return Err(BlsError::Empty);
	}
	// The host writes the checked points in the boundary format, which is the stored form:
	// keep its bytes rather than decode them in Wasm and encode them back.
	let decoded = checked::decode_to_boundary::<G1Affine>(&batch(public_keys), Compress::Yes);
	first_bad_key(public_keys, decoded.as_ref().map(|_| ()).map_err(|e| *e))?;
	let out = decoded.map_err(BlsError::InvalidPublicKey)?;
	Ok(out[8..]
		.chunks_exact(STORED_PUBLIC_KEY_LEN)
		.filter_map(|key| key.try_into().ok())
		.collect())
}

/// The sum of public keys in stored form, on the host, without decompression or subgroup
/// checks: one G1 MSM with every scalar 1 (RFC-0163's `bls12_381_msm_g1`, which blst runs
/// over one bit, so it costs about an addition per key).
///
/// The keys must come from [`validate_public_keys`]: a stored key is trusted to be in G1.
///
/// Errors: [`BlsError::Empty`] for no keys; [`BlsError::IdentityAggregate`] if they sum to
/// the identity (KeyValidate of the aggregate); [`BlsError::Host`] if the host refuses the
/// bytes (a key not made by [`validate_public_keys`], or a node with other host functions).
pub fn aggregate_stored_public_keys<'a>(
	keys: impl ExactSizeIterator<Item = &'a StoredPublicKey>,
) -> Result<PublicKey, BlsError> {
	let n = keys.len();
	if n == 0 {
		return Err(BlsError::Empty);
	}
	#[cfg(feature = "no-ec")]
	let sum = sum_in_wasm(keys)?;
	#[cfg(not(feature = "no-ec"))]
	let sum = sum_on_host(keys, n)?;
	PublicKey::from_point(sum).ok_or(BlsError::IdentityAggregate)
}

/// The sum as one RFC-0163 MSM with every scalar 1.
#[cfg(not(feature = "no-ec"))]
fn sum_on_host<'a>(
	keys: impl Iterator<Item = &'a StoredPublicKey>,
	n: usize,
) -> Result<G1Affine, BlsError> {
	// `Vec<G1Affine>` and `Vec<Fr>` in the boundary format: u64 LE count, then the items.
	let mut bases = Vec::with_capacity(8 + n * STORED_PUBLIC_KEY_LEN);
	bases.extend_from_slice(&(n as u64).to_le_bytes());
	keys.for_each(|key| bases.extend_from_slice(key));
	use ark_ff::One;
	let scalars = wire::encode(alloc::vec![crate::bls12_381::ScalarField::one(); n]);
	let mut out = wire::buffer_for::<G1Affine>();
	host_calls::bls12_381_msm_g1(&bases, &scalars, &mut out).map_err(BlsError::Host)?;
	wire::decode::<G1Affine>(&out).map_err(BlsError::Host)
}

/// The no-EC build (feature `no-ec`): the same sum in Wasm. Each key is decoded as the host's
/// MSM decodes its bases ([`wire::decode`]: the boundary format, unchecked, as a stored key was
/// checked when it was stored), then the keys are added in projective form;
/// on keys from [`validate_public_keys`] this is the MSM's point.
#[cfg(feature = "no-ec")]
fn sum_in_wasm<'a>(keys: impl Iterator<Item = &'a StoredPublicKey>) -> Result<G1Affine, BlsError> {
	use ark_ec::CurveGroup;
	let mut sum = crate::bls12_381::G1Projective::default();
	for key in keys {
		sum += wire::decode::<G1Affine>(key).map_err(BlsError::Host)?;
	}
	Ok(sum.into_affine())
}
