//! The BLS committee registry, `verify_committee_signature` and `verify_bls` on the native
//! mock runtime: Ethereum's `fast_aggregate_verify` cases (`ethereum/bls12-381-tests`, in the
//! shared vector set: `docs/test-data.md`) through a registered committee (with py_ecc's
//! proofs of possession, `vectors/bls-pop`) and its `verify` cases through `verify_bls`,
//! committees of keys signed with `hostcurves_primitives::bls::sign`, stored keys against arkworks' own encoding, the
//! rogue-key attack, and every error with the input that causes it.

use crate::{mock::*, tests::vectors, Call, Committees, Error, Event, WeightInfo};
use ark_ec::AffineRepr;
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_std::rand::{rngs::StdRng, Rng, SeedableRng};
use frame_support::{
	assert_noop, assert_ok, dispatch::GetDispatchInfo, traits::UnfilteredDispatchable,
};
use hostcurves_primitives::bls;
use serde_json::Value;
use sp_runtime::DispatchError;

fn hex(value: &Value) -> Vec<u8> {
	hex::decode(value.as_str().unwrap().trim_start_matches("0x")).unwrap()
}

thread_local! {
	/// The proof of possession of every key this test made ([`committee`]) or read (the
	/// Ethereum suite's keys, whose proofs py_ecc made: `vectors/bls-pop/pop.json`).
	static PROOFS: std::cell::RefCell<std::collections::HashMap<[u8; 48], [u8; 96]>> =
		std::cell::RefCell::new(ethereum_proofs());
}

/// `vectors/bls-pop/pop.json`'s valid proofs by public key.
fn ethereum_proofs() -> std::collections::HashMap<[u8; 48], [u8; 96]> {
	let pop: Value = serde_json::from_str(&vectors::read("bls-pop/pop.json")).unwrap();
	pop["valid"]
		.as_array()
		.unwrap()
		.iter()
		.map(|case| {
			(
				hex(&case["pubkey"]).try_into().unwrap(),
				hex(&case["proof"]).try_into().unwrap(),
			)
		})
		.collect()
}

/// `keys` with their proofs of possession: the known one, or 96 zero bytes (which do not
/// decode) for a key nobody holds.
pub(crate) fn with_proofs(keys: &[[u8; 48]]) -> Vec<([u8; 48], [u8; 96])> {
	PROOFS.with(|proofs| {
		let proofs = proofs.borrow();
		keys.iter()
			.map(|key| (*key, proofs.get(key).copied().unwrap_or([0; 96])))
			.collect()
	})
}

/// Registers `keys`, each with its proof of possession ([`with_proofs`]), and returns the
/// committee's id from the event.
fn register(keys: &[[u8; 48]]) -> Result<u32, DispatchError> {
	Verifier::register_committee(root(), with_proofs(keys))?;
	match last_event() {
		Some(Event::CommitteeRegistered { committee_id, size }) => {
			assert_eq!(size as usize, keys.len());
			Ok(committee_id)
		}
		other => panic!("no CommitteeRegistered event: {other:?}"),
	}
}

/// The bitfield with bit i set for each i in `members`, for a committee of `n`.
fn bitfield(n: usize, members: &[usize]) -> Vec<u8> {
	let mut bits = vec![0u8; n.div_ceil(8)];
	members.iter().for_each(|&i| bits[i / 8] |= 1 << (i % 8));
	bits
}

/// A committee of `n` keys from seeded random secret keys: (secret keys, public keys).
fn committee(n: usize, seed: u64) -> (Vec<[u8; 32]>, Vec<[u8; 48]>) {
	let rng = &mut StdRng::seed_from_u64(seed);
	let secrets: Vec<[u8; 32]> = (0..n)
		.map(|_| {
			// Below r (whose top byte is 0x73): every such value but zero is a secret key.
			let mut sk: [u8; 32] = rng.gen();
			sk[0] &= 0x3f;
			sk
		})
		.collect();
	let keys = secrets.iter().map(key_with_proof).collect();
	(secrets, keys)
}

