//! `hostcurves-bench worst-case`: every call that takes points unchecked (pairing, MSM,
//! scalar multiplication, on every curve) on every input class of
//! `hostcurves_bench_operations::adversarial`, timed in the Wasm runtime in both backends and set
//! against the weight the call is charged. Writes worst-case.md and worst-case.json; exits
//! with an error if an input runs longer than its weight and `--fail-over` is given.
//!
//! The time is the operation's inside the runtime (`HostcurvesApi_timed_execute`, the fastest
//! of `--repeat` runs after one warm-up); the weight covers the whole extrinsic, so a class
//! whose time stays under its weight is covered.

use std::path::PathBuf;

use anyhow::{bail, Context};
use clap::Args;
use hostcurves_bench_operations::{
	adversarial::{self, InputClass},
	Backend, OpKind,
};
use hostcurves_bench_runtime::client::WasmRuntime;
use pallet_hostcurves_bench::weight_of::weight_of;
use serde::Serialize;

use crate::report::{progress, sampler::label};

type RuntimeWeights =
	<hostcurves_bench_runtime::Runtime as pallet_hostcurves_bench::Config>::WeightInfo;

/// Arguments of `hostcurves-bench worst-case`.
#[derive(Debug, Args)]
pub struct WorstCaseCmd {
	/// Sizes (points) at which the MSMs are measured; the other calls have none.
	#[arg(long, value_delimiter = ',', default_value = "1,32")]
	pub sizes: Vec<u32>,
	/// Timed runs per call, class and backend, after one warm-up; the fastest counts.
	#[arg(long, default_value_t = 5)]
	pub repeat: u32,
	/// Only the operations whose report name (`curve operation`) contains one of these.
	#[arg(long, value_delimiter = ',')]
	pub ops: Vec<String>,
	/// Where worst-case.md and worst-case.json are written.
	#[arg(long, default_value = "worst-case")]
	pub out_dir: PathBuf,
	/// Fail if any input runs longer than its call's weight.
	#[arg(long)]
	pub fail_over: bool,
	/// No progress bar.
	#[arg(long)]
	pub no_progress: bool,
}

/// One call at one size, in one backend, on one class of input.
#[derive(Debug, Serialize)]
struct Measured {
	operation: String,
	backend: String,
	n: u32,
	class: &'static str,
	/// The fastest run, µs.
	time_us: f64,
	/// Whether the operation returned its result (else a typed error, e.g. a twisted-Edwards
	/// result without affine form).
	ok: bool,
	/// The weight charged, µs of ref_time.
	weight_us: f64,
}

/// Runs the command (module docs).
pub fn run(cmd: &WorstCaseCmd) -> anyhow::Result<()> {
	let wants = |kind: OpKind| {
		cmd.ops.is_empty() || cmd.ops.iter().any(|o| label(kind).contains(o.as_str()))
	};
	let mut plan = Vec::new();
	for kind in OpKind::all().into_iter().filter(|&k| wants(k)) {
		let sizes = if kind.is_sized() {
			cmd.sizes.clone()
		} else {
			vec![1]
		};
		for n in sizes {
			for class in InputClass::ALL {
				if let Some(op) = adversarial::operation(kind, n, class) {
					for backend in [Backend::Arkworks, Backend::Host] {
						plan.push((kind, n, class, backend, op.clone()));
					}
				}
			}
		}
	}
	if plan.is_empty() {
		bail!("no call takes unchecked points among the selected operations");
	}
	let rt = WasmRuntime::new().context("loading the bundled runtime")?;
	let bar = progress::steps("worst case", plan.len() as u64, cmd.no_progress);
	let mut measured = Vec::with_capacity(plan.len());
	for (kind, n, class, backend, op) in plan {
		bar.set_message(format!(
			"{} n={n} {} {backend:?}",
			label(kind),
			class.name()
		));
		let (times, result) = rt
			.timed_execute(backend, &op, cmd.repeat + 1)
			.with_context(|| format!("{} {}", label(kind), class.name()))?;
		let fastest = times.iter().skip(1).min().copied().unwrap_or_default();
		measured.push(Measured {
			operation: label(kind),
			backend: format!("{backend:?}"),
			n,
			class: class.name(),
			time_us: fastest as f64 / 1e3,
			ok: result.is_ok(),
			weight_us: weight_of::<RuntimeWeights>(kind, backend, n).ref_time() as f64 / 1e6,
		});
		bar.inc(1);
	}
	bar.finish_and_clear();

	std::fs::create_dir_all(&cmd.out_dir)?;
	let md = markdown(&measured);
	std::fs::write(cmd.out_dir.join("worst-case.md"), &md)?;
	std::fs::write(
		cmd.out_dir.join("worst-case.json"),
		serde_json::to_vec_pretty(&measured)?,
	)?;
	print!("{md}");
	let over = measured.iter().filter(|m| m.time_us > m.weight_us).count();
	if cmd.fail_over && over > 0 {
		bail!("{over} inputs run longer than their call's weight (worst-case.md)");
	}
	Ok(())
}

/// One line per call, size and backend: the random input's time, the slowest class and its
/// time, the weight, and the slowest time as a share of the weight.
fn markdown(measured: &[Measured]) -> String {
	// Grouped by call, size and backend, classes in the order measured (a stable sort).
	let mut measured: Vec<&Measured> = measured.iter().collect();
	measured.sort_by(|a, b| (&a.operation, a.n, &a.backend).cmp(&(&b.operation, b.n, &b.backend)));
	let mut out = String::from(
		"| call | backend | n | random (µs) | slowest class | slowest (µs) | weight (µs) | slowest / weight |\n\
		 |---|---|---:|---:|---|---:|---:|---:|\n",
	);
	let mut over = 0;
	for group in
		measured.chunk_by(|a, b| (&a.operation, &a.backend, a.n) == (&b.operation, &b.backend, b.n))
	{
		let random = group.iter().find(|m| m.class == "random");
		let Some(slowest) = group.iter().max_by(|a, b| a.time_us.total_cmp(&b.time_us)) else {
			continue;
		};
		let share = slowest.time_us / slowest.weight_us;
		over += usize::from(share > 1.0);
		out += &format!(
			"| {} | {} | {} | {} | {} | {:.1} | {:.1} | {:.2}{} |\n",
			slowest.operation,
			slowest.backend,
			slowest.n,
			random.map_or("–".into(), |r| format!("{:.1}", r.time_us)),
			slowest.class,
			slowest.time_us,
			slowest.weight_us,
			share,
			if share > 1.0 { " **over**" } else { "" },
		);
	}
	out += &format!("\n{over} call(s) with an input that runs longer than the weight charged.\n");
	out
}
