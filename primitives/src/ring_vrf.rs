//! Bandersnatch VRFs as ark-vrf 0.6 verifies them: the ring VRF (a Pedersen VRF whose key
//! commitment is proven, with a KZG ring proof on BLS12-381, to open to one of a committed
//! ring of keys), the IETF VRF (ark-vrf's `tiny` proof, RFC 9381's `(c, s)`) and the Pedersen
//! VRF, in ark-vrf's `Bandersnatch-SHA512-ELL2-v1` suite (the suite the Bandersnatch VRF
//! specification recommends, with the Zcash ceremony's SRS for the ring).
//!
//! The code is written once over an ark-vrf suite: [`HostBandersnatch`] (hostcurves'
//! Bandersnatch and BLS12-381, whose MSMs, scalar multiplications and pairing are host calls)
//! or [`PlainBandersnatch`] (ark-vrf's own suite over plain arkworks: the pure-Wasm
//! baseline). Both accept and refuse the same bytes and give the same VRF output: the tests
//! run ark-vrf's own vectors and proofs ark-vrf makes natively through both.
//!
//! Bytes (ark-vrf's compressed serialisation; points 32 bytes, scalars 32 bytes little-endian,
//! BLS12-381 G1 points 48 bytes):
//! - a ring VRF *signature* is [`RING_SIGNATURE_LEN`] (784) bytes: the VRF output point γ
//!   (32) then ark-vrf's `ring::Proof` (752: the Pedersen proof, 160, and the ring proof,
//!   592);
//! - an IETF signature is [`IETF_SIGNATURE_LEN`] (80): γ then `tiny::Proof` (`c`, 16 bytes,
//!   and `s`, 32);
//! - a Pedersen signature is [`PEDERSEN_SIGNATURE_LEN`] (192): γ then `pedersen::Proof`;
//! - a ring commitment is [`RING_COMMITMENT_LEN`] (144): three G1 points, as ark-vrf's
//!   `RingVerifierKey::commitment` serialises it.
//!
//! Every point is decoded with every check (canonical, on the curve, in the prime-order
//! subgroup; ark-vrf's checked decoding), and every input must be consumed. The VRF input is
//! the hash of the caller's data to the curve (ark-vrf's `Input::new`); the answer of a
//! verification that holds is the VRF output's 32-byte hash (ark-vrf's `Output::hash`, the
//! vectors' `beta`).
//!
//! ```
//! use hostcurves_primitives::ring_vrf::{self, HostBandersnatch, RingVrfError};
//!
//! // A ring of one key, committed with the ceremony's SRS, cannot be built here (that needs
//! // the SRS, 590 kB); a commitment is refused unless its three points decode, each in the
//! // one encoding arkworks writes (all-ones bytes read as the point at infinity otherwise).
//! let ring = ring_vrf::PreparedRing::<HostBandersnatch>::from_commitment(&[0xff; 144], 8);
//! assert_eq!(ring.err(), Some(RingVrfError::InvalidCommitment));
//! // A ring size above the SRS's capacity is refused before anything is decoded.
//! let ring = ring_vrf::PreparedRing::<HostBandersnatch>::from_commitment(&[0; 144], 5000);
//! assert_eq!(ring.err(), Some(RingVrfError::RingSizeOutOfRange));
//! ```
//!
//! ## Host functions a node must register
//!
//! With [`HostBandersnatch`]: RFC-0163's Bandersnatch twisted-Edwards `msm` and `mul`, and
//! BLS12-381's `msm_g1`, `mul_projective_g1`, `multi_miller_loop` and
//! `final_exponentiation` — hostcurves' own BLS12-381 functions in the full build, RFC-0163's
//! with the feature `rfc163`, which therefore verifies ring VRFs on any node with the
//! standard set (relay validators that enabled it, as a People-chain-like parachain needs).

mod suite;
mod verifier;

use alloc::vec::Vec;
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress, Validate};
use ark_vrf::{
	pedersen::Proof as PedersenProof,
	ring::{self, RingSuite},
	tiny::Proof as IetfProof,
	utils::TEMapping,
	CanonicalDeserializeExact, Input, Output, Public, Suite, VrfIo,
};
use hex_literal::hex;

