//! Where the report's samples come from and where its time goes.
//!
//! Each row has three columns: pure Wasm and host path (the operation inside the compiled
//! runtime, timed by the runtime itself) and native (the same computation compiled natively).
//! The report shows each column's fastest sample, because on a shared machine the median of
//! an operation drifts by tens of percent within seconds while its minimum moves much less
//! (docs/benchmark-method.md). A minimum is settled once two calls made at different times
//! reach it: a column's [`gap`](Column::gap) compares the fastest samples of its two fastest
//! calls (iterations of one call run back to back and would agree in any phase).
//!
//! The run has two phases:
//! 1. **Sweeps**: `repeat` passes over every row, each taking one call per column in turn
//!    (pure Wasm, host, native), so that a row's calls are a sweep's length apart (tens of
//!    seconds) rather than caught in one noisy phase. The first sweep also checks that all
//!    three outputs equal plain arkworks' native output.
//! 2. **Refinement**: the time budget goes where the noise is, not evenly. Each pass visits
//!    the rows with a column whose gap is above [`SETTLED_GAP`], noisiest first, and takes one
//!    more call of each such column, host and native always together (their ratio is the
//!    boundary's cost, so they are sampled side by side), while the budget lasts; settled
//!    rows take nothing more.
//!
//! A call to the runtime starts a fresh instance whose first iteration pays for page faults
//! on cold memory (which neither the extrinsic benchmarks nor a node executing a block see),
//! so every runtime call runs one uncounted warm-up iteration. Cheap columns take several
//! samples per call (up to [`SLICE`] of work), so that call overhead does not dominate.

use super::native;
use anyhow::{anyhow, bail, Context};
use hostcurves_bench_operations::{inputs, Backend, OpKind, Operation};
use hostcurves_bench_runtime::client::WasmRuntime;
use std::time::{Duration, Instant};

/// Iterations per runtime call that run but are not counted.
const WARM_UP: u32 = 1;

/// A column is settled when its two fastest samples are within this fraction of each other.
pub const SETTLED_GAP: f64 = 0.01;

/// Work per call (or per run of native samples) that sets how many samples a cheap column
/// takes at once.
const SLICE: Duration = Duration::from_millis(20);

/// Most samples per call.
const MAX_PER_CALL: u32 = 50;

/// Most samples per column.
const MAX_SAMPLES: usize = 2_000;

/// The three columns of a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
	/// Plain arkworks inside the Wasm runtime.
	Wasm,
	/// hostcurves' types inside the Wasm runtime (host functions).
	Host,
	/// hostcurves' types compiled natively (the host kernels, no boundary).
	Native,
}

impl Which {
	/// All columns, in the order a sweep samples them.
	pub const ALL: [Which; 3] = [Which::Wasm, Which::Host, Which::Native];
}

/// The samples of one column, in nanoseconds, and what taking them cost.
#[derive(Debug, Default, Clone)]
pub struct Column {
	/// Every sample, ns.
	pub samples: Vec<u128>,
	/// The fastest sample of each call, ns: the independent samples the gap is taken over.
	call_minima: Vec<u128>,
	/// Wall time of the last call divided by the iterations it ran (warm-up included), ns:
	/// what one more sample costs.
	wall_per_iteration_ns: u128,
}

impl Column {
	/// `(second fastest − fastest) / fastest` over the calls' fastest samples: how far the
	/// fastest sample may still be from the floor. Infinite with fewer than two calls; 0 when
	/// both are 0 (a runtime without `runtime-benchmarks` times every lap as 0).
	pub fn gap(&self) -> f64 {
		let (mut first, mut second) = (u128::MAX, u128::MAX);
		for &s in &self.call_minima {
			if s < first {
				second = first;
				first = s;
			} else if s < second {
				second = s;
			}
		}
		match (first, second) {
			(_, u128::MAX) => f64::INFINITY,
			(0, 0) => 0.0,
			(0, _) => f64::INFINITY,
			_ => (second - first) as f64 / first as f64,
		}
	}

	/// Samples the next call should take: enough to fill [`SLICE`], at least one.
	fn per_call(&self) -> u32 {
		if self.wall_per_iteration_ns == 0 {
			return 1;
		}
		let n = SLICE.as_nanos() / self.wall_per_iteration_ns;
		n.clamp(1, u128::from(MAX_PER_CALL)) as u32
	}

