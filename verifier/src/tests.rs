//! The key registry, `verify_proof` and `verify_proofs` on the native mock runtime, with
//! real proofs (gowaves' BLS12-381 and BN254 cases, a snarkjs proof: the shared vector set,
//! `docs/test-data.md`), proofs made from known discrete logarithms ([`crate::instance`]) and
//! hostile calls.

#[path = "../../primitives/tests/support/gowaves.rs"]
mod gowaves;
#[path = "../../primitives/tests/support/vectors.rs"]
pub(crate) mod vectors;

use crate::{mock::*, weight_of, Call, Error, Event, NextKeyId, PairingCurve, VerificationKeys};
use ark_serialize::Compress;
use ark_std::rand::{rngs::StdRng, SeedableRng};
use frame_support::{
	assert_noop, assert_ok,
	dispatch::{GetDispatchInfo, PostDispatchInfo},
	traits::UnfilteredDispatchable,
	weights::Weight,
};
use hostcurves_primitives::groth16::instance;
use sp_runtime::DispatchError;

/// Registers `key` (compressed) and returns its id from the event.
fn register(curve: PairingCurve, key: &[u8]) -> u32 {
	assert_ok!(Verifier::register_verification_key(
		root(),
		curve,
		key.to_vec(),
		true
	));
	match System::events().pop().map(|r| r.event) {
		Some(RuntimeEvent::Verifier(Event::VerificationKeyRegistered {
			key_id, curve: c, ..
		})) => {
			assert_eq!(c, curve);
			key_id
		}
		other => panic!("no VerificationKeyRegistered event: {other:?}"),
	}
}

/// A BLS12-381 or BN254 instance with `n` inputs and `k` valid proofs, compressed.
fn made(curve: PairingCurve, n: u32, k: u32, seed: u64) -> instance::Instance {
	let rng = &mut StdRng::seed_from_u64(seed);
	match curve {
		PairingCurve::Bn254 => instance::groth16::<ark_bn254::Bn254, _>(n, k, Compress::Yes, rng),
		_ => instance::groth16::<ark_bls12_381::Bls12_381, _>(n, k, Compress::Yes, rng),
	}
}