pub use suite::{HostBandersnatch, PlainBandersnatch};
use verifier::{BareRingProof, RingProofVerifier};

/// Bytes of a ring VRF signature: the output point (32) then ark-vrf's `ring::Proof` (752).
pub const RING_SIGNATURE_LEN: usize = 784;
/// Bytes of an IETF VRF signature: the output point (32) then `tiny::Proof` (48).
pub const IETF_SIGNATURE_LEN: usize = 80;
/// Bytes of a Pedersen VRF signature: the output point (32) then `pedersen::Proof` (160).
pub const PEDERSEN_SIGNATURE_LEN: usize = 192;
/// Bytes of a ring commitment as users submit it: three compressed G1 points.
pub const RING_COMMITMENT_LEN: usize = 144;
/// Bytes of a ring commitment as [`validate_commitment`] stores it: three uncompressed G1
/// points, read back without a check.
pub const STORED_COMMITMENT_LEN: usize = 288;
/// Bytes of a Bandersnatch public key (compressed twisted-Edwards point).
pub const PUBLIC_KEY_LEN: usize = 32;
/// Bytes of a VRF output hash (ark-vrf's `Output::hash::<32>`).
pub const OUTPUT_HASH_LEN: usize = 32;

/// The largest ring the Zcash ceremony's SRS (2¹¹ domain: 6145 G1 powers) holds: 1791 keys
/// (ark-vrf's `max_ring_size_from_pcs_domain_size(6145)`).
pub const MAX_RING_SIZE: u32 = 1791;

/// The KZG verifier parameters of the Zcash powers-of-tau SRS as ark-vrf's ring proofs use it
/// (`RingSetup::pcs_verifier_params`: `g1`, `g2` and `[τ]₂`, arkworks uncompressed, 480
/// bytes). Read from `bls12-381-srs-2-11-uncompressed-zcash.bin` (ark-vrf 0.6.1's `data/srs`);
/// `tests/ring_vrf_vectors.rs` checks each point against that file.
pub const PCS_VERIFIER_PARAMS: [u8; 480] = hex!(
	"17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb"
	"08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1"
	"13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e"
	"024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8"
	"0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be"
	"0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801"
	"116b2250fc4b3098ccadf9ec58526aecf307d21e233f65110554ee04460f72a616f4d070941b0796de5defda29196e40"
	"013645b8518e5568e75d320da8b83a87e12406956b9c74491ee5ecf06dc297ba1186016209d78fd832c16ef62fc49eff"
	"0bc832fb878c2f66addd846aa85954b856c3bc70d87344f9006889e58eb0ec5734151f99b9a5b653e991247ad506d0fb"
	"12db3e2e8318b647537f00e6b702fc8526e8c9101a7b7cbc410fbf8f6021f2e45393c8696431c1a6fcc7f5a7d90ab999"
);

/// Why a verification was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RingVrfError {
	/// The signature (or commitment, or key) does not have its length.
	WrongLength,
	/// The ring size is 0 or above [`MAX_RING_SIZE`].
	RingSizeOutOfRange,
	/// The ring commitment's three G1 points do not decode with every check.
	InvalidCommitment,
	/// The public key does not decode to a point of the prime-order subgroup.
	InvalidPublicKey,
	/// The output point γ does not decode to a point of the prime-order subgroup.
	InvalidOutput,
	/// The proof does not decode (a point off the curve or outside the subgroup, a scalar
	/// not below the group order, trailing bytes).
	InvalidProof,
	/// The VRF input data has no point (ark-vrf's hash to the curve found none; never seen
	/// with Elligator2).
	InputNotMapped,
	/// The proof decodes but does not verify (also: a key commitment or output that is the
	/// identity, which ark-vrf refuses).
	Rejected,
}

