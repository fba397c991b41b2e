//! Why a BLS operation refused its input.

use hostcurves_host::{checked::CheckedDecodeError, Error};

/// Why a BLS operation failed. Every input that is not a valid, verifying signature ends in
/// one of these; nothing panics.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlsError {
	/// A public key is not [`super::PUBLIC_KEY_LEN`] bytes or a signature not
	/// [`super::SIGNATURE_LEN`] bytes.
	Length,
	/// A public key failed checked decoding: the check (flags, coordinate, on the curve, in
	/// G1) and the key's index in its batch (0 for a single key).
	InvalidPublicKey(CheckedDecodeError),
	/// A public key is the identity, which KeyValidate refuses: its index in the batch (0
	/// for a single key).
	IdentityPublicKey {
		/// Index of the key in the batch.
		index: u32,
	},
	/// The keys of a fast aggregate verification sum to the identity, which KeyValidate
	/// refuses as an aggregate key.
	IdentityAggregate,
	/// A signature failed checked decoding: the check (flags, coordinate, on the curve, in G2)
	/// and its index in its batch.
	InvalidSignature(CheckedDecodeError),
	/// No keys or no signatures, where the scheme needs at least one.
	Empty,
	/// `aggregate_verify` got a different number of public keys and messages.
	LengthMismatch,
	/// The pairing equation does not hold: the signature is not of these messages under these
	/// keys.
	VerificationFailed,
	/// A proof of possession does not verify for its public key (PopVerify): its index (0
	/// for a single key), or the batch's length when a batch fails as a whole
	/// (`verify_possession` names no single proof).
	PossessionNotProven {
		/// Index of the key and its proof, or the batch's length.
		index: u32,
	},
	/// A secret key is zero or not below the group order r (signing only).
	InvalidSecretKey,
	/// A host function failed where valid inputs cannot make it fail: host and runtime
	/// disagree on the boundary (a node with other host functions).
	Host(Error),
}
