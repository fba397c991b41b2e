//! Side-by-side measurement of one row: pure Wasm, host path and native samples taken in
//! turn, so that all three columns see the same state of a shared, noisy machine, and the
//! check that all three outputs are byte-identical (in the first round; every round runs the
//! same input bytes).

use super::{native, stats::Stats};
use anyhow::{anyhow, bail, Context};
use hostcurves_runtime::client::WasmRuntime;
use pallet_hostcurves::{Backend, OpKind, Operation};
use std::time::{Duration, Instant};

/// Iterations per runtime call that are run but not counted.
const WARM_UP: u32 = 1;

/// Most (host, native) rounds per row.
const MAX_ROUNDS: u32 = 300;

/// Timings of one row, per column.
pub struct Measured {
	/// Plain arkworks inside the Wasm runtime.
	pub wasm: Stats,
	/// hostcurves' types inside the Wasm runtime (host functions).
	pub host: Stats,
	/// hostcurves' types compiled natively (the host kernels, no boundary).
	pub native: Stats,
}

/// Measures `op`: `samples` pure-Wasm samples, and rounds of (host, native) samples, at
/// least `samples` of them and more until `budget` has passed (up to [`MAX_ROUNDS`]); the
/// first `samples` rounds also take the pure-Wasm sample, so every column is sampled in turn
/// with the others. Fails if an operation fails or if any output differs from plain
/// arkworks' native output.
pub fn measure(
	rt: &WasmRuntime,
	kind: OpKind,
	n: u32,
	op: &Operation,
	samples: u32,
	budget: Duration,
) -> anyhow::Result<Measured> {
	let name = format!("{} {}", kind.curve(), kind.name());
	let reference =
		native::reference(op).map_err(|e| anyhow!("{name} n={n} failed in arkworks: {e:?}"))?;
	let run = |backend: Backend, check: bool| -> anyhow::Result<Vec<u128>> {
		let (ns, out) = rt
			.timed_execute(backend, op, WARM_UP + 1)
			.with_context(|| format!("{name} n={n} in the Wasm runtime"))?;
		let out = out.map_err(|e| anyhow!("{name} n={n} failed in {backend:?}: {e:?}"))?;
		if check && out != reference {
			bail!("output mismatch: {name} n={n} in {backend:?} differs from arkworks natively");
		}
		// Every runtime call starts a fresh instance; its first iteration pays for page faults
		// on cold memory, which neither the extrinsic benchmarks (warm instance) nor a node
		// executing a block (many extrinsics per instance) see.
		Ok(ns
			.iter()
			.skip(WARM_UP as usize)
			.map(|&t| u128::from(t))
			.collect())
	};
	let (mut wasm, mut host, mut native_ns) = (vec![], vec![], vec![]);
	let started = Instant::now();
	let mut round = 0;
	while round < samples.max(1) || (started.elapsed() < budget && round < MAX_ROUNDS) {
		let check = round == 0;
		if round < samples.max(1) {
			wasm.extend(run(Backend::Arkworks, check)?);
		}
		host.extend(run(Backend::Host, check)?);
		let (native_time, native_out) = native::sample(op);
		let native_out = native_out.map_err(|e| anyhow!("{name} n={n} failed natively: {e:?}"))?;
		if check && native_out != reference {
			bail!("output mismatch: {name} n={n} through the host kernels natively differs from arkworks");
		}
		native_ns.push(native_time);
		round += 1;
	}
	let stats = |v: &mut Vec<u128>| Stats::from_ns(v).ok_or_else(|| anyhow!("no samples"));
	Ok(Measured {
		wasm: stats(&mut wasm)?,
		host: stats(&mut host)?,
		native: stats(&mut native_ns)?,
	})
}
