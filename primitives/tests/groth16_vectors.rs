//! `hostcurves_primitives::groth16` on real proofs, natively (the host kernels called
//! directly): gowaves' BLS12-381 and BN254 cases and a snarkjs BLS12-381 proof.

use crate::gowaves;
use crate::vectors;

use ark_serialize::Compress;
use hostcurves_primitives::{
	bls12_381::Bls12_381,
	bn254::Bn254,
	groth16::{snarkjs, Groth16Error, KeyFault, PreparedVerifyingKey},
};

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn gowaves_bls12_381_cases_verify_or_are_rejected_as_gowaves_expects() {
	let cases = gowaves::bls12_381();
	assert_eq!(cases.len(), 11);
	assert_eq!(cases.iter().filter(|c| c.ok).count(), 6);
	for case in cases {
		let pvk = PreparedVerifyingKey::<Bls12_381>::prepare(&case.key, Compress::Yes)
			.unwrap_or_else(|e| panic!("{}: key refused: {e:?}", case.name));
		let verdict = pvk.verify_bytes(&case.proof, Compress::Yes, &case.inputs);
		// gowaves: invalid cases decode fine and only fail the equation.
		let expected = if case.ok {
			Ok(())
		} else {
			Err(Groth16Error::ProofRejected)
		};
		assert_eq!(verdict, expected, "{}", case.name);
	}
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn gowaves_bn254_cases_verify() {
	let cases = gowaves::bn254_ok();
	assert_eq!(cases.len(), 7);
	for case in cases {
		let pvk = PreparedVerifyingKey::<Bn254>::prepare(&case.key, Compress::Yes)
			.unwrap_or_else(|e| panic!("{}: key refused: {e:?}", case.name));
		assert_eq!(
			pvk.verify_bytes(&case.proof, Compress::Yes, &case.inputs),
			Ok(()),
			"{}",
			case.name
		);
	}
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn gowaves_bn254_bad_keys_are_refused_when_prepared() {
	let cases = gowaves::bn254_bad_keys();
	assert_eq!(cases.len(), 4);
	for case in cases {
		match PreparedVerifyingKey::<Bn254>::prepare(&case.key, Compress::Yes) {
			Err(Groth16Error::InvalidVerifyingKey(
				KeyFault::Point { .. } | KeyFault::Identity(_),
			)) => {}
			other => panic!("{}: expected a refused point, got {other:?}", case.name),
		}
	}
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn a_valid_proof_fails_with_a_changed_input_or_a_proof_of_another_case() {
	let cases = gowaves::bls12_381();
	let (valid, other) = (&cases[0], &cases[3]);
	let pvk = PreparedVerifyingKey::<Bls12_381>::prepare(&valid.key, Compress::Yes).unwrap();
	let mut inputs = valid.inputs.clone();
	inputs[8] ^= 1;
	assert_eq!(
		pvk.verify_bytes(&valid.proof, Compress::Yes, &inputs),
		Err(Groth16Error::ProofRejected)
	);
	assert_eq!(
		pvk.verify_bytes(&other.proof, Compress::Yes, &valid.inputs),
		Err(Groth16Error::ProofRejected)
	);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn prepared_key_round_trips_through_its_stored_bytes() {
	let case = &gowaves::bls12_381()[0];
	let pvk = PreparedVerifyingKey::<Bls12_381>::prepare(&case.key, Compress::Yes).unwrap();
	let stored = PreparedVerifyingKey::<Bls12_381>::from_trusted_bytes(&pvk.to_bytes()).unwrap();
	assert_eq!(stored, pvk);
	assert_eq!(
		stored.verify_bytes(&case.proof, Compress::Yes, &case.inputs),
		Ok(())
	);
	let bytes = pvk.to_bytes();
	assert!(
		PreparedVerifyingKey::<Bls12_381>::from_trusted_bytes(&bytes[..bytes.len() - 1]).is_err()
	);
}

/// A file of the snarkjs BLS12-381 case in the shared vector set's `groth16/snarkjs-bls12381`.
fn snarkjs_file(name: &str) -> String {
	vectors::read_shared(&format!("groth16/snarkjs-bls12381/{name}"))
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn the_snarkjs_bls12_381_proof_verifies_after_import() {
	let read = snarkjs_file;
	let import = snarkjs::import(
		&read("verification_key.json"),
		&read("proof.json"),
		&read("public.json"),
	)
	.unwrap();
	assert_eq!(import.curve, snarkjs::Curve::Bls12_381);
	let pvk = PreparedVerifyingKey::<Bls12_381>::prepare(&import.key, Compress::Yes).unwrap();
	assert_eq!(pvk.public_inputs(), 1);
	assert_eq!(
		pvk.verify_bytes(&import.proof, Compress::Yes, &import.public_inputs),
		Ok(())
	);
	// The same proof for public input + 1 (snarkjs' file says 33871641052465802932898657193367175168).
	let public = read("public.json").replace(
		"33871641052465802932898657193367175168",
		"33871641052465802932898657193367175169",
	);
	let other =
		snarkjs::import(&read("verification_key.json"), &read("proof.json"), &public).unwrap();
	assert_eq!(
		pvk.verify_bytes(&other.proof, Compress::Yes, &other.public_inputs),
		Err(Groth16Error::ProofRejected)
	);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn snarkjs_import_refuses_what_is_not_snarkjs_groth16() {
	let read = snarkjs_file;
	let (vk, proof, public) = (
		read("verification_key.json"),
		read("proof.json"),
		read("public.json"),
	);
	assert!(matches!(
		snarkjs::import("{", &proof, &public),
		Err(snarkjs::SnarkjsError::Json(_))
	));
	let plonk = vk.replacen("\"groth16\"", "\"plonk\"", 1);
	assert_eq!(
		snarkjs::import(&plonk, &proof, &public),
		Err(snarkjs::SnarkjsError::NotGroth16)
	);
	let bn = proof.replacen("\"bls12381\"", "\"bn128\"", 1);
	assert_eq!(
		snarkjs::import(&vk, &bn, &public),
		Err(snarkjs::SnarkjsError::CurveMismatch)
	);
	// r itself is not a canonical scalar.
	let r = "52435875175126190479447740508185965837690552500527637822603658699938581184513";
	assert_eq!(
		snarkjs::import(&vk, &proof, &format!("[\"{r}\"]")),
		Err(snarkjs::SnarkjsError::Number("public[0]".into()))
	);
	// pi_a's y + 1: off the curve, refused at import (compression would hide y).
	let y = "1593285915593551491925948429499764313833453298250525046315213564784530441731014764958988859034366109107791608635827";
	let y1 = "1593285915593551491925948429499764313833453298250525046315213564784530441731014764958988859034366109107791608635828";
	assert_eq!(
		snarkjs::import(&vk, &proof.replacen(y, y1, 1), &public),
		Err(snarkjs::SnarkjsError::NotOnCurve("pi_a".into()))
	);
	// Two public inputs for a key of one.
	assert_eq!(
		snarkjs::import(&vk, &proof, "[\"1\", \"2\"]"),
		Err(snarkjs::SnarkjsError::InputCount)
	);
	let projective = proof.replacen("\"1\"\n ]", "\"2\"\n ]", 1);
	assert!(matches!(
		snarkjs::import(&vk, &projective, &public),
		Err(snarkjs::SnarkjsError::NotAffine(_))
	));
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn hostile_bytes_get_typed_errors() {
	use hostcurves_primitives::checked::DecodeFailure;
	use hostcurves_primitives::groth16::{KeyPoint, ProofPoint};
	let case = &gowaves::bls12_381()[0];
	let prepare = |key: &[u8]| PreparedVerifyingKey::<Bls12_381>::prepare(key, Compress::Yes);
	let length = Err(Groth16Error::InvalidVerifyingKey(KeyFault::Length));
	assert_eq!(prepare(&case.key[..case.key.len() - 1]), length);
	assert_eq!(prepare(&[]), length);
	// The IC count disagrees with the key's length.
	let mut key = case.key.clone();
	key[48 + 3 * 96] = 7;
	assert_eq!(prepare(&key), length);
	// Uncompressed lengths are not compressed keys.
	assert_eq!(
		PreparedVerifyingKey::<Bls12_381>::prepare(&case.key, Compress::No),
		length
	);
	// A flipped bit in IC_1's x: off the curve or not a valid x.
	let mut key = case.key.clone();
	let last = key.len() - 1;
	key[last] ^= 1;
	assert!(matches!(
		prepare(&key),
		Err(Groth16Error::InvalidVerifyingKey(KeyFault::Point {
			point: KeyPoint::Ic(1),
			..
		}))
	));
	// δ as the identity (ZCash: compression and infinity flags, zero x).
	let mut key = case.key.clone();
	key[48 + 2 * 96..48 + 3 * 96].fill(0);
	key[48 + 2 * 96] = 0xc0;
	assert_eq!(
		prepare(&key),
		Err(Groth16Error::InvalidVerifyingKey(KeyFault::Identity(
			KeyPoint::Delta
		)))
	);

	let pvk = prepare(&case.key).unwrap();
	let verify = |proof: &[u8], inputs: &[u8]| pvk.verify_bytes(proof, Compress::Yes, inputs);
	assert_eq!(
		verify(&case.proof[1..], &case.inputs),
		Err(Groth16Error::InvalidProof(None))
	);
	let mut proof = case.proof.clone();
	proof[0] &= 0x7f; // A without the compression flag
	assert_eq!(
		verify(&proof, &case.inputs),
		Err(Groth16Error::InvalidProof(Some((
			ProofPoint::A,
			DecodeFailure::Flags
		))))
	);
	// A count of u64::MAX with one scalar's bytes: refused before any allocation.
	let mut inputs = case.inputs.clone();
	inputs[..8].copy_from_slice(&u64::MAX.to_le_bytes());
	assert_eq!(
		verify(&case.proof, &inputs),
		Err(Groth16Error::InvalidPublicInputs)
	);
	// Two inputs for a one-input key.
	let mut two = 2u64.to_le_bytes().to_vec();
	two.extend_from_slice(&case.inputs[8..]);
	two.extend_from_slice(&case.inputs[8..]);
	assert_eq!(
		verify(&case.proof, &two),
		Err(Groth16Error::WrongPublicInputCount {
			expected: 1,
			got: 2
		})
	);
	// r is not a canonical scalar (little-endian).
	let r = "01000000fffffffffe5bfeff02a4bd5305d8a10908d83933487d9d2953a7ed73";
	let mut inputs = 1u64.to_le_bytes().to_vec();
	inputs.extend(hex::decode(r).unwrap());
	assert_eq!(
		verify(&case.proof, &inputs),
		Err(Groth16Error::InvalidPublicInputs)
	);
}
