//! snarkjs PLONK (BN254, BLS12-381) and fflonk (BN254) proofs, made by snarkjs 0.7.6 and
//! circom2 (`vectors/snarkjs-plonk/make.sh`): on every case of each folder's `cases.json`,
//! honest, tampered and malformed, our verdict is `snarkjs plonk verify`'s / `snarkjs fflonk
//! verify`'s (recorded by the script), except where snarkjs reads a value at or above its
//! modulus, a Jacobian point or a proof of another protocol and we refuse it (`stricter`,
//! each with the error we give).

use ark_ec::pairing::Pairing;
use ark_serialize::Compress;
use hostcurves_primitives::{
	bls12_381::Bls12_381,
	bn254::Bn254,
	checked::HostChecked,
	fflonk,
	plonk::{self, snarkjs, KeyFault, PlonkError, ProofFault},
};
use serde_json::Value;
use std::{fs, path::PathBuf};

use crate::vectors as test_data;

/// The repository's `vectors/snarkjs-plonk/` (made by its committed `make.sh`).
fn vectors() -> PathBuf {
	test_data::vectors_dir().join("snarkjs-plonk")
}

/// What we answer on one case.
#[derive(Debug, PartialEq)]
enum Verdict {
	Accepted,
	/// The importer refused the JSON.
	Import(snarkjs::SnarkjsError),
	/// The verifier refused the bytes or the proof.
	Refused(PlonkError),
}

#[derive(Clone, Copy, Debug)]
enum System {
	Plonk,
	Fflonk,
}

fn verify_plonk<E: Pairing>(import: &snarkjs::Import) -> Result<(), PlonkError>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
	<E::G1Affine as ark_ec::AffineRepr>::BaseField: ark_ff::PrimeField,
{
	let key = plonk::VerifyingKey::<E>::decode(&import.key, Compress::Yes)?;
	// The stored form reads back to the same key.
	assert_eq!(
		plonk::VerifyingKey::<E>::from_trusted_bytes(&key.to_bytes()),
		Ok(key.clone())
	);
	key.verify_bytes(&import.proof, Compress::Yes, &import.public_inputs)
}

fn verify_fflonk<E: Pairing>(import: &snarkjs::Import) -> Result<(), PlonkError>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
	<E::G1Affine as ark_ec::AffineRepr>::BaseField: ark_ff::PrimeField,
{
	let key = fflonk::VerifyingKey::<E>::decode(&import.key, Compress::Yes)?;
	assert_eq!(
		fflonk::VerifyingKey::<E>::from_trusted_bytes(&key.to_bytes()),
		Ok(key.clone())
	);
	key.verify_bytes(&import.proof, Compress::Yes, &import.public_inputs)
}

fn verdict(system: System, folder: &str, case: &Value) -> Verdict {
	let dir = vectors().join(folder);
	let read = |field: &str| {
		let path = dir.join(case[field].as_str().unwrap());
		fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
	};
	let (vk, proof, public) = (read("vk"), read("proof"), read("public"));
	let import = match system {
		System::Plonk => snarkjs::import_plonk(&vk, &proof, &public),
		System::Fflonk => snarkjs::import_fflonk(&vk, &proof, &public),
	};
	let import = match import {
		Ok(import) => import,
		Err(e) => return Verdict::Import(e),
	};
	let result = match (system, import.curve) {
		(System::Plonk, snarkjs::Curve::Bn254) => verify_plonk::<Bn254>(&import),
		(System::Plonk, snarkjs::Curve::Bls12_381) => verify_plonk::<Bls12_381>(&import),
		(System::Fflonk, snarkjs::Curve::Bn254) => verify_fflonk::<Bn254>(&import),
		(System::Fflonk, snarkjs::Curve::Bls12_381) => verify_fflonk::<Bls12_381>(&import),
	};
	match result {
		Ok(()) => Verdict::Accepted,
		Err(e) => Verdict::Refused(e),
	}
}

