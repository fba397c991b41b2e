//! Runs the report: Wasm timings, native timings, output checks, then the writers.

use super::{interleaved, machine::Machine, rows, rows::Row, wasm, writer, ReportCmd};
use anyhow::{anyhow, Context};
use hostcurves_runtime::client::WasmRuntime;
use indicatif::{ProgressBar, ProgressStyle};
use pallet_hostcurves::{inputs, Backend, OpKind};
use std::collections::BTreeMap;

/// Runs `hostcurves-bench report` as configured by `cmd`.
pub fn run(cmd: &ReportCmd) -> anyhow::Result<()> {
	let machine = Machine::current();
	let plan = rows::plan(&cmd.sizes(), &cmd.groth16_inputs, &cmd.batch_sizes, |k| {
		cmd.wants(k)
	});
	if plan.is_empty() {
		return Err(anyhow!("no rows: --curves and --ops select no operation"));
	}
	// One PalletCmd pass per size n over the operations measured at n (the extrinsic times),
	// then one step per row for the side-by-side rounds.
	let mut by_size: BTreeMap<u32, Vec<OpKind>> = BTreeMap::new();
	for &(kind, n) in &plan {
		by_size.entry(n).or_default().push(kind);
	}
	let progress = if cmd.no_progress {
		ProgressBar::hidden()
	} else {
		ProgressBar::new(0)
	};
	progress.set_length((by_size.len() + plan.len()) as u64);
	progress.set_style(
		ProgressStyle::with_template("{elapsed_precise} [{bar:30}] {pos}/{len} {msg}")
			.unwrap_or_else(|_| ProgressStyle::default_bar()),
	);

	let runtime_path = crate::pallet::bundled_runtime_path()?;
	let mut times = wasm::WasmTimes::new();
	for (&n, kinds) in &by_size {
		progress.set_message(format!(
			"frame-benchmarking: {} benchmarks at n = {n}",
			2 * kinds.len()
		));
		wasm::measure(&runtime_path, kinds, n, cmd.repeat, &mut times)?;
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