	/// Predicted wall time of the next call.
	fn next_call_cost(&self, warm_up: u32) -> Duration {
		let iterations = u128::from(self.per_call() + warm_up);
		Duration::from_nanos((self.wall_per_iteration_ns * iterations).min(u64::MAX as u128) as u64)
	}
}

/// One row being measured: its operation, its inputs and its three columns.
pub struct RowSamples {
	/// The operation.
	pub kind: OpKind,
	/// Its size (points, public inputs or proofs).
	pub n: u32,
	op: Operation,
	reference: Vec<u8>,
	/// Pure-Wasm samples.
	pub wasm: Column,
	/// Host-path samples.
	pub host: Column,
	/// Native samples.
	pub native: Column,
}

impl RowSamples {
	/// Builds the row's inputs and computes the reference output (plain arkworks, natively).
	pub fn new(kind: OpKind, n: u32) -> anyhow::Result<Self> {
		let op = inputs::operation(kind, n);
		let reference = native::reference(&op)
			.map_err(|e| anyhow!("{} n={n} failed in arkworks: {e:?}", label(kind)))?;
		Ok(RowSamples {
			kind,
			n,
			op,
			reference,
			wasm: Column::default(),
			host: Column::default(),
			native: Column::default(),
		})
	}

	/// The column `which`.
	pub fn column(&self, which: Which) -> &Column {
		match which {
			Which::Wasm => &self.wasm,
			Which::Host => &self.host,
			Which::Native => &self.native,
		}
	}

	fn column_mut(&mut self, which: Which) -> &mut Column {
		match which {
			Which::Wasm => &mut self.wasm,
			Which::Host => &mut self.host,
			Which::Native => &mut self.native,
		}
	}

	/// Whether `which` should take more samples: not settled and not full.
	pub fn wants_more(&self, which: Which) -> bool {
		let column = self.column(which);
		column.samples.len() < MAX_SAMPLES && column.gap() > SETTLED_GAP
	}

	/// Predicted wall time of the next call of `which`.
	pub fn next_call_cost(&self, which: Which) -> Duration {
		let warm_up = if which == Which::Native { 0 } else { WARM_UP };
		self.column(which).next_call_cost(warm_up)
	}

	/// Takes one call's worth of samples of `which`. The first call of every column checks its
	/// output against the reference (every call runs the same input bytes). Fails if the
	/// operation fails or its output differs.
	pub fn sample(&mut self, rt: &WasmRuntime, which: Which) -> anyhow::Result<()> {
		// Only errors name the row: no formatting on the sampling path.
		let name = || format!("{} n={}", label(self.kind), self.n);
		let check = self.column(which).samples.is_empty();
		let per_call = self.column(which).per_call();
		let started = Instant::now();
		let (times, iterations, output) = match which {
			Which::Wasm | Which::Host => {
				let backend = if which == Which::Wasm {
					Backend::Arkworks
				} else {
					Backend::Host
				};
				let (ns, out) = rt
					.timed_execute(backend, &self.op, WARM_UP + per_call)
					.with_context(|| format!("{} in the Wasm runtime", name()))?;
				let out = out.map_err(|e| anyhow!("{} failed in {backend:?}: {e:?}", name()))?;
				let times: Vec<u128> = ns
					.iter()
					.skip(WARM_UP as usize)
					.map(|&t| u128::from(t))
					.collect();
				(times, WARM_UP + per_call, out)
			}
			Which::Native => {
				let mut times = Vec::with_capacity(per_call as usize);
				let mut last = Vec::new();
				for _ in 0..per_call {
					let (t, out) = native::sample(&self.op);
					last = out.map_err(|e| anyhow!("{} failed natively: {e:?}", name()))?;
					times.push(t);
				}
				(times, per_call, last)
			}
		};
		if check && output != self.reference {
			bail!(
				"output mismatch: {} in {which:?} differs from arkworks natively",
				name()
			);
		}
		let wall = started.elapsed().as_nanos();
		let column = self.column_mut(which);
		if let Some(&fastest) = times.iter().min() {
			column.call_minima.push(fastest);
		}
		column.samples.extend(times);
		column.wall_per_iteration_ns = (wall / u128::from(iterations.max(1))).max(1);
		Ok(())
	}
}

