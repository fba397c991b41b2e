//! `hostcurves-bench groth16`: bring snarkjs (circom) or arkworks Groth16 files to
//! pallet-hostcurves-bench: `import` prints the SCALE-encoded arguments of the registry's calls,
//! `verify` checks a proof natively and through the Wasm runtime.

mod files;
mod import;
mod rpc;
pub mod verify;

use clap::{Args, Subcommand};
use std::path::PathBuf;

/// Arguments of `hostcurves-bench groth16`.
#[derive(Debug, Args)]
pub struct Groth16Cmd {
	/// What to do.
	#[command(subcommand)]
	pub action: Action,
}

/// The `groth16` subcommands.
#[derive(Debug, Subcommand)]
pub enum Action {
	/// Reads snarkjs' verification_key.json, proof.json and public.json (or arkworks files),
	/// checks them natively, and prints the SCALE-encoded arguments of
	/// `register_verification_key` and `verify_proof` (hex); `--out-dir` also writes the
	/// arkworks bytes (vk.bin, proof.bin, inputs.bin).
	/// Example: `hostcurves-bench groth16 import --snarkjs vk.json proof.json public.json`
	#[command(
		override_usage = "hostcurves-bench groth16 import (--snarkjs VK_JSON PROOF_JSON PUBLIC_JSON | --curve C --key K --proof P --inputs I [--uncompressed]) [--key-id N] [--out-dir D]"
	)]
	Import(import::ImportCmd),
	/// Verifies a proof natively (hostcurves_primitives::groth16, the host kernels called
	/// directly) and inside the Wasm runtime (register_verification_key as root, then
	/// verify_proof), printing both verdicts and times; exits with an error unless both
	/// accept. Example: `hostcurves-bench groth16 verify --snarkjs vk.json proof.json
	/// public.json`
	/// With `--rpc ws://…` the proof goes to a running node instead (`--sudo` registers the
	/// key first; else `--key-id`).
	#[command(
		override_usage = "hostcurves-bench groth16 verify (--snarkjs VK_JSON PROOF_JSON PUBLIC_JSON | --curve C --key K --proof P --inputs I [--uncompressed]) [--rpc URL (--sudo | --key-id ID) [--suri SURI]]"
	)]
	Verify(verify::VerifyCmd),
}

/// Where the key, proof and public inputs come from.
#[derive(Debug, Args)]
#[group(required = true, multiple = true)]
pub struct Sources {
	/// snarkjs files: verification_key.json proof.json public.json.
	#[arg(long, num_args = 3, value_names = ["VK_JSON", "PROOF_JSON", "PUBLIC_JSON"], conflicts_with_all = ["key", "proof", "inputs", "curve", "uncompressed"])]
	pub snarkjs: Option<Vec<PathBuf>>,
	/// arkworks canonical `VerifyingKey` bytes (binary file; with --curve, --proof, --inputs).
	#[arg(long, requires_all = ["curve", "proof", "inputs"])]
	pub key: Option<PathBuf>,
	/// arkworks canonical `Proof` bytes (binary file).
	#[arg(long, requires = "key")]
	pub proof: Option<PathBuf>,
	/// arkworks canonical `Vec<Fr>` bytes (binary file).
	#[arg(long, requires = "key")]
	pub inputs: Option<PathBuf>,
	/// The curve of --key: bls12_381, bls12_377, bw6_761, bn254.
	#[arg(long, value_parser = files::parse_curve)]
	pub curve: Option<hostcurves_bench_operations::PairingCurve>,
	/// --key and --proof are uncompressed (default: compressed).
	#[arg(long)]
	pub uncompressed: bool,
}

/// Runs `hostcurves-bench groth16`.
pub fn run(cmd: &Groth16Cmd) -> anyhow::Result<()> {
	match &cmd.action {
		Action::Import(c) => import::run(c),
		Action::Verify(c) => verify::run(c),
	}
}