/// The public key of `secret`, its proof of possession remembered for [`with_proofs`].
fn key_with_proof(secret: &[u8; 32]) -> [u8; 48] {
	let key = bls::public_key(secret).unwrap().to_bytes();
	let proof = bls::pop_prove(secret).unwrap().to_bytes();
	PROOFS.with(|proofs| proofs.borrow_mut().insert(key, proof));
	key
}

/// The aggregate signature of the `members` of `secrets` on `message` (each signs, then the
/// signatures are aggregated, as the draft's Aggregate does).
fn aggregate_signature(secrets: &[[u8; 32]], members: &[usize], message: &[u8]) -> [u8; 96] {
	let signatures: Vec<[u8; 96]> = members
		.iter()
		.map(|&i| bls::sign(&secrets[i], message).unwrap().to_bytes())
		.collect();
	bls::aggregate_signatures(&signatures).unwrap().to_bytes()
}

/// A compressed G1 point on the curve but outside the prime-order subgroup (found with
/// plain arkworks from x = 1 upwards; most points of E(Fp) are outside it).
fn key_outside_subgroup() -> [u8; 48] {
	let point = (1u64..)
		.filter_map(|x| ark_bls12_381::G1Affine::get_point_from_x_unchecked(x.into(), false))
		.find(|p| !p.is_in_correct_subgroup_assuming_on_curve())
		.unwrap();
	let mut bytes = [0u8; 48];
	point.serialize_compressed(&mut bytes[..]).unwrap();
	bytes
}

/// Runs every `fast_aggregate_verify` case through `verify` (its keys, message, signature)
/// and checks the suite's verdict; returns the number of cases and of valid ones. A key or
/// signature of the wrong length cannot be put in a call, so such a case must be invalid.
fn ethereum_cases(verify: impl Fn(Vec<[u8; 48]>, Vec<u8>, [u8; 96]) -> bool) -> (usize, usize) {
	let cases = suite_cases("fast_aggregate_verify");
	let mut valid = 0;
	for (path, case) in &cases {
		let input = &case["input"];
		let expected = case["output"].as_bool().unwrap();
		let keys: Option<Vec<[u8; 48]>> = input["pubkeys"]
			.as_array()
			.unwrap()
			.iter()
			.map(|k| hex(k).try_into().ok())
			.collect();
		let signature: Option<[u8; 96]> = hex(&input["signature"]).try_into().ok();
		let verdict = match (keys, signature) {
			(Some(keys), Some(signature)) => {
				new_test_ext().execute_with(|| verify(keys, hex(&input["message"]), signature))
			}
			_ => false,
		};
		assert_eq!(verdict, expected, "{}", path.display());
		valid += usize::from(verdict);
	}
	(cases.len(), valid)
}

