//! What the Groth16 tests of the Wasm runtime share: the full runtime, compiled once per test
//! binary, and a key registration followed by a proof verification.

use hostcurves_bench_runtime::{client::WasmRuntime, Runtime, RuntimeCall, RuntimeEvent};
use pallet_hostcurves_verifier::{Call, PairingCurve};
use sp_runtime::DispatchError;

/// The full runtime with hostcurves' host functions, compiled once for the whole test binary:
/// every `WasmRuntime` has its own executor, which compiles the Wasm again with wasmtime
/// (seconds on this machine).
pub fn full_runtime() -> &'static WasmRuntime {
	static RUNTIME: std::sync::OnceLock<WasmRuntime> = std::sync::OnceLock::new();
	RUNTIME.get_or_init(|| WasmRuntime::new().expect("runtime built with Wasm"))
}

/// Registers `key` (compressed, root origin) as key 0 and verifies `(proof, inputs)` against
/// it (compressed, signed origin) in one runtime call; returns the two outcomes in order.
pub fn register_then_verify<H: sc_executor::HostFunctions>(
	runtime: &WasmRuntime<H>,
	curve: PairingCurve,
	key: &[u8],
	proof: &[u8],
	inputs: &[u8],
) -> Vec<Result<RuntimeEvent, DispatchError>> {
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
		.dispatch_all(&[
			(true, RuntimeCall::Verifier(register)),
			(false, RuntimeCall::Verifier(verify)),
		])
		.expect("runtime call")
}
