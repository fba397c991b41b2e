//! The verifier table: one row per proof system × curve × statement, verification in pure
//! Wasm, through the host and natively, in the shape of ckb-zkp's benchmark (the table users
//! compare VMs by): what it costs a runtime to verify each kind of proof hostcurves verifies.

use super::rows::Row;
use serde::Serialize;
use std::fmt::Write;

/// One verifier row: a report row read as a verification.
#[derive(Debug, Clone, Serialize)]
pub struct VerifierRow {
	/// The proof system as users name it (`Groth16`, `PLONK (snarkjs)`, …).
	pub system: &'static str,
	/// The curve (`bls12_381`, `bn254`, …).
	pub curve: &'static str,
	/// What is verified (`17 public inputs`, `batch of 8, per proof`, …).
	pub statement: String,
	/// The report row it comes from (`op`, `n`).
	pub op: &'static str,
	/// The row's size.
	pub n: u32,
	/// Pure Wasm, ms per proof.
	pub wasm_ms: f64,
	/// Through the host, ms per proof.
	pub host_ms: f64,
	/// Natively, ms per proof.
	pub native_ms: f64,
	/// `wasm_ms / host_ms`.
	pub speedup: f64,
	/// `host_ms / native_ms`.
	pub host_over_native: f64,
}

/// The proof system and statement of a report row that is a verification, and how many
/// proofs it verifies (its times are divided by that), or `None`.
fn describe(r: &Row) -> Option<(&'static str, String, u32)> {
	let n = r.n;
	Some(match r.op {
		"groth16_verify" => (
			"Groth16",
			format!("{n} public input{}", if n == 1 { "" } else { "s" }),
			1,
		),
		"groth16_batch_1" => (
			"Groth16, batched",
			format!("batch of {n}, 1 input, per proof"),
			n,
		),
		"groth16_batch_8" => (
			"Groth16, batched",
			format!("batch of {n}, 8 inputs, per proof"),
			n,
		),
		"evm_point_evaluation" => (
			"KZG opening (EIP-4844)",
			"point evaluation, precompile 0x0a".into(),
			1,
		),
		"plonk_verify" => ("PLONK (snarkjs)", "17 public inputs".into(), 1),
		"fflonk_verify" => ("fflonk (snarkjs)", "17 public inputs".into(), 1),
		"ring_vrf_verify" => (
			"Ring VRF (ark-vrf)",
			"ring of 1 791, 256-byte input".into(),
			1,
		),
		"ring_vrf_verify_sp_crypto_ec_utils" => (
			"Ring VRF (ark-vrf's verifier, sp-crypto-ec-utils' types)",
			"ring of 1 791, 256-byte input".into(),
			1,
		),
		"verify_beacon" => ("BLS signature (min-sig, drand)", "one round".into(), 1),
		"fast_aggregate_verify" => (
			"BLS FastAggregateVerify (min-pk)",
			format!("{n} keys, 256-byte message"),
			1,
		),
		_ => return None,
	})
}

/// The verifier rows of `rows`, in report order.
pub fn table(rows: &[Row]) -> Vec<VerifierRow> {
	rows.iter()
		.filter_map(|r| {
			let (system, statement, proofs) = describe(r)?;
			let per = f64::from(proofs.max(1)) * 1000.0;
			Some(VerifierRow {
				system,
				curve: r.curve,
				statement,
				op: r.op,
				n: r.n,
				wasm_ms: r.wasm_us / per,
				host_ms: r.host_us / per,
				native_ms: r.native_us / per,
				speedup: r.speedup,
				host_over_native: r.host_over_native,
			})
		})
		.collect()
}

/// The Markdown section of the verifier rows (empty when there are none).
pub fn markdown(rows: &[Row]) -> String {
	let table = table(rows);
	let mut s = String::new();
	if table.is_empty() {
		return s;
	}
	let _ = writeln!(
		s,
		"\n## Verifiers\n\nThe rows above that verify a proof or a signature, one per proof \
		 system, curve and statement, in ms per proof (a batch's time divided by its proofs): \
		 pure Wasm (plain arkworks in the runtime), through hostcurves' host functions, natively. \
		 Each is the verification a verifier-pallet call runs on a registered key (Groth16's key \
		 prepared, PLONK's and fflonk's checked, the ring's commitment validated), the proof's \
		 points decoded with every check.\n"
	);
	let _ = writeln!(
		s,
		"| proof system | curve | statement | pure Wasm ms | host ms | native ms | speed-up | host/native |"
	);
	let _ = writeln!(s, "|---|---|---|---:|---:|---:|---:|---:|");
	for v in &table {
		let _ = writeln!(
			s,
			"| {} | {} | {} | {:.3} | {:.3} | {:.3} | {:.2}× | {:.2} |",
			v.system,
			v.curve,
			v.statement,
			v.wasm_ms,
			v.host_ms,
			v.native_ms,
			v.speedup,
			v.host_over_native
		);
	}
	s
}

#[cfg(test)]
mod tests {
	use super::*;

	fn row(op: &'static str, n: u32, wasm_us: f64, host_us: f64, native_us: f64) -> Row {
		Row {
			curve: "bn254",
			op,
			n,
			wasm_us,
			host_us,
			native_us,
			speedup: wasm_us / host_us,
			host_over_native: host_us / native_us,
			wasm_median_us: wasm_us,
			host_median_us: host_us,
			native_median_us: native_us,
			wasm_samples: 1,
			host_samples: 1,
			native_samples: 1,
			wasm_gap: None,
			host_gap: None,
			native_gap: None,
			wasm_weight_us: 0.0,
			host_weight_us: 0.0,
			wasm_extrinsic_us: None,
			host_extrinsic_us: None,
			evm_gas: None,
		}
	}

	#[test]
	fn verifications_are_read_per_proof_and_other_rows_left_out() {
		let rows = [
			row("pairing", 1, 5000.0, 800.0, 700.0),
			row("plonk_verify", 1, 12_000.0, 2_000.0, 1_600.0),
			row("groth16_batch_8", 16, 64_000.0, 16_000.0, 8_000.0),
		];
		let table = table(&rows);
		assert_eq!(table.len(), 2);
		assert_eq!(
			(table[0].system, table[0].wasm_ms, table[0].host_ms),
			("PLONK (snarkjs)", 12.0, 2.0)
		);
		// A batch of 16: 16 ms through the host is 1 ms per proof; the ratios are the row's.
		assert_eq!(
			(table[1].host_ms, table[1].native_ms, table[1].speedup),
			(1.0, 0.5, 4.0)
		);
		assert_eq!(table[1].statement, "batch of 16, 8 inputs, per proof");
		assert!(markdown(&rows).contains("| PLONK (snarkjs) | bn254 | 17 public inputs | 12.000 | 2.000 | 1.600 | 6.00× | 1.25 |"));
		assert_eq!(markdown(&rows[..1]), "");
	}
}
