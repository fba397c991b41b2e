//! Runs the report: Wasm timings, native timings, output checks, then the writers.

use super::{interleaved, machine::Machine, rows, rows::Row, wasm, writer, ReportCmd};
use anyhow::{anyhow, Context};
use hostcurves_runtime::client::WasmRuntime;
use indicatif::{ProgressBar, ProgressStyle};
use pallet_hostcurves::{inputs, Backend, OpKind};

/// Runs `hostcurves-bench report` as configured by `cmd`.
pub fn run(cmd: &ReportCmd) -> anyhow::Result<()> {
	let machine = Machine::current();
	let sizes = cmd.sizes();
	let plan = rows::plan(&sizes, |c| cmd.wants_curve(c));
	if plan.is_empty() {
		return Err(anyhow!("no rows: --curves names no known curve"));
	}
	let mut fixed: Vec<OpKind> = plan.iter().map(|r| r.0).filter(|k| !k.is_sized()).collect();
	let mut sized: Vec<OpKind> = plan.iter().map(|r| r.0).filter(|k| k.is_sized()).collect();
	fixed.dedup();
	sized.dedup();

	// One PalletCmd pass for the fixed-size operations, one per size for the others (the
	// extrinsic times), then one step per row for the side-by-side rounds.
	let progress = if cmd.no_progress {
		ProgressBar::hidden()
	} else {
		ProgressBar::new(0)
	};
	progress.set_length((1 + sizes.len() + plan.len()) as u64);
	progress.set_style(
		ProgressStyle::with_template("{elapsed_precise} [{bar:30}] {pos}/{len} {msg}")
			.unwrap_or_else(|_| ProgressStyle::default_bar()),
	);

	let runtime_path = crate::pallet::bundled_runtime_path()?;
	let mut times = wasm::WasmTimes::new();
	progress.set_message("frame-benchmarking: pairing, mul, groth16");
	if !fixed.is_empty() {
		wasm::measure(&runtime_path, &fixed, 1, cmd.repeat, &mut times)?;
	}
	progress.inc(1);
	for &n in &sizes {
		progress.set_message(format!("frame-benchmarking: msm, decode, echo, n = {n}"));
		if !sized.is_empty() {
			wasm::measure(&runtime_path, &sized, n, cmd.repeat, &mut times)?;
		}
		progress.inc(1);
	}
	let _ = std::fs::remove_file(&runtime_path);

	let runtime = WasmRuntime::new()?;
	let mut table = Vec::with_capacity(plan.len());
	for &(kind, n) in &plan {
		progress.set_message(format!(
			"side by side: {} {} n = {n}",
			kind.curve(),
			kind.name()
		));
		let op = inputs::operation(kind, n);
		let budget = std::time::Duration::from_millis(cmd.budget_ms);
		let m = interleaved::measure(&runtime, kind, n, &op, cmd.repeat, budget)?;
		let extrinsic = |backend| {
			times
				.get(&(kind, backend, n))
				.map(|s| s.min_us)
				.ok_or_else(|| anyhow!("no benchmark result for {kind:?} n={n}"))
		};
		table.push(Row {
			curve: kind.curve(),
			op: kind.name(),
			n,
			wasm_us: m.wasm.min_us,
			host_us: m.host.min_us,
			native_us: m.native.min_us,
			speedup: m.wasm.min_us / m.host.min_us,
			host_over_native: m.host.min_us / m.native.min_us,
			wasm_median_us: m.wasm.median_us,
			host_median_us: m.host.median_us,
			native_median_us: m.native.median_us,
			samples: m.wasm.samples,
			host_samples: m.host.samples,
			wasm_extrinsic_us: extrinsic(Backend::Arkworks)?,
			host_extrinsic_us: extrinsic(Backend::Host)?,
		});
		progress.inc(1);
	}
	progress.finish_and_clear();

	std::fs::create_dir_all(&cmd.out_dir)
		.with_context(|| format!("creating {}", cmd.out_dir.display()))?;
	writer::write_all(&cmd.out_dir, &machine, &table, cmd)?;
	print!("{}", writer::markdown(&machine, &table, cmd.budget_ms));
	println!(
		"\nWritten to {}/report.{{md,json,svg}}",
		cmd.out_dir.display()
	);
	Ok(())
}
