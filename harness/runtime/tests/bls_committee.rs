//! The verifier pallet's BLS calls inside the compiled Wasm runtime, with hostcurves' host
//! functions registered as a node registers them: every `fast_aggregate_verify` case of
//! Ethereum's BLS suite (`ethereum/bls12-381-tests`, `vectors/SOURCES.md`) gives its verdict
//! through a committee registered with py_ecc's proofs of possession (`vectors/bls-pop`),
//! every `verify` case through `verify_bls`, the rogue-key attack fails, and a 512-key
//! committee (the sync committee's size) verifies a signature by a subset of its members.
//! Then the benchmark pallet's BLS rows on sampled cases, in both backends.

use hostcurves_bench_runtime::{client::WasmRuntime, Runtime, RuntimeCall, RuntimeEvent};
use hostcurves_primitives::bls;
use pallet_hostcurves_bench::test_vectors::{read_json, read_shared_json, shared_dir};
use pallet_hostcurves_verifier::{Call, Error, Event};
use sp_runtime::DispatchError;

/// The runtime, compiled once for the whole test binary.
fn runtime() -> &'static WasmRuntime {
	static RUNTIME: std::sync::OnceLock<WasmRuntime> = std::sync::OnceLock::new();
	RUNTIME.get_or_init(|| WasmRuntime::new().expect("runtime built with Wasm"))
}

fn ev(event: Event<Runtime>) -> Result<RuntimeEvent, DispatchError> {
	Ok(RuntimeEvent::Verifier(event))
}

fn err(error: Error<Runtime>) -> Result<RuntimeEvent, DispatchError> {
	Err(error.into())
}

/// The bytes of a `0x`-prefixed hex string of the suite.
fn bytes(hex: Option<&str>) -> Vec<u8> {
	hex::decode(hex.unwrap().trim_start_matches("0x")).unwrap()
}

/// The bitfield with bit i set for each i in `members`, for a committee of `n`.
fn bitfield(n: usize, members: impl IntoIterator<Item = usize>) -> Vec<u8> {
	let mut bits = vec![0u8; n.div_ceil(8)];
	members
		.into_iter()
		.for_each(|i| bits[i / 8] |= 1 << (i % 8));
	bits
}

/// `vectors/bls-pop/pop.json`'s valid proofs of possession (py_ecc's) by public key.
fn ethereum_proofs() -> std::collections::HashMap<[u8; 48], [u8; 96]> {
	read_json("bls-pop/pop.json")["valid"]
		.as_array()
		.unwrap()
		.iter()
		.map(|case| {
			(
				bytes(case["pubkey"].as_str()).try_into().unwrap(),
				bytes(case["proof"].as_str()).try_into().unwrap(),
			)
		})
		.collect()
}

/// Registers `members` (key, proof of possession) as committee 0, then verifies `signature`
/// on `message` by the participants, in one runtime call: the two outcomes.
fn register_then_verify(
	members: Vec<([u8; 48], [u8; 96])>,
	participation: Vec<u8>,
	message: Vec<u8>,
	signature: [u8; 96],
) -> Vec<Result<RuntimeEvent, DispatchError>> {
	let calls = [
		(true, Call::<Runtime>::register_committee { members }),
		(
			false,
			Call::<Runtime>::verify_committee_signature {
				committee_id: 0,
				participation,
				message,
				signature,
			},
		),
	];
	let calls: Vec<_> = calls
		.into_iter()
		.map(|(root, call)| (root, RuntimeCall::Verifier(call)))
		.collect();
	runtime().dispatch_all(&calls).expect("runtime call")
}

