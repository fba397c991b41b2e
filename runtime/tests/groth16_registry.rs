//! The Groth16 key registry inside the compiled Wasm runtime, with hostcurves' host
//! functions registered as a node registers them: real keys are registered (root origin),
//! real proofs verified against them (signed origin), bad keys refused at registration.

use hostcurves_primitives::groth16::snarkjs;
use hostcurves_runtime::{client::WasmRuntime, Runtime};
use pallet_hostcurves::{test_vectors::gowaves, Call, Error, Event, PairingCurve};

type RuntimeEvent = Event<Runtime>;

/// Registers `key` and verifies `(proof, inputs)` against it in one runtime call; returns
/// the two outcomes.
fn register_then_verify(
	runtime: &WasmRuntime,
	curve: PairingCurve,
	key: &[u8],
	proof: &[u8],
	inputs: &[u8],
) -> Vec<Result<RuntimeEvent, sp_runtime::DispatchError>> {
	let register = Call::<Runtime>::register_verification_key {
		curve,
		key: key.to_vec(),
		compressed: true,
	};
	let verify = Call::<Runtime>::verify_proof {
		key_id: 0,
		proof: proof.to_vec(),
		compressed: true,
		public_inputs: inputs.to_vec(),
	};
	runtime
		.dispatch_all(&[(true, register), (false, verify)])
		.expect("runtime call")
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
	Ok(Event::VerificationKeyRegistered {
		key_id: 0,
		curve,
		public_inputs,
	})
}

#[test]
fn gowaves_bls12_381_proofs_give_the_published_verdict_against_registered_keys() {
	let runtime = WasmRuntime::new().expect("runtime built with Wasm");
	let cases = gowaves::bls12_381();
	assert_eq!(cases.len(), 11);
	for case in cases {
		let n = ((case.inputs.len() - 8) / 32) as u32;
		let outcome = run_case(&runtime, PairingCurve::Bls12_381, &case);
		let verdict = if case.ok {
			Ok(Event::ProofVerified { key_id: 0 })
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
fn gowaves_bn254_proofs_verify_and_bad_keys_are_refused_at_registration() {
	let runtime = WasmRuntime::new().expect("runtime built with Wasm");
	for case in gowaves::bn254_ok() {
		let n = ((case.inputs.len() - 8) / 32) as u32;
		let outcome = run_case(&runtime, PairingCurve::Bn254, &case);
		assert_eq!(
			outcome,
			vec![
				registered(PairingCurve::Bn254, n),
				Ok(Event::ProofVerified { key_id: 0 })
			],
			"{}",
			case.name
		);
	}
	for case in gowaves::bn254_bad_keys() {
		let outcome = run_case(&runtime, PairingCurve::Bn254, &case);
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
fn the_snarkjs_bls12_381_proof_verifies_after_import() {
	let runtime = WasmRuntime::new().expect("runtime built with Wasm");
	let dir = concat!(
		env!("CARGO_MANIFEST_DIR"),
		"/../vectors/groth16/snarkjs-bls12381"
	);
	let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}")).expect("snarkjs vectors");
	let import = snarkjs::import(
		&read("verification_key.json"),
		&read("proof.json"),
		&read("public.json"),
	)
	.expect("imports");
	assert_eq!(import.curve, snarkjs::Curve::Bls12_381);
	let outcome = register_then_verify(
		&runtime,
		PairingCurve::Bls12_381,
		&import.key,
		&import.proof,
		&import.public_inputs,
	);
	assert_eq!(
		outcome,
		vec![
			registered(PairingCurve::Bls12_381, 1),
			Ok(Event::ProofVerified { key_id: 0 })
		]
	);
}

#[test]
fn a_signed_origin_cannot_register_a_key() {
	let runtime = WasmRuntime::new().expect("runtime built with Wasm");
	let case = &gowaves::bls12_381()[0];
	let register = Call::<Runtime>::register_verification_key {
		curve: PairingCurve::Bls12_381,
		key: case.key.clone(),
		compressed: true,
	};
	let outcome = runtime
		.dispatch_all(&[(false, register)])
		.expect("runtime call");
	assert_eq!(outcome, vec![Err(sp_runtime::DispatchError::BadOrigin)]);
}
