//! geth's EIP-196/197 and EIP-2537 vector files in the Wasm runtime: every case through the
//! benchmark pallet's `EvmPrecompile` operation in both backends (plain arkworks in Wasm, and
//! hostcurves' host functions), in a Wasm executor with the host functions registered as a
//! node registers them. Successes give the expected output and gas; failures the expected
//! class. (Gas limits are the native test's: the operation runs with no limit.)

use hostcurves_bench_runtime::client::WasmRuntime;
use pallet_hostcurves_bench::{Backend, ComputeError, Operation};

#[path = "../../../evm/tests/support/geth.rs"]
mod geth;

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn every_geth_case_in_the_wasm_runtime() {
	let runtime = WasmRuntime::new().expect("runtime built with Wasm");
	let cases = geth::cases();
	assert_eq!(cases.len(), 978, "the vector files changed");
	let mut wrong = Vec::new();
	for case in &cases {
		let op = Operation::EvmPrecompile {
			address: case.precompile.address(),
			input: case.input.clone(),
		};
		// The operation's output is the precompile's, then its gas (u64 LE).
		let expected = match &case.expected {
			Ok((output, gas)) => Ok([&output[..], &gas.to_le_bytes()].concat()),
			Err(failure) => Err(ComputeError::PrecompileFailed {
				failure: *failure as u8,
			}),
		};
		for backend in [Backend::Arkworks, Backend::Host] {
			let got = runtime.execute(backend, &op).expect("runtime call");
			if got != expected {
				wrong.push(format!("{} in {backend:?}: got {got:?}", case.name));
			}
		}
	}
	assert!(
		wrong.is_empty(),
		"{} cases differ:\n{}",
		wrong.len(),
		wrong.join("\n")
	);
}
