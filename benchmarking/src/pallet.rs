//! `hostcurves-bench pallet`: frame-benchmarking-cli's `PalletCmd` with hostcurves' host
//! functions.

use anyhow::{anyhow, Context};
use frame_benchmarking_cli::PalletCmd;
use sp_runtime::traits::BlakeTwo256;
use std::path::PathBuf;

/// Writes the bundled runtime Wasm to a file `PalletCmd` can load, once per process.
pub fn bundled_runtime_path() -> anyhow::Result<PathBuf> {
	let wasm = hostcurves_bench_runtime::WASM_BINARY.ok_or_else(|| {
		anyhow!("hostcurves-bench-runtime was built without Wasm (SKIP_WASM_BUILD?)")
	})?;
	let path = std::env::temp_dir().join(format!("hostcurves-runtime-{}.wasm", std::process::id()));
	std::fs::write(&path, wasm).with_context(|| format!("writing {}", path.display()))?;
	Ok(path)
}

/// Runs `cmd` with the bundled runtime unless `--runtime` was given, in a thread of its own
/// (`PalletCmd` sets a thread-local log filter that may be set only once per thread).
pub fn run(mut cmd: PalletCmd) -> anyhow::Result<()> {
	// The default of 10 s collects so many samples of a microsecond extrinsic that the
	// analysis runs out of memory (docs/benchmark-method.md): default to 0 unless the user set it.
	if !std::env::args().any(|a| a.starts_with("--min-duration")) {
		cmd.min_duration = 0;
	}
	if cmd.runtime.is_none() && cmd.shared_params.chain.is_none() {
		cmd.runtime = Some(bundled_runtime_path()?);
	}
	std::thread::spawn(move || {
		cmd.run_with_spec::<BlakeTwo256, hostcurves_host::HostFunctions>(None)
			.map_err(|e| anyhow!("benchmark pallet failed: {e}"))
	})
	.join()
	.map_err(|_| anyhow!("benchmark pallet panicked"))?
}
