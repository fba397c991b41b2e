//! # Hostcurves pallet
//!
//! ## Overview
//!
//! Extrinsics that run each elliptic-curve operation, on each curve hostcurves covers, in the
//! backend the caller picks: [`Backend::Arkworks`] (plain arkworks compiled into the runtime)
//! or [`Backend::Host`] (hostcurves' curve types, whose kernels are host functions). Their
//! benchmarks produce the weights of both paths, and `hostcurves-bench report` compares them
//! with native code.
//!
//! Point and scalar arguments use the boundary byte format (`hostcurves_host::wire`) and
//! are decoded **without** curve or subgroup checks, so a row measures the operation itself;
//! the checked-decoding calls and Groth16 take user data and check everything.
//!
//! ## Interface
//!
//! ### Dispatchable Functions
//!
//! On a [`PairingCurve`] (BLS12-381, BLS12-377, BW6-761, BN254):
//! - [`pairing`](Pallet::pairing): `e(P, Q)`.
//! - [`msm_g1`](Pallet::msm_g1), [`msm_g2`](Pallet::msm_g2): multi-scalar multiplication.
//! - [`mul_projective_g1`](Pallet::mul_projective_g1) / `_g2`,
//!   [`mul_affine_g1`](Pallet::mul_affine_g1) / `_g2`: scalar multiplication from projective
//!   or affine form.
//! - [`decode_g1`](Pallet::decode_g1), [`decode_g2`](Pallet::decode_g2): checked decoding.
//!
//! On a [`GroupCurve`] (Bandersnatch twisted-Edwards and short-Weierstrass, Ed-on-BLS12-377,
//! Pallas, Vesta):
//! [`msm`](Pallet::msm), [`mul_projective`](Pallet::mul_projective),
//! [`mul_affine`](Pallet::mul_affine), [`decode`](Pallet::decode).
//!
//! Groth16 on a [`PairingCurve`]: [`groth16_verify`](Pallet::groth16_verify), key, proof and
//! inputs in one call, with plain ark-groth16 (pure Wasm, the key prepared on every call, as
//! published pallets do) or hostcurves' verifier (the key checked and prepared on the host,
//! then verified); [`groth16_verify_batch`](Pallet::groth16_verify_batch), k proofs against one
//! key (BLS12-381, BN254): ark-groth16 one by one vs hostcurves' batch verification. The key
//! registry, `verify_proof` and `verify_proofs` for production are the verifier pallet's
//! (`pallet-hostcurves-verifier`).
//!
//! BLS signatures on BLS12-381 (Ethereum's ciphersuite, `hostcurves_primitives::bls` on the
//! host path): [`bls12_381_hash_to_g2`](Pallet::bls12_381_hash_to_g2),
//! [`bls12_381_aggregate_g1`](Pallet::bls12_381_aggregate_g1) (n compressed public keys,
//! checked) and [`bls12_381_fast_aggregate_verify`](Pallet::bls12_381_fast_aggregate_verify)
//! (against a registered committee, as the verifier pallet's `verify_committee_signature`
//! computes it). The production calls are the verifier pallet's.
//!
//! BLS12-381 only: [`bls12_381_echo_g1`](Pallet::bls12_381_echo_g1) (the fixed cost of a
//! boundary crossing).
//!
//! Every operation call emits [`Event::Computed`] with the encoded result, so that no
//! backend can skip work whose result is unused, and so that tests can compare outputs.
//!
//! A runtime sets [`Config::MaxMsmLen`] and [`Config::MaxPublicInputs`] (bound the calls'
//! arguments and weights).
#![cfg_attr(not(feature = "std"), no_std)]
#![warn(missing_docs)]
// frame-benchmarking's test suite expands one macro level per benchmark (120), on top of the
// table's own levels (`operation_table!` → `benchmarks_of_table!` twice → `#[benchmarks]`).
#![recursion_limit = "256"]

extern crate alloc;
// `operation_table!` and `with_group!`: the operation library's.
#[macro_use]
extern crate hostcurves_bench_operations;

/// The operation library (`hostcurves-bench-operations`), under the paths the pallet has
/// always had: `pallet_hostcurves_bench::compute`, `::inputs`, …
pub use hostcurves_bench_operations::{
	adversarial, compute, compute_bls, curve, inputs, operation, table,
};

mod benchmarking;
#[cfg(test)]
mod bls_tests;
#[cfg(test)]
mod evm_tests;
#[cfg(test)]
mod mock;
pub mod runtime_api;
#[cfg(test)]
mod table_tests;
#[cfg(feature = "test-vectors")]
pub mod test_vectors;
#[cfg(test)]
mod tests;
pub mod weight_of;
pub mod weights;

pub use compute::ComputeError;
pub use operation::{
	Backend, GroupCurve, OpKind, Operation, PairingCurve, PlonkSystem, RingVrfTypes,
};
pub use pallet::*;
pub use weights::WeightInfo;

/// The pallet: configuration, events, errors and calls.
// `bandersnatch_ring_vrf_verify` takes its operation's six fields and the backend: the call
// builders FRAME generates for it have eight arguments.
#[allow(clippy::too_many_arguments)]
#[frame_support::pallet]
pub mod pallet {
	use super::*;
	use crate::{
		operation::{evm_units, max_elements, msm_len, GroupCurve, PairingCurve, MAX_BATCH},
		weight_of::weight_of,
	};
	use alloc::vec::Vec;
	use frame_support::pallet_prelude::*;
	use frame_system::pallet_prelude::*;

	/// The hostcurves pallet.
	#[pallet::pallet]
	pub struct Pallet<T>(_);

	/// Configuration of the pallet.
	#[pallet::config]
	pub trait Config: frame_system::Config {
		/// The overarching event type.
		#[allow(deprecated)]
		type RuntimeEvent: From<Event<Self>> + IsType<<Self as frame_system::Config>::RuntimeEvent>;

