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
/// `report.json`: `{"machine": {...}, "rows": [{curve, op, n, wasm_us, host_us, native_us, ...}]}`.
struct Json;
/// `report.svg`: speed-up of the host path over pure Wasm per row, as a bar chart.
struct Svg;

/// Writes every format into `dir`.
pub fn write_all(
	dir: &Path,
	machine: &Machine,
	rows: &[Row],
	cmd: &ReportCmd,
) -> anyhow::Result<()> {
	let exporters: [&dyn Exporter; 3] = [&Markdown, &Json, &Svg];
	for exporter in exporters {
		let path = dir.join(exporter.file_name());
		let bytes = exporter.serialize(machine, rows, cmd)?;
		std::fs::write(&path, bytes).with_context(|| format!("writing {}", path.display()))?;
	}
	Ok(())
}

/// The Markdown table, also printed at the end of a run.
pub fn markdown(machine: &Machine, rows: &[Row], budget_ms: u64) -> String {
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
	let _ = writeln!(
		s,
		"Times in µs, the fastest sample of each column. Samples are taken in turn: {} rounds \
		 of (pure Wasm, host, native), then more (host, native) rounds until {} ms have passed \
		 (counts and medians in report.json: on this shared machine a median drifts by tens of \
		 percent within seconds, a minimum by a few). Pure Wasm and host: the \
		 operation inside the compiled runtime (plain arkworks vs hostcurves' types), timed by \
		 the runtime itself from decoded arguments to the result before encoding (Groth16, n \
		 public inputs, after the checked decoding: pure Wasm is ark-groth16, preparing the key \
		 on every call as published pallets do; host and native are hostcurves' verifier with \
		 the key prepared beforehand, as the verifier pallet's `register_verification_key` \
		 stores it, so one MSM, one three-pair Miller loop and one final exponentiation; the \
		 host extrinsic is `groth16_verify`, which checks and prepares the key in the call). \
		 Native: the same computation on the same input \
		 bytes compiled natively, where hostcurves' types call the host kernels directly (so \
		 host/native is the cost of the boundary and the Wasm-side work around it). The three \
		 columns' outputs were checked to be byte-identical to plain arkworks run natively \
		 (in the first round; every round runs the same input bytes). Extrinsic: the whole extrinsic (dispatch, argument decoding, event) as \
		 frame-benchmarking times it for the weights, pure Wasm / host.\n",
		rows.first().map_or(0, |r| r.samples),
		budget_ms
	);
	let _ = writeln!(
		s,
		"| curve | operation | n | pure Wasm µs | host µs | speed-up | native µs | host/native | extrinsic µs (Wasm / host) |"
	);
	let _ = writeln!(s, "|---|---|---:|---:|---:|---:|---:|---:|---:|");
	for r in rows {
		let _ = writeln!(
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
			r.wasm_extrinsic_us,
			r.host_extrinsic_us
		);
	}
	s.push_str(&super::batches::markdown(rows));
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
		Ok(markdown(machine, rows, cmd.budget_ms).into_bytes())
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
			"repeat": cmd.repeat,
			"units": "µs; wasm_us/host_us/native_us = fastest of `samples` interleaved rounds, *_median_us = medians, *_extrinsic_us = frame-benchmarking extrinsic time (fastest)",
			"rows": rows,
			"groth16_batches": super::batches::per_proof(rows),
		});
		Ok(serde_json::to_vec_pretty(&value)?)
	}
}

impl Exporter for Svg {
	fn file_name(&self) -> &'static str {
		"report.svg"
	}
	fn serialize(
		&self,
		machine: &Machine,
		rows: &[Row],
		_cmd: &ReportCmd,
	) -> anyhow::Result<Vec<u8>> {
		use plotters::prelude::*;
		let mut svg = String::new();
		{
			let width = 120 + 70 * rows.len() as u32;
			let root = SVGBackend::with_string(&mut svg, (width, 520)).into_drawing_area();
			root.fill(&WHITE).map_err(|e| anyhow::anyhow!("{e:?}"))?;
			let top = rows.iter().map(|r| r.speedup).fold(1.0, f64::max) * 1.15;
			let labels: Vec<String> = rows
				.iter()
				.map(|r| format!("{} {} n={}", r.curve, r.op, r.n))
				.collect();
			let mut chart = ChartBuilder::on(&root)
				.caption(
					format!("Host path speed-up over pure Wasm ({})", machine.cpu),
					("sans-serif", 16),
				)
				.margin(12)
				.x_label_area_size(150)
				.y_label_area_size(50)
				.build_cartesian_2d((0..rows.len()).into_segmented(), 0.0..top)
				.map_err(|e| anyhow::anyhow!("{e:?}"))?;
			chart
				.configure_mesh()
				.disable_x_mesh()
				.y_desc("speed-up (×)")
				.x_labels(rows.len())
				.x_label_style(
					("sans-serif", 11)
						.into_font()
						.transform(FontTransform::Rotate90),
				)
				.x_label_formatter(&|v| match v {
					SegmentValue::CenterOf(i) => labels.get(*i).cloned().unwrap_or_default(),
					_ => String::new(),
				})
				.draw()
				.map_err(|e| anyhow::anyhow!("{e:?}"))?;
			chart
				.draw_series(rows.iter().enumerate().map(|(i, r)| {
					Rectangle::new(
						[
							(SegmentValue::Exact(i), 0.0),
							(SegmentValue::Exact(i + 1), r.speedup),
						],
						BLUE.mix(0.7).filled(),
					)
				}))
				.map_err(|e| anyhow::anyhow!("{e:?}"))?;
			root.present().map_err(|e| anyhow::anyhow!("{e:?}"))?;
		}
		Ok(svg.into_bytes())
	}
}
