//! Native client that runs this runtime's Wasm with hostcurves' host functions registered,
//! the way a node does. Used by the end-to-end tests and by `hostcurves-bench report`.

use codec::{Decode, Encode};
use pallet_hostcurves_bench::{Backend, ComputeError, Operation};
use sc_executor::{HostFunctions, WasmExecutor};
use sp_core::traits::{CallContext, CodeExecutor, RuntimeCode, WrappedRuntimeCode};
use sp_state_machine::BasicExternalities;

/// The host functions this runtime's full blob imports (with `runtime-benchmarks`, on by
/// default here: `sp-io`'s, hostcurves' and frame-benchmarking's); the portable and no-EC
/// blobs import a subset.
pub use hostcurves_runtime_common::host_functions::BenchmarkingHostFunctions as NodeHostFunctions;

/// Why a call into the Wasm runtime failed (not an error of the operation itself).
#[derive(Debug)]
pub enum ClientError {
	/// The crate was built without the Wasm binary (`SKIP_WASM_BUILD` was set).
	NoWasmBinary,
	/// The executor could not instantiate or run the runtime (a trap, a missing host
	/// function); the text is the executor's.
	Executor(String),
	/// The runtime's answer did not decode.
	Decode(codec::Error),
}

impl core::fmt::Display for ClientError {
	fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
		match self {
			ClientError::NoWasmBinary => {
				write!(f, "hostcurves-bench-runtime was built without Wasm")
			}
			ClientError::Executor(e) => write!(f, "runtime call failed: {e}"),
			ClientError::Decode(e) => write!(f, "runtime answer did not decode: {e}"),
		}
	}
}

impl std::error::Error for ClientError {}

/// Per-iteration nanoseconds and the last result of [`WasmRuntime::timed_execute`].
pub type TimedOutput = (Vec<u64>, Result<Vec<u8>, ComputeError>);

/// The compiled runtime in a Wasm executor with the host functions `H` ([`NodeHostFunctions`]
/// unless said otherwise); the compiled module is cached, so repeated calls do not recompile
/// it.
pub struct WasmRuntime<H: HostFunctions = NodeHostFunctions> {
	executor: WasmExecutor<H>,
	code: WrappedRuntimeCode<'static>,
	hash: Vec<u8>,
}

impl WasmRuntime {
	/// Loads [`WASM_BINARY`](crate::WASM_BINARY). Fails with
	/// [`ClientError::NoWasmBinary`] when it was not built.
	pub fn new() -> Result<Self, ClientError> {
		crate::WASM_BINARY
			.map(Self::from_wasm)
			.ok_or(ClientError::NoWasmBinary)
	}

	/// Loads another build of this runtime's source (`wasm`: the compressed or plain Wasm),
	/// such as the portable one (`hostcurves_bench_runtime::portable::WASM_BINARY`), in the same
	/// executor with [`NodeHostFunctions`].
	pub fn from_wasm(wasm: &'static [u8]) -> Self {
		Self::with_host_functions(wasm)
	}
}

impl<H: HostFunctions> WasmRuntime<H> {
	/// Loads `wasm` in an executor that registers exactly the host functions `H` (for
	/// example only Substrate's and RFC-0163's, as a stock node does). Missing imports are
	/// not allowed: a runtime that imports a function `H` lacks fails at its first call with
	/// [`ClientError::Executor`] naming the import.
	pub fn with_host_functions(wasm: &'static [u8]) -> Self {
		Self {
			executor: WasmExecutor::builder().build(),
			code: WrappedRuntimeCode(wasm.into()),
			hash: sp_crypto_hashing::blake2_256(wasm).to_vec(),
		}
	}

	/// Calls the runtime API function `method` (e.g. `"HostcurvesApi_execute"`) with SCALE
	/// `args` and decodes its answer as `R`.
	pub fn call<R: Decode>(&self, method: &str, args: &[u8]) -> Result<R, ClientError> {
		let runtime_code = RuntimeCode {
			code_fetcher: &self.code,
			heap_pages: None,
			hash: self.hash.clone(),
		};
		let mut ext = BasicExternalities::new_empty();
		let (result, _) =
			self.executor
				.call(&mut ext, &runtime_code, method, args, CallContext::Offchain);
		let bytes = result.map_err(|e| ClientError::Executor(e.to_string()))?;
		R::decode(&mut &bytes[..]).map_err(ClientError::Decode)
	}

	/// Runs `operation` with `backend` inside the Wasm runtime
	/// (`HostcurvesApi::execute`) and returns its output bytes or the operation's error.
	pub fn execute(
		&self,
		backend: Backend,
		operation: &Operation,
	) -> Result<Result<Vec<u8>, ComputeError>, ClientError> {
		self.call("HostcurvesApi_execute", &(backend, operation).encode())
	}

	/// Runs [`execute`](Self::execute) `iterations` times in one runtime call and returns
	/// the nanoseconds each took inside the runtime (frame-benchmarking's clock; zeros
	/// without `runtime-benchmarks`) and the last result.
	pub fn timed_execute(
		&self,
		backend: Backend,
		operation: &Operation,
		iterations: u32,
	) -> Result<TimedOutput, ClientError> {
		self.call(
			"HostcurvesApi_timed_execute",
			&(backend, operation, iterations).encode(),
		)
	}

	/// Dispatches the pallet-hostcurves-bench extrinsic `call` inside the Wasm runtime
	/// (`HostcurvesApi::dispatch`) and returns its output bytes or its `DispatchError`.
	pub fn dispatch(
		&self,
		call: &crate::RuntimeCall,
	) -> Result<Result<Vec<u8>, sp_runtime::DispatchError>, ClientError> {
		self.call("HostcurvesApi_dispatch", &call.encode())
	}

	/// Dispatches `calls` in order in one runtime call (`HostcurvesApi::dispatch_all`),
	/// sharing storage, each from the root origin if its flag is set, else signed; returns
	/// per call its last event or its `DispatchError`.
	#[allow(clippy::type_complexity)]
	pub fn dispatch_all(
		&self,
		calls: &[(bool, crate::RuntimeCall)],
	) -> Result<Vec<Result<crate::RuntimeEvent, sp_runtime::DispatchError>>, ClientError> {
		let raw: Vec<Result<Vec<u8>, sp_runtime::DispatchError>> =
			self.call("HostcurvesApi_dispatch_all", &calls.encode())?;
		raw.into_iter()
			.map(|r| match r {
				Ok(bytes) => crate::RuntimeEvent::decode(&mut &bytes[..])
					.map(Ok)
					.map_err(ClientError::Decode),
				Err(e) => Ok(Err(e)),
			})
			.collect()
	}
}