		/// Weight functions, generated by `hostcurves-bench pallet` (ps of ref_time).
		type WeightInfo: WeightInfo;

		/// The largest number of points in one MSM or echo call. Bounds the call's weight
		/// and its argument size (192 + 32 bytes per G2 point).
		#[pallet::constant]
		type MaxMsmLen: Get<u32>;

		/// The largest number of Groth16 public inputs (32 bytes each, BW6-761 48; a key
		/// grows by one G1 point per input) in [`Pallet::groth16_verify`]: bounds its
		/// arguments and weight.
		#[pallet::constant]
		type MaxPublicInputs: Get<u32>;
	}

	/// Events of this pallet.
	#[pallet::event]
	#[pallet::generate_deposit(pub(super) fn deposit_event)]
	pub enum Event<T: Config> {
		/// An operation was computed.
		Computed {
			/// What was computed.
			op: OpKind,
			/// Where it was computed.
			backend: Backend,
			/// The encoded result (layout in [`Operation`]).
			output: Vec<u8>,
		},
	}

	/// Errors of this pallet.
	#[pallet::error]
	pub enum Error<T> {
		/// An argument is not in the documented byte format (truncated, trailing bytes, a
		/// field element not below the modulus, bad flags).
		MalformedInput,
		/// MSM bases and scalars have different lengths.
		LengthMismatch,
		/// More points than `MaxMsmLen`, or more public inputs than `MaxPublicInputs`.
		TooManyElements,
		/// The pairing is undefined for these (unchecked) points: the Miller loop gave zero.
		PairingUndefined,
		/// The Groth16 verifying key is malformed, or a point in it is off the curve or
		/// outside the prime-order subgroup.
		InvalidVerifyingKey,
		/// The Groth16 proof is malformed, or a point in it is off the curve or outside the
		/// prime-order subgroup.
		InvalidProof,
		/// The public inputs are malformed or not canonical (not below r).
		InvalidPublicInputs,
		/// The number of public inputs differs from the verifying key's.
		WrongPublicInputCount,
		/// The Groth16 proof is well formed but does not verify.
		ProofRejected,
		/// A host function returned an error code.
		HostCallFailed,
		/// A twisted-Edwards result has `z = 0` and no affine form (points outside the
		/// prime-order subgroup of an incomplete curve such as Bandersnatch).
		DegeneratePoint,
		/// A point given for checked decoding is malformed, not canonical, not on the curve
		/// or not in the prime-order subgroup.
		InvalidPoint,
		/// BLS public keys sum to the identity, which KeyValidate refuses.
		IdentityAggregate,
		/// The BLS signature is well formed but does not verify.
		SignatureRejected,
		/// The EVM precompile refused its input (in the EVM the call would fail and consume
		/// all its gas), or no precompile has that address.
		PrecompileFailed,
	}

	impl<T> From<ComputeError> for Error<T> {
		fn from(e: ComputeError) -> Self {
			match e {
				ComputeError::MalformedInput => Error::MalformedInput,
				ComputeError::LengthMismatch => Error::LengthMismatch,
				ComputeError::PairingUndefined => Error::PairingUndefined,
				ComputeError::InvalidVerifyingKey => Error::InvalidVerifyingKey,
				ComputeError::InvalidProof => Error::InvalidProof,
				ComputeError::InvalidPublicInputs => Error::InvalidPublicInputs,
				ComputeError::WrongPublicInputCount => Error::WrongPublicInputCount,
				ComputeError::ProofRejected => Error::ProofRejected,
				ComputeError::HostCallFailed => Error::HostCallFailed,
				ComputeError::DegeneratePoint => Error::DegeneratePoint,
				ComputeError::InvalidPoint { .. } => Error::InvalidPoint,
				ComputeError::IdentityAggregate => Error::IdentityAggregate,
				ComputeError::SignatureRejected => Error::SignatureRejected,
				ComputeError::PrecompileFailed { .. } => Error::PrecompileFailed,
			}
		}
	}

	/// The largest size `n` a call of `kind` accepts: `MaxPublicInputs` for Groth16,
	/// [`MAX_BATCH`] proofs for a Groth16 batch, one unit for an EVM precompile that is not
	/// an MSM or a pairing, `MaxMsmLen` (points, pairs) for the others.
	pub(crate) fn max_size<T: Config>(kind: OpKind) -> u32 {
		match kind {
			OpKind::Groth16Verify(_) => T::MaxPublicInputs::get(),
			OpKind::Groth16Batch(..) => MAX_BATCH,
			OpKind::EvmPrecompile(_) if !kind.is_sized() => 1,
			_ => T::MaxMsmLen::get(),
		}
	}

	/// The largest size `n` the benchmark of `kind` in `backend` measures: the largest
	/// `n ≤ max_size` whose weight (the committed [`Config::WeightInfo`]) fits in one normal
	/// extrinsic (`BlockWeights`' `max_extrinsic`), but at least 2 (a slope needs two sizes)
	/// when `max_size` allows it.
	///
	/// A larger call is charged more than an extrinsic may weigh, so the transaction pool
	/// refuses it (`ExhaustsResources`) and it never runs: measuring it would only spend the
	/// benchmark's time (pure-Wasm BW6-761 `decode_g2` of 1 000 points weighs 13 s). Weights
	/// beyond the bound are the fit's linear extension, which only such refused calls see.
	pub(crate) fn benchmarked_size<T: Config>(kind: OpKind, backend: Backend) -> u32 {
		let limits = T::BlockWeights::get();
		let limit = limits
			.get(DispatchClass::Normal)
			.max_extrinsic
			.unwrap_or(limits.max_block);
		let fits = |n: u32| weight_of::<T::WeightInfo>(kind, backend, n).all_lte(limit);
		// Weights grow with `n`: find the last size that fits by bisection.
		let (mut low, mut high) = (1u32, max_size::<T>(kind));
		while low < high {
			let mid = low + (high - low).div_ceil(2);
			if fits(mid) {
				low = mid;
			} else {
				high = mid - 1;
			}
		}
		low.max(2).min(max_size::<T>(kind))
	}

