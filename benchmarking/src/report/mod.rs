//! `hostcurves-bench report`: pure Wasm vs host path vs native, per operation and size.
//!
//! Steps, all in one process:
//! 1. with `--extrinsics`, every selected benchmark of pallet-hostcurves-bench runs on the compiled
//!    runtime in both backends (frame-benchmarking-cli's `PalletCmd` in a child process,
//!    [`extrinsics`]): the extrinsic times behind the weights;
//! 2. [`sampler`]: sweeps over every row take (pure Wasm, host path, native) samples of the
//!    same computation on the same inputs in turn (the runtime times itself with
//!    frame-benchmarking's clock, [`native`] times the same code natively), checking that
//!    all three outputs are byte-identical to plain arkworks (or the run fails); then the
//!    time budget buys more samples for the columns whose fastest samples still disagree;
//! 3. [`writer`] writes `report.md`, `report.json`, and [`chart`] `report.svg` and
//!    `report.png`; the table is printed; with `--compare`, [`compare`] sets each row against
//!    an earlier report.

mod batches;
mod chart;
pub mod command;
mod compare;
mod evm;
mod extrinsics;
mod machine;
mod native;
pub(crate) mod progress;
mod rows;
pub(crate) mod sampler;
mod stats;
mod verifiers;
mod writer;

use std::path::PathBuf;

/// Arguments of `hostcurves-bench report`.
#[derive(Debug, clap::Args)]
pub struct ReportCmd {
	/// Also measure n = 1000 (MSM, checked-decoding and echo rows), the slowest rows.
	#[arg(long)]
	pub full: bool,

	/// Measure the portable runtime (hostcurves-bench-runtime's portable blob: the same source built with
	/// the feature `rfc163`, importing only RFC-0163's host functions; checked decoding and
	/// the curves outside the standard run in Wasm) instead of the full one. The native
	/// column stays hostcurves' full native path. Not with `--extrinsics` (frame-benchmarking
	/// needs a runtime built with runtime-benchmarks).
	#[arg(long, conflicts_with = "extrinsics")]
	pub portable: bool,

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

	/// Numbers of BLS public keys for the BLS12-381 `aggregate_g1` rows (compressed keys,
	/// checked) and `fast_aggregate_verify` rows (a registered committee, every member
	/// signing); 512 is Ethereum's sync committee.
	#[arg(long, value_delimiter = ',', default_value = "1,64,512")]
	pub bls_sizes: Vec<u32>,

	/// Numbers of pairs for the EVM precompile rows whose input is a sequence (BN254 PAIRING,
	/// BLS12-381 G1MSM, G2MSM, PAIRING_CHECK), replacing each one's defaults (PAIRING 2,4;
	/// G1MSM 1,16,128; G2MSM 16; PAIRING_CHECK 2).
	#[arg(long, value_delimiter = ',')]
	pub evm_sizes: Option<Vec<u32>>,

	/// Sweeps over every row before the budget is spent: each takes at least one sample
	/// per column (more for cheap columns). With `--extrinsics`, also frame-benchmarking's
	/// `--repeat`.
	#[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
	pub repeat: u32,

	/// Directory that receives report.md, report.json, report.svg and report.png (created
	/// if missing), and frame-benchmarking.log with `--extrinsics`.
	#[arg(long, default_value = "report")]
	pub out_dir: PathBuf,

	/// Only these curves (report names: bls12_381, bls12_377, bw6_761, bn254,
	/// bandersnatch_te, bandersnatch_sw, ed_on_bls12_377, pallas, vesta); all by default.
	#[arg(long, value_delimiter = ',')]
	pub curves: Option<Vec<String>>,

	/// Only these operations (report names: pairing, msm_g1, msm_g2, mul_projective_g1,
	/// mul_projective_g2, mul_affine_g1, mul_affine_g2, decode_g1, decode_g2,
	/// groth16_verify, groth16_batch_1, groth16_batch_8, hash_to_g2, aggregate_g1,
	/// fast_aggregate_verify, verify_beacon, msm, mul_projective, mul_affine, decode, evm_add, evm_mul,
	/// evm_pairing, evm_point_evaluation, evm_g1add, evm_g1msm, evm_g2add, evm_g2msm, evm_pairing_check,
	/// evm_map_fp_to_g1, evm_map_fp2_to_g2, echo_g1); all by default.
	#[arg(long, value_delimiter = ',')]
	pub ops: Option<Vec<String>>,

	/// Time for more samples after the sweeps, for the whole run, in milliseconds. It goes
	/// to the rows with a column whose two fastest calls still differ by more than 1 %,
	/// noisiest first, one call of each such column per pass (host and native together). 0
	/// takes exactly `--repeat` sweeps (a quick correctness run).
	#[arg(long, default_value_t = 60_000)]
	pub budget_ms: u64,

	/// Also time every extrinsic with frame-benchmarking (`PalletCmd`, as for the weights)
	/// in this run; without it the report shows the weights the runtime charges. Adds a few
	/// minutes to a default run.
	#[arg(long)]
	pub extrinsics: bool,

	/// An earlier report.json (same machine) to compare with: per row and column, the change
	/// and whether it exceeds the noise both runs saw; written to compare.md and printed.
	#[arg(long, value_name = "OLD/report.json")]
	pub compare: Option<PathBuf>,

	/// With `--compare`: exit with an error when a host or native column is slower than in
	/// the earlier report by more than this (e.g. `10%`) and by more than the noise.
	#[arg(long, value_name = "PERCENT", requires = "compare", value_parser = parse_percent)]
	pub fail_above: Option<f64>,

	/// Print frame-benchmarking's output instead of writing it to frame-benchmarking.log.
	#[arg(short, long)]
	pub verbose: bool,

	/// Hide the progress bar (for logs).
	#[arg(long)]
	pub no_progress: bool,
}

/// `10%` or `10` → 0.10.
fn parse_percent(s: &str) -> Result<f64, String> {
	let number = s.trim().trim_end_matches('%').trim();
	match number.parse::<f64>() {
		Ok(p) if p.is_finite() && p >= 0.0 => Ok(p / 100.0),
		_ => Err(format!("expected a percentage such as 10%, got {s:?}")),
	}
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
	pub fn wants(&self, kind: hostcurves_bench_operations::OpKind) -> bool {
		let listed = |list: &Option<Vec<String>>, name: &str| {
			list.as_ref().is_none_or(|l| l.iter().any(|x| x == name))
		};
		listed(&self.curves, kind.curve()) && listed(&self.ops, kind.name())
	}
}

#[cfg(test)]
mod tests {
	use super::parse_percent;

	#[test]
	fn percentages_parse_with_or_without_the_sign() {
		assert_eq!(parse_percent("10%"), Ok(0.1));
		assert_eq!(parse_percent(" 2.5 "), Ok(0.025));
		assert!(parse_percent("-1%").is_err());
		assert!(parse_percent("ten").is_err());
	}
}
