//! The pairing checks of the scheme: Verify, AggregateVerify and FastAggregateVerify
//! (draft-irtf-cfrg-bls-signature-05, §2.7, §2.9, §3.3.4), on the host's pairing.

use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, AffineRepr};
use ark_ff::One;

use super::{
	aggregate_public_keys, hash_to_g2, BlsError, PublicKey, Signature, DST_POP, PUBLIC_KEY_LEN,
};
use crate::bls12_381::{Bls12_381, G1Affine, G2Affine};

/// Whether `e(P₁, Q₁) ⋯ e(Pₙ, Qₙ) · e(−g₁, signature) = 1`: one multi Miller loop and one
/// final exponentiation on the host.
pub(super) fn pairing_check(
	mut g1: Vec<G1Affine>,
	mut g2: Vec<G2Affine>,
	signature: &Signature,
) -> Result<(), BlsError> {
	g1.push(-G1Affine::generator());
	g2.push(*signature.as_point());
	let product = Bls12_381::multi_pairing(g1, g2);
	if product.0.is_one() {
		Ok(())
	} else {
		Err(BlsError::VerificationFailed)
	}
}

/// The message hashed to G2 with the ciphersuite's DST ([`DST_POP`]).
fn message_point(message: &[u8]) -> Result<G2Affine, BlsError> {
	hash_to_g2(message, DST_POP).map_err(BlsError::Host)
}

/// Verify (CoreVerify): `e(public_key, H(message)) = e(g₁, signature)`. The key and signature
/// were checked when decoded ([`PublicKey::from_bytes`], [`Signature::from_bytes`]).
///
/// Cost: one hash to G2 and a 2-pair pairing check on the host.
///
/// Errors: [`BlsError::VerificationFailed`] if the equation does not hold.
pub fn verify(
	public_key: &PublicKey,
	message: &[u8],
	signature: &Signature,
) -> Result<(), BlsError> {
	pairing_check(
		alloc::vec![*public_key.as_point()],
		alloc::vec![message_point(message)?],
		signature,
	)
}

/// AggregateVerify of the proof-of-possession scheme (CoreAggregateVerify: messages need not
/// be distinct): `∏ e(public_keysᵢ, H(messagesᵢ)) = e(g₁, signature)`.
///
/// Cost: n hashes to G2 and an (n + 1)-pair pairing check on the host.
///
/// Errors: [`BlsError::Empty`] for no keys; [`BlsError::LengthMismatch`] if keys and
/// messages differ in number; [`BlsError::VerificationFailed`].
pub fn aggregate_verify(
	public_keys: &[PublicKey],
	messages: &[&[u8]],
	signature: &Signature,
) -> Result<(), BlsError> {
	if public_keys.is_empty() {
		return Err(BlsError::Empty);
	}
	if public_keys.len() != messages.len() {
		return Err(BlsError::LengthMismatch);
	}
	let hashes = messages
		.iter()
		.map(|m| message_point(m))
		.collect::<Result<Vec<_>, _>>()?;
	pairing_check(
		public_keys.iter().map(|pk| *pk.as_point()).collect(),
		hashes,
		signature,
	)
}

/// FastAggregateVerify: every key decoded and KeyValidate'd, summed (on the host,
/// [`aggregate_public_keys`]), and the sum verified against the one `message`. The keys must
/// have proven possession of their secret keys (the scheme's precondition, against rogue
/// keys), for example when they were registered.
///
/// Cost: n decompressions with subgroup checks and n − 1 additions, one hash to G2, a 2-pair
/// pairing check, all on the host.
///
/// Errors: those of [`aggregate_public_keys`], and [`BlsError::VerificationFailed`].
pub fn fast_aggregate_verify(
	public_keys: &[[u8; PUBLIC_KEY_LEN]],
	message: &[u8],
	signature: &Signature,
) -> Result<(), BlsError> {
	let aggregate = aggregate_public_keys(public_keys)?;
	verify(&aggregate, message, signature)
}