/// One signed `verify_bls` call in the runtime: its outcome.
fn verify_bls(
	public_key: [u8; 48],
	message: Vec<u8>,
	signature: [u8; 96],
) -> Result<RuntimeEvent, DispatchError> {
	let call = Call::<Runtime>::verify_bls {
		public_key,
		message,
		signature,
	};
	let mut outcome = runtime()
		.dispatch_all(&[(false, RuntimeCall::Verifier(call))])
		.expect("runtime call");
	outcome.pop().expect("one outcome")
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn ethereum_fast_aggregate_verify_cases_give_their_verdict_in_the_runtime() {
	let dir = shared_dir().join("bls-signatures/fast_aggregate_verify");
	let mut names: Vec<String> = std::fs::read_dir(&dir)
		.unwrap_or_else(|e| panic!("test vectors missing at {}: {e}", dir.display()))
		.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
		.collect();
	names.sort();
	let proofs = ethereum_proofs();
	let mut valid = 0;
	for name in &names {
		let case = read_shared_json(&format!("bls-signatures/fast_aggregate_verify/{name}"));
		let input = &case["input"];
		let keys: Vec<[u8; 48]> = input["pubkeys"]
			.as_array()
			.unwrap()
			.iter()
			.map(|k| bytes(k.as_str()).try_into().unwrap())
			.collect();
		let n = keys.len();
		let signature: [u8; 96] = bytes(input["signature"].as_str()).try_into().unwrap();
		// Every key of the suite is one of its three secret keys', whose proofs py_ecc made;
		// a key without one (the identity) gets zeros, which do not decode.
		let members = keys
			.iter()
			.map(|k| (*k, proofs.get(k).copied().unwrap_or([0; 96])))
			.collect();
		let outcome = register_then_verify(
			members,
			bitfield(n, 0..n),
			bytes(input["message"].as_str()),
			signature,
		);
		if case["output"].as_bool().unwrap() {
			valid += 1;
			let size = n as u32;
			assert_eq!(
				outcome,
				vec![
					ev(Event::CommitteeRegistered {
						committee_id: 0,
						size
					}),
					ev(Event::CommitteeSignatureVerified {
						committee_id: 0,
						participants: size
					}),
				],
				"{name}"
			);
		} else {
			// Refused (registration refuses the identity key and the empty set).
			assert!(outcome[1].is_err(), "{name}: {outcome:?}");
		}
	}
	assert_eq!((names.len(), valid), (8, 2));
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn ethereum_verify_cases_give_their_verdict_through_verify_bls_in_the_runtime() {
	let dir = shared_dir().join("bls-signatures/verify");
	let mut names: Vec<String> = std::fs::read_dir(&dir)
		.unwrap_or_else(|e| panic!("test vectors missing at {}: {e}", dir.display()))
		.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
		.collect();
	names.sort();
	let mut valid = 0;
	for name in &names {
		let case = read_shared_json(&format!("bls-signatures/verify/{name}"));
		let input = &case["input"];
		let key: Option<[u8; 48]> = bytes(input["pubkey"].as_str()).try_into().ok();
		let signature: Option<[u8; 96]> = bytes(input["signature"].as_str()).try_into().ok();
		let verdict = match (key, signature) {
			(Some(key), Some(signature)) => {
				let outcome = verify_bls(key, bytes(input["message"].as_str()), signature);
				if outcome.is_ok() {
					assert_eq!(outcome, ev(Event::BlsSignatureVerified { public_keys: 1 }));
				}
				outcome.is_ok()
			}
			_ => false,
		};
		assert_eq!(verdict, case["output"].as_bool().unwrap(), "{name}");
		valid += usize::from(verdict);
	}
	// The suite's verify folder: 20 cases, 7 of them valid.
	assert_eq!((names.len(), valid), (20, 7));
}

#[test]
fn the_rogue_key_attack_fails_in_the_runtime() {
	// py_ecc's rogue key: rogue = s·g₁ − victim, signature = s·H(message).
	let case = read_json("bls-pop/pop.json")["rogue_key"].clone();
	let key = |field: &str| -> [u8; 48] { bytes(case[field].as_str()).try_into().unwrap() };
	let (victim, rogue) = (key("victim_pubkey"), key("rogue_pubkey"));
	let message = bytes(case["message"].as_str());
	let signature: [u8; 96] = bytes(case["signature"].as_str()).try_into().unwrap();
	let victims_proof = ethereum_proofs()[&victim];
	let outcome = register_then_verify(
		vec![(victim, victims_proof), (rogue, victims_proof)],
		bitfield(2, 0..2),
		message.clone(),
		signature,
	);
	assert_eq!(
		outcome,
		vec![
			err(Error::PossessionNotProven),
			err(Error::UnknownCommittee)
		]
	);
	for key in [victim, rogue] {
		assert_eq!(
			verify_bls(key, message.clone(), signature),
			err(Error::SignatureRejected)
		);
	}
}

#[test]
fn a_512_key_committee_verifies_a_subset_in_the_runtime() {
	let secrets: Vec<[u8; 32]> = (1..=512u32)
		.map(|i| {
			let mut sk = [0u8; 32];
			sk[..4].copy_from_slice(&i.to_be_bytes());
			sk[31] = 1;
			sk
		})
		.collect();
	let committee: Vec<([u8; 48], [u8; 96])> = secrets
		.iter()
		.map(|sk| {
			let key = bls::public_key(sk).unwrap().to_bytes();
			(key, bls::pop_prove(sk).unwrap().to_bytes())
		})
		.collect();
	let members: Vec<usize> = (0..512).filter(|i| i % 5 != 1).collect();
	let message = b"beacon block root".to_vec();
	let signatures: Vec<[u8; 96]> = members
		.iter()
		.map(|&i| bls::sign(&secrets[i], &message).unwrap().to_bytes())
		.collect();
	let signature = bls::aggregate_signatures(&signatures).unwrap().to_bytes();
	let outcome = register_then_verify(
		committee,
		bitfield(512, members.iter().copied()),
		message,
		signature,
	);
	assert_eq!(
		outcome,
		[
			ev(Event::CommitteeRegistered {
				committee_id: 0,
				size: 512
			}),
			ev(Event::CommitteeSignatureVerified {
				committee_id: 0,
				participants: members.len() as u32
			}),
		]
	);
}

/// The benchmark pallet's BLS rows in the compiled runtime, in both backends, on sampled
/// cases of the suite: hash to G2 times a `sign` case's secret key is its published
/// signature; a valid `fast_aggregate_verify` case verifies against its keys stored
/// uncompressed, and the same keys with a tampered signature are refused.
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn the_benchmark_pallets_bls_rows_give_the_suites_answers_in_both_backends() {
	use ark_ec::CurveGroup;
	use ark_ff::PrimeField;
	use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
	use pallet_hostcurves_bench::{compute::ComputeError, Backend, Operation};

	let sign = read_shared_json("bls-signatures/sign/sign_case_84d45c9c7cca6b92.json");
	let secret =
		ark_bls12_381::Fr::from_be_bytes_mod_order(&bytes(sign["input"]["privkey"].as_str()));
	let case = read_shared_json(
		"bls-signatures/fast_aggregate_verify/fast_aggregate_verify_valid_3d7576f3c0e3570a.json",
	);
	let input = &case["input"];
	let mut committee = Vec::new();
	let keys = input["pubkeys"].as_array().unwrap();
	committee.extend_from_slice(&(keys.len() as u64).to_le_bytes());
	for key in keys {
		let point =
			ark_bls12_381::G1Affine::deserialize_compressed(&bytes(key.as_str())[..]).unwrap();
		point.serialize_uncompressed(&mut committee).unwrap();
	}
	let signature = bytes(input["signature"].as_str());
	let mut tampered = signature.clone();
	tampered[95] ^= 1;
	let mut refusals = Vec::new();
	for backend in [Backend::Arkworks, Backend::Host] {
		let hash = Operation::HashToG2 {
			message: bytes(sign["input"]["message"].as_str()),
		};
		let hash = runtime().execute(backend, &hash).unwrap().unwrap();
		let hash = ark_bls12_381::G2Affine::deserialize_uncompressed(&hash[..]).unwrap();
		let mut signed = Vec::new();
		(hash * secret)
			.into_affine()
			.serialize_compressed(&mut signed)
			.unwrap();
		assert_eq!(signed, bytes(sign["output"].as_str()), "{backend:?}");

		let verify = |signature: &[u8]| Operation::FastAggregateVerify {
			committee: committee.clone(),
			message: bytes(input["message"].as_str()),
			signature: signature.to_vec(),
		};
		let run = |op: &Operation| runtime().execute(backend, op).unwrap();
		assert_eq!(run(&verify(&signature)), Ok(vec![1]), "{backend:?}");
		let refused = run(&verify(&tampered));
		assert!(
			matches!(
				refused,
				Err(ComputeError::InvalidPoint { index: 0 } | ComputeError::SignatureRejected)
			),
			"{backend:?}: {refused:?}"
		);
		refusals.push(refused);
	}
	// The same refusal in both backends.
	assert_eq!(refusals[0], refusals[1]);
}