/// A ring ready to verify against, built from its commitment and [`PCS_VERIFIER_PARAMS`]:
/// ark-vrf's ring verifier for the ring's PIOP domain (512, 1024 or 2048 rows for up to 255,
/// 767 or 1791 keys), without the domain columns only its prover reads (`verifier.rs` says
/// why), so that building one per extrinsic costs a transcript and a key preparation.
pub struct PreparedRing<S: RingSuite> {
	verifier: RingProofVerifier<S>,
}

impl<S: RingSuite> PreparedRing<S> {
	/// The ring of `ring_size` keys (1 to [`MAX_RING_SIZE`]; the prover's `RingContext::new`
	/// argument, which fixes the domain) whose commitment is `commitment`, decoded with every
	/// check.
	///
	/// Errors: [`RingVrfError::RingSizeOutOfRange`], [`RingVrfError::WrongLength`],
	/// [`RingVrfError::InvalidCommitment`].
	pub fn from_commitment(commitment: &[u8], ring_size: u32) -> Result<Self, RingVrfError> {
		check_ring_size(ring_size)?;
		Self::build(
			decode_commitment::<S>(commitment, Compress::Yes)?,
			ring_size,
		)
	}

	/// The ring from a commitment [`validate_commitment`] returned (uncompressed, read
	/// without a check: it was checked when validated).
	///
	/// Errors: [`RingVrfError::RingSizeOutOfRange`], [`RingVrfError::WrongLength`],
	/// [`RingVrfError::InvalidCommitment`] if the bytes are not three points' coordinates.
	pub fn from_stored(stored: &[u8], ring_size: u32) -> Result<Self, RingVrfError> {
		check_ring_size(ring_size)?;
		Self::build(decode_commitment::<S>(stored, Compress::No)?, ring_size)
	}

	fn build(commitment: ring::RingCommitment<S>, ring_size: u32) -> Result<Self, RingVrfError> {
		let verifier_key = ring::verifier_key_from_commitment::<S>(commitment, pcs_params::<S>());
		let domain_size = ring::piop_domain_size::<S>(ring_size as usize);
		let verifier = RingProofVerifier::new(verifier_key, domain_size)
			.ok_or(RingVrfError::RingSizeOutOfRange)?;
		Ok(Self { verifier })
	}
}

/// Decodes a ring commitment (144 bytes, three compressed G1 points) with every check (each
/// point canonical — the one encoding arkworks writes —, on the curve, in G1) and
/// returns it uncompressed (288 bytes) for [`PreparedRing::from_stored`]: a registry checks
/// once and stores the result.
///
/// Errors: [`RingVrfError::WrongLength`], [`RingVrfError::InvalidCommitment`].
pub fn validate_commitment<S: RingSuite>(
	commitment: &[u8],
) -> Result<[u8; STORED_COMMITMENT_LEN], RingVrfError> {
	let commitment = decode_commitment::<S>(commitment, Compress::Yes)?;
	let mut stored = [0u8; STORED_COMMITMENT_LEN];
	commitment
		.serialize_uncompressed(&mut stored[..])
		.map_err(|_| RingVrfError::InvalidCommitment)?;
	Ok(stored)
}

