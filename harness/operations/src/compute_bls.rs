//! The BLS signature rows (BLS12-381, Ethereum's ciphersuite
//! `BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_`): hashing a message to G2, aggregating
//! compressed public keys, and fast aggregate verification against a registered committee.
//! [`Backend::Arkworks`] computes them with plain arkworks in Wasm, as a runtime without
//! hostcurves would; [`Backend::Host`] with `hostcurves_primitives::bls` (host functions).
//! Both give the same bytes and the same errors.

use alloc::{vec, vec::Vec};
use ark_bls12_381::{Bls12_381, G1Affine, G1Projective, G2Affine, G2Projective};
use ark_ec::{
	hashing::{curve_maps::wb::WBMap, map_to_curve_hasher::MapToCurveBasedHasher, HashToCurve},
	pairing::Pairing,
	AffineRepr, CurveGroup,
};
use ark_ff::{field_hashers::DefaultFieldHasher, One, Zero};
use ark_serialize::CanonicalDeserialize;
use hostcurves_primitives::{
	bls::{
		self, drand,
		min_sig::{self, MinSigPublicKey, MinSigSignature},
		BlsError, DST_POP, PUBLIC_KEY_LEN, SIGNATURE_LEN, STORED_PUBLIC_KEY_LEN,
	},
	host::wire,
};
use sha2::Sha256;

use crate::{
	compute::{timed, ComputeError, Stopwatch},
	operation::{Backend, MAX_BLS_MESSAGE_LEN},
};

/// RFC 9380 hash of `message` to G2 with the ciphersuite's DST, in plain arkworks:
/// `MapToCurveBasedHasher` with SHA-256 `expand_message_xmd` and the WB map (the bytes the
/// host functions follow).
pub fn hash_to_g2_arkworks(message: &[u8]) -> Result<G2Affine, ComputeError> {
	type Hasher = MapToCurveBasedHasher<
		G2Projective,
		DefaultFieldHasher<Sha256, 128>,
		WBMap<ark_bls12_381::g2::Config>,
	>;
	// arkworks has no hashing error for this curve and DST; were it to report one, it gets
	// the host path's error for a failed hash.
	Hasher::new(DST_POP)
		.and_then(|hasher| hasher.hash(message))
		.map_err(|_| ComputeError::HostCallFailed)
}

/// RFC 9380 hash of `message` to G1 with the min-sig DST (`min_sig::DST_NUL`), in plain
/// arkworks: `MapToCurveBasedHasher` with SHA-256 `expand_message_xmd` and the WB map.
fn hash_to_g1_arkworks(message: &[u8]) -> Result<G1Affine, ComputeError> {
	type Hasher = MapToCurveBasedHasher<
		G1Projective,
		DefaultFieldHasher<Sha256, 128>,
		WBMap<ark_bls12_381::g1::Config>,
	>;
	Hasher::new(min_sig::DST_NUL)
		.and_then(|hasher| hasher.hash(message))
		.map_err(|_| ComputeError::HostCallFailed)
}

/// The pallet's error for a [`BlsError`] of the host path, the same the pure-Wasm path gives
/// for the same input.
fn from_bls(e: BlsError) -> ComputeError {
	match e {
		BlsError::InvalidPublicKey(e) | BlsError::InvalidSignature(e) => {
			ComputeError::InvalidPoint { index: e.index }
		}
		BlsError::IdentityPublicKey { index } => ComputeError::InvalidPoint { index },
		BlsError::IdentityAggregate => ComputeError::IdentityAggregate,
		// The bench pallet's rows verify signatures, not proofs of possession.
		BlsError::VerificationFailed | BlsError::PossessionNotProven { .. } => {
			ComputeError::SignatureRejected
		}
		BlsError::Length | BlsError::Empty | BlsError::LengthMismatch => {
			ComputeError::MalformedInput
		}
		BlsError::InvalidSecretKey | BlsError::Host(_) => ComputeError::HostCallFailed,
	}
}

