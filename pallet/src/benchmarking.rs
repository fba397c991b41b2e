//! Benchmarks of every extrinsic in both backends (frame-benchmarking v2).
//!
//! Each operation on each curve has a pure-Wasm benchmark (`ark_` prefix, plain arkworks in
//! the runtime) and a host-path benchmark (hostcurves' types), on the same deterministic
//! inputs ([`crate::inputs`]); names are [`OpKind::benchmark`]. Sized operations have the
//! component `n` (points, or Groth16 public inputs).
#![cfg(feature = "runtime-benchmarks")]

use super::*;
use frame_benchmarking::v2::*;
use frame_support::traits::Get;
use frame_support::traits::UnfilteredDispatchable;
use frame_system::RawOrigin;

/// The signed origin and the call that computes `kind` at size `n` with `backend`.
fn setup<T: Config>(kind: OpKind, backend: Backend, n: u32) -> (T::RuntimeOrigin, Call<T>) {
	let caller: T::AccountId = whitelisted_caller();
	let call = Pallet::<T>::call_for(backend, inputs::operation(kind, n));
	(RawOrigin::Signed(caller).into(), call)
}

/// Asserts that the last event is `Computed` for `op` and `backend` with a non-empty output.
fn assert_computed<T: Config>(op: OpKind, backend: Backend) {
	use codec::Encode;
	let expected: <T as frame_system::Config>::RuntimeEvent =
		<T as Config>::RuntimeEvent::from(Event::<T>::Computed {
			op,
			backend,
			output: Default::default(),
		})
		.into();
	// The encoding ends with the output's compact length (one zero byte here): everything
	// before it names the pallet, the event, `op` and `backend`.
	let expected = expected.encode();
	let prefix = &expected[..expected.len() - 1];
	let last = frame_system::Pallet::<T>::events()
		.pop()
		.map(|record| record.event.encode());
	assert!(
		last.is_some_and(|e| e.starts_with(prefix) && e.len() > expected.len()),
		"no Computed event for {:?} in {:?}",
		op,
		backend
	);
}

#[benchmarks]
mod benchmarks {
	use super::*;
	use crate::operation::{GroupCurve, PairingCurve};

