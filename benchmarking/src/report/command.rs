//! Runs the report: extrinsic times (with `--extrinsics`), the sampled rows, the writers and
//! the comparison with an earlier report.

use super::{
	compare,
	extrinsics::{self, ExtrinsicTimes},
	machine::Machine,
	progress, rows,
	rows::Row,
	sampler::{self, RowSamples, Which},
	stats::Stats,
	writer, ReportCmd,
};
use anyhow::{anyhow, bail, Context};
use hostcurves_bench_operations::{Backend, OpKind};
use hostcurves_bench_runtime::client::WasmRuntime;
use pallet_hostcurves_bench::weight_of::weight_of;
use std::{
	collections::BTreeMap,
	time::{Duration, Instant},
};

/// The weights the runtime charges for pallet-hostcurves-bench's extrinsics.
type RuntimeWeights =
	<hostcurves_bench_runtime::Runtime as pallet_hostcurves_bench::Config>::WeightInfo;

/// Runs `hostcurves-bench report` as configured by `cmd`.
pub fn run(cmd: &ReportCmd) -> anyhow::Result<()> {
	let machine = Machine::current();
	let plan = rows::plan(
		&cmd.sizes(),
		&cmd.groth16_inputs,
		&cmd.batch_sizes,
		&cmd.bls_sizes,
		cmd.evm_sizes.as_deref(),
		|k| cmd.wants(k),
	);
	if plan.is_empty() {
		bail!("no rows: --curves and --ops select no operation");
	}
	// Read the earlier report first, so that a wrong path fails before minutes of measuring.
	let earlier = cmd.compare.as_deref().map(compare::load).transpose()?;
	std::fs::create_dir_all(&cmd.out_dir)
		.with_context(|| format!("creating {}", cmd.out_dir.display()))?;

	let extrinsic_times = if cmd.extrinsics {
		measure_extrinsics(cmd, &plan)?
	} else {
		ExtrinsicTimes::new()
	};
	let sampled = sample_rows(cmd, &plan)?;
	let table = sampled
		.iter()
		.map(|r| row(r, &extrinsic_times))
		.collect::<anyhow::Result<Vec<_>>>()?;

	writer::write_all(&cmd.out_dir, &machine, &table, cmd)?;
	print!("{}", writer::markdown(&machine, &table, cmd));
	println!(
		"\nWritten to {}/report.{{md,json,svg,png}}",
		cmd.out_dir.display()
	);

	if let Some(earlier) = earlier {
		let comparison = compare::compare(&earlier, &table);
		let text = compare::markdown(&comparison, cmd.compare.as_deref(), cmd.fail_above);
		let path = cmd.out_dir.join("compare.md");
		std::fs::write(&path, &text).with_context(|| format!("writing {}", path.display()))?;
		print!("\n{text}");
		if let Some(threshold) = cmd.fail_above {
			let regressions = comparison.regressions(threshold);
			if !regressions.is_empty() {
				bail!(
					"{} host or native columns are slower than in {} by more than {} % and the noise: {}",
					regressions.len(),
					cmd.compare.as_deref().unwrap_or_else(|| "the earlier report".as_ref()).display(),
					(threshold * 1000.0).round() / 10.0,
					regressions.join(", ")
				);
			}
		}
	}
	Ok(())
}

/// Times every planned extrinsic with frame-benchmarking, one `PalletCmd` run per size.
fn measure_extrinsics(cmd: &ReportCmd, plan: &[(OpKind, u32)]) -> anyhow::Result<ExtrinsicTimes> {
	let mut by_size: BTreeMap<u32, Vec<OpKind>> = BTreeMap::new();
	for &(kind, n) in plan {
		by_size.entry(n).or_default().push(kind);
	}
	let log = cmd.out_dir.join("frame-benchmarking.log");
	let _ = std::fs::remove_file(&log);
	let output = if cmd.verbose {
		extrinsics::Output::Inherit
	} else {
		extrinsics::Output::Log(&log)
	};
	let bar = progress::steps(
		"frame-benchmarking",
		by_size.len() as u64,
		cmd.no_progress || cmd.verbose,
	);
	let runtime_path = crate::pallet::bundled_runtime_path()?;
	let mut times = ExtrinsicTimes::new();
	let result = by_size.iter().try_for_each(|(&n, kinds)| {
		bar.set_message(format!("{} benchmarks at n = {n}", 2 * kinds.len()));
		extrinsics::measure(&runtime_path, kinds, n, cmd.repeat, &output, &mut times)?;
		bar.inc(1);
		Ok::<_, anyhow::Error>(())
	});
	let _ = std::fs::remove_file(&runtime_path);
	bar.finish_and_clear();
	result.map(|()| times)
}

