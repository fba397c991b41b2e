//! [`Operation::RingVrfVerify`](crate::Operation::RingVrfVerify): a Bandersnatch ring VRF
//! verified two ways.
//! - [`RingVrfTypes::Hostcurves`]: `hostcurves_primitives::ring_vrf` (its verifier without the
//!   prover's domain columns, its G1 combinations as MSMs) over ark-vrf's own suite (plain
//!   arkworks: pure Wasm) or hostcurves' types (host).
//! - [`RingVrfTypes::SpCryptoEcUtils`], the published baseline: ark-vrf's own
//!   `ring::Proof::verify` with the verifier of `RingContext::new` (as a runtime that uses
//!   ark-vrf directly builds it), over plain arkworks (pure Wasm) or `sp-crypto-ec-utils`'
//!   hooked types (host; declared here with hostcurves' suite macro).

use alloc::vec::Vec;
use ark_serialize::{Compress, Validate};
use ark_vrf::{ring::RingSuite, CanonicalDeserializeExact};
use hostcurves_primitives::ring_vrf::{
	self, HostBandersnatch, PlainBandersnatch, PreparedRing, RingVrfError,
};

use crate::{
	compute::{timed, ComputeError, Stopwatch},
	operation::{Backend, RingVrfTypes, MAX_RING_VRF_DATA_LEN},
};

/// `sp-crypto-ec-utils`' hooked types exist only in the Wasm build (natively the crate needs
/// its `std`, which turns on `ark-ec/parallel`: `upstream-types-wasm/Cargo.toml`).
#[cfg(target_arch = "wasm32")]
mod upstream {
	hostcurves_primitives::bandersnatch_ring_suite!(
		/// ark-vrf's Bandersnatch suite over `sp-crypto-ec-utils`' Bandersnatch and BLS12-381.
		UpstreamBandersnatch,
		sp_crypto_ec_utils::ed_on_bls12_381_bandersnatch::EdwardsAffine,
		sp_crypto_ec_utils::bls12_381::Bls12_381
	);
}

/// The operation's arguments, borrowed.
pub struct Arguments<'a> {
	/// The ring commitment, 144 bytes.
	pub commitment: &'a [u8],
	/// The ring's size.
	pub ring_size: u32,
	/// The VRF input data.
	pub data: &'a [u8],
	/// The additional data.
	pub ad: &'a [u8],
	/// The signature, 784 bytes.
	pub signature: &'a [u8],
}

/// Verifies with `backend` (and, for the host, `types`); returns the VRF output's hash.
///
/// The commitment is validated first, outside the operation proper (a registry does it
/// once); timed: reading it back, building the ring's verifier, decoding and verifying the
/// signature — a verifier pallet call's work.
pub fn verify(
	backend: Backend,
	types: RingVrfTypes,
	args: Arguments<'_>,
	stopwatch: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	if args.data.len() > MAX_RING_VRF_DATA_LEN || args.ad.len() > MAX_RING_VRF_DATA_LEN {
		return Err(ComputeError::MalformedInput);
	}
	match (backend, types) {
		(Backend::Arkworks, RingVrfTypes::Hostcurves) => run::<PlainBandersnatch>(args, stopwatch),
		(Backend::Host, RingVrfTypes::Hostcurves) => run::<HostBandersnatch>(args, stopwatch),
		(Backend::Arkworks, RingVrfTypes::SpCryptoEcUtils) => {
			run_ark_vrf::<PlainBandersnatch>(args, stopwatch)
		}
		#[cfg(target_arch = "wasm32")]
		(Backend::Host, RingVrfTypes::SpCryptoEcUtils) => {
			run_ark_vrf::<upstream::UpstreamBandersnatch>(args, stopwatch)
		}
		// Natively hostcurves' types call the same kernels (the report's native column).
		#[cfg(not(target_arch = "wasm32"))]
		(Backend::Host, RingVrfTypes::SpCryptoEcUtils) => {
			run_ark_vrf::<HostBandersnatch>(args, stopwatch)
		}
	}
}

/// ark-vrf's own verification: the signature decoded as `ring::Proof` (ark-vrf's checked
/// decoding), the verifier of `RingContext::new(ring_size)` with the stored commitment and
/// `ring_vrf::PCS_VERIFIER_PARAMS`, `ring::Proof::verify`. Untimed as in [`run`]: the
/// commitment's validation.
fn run_ark_vrf<S: RingSuite>(
	args: Arguments<'_>,
	stopwatch: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	use ark_vrf::ring;
	ring_vrf::check_ring_size(args.ring_size).map_err(from_ring_vrf)?;
	let stored = ring_vrf::validate_commitment::<S>(args.commitment).map_err(from_ring_vrf)?;
	timed(stopwatch, || {
		let commitment = ring::RingCommitment::<S>::deserialize_with_mode_exact(
			&stored[..],
			Compress::No,
			Validate::No,
		)
		.map_err(|_| ComputeError::InvalidVerifyingKey)?;
		let params = ring_vrf::pcs_params::<S>();
		let verifier = ring::RingContext::<S>::new(args.ring_size as usize)
			.into_ring_verifier(ring::verifier_key_from_commitment::<S>(commitment, params));
		if args.signature.len() != ring_vrf::RING_SIGNATURE_LEN {
			return Err(ComputeError::MalformedInput);
		}
		let (output, proof) = args.signature.split_at(32);
		let output =
			ark_vrf::Output::<S>::deserialize_with_mode_exact(output, Compress::Yes, Validate::Yes)
				.map_err(|_| ComputeError::InvalidProof)?;
		let proof =
			ring::Proof::<S>::deserialize_with_mode_exact(proof, Compress::Yes, Validate::Yes)
				.map_err(|_| ComputeError::InvalidProof)?;
		let input = ark_vrf::Input::<S>::new(args.data).map_err(|_| ComputeError::InvalidProof)?;
		proof
			.verify(ark_vrf::VrfIo { input, output }, args.ad, &verifier)
			.map_err(|_| ComputeError::ProofRejected)?;
		Ok(Vec::from(output.hash::<32>()))
	})
}

fn run<S: RingSuite>(
	args: Arguments<'_>,
	stopwatch: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	let stored = ring_vrf::validate_commitment::<S>(args.commitment).map_err(from_ring_vrf)?;
	timed(stopwatch, || {
		let ring = PreparedRing::<S>::from_stored(&stored, args.ring_size)?;
		ring_vrf::verify_ring(&ring, args.data, args.ad, args.signature)
	})
	.map(Vec::from)
	.map_err(from_ring_vrf)
}

/// The harness's error for a refusal: a commitment as a key, a proof as a proof.
fn from_ring_vrf(error: RingVrfError) -> ComputeError {
	match error {
		RingVrfError::WrongLength | RingVrfError::RingSizeOutOfRange => {
			ComputeError::MalformedInput
		}
		RingVrfError::InvalidCommitment | RingVrfError::InvalidPublicKey => {
			ComputeError::InvalidVerifyingKey
		}
		RingVrfError::InvalidOutput | RingVrfError::InvalidProof | RingVrfError::InputNotMapped => {
			ComputeError::InvalidProof
		}
		RingVrfError::Rejected => ComputeError::ProofRejected,
	}
}