/// `bytes` as a u64 LE count n, then n items of `N` bytes, nothing after them; at least one
/// item. `MalformedInput` otherwise.
fn items<const N: usize>(bytes: &[u8]) -> Result<Vec<[u8; N]>, ComputeError> {
	let (count, rest) = bytes
		.split_first_chunk::<8>()
		.ok_or(ComputeError::MalformedInput)?;
	let n = u64::from_le_bytes(*count);
	if n == 0 || (rest.len() / N) as u64 != n || rest.len() % N != 0 {
		return Err(ComputeError::MalformedInput);
	}
	Ok(rest
		.chunks_exact(N)
		.filter_map(|chunk| chunk.try_into().ok())
		.collect())
}

/// `MalformedInput` for a message longer than [`MAX_BLS_MESSAGE_LEN`].
fn message_len(message: &[u8]) -> Result<(), ComputeError> {
	if message.len() > MAX_BLS_MESSAGE_LEN {
		return Err(ComputeError::MalformedInput);
	}
	Ok(())
}

/// The hash of `message` (at most [`MAX_BLS_MESSAGE_LEN`] bytes) to G2; output one G2 point
/// (192 bytes).
pub fn hash_to_g2(
	backend: Backend,
	message: &[u8],
	sw: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	message_len(message)?;
	let point = timed(sw, || match backend {
		Backend::Arkworks => hash_to_g2_arkworks(message).map(wire::encode),
		Backend::Host => bls::hash_to_g2(message, DST_POP)
			.map(wire::encode)
			.map_err(|_| ComputeError::HostCallFailed),
	})?;
	Ok(point)
}

/// The sum of n ≥ 1 compressed public keys (`Vec<[u8; 48]>` with a u64 LE count), each
/// decoded with every check and KeyValidate'd, and the sum too; output one G1 point (96
/// bytes). Errors: `InvalidPoint` with the first bad key's index, `IdentityAggregate`.
pub fn aggregate_g1(
	backend: Backend,
	public_keys: &[u8],
	sw: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	let keys = items::<PUBLIC_KEY_LEN>(public_keys)?;
	timed(sw, || match backend {
		Backend::Arkworks => aggregate_arkworks(&keys).map(wire::encode),
		Backend::Host => bls::aggregate_public_keys(&keys)
			.map(|pk| wire::encode(*pk.as_point()))
			.map_err(from_bls),
	})
}

/// [`aggregate_g1`] in plain arkworks: `deserialize_compressed` (flags, x < p, on the
/// curve, in G1), not the identity, summed.
fn aggregate_arkworks(keys: &[[u8; PUBLIC_KEY_LEN]]) -> Result<G1Affine, ComputeError> {
	let mut sum = G1Projective::zero();
	for (index, key) in keys.iter().enumerate() {
		let invalid = ComputeError::InvalidPoint {
			index: index as u32,
		};
		let point = G1Affine::deserialize_compressed(&key[..]).map_err(|_| invalid)?;
		if point.is_zero() {
			return Err(invalid);
		}
		sum += point;
	}
	non_identity(sum)
}

/// KeyValidate of an aggregate key: `IdentityAggregate` for the identity.
fn non_identity(sum: G1Projective) -> Result<G1Affine, ComputeError> {
	if sum.is_zero() {
		return Err(ComputeError::IdentityAggregate);
	}
	Ok(sum.into_affine())
}

/// FastAggregateVerify of `signature` (96 bytes compressed, checked) on `message` (at most
/// [`MAX_BLS_MESSAGE_LEN`] bytes) by every key of a registered committee (`Vec<G1Affine>`
/// uncompressed with a u64 LE count: keys validated when registered, so only decoded and
/// found on the curve here, for both backends alike); output `[1]`. Errors:
/// `MalformedInput` (a message too long, a signature not 96 bytes, a committee that is
/// empty, of the wrong length, or has a key that does not decode or is off the curve),
/// `InvalidPoint { index: 0 }` for the signature, `IdentityAggregate`,
/// `SignatureRejected`.
pub fn fast_aggregate_verify(
	backend: Backend,
	committee: &[u8],
	message: &[u8],
	signature: &[u8],
	sw: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	message_len(message)?;
	let signature: [u8; SIGNATURE_LEN] = signature
		.try_into()
		.map_err(|_| ComputeError::MalformedInput)?;
	let keys = items::<STORED_PUBLIC_KEY_LEN>(committee)?;
	// What a registry stores decodes and is on the curve; anything else is refused here, the
	// same way for both backends (the host's MSM and arkworks' additions would otherwise
	// differ on what they refuse, and on points of another curve).
	let points = keys
		.iter()
		.map(|key| {
			wire::decode::<G1Affine>(key)
				.ok()
				.filter(G1Affine::is_on_curve)
		})
		.collect::<Option<Vec<_>>>()
		.ok_or(ComputeError::MalformedInput)?;
	timed(sw, || match backend {
		Backend::Arkworks => fast_aggregate_verify_arkworks(&points, message, &signature),
		Backend::Host => {
			let signature = bls::Signature::from_bytes(&signature).map_err(from_bls)?;
			let aggregate = bls::aggregate_stored_public_keys(keys.iter()).map_err(from_bls)?;
			bls::verify(&aggregate, message, &signature).map_err(from_bls)
		}
	})?;
	Ok(vec![1])
}

