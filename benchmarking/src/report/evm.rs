//! The EVM precompile rows read per unit of gas: is the EIP's price safe on each path?

use super::rows::Row;
use serde::Serialize;
use std::fmt::Write;

/// One EVM precompile row per gas.
#[derive(Debug, Clone, Serialize)]
pub struct GasRow {
	/// Curve name (`bn254`, `bls12_381`).
	pub curve: &'static str,
	/// Operation name (`evm_pairing`, `evm_g1msm`, …).
	pub op: &'static str,
	/// Pairs (MSMs, pairings), 1 for the others.
	pub n: u32,
	/// The gas the EIP prices this input at.
	pub gas: u64,
	/// Pure Wasm, ns per gas.
	pub wasm_ns_per_gas: f64,
	/// Host path, ns per gas.
	pub host_ns_per_gas: f64,
	/// Native, ns per gas.
	pub native_ns_per_gas: f64,
	/// The gas the host path gets through per second of compute, millions.
	pub host_mgas_per_s: f64,
}

/// The EVM rows of `rows` (those with a price), per gas.
pub fn per_gas(rows: &[Row]) -> Vec<GasRow> {
	rows.iter()
		.filter_map(|r| {
			let gas = r.evm_gas.filter(|g| *g > 0)?;
			let per_gas = |us: f64| us * 1000.0 / gas as f64;
			Some(GasRow {
				curve: r.curve,
				op: r.op,
				n: r.n,
				gas,
				wasm_ns_per_gas: per_gas(r.wasm_us),
				host_ns_per_gas: per_gas(r.host_us),
				native_ns_per_gas: per_gas(r.native_us),
				host_mgas_per_s: gas as f64 / r.host_us,
			})
		})
		.collect()
}

/// The Markdown section of the EVM rows (empty when there are none).
pub fn markdown(rows: &[Row]) -> String {
	let gas_rows = per_gas(rows);
	let mut s = String::new();
	if gas_rows.is_empty() {
		return s;
	}
	let _ = writeln!(
		s,
		"\n## EVM precompiles, per gas\n\nThe `evm_*` rows (`hostcurves-evm`: BN254's EIP-196/197 \
		 precompiles priced by EIP-1108, BLS12-381's EIP-2537) divided by the gas the EIP prices \
		 their input at (n = pairs). An EVM chain charges weight per gas at one ratio for every \
		 opcode and precompile, so a precompile whose ns/gas is far above the others' is \
		 under-priced on that path. Mgas/s: the gas the host path gets through per second of \
		 compute.\n"
	);
	let _ = writeln!(
		s,
		"| curve | precompile | n | gas | pure Wasm ns/gas | host ns/gas | native ns/gas | host Mgas/s |"
	);
	let _ = writeln!(s, "|---|---|---:|---:|---:|---:|---:|---:|");
	for g in &gas_rows {
		let _ = writeln!(
			s,
			"| {} | {} | {} | {} | {:.2} | {:.2} | {:.2} | {:.1} |",
			g.curve,
			g.op,
			g.n,
			g.gas,
			g.wasm_ns_per_gas,
			g.host_ns_per_gas,
			g.native_ns_per_gas,
			g.host_mgas_per_s
		);
	}
	s
}