	/// Picks the weight of the pure-Wasm or the host benchmark for `kind` at size `n` (as
	/// [`Operation::size`] computes it, from the borrowed arguments), capped at
	/// [`max_size`] so that an oversized call, which fails before decoding, is charged as the
	/// largest valid one.
	///
	/// In the portable build (feature `rfc163`) a host path that is not all RFC-0163 host
	/// calls ([`OpKind::host_path_is_standard`]) runs in Wasm what the pure-Wasm path runs, or
	/// less (checked decoding and BLS hashing in Wasm, the other curves with arkworks'
	/// default hooks), so it is charged the pure-Wasm weight. In the no-EC build (feature
	/// `no-ec`) every row is: its host path is arkworks in Wasm too, except the ring VRF row
	/// on sp-crypto-ec-utils' own types, whose RFC-0163 calls are then charged more than
	/// they cost.
	fn weight<T: Config>(backend: Backend, kind: OpKind, n: u32) -> Weight {
		#[cfg(feature = "no-ec")]
		let backend = {
			let _ = backend;
			Backend::Arkworks
		};
		#[cfg(all(feature = "rfc163", not(feature = "no-ec")))]
		let backend = if kind.host_path_is_standard() {
			backend
		} else {
			Backend::Arkworks
		};
		weight_of::<T::WeightInfo>(kind, backend, n.min(max_size::<T>(kind)))
	}

	/// The weight of [`Pallet::groth16_verify`]: its benchmark in `backend` (with the host,
	/// the key's validation and preparation included).
	fn groth16_weight<T: Config>(backend: Backend, curve: PairingCurve, n: u32) -> Weight {
		weight::<T>(backend, OpKind::Groth16Verify(curve), n)
	}

	/// The weight of [`Pallet::groth16_verify_batch`] of `k` proofs against a key of `vk`'s
	/// length: the 1-input benchmark for keys of one input, else the 8-input one.
	fn groth16_batch_weight<T: Config>(
		backend: Backend,
		curve: PairingCurve,
		vk: &[u8],
		k: usize,
	) -> Weight {
		let inputs = curve.groth16_key_inputs(vk.len(), false);
		let inputs = u8::try_from(inputs).unwrap_or(u8::MAX);
		let k = u32::try_from(k).unwrap_or(u32::MAX);
		weight::<T>(backend, OpKind::Groth16Batch(curve, inputs), k)
	}

	#[pallet::call]
	impl<T: Config> Pallet<T> {
		/// Computes the pairing `e(P, Q)` of one G1 and one G2 point (Miller loop, then final
		/// exponentiation).
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`PairingCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `g1`: `P`, one G1 point, unchecked.
		/// - `g2`: `Q`, one G2 point, unchecked.
		///
		/// Emits the target-field element (576 bytes; BN254 384). Fails with
		/// `PairingUndefined` if the Miller loop of these unchecked points is not invertible.
		///
		/// ## Complexity
		/// - `O(1)`.
		#[pallet::call_index(0)]
		#[pallet::weight(weight::<T>(*backend, OpKind::Pairing(*curve), 1))]
		pub fn pairing(
			origin: OriginFor<T>,
			curve: PairingCurve,
			backend: Backend,
			g1: Vec<u8>,
			g2: Vec<u8>,
		) -> DispatchResult {
			Self::run(origin, backend, Operation::Pairing { curve, g1, g2 })
		}

		/// Computes the multi-scalar multiplication `Σ s_i·P_i` in G1.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`PairingCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `bases`: `Vec<G1Affine>`, 8 + len(G1)·n bytes, unchecked.
		/// - `scalars`: `Vec<Fr>`, 8 + len(Fr)·n bytes.
		///
		/// Fails with `TooManyElements` if either vector can hold more than `MaxMsmLen`,
		/// `LengthMismatch` if they differ. Emits one G1 point.
		///
		/// ## Complexity
		/// - `O(n / log n)` group operations (Pippenger).
		#[pallet::call_index(1)]
		#[pallet::weight(weight::<T>(*backend, OpKind::MsmG1(*curve), msm_len(bases, curve.g1_len(), scalars, curve.fr_len())))]
		pub fn msm_g1(
			origin: OriginFor<T>,
			curve: PairingCurve,
			backend: Backend,
			bases: Vec<u8>,
			scalars: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::MsmG1 {
					curve,
					bases,
					scalars,
				},
			)
		}

