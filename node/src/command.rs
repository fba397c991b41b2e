//! Parses the command line and starts the node or a maintenance subcommand.

use hostcurves_runtime::opaque::Block;
use sc_cli::SubstrateCli;
use sc_service::ChainType;

use crate::{
	chain_spec,
	cli::{Cli, Subcommand},
	parachain_spec, service,
};

impl SubstrateCli for Cli {
	fn impl_name() -> String {
		"hostcurves node".into()
	}

	fn impl_version() -> String {
		env!("CARGO_PKG_VERSION").into()
	}

	fn description() -> String {
		env!("CARGO_PKG_DESCRIPTION").into()
	}

	fn author() -> String {
		"hostcurves developers".into()
	}

	fn support_url() -> String {
		"https://github.com/hostcurves/hostcurves/issues".into()
	}

	fn copyright_start_year() -> i32 {
		2026
	}

	/// `dev` (also `--dev`) and `local`; anything else is read as a chain-spec JSON file.
	fn load_spec(&self, id: &str) -> Result<Box<dyn sc_service::ChainSpec>, String> {
		Ok(match id {
			"dev" => Box::new(chain_spec::development()?),
			"" | "local" => Box::new(chain_spec::local_testnet()?),
			path => Box::new(chain_spec::ChainSpec::from_json_file(path.into())?),
		})
	}
}

/// Runs what the command line asks for.
pub fn run() -> sc_cli::Result<()> {
	let cli = Cli::from_args();

	match &cli.subcommand {
		Some(Subcommand::Key(cmd)) => cmd.run(&cli),
		Some(Subcommand::ExportChainSpec(cmd)) => {
			// The parachain's specs are written, never run, by this node.
			let spec = match parachain_spec::load(&cmd.chain)? {
				Some(spec) => Box::new(spec),
				None => cli.load_spec(&cmd.chain)?,
			};
			cmd.run(spec)
		}
		Some(Subcommand::PurgeChain(cmd)) => {
			let runner = cli.create_runner(cmd)?;
			runner.sync_run(|config| cmd.run(config.database))
		}
		Some(Subcommand::BenchmarkBlock(cmd)) => {
			let runner = cli.create_runner(&**cmd)?;
			runner.sync_run(|config| {
				let (client, _tasks) = service::new_client(&config)?;
				cmd.run::<Block, service::FullBackend, _>(client)
			})
		}
		None => {
			let runner = cli.create_runner(&cli.run)?;
			runner.run_node_until_exit(|config| async move {
				// The chain spec chooses the consensus: a development chain seals a block per
				// transaction and finalizes it; any other runs Aura and GRANDPA.
				if config.chain_spec.chain_type() == ChainType::Development {
					service::new_dev(config).map_err(sc_cli::Error::Service)
				} else {
					service::new_full(config).map_err(sc_cli::Error::Service)
				}
			})
		}
	}
}
