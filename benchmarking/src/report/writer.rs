//! Writes a report in each format through one [`Exporter`] per format (as hyperfine does).

use super::{machine::Machine, rows::Row, ReportCmd};
use anyhow::Context;
use std::{fmt::Write as _, path::Path};

/// One output format of the report.
trait Exporter {
	/// The file name inside the output directory.
	fn file_name(&self) -> &'static str;
	/// The file's bytes.
	fn serialize(
		&self,
		machine: &Machine,
		rows: &[Row],
		cmd: &ReportCmd,
	) -> anyhow::Result<Vec<u8>>;
}

/// `report.md`: the table users read.
struct Markdown;
/// `report.json`: `{"machine": {...}, "rows": [{curve, op, n, wasm_us, host_us, native_us, ...}],
/// "groth16_batches", "evm_per_gas", "verifiers": [{system, curve, statement, wasm_ms, ...}]}`.
struct Json;
/// The chart ([`super::chart`]) in one format.
struct Chart {
	file_name: &'static str,
	draw: fn(&Machine, &[Row]) -> anyhow::Result<Vec<u8>>,
}
/// `report.svg`.
const SVG: Chart = Chart {
	file_name: "report.svg",
	draw: super::chart::svg,
};
/// `report.png`.
const PNG: Chart = Chart {
	file_name: "report.png",
	draw: super::chart::png,
};

/// Writes every format into `dir`.
pub fn write_all(
	dir: &Path,
	machine: &Machine,
	rows: &[Row],
	cmd: &ReportCmd,
) -> anyhow::Result<()> {
	let exporters: [&dyn Exporter; 4] = [&Markdown, &Json, &SVG, &PNG];
	for exporter in exporters {
		let path = dir.join(exporter.file_name());
		let bytes = exporter.serialize(machine, rows, cmd)?;
		std::fs::write(&path, bytes).with_context(|| format!("writing {}", path.display()))?;
	}
	Ok(())
}

