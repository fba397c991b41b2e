//! Side-by-side measurement of one row: pure Wasm, host path and native samples taken in
//! turn, so that all three columns see the same state of a shared, noisy machine, and the
//! check that all three outputs are byte-identical.

use super::{native, wasm::Stats};
use anyhow::{anyhow, bail, Context};
use hostcurves_runtime::client::WasmRuntime;
use pallet_hostcurves::{Backend, OpKind, Operation};

/// Iterations per runtime call that are run but not counted.
const WARM_UP: u32 = 1;

/// Timings of one row, per column.
pub struct Measured {
	/// Plain arkworks inside the Wasm runtime.
	pub wasm: Stats,
	/// hostcurves' types inside the Wasm runtime (host functions).
	pub host: Stats,
	/// hostcurves' types compiled natively (the host kernels, no boundary).
	pub native: Stats,
}

/// Takes `samples` rounds of (pure Wasm, host, native) for `op`. Fails if an operation fails
/// or if any output differs from plain arkworks' native output.
pub fn measure(
	rt: &WasmRuntime,
	kind: OpKind,
	n: u32,
	op: &Operation,
	samples: u32,
) -> anyhow::Result<Measured> {
	let name = kind.name();
	let reference =
		native::reference(op).map_err(|e| anyhow!("{name} n={n} failed in arkworks: {e:?}"))?;
	let (mut wasm, mut host, mut native_ns) = (vec![], vec![], vec![]);
	for round in 0..samples.max(1) {
		let (native_time, native_out) = native::sample(op);
		let native_out = native_out.map_err(|e| anyhow!("{name} n={n} failed natively: {e:?}"))?;
		if round == 0 && native_out != reference {
			bail!("output mismatch: {name} n={n} natively through the host kernels differs from arkworks");
		}
		native_ns.push(native_time);
		for (backend, times) in [(Backend::Arkworks, &mut wasm), (Backend::Host, &mut host)] {
			let (ns, out) = rt
				.timed_execute(backend, op, WARM_UP + 1)
				.with_context(|| format!("{name} n={n} in the Wasm runtime"))?;
			let out = out.map_err(|e| anyhow!("{name} n={n} failed in {backend:?}: {e:?}"))?;
			// Outputs are deterministic; comparing the first round is enough.
			if round == 0 && out != native_out {
				bail!("output mismatch: {name} n={n} in {backend:?} differs from native");
			}
			// Every runtime call starts a fresh instance; its first iteration pays for page
			// faults on cold memory, which neither the extrinsic benchmarks (warm instance)
			// nor a node executing a block (many extrinsics per instance) see.
			times.extend(ns.iter().skip(WARM_UP as usize).map(|&t| u128::from(t)));
		}
	}
	let stats = |v: &mut Vec<u128>| Stats::from_ns(v).ok_or_else(|| anyhow!("no samples"));
	Ok(Measured {
		wasm: stats(&mut wasm)?,
		host: stats(&mut host)?,
		native: stats(&mut native_ns)?,
	})
}
