//! Times every pallet benchmark on the compiled runtime with frame-benchmarking-cli's
//! `PalletCmd` (the same machinery that writes the weights), and reads back its raw JSON.

use super::stats::Stats;
use anyhow::{anyhow, Context};
use frame_benchmarking::BenchmarkBatchSplitResults;
use pallet_hostcurves::{Backend, OpKind};
use std::{collections::HashMap, path::Path};

/// Extrinsic times, keyed by (operation, backend, n).
pub type WasmTimes = HashMap<(OpKind, Backend, u32), Stats>;

/// The benchmark name of `kind` in `backend` (the pure-Wasm one carries the `ark_` prefix).
pub fn benchmark_name(kind: OpKind, backend: Backend) -> String {
	kind.benchmark(backend)
}

/// Runs the benchmarks of `kinds` (both backends) with every component fixed at `n`, and
/// adds their samples' statistics (fastest and median; the report shows the fastest) to
/// `times`.
pub fn measure(
	runtime: &Path,
	kinds: &[OpKind],
	n: u32,
	repeat: u32,
	times: &mut WasmTimes,
) -> anyhow::Result<()> {
	let extrinsics: Vec<String> = kinds
		.iter()
		.flat_map(|&k| {
			[
				benchmark_name(k, Backend::Arkworks),
				benchmark_name(k, Backend::Host),
			]
		})
		.collect();
	let json = tempfile_path(&format!("batches-{n}.json"));
	let args: Vec<String> = [
		"--pallet",
		"pallet_hostcurves",
		"--extrinsic",
		&extrinsics.join(","),
		// Two steps over the range [n, n]: both at n, which PalletCmd needs (steps ≥ 2).
		"--steps",
		"2",
		"--low",
		&n.to_string(),
		"--high",
		&n.to_string(),
		"--repeat",
		&repeat.to_string(),
		"--min-duration",
		"0",
		"--no-median-slopes",
		"--no-min-squares",
		"--no-storage-info",
		"--runtime",
		&runtime.display().to_string(),
		"--json-file",
		&json.display().to_string(),
	]
	.iter()
	.map(|s| s.to_string())
	.collect();
	let cmd = crate::pallet::parse(&args)?;
	// PalletCmd prints its own summary; the report prints the table at the end.
	crate::pallet::run_unchanged(cmd)?;
	let raw = std::fs::read(&json).with_context(|| format!("reading {}", json.display()))?;
	let _ = std::fs::remove_file(&json);
	let batches: Vec<BenchmarkBatchSplitResults> =
		serde_json::from_slice(&raw).context("PalletCmd's JSON output")?;
	for &kind in kinds {
		for backend in [Backend::Arkworks, Backend::Host] {
			let name = benchmark_name(kind, backend);
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

fn tempfile_path(name: &str) -> std::path::PathBuf {
	std::env::temp_dir().join(format!("hostcurves-{}-{name}", std::process::id()))
}
