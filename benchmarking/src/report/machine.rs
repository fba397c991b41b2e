//! The machine a report was measured on.

use serde::Serialize;

/// CPU, cores, date and build of a run, as recorded in every report.
#[derive(Debug, Clone, Serialize)]
pub struct Machine {
	/// CPU model, as the kernel reports it.
	pub cpu: String,
	/// Logical cores.
	pub cores: usize,
	/// Date and time of the run (UTC, RFC 3339).
	pub date: String,
	/// hostcurves-bench version.
	pub version: &'static str,
	/// The command line that produced the report.
	pub command: String,
	/// The git commit hostcurves-bench was built from (`git rev-parse HEAD` at build time;
	/// uncommitted changes are not marked).
	pub commit: &'static str,
	/// The compiler that built it (`rustc --version`).
	pub rustc: &'static str,
	/// The wasmtime version that runs the Wasm columns (from `Cargo.lock`).
	pub wasmtime: &'static str,
}

impl Machine {
	/// Reads the machine through Substrate's `sc-sysinfo` (what telemetry reports).
	pub fn current() -> Self {
		let info = sc_sysinfo::gather_sysinfo();
		Machine {
			cpu: info.cpu.unwrap_or_else(|| "unknown".into()),
			cores: info.core_count.map(|c| c as usize).unwrap_or_else(|| {
				std::thread::available_parallelism()
					.map(|n| n.get())
					.unwrap_or(0)
			}),
			date: chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
			version: env!("CARGO_PKG_VERSION"),
			command: std::env::args().collect::<Vec<_>>().join(" "),
			commit: env!("HOSTCURVES_COMMIT"),
			rustc: env!("HOSTCURVES_RUSTC"),
			wasmtime: env!("HOSTCURVES_WASMTIME"),
		}
	}
}
