//! One report row and the list of rows a run measures.

use pallet_hostcurves::OpKind;
use serde::Serialize;

/// One measured row: an operation at size `n`.
///
/// `wasm_us`, `host_us` and `native_us` are the fastest of `samples` interleaved rounds
/// (medians alongside); the `*_extrinsic_us` columns are the whole extrinsic as
/// frame-benchmarking times it for the weights (fastest sample).
#[derive(Debug, Clone, Serialize)]
pub struct Row {
	/// Curve name ([`OpKind::curve`]: `bls12_381`, `bandersnatch_te`, …).
	pub curve: &'static str,
	/// Operation name ([`OpKind::name`]).
	pub op: &'static str,
	/// Number of points (MSM, checked decoding, echo), of public inputs (Groth16), of proofs
	/// (Groth16 batches); 1 otherwise.
	pub n: u32,
	/// The computation in pure Wasm (plain arkworks in the runtime), µs.
	pub wasm_us: f64,
	/// The computation through hostcurves' host functions, in the runtime, µs.
	pub host_us: f64,
	/// The computation natively (hostcurves' types calling the host kernels directly), µs.
	pub native_us: f64,
	/// `wasm_us / host_us`.
	pub speedup: f64,
	/// `host_us / native_us`.
	pub host_over_native: f64,
	/// Median pure Wasm, µs.
	pub wasm_median_us: f64,
	/// Median host path, µs.
	pub host_median_us: f64,
	/// Median native, µs.
	pub native_median_us: f64,
	/// Pure-Wasm samples (rounds with all three columns).
	pub samples: usize,
	/// (host, native) rounds, at least `samples`, more for fast operations.
	pub host_samples: usize,
	/// The pure-Wasm extrinsic (dispatch, decoding, event) per frame-benchmarking, µs.
	pub wasm_extrinsic_us: f64,
	/// The host-path extrinsic per frame-benchmarking, µs.
	pub host_extrinsic_us: f64,
}

/// What to measure: `(op, n)` for every operation `wants`: Groth16 at each
/// of `groth16_inputs` public inputs, Groth16 batches at each of `batch_sizes` proofs, the
/// other sized ones at each of `sizes`, the rest at n = 1.
pub fn plan(
	sizes: &[u32],
	groth16_inputs: &[u32],
	batch_sizes: &[u32],
	wants: impl Fn(OpKind) -> bool,
) -> Vec<(OpKind, u32)> {
	let mut plan = Vec::new();
	for kind in OpKind::all().into_iter().filter(|&k| wants(k)) {
		let ns = match kind {
			OpKind::Groth16Verify(_) => groth16_inputs,
			OpKind::Groth16Batch(..) => batch_sizes,
			k if k.is_sized() => sizes,
			_ => &[1][..],
		};
		plan.extend(ns.iter().map(|&n| (kind, n)));
	}
	plan
}
