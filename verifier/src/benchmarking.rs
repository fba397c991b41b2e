//! Benchmarks of every call on every curve (frame-benchmarking v2), on instances made from
//! known discrete logarithms (`hostcurves_primitives::groth16::instance`) with compressed points.
//!
//! Component `n` is the number of public inputs, `k` the number of proofs in a batch. The
//! `verify_proofs` benchmarks measure a batch that passes, with `MaxPublicInputs` inputs per
//! proof; the pallet charges a failing one that plus `verify_proof` per proof it then
//! verifies singly.
#![cfg(feature = "runtime-benchmarks")]

use super::*;
use alloc::vec::Vec;
use ark_serialize::Compress;
use ark_std::rand::{rngs::StdRng, SeedableRng};
use frame_benchmarking::v2::*;
use frame_support::traits::{EnsureOrigin, Get, UnfilteredDispatchable};
use frame_system::RawOrigin;
use hostcurves_primitives::groth16::instance::{self, Instance};

/// A key on `curve` with `n` inputs and `k` valid proofs (made with the host-backed engine:
/// the same bytes as plain arkworks, sooner).
fn instance(curve: PairingCurve, n: u32, k: u32) -> Instance {
	let rng = &mut StdRng::seed_from_u64((u64::from(n) << 32) | u64::from(k));
	with_host_engine!(curve, E => instance::groth16::<E, _>(n, k, Compress::Yes, rng))
}

/// The origin that may register keys.
fn register_origin<T: Config>() -> Result<T::RuntimeOrigin, BenchmarkError> {
	T::RegisterOrigin::try_successful_origin().map_err(|_| BenchmarkError::Weightless)
}

/// Proofs with their public inputs, as `verify_proofs` takes them (bytes each).
type ProofsWithInputs = Vec<(Vec<u8>, Vec<u8>)>;

/// Registers a key on `curve` with `n` inputs; returns its id and `k` valid proofs for it.
fn registered<T: Config>(
	curve: PairingCurve,
	n: u32,
	k: u32,
) -> Result<(u32, ProofsWithInputs), BenchmarkError> {
	let instance = instance(curve, n, k);
	Call::<T>::register_verification_key {
		curve,
		key: instance.key,
		compressed: true,
	}
	.dispatch_bypass_filter(register_origin::<T>()?)?;
	Ok((NextKeyId::<T>::get() - 1, instance.proofs))
}

/// Asserts that the last event is `event`.
fn last_event<T: Config>(event: Event<T>) {
	frame_system::Pallet::<T>::assert_last_event(<T as Config>::RuntimeEvent::from(event).into());
}

#[benchmarks]
mod benchmarks {
	use super::*;

	/// `register_verification_key` on BLS12-381: a compressed key with n public inputs.
	#[benchmark]
	fn bls12_381_register_verification_key(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let key = instance(PairingCurve::Bls12_381, n, 0).key;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		register_verification_key(
			origin as T::RuntimeOrigin,
			PairingCurve::Bls12_381,
			key,
			true,
		);
		assert!(VerificationKeys::<T>::contains_key(0));
		Ok(())
	}

	/// `verify_proof` on BLS12-381: a compressed proof with n public inputs.
	#[benchmark]
	fn bls12_381_verify_proof(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let (key_id, mut proofs) = registered::<T>(PairingCurve::Bls12_381, n, 1)?;
		let (proof, inputs) = proofs.remove(0);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_proof(RawOrigin::Signed(caller), key_id, proof, true, inputs);
		last_event::<T>(Event::ProofVerified { key_id });
		Ok(())
	}

	/// `verify_proofs` on BLS12-381: k compressed proofs, all valid, with `MaxPublicInputs`
	/// inputs each (the pallet charges every key this, an upper bound); k from 2 (a batch of
	/// one is verified singly).
	#[benchmark]
	fn bls12_381_verify_proofs(
		k: Linear<2, { T::MaxBatchSize::get() }>,
	) -> Result<(), BenchmarkError> {
		let (key_id, proofs) =
			registered::<T>(PairingCurve::Bls12_381, T::MaxPublicInputs::get(), k)?;
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_proofs(RawOrigin::Signed(caller), key_id, proofs, true);
		last_event::<T>(Event::ProofsVerified { key_id, count: k });
		Ok(())
	}

	/// `register_verification_key` on BLS12-377: a compressed key with n public inputs.
	#[benchmark]
	fn bls12_377_register_verification_key(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let key = instance(PairingCurve::Bls12_377, n, 0).key;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		register_verification_key(
			origin as T::RuntimeOrigin,
			PairingCurve::Bls12_377,
			key,
			true,
		);
		assert!(VerificationKeys::<T>::contains_key(0));
		Ok(())
	}

