//! The host functions a node registers to run the runtimes' blobs (native builds only).

/// What a deployable blob built without `runtime-benchmarks` imports at most: Substrate's own
/// functions (`sp-io`) and hostcurves' (`hostcurves_host::HostFunctions`: RFC-0163's set and
/// hostcurves' own curves, checked decoding and BLS). `hostcurves-node`'s executor registers
/// exactly these. The portable blobs need only `sp-io` and RFC-0163's set, a subset.
pub type NodeHostFunctions = (
	sp_io::SubstrateHostFunctions,
	hostcurves_host::HostFunctions,
);

/// A blob built with `runtime-benchmarks` (the harness; never what a chain spec carries) also
/// imports frame-benchmarking's host functions, as polkadot-sdk's template nodes register
/// them in their benchmarking builds.
pub type BenchmarkingHostFunctions = (
	sp_io::SubstrateHostFunctions,
	hostcurves_host::HostFunctions,
	frame_benchmarking::benchmarking::HostFunctions,
);
