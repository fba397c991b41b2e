//! The native baseline: the pallet's computation compiled natively with hostcurves' types,
//! whose hooks then call the host kernels directly (no Wasm, no boundary), on the same input
//! bytes as the runtime measurements. `host / native` is thus the cost of the boundary and
//! of the Wasm-side work around the kernels.

use hostcurves_bench_operations::{compute, Backend, ComputeError, Operation};
use std::time::Instant;

/// Times the operation proper, as the runtime does with frame-benchmarking's clock.
#[derive(Default)]
struct NativeStopwatch {
	started: Option<Instant>,
	elapsed_ns: u128,
}

impl compute::Stopwatch for NativeStopwatch {
	fn start(&mut self) {
		self.started = Some(Instant::now());
	}
	fn stop(&mut self) {
		self.elapsed_ns = self.started.map_or(0, |s| s.elapsed().as_nanos());
	}
}

/// Runs `op` natively once; returns the nanoseconds of the operation proper (arguments
/// decoded, result not yet encoded) and the output.
pub fn sample(op: &Operation) -> (u128, Result<Vec<u8>, ComputeError>) {
	let mut stopwatch = NativeStopwatch::default();
	let output = std::hint::black_box(compute::execute_timed(
		Backend::Host,
		std::hint::black_box(op),
		&mut stopwatch,
	));
	(stopwatch.elapsed_ns, output)
}

/// The output of plain arkworks natively (no hostcurves kernel involved): the independent
/// reference every other output must equal.
pub fn reference(op: &Operation) -> Result<Vec<u8>, ComputeError> {
	compute::execute(Backend::Arkworks, op)
}