	/// `verify_proof` on BLS12-377: a compressed proof with n public inputs.
	#[benchmark]
	fn bls12_377_verify_proof(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let (key_id, mut proofs) = registered::<T>(PairingCurve::Bls12_377, n, 1)?;
		let (proof, inputs) = proofs.remove(0);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_proof(RawOrigin::Signed(caller), key_id, proof, true, inputs);
		last_event::<T>(Event::ProofVerified { key_id });
		Ok(())
	}

	/// `verify_proofs` on BLS12-377: k compressed proofs, all valid, with `MaxPublicInputs`
	/// inputs each (the pallet charges every key this, an upper bound); k from 2 (a batch of
	/// one is verified singly).
	#[benchmark]
	fn bls12_377_verify_proofs(
		k: Linear<2, { T::MaxBatchSize::get() }>,
	) -> Result<(), BenchmarkError> {
		let (key_id, proofs) =
			registered::<T>(PairingCurve::Bls12_377, T::MaxPublicInputs::get(), k)?;
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_proofs(RawOrigin::Signed(caller), key_id, proofs, true);
		last_event::<T>(Event::ProofsVerified { key_id, count: k });
		Ok(())
	}

	/// `register_verification_key` on BW6-761: a compressed key with n public inputs.
	#[benchmark]
	fn bw6_761_register_verification_key(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let key = instance(PairingCurve::Bw6_761, n, 0).key;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		register_verification_key(origin as T::RuntimeOrigin, PairingCurve::Bw6_761, key, true);
		assert!(VerificationKeys::<T>::contains_key(0));
		Ok(())
	}

	/// `verify_proof` on BW6-761: a compressed proof with n public inputs.
	#[benchmark]
	fn bw6_761_verify_proof(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let (key_id, mut proofs) = registered::<T>(PairingCurve::Bw6_761, n, 1)?;
		let (proof, inputs) = proofs.remove(0);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_proof(RawOrigin::Signed(caller), key_id, proof, true, inputs);
		last_event::<T>(Event::ProofVerified { key_id });
		Ok(())
	}

	/// `verify_proofs` on BW6-761: k compressed proofs, all valid, with `MaxPublicInputs`
	/// inputs each (the pallet charges every key this, an upper bound); k from 2 (a batch of
	/// one is verified singly).
	#[benchmark]
	fn bw6_761_verify_proofs(
		k: Linear<2, { T::MaxBatchSize::get() }>,
	) -> Result<(), BenchmarkError> {
		let (key_id, proofs) =
			registered::<T>(PairingCurve::Bw6_761, T::MaxPublicInputs::get(), k)?;
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_proofs(RawOrigin::Signed(caller), key_id, proofs, true);
		last_event::<T>(Event::ProofsVerified { key_id, count: k });
		Ok(())
	}

	/// `register_verification_key` on BN254: a compressed key with n public inputs.
	#[benchmark]
	fn bn254_register_verification_key(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let key = instance(PairingCurve::Bn254, n, 0).key;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		register_verification_key(origin as T::RuntimeOrigin, PairingCurve::Bn254, key, true);
		assert!(VerificationKeys::<T>::contains_key(0));
		Ok(())
	}

	/// `verify_proof` on BN254: a compressed proof with n public inputs.
	#[benchmark]
	fn bn254_verify_proof(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let (key_id, mut proofs) = registered::<T>(PairingCurve::Bn254, n, 1)?;
		let (proof, inputs) = proofs.remove(0);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_proof(RawOrigin::Signed(caller), key_id, proof, true, inputs);
		last_event::<T>(Event::ProofVerified { key_id });
		Ok(())
	}

	/// `verify_proofs` on BN254: k compressed proofs, all valid, with `MaxPublicInputs`
	/// inputs each (the pallet charges every key this, an upper bound); k from 2 (a batch of
	/// one is verified singly).
	#[benchmark]
	fn bn254_verify_proofs(k: Linear<2, { T::MaxBatchSize::get() }>) -> Result<(), BenchmarkError> {
		let (key_id, proofs) = registered::<T>(PairingCurve::Bn254, T::MaxPublicInputs::get(), k)?;
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_proofs(RawOrigin::Signed(caller), key_id, proofs, true);
		last_event::<T>(Event::ProofsVerified { key_id, count: k });
		Ok(())
	}

	/// `remove_verification_key` of the largest key (BW6-761, `MaxPublicInputs` inputs).
	#[benchmark]
	fn remove_verification_key() -> Result<(), BenchmarkError> {
		let (key_id, _) = registered::<T>(PairingCurve::Bw6_761, T::MaxPublicInputs::get(), 0)?;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		remove_verification_key(origin as T::RuntimeOrigin, key_id);
		assert!(!VerificationKeys::<T>::contains_key(key_id));
		Ok(())
	}

	impl_benchmark_test_suite!(Pallet, crate::mock::new_test_ext(), crate::mock::Test);
}
