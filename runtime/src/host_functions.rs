//! The host functions a node registers to run this runtime's Wasm (native builds only): one
//! of `hostcurves-runtime-common`'s sets, the one this build's blob imports.

/// What this runtime's Wasm imports without `runtime-benchmarks`: Substrate's own functions
/// (`sp-io`) and hostcurves' (RFC-0163's set and hostcurves' own curves, checked decoding and
/// BLS). `hostcurves-node`'s executor registers exactly these. The portable blob
/// (`portable::WASM_BINARY`) needs only `sp-io` and RFC-0163's set, a subset of these.
#[cfg(not(feature = "runtime-benchmarks"))]
pub use hostcurves_runtime_common::host_functions::NodeHostFunctions;

/// A blob built with `runtime-benchmarks` (never the one a chain spec carries) also imports
/// frame-benchmarking's host functions, as polkadot-sdk's template nodes register them in
/// their benchmarking builds.
#[cfg(feature = "runtime-benchmarks")]
pub use hostcurves_runtime_common::host_functions::BenchmarkingHostFunctions as NodeHostFunctions;
