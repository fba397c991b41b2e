//! `--extrinsics`: times every selected pallet benchmark on the compiled runtime with
//! frame-benchmarking-cli's `PalletCmd` (the machinery that writes the weights), in a child
//! `hostcurves-bench pallet` process whose output goes to a log file, and reads back its raw
//! JSON.

use super::stats::Stats;
use anyhow::{anyhow, bail, Context};
use frame_benchmarking::BenchmarkBatchSplitResults;
use hostcurves_bench_operations::{Backend, OpKind};
use std::{
	collections::HashMap,
	fs::File,
	path::Path,
	process::{Command, Stdio},
};

/// Extrinsic times, keyed by (operation, backend, n).
pub type ExtrinsicTimes = HashMap<(OpKind, Backend, u32), Stats>;

/// Where frame-benchmarking's output goes.
pub enum Output<'a> {
	/// Appended to this log file (the default: frame-benchmarking prints a few lines per
	/// benchmark).
	Log(&'a Path),
	/// To this process's stdout and stderr (`-v`).
	Inherit,
}

/// Runs the benchmarks of `kinds` (both backends) with every component fixed at `n`,
/// `repeat` timed runs each, and adds their samples' statistics to `times`. Fails with the
/// log's last lines if frame-benchmarking fails.
pub fn measure(
	runtime: &Path,
	kinds: &[OpKind],
	n: u32,
	repeat: u32,
	output: &Output,
	times: &mut ExtrinsicTimes,
) -> anyhow::Result<()> {
	let extrinsics: Vec<String> = kinds
		.iter()
		.flat_map(|&k| [k.benchmark(Backend::Arkworks), k.benchmark(Backend::Host)])
		.collect();
	let json = std::env::temp_dir().join(format!(
		"hostcurves-{}-extrinsics-{n}.json",
		std::process::id()
	));
	let n_arg = n.to_string();
	let repeat = repeat.to_string();
	let args = [
		"pallet",
		"--pallet",
		"pallet_hostcurves_bench",
		"--extrinsic",
		&extrinsics.join(","),
		// Two steps over the range [n, n]: both at n, which PalletCmd needs (steps ≥ 2).
		"--steps",
		"2",
		"--low",
		&n_arg,
		"--high",
		&n_arg,
		"--repeat",
		&repeat,
		"--min-duration",
		"0",
		// The report checks every output itself; verification would only add a run.
		"--no-verify",
		"--no-median-slopes",
		"--no-min-squares",
		"--no-storage-info",
		"--runtime",
		&runtime.display().to_string(),
		"--json-file",
		&json.display().to_string(),
	];
	let exe = std::env::current_exe().context("locating hostcurves-bench")?;
	let mut command = Command::new(exe);
	command.args(args).stdin(Stdio::null());
	if let Output::Log(log) = output {
		let file = File::options()
			.create(true)
			.append(true)
			.open(log)
			.with_context(|| format!("opening {}", log.display()))?;
		command.stdout(file.try_clone()?).stderr(file);
	}
	let status = command
		.status()
		.context("starting hostcurves-bench pallet")?;
	if !status.success() {
		let tail = match output {
			Output::Log(log) => log_tail(log, 20),
			Output::Inherit => String::new(),
		};
		bail!("frame-benchmarking at n = {n} failed ({status}){tail}");
	}
	let raw = std::fs::read(&json).with_context(|| format!("reading {}", json.display()))?;
	let _ = std::fs::remove_file(&json);
	let batches: Vec<BenchmarkBatchSplitResults> =
		serde_json::from_slice(&raw).context("PalletCmd's JSON output")?;
	for &kind in kinds {
		for backend in [Backend::Arkworks, Backend::Host] {
			let name = kind.benchmark(backend);
			let batch = batches
				.iter()
				.find(|b| b.benchmark == name.as_bytes())
				.ok_or_else(|| anyhow!("benchmark {name} produced no results"))?;
			let mut ns: Vec<u128> = batch
				.time_results
				.iter()
				.map(|r| r.extrinsic_time)
				.collect();
			let stats = Stats::from_ns(&mut ns).ok_or_else(|| anyhow!("no samples for {name}"))?;
			times.insert((kind, backend, n), stats);
		}
	}
	Ok(())
}

/// The last `lines` lines of `log`, introduced by its path (empty if it cannot be read).
fn log_tail(log: &Path, lines: usize) -> String {
	let Ok(text) = std::fs::read_to_string(log) else {
		return String::new();
	};
	let all: Vec<&str> = text.lines().collect();
	let tail = all[all.len().saturating_sub(lines)..].join("\n");
	format!("; last lines of {}:\n{tail}", log.display())
}
