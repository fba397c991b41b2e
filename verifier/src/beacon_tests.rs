//! The drand beacon registry and `verify_beacon` on the native mock runtime: real quicknet
//! rounds (drand-verify's tests, `vectors/drand/`, and tlock's, in the shared vector set)
//! verified against the registered quicknet key with the randomness drand derives, and every
//! error with the input that causes it.

use crate::{
	beacon::StoredBeaconKey, mock::*, tests::vectors, BeaconChains, Error, Event, NextBeaconChainId,
};
use frame_support::{assert_noop, assert_ok};
use frame_system::RawOrigin;
use hostcurves_primitives::bls::{drand, min_sig::MinSigPublicKey};
use sha2::{Digest, Sha256};
use sp_runtime::DispatchError;

/// `hex` (a 48-byte signature) after checking that it occurs in `text`, the committed or shared
/// file `file` that publishes it: the value is the source's, not ours.
fn signature_from(text: &str, file: &str, hex: &str) -> [u8; 48] {
	assert!(text.contains(hex), "{hex} not in {file}");
	hex::decode(hex).unwrap().try_into().unwrap()
}

/// Quicknet's round 123 and its signature, from drand-verify 0.6.2's tests (crates.io;
/// `vectors/drand/drand-verify-values.json` names the line).
fn quicknet_round_123() -> (u64, [u8; 48]) {
	let file = "drand/drand-verify-values.json";
	let hex = "b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92";
	(123, signature_from(&vectors::read(file), file, hex))
}

/// Quicknet's rounds 123 and 12 040 883 with their signatures; the second from tlock's tests,
/// in the shared vector set (`drand/tlock-values.json`).
fn quicknet_rounds() -> [(u64, [u8; 48]); 2] {
	let file = "drand/tlock-values.json";
	let hex = "929906c959032ab363c9f26570d215d66f5c06cb0c44fe508c12bb5839f04ec895bb6868e5b9ff13ab289bdb5266b394";
	[
		quicknet_round_123(),
		(
			12_040_883,
			signature_from(&vectors::read_shared(file), file, hex),
		),
	]
}

/// Registers quicknet as root; returns its id.
fn register_quicknet() -> u32 {
	assert_ok!(Verifier::register_beacon_chain(
		root(),
		drand::QUICKNET_PUBLIC_KEY
	));
	match last_event() {
		Some(Event::BeaconChainRegistered { chain_id }) => chain_id,
		other => panic!("expected BeaconChainRegistered, got {other:?}"),
	}
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn quicknet_rounds_verify_with_drands_randomness() {
	new_test_ext().execute_with(|| {
		let chain_id = register_quicknet();
		let stored: StoredBeaconKey = BeaconChains::<Test>::get(chain_id).unwrap();
		let key = MinSigPublicKey::from_bytes(&drand::QUICKNET_PUBLIC_KEY).unwrap();
		assert_eq!(stored, key.to_stored());
		for (round, signature) in quicknet_rounds() {
			assert_ok!(Verifier::verify_beacon(
				signed(),
				chain_id,
				round,
				signature
			));
			// drand's randomness is SHA-256 of the signature (its spec; computed here with
			// the sha2 crate, not the pallet's helper).
			let randomness: [u8; 32] = Sha256::digest(signature).into();
			assert_eq!(
				last_event(),
				Some(Event::BeaconVerified {
					chain_id,
					round,
					randomness
				})
			);
			assert_noop!(
				Verifier::verify_beacon(signed(), chain_id, round + 1, signature),
				Error::<Test>::SignatureRejected
			);
		}
	});
}

#[test]
fn beacon_errors_name_their_cause() {
	new_test_ext().execute_with(|| {
		let (round, signature) = quicknet_round_123();
		// Registration: the origin, a bad key, the identity.
		assert_noop!(
			Verifier::register_beacon_chain(signed(), drand::QUICKNET_PUBLIC_KEY),
			DispatchError::BadOrigin
		);
		let mut no_flag = drand::QUICKNET_PUBLIC_KEY;
		no_flag[0] &= 0x7f;
		assert_noop!(
			Verifier::register_beacon_chain(root(), no_flag),
			Error::<Test>::InvalidBeaconKey
		);
		let mut identity = [0u8; 96];
		identity[0] = 0xc0;
		assert_noop!(
			Verifier::register_beacon_chain(root(), identity),
			Error::<Test>::InvalidBeaconKey
		);
		// Verification: an unknown network, a signature that is not a point of G1, another
		// network's key.
		assert_noop!(
			Verifier::verify_beacon(signed(), 0, round, signature),
			Error::<Test>::UnknownBeaconChain
		);
		let chain_id = register_quicknet();
		let mut bad = signature;
		bad[0] &= 0x7f;
		assert_noop!(
			Verifier::verify_beacon(signed(), chain_id, round, bad),
			Error::<Test>::InvalidBeaconSignature
		);
		let other = hostcurves_primitives::bls::min_sig::public_key(&[3; 32]).unwrap();
		assert_ok!(Verifier::register_beacon_chain(root(), other.to_bytes()));
		assert_noop!(
			Verifier::verify_beacon(signed(), chain_id + 1, round, signature),
			Error::<Test>::SignatureRejected
		);
		assert_noop!(
			Verifier::verify_beacon(RawOrigin::None.into(), chain_id, round, signature),
			DispatchError::BadOrigin
		);
		// Removal: root only, then the network is gone.
		assert_noop!(
			Verifier::remove_beacon_chain(signed(), chain_id),
			DispatchError::BadOrigin
		);
		assert_ok!(Verifier::remove_beacon_chain(root(), chain_id));
		assert_eq!(last_event(), Some(Event::BeaconChainRemoved { chain_id }));
		assert!(!BeaconChains::<Test>::contains_key(chain_id));
		assert_noop!(
			Verifier::remove_beacon_chain(root(), chain_id),
			Error::<Test>::UnknownBeaconChain
		);
		assert_noop!(
			Verifier::verify_beacon(signed(), chain_id, round, signature),
			Error::<Test>::UnknownBeaconChain
		);
		assert_eq!(NextBeaconChainId::<Test>::get(), 2);
	});
}