/// Cases snarkjs accepts and we refuse: snarkjs reduces the value (ffjavascript's
/// `fromObject`), we read only canonical values. By case name, the error we give.
fn stricter(name: &str) -> Option<fn(&Verdict) -> bool> {
	use snarkjs::SnarkjsError;
	match name {
		// An evaluation or a coordinate plus the modulus, or plus 2²⁵⁶ (2³⁸⁴), whose high
		// words ffjavascript drops: the same value to snarkjs, other bytes for the same proof.
		n if n.starts_with("eval_plus_") || n.starts_with("coordinate_plus_") => {
			Some(|v| matches!(v, Verdict::Import(SnarkjsError::Number(_))))
		}
		// A point in Jacobian coordinates with z = 2: snarkjs only writes z = 1.
		"commitment_jacobian_z2" => {
			Some(|v| matches!(v, Verdict::Import(SnarkjsError::NotAffine(_))))
		}
		// The proof names another protocol and curve, which snarkjs does not read.
		"proof_protocol_curve_wrong" => Some(|v| {
			matches!(
				v,
				Verdict::Import(SnarkjsError::NotProtocol(_) | SnarkjsError::CurveMismatch)
			)
		}),
		_ => None,
	}
}

fn run(system: System, folder: &str) -> usize {
	let cases: Vec<Value> = serde_json::from_str(
		&fs::read_to_string(vectors().join(folder).join("cases.json")).unwrap(),
	)
	.unwrap();
	let mut disagreements = Vec::new();
	for case in &cases {
		let name = case["name"].as_str().unwrap();
		let snarkjs_ok = case["snarkjs"].as_str() == Some("OK");
		let ours = verdict(system, folder, case);
		let agrees = match (snarkjs_ok, stricter(name)) {
			(true, Some(refusal)) => refusal(&ours),
			(true, None) => ours == Verdict::Accepted,
			(false, _) => ours != Verdict::Accepted,
		};
		if !agrees {
			disagreements.push(format!(
				"{name}: snarkjs {}, ours {ours:?} ({})",
				case["snarkjs"], case["what"]
			));
		}
	}
	assert!(
		disagreements.is_empty(),
		"{folder}:\n{}",
		disagreements.join("\n")
	);
	cases.len()
}

#[test]
fn plonk_bn254_agrees_with_snarkjs() {
	assert!(run(System::Plonk, "plonk-bn128") >= 20);
}

#[test]
fn plonk_bls12_381_agrees_with_snarkjs() {
	assert!(run(System::Plonk, "plonk-bls12381") >= 20);
}

#[test]
fn fflonk_bn254_agrees_with_snarkjs() {
	assert!(run(System::Fflonk, "fflonk-bn128") >= 20);
}

fn import(system: System, folder: &str, circuit: &str) -> snarkjs::Import {
	let dir = vectors().join(folder).join(circuit);
	let read = |f: &str| fs::read_to_string(dir.join(f)).unwrap();
	let files = (
		read("verification_key.json"),
		read("proof.json"),
		read("public.json"),
	);
	match system {
		System::Plonk => snarkjs::import_plonk(&files.0, &files.1, &files.2),
		System::Fflonk => snarkjs::import_fflonk(&files.0, &files.1, &files.2),
	}
	.unwrap()
}

/// The root of unity we compute as ffjavascript does is the `w` snarkjs wrote in the key.
#[test]
fn plonk_root_of_unity_is_snarkjs_w() {
	for (folder, circuit) in [("plonk-bn128", "sum16"), ("plonk-bls12381", "multiplier")] {
		let vk: Value = serde_json::from_str(
			&fs::read_to_string(
				vectors()
					.join(folder)
					.join(circuit)
					.join("verification_key.json"),
			)
			.unwrap(),
		)
		.unwrap();
		let w = vk["w"].as_str().unwrap();
		let omega = if folder == "plonk-bn128" {
			let key = plonk::VerifyingKey::<Bn254>::decode(
				&import(System::Plonk, folder, circuit).key,
				Compress::Yes,
			)
			.unwrap();
			key.omega.to_string()
		} else {
			let key = plonk::VerifyingKey::<Bls12_381>::decode(
				&import(System::Plonk, folder, circuit).key,
				Compress::Yes,
			)
			.unwrap();
			key.omega.to_string()
		};
		assert_eq!(omega, w, "{folder}/{circuit}");
	}
}