/// Sweeps over every row, then spends the budget on the noisy columns.
fn sample_rows(cmd: &ReportCmd, plan: &[(OpKind, u32)]) -> anyhow::Result<Vec<RowSamples>> {
	let runtime = if cmd.portable {
		let wasm = hostcurves_bench_runtime::portable::WASM_BINARY.ok_or_else(|| {
			anyhow!("hostcurves-bench-runtime was built without its portable blob")
		})?;
		WasmRuntime::from_wasm(wasm)
	} else {
		WasmRuntime::new()?
	};
	// The first call compiles the runtime (about 10 s here): do it before the bar starts, so
	// that its estimate of the time left is not thrown off by it.
	runtime
		.execute(
			Backend::Arkworks,
			&hostcurves_bench_operations::inputs::operation(OpKind::EchoG1, 1),
		)
		.context("compiling the runtime")?
		.map_err(|e| anyhow!("the runtime failed a trivial operation: {e:?}"))?;
	let sweeps = cmd.repeat.max(1);
	let bar = progress::steps(
		"measuring",
		plan.len() as u64 * u64::from(sweeps),
		cmd.no_progress,
	);
	let mut rows: Vec<RowSamples> = Vec::with_capacity(plan.len());
	for sweep in 1..=sweeps {
		for (i, &(kind, n)) in plan.iter().enumerate() {
			bar.set_message(format!(
				"{} n = {n} (sweep {sweep} of {sweeps})",
				sampler::label(kind)
			));
			if sweep == 1 {
				rows.push(RowSamples::new(kind, n)?);
			}
			for which in Which::ALL {
				rows[i].sample(&runtime, which)?;
			}
			bar.inc(1);
		}
	}
	bar.finish_and_clear();
	refine(cmd, &runtime, &mut rows)?;
	Ok(rows)
}

/// Passes over the rows that are not settled, noisiest first, one call of each column that
/// needs one ([`sampler::noisy`]), until none is left or the next row's calls would overrun
/// the budget.
fn refine(cmd: &ReportCmd, runtime: &WasmRuntime, rows: &mut [RowSamples]) -> anyhow::Result<()> {
	let budget = Duration::from_millis(cmd.budget_ms);
	if budget.is_zero() {
		return Ok(());
	}
	let bar = progress::budget("more samples", cmd.budget_ms, cmd.no_progress);
	let started = Instant::now();
	loop {
		let noisy = sampler::noisy(rows);
		let mut took_any = false;
		for (i, columns) in &noisy {
			let row = &mut rows[*i];
			let cost: Duration = columns.iter().map(|&w| row.next_call_cost(w)).sum();
			if cost > budget.saturating_sub(started.elapsed()) {
				continue;
			}
			bar.set_message(format!(
				"{} n = {} ({} rows not settled)",
				sampler::label(row.kind),
				row.n,
				noisy.len()
			));
			for &which in columns {
				row.sample(runtime, which)?;
			}
			took_any = true;
			bar.set_position(started.elapsed().as_millis() as u64);
		}
		if !took_any {
			break;
		}
	}
	bar.finish_and_clear();
	Ok(())
}

/// The report row of `r`: each column's statistics, the charged weights and, when measured,
/// the extrinsic times.
fn row(r: &RowSamples, extrinsic_times: &ExtrinsicTimes) -> anyhow::Result<Row> {
	let stats = |which: Which| {
		Stats::from_ns(&mut r.column(which).samples.clone())
			.ok_or_else(|| anyhow!("{} n={}: no {which:?} samples", sampler::label(r.kind), r.n))
	};
	let (wasm, host, native) = (
		stats(Which::Wasm)?,
		stats(Which::Host)?,
		stats(Which::Native)?,
	);
	let gap = |which: Which| Some(r.column(which).gap()).filter(|g| g.is_finite());
	let weight_us =
		|backend| weight_of::<RuntimeWeights>(r.kind, backend, r.n).ref_time() as f64 / 1e6;
	let extrinsic_us = |backend| {
		extrinsic_times
			.get(&(r.kind, backend, r.n))
			.map(|s| s.min_us)
	};
	Ok(Row {
		curve: r.kind.curve(),
		op: r.kind.name(),
		n: r.n,
		wasm_us: wasm.min_us,
		host_us: host.min_us,
		native_us: native.min_us,
		speedup: wasm.min_us / host.min_us,
		host_over_native: host.min_us / native.min_us,
		wasm_median_us: wasm.median_us,
		host_median_us: host.median_us,
		native_median_us: native.median_us,
		wasm_samples: wasm.samples,
		host_samples: host.samples,
		native_samples: native.samples,
		wasm_gap: gap(Which::Wasm),
		host_gap: gap(Which::Host),
		native_gap: gap(Which::Native),
		wasm_weight_us: weight_us(Backend::Arkworks),
		host_weight_us: weight_us(Backend::Host),
		wasm_extrinsic_us: extrinsic_us(Backend::Arkworks),
		host_extrinsic_us: extrinsic_us(Backend::Host),
		evm_gas: evm_gas(r.kind, r.n)?,
	})
}

/// The gas the EIP prices an EVM precompile row's input at: the row's operation run natively
/// once, its output ending with the gas (u64 LE); `None` for other rows.
fn evm_gas(kind: OpKind, n: u32) -> anyhow::Result<Option<u64>> {
	if !matches!(kind, OpKind::EvmPrecompile(_)) {
		return Ok(None);
	}
	let op = hostcurves_bench_operations::inputs::operation(kind, n);
	let output = hostcurves_bench_operations::compute::execute(Backend::Arkworks, &op)
		.map_err(|e| anyhow!("{} n={n}: {e:?}", sampler::label(kind)))?;
	let gas = output
		.len()
		.checked_sub(8)
		.and_then(|start| output[start..].try_into().ok())
		.map(u64::from_le_bytes)
		.ok_or_else(|| anyhow!("{} n={n}: no gas after the output", sampler::label(kind)))?;
	Ok(Some(gas))
}