		/// Computes the multi-scalar multiplication `Σ s_i·Q_i` in G2.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`PairingCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `bases`: `Vec<G2Affine>`, 8 + len(G2)·n bytes, unchecked.
		/// - `scalars`: `Vec<Fr>`, 8 + len(Fr)·n bytes.
		///
		/// Fails with `TooManyElements` if either vector can hold more than `MaxMsmLen`,
		/// `LengthMismatch` if they differ. Emits one G2 point.
		///
		/// ## Complexity
		/// - `O(n / log n)` group operations (Pippenger).
		#[pallet::call_index(2)]
		#[pallet::weight(weight::<T>(*backend, OpKind::MsmG2(*curve), msm_len(bases, curve.g2_len(), scalars, curve.fr_len())))]
		pub fn msm_g2(
			origin: OriginFor<T>,
			curve: PairingCurve,
			backend: Backend,
			bases: Vec<u8>,
			scalars: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::MsmG2 {
					curve,
					bases,
					scalars,
				},
			)
		}

		/// Computes `s·P` in G1 from the projective form of `P`.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`PairingCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `base`: `P`, one G1 point, unchecked.
		/// - `scalar`: `s`, one `Fr`.
		///
		/// Emits one G1 point.
		///
		/// ## Complexity
		/// - `O(1)`.
		#[pallet::call_index(3)]
		#[pallet::weight(weight::<T>(*backend, OpKind::MulProjectiveG1(*curve), 1))]
		pub fn mul_projective_g1(
			origin: OriginFor<T>,
			curve: PairingCurve,
			backend: Backend,
			base: Vec<u8>,
			scalar: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::MulProjectiveG1 {
					curve,
					base,
					scalar,
				},
			)
		}

		/// Computes `s·Q` in G2 from the projective form of `Q`.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`PairingCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `base`: `Q`, one G2 point, unchecked.
		/// - `scalar`: `s`, one `Fr`.
		///
		/// Emits one G2 point.
		///
		/// ## Complexity
		/// - `O(1)`.
		#[pallet::call_index(4)]
		#[pallet::weight(weight::<T>(*backend, OpKind::MulProjectiveG2(*curve), 1))]
		pub fn mul_projective_g2(
			origin: OriginFor<T>,
			curve: PairingCurve,
			backend: Backend,
			base: Vec<u8>,
			scalar: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::MulProjectiveG2 {
					curve,
					base,
					scalar,
				},
			)
		}

		/// Computes `s·P` in G1 on the affine point.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`PairingCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `base`: `P`, one G1 point, unchecked.
		/// - `scalar`: `s`, one `Fr`.
		///
		/// Emits one G1 point.
		///
		/// ## Complexity
		/// - `O(1)`.
		#[pallet::call_index(5)]
		#[pallet::weight(weight::<T>(*backend, OpKind::MulAffineG1(*curve), 1))]
		pub fn mul_affine_g1(
			origin: OriginFor<T>,
			curve: PairingCurve,
			backend: Backend,
			base: Vec<u8>,
			scalar: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::MulAffineG1 {
					curve,
					base,
					scalar,
				},
			)
		}

		/// Computes `s·Q` in G2 on the affine point.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`PairingCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `base`: `Q`, one G2 point, unchecked.
		/// - `scalar`: `s`, one `Fr`.
		///
		/// Emits one G2 point.
		///
		/// ## Complexity
		/// - `O(1)`.
		#[pallet::call_index(6)]
		#[pallet::weight(weight::<T>(*backend, OpKind::MulAffineG2(*curve), 1))]
		pub fn mul_affine_g2(
			origin: OriginFor<T>,
			curve: PairingCurve,
			backend: Backend,
			base: Vec<u8>,
			scalar: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::MulAffineG2 {
					curve,
					base,
					scalar,
				},
			)
		}

		/// Decodes G1 points with every check: canonical field elements, on the curve, in the
		/// prime-order subgroup.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`PairingCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `points`: `Vec<G1Affine>` in the curve's standard serialisation.
		/// - `compressed`: whether `points` is compressed.
		///
		/// Fails with `TooManyElements` above `MaxMsmLen` points, `InvalidPoint` if a check
		/// fails. Emits the points uncompressed.
		///
		/// ## Complexity
		/// - `O(n)` square roots and subgroup checks.
		#[pallet::call_index(9)]
		#[pallet::weight(weight::<T>(*backend, OpKind::DecodeG1(*curve), max_elements(points, curve.g1_encoded_len(*compressed))))]
		pub fn decode_g1(
			origin: OriginFor<T>,
			curve: PairingCurve,
			backend: Backend,
			points: Vec<u8>,
			compressed: bool,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::DecodeG1 {
					curve,
					points,
					compressed,
				},
			)
		}

		/// Decodes G2 points with every check: canonical field elements, on the curve, in the
		/// prime-order subgroup.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`PairingCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `points`: `Vec<G2Affine>` in the curve's standard serialisation.
		/// - `compressed`: whether `points` is compressed.
		///
		/// Fails with `TooManyElements` above `MaxMsmLen` points, `InvalidPoint` if a check
		/// fails. Emits the points uncompressed.
		///
		/// ## Complexity
		/// - `O(n)` square roots and subgroup checks.
		#[pallet::call_index(10)]
		#[pallet::weight(weight::<T>(*backend, OpKind::DecodeG2(*curve), max_elements(points, curve.g2_encoded_len(*compressed))))]
		pub fn decode_g2(
			origin: OriginFor<T>,
			curve: PairingCurve,
			backend: Backend,
			points: Vec<u8>,
			compressed: bool,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::DecodeG2 {
					curve,
					points,
					compressed,
				},
			)
		}

		/// Computes the multi-scalar multiplication `Σ s_i·P_i` on a single-group curve.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`GroupCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `bases`: `Vec<Affine>`, 8 + 64·n bytes (Bandersnatch SW: 65·n), unchecked.
		/// - `scalars`: `Vec<Fr>`, 8 + 32·n bytes.
		///
		/// Fails with `TooManyElements` above `MaxMsmLen`, `LengthMismatch`, or
		/// `DegeneratePoint` (a twisted-Edwards result with `z = 0`). Emits one point.
		///
		/// ## Complexity
		/// - `O(n / log n)` group operations (Pippenger).
		#[pallet::call_index(11)]
		#[pallet::weight(weight::<T>(*backend, OpKind::Msm(*curve), msm_len(bases, curve.point_len(), scalars, curve.fr_len())))]
		pub fn msm(
			origin: OriginFor<T>,
			curve: GroupCurve,
			backend: Backend,
			bases: Vec<u8>,
			scalars: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::Msm {
					curve,
					bases,
					scalars,
				},
			)
		}

		/// Computes `s·P` on a single-group curve from the projective form of `P`.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`GroupCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `base`: `P`, one point (64 bytes; Bandersnatch SW: 65), unchecked.
		/// - `scalar`: `s`, one `Fr` (32 bytes).
		///
		/// Fails with `DegeneratePoint` (a twisted-Edwards result with `z = 0`). Emits one
		/// point.
		///
		/// ## Complexity
		/// - `O(1)`.
		#[pallet::call_index(12)]
		#[pallet::weight(weight::<T>(*backend, OpKind::MulProjective(*curve), 1))]
		pub fn mul_projective(
			origin: OriginFor<T>,
			curve: GroupCurve,
			backend: Backend,
			base: Vec<u8>,
			scalar: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::MulProjective {
					curve,
					base,
					scalar,
				},
			)
		}

		/// Computes `s·P` on a single-group curve on the affine point.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`GroupCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `base`: `P`, one point (64 bytes; Bandersnatch SW: 65), unchecked.
		/// - `scalar`: `s`, one `Fr` (32 bytes).
		///
		/// Fails with `DegeneratePoint` (a twisted-Edwards result with `z = 0`). Emits one
		/// point.
		///
		/// ## Complexity
		/// - `O(1)`.
		#[pallet::call_index(13)]
		#[pallet::weight(weight::<T>(*backend, OpKind::MulAffine(*curve), 1))]
		pub fn mul_affine(
			origin: OriginFor<T>,
			curve: GroupCurve,
			backend: Backend,
			base: Vec<u8>,
			scalar: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::MulAffine {
					curve,
					base,
					scalar,
				},
			)
		}

		/// Decodes points of a single-group curve with every check: canonical field elements,
		/// on the curve, in the prime-order subgroup.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`GroupCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `points`: `Vec<Affine>` in the curve's standard serialisation.
		/// - `compressed`: whether `points` is compressed.
		///
		/// Fails with `TooManyElements` above `MaxMsmLen` points, `InvalidPoint` if a check
		/// fails. Emits the points uncompressed.
		///
		/// ## Complexity
		/// - `O(n)` square roots and subgroup checks.
		#[pallet::call_index(14)]
		#[pallet::weight(weight::<T>(*backend, OpKind::Decode(*curve), max_elements(points, curve.encoded_len(*compressed))))]
		pub fn decode(
			origin: OriginFor<T>,
			curve: GroupCurve,
			backend: Backend,
			points: Vec<u8>,
			compressed: bool,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::Decode {
					curve,
					points,
					compressed,
				},
			)
		}

		/// Verifies a Groth16 proof given with its key, in one call: with
		/// [`Backend::Arkworks`], plain ark-groth16 in pure Wasm, the key prepared on every call
		/// (what published pallets do); with [`Backend::Host`], `hostcurves_primitives::groth16`
		/// (the key validated and prepared on the host, then one MSM, one three-pair Miller
		/// loop and one final exponentiation). Chains that verify many proofs against one key
		/// use the verifier pallet's
		/// [`register_verification_key`](pallet_hostcurves_verifier::Pallet::register_verification_key)
		/// and [`verify_proof`](pallet_hostcurves_verifier::Pallet::verify_proof) instead.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: the curve ([`PairingCurve`] lists the byte lengths).
		/// - `backend`: pure Wasm or host functions.
		/// - `vk`: `ark_groth16::VerifyingKey`, arkworks uncompressed (BLS12-381: ZCash
		///   points), `G1 + 3·G2 + 8 + (n + 1)·G1` bytes.
		/// - `proof`: `ark_groth16::Proof`, arkworks uncompressed, `2·G1 + G2` bytes.
		/// - `public_inputs`: `Vec<Fr>`, `8 + len(Fr)·n` bytes.
		///
		/// Every field element must be canonical and every point on the curve and in the
		/// prime-order subgroup; fails with `InvalidVerifyingKey`, `InvalidProof`,
		/// `InvalidPublicInputs`, `WrongPublicInputCount`, `TooManyElements` (n above
		/// `MaxPublicInputs`) or `ProofRejected`. Emits `[1]` when the proof verifies.
		///
		/// ## Complexity
		/// - `O(n)`: pure Wasm one scalar multiplication per input and a four-pair pairing
		///   product; host one MSM of n points and a three-pair pairing product.
		#[pallet::call_index(7)]
		#[pallet::weight(groth16_weight::<T>(*backend, *curve, max_elements(public_inputs, curve.fr_len())))]
		pub fn groth16_verify(
			origin: OriginFor<T>,
			curve: PairingCurve,
			backend: Backend,
			vk: Vec<u8>,
			proof: Vec<u8>,
			public_inputs: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::Groth16Verify {
					curve,
					vk,
					proof,
					public_inputs,
				},
			)
		}

		/// Verifies k Groth16 proofs against one key, given with it: with
		/// [`Backend::Arkworks`], plain ark-groth16 one proof at a time in pure Wasm (the key
		/// prepared once); with [`Backend::Host`], `hostcurves_primitives::groth16::verify_batch`
		/// (one final exponentiation for all). The comparison rows of the report; the verifier
		/// pallet's `verify_proofs` is the production call.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `curve`: BLS12-381 or BN254.
		/// - `vk`: `ark_groth16::VerifyingKey`, arkworks uncompressed, 1 to 8 public inputs.
		/// - `proofs`: 1 to 64 pairs of `ark_groth16::Proof` (arkworks uncompressed) and its
		///   `Vec<Fr>` public inputs.
		///
		/// Every point is checked. Fails with `MalformedInput` (another curve, no proofs),
		/// `TooManyElements` (more than 64 proofs), `InvalidVerifyingKey`, `InvalidProof`,
		/// `InvalidPublicInputs`, `WrongPublicInputCount` or `ProofRejected`; emits `[1]`.
		///
		/// ## Complexity
		/// - `O(k)`: pure Wasm k pairing products; host k − 1 two-point G1 MSMs over 64 bits,
		///   two G1 multiplications, two MSMs and one Miller loop over k + 2 pairs, one final
		///   exponentiation.
		#[pallet::call_index(15)]
		#[pallet::weight(groth16_batch_weight::<T>(*backend, *curve, vk, proofs.len()))]
		pub fn groth16_verify_batch(
			origin: OriginFor<T>,
			curve: PairingCurve,
			backend: Backend,
			vk: Vec<u8>,
			proofs: Vec<(Vec<u8>, Vec<u8>)>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::Groth16Batch { curve, vk, proofs },
			)
		}

		/// Decodes G1 points and encodes them back: with [`Backend::Host`] the bytes cross
		/// the boundary and are decoded on the host; with [`Backend::Arkworks`] they are decoded
		/// in Wasm. The fixed cost of a boundary crossing.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `backend`: pure Wasm or host functions.
		/// - `points`: `Vec<G1Affine>`, 8 + 96·n bytes, unchecked.
		///
		/// Fails with `TooManyElements` if n exceeds `MaxMsmLen`. Emits the same bytes.
		///
		/// ## Complexity
		/// - `O(n)`.
		#[pallet::call_index(8)]
		#[pallet::weight(weight::<T>(*backend, OpKind::EchoG1, max_elements(points, PairingCurve::Bls12_381.g1_len())))]
		pub fn bls12_381_echo_g1(
			origin: OriginFor<T>,
			backend: Backend,
			points: Vec<u8>,
		) -> DispatchResult {
			Self::run(origin, backend, Operation::EchoG1 { points })
		}

		/// Hashes a message to BLS12-381 G2 (RFC 9380, suite `BLS12381G2_XMD:SHA-256_SSWU_RO_`
		/// with the DST of Ethereum's BLS ciphersuite): the message hash of a BLS signature.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `backend`: pure Wasm (arkworks' `MapToCurveBasedHasher`) or the host
		///   (`hash_to_g2`, outside RFC-0163).
		/// - `message`: at most 256 bytes (`MAX_BLS_MESSAGE_LEN`; the weight is measured at
		///   that length).
		///
		/// Fails with `MalformedInput` for a longer message. Emits one G2 point, 192 bytes.
		///
		/// ## Complexity
		/// - `O(1)`: SHA-256 over the message, two maps to the curve, cofactor clearing.
		#[pallet::call_index(16)]
		#[pallet::weight(weight::<T>(*backend, OpKind::HashToG2, 1))]
		pub fn bls12_381_hash_to_g2(
			origin: OriginFor<T>,
			backend: Backend,
			message: Vec<u8>,
		) -> DispatchResult {
			Self::run(origin, backend, Operation::HashToG2 { message })
		}

		/// Aggregates BLS public keys: each decoded with every check (flags, x < p, on the
		/// curve, in G1) and refused if the identity (KeyValidate), then summed.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `backend`: pure Wasm (arkworks' `deserialize_compressed`) or the host
		///   (`aggregate_g1`, outside RFC-0163).
		/// - `public_keys`: u64 LE count n ≥ 1, then n compressed G1 points, 8 + 48·n bytes.
		///
		/// Fails with `TooManyElements` above `MaxMsmLen`, `MalformedInput`, `InvalidPoint`
		/// (a bad key) or `IdentityAggregate`. Emits the sum, one G1 point, 96 bytes.
		///
		/// ## Complexity
		/// - `O(n)` square roots and subgroup checks.
		#[pallet::call_index(17)]
		#[pallet::weight(weight::<T>(*backend, OpKind::AggregateG1, max_elements(public_keys, 48)))]
		pub fn bls12_381_aggregate_g1(
			origin: OriginFor<T>,
			backend: Backend,
			public_keys: Vec<u8>,
		) -> DispatchResult {
			Self::run(origin, backend, Operation::AggregateG1 { public_keys })
		}

		/// FastAggregateVerify of a BLS signature by every key of a registered committee (keys
		/// stored uncompressed after validation, as the verifier pallet stores them).
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `backend`: pure Wasm (plain arkworks: sum, hash, pairing) or the host (one MSM
		///   with unit scalars, `hash_to_g2`, the pairing; outside RFC-0163).
		/// - `committee`: u64 LE count n ≥ 1, then n `G1Affine` uncompressed, 8 + 96·n bytes
		///   (a registered committee's): each must decode and be on the curve, the subgroup is
		///   not checked again.
		/// - `message`: at most 256 bytes.
		/// - `signature`: a compressed G2 point, 96 bytes, checked.
		///
		/// Fails with `TooManyElements` above `MaxMsmLen`, `MalformedInput`, `InvalidPoint`
		/// (the signature), `IdentityAggregate` or `SignatureRejected`. Emits `[1]`.
		///
		/// ## Complexity
		/// - `O(n)` additions, one hash to G2, a two-pair pairing.
		#[pallet::call_index(18)]
		#[pallet::weight(weight::<T>(*backend, OpKind::FastAggregateVerify, max_elements(committee, PairingCurve::Bls12_381.g1_len())))]
		pub fn bls12_381_fast_aggregate_verify(
			origin: OriginFor<T>,
			backend: Backend,
			committee: Vec<u8>,
			message: Vec<u8>,
			signature: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::FastAggregateVerify {
					committee,
					message,
					signature,
				},
			)
		}

		/// Verifies a drand beacon (min-sig BLS: a 48-byte G1 signature of
		/// `SHA-256(round as 8 big-endian bytes)` under a 96-byte G2 key) against a registered
		/// network's stored key, as the verifier pallet's `verify_beacon` does.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `backend`: pure Wasm (plain arkworks: `deserialize_compressed`,
		///   `MapToCurveBasedHasher` to G1, the pairing) or the host
		///   (`hostcurves_primitives::bls::drand`: checked decoding and `hash_to_g1` outside
		///   RFC-0163, the pairing).
		/// - `public_key`: the network's key as a registry stores it, `G2Affine`
		///   uncompressed, 192 bytes: it must decode and be on the curve, the subgroup is not
		///   checked again.
		/// - `round`: the round.
		/// - `signature`: a compressed G1 point, 48 bytes, checked.
		///
		/// Fails with `MalformedInput`, `InvalidPoint` (the signature) or
		/// `SignatureRejected`. Emits the round's randomness, 32 bytes.
		///
		/// ## Complexity
		/// - `O(1)`: a decompression and subgroup check in G1, one hash to G1, a two-pair
		///   pairing.
		#[pallet::call_index(20)]
		#[pallet::weight(weight::<T>(*backend, OpKind::VerifyBeacon, 1))]
		pub fn bls12_381_verify_beacon(
			origin: OriginFor<T>,
			backend: Backend,
			public_key: Vec<u8>,
			round: u64,
			signature: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::VerifyBeacon {
					public_key,
					round,
					signature,
				},
			)
		}

		/// Runs one Ethereum precompile (`hostcurves_evm`) on `input`, as an EVM chain's
		/// runtime would: BN254's ADD (0x06), MUL (0x07), PAIRING (0x08), EIP-4844's
		/// POINT_EVALUATION (0x0a), BLS12-381's G1ADD (0x0b), G1MSM (0x0c), G2ADD (0x0d), G2MSM (0x0e), PAIRING_CHECK (0x0f),
		/// MAP_FP_TO_G1 (0x10), MAP_FP2_TO_G2 (0x11). Its weight, set against the EIP's gas,
		/// is what an EVM integration converts.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `backend`: pure Wasm (plain arkworks) or the host (BLS12-381's MSM and pairing
		///   are RFC-0163 calls; its subgroup checks and maps and all of BN254 are
		///   hostcurves' own).
		/// - `address`: the last byte of the precompile's address.
		/// - `input`: the call's input in the EIP's format: n pairs for MSMs and pairings (n
		///   up to `MaxMsmLen`), at most `MAX_EVM_FIXED_INPUT` (1 024) bytes for the others.
		///
		/// Fails with `TooManyElements` for a longer input, `PrecompileFailed` if the
		/// precompile refuses the input or the address has none (where the EVM would find an
		/// account without code and succeed: this pallet only runs precompiles). Emits the precompile's
		/// output followed by the gas the EIP prices the call at (u64 LE).
		///
		/// ## Complexity
		/// - `O(n)` for MSMs (subgroup checks, then Pippenger) and pairings (n Miller loops,
		///   one final exponentiation); `O(1)` for the others.
		#[pallet::call_index(19)]
		#[pallet::weight(weight::<T>(*backend, OpKind::EvmPrecompile(*address), evm_units(*address, input)))]
		pub fn evm_precompile(
			origin: OriginFor<T>,
			backend: Backend,
			address: u8,
			input: Vec<u8>,
		) -> DispatchResult {
			Self::run(origin, backend, Operation::EvmPrecompile { address, input })
		}

		/// Verifies a Bandersnatch ring VRF signature (ark-vrf 0.6,
		/// `Bandersnatch-SHA512-ELL2-v1`) against a ring commitment, as the verifier pallet's
		/// `verify_ring_vrf` does (`hostcurves_primitives::ring_vrf`).
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `types`: `Hostcurves` (`hostcurves_primitives::ring_vrf` over hostcurves'
		///   types) or `SpCryptoEcUtils` (the published baseline: ark-vrf's own verifier over
		///   `sp-crypto-ec-utils`' types).
		/// - `backend`: pure Wasm (over ark-vrf's own suite, plain arkworks) or the host.
		/// - `commitment`: the ring commitment, 144 bytes, checked.
		/// - `ring_size`: the ring's size, 1 to 1 791.
		/// - `data`, `ad`: the VRF input data and additional data, at most 256 bytes each.
		/// - `signature`: the output point then the ring proof, 784 bytes, checked.
		///
		/// Fails with `MalformedInput`, `InvalidVerifyingKey` (the commitment),
		/// `InvalidProof` or `ProofRejected`. Emits the VRF output's hash, 32 bytes.
		///
		/// ## Complexity
		/// - `O(1)` in the ring's size (the domain is evaluated at one point in closed form):
		///   a hash to the curve, Bandersnatch MSMs, seven G1 decompressions and subgroup
		///   checks, a G1 MSM and a two-pair pairing. Benchmarked on the verifier pallet's
		///   weight input (a ring of 1 791, 256-byte data and additional data).
		#[pallet::call_index(21)]
		#[pallet::weight(weight::<T>(*backend, OpKind::RingVrfVerify(*types), 1))]
		pub fn bandersnatch_ring_vrf_verify(
			origin: OriginFor<T>,
			types: RingVrfTypes,
			backend: Backend,
			commitment: Vec<u8>,
			ring_size: u32,
			data: Vec<u8>,
			ad: Vec<u8>,
			signature: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::RingVrfVerify {
					types,
					commitment,
					ring_size,
					data,
					ad,
					signature,
				},
			)
		}

		/// Verifies a snarkjs PLONK or fflonk proof (`hostcurves_primitives::plonk`,
		/// `fflonk`) as the verifier pallet's `verify_plonk_proof` does, the key checked first
		/// as its registration does.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `system`, `curve`: PLONK on BN254 or BLS12-381, fflonk on BN254.
		/// - `backend`: pure Wasm (the same verifier over plain arkworks, points validated by
		///   arkworks in Wasm) or the host (hostcurves' types).
		/// - `key`: compressed (PLONK BN254 389 bytes, BLS12-381 549; fflonk 325), checked.
		/// - `proof`: compressed (PLONK 480 / 624 bytes, fflonk 608), checked.
		/// - `public_inputs`: `Vec<Fr>`, as many as the key says.
		///
		/// Fails with `InvalidVerifyingKey`, `InvalidProof`, `InvalidPublicInputs`,
		/// `WrongPublicInputCount` or `ProofRejected`. Emits `[1]`.
		///
		/// ## Complexity
		/// - PLONK: G1 MSMs of 18 and 2 points, a two-pair pairing check; fflonk: a G1 MSM of
		///   6 points and the pairing check; field arithmetic linear in the inputs.
		///   Benchmarked on snarkjs' 17-signal proofs (the verifier pallet's weight inputs).
		#[pallet::call_index(22)]
		#[pallet::weight(weight::<T>(*backend, OpKind::PlonkVerify(*system, *curve), 1))]
		pub fn plonk_verify(
			origin: OriginFor<T>,
			system: PlonkSystem,
			backend: Backend,
			curve: PairingCurve,
			key: Vec<u8>,
			proof: Vec<u8>,
			public_inputs: Vec<u8>,
		) -> DispatchResult {
			Self::run(
				origin,
				backend,
				Operation::PlonkVerify {
					system,
					curve,
					key,
					proof,
					public_inputs,
				},
			)
		}
	}

	impl<T: Config> Pallet<T> {
		/// Checks the origin and the size bound, computes `op` and emits
		/// [`Event::Computed`].
		fn run(origin: OriginFor<T>, backend: Backend, op: Operation) -> DispatchResult {
			ensure_signed(origin)?;
			ensure!(
				op.size() <= max_size::<T>(op.kind()),
				Error::<T>::TooManyElements
			);
			let output = compute::execute(backend, &op).map_err(Error::<T>::from)?;
			Self::deposit_event(Event::Computed {
				op: op.kind(),
				backend,
				output,
			});
			Ok(())
		}

		/// The extrinsic that computes `op` with `backend`: `op`'s fields become the call's
		/// arguments. Used by benchmarks, tests and clients that build calls from
		/// [`Operation`]s.
		pub fn call_for(backend: Backend, op: Operation) -> Call<T> {
			use Operation::*;
			match op {
				Pairing { curve, g1, g2 } => Call::pairing {
					curve,
					backend,
					g1,
					g2,
				},
				MsmG1 {
					curve,
					bases,
					scalars,
				} => Call::msm_g1 {
					curve,
					backend,
					bases,
					scalars,
				},
				MsmG2 {
					curve,
					bases,
					scalars,
				} => Call::msm_g2 {
					curve,
					backend,
					bases,
					scalars,
				},
				MulProjectiveG1 {
					curve,
					base,
					scalar,
				} => Call::mul_projective_g1 {
					curve,
					backend,
					base,
					scalar,
				},
				MulProjectiveG2 {
					curve,
					base,
					scalar,
				} => Call::mul_projective_g2 {
					curve,
					backend,
					base,
					scalar,
				},
				MulAffineG1 {
					curve,
					base,
					scalar,
				} => Call::mul_affine_g1 {
					curve,
					backend,
					base,
					scalar,
				},
				MulAffineG2 {
					curve,
					base,
					scalar,
				} => Call::mul_affine_g2 {
					curve,
					backend,
					base,
					scalar,
				},
				DecodeG1 {
					curve,
					points,
					compressed,
				} => Call::decode_g1 {
					curve,
					backend,
					points,
					compressed,
				},
				DecodeG2 {
					curve,
					points,
					compressed,
				} => Call::decode_g2 {
					curve,
					backend,
					points,
					compressed,
				},
				Msm {
					curve,
					bases,
					scalars,
				} => Call::msm {
					curve,
					backend,
					bases,
					scalars,
				},
				MulProjective {
					curve,
					base,
					scalar,
				} => Call::mul_projective {
					curve,
					backend,
					base,
					scalar,
				},
				MulAffine {
					curve,
					base,
					scalar,
				} => Call::mul_affine {
					curve,
					backend,
					base,
					scalar,
				},
				Decode {
					curve,
					points,
					compressed,
				} => Call::decode {
					curve,
					backend,
					points,
					compressed,
				},
				Groth16Verify {
					curve,
					vk,
					proof,
					public_inputs,
				} => Call::groth16_verify {
					curve,
					backend,
					vk,
					proof,
					public_inputs,
				},
				Groth16Batch { curve, vk, proofs } => Call::groth16_verify_batch {
					curve,
					backend,
					vk,
					proofs,
				},
				EchoG1 { points } => Call::bls12_381_echo_g1 { backend, points },
				HashToG2 { message } => Call::bls12_381_hash_to_g2 { backend, message },
				AggregateG1 { public_keys } => Call::bls12_381_aggregate_g1 {
					backend,
					public_keys,
				},
				FastAggregateVerify {
					committee,
					message,
					signature,
				} => Call::bls12_381_fast_aggregate_verify {
					backend,
					committee,
					message,
					signature,
				},
				VerifyBeacon {
					public_key,
					round,
					signature,
				} => Call::bls12_381_verify_beacon {
					backend,
					public_key,
					round,
					signature,
				},
				EvmPrecompile { address, input } => Call::evm_precompile {
					backend,
					address,
					input,
				},
				RingVrfVerify {
					types,
					commitment,
					ring_size,
					data,
					ad,
					signature,
				} => Call::bandersnatch_ring_vrf_verify {
					types,
					backend,
					commitment,
					ring_size,
					data,
					ad,
					signature,
				},
				PlonkVerify {
					system,
					curve,
					key,
					proof,
					public_inputs,
				} => Call::plonk_verify {
					system,
					backend,
					curve,
					key,
					proof,
					public_inputs,
				},
			}
		}
	}
}
