//! Proofs of possession (draft-irtf-cfrg-bls-signature-05 §3.3.2–3.3.3: PopProve and
//! PopVerify) of the ciphersuite `BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_`: a signature of
//! the public key's own 48 compressed bytes under the domain separation tag
//! [`DST_POSSESSION`]. FastAggregateVerify is sound only over keys whose possession was
//! proven: without it, `pk_r = s·g₁ − pk_victim` makes `s·H(m)` a valid aggregate signature
//! of `[pk_victim, pk_r]` that the victim never made, and no one can prove possession of
//! `pk_r`.

use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, VariableBaseMSM};
use ark_ff::One;
use ark_serialize::Compress;
use sha2::{Digest, Sha256};

use super::{
	hash_to_g2, keys::batch, verify::pairing_check, BlsError, PublicKey, Signature,
	StoredPublicKey, PUBLIC_KEY_LEN, SIGNATURE_LEN,
};
use crate::{
	bls12_381::{Bls12_381, G1Affine, G1Projective, G2Affine, G2Projective, ScalarField},
	checked,
};
use hostcurves_host::wire;

/// The domain separation tag of proofs of possession (PopProve, PopVerify) in the
/// ciphersuite Ethereum uses, 43 bytes: distinct from the message DST
/// ([`super::DST_POP`]), so a signature of a message that happens to be a public key is not
/// a proof of possession.
pub const DST_POSSESSION: &[u8] = b"BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";

/// PopVerify: `e(public_key, H_pop(public_key's 48 bytes)) = e(g₁, proof)`. The key and the
/// proof were checked when decoded ([`PublicKey::from_bytes`], [`Signature::from_bytes`]).
///
/// Cost: one hash to G2 and a 2-pair pairing check on the host.
///
/// Errors: [`BlsError::PossessionNotProven`] (index 0) if the equation does not hold;
/// [`BlsError::Host`] if the node's host functions are not hostcurves'.
pub fn pop_verify(public_key: &PublicKey, proof: &Signature) -> Result<(), BlsError> {
	possession_at(
		0,
		*public_key.as_point(),
		&public_key.to_bytes(),
		*proof.as_point(),
	)
}

/// PopVerify of `point` (whose compressed bytes are `bytes`) against `proof`, reported at
/// `index`.
fn possession_at(
	index: u32,
	point: G1Affine,
	bytes: &[u8; PUBLIC_KEY_LEN],
	proof: G2Affine,
) -> Result<(), BlsError> {
	let hash = hash_to_g2(bytes, DST_POSSESSION).map_err(BlsError::Host)?;
	pairing_check(
		alloc::vec![point],
		alloc::vec![hash],
		&Signature::from_point(proof),
	)
	.map_err(|e| match e {
		BlsError::VerificationFailed => BlsError::PossessionNotProven { index },
		other => other,
	})
}

/// PopVerify of every key in `stored` (the stored form of `public_keys`, from
/// [`super::validate_public_keys`], same order) against `proofs` (96-byte compressed G2
/// points, one per key), as one batch: all proofs decoded with every check in one host
/// call, one hash to G2 per key, then one pairing check for all,
/// `∏ e(rᵢ·pkᵢ, H_pop(pkᵢ)) · e(−g₁, Σ rᵢ·πᵢ) = 1`, with `r₀ = 1` and the other `rᵢ` 128-bit
/// coefficients that SHA-256 derives from every key and proof (small-exponent batch
/// verification, Bellare–Garay–Rabin 1998: with every point in its prime-order subgroup, as
/// decoding checked, proofs that do not all verify pass with probability at most 2⁻¹²⁸ per
/// attempt). Which proof fails is not searched for (that would cost a pairing check per key
/// in the worst case): [`pop_verify`] finds it off chain.
///
/// Cost: n hashes to G2, n G1 scalar multiplications by 128 bits, one G2 MSM of n points,
/// one Miller loop over n + 1 pairs and one final exponentiation, all on the host.
///
/// Errors: [`BlsError::LengthMismatch`] if the counts differ or are zero;
/// [`BlsError::InvalidSignature`] with the index of the first proof that does not decode to
/// a point of G2; [`BlsError::PossessionNotProven`] with index `n` (no single proof is named)
/// if the batch equation fails; [`BlsError::Host`] as [`pop_verify`].
pub fn verify_possession(
	public_keys: &[[u8; PUBLIC_KEY_LEN]],
	stored: &[StoredPublicKey],
	proofs: &[[u8; SIGNATURE_LEN]],
) -> Result<(), BlsError> {
	let n = proofs.len();
	if n == 0 || public_keys.len() != n || stored.len() != n {
		return Err(BlsError::LengthMismatch);
	}
	let points: Vec<G2Affine> = checked::decode::<G2Affine>(&batch(proofs), Compress::Yes)
		.map_err(BlsError::InvalidSignature)?;
	let coefficients = coefficients(public_keys, proofs);
	let mut g1 = Vec::with_capacity(n + 1);
	let mut g2 = Vec::with_capacity(n + 1);
	for ((bytes, stored), r) in public_keys.iter().zip(stored).zip(&coefficients) {
		// The stored form is the host's boundary encoding of a key it checked.
		let key = wire::decode::<G1Affine>(stored).map_err(BlsError::Host)?;
		g1.push(key * *r);
		g2.push(hash_to_g2(bytes, DST_POSSESSION).map_err(BlsError::Host)?);
	}
	let mut g1 = G1Projective::normalize_batch(&g1);
	g1.push(-G1Affine::generator());
	g2.push(
		G2Projective::msm(&points, &coefficients)
			.map_err(|_| BlsError::LengthMismatch)?
			.into_affine(),
	);
	if Bls12_381::multi_pairing(g1, g2).0.is_one() {
		Ok(())
	} else {
		Err(BlsError::PossessionNotProven { index: n as u32 })
	}
}

/// The batch's coefficients: `r₀ = 1`, and `rᵢ` the first 16 bytes (little-endian) of
/// SHA-256 over a domain tag, n, every key and proof, and i. Bound to the whole input, so
/// proofs cannot be chosen after the coefficients.
fn coefficients(
	public_keys: &[[u8; PUBLIC_KEY_LEN]],
	proofs: &[[u8; SIGNATURE_LEN]],
) -> Vec<ScalarField> {
	let mut transcript = Sha256::new();
	transcript.update(b"hostcurves proof-of-possession batch v1");
	transcript.update((proofs.len() as u64).to_le_bytes());
	public_keys.iter().for_each(|key| transcript.update(key));
	proofs.iter().for_each(|proof| transcript.update(proof));
	(0..proofs.len() as u64)
		.map(|i| {
			if i == 0 {
				return ScalarField::one();
			}
			let digest = transcript.clone().chain_update(i.to_le_bytes()).finalize();
			let mut low = [0u8; 16];
			low.copy_from_slice(&digest[..16]);
			ScalarField::from(u128::from_le_bytes(low))
		})
		.collect()
}