/// Every case of `folder` in Ethereum's BLS suite, sorted by file name: (path, its JSON).
fn suite_cases(folder: &str) -> Vec<(std::path::PathBuf, Value)> {
	let dir = vectors::shared_dir().join("bls-signatures").join(folder);
	let mut files: Vec<_> = std::fs::read_dir(&dir)
		.unwrap_or_else(|e| panic!("test vectors missing at {}: {e}", dir.display()))
		.map(|e| e.unwrap().path())
		.collect();
	files.sort();
	files
		.into_iter()
		.map(|path| {
			let case = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
			(path, case)
		})
		.collect()
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn ethereum_verify_cases_through_verify_bls() {
	let cases = suite_cases("verify");
	let mut valid = 0;
	for (path, case) in &cases {
		let input = &case["input"];
		let expected = case["output"].as_bool().unwrap();
		let key: Option<[u8; 48]> = hex(&input["pubkey"]).try_into().ok();
		let signature: Option<[u8; 96]> = hex(&input["signature"]).try_into().ok();
		let verdict = match (key, signature) {
			(Some(key), Some(signature)) => new_test_ext().execute_with(|| {
				let ok =
					Verifier::verify_bls(signed(), key, hex(&input["message"]), signature).is_ok();
				if ok {
					assert_eq!(
						last_event(),
						Some(Event::BlsSignatureVerified { public_keys: 1 })
					);
				}
				ok
			}),
			// A key or signature of the wrong length cannot be put in a call.
			_ => false,
		};
		assert_eq!(verdict, expected, "{}", path.display());
		valid += usize::from(verdict);
	}
	// The suite's verify folder: 20 cases, 7 of them valid.
	assert_eq!((cases.len(), valid), (20, 7));
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn ethereum_fast_aggregate_verify_cases_through_a_registered_committee() {
	let counts = ethereum_cases(|keys, message, signature| {
		let n = keys.len();
		let Ok(id) = register(&keys) else {
			return false;
		};
		let all = bitfield(n, &(0..n).collect::<Vec<_>>());
		let verdict =
			Verifier::verify_committee_signature(signed(), id, all, message, signature).is_ok();
		if verdict {
			assert_eq!(
				last_event(),
				Some(Event::CommitteeSignatureVerified {
					committee_id: id,
					participants: n as u32,
				})
			);
		}
		verdict
	});
	assert_eq!(counts, (8, 2));
}

#[test]
fn committee_keys_are_stored_as_arkworks_encodes_them_uncompressed() {
	new_test_ext().execute_with(|| {
		let (_, keys) = committee(20, 1);
		let id = register(&keys).unwrap();
		let stored = Committees::<Test>::get(id).unwrap().keys;
		assert_eq!(stored.len(), keys.len());
		for (key, stored) in keys.iter().zip(stored.iter()) {
			let point = ark_bls12_381::G1Affine::deserialize_compressed(&key[..]).unwrap();
			let mut expected = [0u8; 96];
			point.serialize_uncompressed(&mut expected[..]).unwrap();
			assert_eq!(stored, &expected);
		}
	});
}

#[test]
fn a_committee_of_64_verifies_any_set_of_participants_and_nothing_else() {
	new_test_ext().execute_with(|| {
		let (secrets, keys) = committee(64, 2);
		let id = register(&keys).unwrap();
		let rng = &mut StdRng::seed_from_u64(3);
		for round in 0..8 {
			let members: Vec<usize> = (0..64).filter(|_| rng.gen_bool(0.7)).collect();
			let message = format!("sync committee update {round}").into_bytes();
			let signature = aggregate_signature(&secrets, &members, &message);
			let bits = bitfield(64, &members);
			assert_ok!(Verifier::verify_committee_signature(
				signed(),
				id,
				bits.clone(),
				message.clone(),
				signature
			));
			assert_eq!(
				last_event(),
				Some(Event::CommitteeSignatureVerified {
					committee_id: id,
					participants: members.len() as u32,
				})
			);
			// One more participant, one fewer, another message: rejected.
			let absent = (0..64).find(|i| !members.contains(i)).unwrap();
			let mut more = members.clone();
			more.push(absent);
			let fewer = &members[1..];
			for (bits, message) in [
				(bitfield(64, &more), message.clone()),
				(bitfield(64, fewer), message.clone()),
				(bits, b"another message".to_vec()),
			] {
				assert_noop!(
					Verifier::verify_committee_signature(signed(), id, bits, message, signature),
					Error::<Test>::SignatureRejected
				);
			}
		}
	});
}

#[test]
fn a_committee_of_512_verifies_and_charges_by_participants() {
	new_test_ext().execute_with(|| {
		let (secrets, keys) = committee(512, 4);
		let id = register(&keys).unwrap();
		let members: Vec<usize> = (0..512).filter(|i| i % 3 != 0).collect();
		let message = [0x5a; 32].to_vec();
		let signature = aggregate_signature(&secrets, &members, &message);
		let call = Call::<Test>::verify_committee_signature {
			committee_id: id,
			participation: bitfield(512, &members),
			message,
			signature,
		};
		assert_eq!(
			call.get_dispatch_info().call_weight,
			<() as WeightInfo>::verify_committee_signature(members.len() as u32)
		);
		assert_ok!(call.dispatch_bypass_filter(signed()));
	});
}

#[test]
fn registration_names_the_first_bad_key() {
	new_test_ext().execute_with(|| {
		let (_, keys) = committee(8, 5);
		let mut identity = [0u8; 48];
		identity[0] = 0xc0;
		let outside = key_outside_subgroup();
		let mut off_curve = keys[0];
		off_curve[47] ^= 1;
		for (bad, at) in [(identity, 3), (outside, 5), (off_curve, 0), (identity, 7)] {
			let mut with_bad = keys.clone();
			with_bad[at] = bad;
			// A later bad key does not hide this one.
			if at < 7 {
				with_bad[7] = outside;
			}
			assert_noop!(
				Verifier::register_committee(root(), with_proofs(&with_bad)),
				Error::<Test>::InvalidPublicKeyAt { index: at as u16 }
			);
		}
		assert_noop!(
			Verifier::register_committee(root(), vec![]),
			Error::<Test>::NoPublicKeys
		);
		// 513 members, refused by their count before any check (no proofs needed).
		let (_, one) = committee(1, 6);
		assert_noop!(
			Verifier::register_committee(root(), vec![(one[0], [0; 96]); 513]),
			Error::<Test>::TooManyPublicKeys
		);
		assert_noop!(
			Verifier::register_committee(signed(), with_proofs(&keys)),
			DispatchError::BadOrigin
		);
	});
}

#[test]
fn participation_must_fit_the_committee() {
	new_test_ext().execute_with(|| {
		let (secrets, keys) = committee(10, 7);
		let id = register(&keys).unwrap();
		let message = b"m".to_vec();
		let signature = aggregate_signature(&secrets, &[0, 9], &message);
		let verify = |bits: Vec<u8>| {
			Verifier::verify_committee_signature(signed(), id, bits, message.clone(), signature)
		};
		// 10 keys: exactly two bytes, bits 10..15 clear.
		assert_noop!(verify(vec![0b1]), Error::<Test>::InvalidParticipation);
		assert_noop!(verify(vec![1, 2, 0]), Error::<Test>::InvalidParticipation);
		assert_noop!(verify(vec![1, 0b110]), Error::<Test>::InvalidParticipation);
		assert_noop!(verify(vec![0, 0]), Error::<Test>::NoParticipants);
		assert_ok!(verify(vec![1, 0b10]));
		// A bitfield longer than the largest committee needs is charged the largest committee
		// without being counted; a shorter one its set bits, at most the largest committee.
		let charged = |participation: Vec<u8>| {
			Call::<Test>::verify_committee_signature {
				committee_id: id,
				participation,
				message: message.clone(),
				signature,
			}
			.get_dispatch_info()
			.call_weight
		};
		let weight = <() as WeightInfo>::verify_committee_signature;
		assert_eq!(charged(vec![0xff; 65]), weight(512));
		assert_eq!(charged(vec![0xff; 64]), weight(512));
		assert_eq!(charged(vec![0b1011, 0, 1]), weight(4));
	});
}

#[test]
fn every_other_bad_call_gets_its_error() {
	new_test_ext().execute_with(|| {
		let (secrets, keys) = committee(4, 8);
		let id = register(&keys).unwrap();
		let all = bitfield(4, &[0, 1, 2, 3]);
		let message = b"hello".to_vec();
		let signature = aggregate_signature(&secrets, &[0, 1, 2, 3], &message);
		let committee_call = |id, message: Vec<u8>, signature| {
			Verifier::verify_committee_signature(signed(), id, all.clone(), message, signature)
		};
		assert_noop!(
			committee_call(id + 1, message.clone(), signature),
			Error::<Test>::UnknownCommittee
		);
		assert_noop!(
			committee_call(id, vec![0; 1025], signature),
			Error::<Test>::BlsMessageTooLong
		);
		let mut off_curve = signature;
		off_curve[95] ^= 1;
		assert_noop!(
			committee_call(id, message.clone(), off_curve),
			Error::<Test>::InvalidSignature
		);
		let single = bls::sign(&secrets[0], &message).unwrap().to_bytes();
		assert_noop!(
			Verifier::verify_bls(signed(), keys[0], message.clone(), off_curve),
			Error::<Test>::InvalidSignature
		);
		assert_noop!(
			Verifier::verify_bls(signed(), key_outside_subgroup(), message.clone(), single),
			Error::<Test>::InvalidPublicKeyAt { index: 0 }
		);
		assert_noop!(
			Verifier::verify_bls(signed(), keys[0], vec![0; 1025], single),
			Error::<Test>::BlsMessageTooLong
		);
		assert_noop!(
			Verifier::verify_bls(signed(), keys[1], message.clone(), single),
			Error::<Test>::SignatureRejected
		);
		assert_ok!(Verifier::verify_bls(
			signed(),
			keys[0],
			message.clone(),
			single
		));
		// Removal: only by the register origin, then the committee is gone.
		assert_noop!(
			Verifier::remove_committee(signed(), id),
			DispatchError::BadOrigin
		);
		assert_ok!(Verifier::remove_committee(root(), id));
		assert_eq!(
			last_event(),
			Some(Event::CommitteeRemoved { committee_id: id })
		);
		assert_noop!(
			committee_call(id, message.clone(), signature),
			Error::<Test>::UnknownCommittee
		);
		assert_noop!(
			Verifier::remove_committee(root(), id),
			Error::<Test>::UnknownCommittee
		);
	});
}

#[test]
fn keys_that_sum_to_the_identity_are_refused_as_an_aggregate() {
	new_test_ext().execute_with(|| {
		use ark_ff::{BigInteger, PrimeField};
		let (secrets, keys) = committee(2, 9);
		// −pk, from the secret −sk: a key whose possession is proven, like any other.
		let sk = ark_bls12_381::Fr::from_be_bytes_mod_order(&secrets[0]);
		let minus_sk: [u8; 32] = (-sk).into_bigint().to_bytes_be().try_into().unwrap();
		let negated = key_with_proof(&minus_sk);
		let point = ark_bls12_381::G1Affine::deserialize_compressed(&keys[0][..]).unwrap();
		let mut expected = [0u8; 48];
		(-point).serialize_compressed(&mut expected[..]).unwrap();
		assert_eq!(negated, expected);
		let id = register(&[keys[0], negated, keys[1]]).unwrap();
		let signature = bls::Signature::from_point(g2_generator()).to_bytes();
		assert_noop!(
			Verifier::verify_committee_signature(
				signed(),
				id,
				bitfield(3, &[0, 1]),
				b"m".to_vec(),
				signature
			),
			Error::<Test>::IdentityAggregateKey
		);
		let mut identity = [0u8; 48];
		identity[0] = 0xc0;
		assert_noop!(
			Verifier::verify_bls(signed(), identity, b"m".to_vec(), signature),
			Error::<Test>::InvalidPublicKeyAt { index: 0 }
		);
	});
}

/// G2's generator as the host-backed type (a valid signature point that signs nothing here).
fn g2_generator() -> hostcurves_primitives::bls12_381::G2Affine {
	hostcurves_primitives::bls12_381::G2Affine::generator()
}

/// `vectors/bls-pop/pop.json`'s rogue key (py_ecc): `rogue = s·g₁ − victim` and
/// `signature = s·H(message)`, which FastAggregateVerify accepts for `[victim, rogue]`.
fn rogue_key_case() -> ([u8; 48], [u8; 48], Vec<u8>, [u8; 96]) {
	let pop: Value = serde_json::from_str(&vectors::read("bls-pop/pop.json")).unwrap();
	let case = &pop["rogue_key"];
	(
		hex(&case["victim_pubkey"]).try_into().unwrap(),
		hex(&case["rogue_pubkey"]).try_into().unwrap(),
		hex(&case["message"]),
		hex(&case["signature"]).try_into().unwrap(),
	)
}

#[test]
fn the_rogue_key_attack_fails_through_every_call() {
	let (victim, rogue, message, signature) = rogue_key_case();
	// The attack is real: FastAggregateVerify without proofs of possession accepts it.
	new_test_ext().execute_with(|| {
		let signature = bls::Signature::from_bytes(&signature).unwrap();
		assert_eq!(
			bls::fast_aggregate_verify(&[victim, rogue], &message, &signature),
			Ok(())
		);
	});
	new_test_ext().execute_with(|| {
		// verify_bls takes one key: neither the victim's nor the rogue one verifies the
		// signature, and there is no call that sums keys a caller brings.
		for key in [victim, rogue] {
			assert_noop!(
				Verifier::verify_bls(signed(), key, message.clone(), signature),
				Error::<Test>::SignatureRejected
			);
		}
		// A committee with the rogue key cannot be registered, whatever stands in for its
		// proof: the victim's proof, nothing, or what the attacker can make (s·H_pop(rogue),
		// a proof for s·g₁, not for the rogue key).
		let victims_proof = with_proofs(&[victim])[0].1;
		// make.py's ROGUE_SECRET.
		let s = 0x5EC2E7u64;
		let made = bls::hash_to_g2(&rogue, bls::DST_POSSESSION).unwrap();
		let attackers_proof = bls::Signature::from_point(
			(made * hostcurves_primitives::bls12_381::ScalarField::from(s)).into(),
		)
		.to_bytes();
		assert_ne!(
			victims_proof, [0; 96],
			"pop.json proves the victim's possession"
		);
		for (proof, error) in [
			(victims_proof, Error::<Test>::PossessionNotProven),
			(
				[0; 96],
				Error::<Test>::InvalidPossessionProofAt { index: 1 },
			),
			(attackers_proof, Error::<Test>::PossessionNotProven),
		] {
			assert_noop!(
				Verifier::register_committee(root(), vec![(victim, victims_proof), (rogue, proof)]),
				error
			);
		}
		assert_eq!(Committees::<Test>::iter().count(), 0);
		// The victim alone registers; the rogue signature does not verify against it.
		let id = register(&[victim]).unwrap();
		assert_noop!(
			Verifier::verify_committee_signature(signed(), id, vec![1], message, signature),
			Error::<Test>::SignatureRejected
		);
	});
}

#[test]
fn a_proof_of_possession_must_be_the_keys_own() {
	new_test_ext().execute_with(|| {
		let (_, keys) = committee(3, 12);
		let mut members = with_proofs(&keys);
		// Proofs swapped between members 1 and 2: each is a valid proof, of the other key.
		let (p1, p2) = (members[1].1, members[2].1);
		members[1].1 = p2;
		members[2].1 = p1;
		assert_noop!(
			Verifier::register_committee(root(), members.clone()),
			Error::<Test>::PossessionNotProven
		);
		// A proof off the curve is named; the identity decodes, and fails the batch.
		let mut identity = [0u8; 96];
		identity[0] = 0xc0;
		let mut off_curve = p1;
		off_curve[95] ^= 1;
		for (bad, error) in [
			(
				off_curve,
				Error::<Test>::InvalidPossessionProofAt { index: 2 },
			),
			(identity, Error::<Test>::PossessionNotProven),
		] {
			let mut members = with_proofs(&keys);
			members[2].1 = bad;
			assert_noop!(Verifier::register_committee(root(), members), error);
		}
		// One proof wrong among many: the batch fails.
		let (_, many) = committee(40, 13);
		let mut members = with_proofs(&many);
		members[29].1 = members[30].1;
		assert_noop!(
			Verifier::register_committee(root(), members),
			Error::<Test>::PossessionNotProven
		);
		assert_ok!(Verifier::register_committee(root(), with_proofs(&keys)));
	});
}