	/// `OpKind::Pairing(PairingCurve::Bls12_381)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_pairing() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::Pairing(PairingCurve::Bls12_381),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Pairing(PairingCurve::Bls12_381), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Pairing(PairingCurve::Bls12_381)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_pairing() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::Pairing(PairingCurve::Bls12_381), Backend::Host, 1);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Pairing(PairingCurve::Bls12_381), Backend::Host);
		Ok(())
	}

	/// `OpKind::MsmG1(PairingCurve::Bls12_381)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_msm_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::MsmG1(PairingCurve::Bls12_381), Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG1(PairingCurve::Bls12_381), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::MsmG1(PairingCurve::Bls12_381)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_msm_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MsmG1(PairingCurve::Bls12_381), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG1(PairingCurve::Bls12_381), Backend::Host);
		Ok(())
	}

	/// `OpKind::MsmG2(PairingCurve::Bls12_381)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_msm_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::MsmG2(PairingCurve::Bls12_381), Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG2(PairingCurve::Bls12_381), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::MsmG2(PairingCurve::Bls12_381)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_msm_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MsmG2(PairingCurve::Bls12_381), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG2(PairingCurve::Bls12_381), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulProjectiveG1(PairingCurve::Bls12_381)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_mul_projective_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bls12_381),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bls12_381),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulProjectiveG1(PairingCurve::Bls12_381)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_mul_projective_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bls12_381),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bls12_381),
			Backend::Host,
		);
		Ok(())
	}

	/// `OpKind::MulProjectiveG2(PairingCurve::Bls12_381)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_mul_projective_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bls12_381),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bls12_381),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulProjectiveG2(PairingCurve::Bls12_381)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_mul_projective_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bls12_381),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bls12_381),
			Backend::Host,
		);
		Ok(())
	}

	/// `OpKind::MulAffineG1(PairingCurve::Bls12_381)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_mul_affine_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffineG1(PairingCurve::Bls12_381),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulAffineG1(PairingCurve::Bls12_381),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulAffineG1(PairingCurve::Bls12_381)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_mul_affine_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffineG1(PairingCurve::Bls12_381),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffineG1(PairingCurve::Bls12_381), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulAffineG2(PairingCurve::Bls12_381)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_mul_affine_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffineG2(PairingCurve::Bls12_381),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulAffineG2(PairingCurve::Bls12_381),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulAffineG2(PairingCurve::Bls12_381)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_mul_affine_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffineG2(PairingCurve::Bls12_381),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffineG2(PairingCurve::Bls12_381), Backend::Host);
		Ok(())
	}

	/// `OpKind::DecodeG1(PairingCurve::Bls12_381)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_decode_g1(
		n: Linear<1, { T::MaxMsmLen::get() }>,
	) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::DecodeG1(PairingCurve::Bls12_381),
			Backend::Arkworks,
			n,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG1(PairingCurve::Bls12_381), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::DecodeG1(PairingCurve::Bls12_381)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_decode_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::DecodeG1(PairingCurve::Bls12_381), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG1(PairingCurve::Bls12_381), Backend::Host);
		Ok(())
	}

	/// `OpKind::DecodeG2(PairingCurve::Bls12_381)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_decode_g2(
		n: Linear<1, { T::MaxMsmLen::get() }>,
	) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::DecodeG2(PairingCurve::Bls12_381),
			Backend::Arkworks,
			n,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG2(PairingCurve::Bls12_381), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::DecodeG2(PairingCurve::Bls12_381)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_decode_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::DecodeG2(PairingCurve::Bls12_381), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG2(PairingCurve::Bls12_381), Backend::Host);
		Ok(())
	}

	/// `OpKind::Pairing(PairingCurve::Bls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_377_pairing() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::Pairing(PairingCurve::Bls12_377),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Pairing(PairingCurve::Bls12_377), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Pairing(PairingCurve::Bls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_377_pairing() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::Pairing(PairingCurve::Bls12_377), Backend::Host, 1);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Pairing(PairingCurve::Bls12_377), Backend::Host);
		Ok(())
	}

	/// `OpKind::MsmG1(PairingCurve::Bls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_377_msm_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::MsmG1(PairingCurve::Bls12_377), Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG1(PairingCurve::Bls12_377), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::MsmG1(PairingCurve::Bls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_377_msm_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MsmG1(PairingCurve::Bls12_377), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG1(PairingCurve::Bls12_377), Backend::Host);
		Ok(())
	}

	/// `OpKind::MsmG2(PairingCurve::Bls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_377_msm_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::MsmG2(PairingCurve::Bls12_377), Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG2(PairingCurve::Bls12_377), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::MsmG2(PairingCurve::Bls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_377_msm_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MsmG2(PairingCurve::Bls12_377), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG2(PairingCurve::Bls12_377), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulProjectiveG1(PairingCurve::Bls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_377_mul_projective_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bls12_377),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bls12_377),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulProjectiveG1(PairingCurve::Bls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_377_mul_projective_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bls12_377),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bls12_377),
			Backend::Host,
		);
		Ok(())
	}

	/// `OpKind::MulProjectiveG2(PairingCurve::Bls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_377_mul_projective_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bls12_377),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bls12_377),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulProjectiveG2(PairingCurve::Bls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_377_mul_projective_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bls12_377),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bls12_377),
			Backend::Host,
		);
		Ok(())
	}

	/// `OpKind::MulAffineG1(PairingCurve::Bls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_377_mul_affine_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffineG1(PairingCurve::Bls12_377),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulAffineG1(PairingCurve::Bls12_377),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulAffineG1(PairingCurve::Bls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_377_mul_affine_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffineG1(PairingCurve::Bls12_377),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffineG1(PairingCurve::Bls12_377), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulAffineG2(PairingCurve::Bls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_377_mul_affine_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffineG2(PairingCurve::Bls12_377),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulAffineG2(PairingCurve::Bls12_377),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulAffineG2(PairingCurve::Bls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_377_mul_affine_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffineG2(PairingCurve::Bls12_377),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffineG2(PairingCurve::Bls12_377), Backend::Host);
		Ok(())
	}

	/// `OpKind::DecodeG1(PairingCurve::Bls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_377_decode_g1(
		n: Linear<1, { T::MaxMsmLen::get() }>,
	) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::DecodeG1(PairingCurve::Bls12_377),
			Backend::Arkworks,
			n,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG1(PairingCurve::Bls12_377), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::DecodeG1(PairingCurve::Bls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_377_decode_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::DecodeG1(PairingCurve::Bls12_377), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG1(PairingCurve::Bls12_377), Backend::Host);
		Ok(())
	}

	/// `OpKind::DecodeG2(PairingCurve::Bls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_377_decode_g2(
		n: Linear<1, { T::MaxMsmLen::get() }>,
	) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::DecodeG2(PairingCurve::Bls12_377),
			Backend::Arkworks,
			n,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG2(PairingCurve::Bls12_377), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::DecodeG2(PairingCurve::Bls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn bls12_377_decode_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::DecodeG2(PairingCurve::Bls12_377), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG2(PairingCurve::Bls12_377), Backend::Host);
		Ok(())
	}

	/// `OpKind::Pairing(PairingCurve::Bw6_761)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bw6_761_pairing() -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::Pairing(PairingCurve::Bw6_761), Backend::Arkworks, 1);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Pairing(PairingCurve::Bw6_761), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Pairing(PairingCurve::Bw6_761)` through hostcurves' host functions.
	#[benchmark]
	fn bw6_761_pairing() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::Pairing(PairingCurve::Bw6_761), Backend::Host, 1);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Pairing(PairingCurve::Bw6_761), Backend::Host);
		Ok(())
	}

	/// `OpKind::MsmG1(PairingCurve::Bw6_761)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bw6_761_msm_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MsmG1(PairingCurve::Bw6_761), Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG1(PairingCurve::Bw6_761), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::MsmG1(PairingCurve::Bw6_761)` through hostcurves' host functions.
	#[benchmark]
	fn bw6_761_msm_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MsmG1(PairingCurve::Bw6_761), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG1(PairingCurve::Bw6_761), Backend::Host);
		Ok(())
	}

	/// `OpKind::MsmG2(PairingCurve::Bw6_761)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bw6_761_msm_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MsmG2(PairingCurve::Bw6_761), Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG2(PairingCurve::Bw6_761), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::MsmG2(PairingCurve::Bw6_761)` through hostcurves' host functions.
	#[benchmark]
	fn bw6_761_msm_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MsmG2(PairingCurve::Bw6_761), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG2(PairingCurve::Bw6_761), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulProjectiveG1(PairingCurve::Bw6_761)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bw6_761_mul_projective_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bw6_761),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bw6_761),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulProjectiveG1(PairingCurve::Bw6_761)` through hostcurves' host functions.
	#[benchmark]
	fn bw6_761_mul_projective_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bw6_761),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bw6_761),
			Backend::Host,
		);
		Ok(())
	}

	/// `OpKind::MulProjectiveG2(PairingCurve::Bw6_761)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bw6_761_mul_projective_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bw6_761),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bw6_761),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulProjectiveG2(PairingCurve::Bw6_761)` through hostcurves' host functions.
	#[benchmark]
	fn bw6_761_mul_projective_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bw6_761),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bw6_761),
			Backend::Host,
		);
		Ok(())
	}

	/// `OpKind::MulAffineG1(PairingCurve::Bw6_761)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bw6_761_mul_affine_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffineG1(PairingCurve::Bw6_761),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulAffineG1(PairingCurve::Bw6_761),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulAffineG1(PairingCurve::Bw6_761)` through hostcurves' host functions.
	#[benchmark]
	fn bw6_761_mul_affine_g1() -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::MulAffineG1(PairingCurve::Bw6_761), Backend::Host, 1);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffineG1(PairingCurve::Bw6_761), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulAffineG2(PairingCurve::Bw6_761)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bw6_761_mul_affine_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffineG2(PairingCurve::Bw6_761),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulAffineG2(PairingCurve::Bw6_761),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulAffineG2(PairingCurve::Bw6_761)` through hostcurves' host functions.
	#[benchmark]
	fn bw6_761_mul_affine_g2() -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::MulAffineG2(PairingCurve::Bw6_761), Backend::Host, 1);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffineG2(PairingCurve::Bw6_761), Backend::Host);
		Ok(())
	}

	/// `OpKind::DecodeG1(PairingCurve::Bw6_761)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bw6_761_decode_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::DecodeG1(PairingCurve::Bw6_761),
			Backend::Arkworks,
			n,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG1(PairingCurve::Bw6_761), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::DecodeG1(PairingCurve::Bw6_761)` through hostcurves' host functions.
	#[benchmark]
	fn bw6_761_decode_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::DecodeG1(PairingCurve::Bw6_761), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG1(PairingCurve::Bw6_761), Backend::Host);
		Ok(())
	}

	/// `OpKind::DecodeG2(PairingCurve::Bw6_761)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bw6_761_decode_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::DecodeG2(PairingCurve::Bw6_761),
			Backend::Arkworks,
			n,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG2(PairingCurve::Bw6_761), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::DecodeG2(PairingCurve::Bw6_761)` through hostcurves' host functions.
	#[benchmark]
	fn bw6_761_decode_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::DecodeG2(PairingCurve::Bw6_761), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG2(PairingCurve::Bw6_761), Backend::Host);
		Ok(())
	}

	/// `OpKind::Pairing(PairingCurve::Bn254)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bn254_pairing() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::Pairing(PairingCurve::Bn254), Backend::Arkworks, 1);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Pairing(PairingCurve::Bn254), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Pairing(PairingCurve::Bn254)` through hostcurves' host functions.
	#[benchmark]
	fn bn254_pairing() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::Pairing(PairingCurve::Bn254), Backend::Host, 1);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Pairing(PairingCurve::Bn254), Backend::Host);
		Ok(())
	}

	/// `OpKind::MsmG1(PairingCurve::Bn254)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bn254_msm_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MsmG1(PairingCurve::Bn254), Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG1(PairingCurve::Bn254), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::MsmG1(PairingCurve::Bn254)` through hostcurves' host functions.
	#[benchmark]
	fn bn254_msm_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MsmG1(PairingCurve::Bn254), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG1(PairingCurve::Bn254), Backend::Host);
		Ok(())
	}

	/// `OpKind::MsmG2(PairingCurve::Bn254)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bn254_msm_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MsmG2(PairingCurve::Bn254), Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG2(PairingCurve::Bn254), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::MsmG2(PairingCurve::Bn254)` through hostcurves' host functions.
	#[benchmark]
	fn bn254_msm_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MsmG2(PairingCurve::Bn254), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MsmG2(PairingCurve::Bn254), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulProjectiveG1(PairingCurve::Bn254)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bn254_mul_projective_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bn254),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bn254),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulProjectiveG1(PairingCurve::Bn254)` through hostcurves' host functions.
	#[benchmark]
	fn bn254_mul_projective_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG1(PairingCurve::Bn254),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulProjectiveG1(PairingCurve::Bn254), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulProjectiveG2(PairingCurve::Bn254)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bn254_mul_projective_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bn254),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bn254),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulProjectiveG2(PairingCurve::Bn254)` through hostcurves' host functions.
	#[benchmark]
	fn bn254_mul_projective_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjectiveG2(PairingCurve::Bn254),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulProjectiveG2(PairingCurve::Bn254), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulAffineG1(PairingCurve::Bn254)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bn254_mul_affine_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffineG1(PairingCurve::Bn254),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffineG1(PairingCurve::Bn254), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::MulAffineG1(PairingCurve::Bn254)` through hostcurves' host functions.
	#[benchmark]
	fn bn254_mul_affine_g1() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MulAffineG1(PairingCurve::Bn254), Backend::Host, 1);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffineG1(PairingCurve::Bn254), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulAffineG2(PairingCurve::Bn254)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bn254_mul_affine_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffineG2(PairingCurve::Bn254),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffineG2(PairingCurve::Bn254), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::MulAffineG2(PairingCurve::Bn254)` through hostcurves' host functions.
	#[benchmark]
	fn bn254_mul_affine_g2() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::MulAffineG2(PairingCurve::Bn254), Backend::Host, 1);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffineG2(PairingCurve::Bn254), Backend::Host);
		Ok(())
	}

	/// `OpKind::DecodeG1(PairingCurve::Bn254)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bn254_decode_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::DecodeG1(PairingCurve::Bn254), Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG1(PairingCurve::Bn254), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::DecodeG1(PairingCurve::Bn254)` through hostcurves' host functions.
	#[benchmark]
	fn bn254_decode_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::DecodeG1(PairingCurve::Bn254), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG1(PairingCurve::Bn254), Backend::Host);
		Ok(())
	}

	/// `OpKind::DecodeG2(PairingCurve::Bn254)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bn254_decode_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::DecodeG2(PairingCurve::Bn254), Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG2(PairingCurve::Bn254), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::DecodeG2(PairingCurve::Bn254)` through hostcurves' host functions.
	#[benchmark]
	fn bn254_decode_g2(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::DecodeG2(PairingCurve::Bn254), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::DecodeG2(PairingCurve::Bn254), Backend::Host);
		Ok(())
	}

	/// `OpKind::Msm(GroupCurve::BandersnatchTe)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bandersnatch_te_msm(
		n: Linear<1, { T::MaxMsmLen::get() }>,
	) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::Msm(GroupCurve::BandersnatchTe),
			Backend::Arkworks,
			n,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Msm(GroupCurve::BandersnatchTe), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Msm(GroupCurve::BandersnatchTe)` through hostcurves' host functions.
	#[benchmark]
	fn bandersnatch_te_msm(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::Msm(GroupCurve::BandersnatchTe), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Msm(GroupCurve::BandersnatchTe), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulProjective(GroupCurve::BandersnatchTe)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bandersnatch_te_mul_projective() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjective(GroupCurve::BandersnatchTe),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjective(GroupCurve::BandersnatchTe),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulProjective(GroupCurve::BandersnatchTe)` through hostcurves' host functions.
	#[benchmark]
	fn bandersnatch_te_mul_projective() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjective(GroupCurve::BandersnatchTe),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjective(GroupCurve::BandersnatchTe),
			Backend::Host,
		);
		Ok(())
	}

	/// `OpKind::MulAffine(GroupCurve::BandersnatchTe)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bandersnatch_te_mul_affine() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffine(GroupCurve::BandersnatchTe),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulAffine(GroupCurve::BandersnatchTe),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulAffine(GroupCurve::BandersnatchTe)` through hostcurves' host functions.
	#[benchmark]
	fn bandersnatch_te_mul_affine() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffine(GroupCurve::BandersnatchTe),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffine(GroupCurve::BandersnatchTe), Backend::Host);
		Ok(())
	}

	/// `OpKind::Decode(GroupCurve::BandersnatchTe)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bandersnatch_te_decode(
		n: Linear<1, { T::MaxMsmLen::get() }>,
	) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::Decode(GroupCurve::BandersnatchTe),
			Backend::Arkworks,
			n,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::Decode(GroupCurve::BandersnatchTe),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::Decode(GroupCurve::BandersnatchTe)` through hostcurves' host functions.
	#[benchmark]
	fn bandersnatch_te_decode(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::Decode(GroupCurve::BandersnatchTe), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Decode(GroupCurve::BandersnatchTe), Backend::Host);
		Ok(())
	}

	/// `OpKind::Msm(GroupCurve::BandersnatchSw)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bandersnatch_sw_msm(
		n: Linear<1, { T::MaxMsmLen::get() }>,
	) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::Msm(GroupCurve::BandersnatchSw),
			Backend::Arkworks,
			n,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Msm(GroupCurve::BandersnatchSw), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Msm(GroupCurve::BandersnatchSw)` through hostcurves' host functions.
	#[benchmark]
	fn bandersnatch_sw_msm(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::Msm(GroupCurve::BandersnatchSw), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Msm(GroupCurve::BandersnatchSw), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulProjective(GroupCurve::BandersnatchSw)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bandersnatch_sw_mul_projective() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjective(GroupCurve::BandersnatchSw),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjective(GroupCurve::BandersnatchSw),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulProjective(GroupCurve::BandersnatchSw)` through hostcurves' host functions.
	#[benchmark]
	fn bandersnatch_sw_mul_projective() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjective(GroupCurve::BandersnatchSw),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjective(GroupCurve::BandersnatchSw),
			Backend::Host,
		);
		Ok(())
	}

	/// `OpKind::MulAffine(GroupCurve::BandersnatchSw)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bandersnatch_sw_mul_affine() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffine(GroupCurve::BandersnatchSw),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulAffine(GroupCurve::BandersnatchSw),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulAffine(GroupCurve::BandersnatchSw)` through hostcurves' host functions.
	#[benchmark]
	fn bandersnatch_sw_mul_affine() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffine(GroupCurve::BandersnatchSw),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffine(GroupCurve::BandersnatchSw), Backend::Host);
		Ok(())
	}

	/// `OpKind::Decode(GroupCurve::BandersnatchSw)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bandersnatch_sw_decode(
		n: Linear<1, { T::MaxMsmLen::get() }>,
	) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::Decode(GroupCurve::BandersnatchSw),
			Backend::Arkworks,
			n,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::Decode(GroupCurve::BandersnatchSw),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::Decode(GroupCurve::BandersnatchSw)` through hostcurves' host functions.
	#[benchmark]
	fn bandersnatch_sw_decode(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::Decode(GroupCurve::BandersnatchSw), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Decode(GroupCurve::BandersnatchSw), Backend::Host);
		Ok(())
	}

	/// `OpKind::Msm(GroupCurve::EdOnBls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_ed_on_bls12_377_msm(
		n: Linear<1, { T::MaxMsmLen::get() }>,
	) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::Msm(GroupCurve::EdOnBls12_377), Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Msm(GroupCurve::EdOnBls12_377), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Msm(GroupCurve::EdOnBls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn ed_on_bls12_377_msm(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::Msm(GroupCurve::EdOnBls12_377), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Msm(GroupCurve::EdOnBls12_377), Backend::Host);
		Ok(())
	}

	/// `OpKind::MulProjective(GroupCurve::EdOnBls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_ed_on_bls12_377_mul_projective() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjective(GroupCurve::EdOnBls12_377),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjective(GroupCurve::EdOnBls12_377),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulProjective(GroupCurve::EdOnBls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn ed_on_bls12_377_mul_projective() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulProjective(GroupCurve::EdOnBls12_377),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulProjective(GroupCurve::EdOnBls12_377),
			Backend::Host,
		);
		Ok(())
	}

	/// `OpKind::MulAffine(GroupCurve::EdOnBls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_ed_on_bls12_377_mul_affine() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffine(GroupCurve::EdOnBls12_377),
			Backend::Arkworks,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(
			OpKind::MulAffine(GroupCurve::EdOnBls12_377),
			Backend::Arkworks,
		);
		Ok(())
	}

	/// `OpKind::MulAffine(GroupCurve::EdOnBls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn ed_on_bls12_377_mul_affine() -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::MulAffine(GroupCurve::EdOnBls12_377),
			Backend::Host,
			1,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::MulAffine(GroupCurve::EdOnBls12_377), Backend::Host);
		Ok(())
	}

	/// `OpKind::Decode(GroupCurve::EdOnBls12_377)` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_ed_on_bls12_377_decode(
		n: Linear<1, { T::MaxMsmLen::get() }>,
	) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(
			OpKind::Decode(GroupCurve::EdOnBls12_377),
			Backend::Arkworks,
			n,
		);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Decode(GroupCurve::EdOnBls12_377), Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Decode(GroupCurve::EdOnBls12_377)` through hostcurves' host functions.
	#[benchmark]
	fn ed_on_bls12_377_decode(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) =
			setup::<T>(OpKind::Decode(GroupCurve::EdOnBls12_377), Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::Decode(GroupCurve::EdOnBls12_377), Backend::Host);
		Ok(())
	}

	/// `OpKind::Groth16Verify(PairingCurve::Bls12_381)` in pure Wasm: `groth16_verify` with plain
	/// ark-groth16, the key prepared in the call.
	#[benchmark]
	fn ark_bls12_381_groth16_verify(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Verify(PairingCurve::Bls12_381);
		let (origin, call) = setup::<T>(kind, Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Groth16Verify(PairingCurve::Bls12_381)` through the host: `groth16_verify` with
	/// hostcurves' verifier, the key checked and prepared in the call.
	#[benchmark]
	fn bls12_381_groth16_verify(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Verify(PairingCurve::Bls12_381);
		let (origin, call) = setup::<T>(kind, Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Host);
		Ok(())
	}

	/// `OpKind::Groth16Verify(PairingCurve::Bls12_377)` in pure Wasm: `groth16_verify` with plain
	/// ark-groth16, the key prepared in the call.
	#[benchmark]
	fn ark_bls12_377_groth16_verify(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Verify(PairingCurve::Bls12_377);
		let (origin, call) = setup::<T>(kind, Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Groth16Verify(PairingCurve::Bls12_377)` through the host: `groth16_verify` with
	/// hostcurves' verifier, the key checked and prepared in the call.
	#[benchmark]
	fn bls12_377_groth16_verify(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Verify(PairingCurve::Bls12_377);
		let (origin, call) = setup::<T>(kind, Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Host);
		Ok(())
	}

	/// `OpKind::Groth16Verify(PairingCurve::Bw6_761)` in pure Wasm: `groth16_verify` with plain
	/// ark-groth16, the key prepared in the call.
	#[benchmark]
	fn ark_bw6_761_groth16_verify(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Verify(PairingCurve::Bw6_761);
		let (origin, call) = setup::<T>(kind, Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Groth16Verify(PairingCurve::Bw6_761)` through the host: `groth16_verify` with
	/// hostcurves' verifier, the key checked and prepared in the call.
	#[benchmark]
	fn bw6_761_groth16_verify(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Verify(PairingCurve::Bw6_761);
		let (origin, call) = setup::<T>(kind, Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Host);
		Ok(())
	}

	/// `OpKind::Groth16Verify(PairingCurve::Bn254)` in pure Wasm: `groth16_verify` with plain
	/// ark-groth16, the key prepared in the call.
	#[benchmark]
	fn ark_bn254_groth16_verify(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Verify(PairingCurve::Bn254);
		let (origin, call) = setup::<T>(kind, Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Groth16Verify(PairingCurve::Bn254)` through the host: `groth16_verify` with
	/// hostcurves' verifier, the key checked and prepared in the call.
	#[benchmark]
	fn bn254_groth16_verify(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Verify(PairingCurve::Bn254);
		let (origin, call) = setup::<T>(kind, Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Host);
		Ok(())
	}

	/// `OpKind::Groth16Batch(PairingCurve::Bls12_381, 1)` in pure Wasm: plain ark-groth16 one proof at a time; n proofs.
	#[benchmark]
	fn ark_bls12_381_groth16_batch_1(
		n: Linear<1, { crate::operation::MAX_BATCH }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Batch(PairingCurve::Bls12_381, 1);
		let (origin, call) = setup::<T>(kind, Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Groth16Batch(PairingCurve::Bls12_381, 1)` through the host: one batch verification; n proofs.
	#[benchmark]
	fn bls12_381_groth16_batch_1(
		n: Linear<1, { crate::operation::MAX_BATCH }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Batch(PairingCurve::Bls12_381, 1);
		let (origin, call) = setup::<T>(kind, Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Host);
		Ok(())
	}

	/// `OpKind::Groth16Batch(PairingCurve::Bls12_381, 8)` in pure Wasm: plain ark-groth16 one proof at a time; n proofs.
	#[benchmark]
	fn ark_bls12_381_groth16_batch_8(
		n: Linear<1, { crate::operation::MAX_BATCH }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Batch(PairingCurve::Bls12_381, 8);
		let (origin, call) = setup::<T>(kind, Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Groth16Batch(PairingCurve::Bls12_381, 8)` through the host: one batch verification; n proofs.
	#[benchmark]
	fn bls12_381_groth16_batch_8(
		n: Linear<1, { crate::operation::MAX_BATCH }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Batch(PairingCurve::Bls12_381, 8);
		let (origin, call) = setup::<T>(kind, Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Host);
		Ok(())
	}

	/// `OpKind::Groth16Batch(PairingCurve::Bn254, 1)` in pure Wasm: plain ark-groth16 one proof at a time; n proofs.
	#[benchmark]
	fn ark_bn254_groth16_batch_1(
		n: Linear<1, { crate::operation::MAX_BATCH }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Batch(PairingCurve::Bn254, 1);
		let (origin, call) = setup::<T>(kind, Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Groth16Batch(PairingCurve::Bn254, 1)` through the host: one batch verification; n proofs.
	#[benchmark]
	fn bn254_groth16_batch_1(
		n: Linear<1, { crate::operation::MAX_BATCH }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Batch(PairingCurve::Bn254, 1);
		let (origin, call) = setup::<T>(kind, Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Host);
		Ok(())
	}

	/// `OpKind::Groth16Batch(PairingCurve::Bn254, 8)` in pure Wasm: plain ark-groth16 one proof at a time; n proofs.
	#[benchmark]
	fn ark_bn254_groth16_batch_8(
		n: Linear<1, { crate::operation::MAX_BATCH }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Batch(PairingCurve::Bn254, 8);
		let (origin, call) = setup::<T>(kind, Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::Groth16Batch(PairingCurve::Bn254, 8)` through the host: one batch verification; n proofs.
	#[benchmark]
	fn bn254_groth16_batch_8(
		n: Linear<1, { crate::operation::MAX_BATCH }>,
	) -> Result<(), BenchmarkError> {
		let kind = OpKind::Groth16Batch(PairingCurve::Bn254, 8);
		let (origin, call) = setup::<T>(kind, Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(kind, Backend::Host);
		Ok(())
	}

	/// `OpKind::EchoG1` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_echo_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::EchoG1, Backend::Arkworks, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::EchoG1, Backend::Arkworks);
		Ok(())
	}

	/// `OpKind::EchoG1` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_echo_g1(n: Linear<1, { T::MaxMsmLen::get() }>) -> Result<(), BenchmarkError> {
		let (origin, call) = setup::<T>(OpKind::EchoG1, Backend::Host, n);
		#[block]
		{
			call.dispatch_bypass_filter(origin)?;
		}
		assert_computed::<T>(OpKind::EchoG1, Backend::Host);
		Ok(())
	}

	impl_benchmark_test_suite!(Pallet, crate::mock::new_test_ext(), crate::mock::Test);
}
