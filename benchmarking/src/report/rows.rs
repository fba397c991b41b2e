//! One report row and the list of rows a run measures.

use hostcurves_bench_operations::OpKind;
use serde::Serialize;

/// One measured row: an operation at size `n`.
///
/// `wasm_us`, `host_us` and `native_us` are each column's fastest sample (medians, sample
/// counts and the gap between the two fastest samples alongside); the weights are what the
/// runtime charges for the extrinsic; the `*_extrinsic_us` columns are the whole extrinsic as
/// frame-benchmarking times it in this run (with `--extrinsics` only).
#[derive(Debug, Clone, Serialize)]
pub struct Row {
	/// Curve name ([`OpKind::curve`]: `bls12_381`, `bandersnatch_te`, …).
	pub curve: &'static str,
	/// Operation name ([`OpKind::name`]).
	pub op: &'static str,
	/// Number of points (MSM, checked decoding, echo), of public inputs (Groth16), of proofs
	/// (Groth16 batches), of BLS public keys (aggregation, committee verification); 1
	/// otherwise.
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
	/// Pure-Wasm samples.
	pub wasm_samples: usize,
	/// Host-path samples.
	pub host_samples: usize,
	/// Native samples.
	pub native_samples: usize,
	/// Pure Wasm: (second fastest − fastest) / fastest over the calls' fastest samples, the
	/// noise left in `wasm_us`; `None` with fewer than two calls.
	pub wasm_gap: Option<f64>,
	/// Host path: the same for `host_us`.
	pub host_gap: Option<f64>,
	/// Native: the same for `native_us`.
	pub native_gap: Option<f64>,
	/// The weight the runtime charges for the pure-Wasm extrinsic (`ref_time` / 10⁶), µs.
	pub wasm_weight_us: f64,
	/// The weight the runtime charges for the host-path extrinsic, µs.
	pub host_weight_us: f64,
	/// The pure-Wasm extrinsic (dispatch, decoding, event) per frame-benchmarking in this
	/// run, fastest sample, µs (`--extrinsics`).
	pub wasm_extrinsic_us: Option<f64>,
	/// The host-path extrinsic per frame-benchmarking in this run, µs (`--extrinsics`).
	pub host_extrinsic_us: Option<f64>,
	/// EVM precompile rows: the gas the EIP prices the row's input at.
	pub evm_gas: Option<u64>,
}

/// The pairs each sized EVM precompile row is measured at by default: the sizes Ethereum's
/// contracts use (a Groth16 verifier's ecPairing has 4 pairs, a BLS signature check 2) and
/// a small and a large MSM.
fn evm_default_sizes(address: u8) -> &'static [u32] {
	match hostcurves_bench_operations::operation::Precompile::from_address(address) {
		Some(hostcurves_bench_operations::operation::Precompile::Bn254Pairing) => &[2, 4],
		Some(hostcurves_bench_operations::operation::Precompile::Bls12G1Msm) => &[1, 16, 128],
		Some(hostcurves_bench_operations::operation::Precompile::Bls12G2Msm) => &[16],
		_ => &[2],
	}
}

/// What to measure: `(op, n)` for every operation `wants`: Groth16 at each
/// of `groth16_inputs` public inputs, Groth16 batches at each of `batch_sizes` proofs, BLS
/// aggregation and committee verification at each of `bls_sizes` keys, the sized EVM
/// precompiles at each of `evm_sizes` pairs (or their defaults), the other sized ones at
/// each of `sizes`, the rest at n = 1.
pub fn plan(
	sizes: &[u32],
	groth16_inputs: &[u32],
	batch_sizes: &[u32],
	bls_sizes: &[u32],
	evm_sizes: Option<&[u32]>,
	wants: impl Fn(OpKind) -> bool,
) -> Vec<(OpKind, u32)> {
	let mut plan = Vec::new();
	for kind in OpKind::all().into_iter().filter(|&k| wants(k)) {
		let ns = match kind {
			OpKind::Groth16Verify(_) => groth16_inputs,
			OpKind::Groth16Batch(..) => batch_sizes,
			OpKind::AggregateG1 | OpKind::FastAggregateVerify => bls_sizes,
			OpKind::EvmPrecompile(address) if kind.is_sized() => {
				evm_sizes.unwrap_or_else(|| evm_default_sizes(address))
			}
			k if k.is_sized() => sizes,
			_ => &[1][..],
		};
		plan.extend(ns.iter().map(|&n| (kind, n)));
	}
	plan
}
