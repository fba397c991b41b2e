//! The Groth16 batch rows read per proof, next to single verification from the same run.

use super::rows::Row;
use serde::Serialize;
use std::fmt::Write;

/// One batch row per proof: `k` proofs against a key of `inputs` public inputs.
#[derive(Debug, Clone, Serialize)]
pub struct BatchRow {
	/// Curve name (`bls12_381`, `bn254`).
	pub curve: &'static str,
	/// Public inputs of the key.
	pub inputs: u32,
	/// Proofs in the batch.
	pub k: u32,
	/// ark-groth16 one by one in pure Wasm, per proof, µs.
	pub wasm_per_proof_us: f64,
	/// hostcurves' batch verification through the host, per proof, µs.
	pub host_per_proof_us: f64,
	/// The same natively, per proof, µs.
	pub native_per_proof_us: f64,
	/// hostcurves' single verification through the host (`groth16_verify` with as many
	/// inputs, same run), µs, when that row was measured.
	pub host_single_us: Option<f64>,
	/// `host_per_proof_us / host_single_us`.
	pub host_batch_over_single: Option<f64>,
}

/// The batch rows of `rows`, per proof, with the single-verification row of the same curve
/// and input count.
pub fn per_proof(rows: &[Row]) -> Vec<BatchRow> {
	rows.iter()
		.filter_map(|r| {
			let inputs = r.op.strip_prefix("groth16_batch_")?.parse::<u32>().ok()?;
			let k = f64::from(r.n.max(1));
			let single = rows
				.iter()
				.find(|s| s.curve == r.curve && s.op == "groth16_verify" && s.n == inputs)
				.map(|s| s.host_us);
			let host = r.host_us / k;
			Some(BatchRow {
				curve: r.curve,
				inputs,
				k: r.n,
				wasm_per_proof_us: r.wasm_us / k,
				host_per_proof_us: host,
				native_per_proof_us: r.native_us / k,
				host_single_us: single,
				host_batch_over_single: single.map(|s| host / s),
			})
		})
		.collect()
}

/// The Markdown section of the batch rows (empty when there are none).
pub fn markdown(rows: &[Row]) -> String {
	let batches = per_proof(rows);
	let mut s = String::new();
	if batches.is_empty() {
		return s;
	}
	let _ = writeln!(
		s,
		"\n## Groth16 batches, per proof\n\nThe `groth16_batch_<inputs>` rows divided by the \
		 number of proofs k: pure Wasm is ark-groth16 verifying the proofs one by one (the key \
		 prepared once); host and native are hostcurves' batch verification (a random linear \
		 combination with Fiat–Shamir coefficients `a + b·λ` of 64-bit halves: k − 1 two-point \
		 G1 MSMs over 64 bits and two G1 multiplications, two MSMs, one Miller loop over k + 2 \
		 pairs, one final exponentiation, no exponentiation in GT). Single: the host `groth16_verify` \
		 row of the same run with as many inputs (one MSM, one three-pair Miller loop, one \
		 final exponentiation per proof).\n"
	);
	let _ = writeln!(
		s,
		"| curve | inputs | k | pure Wasm µs/proof | host µs/proof | native µs/proof | host single µs | host batch / single |"
	);
	let _ = writeln!(s, "|---|---:|---:|---:|---:|---:|---:|---:|");
	for b in &batches {
		let single = b.host_single_us.map_or("–".into(), |v| format!("{v:.1}"));
		let ratio = b
			.host_batch_over_single
			.map_or("–".into(), |v| format!("{v:.2}"));
		let _ = writeln!(
			s,
			"| {} | {} | {} | {:.1} | {:.1} | {:.1} | {single} | {ratio} |",
			b.curve, b.inputs, b.k, b.wasm_per_proof_us, b.host_per_proof_us, b.native_per_proof_us
		);
	}
	s
}
