//! The weight of each call on each curve, from the generated [`WeightInfo`] (ps of
//! ref_time): one benchmark per curve, picked here by the key's curve.

use crate::{plonk::PlonkSystem, PairingCurve, WeightInfo};
use frame_support::weights::Weight;

/// [`Pallet::register_verification_key`](crate::Pallet::register_verification_key) of a
/// key with `n` public inputs on `curve`.
pub fn register<W: WeightInfo>(curve: PairingCurve, n: u32) -> Weight {
	match curve {
		PairingCurve::Bls12_381 => W::bls12_381_register_verification_key(n),
		PairingCurve::Bls12_377 => W::bls12_377_register_verification_key(n),
		PairingCurve::Bw6_761 => W::bw6_761_register_verification_key(n),
		PairingCurve::Bn254 => W::bn254_register_verification_key(n),
	}
}

/// [`Pallet::verify_proof`](crate::Pallet::verify_proof) against a key with `n` public
/// inputs on `curve`.
pub fn verify_proof<W: WeightInfo>(curve: PairingCurve, n: u32) -> Weight {
	match curve {
		PairingCurve::Bls12_381 => W::bls12_381_verify_proof(n),
		PairingCurve::Bls12_377 => W::bls12_377_verify_proof(n),
		PairingCurve::Bw6_761 => W::bw6_761_verify_proof(n),
		PairingCurve::Bn254 => W::bn254_verify_proof(n),
	}
}

/// [`Pallet::verify_proofs`](crate::Pallet::verify_proofs) of `k ≥ 2` proofs that pass, on
/// `curve`: measured with `MaxPublicInputs` inputs per proof, so it covers keys of any size
/// (the cost grows with `k·n`, which a fit linear in both would undercharge).
pub fn verify_proofs<W: WeightInfo>(curve: PairingCurve, k: u32) -> Weight {
	match curve {
		PairingCurve::Bls12_381 => W::bls12_381_verify_proofs(k),
		PairingCurve::Bls12_377 => W::bls12_377_verify_proofs(k),
		PairingCurve::Bw6_761 => W::bw6_761_verify_proofs(k),
		PairingCurve::Bn254 => W::bn254_verify_proofs(k),
	}
}

/// [`Pallet::register_plonk_key`](crate::Pallet::register_plonk_key) of a `system` key on
/// `curve` (a pair the pallet does not verify is refused before any curve work: charged as
/// the dearest).
pub fn register_plonk<W: WeightInfo>(system: PlonkSystem, curve: PairingCurve) -> Weight {
	match (system, curve) {
		(PlonkSystem::Plonk, PairingCurve::Bn254) => W::register_plonk_bn254(),
		(PlonkSystem::Fflonk, PairingCurve::Bn254) => W::register_fflonk_bn254(),
		_ => W::register_plonk_bls12_381(),
	}
}

/// [`Pallet::verify_plonk_proof`](crate::Pallet::verify_plonk_proof) against a `system` key
/// on `curve` with `n` public inputs.
pub fn verify_plonk<W: WeightInfo>(system: PlonkSystem, curve: PairingCurve, n: u32) -> Weight {
	match (system, curve) {
		(PlonkSystem::Plonk, PairingCurve::Bn254) => W::verify_plonk_bn254(n),
		(PlonkSystem::Fflonk, PairingCurve::Bn254) => W::verify_fflonk_bn254(n),
		_ => W::verify_plonk_bls12_381(n),
	}
}
