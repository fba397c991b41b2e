//! The portable blob (`hostcurves_bench_runtime::portable`: this runtime's source built with the
//! feature `rfc163`) in an executor with only the host functions a stock node has:
//! Substrate's, RFC-0163's and frame-benchmarking's (the runtime is built with
//! runtime-benchmarks, as the full one is), no function of hostcurves' own. It runs every
//! operation of the benchmark pallet with the full runtime's results, verifies real Groth16
//! proofs with the full runtime's verdicts, and the full runtime does not even start there.
//!
//! RFC-0163's functions are registered from hostcurves (`HostFunctionsRfc163`);
//! `compat/tests/sp_crypto_ec_utils.rs` shows they have sp-crypto-ec-utils' names, signatures
//! and bytes.

mod common;

use common::{full_runtime, register_then_verify};
use hostcurves_bench_runtime::client::WasmRuntime;
use hostcurves_primitives::groth16::snarkjs;
use pallet_hostcurves_bench::{compute, inputs, test_vectors, Backend, OpKind};
use pallet_hostcurves_verifier::PairingCurve;

/// What a stock node with the standard set registers (plus frame-benchmarking's functions,
/// which this build's clock and `Benchmark` API import).
type StockHostFunctions = (
	sp_io::SubstrateHostFunctions,
	hostcurves_host::HostFunctionsRfc163,
	frame_benchmarking::benchmarking::HostFunctions,
);

fn portable() -> &'static WasmRuntime<StockHostFunctions> {
	static RUNTIME: std::sync::OnceLock<WasmRuntime<StockHostFunctions>> =
		std::sync::OnceLock::new();
	RUNTIME.get_or_init(|| {
		let wasm = hostcurves_bench_runtime::portable::WASM_BINARY.expect("portable runtime built");
		WasmRuntime::with_host_functions(wasm)
	})
}

