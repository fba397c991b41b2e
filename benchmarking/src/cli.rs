//! Command-line interface: one subcommand per job.

use clap::{Parser, Subcommand};

/// Benchmarks for hostcurves: weights for pallet-hostcurves-bench and the pure Wasm / host /
/// native comparison report.
#[derive(Debug, Parser)]
#[command(name = "hostcurves-bench", version, about)]
pub struct Cli {
	/// What to run.
	#[command(subcommand)]
	pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
	/// frame-benchmarking-cli's `benchmark pallet` with hostcurves' host functions
	/// registered. `--runtime` defaults to the bundled hostcurves-bench-runtime Wasm and
	/// `--min-duration` to 0. Example:
	/// `hostcurves-bench pallet --pallet pallet_hostcurves_bench --extrinsic '*' --steps 10
	/// --repeat 5 --template harness/pallet/weight-template.hbs --output harness/pallet/src/weights.rs`
	Pallet(Box<frame_benchmarking_cli::PalletCmd>),
	/// Measures every operation of pallet-hostcurves-bench in pure Wasm, through the host
	/// functions and natively, checks that all outputs agree, and writes report.md,
	/// report.json, report.svg and report.png (with `--compare`, also compare.md;
	/// `--extrinsics` also times the extrinsics with frame-benchmarking).
	Report(crate::report::ReportCmd),
	/// Lists a runtime's host-function imports and which sets can run it: sp-io alone
	/// (every node), RFC-0163 (stock nodes, relay validators), hostcurves (hostcurves-node),
	/// with frame-benchmarking, and `deployable` (production nodes' functions only, and no
	/// harness runtime API exported). Default: the deployable hostcurves-runtime. Example:
	/// `hostcurves-bench imports runtime.compact.compressed.wasm --require deployable`
	Imports(crate::imports::ImportsCmd),
	/// Groth16 files for the pallet's key registry: `import` (snarkjs JSON to SCALE call
	/// arguments) and `verify` (natively and through the Wasm runtime).
	Groth16(crate::groth16::Groth16Cmd),
	/// Times every call that takes points unchecked (pairing, MSM, mul) on every input class
	/// (outside the subgroup, small order, off the curve, repeated points, dense scalars, …)
	/// in both backends, against the weight it is charged; writes worst-case.md and
	/// worst-case.json. Example: `hostcurves-bench worst-case --out-dir docs/results/worst-case`
	WorstCase(crate::worst_case::WorstCaseCmd),
}
