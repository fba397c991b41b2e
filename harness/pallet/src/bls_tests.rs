//! The BLS rows in both backends on the mock runtime, against Ethereum's BLS suite
//! (`ethereum/bls12-381-tests`, `vectors/SOURCES.md`): the hash to G2 times each `sign`
//! case's secret key is its published signature, the valid `fast_aggregate_verify` cases
//! verify against their keys as a registry stores them, a tampered signature and an extra
//! key are refused;
//! bad keys and signatures get the same typed error in both backends.

use crate::{
	mock::*, operation::MAX_BLS_MESSAGE_LEN, test_vectors::read_shared_json, Backend, Error, Event,
	Operation,
};
use ark_ec::{AffineRepr, CurveGroup};
use ark_ff::PrimeField;
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use frame_support::{assert_noop, traits::UnfilteredDispatchable};
use frame_system::RawOrigin;
use sp_runtime::DispatchError;

const BACKENDS: [Backend; 2] = [Backend::Arkworks, Backend::Host];

fn hex(value: &serde_json::Value) -> Vec<u8> {
	hex::decode(value.as_str().unwrap().trim_start_matches("0x")).unwrap()
}

/// Dispatches `op` with `backend`: the `Computed` output, or the error.
fn run(backend: Backend, op: Operation) -> Result<Vec<u8>, DispatchError> {
	Hostcurves::call_for(backend, op)
		.dispatch_bypass_filter(RawOrigin::Signed(1).into())
		.map_err(|e| e.error)?;
	match System::events().pop().map(|r| r.event) {
		Some(RuntimeEvent::Hostcurves(Event::Computed { output, .. })) => Ok(output),
		other => panic!("expected Computed, got {other:?}"),
	}
}

/// `Vec<[u8; N]>` in the rows' layout: u64 LE count, then the items.
fn vec_of(items: &[Vec<u8>]) -> Vec<u8> {
	let mut out = (items.len() as u64).to_le_bytes().to_vec();
	items.iter().for_each(|item| out.extend_from_slice(item));
	out
}

/// A compressed public key as a registry stores it: uncompressed (plain arkworks).
fn stored(key: &[u8]) -> Vec<u8> {
	let point = ark_bls12_381::G1Affine::deserialize_compressed(key).unwrap();
	let mut out = Vec::new();
	point.serialize_uncompressed(&mut out).unwrap();
	out
}

