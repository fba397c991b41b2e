//! Public keys and signatures from bytes: checked decoding (and KeyValidate) on the host,
//! one at a time or aggregated.

use alloc::vec::Vec;
use ark_ec::AffineRepr;
use ark_serialize::{CanonicalSerialize, Compress};
#[cfg(not(feature = "rfc163"))]
use hostcurves_host::hostcurves_bls::hostcurves_bls as host;
use hostcurves_host::{
	checked::{CheckedDecodeError, DecodeFailure},
	wire,
};

use super::{BlsError, PUBLIC_KEY_LEN, SIGNATURE_LEN};
#[cfg(feature = "rfc163")]
use crate::portable::bls as host;
use crate::{
	bls12_381::{G1Affine, G2Affine},
	checked::{self, HostChecked},
};

/// Whether `key` is the identity in the compressed ZCash format: compression and infinity
/// flags (`0xc0`), then zeros. The only encoding of the identity that decodes, in G1 (48
/// bytes) and G2 (96 bytes).
fn is_compressed_identity(key: &[u8]) -> bool {
	key.split_first()
		.is_some_and(|(flags, rest)| *flags == 0xc0 && rest.iter().all(|b| *b == 0))
}

/// A public key that passed KeyValidate: a point of G1 (canonical encoding, on the curve, in
/// the prime-order subgroup), not the identity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PublicKey(G1Affine);

/// A signature that decoded to a point of G2 (canonical, on the curve, in the subgroup; the
/// identity is a valid value, which verifies under no valid key).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Signature(G2Affine);

/// `items` behind their u64 LE count, back to back: the `Vec` layout of checked decoding.
pub(super) fn batch<const N: usize>(items: &[[u8; N]]) -> Vec<u8> {
	let mut batch = Vec::with_capacity(8 + N * items.len());
	batch.extend_from_slice(&(items.len() as u64).to_le_bytes());
	items.iter().for_each(|item| batch.extend_from_slice(item));
	batch
}

/// One compressed point of `N` bytes decoded with every check on the host (canonical, on the
/// curve, in the prime-order subgroup).
///
/// Errors: the check that failed, at index 0; [`DecodeFailure::Unknown`] if the host
/// answered with no point (a broken host/runtime contract).
pub(super) fn decode_one<A: HostChecked, const N: usize>(
	bytes: [u8; N],
) -> Result<A, CheckedDecodeError> {
	checked::decode::<A>(&batch(&[bytes]), Compress::Yes)?
		.into_iter()
		.next()
		.ok_or(CheckedDecodeError {
			failure: DecodeFailure::Unknown,
			index: 0,
		})
}

impl PublicKey {
	/// Decodes a compressed public key (48 bytes, ZCash format) with every check, on the host,
	/// and KeyValidate.
	///
	/// Errors: [`BlsError::Length`] for another length; [`BlsError::InvalidPublicKey`] if it
	/// does not decode to a point of G1 (index 0); [`BlsError::IdentityPublicKey`] for the
	/// identity.
	pub fn from_bytes(bytes: &[u8]) -> Result<Self, BlsError> {
		let bytes: [u8; PUBLIC_KEY_LEN] = bytes.try_into().map_err(|_| BlsError::Length)?;
		let point =
			decode_one::<G1Affine, PUBLIC_KEY_LEN>(bytes).map_err(BlsError::InvalidPublicKey)?;
		Self::from_point(point).ok_or(BlsError::IdentityPublicKey { index: 0 })
	}

	/// The key for a point already known to be in G1 (e.g. one stored after
	/// [`PublicKey::from_bytes`]); `None` for the identity. Does not check the subgroup.
	pub fn from_point(point: G1Affine) -> Option<Self> {
		(!point.is_zero()).then_some(Self(point))
	}

	/// The key as a G1 point.
	pub fn as_point(&self) -> &G1Affine {
		&self.0
	}

	/// The compressed encoding, 48 bytes (ZCash format).
	pub fn to_bytes(&self) -> [u8; PUBLIC_KEY_LEN] {
		compress(&self.0)
	}
}

