//! `--compare OLD/report.json`: each row and column of this run against an earlier report
//! of the same machine, flagged when the change is larger than the noise either run saw.
//!
//! A shared machine is not equally fast from one hour to the next: two runs of the same code
//! here, three hours apart, differed by a median of 35 % in every column alike. So changes
//! are taken relative to the machine's **drift**, the median change of the pure-Wasm column
//! (plain arkworks in the runtime, which no hostcurves change touches): a row whose host
//! column moved with the rest of the machine has not regressed. A change of the engine that
//! runs every Wasm column (wasmtime) moves the drift too; the summary states it.
//!
//! A column's noise in one run is its `gap` (the fastest samples of its two fastest calls,
//! `(second − first) / first`) when the report records it, else `(median − fastest) /
//! fastest` (reports before gaps were recorded: a wider, more cautious band). A change is
//! flagged when it exceeds the larger of the two runs' noise plus [`FLOOR`].

use super::rows::Row;
use anyhow::Context;
use serde::Deserialize;
use std::{fmt::Write as _, path::Path};

/// Change beyond the samples' own noise that is still not flagged.
pub const FLOOR: f64 = 0.02;

/// One row of an earlier report.json (fields this module reads; others are ignored).
#[derive(Debug, Clone, Deserialize)]
pub struct EarlierRow {
	curve: String,
	op: String,
	n: u32,
	wasm_us: f64,
	host_us: f64,
	native_us: f64,
	wasm_median_us: Option<f64>,
	host_median_us: Option<f64>,
	native_median_us: Option<f64>,
	#[serde(default)]
	wasm_gap: Option<f64>,
	#[serde(default)]
	host_gap: Option<f64>,
	#[serde(default)]
	native_gap: Option<f64>,
}

#[derive(Deserialize)]
struct EarlierReport {
	rows: Vec<EarlierRow>,
}

/// Reads the rows of an earlier `report.json`.
pub fn load(path: &Path) -> anyhow::Result<Vec<EarlierRow>> {
	let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
	let report: EarlierReport = serde_json::from_slice(&bytes)
		.with_context(|| format!("{} is not a hostcurves report.json", path.display()))?;
	Ok(report.rows)
}

/// One column of one row, before and now.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
	/// `curve operation n=…`.
	pub row: String,
	/// `pure Wasm`, `host` or `native`.
	pub column: &'static str,
	/// The earlier fastest sample, µs.
	pub before_us: f64,
	/// This run's fastest sample, µs.
	pub now_us: f64,
	/// `now / (before · drift) − 1` (positive: slower than the machine's drift explains).
	pub change: f64,
	/// The larger of the two runs' noise for this column.
	pub noise: f64,
}

impl Change {
	/// Whether the change is beyond the noise.
	pub fn flagged(&self) -> bool {
		self.change.abs() > self.noise + FLOOR
	}

	/// Whether this is a regression that fails `--fail-above threshold`: a host or native
	/// column (hostcurves' own paths), flagged, slower by more than `threshold` (a fraction).
	pub fn fails(&self, threshold: f64) -> bool {
		self.column != "pure Wasm" && self.flagged() && self.change > threshold
	}
}

/// Every column of every row present in both reports, and the rows in only one.
#[derive(Debug, Default)]
pub struct Comparison {
	/// Median of `now / before` over the pure-Wasm column of the common rows (1 without
	/// common rows): how much slower (> 1) the machine ran this time.
	pub drift: f64,
	/// Changes, in this run's row order.
	pub changes: Vec<Change>,
	/// Rows of the earlier report that this run did not measure.
	pub only_before: Vec<String>,
	/// Rows of this run that the earlier report lacks.
	pub only_now: Vec<String>,
}

impl Comparison {
	/// Host or native columns that are flagged and slower by more than `threshold`
	/// (a fraction), as `row column +x %`.
	pub fn regressions(&self, threshold: f64) -> Vec<String> {
		self.changes
			.iter()
			.filter(|c| c.fails(threshold))
			.map(|c| format!("{} {} {:+.1} %", c.row, c.column, c.change * 100.0))
			.collect()
	}
}

/// The noise of one column in one run.
fn noise(fastest: f64, median: Option<f64>, gap: Option<f64>) -> f64 {
	gap.or_else(|| median.map(|m| (m - fastest) / fastest))
		.filter(|g| g.is_finite())
		.unwrap_or(0.0)
		.max(0.0)
}

fn key(curve: &str, op: &str, n: u32) -> String {
	format!("{curve} {op} n={n}")
}

