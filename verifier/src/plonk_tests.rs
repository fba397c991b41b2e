//! The PLONK and fflonk calls on the native mock runtime, with snarkjs' `sum16` proofs
//! (`plonk_input`, imported from `vectors/snarkjs-plonk/`): each verifies against its
//! registered key and is charged its own weight; tampered proofs and inputs are rejected,
//! malformed keys refused, and registration is restricted to `RegisterOrigin`.

use crate::{
	mock::*,
	plonk::{PlonkProofBytes, PlonkSystem, SUPPORTED},
	plonk_input, weight_of, Error, Event, PairingCurve, PlonkKeys,
};
use frame_support::{assert_noop, assert_ok};
use sp_runtime::DispatchError;

fn register(system: PlonkSystem, curve: PairingCurve, key: &[u8]) -> Result<u32, DispatchError> {
	Verifier::register_plonk_key(root(), system, curve, key.to_vec().try_into().unwrap())?;
	Ok(crate::NextPlonkKeyId::<Test>::get() - 1)
}

fn proof(bytes: &[u8]) -> PlonkProofBytes {
	bytes.to_vec().try_into().unwrap()
}

#[test]
fn snarkjs_proofs_verify_and_are_charged_their_own_weight() {
	new_test_ext().execute_with(|| {
		for (system, curve) in SUPPORTED {
			let input = plonk_input::sum16(system, curve).unwrap();
			let key_id = register(system, curve, input.key).unwrap();
			assert_eq!(
				last_event(),
				Some(Event::PlonkKeyRegistered {
					key_id,
					system,
					curve,
					public_inputs: 17
				})
			);
			let info = Verifier::verify_plonk_proof(
				signed(),
				key_id,
				proof(input.proof),
				input.public_inputs.to_vec(),
			)
			.unwrap();
			assert_eq!(last_event(), Some(Event::PlonkProofVerified { key_id }));
			assert_eq!(
				info.actual_weight,
				Some(weight_of::verify_plonk::<()>(system, curve, 17))
			);
		}
	});
}

#[test]
fn tampered_proofs_and_inputs_are_rejected() {
	new_test_ext().execute_with(|| {
		for (system, curve) in SUPPORTED {
			let input = plonk_input::sum16(system, curve).unwrap();
			let key_id = register(system, curve, input.key).unwrap();
			// The first public input (y) plus one: canonical, another statement.
			let mut inputs = input.public_inputs.to_vec();
			inputs[8] ^= 1;
			assert_noop!(
				Verifier::verify_plonk_proof(signed(), key_id, proof(input.proof), inputs),
				Error::<Test>::ProofRejected
			);
			// The last evaluation changed by one (still below r).
			let mut tampered = input.proof.to_vec();
			let last = tampered.len() - 32;
			tampered[last] ^= 1;
			assert_noop!(
				Verifier::verify_plonk_proof(
					signed(),
					key_id,
					proof(&tampered),
					input.public_inputs.to_vec()
				),
				Error::<Test>::ProofRejected
			);
			// The last evaluation above r, the first commitment's bytes all ones (not a
			// canonical point on either curve), a short proof.
			tampered[last..].fill(0xff);
			assert_noop!(
				Verifier::verify_plonk_proof(
					signed(),
					key_id,
					proof(&tampered),
					input.public_inputs.to_vec()
				),
				Error::<Test>::InvalidProof
			);
			let mut off_curve = input.proof.to_vec();
			off_curve[..32].fill(0xff);
			assert_noop!(
				Verifier::verify_plonk_proof(
					signed(),
					key_id,
					proof(&off_curve),
					input.public_inputs.to_vec()
				),
				Error::<Test>::InvalidProof
			);
			assert_noop!(
				Verifier::verify_plonk_proof(
					signed(),
					key_id,
					proof(&input.proof[1..]),
					input.public_inputs.to_vec()
				),
				Error::<Test>::InvalidProof
			);
			// Sixteen inputs for a key of seventeen.
			let mut fewer = input.public_inputs[..input.public_inputs.len() - 32].to_vec();
			fewer[..8].copy_from_slice(&16u64.to_le_bytes());
			assert_noop!(
				Verifier::verify_plonk_proof(signed(), key_id, proof(input.proof), fewer),
				Error::<Test>::WrongPublicInputCount
			);
		}
	});
}

