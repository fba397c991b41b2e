//! Proofs of possession (PopProve, PopVerify) against py_ecc's (`vectors/bls-pop/pop.json`,
//! made by `vectors/bls-pop/make.py`): the proofs py_ecc made verify and ours are
//! byte-identical to them; its invalid ones are refused; the rogue key it made has no proof.

use crate::vectors;

use hostcurves_primitives::bls::{self, BlsError, PublicKey, Signature};
use serde_json::Value;

fn hex<const N: usize>(value: &Value) -> [u8; N] {
	let bytes = hex::decode(value.as_str().unwrap().trim_start_matches("0x")).unwrap();
	bytes.try_into().unwrap()
}

fn pop() -> Value {
	serde_json::from_str(&vectors::read("bls-pop/pop.json")).unwrap()
}

#[test]
fn py_ecc_proofs_verify_and_ours_are_the_same_bytes() {
	let pop = pop();
	assert_eq!(
		pop["pop_dst"].as_str().unwrap().as_bytes(),
		bls::DST_POSSESSION
	);
	let valid = pop["valid"].as_array().unwrap();
	assert_eq!(valid.len(), 5);
	for case in valid {
		let secret: [u8; 32] = hex(&case["privkey"]);
		let key = PublicKey::from_bytes(&hex::<48>(&case["pubkey"])).unwrap();
		let proof = Signature::from_bytes(&hex::<96>(&case["proof"])).unwrap();
		assert_eq!(bls::public_key(&secret).unwrap(), key);
		assert_eq!(bls::pop_prove(&secret).unwrap(), proof);
		assert_eq!(bls::pop_verify(&key, &proof), Ok(()));
		// Not a signature of the key's bytes under the message DST.
		assert_eq!(
			bls::verify(&key, &key.to_bytes(), &proof),
			Err(BlsError::VerificationFailed)
		);
	}
	// verify_possession over all five, then with the proofs rotated by one.
	let keys: Vec<[u8; 48]> = valid.iter().map(|c| hex(&c["pubkey"])).collect();
	let mut proofs: Vec<[u8; 96]> = valid.iter().map(|c| hex(&c["proof"])).collect();
	let stored = bls::validate_public_keys(&keys).unwrap();
	assert_eq!(bls::verify_possession(&keys, &stored, &proofs), Ok(()));
	proofs.rotate_left(1);
	assert_eq!(
		bls::verify_possession(&keys, &stored, &proofs),
		Err(BlsError::PossessionNotProven { index: 5 })
	);
	// Only one wrong: the last proof replaced by the first key's.
	proofs.rotate_right(1);
	proofs[4] = proofs[0];
	assert_eq!(
		bls::verify_possession(&keys, &stored, &proofs),
		Err(BlsError::PossessionNotProven { index: 5 })
	);
	assert_eq!(
		bls::verify_possession(&keys, &stored, &proofs[1..]),
		Err(BlsError::LengthMismatch)
	);
}

#[test]
fn py_ecc_invalid_proofs_are_refused() {
	let pop = pop();
	let invalid = pop["invalid"].as_array().unwrap();
	assert_eq!(invalid.len(), 3);
	for case in invalid {
		let name = case["name"].as_str().unwrap();
		let key = PublicKey::from_bytes(&hex::<48>(&case["pubkey"])).unwrap();
		// Each decodes (the identity is a point of G2) and fails PopVerify.
		let proof = Signature::from_bytes(&hex::<96>(&case["proof"])).unwrap();
		assert_eq!(
			bls::pop_verify(&key, &proof),
			Err(BlsError::PossessionNotProven { index: 0 }),
			"{name}"
		);
	}
}

#[test]
fn the_rogue_key_verifies_an_aggregate_and_has_no_proof() {
	let pop = pop();
	let case = &pop["rogue_key"];
	let (victim, rogue) = (
		hex::<48>(&case["victim_pubkey"]),
		hex::<48>(&case["rogue_pubkey"]),
	);
	let message = hex::decode(case["message"].as_str().unwrap().trim_start_matches("0x")).unwrap();
	let signature = Signature::from_bytes(&hex::<96>(&case["signature"])).unwrap();
	// FastAggregateVerify has no defence of its own: the scheme's precondition is PoP.
	assert_eq!(
		bls::fast_aggregate_verify(&[victim, rogue], &message, &signature),
		Ok(())
	);
	// The victim's own proof, or the signature, is no proof for the rogue key.
	let rogue_key = PublicKey::from_bytes(&rogue).unwrap();
	let victims_proof = Signature::from_bytes(&hex::<96>(&pop["valid"][0]["proof"])).unwrap();
	for proof in [victims_proof, signature] {
		assert_eq!(
			bls::pop_verify(&rogue_key, &proof),
			Err(BlsError::PossessionNotProven { index: 0 })
		);
	}
}
