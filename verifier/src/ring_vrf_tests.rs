//! The ring and IETF VRF calls on the native mock runtime: ark-vrf 0.6.1's own vectors
//! (`vectors/ring-vrf/ark-vrf-0.6.1/`) and the inputs ark-vrf made for the weights verify with
//! their output hash; tampered signatures are rejected, malformed ones and bad rings refused,
//! and registration is restricted to `RegisterOrigin`.

use crate::{
	mock::*,
	ring_vrf::{RingSignatureBytes, VrfData},
	ring_vrf_input,
	tests::vectors,
	Error, Event, Rings,
};
use frame_support::{assert_noop, assert_ok};
use frame_system::RawOrigin;
use sp_runtime::DispatchError;

fn cases(scheme: &str) -> Vec<serde_json::Value> {
	let text = vectors::read(&format!(
		"ring-vrf/ark-vrf-0.6.1/bandersnatch_sha-512_ell2_{scheme}.json"
	));
	serde_json::from_str(&text).unwrap()
}

fn field(case: &serde_json::Value, key: &str) -> Vec<u8> {
	hex::decode(case[key].as_str().unwrap()).unwrap()
}

fn data(bytes: &[u8]) -> VrfData {
	bytes.to_vec().try_into().unwrap()
}

fn ring_signature(case: &serde_json::Value) -> RingSignatureBytes {
	[
		"gamma",
		"proof_pk_com",
		"proof_r",
		"proof_ok",
		"proof_s",
		"proof_sb",
		"ring_proof",
	]
	.iter()
	.flat_map(|k| field(case, k))
	.collect::<Vec<u8>>()
	.try_into()
	.expect("784 bytes")
}

fn register(ring_size: u32, commitment: &[u8]) -> u32 {
	assert_ok!(Verifier::register_ring(
		RawOrigin::Root.into(),
		ring_size,
		commitment.try_into().expect("144 bytes")
	));
	crate::NextRingId::<Test>::get() - 1
}

fn verify(
	ring_id: u32,
	alpha: &[u8],
	ad: &[u8],
	signature: RingSignatureBytes,
) -> frame_support::dispatch::DispatchResult {
	Verifier::verify_ring_vrf(
		RawOrigin::Signed(1).into(),
		ring_id,
		data(alpha),
		data(ad),
		Box::new(signature),
	)
}

#[test]
fn ark_vrf_ring_vectors_verify_with_their_output() {
	new_test_ext().execute_with(|| {
		System::set_block_number(1);
		for case in cases("ring") {
			let ring_id = register(8, &field(&case, "ring_pks_com"));
			System::assert_last_event(
				Event::RingRegistered {
					ring_id,
					ring_size: 8,
				}
				.into(),
			);
			assert_ok!(verify(
				ring_id,
				&field(&case, "alpha"),
				&field(&case, "ad"),
				ring_signature(&case)
			));
			let output: [u8; 32] = field(&case, "beta").try_into().unwrap();
			System::assert_last_event(Event::RingVrfVerified { ring_id, output }.into());
			// The same signature with other additional data.
			let mut ad = field(&case, "ad");
			ad.push(1);
			assert_noop!(
				verify(ring_id, &field(&case, "alpha"), &ad, ring_signature(&case)),
				Error::<Test>::VrfRejected
			);
		}
	});
}

#[test]
fn the_weights_inputs_verify_with_their_output() {
	new_test_ext().execute_with(|| {
		System::set_block_number(1);
		let input = ring_vrf_input::ring();
		assert_eq!(input.ring_size, 1791);
		let ring_id = register(input.ring_size, &input.commitment);
		assert_ok!(verify(ring_id, &input.data, &input.ad, input.signature));
		System::assert_last_event(
			Event::RingVrfVerified {
				ring_id,
				output: input.output,
			}
			.into(),
		);
		// Registered with another size (another domain), the ring does not verify it.
		let smaller = register(8, &input.commitment);
		assert_noop!(
			verify(smaller, &input.data, &input.ad, input.signature),
			Error::<Test>::VrfRejected
		);

		let ietf = ring_vrf_input::ietf();
		assert_ok!(Verifier::verify_ietf_vrf(
			RawOrigin::Signed(1).into(),
			ietf.public_key,
			data(&ietf.data),
			data(&ietf.ad),
			ietf.signature
		));
		System::assert_last_event(
			Event::IetfVrfVerified {
				public_key: ietf.public_key,
				output: ietf.output,
			}
			.into(),
		);
		// The ring signature's output is the IETF one's: one key, one input.
		assert_eq!(ietf.output, input.output);
	});
}