/// Malformed bytes get typed errors, the honest bytes around them unchanged.
#[test]
fn plonk_malformed_bytes_are_refused_with_typed_errors() {
	let honest = import(System::Plonk, "plonk-bn128", "multiplier");
	let key = plonk::VerifyingKey::<Bn254>::decode(&honest.key, Compress::Yes).unwrap();
	assert_eq!(
		key.verify_bytes(&honest.proof, Compress::Yes, &honest.public_inputs),
		Ok(())
	);
	let proof_len = plonk::Proof::<Bn254>::encoded_len(Compress::Yes);
	assert_eq!(honest.proof.len(), proof_len);

	// Length.
	let short = &honest.proof[..proof_len - 1];
	assert_eq!(
		key.verify_bytes(short, Compress::Yes, &honest.public_inputs),
		Err(PlonkError::InvalidProof(ProofFault::Length))
	);
	// The last evaluation (eval_zw) set to all ones: above r.
	let mut bad_eval = honest.proof.clone();
	bad_eval[proof_len - 32..].fill(0xff);
	assert_eq!(
		key.verify_bytes(&bad_eval, Compress::Yes, &honest.public_inputs),
		Err(PlonkError::InvalidProof(ProofFault::Evaluation(5)))
	);
	// The fourth commitment (Z) with x changed: off the curve or not canonical.
	let mut bad_point = honest.proof.clone();
	bad_point[3 * 32] ^= 1;
	assert!(matches!(
		key.verify_bytes(&bad_point, Compress::Yes, &honest.public_inputs),
		Err(PlonkError::InvalidProof(ProofFault::Point { index: 3, .. }))
	));
	// Public inputs: a count that is not the key's, and a value above r.
	let mut two = Vec::from(2u64.to_le_bytes());
	two.extend([0u8; 64]);
	assert_eq!(
		key.verify_bytes(&honest.proof, Compress::Yes, &two),
		Err(PlonkError::WrongPublicInputCount {
			expected: 1,
			got: 2
		})
	);
	let mut above_r = honest.public_inputs.clone();
	above_r[8..].fill(0xff);
	assert_eq!(
		key.verify_bytes(&honest.proof, Compress::Yes, &above_r),
		Err(PlonkError::InvalidPublicInputs)
	);

	// Keys: power 0 and above BN254's two-adicity (28), k1 above r, X_2 the generator.
	let mut power = honest.key.clone();
	power[4] = 0;
	assert_eq!(
		plonk::VerifyingKey::<Bn254>::decode(&power, Compress::Yes),
		Err(PlonkError::InvalidKey(KeyFault::Power(0)))
	);
	power[4] = 29;
	assert_eq!(
		plonk::VerifyingKey::<Bn254>::decode(&power, Compress::Yes),
		Err(PlonkError::InvalidKey(KeyFault::Power(29)))
	);
	let mut k1 = honest.key.clone();
	k1[5..37].fill(0xff);
	assert_eq!(
		plonk::VerifyingKey::<Bn254>::decode(&k1, Compress::Yes),
		Err(PlonkError::InvalidKey(KeyFault::Scalar(0)))
	);
	let x_2_at = honest.key.len() - 64;
	let mut forgeable = honest.key.clone();
	use ark_ec::AffineRepr;
	use ark_serialize::CanonicalSerialize;
	let mut g2 = Vec::new();
	hostcurves_primitives::bn254::G2Affine::generator()
		.serialize_compressed(&mut g2)
		.unwrap();
	forgeable[x_2_at..].copy_from_slice(&g2);
	assert_eq!(
		plonk::VerifyingKey::<Bn254>::decode(&forgeable, Compress::Yes),
		Err(PlonkError::InvalidKey(KeyFault::Forgeable))
	);
	assert_eq!(
		plonk::VerifyingKey::<Bn254>::decode(&honest.key[1..], Compress::Yes),
		Err(PlonkError::InvalidKey(KeyFault::Length))
	);
	// Stored bytes with a power `decode` never writes (u32 LE after nPublic).
	let mut stored = key.to_bytes();
	stored[4..8].copy_from_slice(&40u32.to_le_bytes());
	assert_eq!(
		plonk::VerifyingKey::<Bn254>::from_trusted_bytes(&stored),
		Err(PlonkError::InvalidKey(KeyFault::Power(40)))
	);
}