impl Signature {
	/// Decodes a compressed signature (96 bytes, ZCash format) with every check, on the host.
	///
	/// Errors: [`BlsError::Length`] for another length; [`BlsError::InvalidSignature`] if it
	/// does not decode to a point of G2 (index 0).
	pub fn from_bytes(bytes: &[u8]) -> Result<Self, BlsError> {
		let bytes: [u8; SIGNATURE_LEN] = bytes.try_into().map_err(|_| BlsError::Length)?;
		decode_one::<G2Affine, SIGNATURE_LEN>(bytes)
			.map(Self)
			.map_err(BlsError::InvalidSignature)
	}

	/// The signature for a point already known to be in G2. Does not check the subgroup.
	pub fn from_point(point: G2Affine) -> Self {
		Self(point)
	}

	/// The signature as a G2 point.
	pub fn as_point(&self) -> &G2Affine {
		&self.0
	}

	/// The compressed encoding, 96 bytes (ZCash format).
	pub fn to_bytes(&self) -> [u8; SIGNATURE_LEN] {
		compress(&self.0)
	}
}

/// The compressed ZCash encoding of a BLS12-381 point, `N` bytes.
pub(super) fn compress<A: CanonicalSerialize, const N: usize>(point: &A) -> [u8; N] {
	let mut bytes = [0u8; N];
	// A BLS12-381 point's compressed encoding is exactly N bytes, so writing cannot fail;
	// were it to, the zeros left would not decode as a key or signature.
	let _ = point.serialize_compressed(&mut bytes[..]);
	bytes
}

/// Decodes and sums the public keys of a fast aggregate verification, on the host
/// (`aggregate_g1`, outside RFC-0163): every key checked (canonical, on the curve, in G1)
/// and KeyValidate'd (not the identity), and the sum KeyValidate'd too.
///
/// Errors: [`BlsError::Empty`] for no keys; [`BlsError::InvalidPublicKey`] or
/// [`BlsError::IdentityPublicKey`] with the index of the first bad key;
/// [`BlsError::IdentityAggregate`] if the keys sum to the identity.
pub fn aggregate_public_keys(public_keys: &[[u8; PUBLIC_KEY_LEN]]) -> Result<PublicKey, BlsError> {
	if public_keys.is_empty() {
		return Err(BlsError::Empty);
	}
	let mut out = wire::buffer_for::<G1Affine>();
	let decoded = host::bls12_381_aggregate_g1(&batch(public_keys), true, &mut out);
	first_bad_key(public_keys, decoded)?;
	// The host's answer not decoding is a broken contract, not a bad key.
	let sum = wire::decode::<G1Affine>(&out).map_err(BlsError::Host)?;
	PublicKey::from_point(sum).ok_or(BlsError::IdentityAggregate)
}

/// The error for the first key of `public_keys` (compressed, G1 or G2) that fails
/// KeyValidate, given the verdict of their checked decoding: an identity key decodes, so it
/// is found here, and whichever bad key comes first is reported.
pub(super) fn first_bad_key<const N: usize>(
	public_keys: &[[u8; N]],
	decoded: Result<(), CheckedDecodeError>,
) -> Result<(), BlsError> {
	let first_identity = public_keys
		.iter()
		.position(|key| is_compressed_identity(key));
	let identity = |index: usize| BlsError::IdentityPublicKey {
		index: index as u32,
	};
	match (decoded, first_identity) {
		(Ok(()), None) => Ok(()),
		(Ok(()), Some(index)) => Err(identity(index)),
		(Err(e), Some(index)) if (index as u64) < u64::from(e.index) => Err(identity(index)),
		(Err(e), _) => Err(BlsError::InvalidPublicKey(e)),
	}
}

/// Decodes and sums signatures, on the host (`aggregate_g2`, outside RFC-0163): every
/// signature checked (canonical, on the curve, in G2). The draft's `Aggregate`.
///
/// Errors: [`BlsError::Empty`] for none; [`BlsError::InvalidSignature`] with the index of
/// the first bad one.
pub fn aggregate_signatures(signatures: &[[u8; SIGNATURE_LEN]]) -> Result<Signature, BlsError> {
	if signatures.is_empty() {
		return Err(BlsError::Empty);
	}
	let mut out = wire::buffer_for::<G2Affine>();
	host::bls12_381_aggregate_g2(&batch(signatures), true, &mut out)
		.map_err(BlsError::InvalidSignature)?;
	wire::decode::<G2Affine>(&out)
		.map(Signature)
		.map_err(BlsError::Host)
}