/// The row of `earlier` that measured what `r` measured.
fn counterpart<'a>(earlier: &'a [EarlierRow], r: &Row) -> Option<&'a EarlierRow> {
	earlier
		.iter()
		.find(|e| e.curve == r.curve && e.op == r.op && e.n == r.n)
}

/// The median of `now / before` over the pure-Wasm column of the rows in both reports.
fn drift(pairs: &[(&Row, Option<&EarlierRow>)]) -> f64 {
	let mut ratios: Vec<f64> = pairs
		.iter()
		.filter_map(|(r, e)| e.map(|e| r.wasm_us / e.wasm_us))
		.filter(|x| x.is_finite() && *x > 0.0)
		.collect();
	if ratios.is_empty() {
		return 1.0;
	}
	ratios.sort_by(f64::total_cmp);
	let mid = ratios.len() / 2;
	if ratios.len().is_multiple_of(2) {
		(ratios[mid - 1] + ratios[mid]) / 2.0
	} else {
		ratios[mid]
	}
}

/// Sets `rows` against `earlier`.
pub fn compare(earlier: &[EarlierRow], rows: &[Row]) -> Comparison {
	// Each row's counterpart, found once for the drift and the changes.
	let pairs: Vec<(&Row, Option<&EarlierRow>)> =
		rows.iter().map(|r| (r, counterpart(earlier, r))).collect();
	let mut comparison = Comparison {
		drift: drift(&pairs),
		..Comparison::default()
	};
	for &(r, e) in &pairs {
		let row = key(r.curve, r.op, r.n);
		let Some(e) = e else {
			comparison.only_now.push(row);
			continue;
		};
		let columns = [
			(
				"pure Wasm",
				e.wasm_us,
				noise(e.wasm_us, e.wasm_median_us, e.wasm_gap),
				r.wasm_us,
				noise(r.wasm_us, Some(r.wasm_median_us), r.wasm_gap),
			),
			(
				"host",
				e.host_us,
				noise(e.host_us, e.host_median_us, e.host_gap),
				r.host_us,
				noise(r.host_us, Some(r.host_median_us), r.host_gap),
			),
			(
				"native",
				e.native_us,
				noise(e.native_us, e.native_median_us, e.native_gap),
				r.native_us,
				noise(r.native_us, Some(r.native_median_us), r.native_gap),
			),
		];
		for (column, before_us, before_noise, now_us, now_noise) in columns {
			comparison.changes.push(Change {
				row: row.clone(),
				column,
				before_us,
				now_us,
				change: now_us / (before_us * comparison.drift) - 1.0,
				noise: before_noise.max(now_noise),
			});
		}
	}
	comparison.only_before = earlier
		.iter()
		.filter(|e| {
			!rows
				.iter()
				.any(|r| r.curve == e.curve && r.op == e.op && r.n == e.n)
		})
		.map(|e| key(&e.curve, &e.op, e.n))
		.collect();
	comparison
}

/// The comparison as Markdown: a summary line and the flagged columns, slowest first.
/// `earlier` names the earlier report; `fail_above` marks the regressions that fail the run.
pub fn markdown(
	comparison: &Comparison,
	earlier: Option<&Path>,
	fail_above: Option<f64>,
) -> String {
	let mut s = String::new();
	let name = earlier.map_or("the earlier report".into(), |p| p.display().to_string());
	let mut flagged: Vec<&Change> = comparison.changes.iter().filter(|c| c.flagged()).collect();
	flagged.sort_by(|a, b| b.change.total_cmp(&a.change));
	let slower = flagged.iter().filter(|c| c.change > 0.0).count();
	let _ = writeln!(s, "## Compared with {name}\n");
	let _ = writeln!(
		s,
		"{} columns in {} rows measured in both. The machine ran {:+.1} % against the earlier \
		 run (median change of the pure-Wasm column); relative to that, {} columns changed by \
		 more than the noise either run saw plus {:.0} % ({slower} slower, {} faster).",
		comparison.changes.len(),
		comparison.changes.len() / 3,
		(comparison.drift - 1.0) * 100.0,
		flagged.len(),
		FLOOR * 100.0,
		flagged.len() - slower
	);
	for (what, list) in [
		("Only in the earlier report", &comparison.only_before),
		("Only in this run", &comparison.only_now),
	] {
		match list.len() {
			0 => {}
			1..=10 => {
				let _ = writeln!(s, "{what}: {}.", list.join(", "));
			}
			n => {
				let _ = writeln!(s, "{what}: {n} rows ({}, …).", list[..5].join(", "));
			}
		}
	}
	if flagged.is_empty() {
		return s;
	}
	let _ = writeln!(
		s,
		"\n| row | column | before µs | now µs | change | noise |"
	);
	let _ = writeln!(s, "|---|---|---:|---:|---:|---:|");
	for c in flagged {
		let fails = fail_above.is_some_and(|t| c.fails(t));
		let _ = writeln!(
			s,
			"| {} | {} | {:.1} | {:.1} | {:+.1} %{} | ±{:.1} % |",
			c.row,
			c.column,
			c.before_us,
			c.now_us,
			c.change * 100.0,
			if fails { " ✗" } else { "" },
			c.noise * 100.0
		);
	}
	s
}