/// A drand beacon: round `round`'s `signature` (48 bytes compressed, checked) under a
/// network key as a registry stores it (`G2Affine` uncompressed, 192 bytes: decoded and found
/// on the curve here, for both backends alike, not subgroup-checked); output the round's
/// randomness, SHA-256 of the signature (32 bytes). Errors: `MalformedInput` (lengths, a
/// key that does not decode, is off the curve or is the identity), `InvalidPoint { index: 0
/// }` for the signature, `SignatureRejected`.
pub fn verify_beacon(
	backend: Backend,
	public_key: &[u8],
	round: u64,
	signature: &[u8],
	sw: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	let signature: [u8; min_sig::SIGNATURE_LEN] = signature
		.try_into()
		.map_err(|_| ComputeError::MalformedInput)?;
	let stored: [u8; min_sig::STORED_PUBLIC_KEY_LEN] = public_key
		.try_into()
		.map_err(|_| ComputeError::MalformedInput)?;
	let key = wire::decode::<G2Affine>(&stored)
		.ok()
		.filter(|key| key.is_on_curve() && !key.is_zero())
		.ok_or(ComputeError::MalformedInput)?;
	timed(sw, || match backend {
		Backend::Arkworks => verify_beacon_arkworks(&key, round, &signature),
		Backend::Host => {
			// The stored key read back as the verifier pallet reads it (checked above).
			let key = MinSigPublicKey::from_stored(&stored).map_err(from_bls)?;
			let signature = MinSigSignature::from_bytes(&signature).map_err(from_bls)?;
			drand::verify_beacon(&key, round, &signature).map_err(from_bls)
		}
	})?;
	Ok(drand::randomness(&signature).to_vec())
}

/// [`verify_beacon`] in plain arkworks: the signature decoded with every check,
/// `e(H(SHA-256(round)), pk) · e(−σ, g₂) = 1` checked.
fn verify_beacon_arkworks(
	key: &G2Affine,
	round: u64,
	signature: &[u8; min_sig::SIGNATURE_LEN],
) -> Result<(), ComputeError> {
	let signature = G1Affine::deserialize_compressed(&signature[..])
		.map_err(|_| ComputeError::InvalidPoint { index: 0 })?;
	let hash = hash_to_g1_arkworks(&drand::round_message(round))?;
	let product = Bls12_381::multi_pairing([hash, -signature], [*key, G2Affine::generator()]);
	if product.0.is_one() {
		Ok(())
	} else {
		Err(ComputeError::SignatureRejected)
	}
}

/// [`fast_aggregate_verify`] in plain arkworks: the stored keys summed, the message hashed,
/// `e(Σ pk, H(m)) · e(−g₁, σ) = 1` checked.
fn fast_aggregate_verify_arkworks(
	keys: &[G1Affine],
	message: &[u8],
	signature: &[u8; SIGNATURE_LEN],
) -> Result<(), ComputeError> {
	let signature = G2Affine::deserialize_compressed(&signature[..])
		.map_err(|_| ComputeError::InvalidPoint { index: 0 })?;
	let aggregate = non_identity(keys.iter().fold(G1Projective::zero(), |sum, key| sum + key))?;
	let hash = hash_to_g2_arkworks(message)?;
	let product = Bls12_381::multi_pairing([aggregate, -G1Affine::generator()], [hash, signature]);
	if product.0.is_one() {
		Ok(())
	} else {
		Err(ComputeError::SignatureRejected)
	}
}
