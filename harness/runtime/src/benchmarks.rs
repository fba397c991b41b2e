//! The pallets whose benchmarks this runtime's `Benchmark` API runs (feature
//! `runtime-benchmarks`): `define_benchmarks!` writes the `list_benchmarks!` and
//! `add_benchmarks!` macros `apis.rs` uses, hence `#[macro_use]` on this module.

frame_benchmarking::define_benchmarks!(
	[pallet_hostcurves_bench, HostcurvesBench]
	[pallet_hostcurves_verifier, Verifier]
);
