//! `hostcurves-bench`: benchmarks pallet-hostcurves-bench on its Wasm runtime with hostcurves' host
//! functions registered, writes the pallet's weights, and writes the report that compares
//! pure Wasm, the host path and native code.

mod cli;
mod groth16;
mod imports;
mod pallet;
mod report;
mod worst_case;

use clap::Parser;

fn main() -> anyhow::Result<()> {
	match cli::Cli::parse().command {
		cli::Command::Pallet(cmd) => pallet::run(*cmd),
		cli::Command::Report(cmd) => report::command::run(&cmd),
		cli::Command::Imports(cmd) => imports::run(&cmd),
		cli::Command::Groth16(cmd) => groth16::run(&cmd),
		cli::Command::WorstCase(cmd) => worst_case::run(&cmd),
	}
}
