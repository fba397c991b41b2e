//! The verifier pallet inside the compiled Wasm runtime, with hostcurves' host functions
//! registered as a node registers them: real keys are registered (root origin), real proofs
//! verified against them (signed origin), one by one and in batches, bad keys refused at
//! registration; batches give the same verdict as `hostcurves_primitives::groth16` natively.

mod common;

use common::{full_runtime as runtime, register_then_verify};
use hostcurves_bench_runtime::{client::WasmRuntime, Runtime, RuntimeCall, RuntimeEvent};
use hostcurves_primitives::groth16::snarkjs;
use pallet_hostcurves_bench::test_vectors::gowaves;
use pallet_hostcurves_verifier::{Call, Error, Event, PairingCurve};

/// The verifier's `event` as the runtime's.
fn ev(event: Event<Runtime>) -> RuntimeEvent {
	RuntimeEvent::Verifier(event)
}

/// [`register_then_verify`] for a gowaves case.
fn run_case(
	runtime: &WasmRuntime,
	curve: PairingCurve,
	case: &gowaves::Case,
) -> Vec<Result<RuntimeEvent, sp_runtime::DispatchError>> {
	register_then_verify(runtime, curve, &case.key, &case.proof, &case.inputs)
}

fn registered(
	curve: PairingCurve,
	public_inputs: u32,
) -> Result<RuntimeEvent, sp_runtime::DispatchError> {
	Ok(ev(Event::VerificationKeyRegistered {
		key_id: 0,
		curve,
		public_inputs,
	}))
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn gowaves_bls12_381_proofs_give_the_published_verdict_against_registered_keys() {
	let runtime = runtime();
	let cases = gowaves::bls12_381();
	assert_eq!(cases.len(), 11);
	for case in cases {
		let n = ((case.inputs.len() - 8) / 32) as u32;
		let outcome = run_case(runtime, PairingCurve::Bls12_381, &case);
		let verdict = if case.ok {
			Ok(ev(Event::ProofVerified { key_id: 0 }))
		} else {
			Err(Error::<Runtime>::ProofRejected.into())
		};
		assert_eq!(
			outcome,
			vec![registered(PairingCurve::Bls12_381, n), verdict],
			"{}",
			case.name
		);
	}
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn gowaves_bn254_proofs_verify_and_bad_keys_are_refused_at_registration() {
	let runtime = runtime();
	for case in gowaves::bn254_ok() {
		let n = ((case.inputs.len() - 8) / 32) as u32;
		let outcome = run_case(runtime, PairingCurve::Bn254, &case);
		assert_eq!(
			outcome,
			vec![
				registered(PairingCurve::Bn254, n),
				Ok(ev(Event::ProofVerified { key_id: 0 }))
			],
			"{}",
			case.name
		);
	}
	for case in gowaves::bn254_bad_keys() {
		let outcome = run_case(runtime, PairingCurve::Bn254, &case);
		assert_eq!(
			outcome[0],
			Err(Error::<Runtime>::InvalidVerifyingKey.into()),
			"{}",
			case.name
		);
		// Nothing was stored, so the proof has no key.
		assert_eq!(
			outcome[1],
			Err(Error::<Runtime>::UnknownVerificationKey.into()),
			"{}",
			case.name
		);
	}
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn the_snarkjs_bls12_381_proof_verifies_after_import() {
	let runtime = runtime();
	let [vk, proof, public] = pallet_hostcurves_bench::test_vectors::vectors::snarkjs_bls12_381();
	let import = snarkjs::import(&vk, &proof, &public).expect("imports");
	assert_eq!(import.curve, snarkjs::Curve::Bls12_381);
	let outcome = register_then_verify(
		runtime,
		PairingCurve::Bls12_381,
		&import.key,
		&import.proof,
		&import.public_inputs,
	);
	assert_eq!(
		outcome,
		vec![
			registered(PairingCurve::Bls12_381, 1),
			Ok(ev(Event::ProofVerified { key_id: 0 }))
		]
	);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn a_signed_origin_cannot_register_a_key() {
	let runtime = runtime();
	let case = &gowaves::bls12_381()[0];
	let register = Call::<Runtime>::register_verification_key {
		curve: PairingCurve::Bls12_381,
		key: case.key.clone(),
		compressed: true,
	};
	let outcome = runtime
		.dispatch_all(&[(false, RuntimeCall::Verifier(register))])
		.expect("runtime call");
	assert_eq!(outcome, vec![Err(sp_runtime::DispatchError::BadOrigin)]);
}

/// Registers `key` on `curve` and verifies `proofs` as one batch in the Wasm runtime; returns
/// the batch's outcome.
fn batch_in_wasm(
	runtime: &WasmRuntime,
	curve: PairingCurve,
	key: &[u8],
	proofs: Vec<(Vec<u8>, Vec<u8>)>,
) -> Result<RuntimeEvent, sp_runtime::DispatchError> {
	let register = Call::<Runtime>::register_verification_key {
		curve,
		key: key.to_vec(),
		compressed: true,
	};
	let verify = Call::<Runtime>::verify_proofs {
		key_id: 0,
		proofs,
		compressed: true,
	};
	let mut outcome = runtime
		.dispatch_all(&[
			(true, RuntimeCall::Verifier(register)),
			(false, RuntimeCall::Verifier(verify)),
		])
		.expect("runtime call");
	assert!(outcome[0].is_ok(), "registration: {:?}", outcome[0]);
	outcome.pop().expect("two outcomes")
}

/// The verdict of `hostcurves_primitives::groth16::verify_batch` natively on the same bytes:
/// `None` if the batch verifies, else the index it names.
fn native_verdict<E: hostcurves_primitives::endomorphism::G1Endomorphism>(
	key: &[u8],
	proofs: &[(Vec<u8>, Vec<u8>)],
) -> Option<u32>
where
	E::G1Affine: hostcurves_primitives::checked::HostChecked,
	E::G2Affine: hostcurves_primitives::checked::HostChecked,
{
	use ark_serialize::Compress;
	use hostcurves_primitives::groth16::{self, batch, BatchError, PreparedVerifyingKey};
	let pvk = PreparedVerifyingKey::<E>::prepare(key, Compress::Yes).expect("key");
	let members = batch::decode_members::<E>(proofs, pvk.public_inputs(), Compress::Yes)
		.expect("proofs and inputs decode");
	match groth16::verify_batch(&pvk, &members) {
		Ok(()) => None,
		Err(BatchError::Member { index, .. } | BatchError::UnknownKey { index }) => Some(index),
	}
}

/// A batch of `k` proofs on `curve`, valid, then with the proof at each position made
/// invalid: the Wasm runtime's verdict equals the native one.
fn batches_agree_with_native<E: hostcurves_primitives::endomorphism::G1Endomorphism>(
	curve: PairingCurve,
	k: u32,
) where
	E::G1Affine: hostcurves_primitives::checked::HostChecked,
	E::G2Affine: hostcurves_primitives::checked::HostChecked,
{
	use ark_std::rand::{rngs::StdRng, SeedableRng};
	let runtime = runtime();
	let rng = &mut StdRng::seed_from_u64(11);
	let made = hostcurves_primitives::groth16::instance::groth16::<E, _>(
		2,
		k,
		ark_serialize::Compress::Yes,
		rng,
	);
	assert_eq!(native_verdict::<E>(&made.key, &made.proofs), None);
	assert_eq!(
		batch_in_wasm(runtime, curve, &made.key, made.proofs.clone()),
		Ok(ev(Event::ProofsVerified {
			key_id: 0,
			count: k
		}))
	);
	for position in 0..k {
		let mut bad = made.proofs.clone();
		bad[position as usize].1[8] ^= 1;
		assert_eq!(native_verdict::<E>(&made.key, &bad), Some(position));
		assert_eq!(
			batch_in_wasm(runtime, curve, &made.key, bad),
			Err(Error::<Runtime>::ProofRejectedAt {
				index: position as u16
			}
			.into()),
			"{curve:?} position {position}"
		);
	}
}

#[test]
fn bls12_381_batches_give_the_native_verdict_in_the_wasm_runtime() {
	batches_agree_with_native::<hostcurves_primitives::bls12_381::Bls12_381>(
		PairingCurve::Bls12_381,
		4,
	);
}

#[test]
fn bn254_batches_give_the_native_verdict_in_the_wasm_runtime() {
	batches_agree_with_native::<hostcurves_primitives::bn254::Bn254>(PairingCurve::Bn254, 4);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn gowaves_bls12_381_valid_proofs_verify_as_batches_in_the_wasm_runtime() {
	let runtime = runtime();
	for case in gowaves::bls12_381().into_iter().filter(|c| c.ok) {
		let batch = vec![(case.proof.clone(), case.inputs.clone()); 3];
		assert_eq!(
			batch_in_wasm(runtime, PairingCurve::Bls12_381, &case.key, batch),
			Ok(ev(Event::ProofsVerified {
				key_id: 0,
				count: 3
			})),
			"{}",
			case.name
		);
	}
}

#[test]
fn a_full_batch_of_bls12_381_or_bn254_proofs_fits_in_one_extrinsic() {
	use frame_support::dispatch::{DispatchClass, GetDispatchInfo};
	use frame_support::traits::Get;
	let max = <Runtime as frame_system::Config>::BlockWeights::get()
		.get(DispatchClass::Normal)
		.max_extrinsic
		.expect("a bound on normal extrinsics");
	let k: u32 = <Runtime as pallet_hostcurves_verifier::Config>::MaxBatchSize::get();
	let k = k as usize;
	// One public input: u64 count + one 32-byte scalar.
	let inputs = [&1u64.to_le_bytes()[..], &[0u8; 32]].concat();
	for (curve, proof_len) in [(PairingCurve::Bls12_381, 192), (PairingCurve::Bn254, 128)] {
		let call = Call::<Runtime>::verify_proofs {
			key_id: 0,
			proofs: vec![(vec![0; proof_len], inputs.clone()); k],
			compressed: true,
		};
		let charged = call.get_dispatch_info().call_weight;
		assert!(
			charged.all_lte(max),
			"{curve:?}: {k} proofs charged {charged:?}, more than an extrinsic may weigh ({max:?})"
		);
	}
}
