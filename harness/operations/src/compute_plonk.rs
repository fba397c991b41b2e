//! [`Operation::PlonkVerify`](crate::Operation::PlonkVerify): a snarkjs PLONK or fflonk proof
//! verified as the verifier pallet's `verify_plonk_proof` does, with the same verifier
//! (`hostcurves_primitives::plonk`, `fflonk`) over plain arkworks types (pure Wasm, points
//! validated by arkworks) or hostcurves' types (host, points checked on the host).

use alloc::vec::Vec;
use ark_ec::pairing::Pairing;
use ark_serialize::Compress;
use hostcurves_primitives::{
	self as hp, fflonk,
	plonk::{self, PlonkError, SnarkjsKey},
};
use pallet_hostcurves_verifier::{plonk::PlonkSystem, PairingCurve};

use crate::{
	compute::{timed, ComputeError, Stopwatch},
	operation::{Backend, MAX_PLONK_INPUTS},
};

/// The operation's arguments, borrowed.
pub struct Arguments<'a> {
	/// The key, compressed.
	pub key: &'a [u8],
	/// The proof, compressed.
	pub proof: &'a [u8],
	/// The public inputs, arkworks `Vec<Fr>`.
	pub public_inputs: &'a [u8],
}

/// Verifies with `backend`; the output is `[1]`. A key of more than [`MAX_PLONK_INPUTS`]
/// public inputs is refused (`WrongPublicInputCount`).
///
/// The key is decoded and checked first, outside the operation proper (a registry does it
/// once) and kept as the pallet stores it; timed: reading it back, decoding the proof (every
/// point checked) and the inputs, verifying — a verifier pallet call's work.
pub fn verify(
	backend: Backend,
	system: PlonkSystem,
	curve: PairingCurve,
	args: Arguments<'_>,
	stopwatch: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	let sw = stopwatch;
	// The pure-Wasm path decodes with arkworks' validation in Wasm (a plain type has no
	// checked-decoding host function), the host path with checked decoding on the host.
	macro_rules! plonk_on {
		($plain:ty, $host:ty) => {
			match backend {
				Backend::Arkworks => run::<plonk::VerifyingKey<$plain>>(
					args,
					sw,
					plonk::VerifyingKey::decode_arkworks,
					plonk::Proof::decode_arkworks,
				),
				Backend::Host => run::<plonk::VerifyingKey<$host>>(
					args,
					sw,
					plonk::VerifyingKey::decode,
					plonk::Proof::decode,
				),
			}
		};
	}
	match (system, curve) {
		(PlonkSystem::Plonk, PairingCurve::Bn254) => plonk_on!(ark_bn254::Bn254, hp::bn254::Bn254),
		(PlonkSystem::Plonk, PairingCurve::Bls12_381) => {
			plonk_on!(ark_bls12_381::Bls12_381, hp::bls12_381::Bls12_381)
		}
		(PlonkSystem::Fflonk, PairingCurve::Bn254) => match backend {
			Backend::Arkworks => run::<fflonk::VerifyingKey<ark_bn254::Bn254>>(
				args,
				sw,
				fflonk::VerifyingKey::decode_arkworks,
				fflonk::Proof::decode_arkworks,
			),
			Backend::Host => run::<fflonk::VerifyingKey<hp::bn254::Bn254>>(
				args,
				sw,
				fflonk::VerifyingKey::decode,
				fflonk::Proof::decode,
			),
		},
		// snarkjs makes no other keys: the verifier pallet refuses them at registration.
		_ => Err(ComputeError::InvalidVerifyingKey),
	}
	.map(|()| alloc::vec![1])
}

/// Decodes bytes, compressed or not.
type Decoder<T> = fn(&[u8], Compress) -> Result<T, PlonkError>;

/// Checks the key (untimed: a registry's work), then times what a verification call does.
fn run<K: SnarkjsKey>(
	args: Arguments<'_>,
	sw: &mut dyn Stopwatch,
	decode_key: Decoder<K>,
	decode_proof: Decoder<K::Proof>,
) -> Result<(), ComputeError> {
	let key = decode_key(args.key, Compress::Yes)?;
	// The row is weighed at MAX_PLONK_INPUTS inputs; the work grows with them.
	if key.public_inputs() > MAX_PLONK_INPUTS {
		return Err(ComputeError::WrongPublicInputCount);
	}
	let stored = key.to_bytes();
	timed(sw, || {
		let key = K::from_trusted_bytes(&stored)?;
		let proof = decode_proof(args.proof, Compress::Yes)?;
		let inputs = plonk::decode_public_inputs::<<K::Engine as Pairing>::ScalarField>(
			args.public_inputs,
			key.public_inputs(),
		)?;
		key.verify(&proof, &inputs)
	})
	.map_err(ComputeError::from)
}

impl From<PlonkError> for ComputeError {
	fn from(e: PlonkError) -> Self {
		match e {
			PlonkError::InvalidKey(_) => ComputeError::InvalidVerifyingKey,
			PlonkError::InvalidProof(_) => ComputeError::InvalidProof,
			PlonkError::InvalidPublicInputs => ComputeError::InvalidPublicInputs,
			PlonkError::WrongPublicInputCount { .. } => ComputeError::WrongPublicInputCount,
			PlonkError::ProofRejected => ComputeError::ProofRejected,
		}
	}
}
