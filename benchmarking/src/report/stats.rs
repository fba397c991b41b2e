//! Summary statistics of repeated timings, shared by every column of the report.

/// Summary of repeated timings, in µs.
///
/// The machine is shared: on it, the median of one operation drifts by ±30% within seconds
/// while the minimum stays within about 1%, so the report's ratios use the minimum (best of
/// N) and keep the median alongside.
#[derive(Debug, Clone, Copy, serde::Serialize)]
pub struct Stats {
	/// Fastest sample, µs.
	pub min_us: f64,
	/// Median sample, µs.
	pub median_us: f64,
	/// Number of samples.
	pub samples: usize,
}

impl Stats {
	/// Summarises nanosecond samples; `None` for no samples.
	pub fn from_ns(samples: &mut [u128]) -> Option<Stats> {
		if samples.is_empty() {
			return None;
		}
		samples.sort_unstable();
		let mid = samples.len() / 2;
		let median = if samples.len().is_multiple_of(2) {
			(samples[mid - 1] + samples[mid]) as f64 / 2.0
		} else {
			samples[mid] as f64
		};
		Some(Stats {
			min_us: samples[0] as f64 / 1000.0,
			median_us: median / 1000.0,
			samples: samples.len(),
		})
	}
}
