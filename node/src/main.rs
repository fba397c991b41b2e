//! `hostcurves-node`: a Substrate node whose Wasm executor registers hostcurves' host
//! functions, running `hostcurves-runtime`.
//!
//! - `hostcurves-node --dev`: one authority (Alice), a block as soon as a transaction
//!   arrives, finalized at once (instant seal with finality), Alice funded and sudo.
//! - `hostcurves-node --chain local --validator --alice` (and `--bob`): Aura + GRANDPA with
//!   Alice and Bob as authorities at genesis, for a network of processes on one machine.
//!
//! JSON-RPC: Substrate's standard methods, `system_accountNextIndex` and
//! `payment_queryInfo` / `payment_queryFeeDetails`.

// sc-cli's and sc-service's `Error` are large enums; the node returns them as polkadot-sdk's
// own nodes do rather than boxing them.
#![allow(clippy::result_large_err)]

mod chain_spec;
mod cli;
mod command;
mod parachain_spec;
mod proposal_bound;
mod rpc;
mod service;

fn main() -> sc_cli::Result<()> {
	command::run()
}