/// `curve operation`, as the report names rows.
pub fn label(kind: OpKind) -> String {
	format!("{} {}", kind.curve(), kind.name())
}

/// The rows of `rows` that want more samples, noisiest first (by their largest gap), each
/// with the columns to sample: every unsettled column, and host and native together when
/// either is unsettled.
pub fn noisy(rows: &[RowSamples]) -> Vec<(usize, Vec<Which>)> {
	let mut noisy: Vec<(f64, usize, Vec<Which>)> = rows
		.iter()
		.enumerate()
		.filter_map(|(i, r)| {
			let wants = |w| r.wants_more(w);
			let boundary = wants(Which::Host) || wants(Which::Native);
			let columns: Vec<Which> = Which::ALL
				.into_iter()
				.filter(|&w| match w {
					Which::Wasm => wants(w),
					Which::Host | Which::Native => boundary,
				})
				.collect();
			let worst = Which::ALL
				.into_iter()
				.filter(|&w| wants(w))
				.map(|w| r.column(w).gap())
				.fold(f64::NEG_INFINITY, f64::max);
			(!columns.is_empty()).then_some((worst, i, columns))
		})
		.collect();
	noisy.sort_by(|a, b| b.0.total_cmp(&a.0));
	noisy
		.into_iter()
		.map(|(_, i, columns)| (i, columns))
		.collect()
}

#[cfg(test)]
mod tests {
	use super::*;

	/// A column of calls, each a list of samples.
	fn column(calls: &[&[u128]]) -> Column {
		Column {
			samples: calls.iter().flat_map(|c| c.iter().copied()).collect(),
			call_minima: calls
				.iter()
				.filter_map(|c| c.iter().min().copied())
				.collect(),
			wall_per_iteration_ns: 0,
		}
	}

	#[test]
	fn gap_compares_the_fastest_samples_of_the_two_fastest_calls() {
		assert_eq!(column(&[]).gap(), f64::INFINITY);
		assert_eq!(column(&[&[100]]).gap(), f64::INFINITY);
		// Two samples of one call agree whatever the phase: not evidence of a floor.
		assert_eq!(column(&[&[100, 100, 101]]).gap(), f64::INFINITY);
		assert_eq!(column(&[&[150, 100], &[300, 110], &[200]]).gap(), 0.1);
		assert_eq!(column(&[&[100], &[100, 500]]).gap(), 0.0);
		// A runtime built without its clock times every lap as 0.
		assert_eq!(column(&[&[0], &[0]]).gap(), 0.0);
		assert_eq!(column(&[&[0], &[5]]).gap(), f64::INFINITY);
	}

	fn row(wasm: Column, host: Column, native: Column) -> RowSamples {
		RowSamples {
			kind: OpKind::Pairing(hostcurves_bench_operations::PairingCurve::Bn254),
			n: 1,
			op: Operation::EchoG1 { points: vec![] },
			reference: vec![],
			wasm,
			host,
			native,
		}
	}

	#[test]
	fn the_budget_visits_the_noisiest_rows_first_and_pairs_host_with_native() {
		let settled = || column(&[&[100], &[100]]);
		let rows = [
			// Settled everywhere: nothing more.
			row(settled(), settled(), settled()),
			// Native 5 % apart: host is sampled with it, pure Wasm is not.
			row(settled(), settled(), column(&[&[100], &[105]])),
			// Pure Wasm 20 % apart: only pure Wasm.
			row(column(&[&[100], &[120]]), settled(), settled()),
		];
		assert_eq!(
			noisy(&rows),
			vec![
				(2, vec![Which::Wasm]),
				(1, vec![Which::Host, Which::Native])
			]
		);
	}

	#[test]
	fn cheap_columns_take_several_samples_per_call() {
		let mut c = column(&[]);
		assert_eq!(c.per_call(), 1);
		c.wall_per_iteration_ns = 1_000_000; // 1 ms: 20 fit in the slice
		assert_eq!(c.per_call(), 20);
		c.wall_per_iteration_ns = 1_000; // 1 µs: capped
		assert_eq!(c.per_call(), MAX_PER_CALL);
		c.wall_per_iteration_ns = 500_000_000; // 0.5 s: one
		assert_eq!(c.per_call(), 1);
		assert_eq!(c.next_call_cost(1), Duration::from_secs(1));
	}
}
