//! Runtime API through which a client runs one [`Operation`] in the runtime and reads its
//! output bytes (used by the end-to-end tests and by `hostcurves-bench report` to check that
//! both backends agree).

// `decl_runtime_apis!` repeats the `Codec` bound in a `where` clause of its own.
#![allow(clippy::multiple_bound_locations)]

use crate::{Backend, ComputeError, Operation};
use alloc::vec::Vec;
use codec::Codec;
use sp_runtime::DispatchError;

sp_api::decl_runtime_apis! {
	/// Runs hostcurves' operations inside the runtime. `Call` is the runtime's call type
	/// (`RuntimeCall` in hostcurves-bench-runtime).
	pub trait HostcurvesApi<Call: Codec> {
		/// Computes `operation` with `backend`, with the same code the extrinsics run, and
		/// returns the encoded result (layouts in [`Operation`]).
		fn execute(backend: Backend, operation: Operation) -> Result<Vec<u8>, ComputeError>;

		/// [`execute`](Self::execute) `iterations` times (at least once) in one call, the
		/// operation proper (after argument decoding, before result encoding:
		/// `compute::Stopwatch`) timed inside the runtime with frame-benchmarking's clock:
		/// returns the nanoseconds per iteration (zeros when the runtime was built without
		/// `runtime-benchmarks`; fewer laps if an iteration failed before its operation) and
		/// the last result. Lets `hostcurves-bench report`
		/// interleave pure Wasm, host and native samples; the first iteration of a call runs
		/// on a fresh instance's cold memory, the later ones are warm.
		fn timed_execute(
			backend: Backend,
			operation: Operation,
			iterations: u32,
		) -> (Vec<u64>, Result<Vec<u8>, ComputeError>);

		/// Dispatches `call` (a pallet-hostcurves-bench operation) from a signed origin, as a block
		/// would, and returns the output of its `Computed` event, or the call's error
		/// (`Error<T>` as a `DispatchError::Module`).
		fn dispatch(call: Call) -> Result<Vec<u8>, DispatchError>;

		/// Dispatches `calls` in order in one runtime call, so that later calls see the
		/// storage earlier ones wrote (a key registered, then proofs verified against it).
		/// Each is dispatched from the root origin if its flag is `true`, else from a signed
		/// one. Per call: the SCALE encoding of the last event it emitted (the runtime's
		/// `RuntimeEvent`), or its error. For tests and tools (`hostcurves-bench groth16 verify`):
		/// the storage changes are discarded, but the calls are not metered, so a production
		/// runtime should not expose this API.
		fn dispatch_all(calls: Vec<(bool, Call)>) -> Vec<Result<Vec<u8>, DispatchError>>;
	}
}