#[test]
fn keys_are_checked_and_registration_is_restricted() {
	new_test_ext().execute_with(|| {
		let plonk = plonk_input::sum16(PlonkSystem::Plonk, PairingCurve::Bn254).unwrap();
		let fflonk = plonk_input::sum16(PlonkSystem::Fflonk, PairingCurve::Bn254).unwrap();
		assert_noop!(
			Verifier::register_plonk_key(
				signed(),
				PlonkSystem::Plonk,
				PairingCurve::Bn254,
				plonk.key.to_vec().try_into().unwrap()
			),
			DispatchError::BadOrigin
		);
		// snarkjs makes no fflonk keys on BLS12-381, and no keys on BLS12-377.
		assert_noop!(
			register(PlonkSystem::Fflonk, PairingCurve::Bls12_381, fflonk.key),
			Error::<Test>::UnsupportedPlonkCurve
		);
		assert_noop!(
			register(PlonkSystem::Plonk, PairingCurve::Bls12_377, plonk.key),
			Error::<Test>::UnsupportedPlonkCurve
		);
		// A PLONK key read as fflonk's (wrong length), and the other way round.
		assert_noop!(
			register(PlonkSystem::Fflonk, PairingCurve::Bn254, plonk.key),
			Error::<Test>::InvalidVerifyingKey
		);
		assert_noop!(
			register(PlonkSystem::Plonk, PairingCurve::Bn254, fflonk.key),
			Error::<Test>::InvalidVerifyingKey
		);
		// X_2 replaced by the G2 generator: τ = 1.
		let mut forgeable = plonk.key.to_vec();
		let at = forgeable.len() - 64;
		let mut g2 = Vec::new();
		use ark_ec::AffineRepr;
		use ark_serialize::CanonicalSerialize;
		hostcurves_primitives::bn254::G2Affine::generator()
			.serialize_compressed(&mut g2)
			.unwrap();
		forgeable[at..].copy_from_slice(&g2);
		assert_noop!(
			register(PlonkSystem::Plonk, PairingCurve::Bn254, &forgeable),
			Error::<Test>::ForgeableVerifyingKey
		);
		// More public inputs than MaxPublicInputs (32).
		let mut many = plonk.key.to_vec();
		many[..4].copy_from_slice(&33u32.to_le_bytes());
		assert_noop!(
			register(PlonkSystem::Plonk, PairingCurve::Bn254, &many),
			Error::<Test>::TooManyElements
		);
		// Removal.
		let key_id = register(PlonkSystem::Plonk, PairingCurve::Bn254, plonk.key).unwrap();
		assert_ok!(Verifier::remove_plonk_key(root(), key_id));
		assert!(!PlonkKeys::<Test>::contains_key(key_id));
		assert_noop!(
			Verifier::remove_plonk_key(root(), key_id),
			Error::<Test>::UnknownPlonkKey
		);
		assert_noop!(
			Verifier::verify_plonk_proof(
				signed(),
				key_id,
				proof(plonk.proof),
				plonk.public_inputs.to_vec()
			),
			Error::<Test>::UnknownPlonkKey
		);
	});
}

#[test]
fn a_key_with_more_inputs_than_the_bound_is_refused_at_verification() {
	new_test_ext().execute_with(|| {
		let input = plonk_input::sum16(PlonkSystem::Plonk, PairingCurve::Bn254).unwrap();
		let key_id = register(PlonkSystem::Plonk, PairingCurve::Bn254, input.key).unwrap();
		// As if registered before an upgrade lowered MaxPublicInputs (32) below its count:
		// the weight charged up front stops at the bound, so the call must not run.
		PlonkKeys::<Test>::mutate(key_id, |key| key.as_mut().unwrap().public_inputs = 33);
		assert_noop!(
			Verifier::verify_plonk_proof(
				signed(),
				key_id,
				proof(input.proof),
				input.public_inputs.to_vec()
			),
			Error::<Test>::TooManyElements
		);
	});
}
