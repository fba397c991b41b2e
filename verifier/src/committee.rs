//! The BLS committee registry's pieces that are not calls: the participation bitfield, the
//! pallet's errors for [`BlsError`], and the whole of a committee verification.

use alloc::vec::Vec;
use hostcurves_primitives::bls::{
	self, BlsError, Signature, StoredPublicKey, PUBLIC_KEY_LEN, SIGNATURE_LEN,
};

use crate::Error;

/// A committee member as [`crate::Pallet::register_committee`] takes it: the public key, a
/// compressed G1 point of 48 bytes, and its proof of possession, a compressed G2 point of 96
/// bytes (PopProve: `hostcurves_primitives::bls::pop_prove`).
pub type CommitteeMember = ([u8; PUBLIC_KEY_LEN], [u8; SIGNATURE_LEN]);

/// The number of participants a bitfield names (its set bits), capped at `max` (the
/// largest committee), for a call's weight before the committee is read. A bitfield longer
/// than a committee of `max` keys needs is charged `max` without being read: the call
/// refuses it.
pub fn participant_count(participation: &[u8], max: u32) -> u32 {
	if participation.len() > (max as usize).div_ceil(8) {
		return max;
	}
	participation
		.iter()
		.map(|byte| byte.count_ones())
		.sum::<u32>()
		.min(max)
}

/// The keys of `committee` whose bit is set in `participation`: bit `i % 8` (least
/// significant first) of byte `i / 8` for key `i`, the layout of Ethereum's SSZ `Bitvector`
/// (the sync committee's `sync_committee_bits`).
///
/// Errors: `InvalidParticipation` unless the bitfield has exactly `⌈n / 8⌉` bytes for a
/// committee of n keys and no bit at or beyond n is set; `NoParticipants` if no bit is set.
pub fn participants<'a, T>(
	committee: &'a [StoredPublicKey],
	participation: &[u8],
) -> Result<Vec<&'a StoredPublicKey>, Error<T>> {
	if participation.len() != committee.len().div_ceil(8) {
		return Err(Error::InvalidParticipation);
	}
	let bit = |i: usize| participation[i / 8] >> (i % 8) & 1 == 1;
	if (committee.len()..participation.len() * 8).any(bit) {
		return Err(Error::InvalidParticipation);
	}
	let keys: Vec<_> = committee
		.iter()
		.enumerate()
		.filter_map(|(i, key)| bit(i).then_some(key))
		.collect();
	if keys.is_empty() {
		return Err(Error::NoParticipants);
	}
	Ok(keys)
}

/// FastAggregateVerify of `signature` on `message` by the participants' stored keys: the
/// signature decoded with every check, the keys summed by one host MSM (no decompression),
/// one hash to G2 and a two-pair pairing check, all on the host.
pub fn verify_participants<T>(
	keys: Vec<&StoredPublicKey>,
	message: &[u8],
	signature: &[u8; SIGNATURE_LEN],
) -> Result<(), Error<T>> {
	let signature = Signature::from_bytes(signature)?;
	let aggregate = bls::aggregate_stored_public_keys(keys.into_iter())?;
	bls::verify(&aggregate, message, &signature)?;
	Ok(())
}

/// A key index as the errors carry it (`MaxCommitteeSize` ≤ 65 535 is checked by the
/// pallet's integrity test).
fn key_index(index: u32) -> u16 {
	u16::try_from(index).unwrap_or(u16::MAX)
}

impl<T> From<BlsError> for Error<T> {
	fn from(e: BlsError) -> Self {
		match e {
			BlsError::InvalidPublicKey(e) => Error::InvalidPublicKeyAt {
				index: key_index(e.index),
			},
			BlsError::IdentityPublicKey { index } => Error::InvalidPublicKeyAt {
				index: key_index(index),
			},
			BlsError::IdentityAggregate => Error::IdentityAggregateKey,
			BlsError::Length | BlsError::InvalidSignature(_) => Error::InvalidSignature,
			BlsError::Empty | BlsError::LengthMismatch => Error::NoPublicKeys,
			BlsError::VerificationFailed => Error::SignatureRejected,
			BlsError::PossessionNotProven { .. } => Error::PossessionNotProven,
			// Unreachable from the pallet's calls (no signing, valid keys reach the host);
			// if the host refuses what it cannot refuse, the node's functions are not ours.
			BlsError::InvalidSecretKey | BlsError::Host(_) => Error::BlsHostFailure,
		}
	}
}

/// Validates `members` (public key, proof of possession) for a committee: every key decoded
/// with every check and KeyValidate'd on the host, then every proof decoded and PopVerify'd.
/// Returns the keys in stored form, in order.
///
/// Errors: `InvalidPublicKeyAt { index }` for the first bad key;
/// `InvalidPossessionProofAt { index }` for the first proof that does not decode to a point
/// of G2; `PossessionNotProven` if the proofs, verified as one batch, do not all verify
/// (`hostcurves_primitives::bls::pop_verify` finds which, off chain).
pub fn validate_members<T>(members: &[CommitteeMember]) -> Result<Vec<StoredPublicKey>, Error<T>> {
	let (keys, proofs): (Vec<_>, Vec<_>) = members.iter().copied().unzip();
	let stored = bls::validate_public_keys(&keys)?;
	bls::verify_possession(&keys, &stored, &proofs).map_err(|e| match e {
		BlsError::InvalidSignature(e) => Error::InvalidPossessionProofAt {
			index: key_index(e.index),
		},
		other => other.into(),
	})?;
	Ok(stored)
}