/// Verifies a ring VRF signature ([`RING_SIGNATURE_LEN`] bytes) on VRF input `data` and
/// additional data `ad` against `ring`: ark-vrf's `ring::Proof::verify` (the Pedersen proof,
/// then the ring proof's PIOP and KZG batch opening, one two-pair pairing check).
///
/// Returns the VRF output's hash (32 bytes) if it holds. Errors:
/// [`RingVrfError::WrongLength`], [`RingVrfError::InvalidOutput`],
/// [`RingVrfError::InvalidProof`], [`RingVrfError::InputNotMapped`],
/// [`RingVrfError::Rejected`].
pub fn verify_ring<S: RingSuite>(
	ring: &PreparedRing<S>,
	data: &[u8],
	ad: &[u8],
	signature: &[u8],
) -> Result<[u8; OUTPUT_HASH_LEN], RingVrfError> {
	if signature.len() != RING_SIGNATURE_LEN {
		return Err(RingVrfError::WrongLength);
	}
	// ark-vrf's `ring::Proof` is the Pedersen proof then the bare ring proof, decoded as its
	// `CanonicalDeserialize` does: the ring proof strictly (one encoding per proof).
	let (output, proof) = signature.split_at(32);
	let (pedersen, bare) = proof.split_at(PEDERSEN_SIGNATURE_LEN - 32);
	let output = decode_output::<S>(output)?;
	let pedersen =
		PedersenProof::<S>::deserialize_with_mode_exact(pedersen, Compress::Yes, Validate::Yes)
			.map_err(|_| RingVrfError::InvalidProof)?;
	let bare = decode_strict::<BareRingProof<S>>(bare).ok_or(RingVrfError::InvalidProof)?;
	let io = VrfIo {
		input: hash_input::<S>(data)?,
		output,
	};
	// ark-vrf's `ring::Proof::verify`: the Pedersen proof, then the ring proof on its key
	// commitment.
	pedersen
		.verify(io, ad)
		.map_err(|_| RingVrfError::Rejected)?;
	let key_commitment = pedersen
		.key_commitment()
		.into_te()
		.ok_or(RingVrfError::Rejected)?;
	if !ring.verifier.verify(bare, key_commitment) {
		return Err(RingVrfError::Rejected);
	}
	Ok(io.output.hash())
}

/// Verifies an IETF VRF signature ([`IETF_SIGNATURE_LEN`] bytes, ark-vrf's `tiny` proof) by
/// `public_key` (32 bytes) on input `data` and additional data `ad`.
///
/// Returns the VRF output's hash if it holds. Errors: [`RingVrfError::WrongLength`],
/// [`RingVrfError::InvalidPublicKey`], [`RingVrfError::InvalidOutput`],
/// [`RingVrfError::InvalidProof`], [`RingVrfError::InputNotMapped`],
/// [`RingVrfError::Rejected`].
pub fn verify_ietf<S: Suite>(
	public_key: &[u8],
	data: &[u8],
	ad: &[u8],
	signature: &[u8],
) -> Result<[u8; OUTPUT_HASH_LEN], RingVrfError> {
	if public_key.len() != PUBLIC_KEY_LEN {
		return Err(RingVrfError::WrongLength);
	}
	let public = Public::<S>::deserialize_with_mode_exact(public_key, Compress::Yes, Validate::Yes)
		.map_err(|_| RingVrfError::InvalidPublicKey)?;
	let (io, proof) = decode_signature::<S, IetfProof<S>>(data, signature, IETF_SIGNATURE_LEN)?;
	proof
		.verify(io, ad, &public)
		.map_err(|_| RingVrfError::Rejected)?;
	Ok(io.output.hash())
}

/// Verifies a Pedersen VRF signature ([`PEDERSEN_SIGNATURE_LEN`] bytes) on input `data` and
/// additional data `ad`: the output is right for *some* key, committed to in the proof
/// (blinded; [`pedersen_key_commitment`] reads it).
///
/// Returns the VRF output's hash if it holds. Errors as [`verify_ietf`]'s, without
/// [`RingVrfError::InvalidPublicKey`].
pub fn verify_pedersen<S: ark_vrf::pedersen::PedersenSuite>(
	data: &[u8],
	ad: &[u8],
	signature: &[u8],
) -> Result<[u8; OUTPUT_HASH_LEN], RingVrfError> {
	let (io, proof) =
		decode_signature::<S, PedersenProof<S>>(data, signature, PEDERSEN_SIGNATURE_LEN)?;
	proof.verify(io, ad).map_err(|_| RingVrfError::Rejected)?;
	Ok(io.output.hash())
}

/// The blinded key commitment a Pedersen signature carries (its first point, 32 bytes
/// compressed), or `None` if the signature has the wrong length.
pub fn pedersen_key_commitment(signature: &[u8]) -> Option<[u8; PUBLIC_KEY_LEN]> {
	if signature.len() != PEDERSEN_SIGNATURE_LEN {
		return None;
	}
	signature[32..64].try_into().ok()
}

