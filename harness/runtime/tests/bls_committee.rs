//! The verifier pallet's BLS calls inside the compiled Wasm runtime, with hostcurves' host
//! functions registered as a node registers them: every `fast_aggregate_verify` case of
//! Ethereum's BLS suite (`ethereum/bls12-381-tests`, `vectors/SOURCES.md`) gives its verdict
//! through a registered committee and through `verify_bls`, and a 512-key committee (the
//! sync committee's size) verifies a signature by a subset of its members. Then the
//! benchmark pallet's BLS rows on sampled cases, in both backends.

use hostcurves_bench_runtime::{client::WasmRuntime, Runtime, RuntimeCall, RuntimeEvent};
use hostcurves_primitives::bls;
use pallet_hostcurves_bench::test_vectors::{read_json, vectors_dir};
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

/// Registers `keys` as committee 0, then verifies `signature` on `message` by every member
/// and by the same keys given with the call, in one runtime call: the three outcomes.
fn register_then_verify(
	keys: Vec<[u8; 48]>,
	participation: Vec<u8>,
	message: Vec<u8>,
	signature: [u8; 96],
) -> Vec<Result<RuntimeEvent, DispatchError>> {
	let calls = [
		(
			true,
			Call::<Runtime>::register_committee {
				public_keys: keys.clone(),
			},
		),
		(
			false,
			Call::<Runtime>::verify_committee_signature {
				committee_id: 0,
				participation,
				message: message.clone(),
				signature,
			},
		),
		(
			false,
			Call::<Runtime>::verify_bls {
				public_keys: keys,
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

#[test]
fn ethereum_fast_aggregate_verify_cases_give_their_verdict_in_the_runtime() {
	let dir = vectors_dir().join("bls-signatures/fast_aggregate_verify");
	let mut names: Vec<String> = std::fs::read_dir(&dir)
		.unwrap_or_else(|e| panic!("test vectors missing at {}: {e}", dir.display()))
		.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
		.collect();
	names.sort();
	let mut valid = 0;
	for name in &names {
		let case = read_json(&format!("bls-signatures/fast_aggregate_verify/{name}"));
		let input = &case["input"];
		let keys: Vec<[u8; 48]> = input["pubkeys"]
			.as_array()
			.unwrap()
			.iter()
			.map(|k| bytes(k.as_str()).try_into().unwrap())
			.collect();
		let n = keys.len();
		let signature: [u8; 96] = bytes(input["signature"].as_str()).try_into().unwrap();
		let outcome = register_then_verify(
			keys,
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
					ev(Event::BlsSignatureVerified { public_keys: size }),
				],
				"{name}"
			);
		} else {
			// Refused by both calls (registration refuses the identity key and the empty set).
			assert!(
				outcome[1].is_err() && outcome[2].is_err(),
				"{name}: {outcome:?}"
			);
		}
	}
	assert_eq!((names.len(), valid), (8, 2));
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
	let keys: Vec<[u8; 48]> = secrets
		.iter()
		.map(|sk| bls::public_key(sk).unwrap().to_bytes())
		.collect();
	let members: Vec<usize> = (0..512).filter(|i| i % 5 != 1).collect();
	let message = b"beacon block root".to_vec();
	let signatures: Vec<[u8; 96]> = members
		.iter()
		.map(|&i| bls::sign(&secrets[i], &message).unwrap().to_bytes())
		.collect();
	let signature = bls::aggregate_signatures(&signatures).unwrap().to_bytes();
	let outcome = register_then_verify(
		keys,
		bitfield(512, members.iter().copied()),
		message,
		signature,
	);
	assert_eq!(
		outcome[..2],
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
	// verify_bls had every key, but only the members signed.
	assert_eq!(outcome[2], err(Error::SignatureRejected));
}

/// The benchmark pallet's BLS rows in the compiled runtime, in both backends, on sampled
/// cases of the suite: hash to G2 times a `sign` case's secret key is its published
/// signature; a valid `fast_aggregate_verify` case verifies against its keys stored
/// uncompressed, and the same keys with a tampered signature are refused.
#[test]
fn the_benchmark_pallets_bls_rows_give_the_suites_answers_in_both_backends() {
	use ark_ec::CurveGroup;
	use ark_ff::PrimeField;
	use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
	use pallet_hostcurves_bench::{compute::ComputeError, Backend, Operation};

	let sign = read_json("bls-signatures/sign/sign_case_84d45c9c7cca6b92.json");
	let secret =
		ark_bls12_381::Fr::from_be_bytes_mod_order(&bytes(sign["input"]["privkey"].as_str()));
	let case = read_json(
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
