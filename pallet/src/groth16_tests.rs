//! The Groth16 key registry and `verify_proof` on the native mock runtime, with real proofs
//! (gowaves' BLS12-381 and BN254 cases) and hostile calls.

use crate::{
	inputs, mock::*, test_vectors::gowaves, Error, Event, NextKeyId, PairingCurve, VerificationKeys,
};
use frame_support::weights::Weight;
use frame_support::{assert_noop, assert_ok, dispatch::PostDispatchInfo};
use frame_system::RawOrigin;
use sp_runtime::DispatchError;

fn root() -> RuntimeOrigin {
	RawOrigin::Root.into()
}

fn signed() -> RuntimeOrigin {
	RawOrigin::Signed(1).into()
}

/// Registers `key` (compressed) and returns its id from the event.
fn register(curve: PairingCurve, key: &[u8]) -> u32 {
	assert_ok!(Hostcurves::register_verification_key(
		root(),
		curve,
		key.to_vec(),
		true
	));
	match System::events().pop().map(|r| r.event) {
		Some(RuntimeEvent::Hostcurves(Event::VerificationKeyRegistered {
			key_id,
			curve: c,
			..
		})) => {
			assert_eq!(c, curve);
			key_id
		}
		other => panic!("no VerificationKeyRegistered event: {other:?}"),
	}
}

#[test]
fn gowaves_bls12_381_proofs_verify_against_registered_keys_as_published() {
	new_test_ext().execute_with(|| {
		for case in gowaves::bls12_381() {
			let key_id = register(PairingCurve::Bls12_381, &case.key);
			let result = Hostcurves::verify_proof(
				signed(),
				key_id,
				case.proof.clone(),
				true,
				case.inputs.clone(),
			);
			if case.ok {
				assert_ok!(result);
				System::assert_last_event(Event::ProofVerified { key_id }.into());
			} else {
				assert_eq!(
					result.map_err(|e| e.error),
					Err(Error::<Test>::ProofRejected.into()),
					"{}",
					case.name
				);
			}
		}
		assert_eq!(NextKeyId::<Test>::get(), 11);
	});
}

#[test]
fn gowaves_bn254_proofs_verify_and_its_bad_keys_are_refused_at_registration() {
	new_test_ext().execute_with(|| {
		for case in gowaves::bn254_ok() {
			let key_id = register(PairingCurve::Bn254, &case.key);
			assert_ok!(Hostcurves::verify_proof(
				signed(),
				key_id,
				case.proof,
				true,
				case.inputs
			));
		}
		for case in gowaves::bn254_bad_keys() {
			assert_noop!(
				Hostcurves::register_verification_key(root(), PairingCurve::Bn254, case.key, true),
				Error::<Test>::InvalidVerifyingKey
			);
		}
	});
}

#[test]
fn only_the_register_origin_registers_and_removes_keys() {
	new_test_ext().execute_with(|| {
		let case = &gowaves::bls12_381()[0];
		assert_noop!(
			Hostcurves::register_verification_key(
				signed(),
				PairingCurve::Bls12_381,
				case.key.clone(),
				true
			),
			DispatchError::BadOrigin
		);
		let key_id = register(PairingCurve::Bls12_381, &case.key);
		assert_noop!(
			Hostcurves::remove_verification_key(signed(), key_id),
			DispatchError::BadOrigin
		);
		assert_ok!(Hostcurves::remove_verification_key(root(), key_id));
		assert!(!VerificationKeys::<Test>::contains_key(key_id));
		assert_noop!(
			Hostcurves::verify_proof(
				signed(),
				key_id,
				case.proof.clone(),
				true,
				case.inputs.clone()
			),
			Error::<Test>::UnknownVerificationKey
		);
		assert_noop!(
			Hostcurves::remove_verification_key(root(), key_id),
			Error::<Test>::UnknownVerificationKey
		);
	});
}