/// A commitment as users submit it (`Compress::Yes`: 144 bytes, every check, the canonical
/// encoding only) or as
/// [`validate_commitment`] stores it (`Compress::No`: 288 bytes, no check).
fn decode_commitment<S: RingSuite>(
	bytes: &[u8],
	compress: Compress,
) -> Result<ring::RingCommitment<S>, RingVrfError> {
	let len = match compress {
		Compress::Yes => RING_COMMITMENT_LEN,
		Compress::No => STORED_COMMITMENT_LEN,
	};
	if bytes.len() != len {
		return Err(RingVrfError::WrongLength);
	}
	match compress {
		// Strictly, as ark-vrf decodes a ring proof: arkworks alone reads the point at
		// infinity from any bytes behind its flag, and a registry must never hold two byte
		// strings for one ring.
		Compress::Yes => decode_strict(bytes),
		Compress::No => {
			ring::RingCommitment::<S>::deserialize_with_mode_exact(bytes, compress, Validate::No)
				.ok()
		}
	}
	.ok_or(RingVrfError::InvalidCommitment)
}

/// Whether a ring of `ring_size` keys is one this module verifies against: 1 to
/// [`MAX_RING_SIZE`].
///
/// Errors: [`RingVrfError::RingSizeOutOfRange`].
pub fn check_ring_size(ring_size: u32) -> Result<(), RingVrfError> {
	if ring_size == 0 || ring_size > MAX_RING_SIZE {
		return Err(RingVrfError::RingSizeOutOfRange);
	}
	Ok(())
}

/// Splits a signature into the output point and the proof, both decoded with every check,
/// and hashes `data` to the VRF input.
fn decode_signature<S: Suite, P: CanonicalDeserialize>(
	data: &[u8],
	signature: &[u8],
	expected_len: usize,
) -> Result<(VrfIo<S>, P), RingVrfError> {
	if signature.len() != expected_len {
		return Err(RingVrfError::WrongLength);
	}
	let (output, proof) = signature.split_at(32);
	let output = decode_output::<S>(output)?;
	let proof = P::deserialize_with_mode_exact(proof, Compress::Yes, Validate::Yes)
		.map_err(|_| RingVrfError::InvalidProof)?;
	let input = hash_input::<S>(data)?;
	Ok((VrfIo { input, output }, proof))
}

/// The output point γ, 32 bytes, decoded with every check.
fn decode_output<S: Suite>(bytes: &[u8]) -> Result<Output<S>, RingVrfError> {
	Output::<S>::deserialize_with_mode_exact(bytes, Compress::Yes, Validate::Yes)
		.map_err(|_| RingVrfError::InvalidOutput)
}

/// The VRF input: `data` hashed to the curve (ark-vrf's `Input::new`).
fn hash_input<S: Suite>(data: &[u8]) -> Result<Input<S>, RingVrfError> {
	Input::<S>::new(data).map_err(|_| RingVrfError::InputNotMapped)
}

/// ark-vrf's strict decoding (`utils::canonical::CanonicalDeserializeStrict`, crate-private):
/// decoded without checks, encoded back to the same bytes, then checked, and nothing left
/// over.
fn decode_strict<T: CanonicalDeserialize + CanonicalSerialize>(bytes: &[u8]) -> Option<T> {
	let value = T::deserialize_with_mode_exact(bytes, Compress::Yes, Validate::No).ok()?;
	let mut encoded = Vec::with_capacity(bytes.len());
	value.serialize_compressed(&mut encoded).ok()?;
	if encoded != bytes {
		return None;
	}
	ark_serialize::Valid::check(&value).ok()?;
	Some(value)
}

/// [`PCS_VERIFIER_PARAMS`] decoded for the suite's pairing engine (a constant: no check): the
/// KZG verifier parameters of ark-vrf's `verifier_key_from_commitment`.
pub fn pcs_params<S: RingSuite>() -> ring::PcsVerifierParams<S> {
	ring::PcsVerifierParams::<S>::deserialize_uncompressed_unchecked(&PCS_VERIFIER_PARAMS[..])
		.expect("the constant is three points' coordinates; tests/ring_vrf_vectors.rs reads it")
}