/// The Markdown table, also printed at the end of a run.
pub fn markdown(machine: &Machine, rows: &[Row], cmd: &ReportCmd) -> String {
	let mut s = String::new();
	let _ = writeln!(s, "# hostcurves report: pure Wasm vs host call vs native\n");
	let _ = writeln!(
		s,
		"Measured {} on {} ({} cores), hostcurves-bench {} at commit {}, {}, wasmtime {}, one \
		 run: `{}`.\n",
		machine.date,
		machine.cpu,
		machine.cores,
		machine.version,
		machine.commit,
		machine.rustc,
		machine.wasmtime,
		machine.command
	);
	if cmd.portable {
		let _ = writeln!(
			s,
			"**Portable runtime** (hostcurves-bench-runtime's portable blob, feature `rfc163`): the host \
			 column calls only RFC-0163's functions; checked decoding, BLS hashing and \
			 aggregation and the curves outside the standard run in Wasm.\n"
		);
	}
	let columns = rows.len() * 3;
	let settled = rows
		.iter()
		.flat_map(|r| [r.wasm_gap, r.host_gap, r.native_gap])
		.filter(|g| g.is_some_and(|g| g <= super::sampler::SETTLED_GAP))
		.count();
	let _ = writeln!(
		s,
		"Times in µs, the fastest sample of each column. Samples: {} sweeps over every row, each \
		 taking (pure Wasm, host, native) in turn, then {}; {settled} of {columns} columns \
		 ended with their two fastest calls within 1 % (counts, medians and gaps in \
		 report.json: on this shared machine a median drifts by tens of percent within \
		 seconds, a minimum much less). Pure Wasm and host: the operation inside the compiled \
		 runtime (plain arkworks vs hostcurves' types), timed by the runtime itself from \
		 decoded arguments to the result before encoding (Groth16, n public inputs, after the \
		 checked decoding: pure Wasm is ark-groth16, preparing the key on every call as \
		 published pallets do; host and native are hostcurves' verifier with the key prepared \
		 beforehand, as the verifier pallet's `register_verification_key` stores it, so one \
		 MSM, one three-pair Miller loop and one final exponentiation). Native: the same \
		 computation on the same input bytes compiled natively, where hostcurves' types call \
		 the host kernels directly (so host/native is the cost of the boundary and the \
		 Wasm-side work around it). Every column's output was checked to be byte-identical to \
		 plain arkworks run natively (on its first call; every call runs the same input \
		 bytes). Weight: what the runtime charges for the whole extrinsic (pallet-hostcurves-bench's \
		 generated weights, `ref_time` in µs), pure Wasm / host{}.\n",
		cmd.repeat.max(1),
		if cmd.budget_ms == 0 {
			"no more samples (no budget)".to_string()
		} else {
			format!(
				"up to {:.1} s of more samples for the rows with a column whose two fastest \
				 calls still differed by more than 1 %, noisiest first, host and native together",
				cmd.budget_ms as f64 / 1000.0
			)
		},
		if cmd.extrinsics {
			"; extrinsic: the whole extrinsic (dispatch, argument decoding, event) as \
			 frame-benchmarking timed it in this run, fastest sample"
		} else {
			""
		}
	);
	let _ = write!(
		s,
		"| curve | operation | n | pure Wasm µs | host µs | speed-up | native µs | host/native | weight µs (Wasm / host) |"
	);
	let _ = writeln!(
		s,
		"{}",
		if cmd.extrinsics {
			" extrinsic µs (Wasm / host) |"
		} else {
			""
		}
	);
	let _ = writeln!(
		s,
		"|---|---|---:|---:|---:|---:|---:|---:|---:|{}",
		if cmd.extrinsics { "---:|" } else { "" }
	);
	for r in rows {
		let _ = write!(
			s,
			"| {} | {} | {} | {:.1} | {:.1} | {:.2}× | {:.1} | {:.2} | {:.0} / {:.0} |",
			r.curve,
			r.op,
			r.n,
			r.wasm_us,
			r.host_us,
			r.speedup,
			r.native_us,
			r.host_over_native,
			r.wasm_weight_us,
			r.host_weight_us
		);
		if cmd.extrinsics {
			let us = |v: Option<f64>| v.map_or("–".into(), |v| format!("{v:.0}"));
			let _ = write!(
				s,
				" {} / {} |",
				us(r.wasm_extrinsic_us),
				us(r.host_extrinsic_us)
			);
		}
		let _ = writeln!(s);
	}
	s.push_str(&super::batches::markdown(rows));
	s.push_str(&super::evm::markdown(rows));
	s.push_str(&super::verifiers::markdown(rows));
	s
}

impl Exporter for Markdown {
	fn file_name(&self) -> &'static str {
		"report.md"
	}
	fn serialize(
		&self,
		machine: &Machine,
		rows: &[Row],
		cmd: &ReportCmd,
	) -> anyhow::Result<Vec<u8>> {
		Ok(markdown(machine, rows, cmd).into_bytes())
	}
}

impl Exporter for Json {
	fn file_name(&self) -> &'static str {
		"report.json"
	}
	fn serialize(
		&self,
		machine: &Machine,
		rows: &[Row],
		cmd: &ReportCmd,
	) -> anyhow::Result<Vec<u8>> {
		let value = serde_json::json!({
			"machine": machine,
			"sweeps": cmd.repeat.max(1),
			"budget_ms": cmd.budget_ms,
			"units": "µs; wasm_us/host_us/native_us = fastest sample of each column, *_median_us = medians, *_samples = counts, *_gap = (second fastest − fastest) / fastest, *_weight_us = charged weight (ref_time / 10^6), *_extrinsic_us = frame-benchmarking extrinsic time (fastest; --extrinsics only)",
			"rows": rows,
			"groth16_batches": super::batches::per_proof(rows),
			"evm_per_gas": super::evm::per_gas(rows),
			"verifiers": super::verifiers::table(rows),
		});
		Ok(serde_json::to_vec_pretty(&value)?)
	}
}

impl Exporter for Chart {
	fn file_name(&self) -> &'static str {
		self.file_name
	}
	fn serialize(
		&self,
		machine: &Machine,
		rows: &[Row],
		_cmd: &ReportCmd,
	) -> anyhow::Result<Vec<u8>> {
		(self.draw)(machine, rows)
	}
}
