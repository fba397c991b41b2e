//! The drand beacon registry's pieces that are not calls: a network's key validated for
//! storage, and a round verified against a stored key (`hostcurves_primitives::bls::drand`,
//! min-sig BLS: keys in G2, signatures in G1).

use hostcurves_primitives::bls::{
	drand,
	min_sig::{self, MinSigPublicKey, MinSigSignature},
	BlsError,
};

use crate::Error;

/// A drand network's group public key in stored form: the G2 point uncompressed in the
/// boundary format, 192 bytes (`MinSigPublicKey::to_stored`).
pub type StoredBeaconKey = [u8; min_sig::STORED_PUBLIC_KEY_LEN];

/// Decodes a network's public key (a compressed G2 point, 96 bytes) with every check on the
/// host and KeyValidate, and returns its stored form.
///
/// Errors: `InvalidBeaconKey` if it does not decode to a point of G2 or is the identity.
pub fn validate_key<T>(
	public_key: &[u8; min_sig::PUBLIC_KEY_LEN],
) -> Result<StoredBeaconKey, Error<T>> {
	MinSigPublicKey::from_bytes(public_key)
		.map(|key| key.to_stored())
		.map_err(|_| Error::InvalidBeaconKey)
}

/// Verifies round `round`'s `signature` (a compressed G1 point, 48 bytes) under a stored
/// network key and returns the round's randomness (SHA-256 of the signature, 32 bytes).
///
/// Errors: `InvalidBeaconSignature` if the signature does not decode to a point of G1;
/// `SignatureRejected` if it is not that round's signature by that network;
/// `BlsHostFailure` if the stored key does not decode or a host function refuses what
/// valid input cannot make it refuse (a node without hostcurves' functions).
pub fn verify_round<T>(
	stored: &StoredBeaconKey,
	round: u64,
	signature: &[u8; min_sig::SIGNATURE_LEN],
) -> Result<[u8; 32], Error<T>> {
	let key = MinSigPublicKey::from_stored(stored).map_err(|_| Error::BlsHostFailure)?;
	let sig = MinSigSignature::from_bytes(signature).map_err(|_| Error::InvalidBeaconSignature)?;
	drand::verify_beacon(&key, round, &sig).map_err(|e| match e {
		BlsError::VerificationFailed => Error::SignatureRejected,
		_ => Error::BlsHostFailure,
	})?;
	Ok(drand::randomness(signature))
}