/// fflonk keys whose roots of unity are not what the verifier assumes are refused.
#[test]
fn fflonk_key_roots_are_checked() {
	let honest = import(System::Fflonk, "fflonk-bn128", "multiplier");
	let key = fflonk::VerifyingKey::<Bn254>::decode(&honest.key, Compress::Yes).unwrap();
	assert_eq!(
		key.verify_bytes(&honest.proof, Compress::Yes, &honest.public_inputs),
		Ok(())
	);
	// Scalars start after the 5-byte header: k1, k2, w, w3, w4, w8, wr; swap w4 and w8.
	let at = |i: usize| 5 + 32 * i;
	let mut swapped = honest.key.clone();
	let (w4, w8) = (
		honest.key[at(4)..at(5)].to_vec(),
		honest.key[at(5)..at(6)].to_vec(),
	);
	swapped[at(4)..at(5)].copy_from_slice(&w8);
	swapped[at(5)..at(6)].copy_from_slice(&w4);
	assert_eq!(
		fflonk::VerifyingKey::<Bn254>::decode(&swapped, Compress::Yes),
		Err(PlonkError::InvalidKey(KeyFault::Roots))
	);
	// A power one off: w is no longer the domain's root.
	let mut power = honest.key.clone();
	power[4] += 1;
	assert_eq!(
		fflonk::VerifyingKey::<Bn254>::decode(&power, Compress::Yes),
		Err(PlonkError::InvalidKey(KeyFault::Roots))
	);
}

/// The verifier pallet's benchmark inputs (`vectors/snarkjs-plonk/imported/`, written by
/// `examples/import_snarkjs_plonk.rs`) are the import of snarkjs' `sum16` files, and verify.
#[test]
fn imported_sum16_files_are_the_import() {
	for (system, folder) in [
		(System::Plonk, "plonk-bn128"),
		(System::Plonk, "plonk-bls12381"),
		(System::Fflonk, "fflonk-bn128"),
	] {
		let import = import(system, folder, "sum16");
		let file = |ext: &str| {
			fs::read(
				vectors()
					.join("imported")
					.join(format!("{folder}-sum16.{ext}")),
			)
			.unwrap()
		};
		assert_eq!(file("key"), import.key, "{folder}");
		assert_eq!(file("proof"), import.proof, "{folder}");
		assert_eq!(file("inputs"), import.public_inputs, "{folder}");
		assert_eq!(import.public_inputs.len(), 8 + 17 * 32);
		let stored = match (system, import.curve) {
			(System::Plonk, snarkjs::Curve::Bn254) => {
				plonk::VerifyingKey::<Bn254>::decode(&import.key, Compress::Yes)
					.unwrap()
					.to_bytes()
			}
			(System::Plonk, _) => {
				plonk::VerifyingKey::<Bls12_381>::decode(&import.key, Compress::Yes)
					.unwrap()
					.to_bytes()
			}
			(System::Fflonk, _) => {
				fflonk::VerifyingKey::<Bn254>::decode(&import.key, Compress::Yes)
					.unwrap()
					.to_bytes()
			}
		};
		// The verifier pallet's bound on a stored key (`MAX_STORED_PLONK_KEY_LEN`), reached by
		// PLONK on BLS12-381.
		assert!(stored.len() <= 1064, "{folder}: {}", stored.len());
		if folder == "plonk-bls12381" {
			assert_eq!(stored.len(), 1064);
		}
	}
}