#[test]
fn a_key_of_another_curve_or_too_many_inputs_is_refused() {
	new_test_ext().execute_with(|| {
		let case = &gowaves::bls12_381()[0];
		// BLS12-381 bytes as a BLS12-377 key: the lengths match, the points do not.
		assert_noop!(
			Hostcurves::register_verification_key(
				root(),
				PairingCurve::Bls12_377,
				case.key.clone(),
				true
			),
			Error::<Test>::InvalidVerifyingKey
		);
		// 33 inputs with MaxPublicInputs = 32: refused from its length, before decoding.
		let (key, _, _) =
			inputs::groth16::<ark_bls12_381::Bls12_381>(33, ark_serialize::Compress::Yes);
		assert_noop!(
			Hostcurves::register_verification_key(root(), PairingCurve::Bls12_381, key, true),
			Error::<Test>::TooManyElements
		);
	});
}

#[test]
fn verify_proof_refuses_malformed_proofs_and_inputs_with_typed_errors() {
	new_test_ext().execute_with(|| {
		let case = &gowaves::bls12_381()[0];
		let key_id = register(PairingCurve::Bls12_381, &case.key);
		let verify = |proof: Vec<u8>, compressed: bool, inputs: Vec<u8>| {
			Hostcurves::verify_proof(signed(), key_id, proof, compressed, inputs)
				.map_err(|e| e.error)
		};
		let proof = case.proof.clone();
		assert_eq!(
			verify(proof[..100].to_vec(), true, case.inputs.clone()),
			Err(Error::<Test>::InvalidProof.into())
		);
		// Compressed bytes declared uncompressed: the wrong length.
		assert_eq!(
			verify(proof.clone(), false, case.inputs.clone()),
			Err(Error::<Test>::InvalidProof.into())
		);
		let mut off_curve = proof.clone();
		off_curve[47] ^= 1;
		assert_eq!(
			verify(off_curve, true, case.inputs.clone()),
			Err(Error::<Test>::InvalidProof.into())
		);
		let mut huge = case.inputs.clone();
		huge[..8].copy_from_slice(&u64::MAX.to_le_bytes());
		assert_eq!(
			verify(proof.clone(), true, huge),
			Err(Error::<Test>::InvalidPublicInputs.into())
		);
		assert_eq!(
			verify(proof.clone(), true, 0u64.to_le_bytes().to_vec()),
			Err(Error::<Test>::WrongPublicInputCount.into())
		);
		assert_eq!(
			verify(proof, true, vec![0xff; 40]),
			Err(Error::<Test>::InvalidPublicInputs.into())
		);
	});
}

#[test]
fn verify_proof_is_charged_the_dearest_curve_and_refunds_to_its_key() {
	use frame_support::dispatch::GetDispatchInfo;
	new_test_ext().execute_with(|| {
		let case = &gowaves::bls12_381()[0];
		let key_id = register(PairingCurve::Bls12_381, &case.key);
		let call = crate::Call::<Test>::verify_proof {
			key_id,
			proof: case.proof.clone(),
			compressed: true,
			public_inputs: case.inputs.clone(),
		};
		let charged = call.get_dispatch_info().call_weight;
		let info: PostDispatchInfo =
			frame_support::traits::UnfilteredDispatchable::dispatch_bypass_filter(call, signed())
				.expect("verifies");
		let actual = info.actual_weight.expect("a refund");
		let host = |c| {
			crate::weight_of::weight_of::<()>(
				crate::OpKind::Groth16Verify(c),
				crate::Backend::Host,
				1,
			)
		};
		assert_eq!(actual, host(PairingCurve::Bls12_381));
		let dearest = PairingCurve::ALL
			.map(host)
			.into_iter()
			.fold(Weight::zero(), |a, b| a.max(b));
		assert_eq!(charged, dearest);
	});
}

#[test]
fn both_backends_refuse_a_key_whose_gamma_is_the_identity() {
	new_test_ext().execute_with(|| {
		let (mut vk, proof, inputs) =
			inputs::groth16::<ark_bls12_381::Bls12_381>(1, ark_serialize::Compress::No);
		// γ, uncompressed ZCash layout: the infinity flag and zero coordinates.
		let gamma = 96 + 192..96 + 2 * 192;
		vk[gamma.clone()].fill(0);
		vk[gamma.start] = 0x40;
		for backend in [crate::Backend::Arkworks, crate::Backend::Host] {
			assert_noop!(
				Hostcurves::groth16_verify(
					signed(),
					PairingCurve::Bls12_381,
					backend,
					vk.clone(),
					proof.clone(),
					inputs.clone()
				),
				Error::<Test>::InvalidVerifyingKey
			);
		}
	});
}
