//! Benchmarks of every extrinsic in both backends (frame-benchmarking v2).
//!
//! Each operation has a pure-Wasm benchmark (`ark_` prefix, plain arkworks in the runtime)
//! and a host-path benchmark (hostcurves' types), on the same deterministic inputs
//! ([`crate::inputs`]).
#![cfg(feature = "runtime-benchmarks")]

use super::*;
use frame_benchmarking::v2::*;
use frame_support::traits::Get;
use frame_system::RawOrigin;

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

	/// `bls12_381_pairing` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_pairing() {
		let (g1, g2) = inputs::pairing();
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_pairing(RawOrigin::Signed(caller), Backend::Arkworks, g1, g2);
		assert_computed::<T>(OpKind::Pairing, Backend::Arkworks);
	}

	/// `bls12_381_pairing` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_pairing() {
		let (g1, g2) = inputs::pairing();
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_pairing(RawOrigin::Signed(caller), Backend::Host, g1, g2);
		assert_computed::<T>(OpKind::Pairing, Backend::Host);
	}

	/// `bls12_381_msm_g1` in pure Wasm (plain arkworks).
	/// `n`: the number of points.
	#[benchmark]
	fn ark_bls12_381_msm_g1(n: Linear<1, { T::MaxMsmLen::get() }>) {
		let (bases, scalars) = inputs::msm_g1(n);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_msm_g1(RawOrigin::Signed(caller), Backend::Arkworks, bases, scalars);
		assert_computed::<T>(OpKind::MsmG1, Backend::Arkworks);
	}

	/// `bls12_381_msm_g1` through hostcurves' host functions.
	/// `n`: the number of points.
	#[benchmark]
	fn bls12_381_msm_g1(n: Linear<1, { T::MaxMsmLen::get() }>) {
		let (bases, scalars) = inputs::msm_g1(n);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_msm_g1(RawOrigin::Signed(caller), Backend::Host, bases, scalars);
		assert_computed::<T>(OpKind::MsmG1, Backend::Host);
	}

	/// `bls12_381_msm_g2` in pure Wasm (plain arkworks).
	/// `n`: the number of points.
	#[benchmark]
	fn ark_bls12_381_msm_g2(n: Linear<1, { T::MaxMsmLen::get() }>) {
		let (bases, scalars) = inputs::msm_g2(n);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_msm_g2(RawOrigin::Signed(caller), Backend::Arkworks, bases, scalars);
		assert_computed::<T>(OpKind::MsmG2, Backend::Arkworks);
	}

	/// `bls12_381_msm_g2` through hostcurves' host functions.
	/// `n`: the number of points.
	#[benchmark]
	fn bls12_381_msm_g2(n: Linear<1, { T::MaxMsmLen::get() }>) {
		let (bases, scalars) = inputs::msm_g2(n);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_msm_g2(RawOrigin::Signed(caller), Backend::Host, bases, scalars);
		assert_computed::<T>(OpKind::MsmG2, Backend::Host);
	}

	/// `bls12_381_mul_projective_g1` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_mul_projective_g1() {
		let (base, scalar) = inputs::mul_g1();
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_mul_projective_g1(RawOrigin::Signed(caller), Backend::Arkworks, base, scalar);
		assert_computed::<T>(OpKind::MulProjectiveG1, Backend::Arkworks);
	}

	/// `bls12_381_mul_projective_g1` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_mul_projective_g1() {
		let (base, scalar) = inputs::mul_g1();
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_mul_projective_g1(RawOrigin::Signed(caller), Backend::Host, base, scalar);
		assert_computed::<T>(OpKind::MulProjectiveG1, Backend::Host);
	}

	/// `bls12_381_mul_projective_g2` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_mul_projective_g2() {
		let (base, scalar) = inputs::mul_g2();
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_mul_projective_g2(RawOrigin::Signed(caller), Backend::Arkworks, base, scalar);
		assert_computed::<T>(OpKind::MulProjectiveG2, Backend::Arkworks);
	}

	/// `bls12_381_mul_projective_g2` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_mul_projective_g2() {
		let (base, scalar) = inputs::mul_g2();
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_mul_projective_g2(RawOrigin::Signed(caller), Backend::Host, base, scalar);
		assert_computed::<T>(OpKind::MulProjectiveG2, Backend::Host);
	}

	/// `bls12_381_mul_affine_g1` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_mul_affine_g1() {
		let (base, scalar) = inputs::mul_g1();
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_mul_affine_g1(RawOrigin::Signed(caller), Backend::Arkworks, base, scalar);
		assert_computed::<T>(OpKind::MulAffineG1, Backend::Arkworks);
	}

	/// `bls12_381_mul_affine_g1` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_mul_affine_g1() {
		let (base, scalar) = inputs::mul_g1();
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_mul_affine_g1(RawOrigin::Signed(caller), Backend::Host, base, scalar);
		assert_computed::<T>(OpKind::MulAffineG1, Backend::Host);
	}

	/// `bls12_381_mul_affine_g2` in pure Wasm (plain arkworks).
	#[benchmark]
	fn ark_bls12_381_mul_affine_g2() {
		let (base, scalar) = inputs::mul_g2();
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_mul_affine_g2(RawOrigin::Signed(caller), Backend::Arkworks, base, scalar);
		assert_computed::<T>(OpKind::MulAffineG2, Backend::Arkworks);
	}

	/// `bls12_381_mul_affine_g2` through hostcurves' host functions.
	#[benchmark]
	fn bls12_381_mul_affine_g2() {
		let (base, scalar) = inputs::mul_g2();
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_mul_affine_g2(RawOrigin::Signed(caller), Backend::Host, base, scalar);
		assert_computed::<T>(OpKind::MulAffineG2, Backend::Host);
	}

	/// `bls12_381_groth16_verify` in pure Wasm (plain arkworks).
	/// `n`: the number of public inputs.
	#[benchmark]
	fn ark_bls12_381_groth16_verify(n: Linear<1, { T::MaxPublicInputs::get() }>) {
		let (vk, proof, public_inputs) = inputs::groth16(n);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_groth16_verify(
			RawOrigin::Signed(caller),
			Backend::Arkworks,
			vk,
			proof,
			public_inputs,
		);
		assert_computed::<T>(OpKind::Groth16Verify, Backend::Arkworks);
	}

	/// `bls12_381_groth16_verify` through hostcurves' host functions.
	/// `n`: the number of public inputs.
	#[benchmark]
	fn bls12_381_groth16_verify(n: Linear<1, { T::MaxPublicInputs::get() }>) {
		let (vk, proof, public_inputs) = inputs::groth16(n);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_groth16_verify(
			RawOrigin::Signed(caller),
			Backend::Host,
			vk,
			proof,
			public_inputs,
		);
		assert_computed::<T>(OpKind::Groth16Verify, Backend::Host);
	}

	/// `bls12_381_echo_g1` in pure Wasm (plain arkworks).
	/// `n`: the number of points.
	#[benchmark]
	fn ark_bls12_381_echo_g1(n: Linear<1, { T::MaxMsmLen::get() }>) {
		let points = inputs::echo_g1(n);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_echo_g1(RawOrigin::Signed(caller), Backend::Arkworks, points);
		assert_computed::<T>(OpKind::EchoG1, Backend::Arkworks);
	}

	/// `bls12_381_echo_g1` through hostcurves' host functions.
	/// `n`: the number of points.
	#[benchmark]
	fn bls12_381_echo_g1(n: Linear<1, { T::MaxMsmLen::get() }>) {
		let points = inputs::echo_g1(n);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		bls12_381_echo_g1(RawOrigin::Signed(caller), Backend::Host, points);
		assert_computed::<T>(OpKind::EchoG1, Backend::Host);
	}

	impl_benchmark_test_suite!(Pallet, crate::mock::new_test_ext(), crate::mock::Test);
}
