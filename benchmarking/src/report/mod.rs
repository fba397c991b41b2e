//! `hostcurves-bench report`: pure Wasm vs host path vs native, per operation and size.
//!
//! Steps, all in one process:
//! 1. every benchmark of pallet-hostcurves runs on the compiled runtime in both backends
//!    (frame-benchmarking-cli's `PalletCmd`, [`wasm`]): the extrinsic times behind the
//!    weights;
//! 2. for each row, rounds of (pure Wasm, host path, native) samples of the same computation
//!    on the same inputs, taken in turn ([`interleaved`]; the runtime times itself with
//!    frame-benchmarking's clock, [`native`] times plain arkworks natively), so the ratios
//!    compare figures measured side by side; the three outputs must be byte-identical, or
//!    the run fails;
//! 3. [`writer`] writes `report.md`, `report.json` and `report.svg` and prints the table.

mod batches;
pub mod command;
mod interleaved;
mod machine;
mod native;
mod rows;
mod stats;
mod wasm;
mod writer;

use std::path::PathBuf;

/// Arguments of `hostcurves-bench report`.
#[derive(Debug, clap::Args)]
pub struct ReportCmd {
	/// Also measure n = 1000 (MSM, checked-decoding and echo rows). These are the slowest
	/// rows: a full run of every curve took 32 minutes on 2 cores.
	#[arg(long)]
	pub full: bool,

	/// Sizes n for the MSM, checked-decoding and echo rows, replacing the defaults (e.g. `--sizes 1,10`).
	#[arg(long, value_delimiter = ',', conflicts_with = "full")]
	pub sizes: Option<Vec<u32>>,

	/// Numbers of public inputs for the Groth16 rows (ark-groth16 in pure Wasm, key prepared
	/// per call, vs hostcurves' verifier with a registered key, vs native).
	#[arg(long, value_delimiter = ',', default_value = "1,8,32")]
	pub groth16_inputs: Vec<u32>,

	/// Numbers of proofs k for the Groth16 batch rows (BLS12-381 and BN254, keys of 1 and 8
	/// public inputs: ark-groth16 one by one in pure Wasm vs hostcurves' batch verification).
	#[arg(long, value_delimiter = ',', default_value = "1,4,16,64")]
	pub batch_sizes: Vec<u32>,

	/// Repetitions: frame-benchmarking's `--repeat` for the extrinsic times, and the number
	/// of interleaved (pure Wasm, host, native) rounds per row.
	#[arg(long, default_value_t = 10)]
	pub repeat: u32,

	/// Directory that receives report.md, report.json and report.svg (created if missing).
	#[arg(long, default_value = "report")]
	pub out_dir: PathBuf,

	/// Only these curves (report names: bls12_381, bls12_377, bw6_761, bn254,
	/// bandersnatch_te, bandersnatch_sw, ed_on_bls12_377); all by default.
	#[arg(long, value_delimiter = ',')]
	pub curves: Option<Vec<String>>,

	/// Only these operations (report names: pairing, msm_g1, msm_g2, mul_projective_g1,
	/// mul_projective_g2, mul_affine_g1, mul_affine_g2, decode_g1, decode_g2,
	/// groth16_verify, groth16_batch_1, groth16_batch_8, msm, mul_projective, mul_affine,
	/// decode, echo_g1); all by default.
	#[arg(long, value_delimiter = ',')]
	pub ops: Option<Vec<String>>,

	/// Least time spent on interleaved (host, native) rounds per row, in milliseconds: the
	/// machine's noise comes in phases of seconds, and the fastest sample needs a quiet
	/// phase in both columns. 0 takes exactly `--repeat` rounds (a quick correctness run).
	#[arg(long, default_value_t = 3000)]
	pub budget_ms: u64,

	/// Hide the progress bar (for logs).
	#[arg(long)]
	pub no_progress: bool,
}

impl ReportCmd {
	/// The MSM and echo sizes this run measures.
	pub fn sizes(&self) -> Vec<u32> {
		match (&self.sizes, self.full) {
			(Some(sizes), _) => sizes.clone(),
			(None, true) => vec![1, 10, 100, 1000],
			(None, false) => vec![1, 10, 100],
		}
	}

	/// Whether this run measures `kind`: its curve is among `--curves` and its name among
	/// `--ops` (each list: all when absent).
	pub fn wants(&self, kind: pallet_hostcurves::OpKind) -> bool {
		let listed = |list: &Option<Vec<String>>, name: &str| {
			list.as_ref().is_none_or(|l| l.iter().any(|x| x == name))
		};
		listed(&self.curves, kind.curve()) && listed(&self.ops, kind.name())
	}
}