/// `committee` (stored keys behind a u64 count) with key `index` changed by `change`.
fn with_key(committee: &[u8], index: usize, change: impl Fn(&mut [u8])) -> Vec<u8> {
	let mut committee = committee.to_vec();
	change(&mut committee[8 + 96 * index..8 + 96 * (index + 1)]);
	committee
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn hash_to_g2_times_the_secret_key_is_ethereums_signature() {
	new_test_ext().execute_with(|| {
		let mut checked = 0;
		for name in [
			"sign_case_11b8c7cad5238946",
			"sign_case_142f678a8d05fcd1",
			"sign_case_7055381f640f2c1d",
			"sign_case_84d45c9c7cca6b92",
			"sign_case_c82df61aa3ee60fb",
			"sign_case_d0e28d7e76eb6e9c",
		] {
			let case = read_shared_json(&format!("bls-signatures/sign/{name}.json"));
			let sk = ark_bls12_381::Fr::from_be_bytes_mod_order(&hex(&case["input"]["privkey"]));
			let message = hex(&case["input"]["message"]);
			for backend in BACKENDS {
				let hash = run(
					backend,
					Operation::HashToG2 {
						message: message.clone(),
					},
				)
				.unwrap();
				let hash = ark_bls12_381::G2Affine::deserialize_uncompressed(&hash[..]).unwrap();
				let mut signature = Vec::new();
				(hash * sk)
					.into_affine()
					.serialize_compressed(&mut signature)
					.unwrap();
				assert_eq!(signature, hex(&case["output"]), "{name} {backend:?}");
				checked += 1;
			}
		}
		assert_eq!(checked, 12);
		assert_noop!(
			Hostcurves::bls12_381_hash_to_g2(
				RawOrigin::Signed(1).into(),
				Backend::Host,
				vec![0; MAX_BLS_MESSAGE_LEN + 1]
			),
			Error::<Test>::MalformedInput
		);
	});
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn ethereums_fast_aggregate_verify_cases_against_a_stored_committee() {
	new_test_ext().execute_with(|| {
		for (name, verdict) in [
			("fast_aggregate_verify_valid_3d7576f3c0e3570a", Ok(vec![1])),
			("fast_aggregate_verify_valid_5e745ad0c6199a6c", Ok(vec![1])),
			// Tampered: its bytes no longer decode to a point of G2.
			(
				"fast_aggregate_verify_tampered_signature_3d7576f3c0e3570a",
				Err(Error::<Test>::InvalidPoint.into()),
			),
			(
				"fast_aggregate_verify_extra_pubkey_4f079f946446fabf",
				Err(Error::<Test>::SignatureRejected.into()),
			),
		] {
			let case =
				read_shared_json(&format!("bls-signatures/fast_aggregate_verify/{name}.json"));
			let input = &case["input"];
			let keys: Vec<Vec<u8>> = input["pubkeys"]
				.as_array()
				.unwrap()
				.iter()
				.map(|k| stored(&hex(k)))
				.collect();
			for backend in BACKENDS {
				let op = Operation::FastAggregateVerify {
					committee: vec_of(&keys),
					message: hex(&input["message"]),
					signature: hex(&input["signature"]),
				};
				assert_eq!(run(backend, op), verdict, "{name} {backend:?}");
			}
		}
	});
}

#[test]
fn bad_keys_and_signatures_get_the_same_error_in_both_backends() {
	new_test_ext().execute_with(|| {
		let keys: Vec<Vec<u8>> = (1..=4u64)
			.map(|i| {
				let point = ark_bls12_381::G1Affine::generator() * ark_bls12_381::Fr::from(i);
				let mut key = Vec::new();
				point.into_affine().serialize_compressed(&mut key).unwrap();
				key
			})
			.collect();
		let mut identity = vec![0u8; 48];
		identity[0] = 0xc0;
		let negated = {
			let point = ark_bls12_381::G1Affine::deserialize_compressed(&keys[0][..]).unwrap();
			let mut key = Vec::new();
			(-point).serialize_compressed(&mut key).unwrap();
			key
		};
		let mut off_curve = keys[1].clone();
		off_curve[47] ^= 1;
		let cases: [(Vec<Vec<u8>>, Error<Test>); 5] = [
			(vec![keys[0].clone(), identity.clone()], Error::InvalidPoint),
			(vec![off_curve, keys[0].clone()], Error::InvalidPoint),
			(vec![keys[0].clone(), negated], Error::IdentityAggregate),
			(vec![], Error::MalformedInput),
			(vec![identity], Error::InvalidPoint),
		];
		for (keys, error) in cases {
			let expected: Result<Vec<u8>, DispatchError> = Err(error.into());
			for backend in BACKENDS {
				let op = Operation::AggregateG1 {
					public_keys: vec_of(&keys),
				};
				assert_eq!(run(backend, op), expected.clone(), "{keys:?} {backend:?}");
			}
		}
		// The sum of 1·g … 4·g is 10·g.
		let ten = ark_bls12_381::G1Affine::generator() * ark_bls12_381::Fr::from(10u64);
		let mut expected = Vec::new();
		ten.into_affine()
			.serialize_uncompressed(&mut expected)
			.unwrap();
		for backend in BACKENDS {
			let op = Operation::AggregateG1 {
				public_keys: vec_of(&keys),
			};
			assert_eq!(run(backend, op), Ok(expected.clone()), "{backend:?}");
		}
		// A signature that does not decode, a committee that is empty or cut short.
		let committee = vec_of(&keys.iter().map(|k| stored(k)).collect::<Vec<_>>());
		let message = b"m".to_vec();
		for (committee, signature, error) in [
			(
				committee.clone(),
				vec![0u8; 96],
				Error::<Test>::InvalidPoint,
			),
			(committee.clone(), vec![0u8; 95], Error::MalformedInput),
			(vec_of(&[]), vec![0xc0; 96], Error::MalformedInput),
			(
				committee[..committee.len() - 1].to_vec(),
				vec![0xc0; 96],
				Error::MalformedInput,
			),
			// A stored key that does not decode (all ones: flags and x ≥ p), and one off the
			// curve (y + 1): refused before either backend sums.
			(
				with_key(&committee, 1, |key| key.fill(0xff)),
				vec![0xc0; 96],
				Error::MalformedInput,
			),
			(
				with_key(&committee, 2, |key| key[95] ^= 1),
				vec![0xc0; 96],
				Error::MalformedInput,
			),
		] {
			let expected: Result<Vec<u8>, DispatchError> = Err(error.into());
			for backend in BACKENDS {
				let op = Operation::FastAggregateVerify {
					committee: committee.clone(),
					message: message.clone(),
					signature: signature.clone(),
				};
				assert_eq!(run(backend, op), expected.clone(), "{backend:?}");
			}
		}
	});
}