#[test]
fn every_operation_gives_the_native_answer_on_stock_host_functions() {
	for kind in OpKind::all() {
		let op = inputs::operation(kind, 2);
		let native = compute::execute(Backend::Arkworks, &op).expect("native");
		for backend in [Backend::Arkworks, Backend::Host] {
			let out = portable().execute(backend, &op).expect("runtime call");
			assert_eq!(out.as_deref(), Ok(&native[..]), "{kind:?} in {backend:?}");
		}
	}
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn groth16_proofs_get_the_full_runtimes_verdicts_on_stock_host_functions() {
	// The snarkjs (circom) BLS12-381 proof, and the same proof against another input.
	let [vk, proof, public] = test_vectors::vectors::snarkjs_bls12_381();
	let import = snarkjs::import(&vk, &proof, &public).expect("imports");
	let mut wrong_inputs = import.public_inputs.clone();
	wrong_inputs[8] ^= 1;
	let mut cases = vec![
		(
			PairingCurve::Bls12_381,
			import.key.clone(),
			import.proof.clone(),
			import.public_inputs.clone(),
			true,
		),
		(
			PairingCurve::Bls12_381,
			import.key,
			import.proof,
			wrong_inputs,
			false,
		),
	];
	// gowaves' BLS12-381 cases (11, with their published verdicts) and BN254's valid ones
	// (BN254 is not in RFC-0163: the portable build verifies it in Wasm).
	for (curve, set) in [
		(PairingCurve::Bls12_381, test_vectors::gowaves::bls12_381()),
		(PairingCurve::Bn254, test_vectors::gowaves::bn254_ok()),
	] {
		cases.extend(
			set.into_iter()
				.map(|c| (curve, c.key, c.proof, c.inputs, c.ok)),
		);
	}
	for (i, (curve, key, proof, inputs, ok)) in cases.iter().enumerate() {
		let got = register_then_verify(portable(), *curve, key, proof, inputs);
		let want = register_then_verify(full_runtime(), *curve, key, proof, inputs);
		assert_eq!(got, want, "case {i}");
		assert!(got[0].is_ok(), "case {i}: registration {:?}", got[0]);
		assert_eq!(got[1].is_ok(), *ok, "case {i}: {:?}", got[1]);
	}
}

#[test]
fn snarkjs_keys_without_phase2_are_refused_and_their_forgery_verifies_nothing_on_both_builds() {
	// γ = δ, as snarkjs' `groth16 setup` writes it; the forgery A = α, B = β, C = −L, which
	// snarkjs itself accepts (vectors/snarkjs-no-phase2/make.sh).
	use hostcurves_bench_runtime::Runtime;
	use pallet_hostcurves_verifier::Error;
	for (curve, folder) in [
		(PairingCurve::Bn254, "bn128"),
		(PairingCurve::Bls12_381, "bls12381"),
	] {
		let [vk, _, _, forged_proof, forged_public] =
			test_vectors::vectors::snarkjs_no_phase2(folder);
		let forged = snarkjs::import(&vk, &forged_proof, &forged_public).expect("imports");
		let refused = vec![
			Err(Error::<Runtime>::ForgeableVerifyingKey.into()),
			Err(Error::<Runtime>::UnknownVerificationKey.into()),
		];
		for outcome in [
			register_then_verify(
				portable(),
				curve,
				&forged.key,
				&forged.proof,
				&forged.public_inputs,
			),
			register_then_verify(
				full_runtime(),
				curve,
				&forged.key,
				&forged.proof,
				&forged.public_inputs,
			),
		] {
			assert_eq!(outcome, refused, "{folder}");
		}
	}
}

#[test]
fn the_full_runtime_does_not_start_on_stock_host_functions() {
	let wasm = hostcurves_bench_runtime::WASM_BINARY.expect("runtime built with Wasm");
	let stock = WasmRuntime::<StockHostFunctions>::with_host_functions(wasm);
	let op = inputs::operation(OpKind::EchoG1, 1);
	let err = stock
		.execute(Backend::Arkworks, &op)
		.expect_err("instantiation fails")
		.to_string();
	assert!(err.contains("ext_hostcurves_"), "{err}");
}

#[test]
fn snarkjs_plonk_and_fflonk_cases_get_the_native_verdicts_on_stock_host_functions() {
	// Every case snarkjs made (`vectors/snarkjs-plonk/*/cases.json`) that imports: the portable
	// runtime answers as the native verifier does in both backends, and accepts exactly the
	// proofs `snarkjs plonk verify` / `fflonk verify` accepts (BN254 is not in RFC-0163: the
	// portable build verifies it in Wasm).
	use hostcurves_primitives::plonk::snarkjs as plonk_snarkjs;
	use pallet_hostcurves_bench::{Operation, PlonkSystem};
	let dir = test_vectors::vectors_dir().join("snarkjs-plonk");
	for (system, folder) in [
		(PlonkSystem::Plonk, "plonk-bn128"),
		(PlonkSystem::Plonk, "plonk-bls12381"),
		(PlonkSystem::Fflonk, "fflonk-bn128"),
	] {
		let cases = test_vectors::read_json(&format!("snarkjs-plonk/{folder}/cases.json"));
		// Cases that reach the verifier (the rest are malformed JSON, refused on import),
		// by the native verdict: each folder has valid proofs and tampered ones.
		let (mut accepted, mut refused) = (0, 0);
		for case in cases.as_array().expect("a list") {
			let read = |field: &str| {
				std::fs::read_to_string(dir.join(folder).join(case[field].as_str().unwrap()))
					.unwrap()
			};
			let (vk, proof, public) = (read("vk"), read("proof"), read("public"));
			let import = match system {
				PlonkSystem::Plonk => plonk_snarkjs::import_plonk(&vk, &proof, &public),
				PlonkSystem::Fflonk => plonk_snarkjs::import_fflonk(&vk, &proof, &public),
			};
			let Ok(import) = import else { continue };
			let curve = match import.curve {
				plonk_snarkjs::Curve::Bn254 => PairingCurve::Bn254,
				plonk_snarkjs::Curve::Bls12_381 => PairingCurve::Bls12_381,
			};
			let op = Operation::PlonkVerify {
				system,
				curve,
				key: import.key,
				proof: import.proof,
				public_inputs: import.public_inputs,
			};
			let native = compute::execute(Backend::Host, &op);
			let name = case["name"].as_str().unwrap();
			assert_eq!(native.is_ok(), case["snarkjs"] == "OK", "{folder}/{name}");
			for backend in [Backend::Arkworks, Backend::Host] {
				let out = portable().execute(backend, &op).expect("runtime call");
				assert_eq!(
					out.is_ok(),
					native.is_ok(),
					"{folder}/{name} in {backend:?}: {out:?}"
				);
			}
			if native.is_ok() {
				accepted += 1;
			} else {
				refused += 1;
			}
		}
		assert!(
			accepted >= 1 && refused >= 10,
			"{folder}: {accepted} accepted, {refused} refused"
		);
	}
}
