//! The command line: Substrate's `RunCmd` (with `--dev`, `--chain`, `--validator`, `--alice`,
//! …) plus the usual maintenance subcommands.

/// `hostcurves-node [SUBCOMMAND] [OPTIONS]`.
#[derive(Debug, clap::Parser)]
pub struct Cli {
	/// A maintenance subcommand; without one, the node runs.
	#[command(subcommand)]
	pub subcommand: Option<Subcommand>,

	/// Options of a running node (`--dev`, `--chain`, `--validator`, `--rpc-port`, …).
	#[clap(flatten)]
	pub run: sc_cli::RunCmd,
}

/// Maintenance subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum Subcommand {
	/// Key management (generate, inspect, insert a session key into a keystore).
	#[command(subcommand)]
	Key(sc_cli::KeySubcommand),
	/// Writes a chain specification as JSON: this node's (`dev`, `local`) or the parachain
	/// runtime's (`parachain-dev`, `parachain-local`, `parachain-noec-dev`,
	/// `parachain-noec-local`: for a collator, with `relay_chain` rococo-local and para id 1000).
	ExportChainSpec(sc_cli::ExportChainSpecCmd),
	/// Deletes a chain's database.
	PurgeChain(sc_cli::PurgeChainCmd),
	/// Re-executes stored blocks (`--from`, `--to`, `--repeat` times each) and compares their
	/// execution time with the weight they were charged (frame-benchmarking-cli's
	/// `benchmark block`): one line per block, `Block N with T tx used P% of its weight (X of
	/// Y ns)`, `OVER WEIGHT!` past 100%. Run on a stopped node's database (`--base-path`,
	/// `--chain`) with the blocks' parent states still there (within the last 256 blocks, or
	/// `--pruning archive`).
	BenchmarkBlock(Box<frame_benchmarking_cli::BlockCmd>),
}