#[cfg(test)]
mod tests {
	use super::*;

	fn earlier(host_us: f64, host_gap: Option<f64>) -> EarlierRow {
		EarlierRow {
			curve: "bls12_381".into(),
			op: "pairing".into(),
			n: 1,
			wasm_us: 5000.0,
			host_us,
			native_us: 600.0,
			wasm_median_us: Some(5500.0),
			host_median_us: Some(host_us * 1.3),
			native_median_us: Some(660.0),
			wasm_gap: Some(0.01),
			host_gap,
			native_gap: Some(0.005),
		}
	}

	fn now(host_us: f64) -> Row {
		Row {
			curve: "bls12_381",
			op: "pairing",
			n: 1,
			wasm_us: 5000.0,
			host_us,
			native_us: 600.0,
			speedup: 5000.0 / host_us,
			host_over_native: host_us / 600.0,
			wasm_median_us: 5100.0,
			host_median_us: host_us,
			native_median_us: 610.0,
			wasm_samples: 2,
			host_samples: 10,
			native_samples: 10,
			wasm_gap: Some(0.004),
			host_gap: Some(0.01),
			native_gap: Some(0.002),
			wasm_weight_us: 6000.0,
			host_weight_us: 800.0,
			wasm_extrinsic_us: None,
			host_extrinsic_us: None,
			evm_gas: None,
		}
	}

	#[test]
	fn a_slowdown_beyond_both_runs_noise_is_a_regression() {
		// 620 → 700 µs is +12.9 %; noise 1 % (both gaps) plus the 2 % floor.
		let c = compare(&[earlier(620.0, Some(0.005))], &[now(700.0)]);
		let host = c.changes.iter().find(|c| c.column == "host").unwrap();
		assert!((host.change - (700.0 / 620.0 - 1.0)).abs() < 1e-12);
		assert_eq!(host.noise, 0.01);
		assert!(host.flagged());
		assert_eq!(
			c.regressions(0.10),
			vec!["bls12_381 pairing n=1 host +12.9 %".to_string()]
		);
		// Above the noise but below the threshold: flagged, not failing.
		assert!(c.regressions(0.15).is_empty());
		// The other columns did not move.
		assert!(c
			.changes
			.iter()
			.filter(|c| c.column != "host")
			.all(|c| !c.flagged()));
		assert!(markdown(&c, None, Some(0.10))
			.contains("| bls12_381 pairing n=1 | host | 620.0 | 700.0 | +12.9 % ✗ | ±1.0 % |"));
	}

	#[test]
	fn a_machine_slower_everywhere_is_drift_not_regression() {
		// Every column 30 % slower: the drift explains it all.
		let mut e = earlier(620.0, Some(0.005));
		e.wasm_us /= 1.3;
		e.native_us /= 1.3;
		e.host_us /= 1.3;
		let c = compare(&[e], &[now(620.0)]);
		assert!((c.drift - 1.3).abs() < 1e-12);
		assert!(c
			.changes
			.iter()
			.all(|c| c.change.abs() < 1e-12 && !c.flagged()));
		assert!(markdown(&c, None, None).contains("The machine ran +30.0 %"));
	}

	#[test]
	fn without_recorded_gaps_the_median_sets_the_noise() {
		// No gap in the earlier report: (median − fastest) / fastest = 30 %, so +12.9 % is noise.
		let c = compare(&[earlier(620.0, None)], &[now(700.0)]);
		let host = c.changes.iter().find(|c| c.column == "host").unwrap();
		assert!((host.noise - 0.3).abs() < 1e-9);
		assert!(!host.flagged());
		assert!(c.regressions(0.10).is_empty());
	}

	#[test]
	fn rows_in_one_report_only_are_listed() {
		let mut other = earlier(620.0, None);
		other.op = "msm_g1".into();
		let c = compare(&[other], &[now(700.0)]);
		assert!(c.changes.is_empty());
		assert_eq!(c.only_before, vec!["bls12_381 msm_g1 n=1".to_string()]);
		assert_eq!(c.only_now, vec!["bls12_381 pairing n=1".to_string()]);
	}
}
