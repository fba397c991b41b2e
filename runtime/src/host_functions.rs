//! The host functions a node registers to run this runtime's Wasm (native builds only; the
//! harness runtime includes this file too).

/// What this runtime's Wasm imports without `runtime-benchmarks`: Substrate's own functions
/// (`sp-io`) and hostcurves' (`hostcurves_host::HostFunctions`: RFC-0163's set and
/// hostcurves' own curves, checked decoding and BLS). `hostcurves-node`'s executor registers
/// exactly these. The portable blob (`portable::WASM_BINARY`) needs only `sp-io` and
/// RFC-0163's set, a subset of these.
#[cfg(not(feature = "runtime-benchmarks"))]
pub type NodeHostFunctions = (
	sp_io::SubstrateHostFunctions,
	hostcurves_host::HostFunctions,
);

/// A blob built with `runtime-benchmarks` (never the one a chain spec carries; always the
/// harness runtime) also imports frame-benchmarking's host functions, as polkadot-sdk's
/// template nodes register them in their benchmarking builds.
#[cfg(feature = "runtime-benchmarks")]
pub type NodeHostFunctions = (
	sp_io::SubstrateHostFunctions,
	hostcurves_host::HostFunctions,
	frame_benchmarking::benchmarking::HostFunctions,
);