/// A BLS12-381 key with one public input and a valid proof of it ([`made`]), compressed, in
/// the shape of a gowaves case: all that the registry's and the malformed-input tests need of
/// a real case, without the shared vector set.
fn one_input_case() -> gowaves::Case {
	let mut instance = made(PairingCurve::Bls12_381, 1, 1, 51);
	let (proof, inputs) = instance.proofs.remove(0);
	gowaves::Case {
		name: "made: one input".into(),
		key: instance.key,
		proof,
		inputs,
		ok: true,
	}
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn gowaves_bls12_381_proofs_verify_against_registered_keys_as_published() {
	new_test_ext().execute_with(|| {
		for case in gowaves::bls12_381() {
			let key_id = register(PairingCurve::Bls12_381, &case.key);
			let result = Verifier::verify_proof(
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
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn gowaves_bn254_proofs_verify_and_its_bad_keys_are_refused_at_registration() {
	new_test_ext().execute_with(|| {
		for case in gowaves::bn254_ok() {
			let key_id = register(PairingCurve::Bn254, &case.key);
			assert_ok!(Verifier::verify_proof(
				signed(),
				key_id,
				case.proof.clone(),
				true,
				case.inputs.clone()
			));
			// The same proof three times as a batch.
			assert_ok!(Verifier::verify_proofs(
				signed(),
				key_id,
				vec![(case.proof.clone(), case.inputs.clone()); 3],
				true
			));
			System::assert_last_event(Event::ProofsVerified { key_id, count: 3 }.into());
		}
		for case in gowaves::bn254_bad_keys() {
			assert_noop!(
				Verifier::register_verification_key(root(), PairingCurve::Bn254, case.key, true),
				Error::<Test>::InvalidVerifyingKey
			);
		}
	});
}

#[test]
fn only_the_register_origin_registers_and_removes_keys() {
	new_test_ext().execute_with(|| {
		let case = &one_input_case();
		assert_noop!(
			Verifier::register_verification_key(
				signed(),
				PairingCurve::Bls12_381,
				case.key.clone(),
				true
			),
			DispatchError::BadOrigin
		);
		let key_id = register(PairingCurve::Bls12_381, &case.key);
		assert_noop!(
			Verifier::remove_verification_key(signed(), key_id),
			DispatchError::BadOrigin
		);
		assert_ok!(Verifier::remove_verification_key(root(), key_id));
		assert!(!VerificationKeys::<Test>::contains_key(key_id));
		assert_noop!(
			Verifier::verify_proof(
				signed(),
				key_id,
				case.proof.clone(),
				true,
				case.inputs.clone()
			),
			Error::<Test>::UnknownVerificationKey
		);
		assert_noop!(
			Verifier::verify_proofs(
				signed(),
				key_id,
				vec![(case.proof.clone(), case.inputs.clone())],
				true
			),
			Error::<Test>::UnknownVerificationKey
		);
		assert_noop!(
			Verifier::remove_verification_key(root(), key_id),
			Error::<Test>::UnknownVerificationKey
		);
	});
}

#[test]
fn a_key_of_another_curve_or_too_many_inputs_is_refused() {
	new_test_ext().execute_with(|| {
		let case = &one_input_case();
		// BLS12-381 bytes as a BLS12-377 key: the lengths match, the points do not.
		assert_noop!(
			Verifier::register_verification_key(
				root(),
				PairingCurve::Bls12_377,
				case.key.clone(),
				true
			),
			Error::<Test>::InvalidVerifyingKey
		);
		// 33 inputs with MaxPublicInputs = 32: refused from its length, before decoding.
		let key = made(PairingCurve::Bls12_381, 33, 0, 1).key;
		assert_noop!(
			Verifier::register_verification_key(root(), PairingCurve::Bls12_381, key, true),
			Error::<Test>::TooManyElements
		);
	});
}

#[test]
fn verify_proof_refuses_malformed_proofs_and_inputs_with_typed_errors() {
	new_test_ext().execute_with(|| {
		let case = &one_input_case();
		let key_id = register(PairingCurve::Bls12_381, &case.key);
		let verify = |proof: Vec<u8>, compressed: bool, inputs: Vec<u8>| {
			Verifier::verify_proof(signed(), key_id, proof, compressed, inputs).map_err(|e| e.error)
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
fn a_stored_key_with_more_inputs_than_the_bound_is_refused_at_verification() {
	new_test_ext().execute_with(|| {
		let made = made(PairingCurve::Bls12_381, 1, 2, 61);
		let key_id = register(PairingCurve::Bls12_381, &made.key);
		// As if registered before an upgrade lowered MaxPublicInputs (32) below its count:
		// the weight charged up front stops at the bound, so neither call may run.
		VerificationKeys::<Test>::mutate(key_id, |key| key.as_mut().unwrap().public_inputs = 33);
		let (proof, inputs) = made.proofs[0].clone();
		assert_noop!(
			Verifier::verify_proof(signed(), key_id, proof, true, inputs),
			Error::<Test>::TooManyElements
		);
		assert_noop!(
			Verifier::verify_proofs(signed(), key_id, made.proofs.clone(), true),
			Error::<Test>::TooManyElements
		);
	});
}

/// The dearest weight by `f` among BLS12-381 and BLS12-377, the curves whose compressed
/// proofs are 192 bytes long.
fn dearest_bls(f: impl Fn(PairingCurve) -> Weight) -> Weight {
	f(PairingCurve::Bls12_381).max(f(PairingCurve::Bls12_377))
}

#[test]
fn verify_proof_is_charged_the_dearest_curve_and_refunds_to_its_key() {
	new_test_ext().execute_with(|| {
		let case = &one_input_case();
		let key_id = register(PairingCurve::Bls12_381, &case.key);
		let call = Call::<Test>::verify_proof {
			key_id,
			proof: case.proof.clone(),
			compressed: true,
			public_inputs: case.inputs.clone(),
		};
		let charged = call.get_dispatch_info().call_weight;
		let info: PostDispatchInfo = call.dispatch_bypass_filter(signed()).expect("verifies");
		let single = |c| weight_of::verify_proof::<()>(c, 1);
		assert_eq!(info.actual_weight, Some(single(PairingCurve::Bls12_381)));
		assert_eq!(charged, dearest_bls(single));
	});
}

/// A batch of `k` valid proofs with `n` inputs on `curve` verifies; with one proof's input
/// changed, at each position in turn, it fails naming that position.
fn batch_names_each_bad_position(curve: PairingCurve, n: u32, k: u32, seed: u64) {
	new_test_ext().execute_with(|| {
		let made = made(curve, n, k, seed);
		let key_id = register(curve, &made.key);
		assert_ok!(Verifier::verify_proofs(
			signed(),
			key_id,
			made.proofs.clone(),
			true
		));
		System::assert_last_event(Event::ProofsVerified { key_id, count: k }.into());
		for position in 0..k as usize {
			let mut bad = made.proofs.clone();
			// The first input's lowest byte (after the u64 count): still canonical.
			bad[position].1[8] ^= 1;
			assert_eq!(
				Verifier::verify_proofs(signed(), key_id, bad, true).map_err(|e| e.error),
				Err(Error::<Test>::ProofRejectedAt {
					index: position as u16
				}
				.into()),
				"{curve:?} position {position}"
			);
		}
	});
}

#[test]
fn bls12_381_batches_name_the_invalid_proof_at_each_position() {
	batch_names_each_bad_position(PairingCurve::Bls12_381, 1, 5, 2);
	batch_names_each_bad_position(PairingCurve::Bls12_381, 8, 3, 3);
}

#[test]
fn bn254_batches_name_the_invalid_proof_at_each_position() {
	batch_names_each_bad_position(PairingCurve::Bn254, 1, 5, 4);
	batch_names_each_bad_position(PairingCurve::Bn254, 8, 3, 5);
}

#[test]
fn a_proof_for_another_key_and_a_point_off_the_curve_are_named() {
	new_test_ext().execute_with(|| {
		let ours = made(PairingCurve::Bls12_381, 1, 4, 6);
		let theirs = made(PairingCurve::Bls12_381, 1, 1, 7);
		let key_id = register(PairingCurve::Bls12_381, &ours.key);
		let mut batch = ours.proofs.clone();
		batch.insert(2, theirs.proofs[0].clone());
		assert_eq!(
			Verifier::verify_proofs(signed(), key_id, batch, true).map_err(|e| e.error),
			Err(Error::<Test>::ProofRejectedAt { index: 2 }.into())
		);
		let mut off_curve = ours.proofs.clone();
		off_curve[3].0[47] ^= 1;
		assert_eq!(
			Verifier::verify_proofs(signed(), key_id, off_curve, true).map_err(|e| e.error),
			Err(Error::<Test>::InvalidProofAt { index: 3 }.into())
		);
		let mut wrong_count = ours.proofs.clone();
		wrong_count[1].1 = 0u64.to_le_bytes().to_vec();
		assert_eq!(
			Verifier::verify_proofs(signed(), key_id, wrong_count, true).map_err(|e| e.error),
			Err(Error::<Test>::InvalidProofAt { index: 1 }.into())
		);
		assert_noop!(
			Verifier::verify_proofs(signed(), key_id, vec![], true),
			Error::<Test>::EmptyBatch
		);
		assert_noop!(
			Verifier::verify_proofs(signed(), key_id, vec![ours.proofs[0].clone(); 17], true),
			Error::<Test>::TooManyProofs
		);
	});
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn the_snarkjs_proof_batched_with_itself_verifies() {
	use hostcurves_primitives::groth16::snarkjs;
	let [vk, proof, public] = vectors::snarkjs_bls12_381();
	let import = snarkjs::import(&vk, &proof, &public).unwrap();
	new_test_ext().execute_with(|| {
		let key_id = register(PairingCurve::Bls12_381, &import.key);
		let member = (import.proof.clone(), import.public_inputs.clone());
		assert_ok!(Verifier::verify_proofs(
			signed(),
			key_id,
			vec![member.clone(); 4],
			true
		));
	});
}

#[test]
fn a_batch_is_charged_its_worst_case_and_refunded_to_what_it_ran() {
	new_test_ext().execute_with(|| {
		let (n, k) = (2, 4);
		let made = made(PairingCurve::Bls12_381, n, k, 8);
		let key_id = register(PairingCurve::Bls12_381, &made.key);
		let batch = |c| weight_of::verify_proofs::<()>(c, k);
		let single = |c| weight_of::verify_proof::<()>(c, n);
		let call = |proofs| Call::<Test>::verify_proofs {
			key_id,
			proofs,
			compressed: true,
		};
		let ok = call(made.proofs.clone());
		assert_eq!(
			ok.get_dispatch_info().call_weight,
			dearest_bls(|c| batch(c) + single(c) * u64::from(k))
		);
		let info = ok.dispatch_bypass_filter(signed()).expect("verifies");
		assert_eq!(info.actual_weight, Some(batch(PairingCurve::Bls12_381)));
		let mut bad = made.proofs.clone();
		bad[1].1[8] ^= 1;
		let err = call(bad).dispatch_bypass_filter(signed()).unwrap_err();
		assert_eq!(
			err.post_info.actual_weight,
			Some(batch(PairingCurve::Bls12_381) + single(PairingCurve::Bls12_381) * 2)
		);
	});
}

#[test]
fn a_batch_of_one_is_verified_and_charged_as_a_single_proof() {
	new_test_ext().execute_with(|| {
		let made = made(PairingCurve::Bn254, 1, 1, 10);
		let key_id = register(PairingCurve::Bn254, &made.key);
		let info = Call::<Test>::verify_proofs {
			key_id,
			proofs: made.proofs.clone(),
			compressed: true,
		}
		.dispatch_bypass_filter(signed())
		.expect("verifies");
		assert_eq!(
			info.actual_weight,
			Some(weight_of::verify_proof::<()>(PairingCurve::Bn254, 1))
		);
		System::assert_last_event(Event::ProofsVerified { key_id, count: 1 }.into());
	});
}
