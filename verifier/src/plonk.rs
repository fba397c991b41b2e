//! snarkjs PLONK (BN254, BLS12-381) and fflonk (BN254) proofs (`hostcurves_primitives::plonk`,
//! `hostcurves_primitives::fflonk`): keys registered once, checked and stored uncompressed,
//! proofs verified against them. The calls' pieces that are not calls.
//!
//! PLONK on BLS12-381 uses RFC-0163's BLS12-381 functions in the portable build, so it runs on
//! relay validators that enabled the standard set; BN254 is not in RFC-0163, and the portable
//! build verifies BN254 proofs in Wasm (hostcurves' own BN254 functions in the full build).

use codec::{Decode, DecodeWithMemTracking, Encode, MaxEncodedLen};
use frame_support::{traits::ConstU32, BoundedVec};
use hostcurves_primitives::{
	bls12_381::Bls12_381,
	bn254::Bn254,
	fflonk,
	plonk::{self, KeyFault, PlonkError},
};
use scale_info::TypeInfo;

use crate::{compress, Error, PairingCurve};

/// The longest key a user submits: PLONK on BLS12-381, compressed (549 bytes; PLONK on BN254
/// 389, fflonk on BN254 325).
pub const MAX_PLONK_KEY_LEN: u32 = 549;
/// The longest proof: PLONK on BLS12-381, compressed (624 bytes; PLONK on BN254 480, fflonk
/// on BN254 608).
pub const MAX_PLONK_PROOF_LEN: u32 = 624;
/// The longest stored key: PLONK on BLS12-381, uncompressed with its root of unity (1 064
/// bytes).
pub const MAX_STORED_PLONK_KEY_LEN: u32 = 1064;

/// A key as users submit it (`hostcurves_primitives::plonk::snarkjs` makes these bytes from
/// snarkjs' `verification_key.json`).
pub type PlonkKeyBytes = BoundedVec<u8, ConstU32<MAX_PLONK_KEY_LEN>>;
/// A proof as users submit it, compressed.
pub type PlonkProofBytes = BoundedVec<u8, ConstU32<MAX_PLONK_PROOF_LEN>>;

/// Which snarkjs proof system a key is for.
#[derive(
	Encode,
	Decode,
	DecodeWithMemTracking,
	MaxEncodedLen,
	TypeInfo,
	Clone,
	Copy,
	PartialEq,
	Eq,
	Hash,
	Debug,
)]
pub enum PlonkSystem {
	/// `snarkjs plonk` (BN254 or BLS12-381).
	Plonk,
	/// `snarkjs fflonk` (BN254).
	Fflonk,
}

/// The (system, curve) pairs the pallet verifies, in weight order.
pub const SUPPORTED: [(PlonkSystem, PairingCurve); 3] = [
	(PlonkSystem::Plonk, PairingCurve::Bn254),
	(PlonkSystem::Plonk, PairingCurve::Bls12_381),
	(PlonkSystem::Fflonk, PairingCurve::Bn254),
];

/// A registered key, checked (trusted: only `register_plonk_key` writes it).
#[derive(
	Encode, Decode, DecodeWithMemTracking, MaxEncodedLen, TypeInfo, Clone, PartialEq, Eq, Debug,
)]
pub struct StoredPlonkKey {
	/// Its proof system.
	pub system: PlonkSystem,
	/// Its curve.
	pub curve: PairingCurve,
	/// Its number of public inputs.
	pub public_inputs: u32,
	/// `VerifyingKey::to_bytes` of the system and curve.
	pub key: BoundedVec<u8, ConstU32<MAX_STORED_PLONK_KEY_LEN>>,
}

impl<T> From<PlonkError> for Error<T> {
	fn from(e: PlonkError) -> Self {
		match e {
			PlonkError::InvalidKey(KeyFault::Forgeable) => Error::ForgeableVerifyingKey,
			PlonkError::InvalidKey(_) => Error::InvalidVerifyingKey,
			PlonkError::InvalidProof(_) => Error::InvalidProof,
			PlonkError::InvalidPublicInputs => Error::InvalidPublicInputs,
			PlonkError::WrongPublicInputCount { .. } => Error::WrongPublicInputCount,
			PlonkError::ProofRejected => Error::ProofRejected,
		}
	}
}

/// Checks a compressed key of `system` on `curve` and returns it as stored.
///
/// Errors: `UnsupportedPlonkCurve`, `InvalidVerifyingKey`, `ForgeableVerifyingKey`,
/// `TooManyElements` (more than `max_inputs` public inputs).
pub fn register<T>(
	system: PlonkSystem,
	curve: PairingCurve,
	key: &[u8],
	max_inputs: u32,
) -> Result<StoredPlonkKey, Error<T>> {
	let c = compress(true);
	let (public_inputs, bytes) = match (system, curve) {
		(PlonkSystem::Plonk, PairingCurve::Bn254) => {
			plonk::VerifyingKey::<Bn254>::decode(key, c).map(|k| (k.public_inputs, k.to_bytes()))
		}
		(PlonkSystem::Plonk, PairingCurve::Bls12_381) => {
			plonk::VerifyingKey::<Bls12_381>::decode(key, c)
				.map(|k| (k.public_inputs, k.to_bytes()))
		}
		(PlonkSystem::Fflonk, PairingCurve::Bn254) => {
			fflonk::VerifyingKey::<Bn254>::decode(key, c).map(|k| (k.public_inputs, k.to_bytes()))
		}
		_ => return Err(Error::UnsupportedPlonkCurve),
	}?;
	if public_inputs > max_inputs {
		return Err(Error::TooManyElements);
	}
	let key = BoundedVec::try_from(bytes).map_err(|_| Error::InvalidVerifyingKey)?;
	Ok(StoredPlonkKey {
		system,
		curve,
		public_inputs,
		key,
	})
}

/// Verifies a compressed `proof` for `inputs` (arkworks `Vec<Fr>`) against a stored key.
///
/// Errors: `InvalidProof`, `InvalidPublicInputs`, `WrongPublicInputCount`, `ProofRejected`
/// (`InvalidVerifyingKey` for stored bytes that do not decode, which only a storage
/// migration could write).
pub fn verify<T>(stored: &StoredPlonkKey, proof: &[u8], inputs: &[u8]) -> Result<(), Error<T>> {
	let c = compress(true);
	match (stored.system, stored.curve) {
		(PlonkSystem::Plonk, PairingCurve::Bn254) => {
			plonk::VerifyingKey::<Bn254>::from_trusted_bytes(&stored.key)
				.and_then(|k| k.verify_bytes(proof, c, inputs))
		}
		(PlonkSystem::Plonk, PairingCurve::Bls12_381) => {
			plonk::VerifyingKey::<Bls12_381>::from_trusted_bytes(&stored.key)
				.and_then(|k| k.verify_bytes(proof, c, inputs))
		}
		(PlonkSystem::Fflonk, PairingCurve::Bn254) => {
			fflonk::VerifyingKey::<Bn254>::from_trusted_bytes(&stored.key)
				.and_then(|k| k.verify_bytes(proof, c, inputs))
		}
		_ => return Err(Error::UnsupportedPlonkCurve),
	}
	.map_err(Error::from)
}
