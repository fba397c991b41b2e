//! End to end: operations run inside the compiled Wasm runtime, in a Wasm executor with the
//! host functions registered the way a node registers them.

use hostcurves_bench_runtime::{client::WasmRuntime, Runtime};
use pallet_hostcurves_bench::{
	compute, inputs, test_vectors, Backend, ComputeError, GroupCurve, OpKind, PairingCurve,
};

/// The runtime, compiled once for the whole test binary: every `WasmRuntime` has its own
/// executor, which compiles the Wasm again with wasmtime (seconds on this machine).
fn runtime() -> &'static WasmRuntime {
	static RUNTIME: std::sync::OnceLock<WasmRuntime> = std::sync::OnceLock::new();
	RUNTIME.get_or_init(|| WasmRuntime::new().expect("runtime built with Wasm"))
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn gowaves_groth16_proofs_give_the_published_verdict_in_the_wasm_runtime() {
	let runtime = runtime();
	let cases = test_vectors::gowaves_bls12_381();
	assert_eq!(cases.len(), 11);
	for case in &cases {
		for backend in [Backend::Arkworks, Backend::Host] {
			// The extrinsic itself, dispatched inside the Wasm runtime.
			let call = pallet_hostcurves_bench::Call::<Runtime>::groth16_verify {
				curve: PairingCurve::Bls12_381,
				backend,
				vk: case.vk.clone(),
				proof: case.proof.clone(),
				public_inputs: case.public_inputs.clone(),
			};
			let verdict = runtime
				.dispatch(&hostcurves_bench_runtime::RuntimeCall::HostcurvesBench(
					call,
				))
				.expect("runtime call");
			let expected = if case.ok {
				Ok(vec![1])
			} else {
				Err(pallet_hostcurves_bench::Error::<Runtime>::ProofRejected.into())
			};
			assert_eq!(verdict, expected, "case {} in {backend:?}", case.index);
		}
	}
}

#[test]
fn every_operation_agrees_across_pure_wasm_host_and_native() {
	let runtime = runtime();
	for kind in OpKind::all() {
		let op = inputs::operation(kind, 3);
		let native = compute::execute(Backend::Arkworks, &op).expect("native");
		for backend in [Backend::Arkworks, Backend::Host] {
			let out = runtime.execute(backend, &op).expect("runtime call");
			assert_eq!(out.as_deref(), Ok(&native[..]), "{kind:?} in {backend:?}");
		}
	}
}

#[test]
fn the_host_backend_really_calls_the_host() {
	// An executor without hostcurves' functions (missing imports allowed): the pure-Wasm
	// backend still works, the host backend traps when it reaches the missing import.
	use codec::{Decode, Encode};
	use sc_executor::WasmExecutor;
	use sp_core::traits::{CallContext, CodeExecutor, RuntimeCode, WrappedRuntimeCode};
	let wasm = hostcurves_bench_runtime::WASM_BINARY.expect("runtime built with Wasm");
	let executor = WasmExecutor::<sp_io::SubstrateHostFunctions>::builder()
		.with_allow_missing_host_functions(true)
		.build();
	let code = WrappedRuntimeCode(wasm.into());
	let runtime_code = RuntimeCode {
		code_fetcher: &code,
		heap_pages: None,
		hash: sp_crypto_hashing::blake2_256(wasm).to_vec(),
	};
	let call = |backend: Backend, op: &pallet_hostcurves_bench::Operation| {
		let mut ext = sp_state_machine::BasicExternalities::new_empty();
		executor
			.call(
				&mut ext,
				&runtime_code,
				"HostcurvesApi_execute",
				&(backend, op).encode(),
				CallContext::Offchain,
			)
			.0
	};
	let op = inputs::operation(OpKind::Pairing(PairingCurve::Bls12_381), 1);
	let wasm_only = call(Backend::Arkworks, &op).expect("pure Wasm needs no extra host function");
	let decoded = <Result<Vec<u8>, ComputeError>>::decode(&mut &wasm_only[..]).expect("decodes");
	assert_eq!(decoded, compute::execute(Backend::Arkworks, &op));
	// Every operation on every curve: the host backend reaches one of hostcurves' imports
	// (`ext_host_calls_*` or `ext_hostcurves_*`), so no hook silently falls back to Wasm.
	// The exceptions are Pallas' and Vesta's affine `mul`: ark-pallas-ext and ark-vesta-ext
	// 0.6 hook only `msm` and `mul_projective`, so `Affine * s` runs in Wasm (also with
	// sp-crypto-ec-utils' types); it must still give the native answer. So are the EVM
	// additions (BN254 ADD, EIP-2537's G1ADD and G2ADD): one addition costs less than a host
	// call, so both backends add in Wasm.
	let in_wasm = [
		OpKind::MulAffine(GroupCurve::Pallas),
		OpKind::MulAffine(GroupCurve::Vesta),
		OpKind::EvmPrecompile(0x06),
		OpKind::EvmPrecompile(0x0b),
		OpKind::EvmPrecompile(0x0d),
	];
	for kind in OpKind::all() {
		let op = inputs::operation(kind, 2);
		if in_wasm.contains(&kind) {
			let out = call(Backend::Host, &op).expect("runs in Wasm without a host call");
			let out = <Result<Vec<u8>, ComputeError>>::decode(&mut &out[..]).expect("decodes");
			assert_eq!(out, compute::execute(Backend::Arkworks, &op), "{kind:?}");
			continue;
		}
		let err = call(Backend::Host, &op).expect_err("host backend must call a host function");
		let err = err.to_string();
		assert!(
			err.contains("ext_host_calls_") || err.contains("ext_hostcurves_"),
			"{kind:?}: unexpected error: {err}"
		);
	}
}
