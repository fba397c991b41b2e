//! Bandersnatch VRFs (`hostcurves_primitives::ring_vrf`, ark-vrf 0.6's
//! `Bandersnatch-SHA512-ELL2-v1`): rings registered by their commitment, ring VRF signatures
//! verified against them, IETF VRF signatures verified against a key. The calls' pieces that
//! are not calls.
//!
//! Every curve operation goes through RFC-0163's Bandersnatch and BLS12-381 functions in the
//! portable build (hostcurves' own BLS12-381 functions in the full build): a People-chain-like
//! parachain can verify ring VRFs on relay validators that enabled the standard set.

use codec::{Decode, DecodeWithMemTracking, Encode, MaxEncodedLen};
use frame_support::{traits::ConstU32, BoundedVec};
use hostcurves_primitives::ring_vrf::{
	self, HostBandersnatch, PreparedRing, RingVrfError, IETF_SIGNATURE_LEN, OUTPUT_HASH_LEN,
	PUBLIC_KEY_LEN, RING_COMMITMENT_LEN, RING_SIGNATURE_LEN, STORED_COMMITMENT_LEN,
};
use scale_info::TypeInfo;

use crate::Error;

/// The longest VRF input data and additional data, bytes each. The weights are measured at
/// this length.
pub const MAX_VRF_DATA_LEN: u32 = 256;

/// VRF input data or additional data: at most [`MAX_VRF_DATA_LEN`] bytes.
pub type VrfData = BoundedVec<u8, ConstU32<MAX_VRF_DATA_LEN>>;
/// A ring commitment as users submit it: three compressed BLS12-381 G1 points, 144 bytes
/// (ark-vrf's `RingVerifierKey::commitment`, compressed).
pub type RingCommitmentBytes = [u8; RING_COMMITMENT_LEN];
/// A ring VRF signature: the output point (32 bytes) then ark-vrf's `ring::Proof` (752).
pub type RingSignatureBytes = [u8; RING_SIGNATURE_LEN];
/// An IETF VRF signature: the output point (32) then ark-vrf's `tiny::Proof` (48).
pub type IetfSignatureBytes = [u8; IETF_SIGNATURE_LEN];
/// A Bandersnatch public key, compressed twisted-Edwards (32 bytes).
pub type VrfPublicKey = [u8; PUBLIC_KEY_LEN];
/// A VRF output's hash (ark-vrf's `Output::hash`, 32 bytes).
pub type VrfOutput = [u8; OUTPUT_HASH_LEN];

/// A registered ring: its size (which fixes the proof's domain) and its commitment, checked
/// and stored uncompressed (288 bytes).
#[derive(
	Encode, Decode, DecodeWithMemTracking, MaxEncodedLen, TypeInfo, Clone, PartialEq, Eq, Debug,
)]
pub struct StoredRing {
	/// The ring's size, 1 to `ring_vrf::MAX_RING_SIZE` (1 791).
	pub ring_size: u32,
	/// The commitment, three G1 points uncompressed (trusted: only `register_ring` writes it).
	pub commitment: [u8; STORED_COMMITMENT_LEN],
}

/// Checks a commitment (every point canonical, on the curve, in G1) and the ring size.
///
/// Errors: `RingSizeOutOfRange`, `InvalidRingCommitment`.
pub fn validate_ring<T>(
	ring_size: u32,
	commitment: &RingCommitmentBytes,
) -> Result<StoredRing, Error<T>> {
	ring_vrf::check_ring_size(ring_size).map_err(|_| Error::RingSizeOutOfRange)?;
	let commitment = ring_vrf::validate_commitment::<HostBandersnatch>(commitment)
		.map_err(|_| Error::InvalidRingCommitment)?;
	Ok(StoredRing {
		ring_size,
		commitment,
	})
}

/// Verifies `signature` on `data` and `ad` against the stored ring; returns the VRF output's
/// hash.
///
/// Errors: `InvalidVrfSignature` (a point or scalar refused), `VrfRejected`, and
/// `InvalidRingCommitment` for a stored ring that no longer reads (never written so).
pub fn verify_ring<T>(
	ring: &StoredRing,
	data: &[u8],
	ad: &[u8],
	signature: &RingSignatureBytes,
) -> Result<VrfOutput, Error<T>> {
	let prepared = PreparedRing::<HostBandersnatch>::from_stored(&ring.commitment, ring.ring_size)
		.map_err(|_| Error::InvalidRingCommitment)?;
	ring_vrf::verify_ring(&prepared, data, ad, signature).map_err(from_vrf_error)
}

/// Verifies an IETF VRF `signature` by `public_key` on `data` and `ad`; returns the VRF
/// output's hash.
///
/// Errors: `InvalidVrfPublicKey`, `InvalidVrfSignature`, `VrfRejected`.
pub fn verify_ietf<T>(
	public_key: &VrfPublicKey,
	data: &[u8],
	ad: &[u8],
	signature: &IetfSignatureBytes,
) -> Result<VrfOutput, Error<T>> {
	ring_vrf::verify_ietf::<HostBandersnatch>(public_key, data, ad, signature)
		.map_err(from_vrf_error)
}

fn from_vrf_error<T>(error: RingVrfError) -> Error<T> {
	match error {
		RingVrfError::Rejected => Error::VrfRejected,
		RingVrfError::InvalidPublicKey => Error::InvalidVrfPublicKey,
		RingVrfError::InvalidCommitment | RingVrfError::RingSizeOutOfRange => {
			Error::InvalidRingCommitment
		}
		// Fixed-size arrays: `WrongLength` cannot happen; the rest refuse the signature.
		RingVrfError::WrongLength
		| RingVrfError::InvalidOutput
		| RingVrfError::InvalidProof
		| RingVrfError::InputNotMapped => Error::InvalidVrfSignature,
	}
}