#[test]
fn ark_vrf_ietf_vectors_verify_and_bad_keys_are_refused() {
	new_test_ext().execute_with(|| {
		System::set_block_number(1);
		for case in cases("tiny") {
			let public_key: [u8; 32] = field(&case, "pk").try_into().unwrap();
			let signature: [u8; 80] = [
				field(&case, "gamma"),
				field(&case, "proof_c"),
				field(&case, "proof_s"),
			]
			.concat()
			.try_into()
			.unwrap();
			let (alpha, ad) = (data(&field(&case, "alpha")), data(&field(&case, "ad")));
			assert_ok!(Verifier::verify_ietf_vrf(
				RawOrigin::Signed(1).into(),
				public_key,
				alpha.clone(),
				ad.clone(),
				signature
			));
			let output: [u8; 32] = field(&case, "beta").try_into().unwrap();
			System::assert_last_event(Event::IetfVrfVerified { public_key, output }.into());
			// y ≥ p is no point's encoding.
			let mut bad_key = [0xff; 32];
			bad_key[31] = 0x7f;
			assert_noop!(
				Verifier::verify_ietf_vrf(
					RawOrigin::Signed(1).into(),
					bad_key,
					alpha,
					ad,
					signature
				),
				Error::<Test>::InvalidVrfPublicKey
			);
		}
	});
}

#[test]
fn bad_rings_and_signatures_are_refused() {
	new_test_ext().execute_with(|| {
		let case = &cases("ring")[0];
		let commitment: [u8; 144] = field(case, "ring_pks_com").try_into().unwrap();
		assert_noop!(
			Verifier::register_ring(RawOrigin::Signed(1).into(), 8, commitment),
			DispatchError::BadOrigin
		);
		assert_noop!(
			Verifier::register_ring(RawOrigin::Root.into(), 0, commitment),
			Error::<Test>::RingSizeOutOfRange
		);
		assert_noop!(
			Verifier::register_ring(RawOrigin::Root.into(), 1792, commitment),
			Error::<Test>::RingSizeOutOfRange
		);
		let mut off = commitment;
		off[..48].copy_from_slice(&[0xff; 48]);
		off[0] = 0x9f;
		assert_noop!(
			Verifier::register_ring(RawOrigin::Root.into(), 8, off),
			Error::<Test>::InvalidRingCommitment
		);
		let (alpha, ad) = (field(case, "alpha"), field(case, "ad"));
		assert_noop!(
			verify(0, &alpha, &ad, ring_signature(case)),
			Error::<Test>::UnknownRing
		);

		let ring_id = register(8, &commitment);
		let mut bad_output = ring_signature(case);
		bad_output[..32].copy_from_slice(&[0xff; 32]);
		bad_output[31] = 0x7f;
		assert_noop!(
			verify(ring_id, &alpha, &ad, bad_output),
			Error::<Test>::InvalidVrfSignature
		);
		let mut bad_proof = ring_signature(case);
		bad_proof[192] &= 0x7f; // the ring proof's first G1 point without its compression flag
		assert_noop!(
			verify(ring_id, &alpha, &ad, bad_proof),
			Error::<Test>::InvalidVrfSignature
		);

		assert_noop!(
			Verifier::remove_ring(RawOrigin::Signed(1).into(), ring_id),
			DispatchError::BadOrigin
		);
		assert_ok!(Verifier::remove_ring(RawOrigin::Root.into(), ring_id));
		assert!(Rings::<Test>::get(ring_id).is_none());
		assert_noop!(
			verify(ring_id, &alpha, &ad, ring_signature(case)),
			Error::<Test>::UnknownRing
		);
		assert_noop!(
			Verifier::remove_ring(RawOrigin::Root.into(), ring_id),
			Error::<Test>::UnknownRing
		);
	});
}