/// The same verifier over plain arkworks types, points validated by arkworks in Wasm (the
/// pure-Wasm baseline of the report), gives the same verdicts.
#[test]
fn plain_arkworks_types_give_the_same_verdicts() {
	for circuit in ["multiplier", "sum16"] {
		let honest = import(System::Plonk, "plonk-bn128", circuit);
		let key =
			plonk::VerifyingKey::<ark_bn254::Bn254>::decode_arkworks(&honest.key, Compress::Yes)
				.unwrap();
		let host_key = plonk::VerifyingKey::<Bn254>::decode(&honest.key, Compress::Yes).unwrap();
		assert_eq!(key.to_bytes(), host_key.to_bytes());
		let inputs =
			plonk::decode_public_inputs::<ark_bn254::Fr>(&honest.public_inputs, key.public_inputs)
				.unwrap();
		let proof = plonk::Proof::<ark_bn254::Bn254>::decode_arkworks(&honest.proof, Compress::Yes)
			.unwrap();
		assert_eq!(key.verify(&proof, &inputs), Ok(()));
		let mut wrong = inputs.clone();
		wrong[0] += ark_bn254::Fr::from(1u64);
		assert_eq!(key.verify(&proof, &wrong), Err(PlonkError::ProofRejected));

		let honest = import(System::Plonk, "plonk-bls12381", circuit);
		let key = plonk::VerifyingKey::<ark_bls12_381::Bls12_381>::decode_arkworks(
			&honest.key,
			Compress::Yes,
		)
		.unwrap();
		let inputs = plonk::decode_public_inputs::<ark_bls12_381::Fr>(
			&honest.public_inputs,
			key.public_inputs,
		)
		.unwrap();
		let proof =
			plonk::Proof::<ark_bls12_381::Bls12_381>::decode_arkworks(&honest.proof, Compress::Yes)
				.unwrap();
		assert_eq!(key.verify(&proof, &inputs), Ok(()));

		let honest = import(System::Fflonk, "fflonk-bn128", circuit);
		let key =
			fflonk::VerifyingKey::<ark_bn254::Bn254>::decode_arkworks(&honest.key, Compress::Yes)
				.unwrap();
		let inputs =
			plonk::decode_public_inputs::<ark_bn254::Fr>(&honest.public_inputs, key.public_inputs)
				.unwrap();
		let mut proof =
			fflonk::Proof::<ark_bn254::Bn254>::decode_arkworks(&honest.proof, Compress::Yes)
				.unwrap();
		assert_eq!(key.verify(&proof, &inputs), Ok(()));
		proof.evals[0] += ark_bn254::Fr::from(1u64);
		assert_eq!(key.verify(&proof, &inputs), Err(PlonkError::ProofRejected));
	}
}

/// Keys' fields are public: one built by hand with a power outside 1..=two-adicity gets a
/// typed error from `verify`, not an overflowing shift or 2^32 squarings.
#[test]
fn hand_built_keys_with_a_bad_power_are_refused() {
	type Fr = <Bn254 as Pairing>::ScalarField;
	let honest = import(System::Plonk, "plonk-bn128", "multiplier");
	let plonk_proof = plonk::Proof::<Bn254>::decode(&honest.proof, Compress::Yes).unwrap();
	let mut key = plonk::VerifyingKey::<Bn254>::decode(&honest.key, Compress::Yes).unwrap();
	let inputs =
		plonk::decode_public_inputs::<Fr>(&honest.public_inputs, key.public_inputs).unwrap();
	assert_eq!(key.verify(&plonk_proof, &inputs), Ok(()));
	for (power, fault) in [(0, 0), (29, 29), (64, 64), (u32::MAX, u8::MAX)] {
		key.power = power;
		assert_eq!(
			key.verify(&plonk_proof, &inputs),
			Err(PlonkError::InvalidKey(KeyFault::Power(fault))),
			"{power}"
		);
	}
	let honest = import(System::Fflonk, "fflonk-bn128", "multiplier");
	let fflonk_proof = fflonk::Proof::<Bn254>::decode(&honest.proof, Compress::Yes).unwrap();
	let mut key = fflonk::VerifyingKey::<Bn254>::decode(&honest.key, Compress::Yes).unwrap();
	let inputs =
		plonk::decode_public_inputs::<Fr>(&honest.public_inputs, key.public_inputs).unwrap();
	assert_eq!(key.verify(&fflonk_proof, &inputs), Ok(()));
	key.power = 64;
	assert_eq!(
		key.verify(&fflonk_proof, &inputs),
		Err(PlonkError::InvalidKey(KeyFault::Power(64)))
	);
}
