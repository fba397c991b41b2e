//! What the key registry must refuse or still do with keys it did not check itself: keys
//! anyone can forge proofs for (snarkjs' before phase 2: `γ = δ`), at registration and when
//! an earlier version stored one, through every verification call; and a key stored under a
//! larger `MaxPublicInputs` is still removable.

use crate::{
	mock::*, tests::vectors, Error, Event, NextKeyId, PairingCurve, StoredKey, VerificationKeys,
};
use ark_ec::pairing::Pairing;
use ark_serialize::{CanonicalDeserialize, Compress};
use codec::Encode;
use frame_support::{assert_noop, assert_ok, BoundedVec};
use frame_system::RawOrigin;
use hostcurves_primitives::{
	bls12_381::Bls12_381,
	bn254::Bn254,
	checked::HostChecked,
	groth16::{snarkjs, PreparedVerifyingKey},
};

/// snarkjs' key without phase 2 on `folder`'s curve, with its honest proof and the forgery.
fn no_phase2(folder: &str) -> (snarkjs::Import, snarkjs::Import) {
	let [vk, proof, public, forged_proof, forged_public] = vectors::snarkjs_no_phase2(folder);
	(
		snarkjs::import(&vk, &proof, &public).expect("imports"),
		snarkjs::import(&vk, &forged_proof, &forged_public).expect("imports"),
	)
}

/// The stored form of `key` (compressed ark-groth16 bytes) prepared with no check, as a
/// version before the check would have stored it.
fn stored_unchecked<E: Pairing>(key: &[u8]) -> Vec<u8>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let mut r = key;
	let alpha = E::G1Affine::deserialize_compressed(&mut r).expect("α");
	let [beta, gamma, delta] =
		[(); 3].map(|_| E::G2Affine::deserialize_compressed(&mut r).expect("G2 point"));
	let ic = Vec::<E::G1Affine>::deserialize_compressed(&mut r).expect("IC");
	PreparedVerifyingKey::<E> {
		alpha_beta: E::pairing(alpha, beta),
		neg_gamma: -gamma,
		neg_delta: -delta,
		ic,
	}
	.to_bytes()
}

#[test]
fn snarkjs_keys_without_phase2_are_refused_at_registration() {
	for (curve, folder) in [
		(PairingCurve::Bn254, "bn128"),
		(PairingCurve::Bls12_381, "bls12381"),
	] {
		let (honest, _) = no_phase2(folder);
		new_test_ext().execute_with(|| {
			assert_noop!(
				Verifier::register_verification_key(
					RawOrigin::Root.into(),
					curve,
					honest.key.clone(),
					true
				),
				Error::<Test>::ForgeableVerifyingKey
			);
			assert_eq!(NextKeyId::<Test>::get(), 0);
		});
	}
}

#[test]
fn a_forgeable_key_stored_before_the_check_verifies_nothing() {
	for (curve, folder) in [
		(PairingCurve::Bn254, "bn128"),
		(PairingCurve::Bls12_381, "bls12381"),
	] {
		let (honest, forged) = no_phase2(folder);
		let prepared = match curve {
			PairingCurve::Bn254 => stored_unchecked::<Bn254>(&honest.key),
			_ => stored_unchecked::<Bls12_381>(&honest.key),
		};
		// Without the check the forgery verifies: the stored bytes are the attack's.
		let unchecked = match curve {
			PairingCurve::Bn254 => {
				let pvk = unchecked_key::<Bn254>(&prepared);
				pvk.verify_bytes(&forged.proof, Compress::Yes, &forged.public_inputs)
			}
			_ => {
				let pvk = unchecked_key::<Bls12_381>(&prepared);
				pvk.verify_bytes(&forged.proof, Compress::Yes, &forged.public_inputs)
			}
		};
		assert_eq!(unchecked, Ok(()), "{folder}");
		new_test_ext().execute_with(|| {
			VerificationKeys::<Test>::insert(
				0,
				StoredKey {
					curve,
					public_inputs: 1,
					prepared: BoundedVec::try_from(prepared.clone()).expect("fits"),
				},
			);
			let signed = || RuntimeOrigin::from(RawOrigin::Signed(1));
			for proof in [&honest, &forged] {
				assert_eq!(
					Verifier::verify_proof(
						signed(),
						0,
						proof.proof.clone(),
						true,
						proof.public_inputs.clone()
					)
					.map_err(|e| e.error),
					Err(Error::<Test>::ForgeableVerifyingKey.into()),
					"{folder}"
				);
				for k in [1, 3] {
					let member = (proof.proof.clone(), proof.public_inputs.clone());
					assert_eq!(
						Verifier::verify_proofs(signed(), 0, vec![member; k], true)
							.map_err(|e| e.error),
						Err(Error::<Test>::ForgeableVerifyingKey.into()),
						"{folder}, batch of {k}"
					);
				}
			}
			assert!(System::events().is_empty());
		});
	}
}

/// `prepared` read back the way the pallet did before it checked stored keys: the fields as
/// they are, no check.
fn unchecked_key<E: Pairing>(prepared: &[u8]) -> PreparedVerifyingKey<E>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	use ark_ec::pairing::PairingOutput;
	let mut r = prepared;
	let (alpha_beta, neg_gamma, neg_delta, ic) =
		<(PairingOutput<E>, E::G2Affine, E::G2Affine, Vec<E::G1Affine>)>::deserialize_uncompressed(
			&mut r,
		)
		.expect("decodes");
	PreparedVerifyingKey {
		alpha_beta,
		neg_gamma,
		neg_delta,
		ic,
	}
}

#[test]
fn a_key_stored_under_a_larger_bound_is_still_removable() {
	new_test_ext().execute_with(|| {
		// `StoredKey` as SCALE writes it, with more prepared bytes than this runtime's
		// `MaxPublicInputs` allows: what a runtime that lowered the bound finds in storage.
		let bound =
			<crate::MaxPreparedKeyLen<Test> as frame_support::traits::Get<u32>>::get() as usize;
		let oversized = (PairingCurve::Bls12_381, 1_000u32, vec![0u8; bound + 1]).encode();
		let storage_key = VerificationKeys::<Test>::hashed_key_for(5);
		frame_support::storage::unhashed::put_raw(&storage_key, &oversized);
		assert_eq!(VerificationKeys::<Test>::get(5), None, "no longer decodes");
		assert_ok!(Verifier::remove_verification_key(RawOrigin::Root.into(), 5));
		System::assert_last_event(Event::VerificationKeyRemoved { key_id: 5 }.into());
		assert_eq!(
			frame_support::storage::unhashed::get_raw(&storage_key),
			None
		);
		assert_noop!(
			Verifier::remove_verification_key(RawOrigin::Root.into(), 5),
			Error::<Test>::UnknownVerificationKey
		);
	});
}
