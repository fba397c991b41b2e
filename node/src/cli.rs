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
	/// Writes a chain specification (`dev` or `local`) as JSON.
	ExportChainSpec(sc_cli::ExportChainSpecCmd),
	/// Deletes a chain's database.
	PurgeChain(sc_cli::PurgeChainCmd),
}
