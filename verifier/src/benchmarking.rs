//! Benchmarks of every call on every curve (frame-benchmarking v2), on instances made from
//! known discrete logarithms (`hostcurves_primitives::groth16::instance`) with compressed points.
//!
//! The BLS committee benchmarks use keys made from random secret keys, signed in the
//! runtime with the host-backed types (the scheme's Sign: the secret times the message's hash
//! to G2), a message of `MaxBlsMessageLen` bytes, and `MaxCommitteeSize`-key committees
//! where the committee's size is not the component.
//!
//! Component `n` is the number of public inputs (BLS: public keys), `k` the number of proofs
//! in a batch, `p` the participants of a committee signature. The
//! `verify_proofs` benchmarks measure a batch that passes, with `MaxPublicInputs` inputs per
//! proof; the pallet charges a failing one that plus `verify_proof` per proof it then
//! verifies singly.
#![cfg(feature = "runtime-benchmarks")]

use super::*;
use alloc::{boxed::Box, vec::Vec};
use ark_ec::{CurveGroup, PrimeGroup};
use ark_serialize::Compress;
use ark_std::{
	rand::{rngs::StdRng, SeedableRng},
	UniformRand,
};
use frame_benchmarking::v2::*;
use frame_support::traits::{EnsureOrigin, Get, UnfilteredDispatchable};
use frame_system::RawOrigin;
use hostcurves_primitives::{
	bls::{self, drand, PublicKey, Signature, PUBLIC_KEY_LEN, SIGNATURE_LEN},
	bls12_381::{G1Projective, ScalarField},
	groth16::instance::{self, Instance},
};

/// A key on `curve` with `n` inputs and `k` valid proofs (made with the host-backed engine:
/// the same bytes as plain arkworks, sooner).
fn instance(curve: PairingCurve, n: u32, k: u32) -> Instance {
	let rng = &mut StdRng::seed_from_u64((u64::from(n) << 32) | u64::from(k));
	with_host_engine!(curve, E => instance::groth16::<E, _>(n, k, Compress::Yes, rng))
}

/// A round of drand's quicknet and its signature, as drand published them
/// (`https://api.drand.sh/52db9ba7…/public/123`; drand-verify's tests,
/// `vectors/drand/drand-verify-values.json`).
const QUICKNET_ROUND: u64 = 123;
const QUICKNET_SIGNATURE: [u8; bls::min_sig::SIGNATURE_LEN] = hex_literal::hex!(
	"b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92"
);

/// Registers quicknet's public key; returns its id.
fn registered_quicknet<T: Config>() -> Result<u32, BenchmarkError> {
	Call::<T>::register_beacon_chain {
		public_key: drand::QUICKNET_PUBLIC_KEY,
	}
	.dispatch_bypass_filter(register_origin::<T>()?)?;
	Ok(NextBeaconChainId::<T>::get() - 1)
}

/// Registers the ring of `ring_vrf_input::ring()` (1 791 keys); returns its id.
fn registered_ring<T: Config>() -> Result<u32, BenchmarkError> {
	let input = crate::ring_vrf_input::ring();
	Call::<T>::register_ring {
		ring_size: input.ring_size,
		commitment: input.commitment,
	}
	.dispatch_bypass_filter(register_origin::<T>()?)?;
	Ok(NextRingId::<T>::get() - 1)
}

/// 256 bytes as the calls' bounded data.
fn vrf_data(bytes: &[u8]) -> Result<crate::ring_vrf::VrfData, BenchmarkError> {
	bytes
		.to_vec()
		.try_into()
		.map_err(|_| BenchmarkError::Stop("data over the bound"))
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

/// `n` BLS public keys (compressed) with their random secret keys.
fn bls_keys(n: u32) -> Result<(Vec<[u8; PUBLIC_KEY_LEN]>, Vec<ScalarField>), BenchmarkError> {
	let rng = &mut StdRng::seed_from_u64(u64::from(n));
	let secrets: Vec<ScalarField> = (0..n).map(|_| ScalarField::rand(rng)).collect();
	let keys = secrets
		.iter()
		.map(|sk| {
			let point = (G1Projective::generator() * sk).into_affine();
			PublicKey::from_point(point).map(|pk| pk.to_bytes())
		})
		.collect::<Option<Vec<_>>>()
		.ok_or(BenchmarkError::Stop("a random secret key was zero"))?;
	Ok((keys, secrets))
}

/// The aggregate signature of `secrets` on `message`: their sum times the message's hash to
/// G2 (the scheme's Sign, summed).
fn bls_sign(
	secrets: &[ScalarField],
	message: &[u8],
) -> Result<[u8; SIGNATURE_LEN], BenchmarkError> {
	let hash = bls::hash_to_g2(message, bls::DST_POP)
		.map_err(|_| BenchmarkError::Stop("hash to G2 failed on the host"))?;
	let secret: ScalarField = secrets.iter().sum();
	Ok(Signature::from_point((hash * secret).into_affine()).to_bytes())
}

/// A message of `MaxBlsMessageLen` bytes.
fn longest_message<T: Config>() -> Vec<u8> {
	alloc::vec![0xab; T::MaxBlsMessageLen::get() as usize]
}

/// `keys` (from [`bls_keys`], with their `secrets`) each with its proof of possession:
/// PopProve, the key's bytes hashed to G2 under the possession DST, times the secret key.
fn with_possession(
	keys: &[[u8; PUBLIC_KEY_LEN]],
	secrets: &[ScalarField],
) -> Result<Vec<committee::CommitteeMember>, BenchmarkError> {
	keys.iter()
		.zip(secrets)
		.map(|(key, sk)| {
			let hash = bls::hash_to_g2(key, bls::DST_POSSESSION)
				.map_err(|_| BenchmarkError::Stop("hash to G2 failed on the host"))?;
			Ok((
				*key,
				Signature::from_point((hash * sk).into_affine()).to_bytes(),
			))
		})
		.collect()
}

/// Registers a committee of `MaxCommitteeSize` keys; returns its id and secret keys.
fn registered_committee<T: Config>() -> Result<(u32, Vec<ScalarField>), BenchmarkError> {
	let (keys, secrets) = bls_keys(T::MaxCommitteeSize::get())?;
	let members = with_possession(&keys, &secrets)?;
	Call::<T>::register_committee { members }.dispatch_bypass_filter(register_origin::<T>()?)?;
	Ok((NextCommitteeId::<T>::get() - 1, secrets))
}

/// Asserts that the last event is `event`.
/// `k` valid KZG openings of random polynomials of degree ≤ 1 at random points, full-width
/// scalars (`kzg::linear_opening`): every opening does all the work, as any well-formed one
/// does (a failing one costs the same, a refused one less).
fn kzg_openings(k: u32) -> Result<Vec<crate::kzg::OpeningBytes>, BenchmarkError> {
	let rng = &mut StdRng::seed_from_u64(4844 + u64::from(k));
	(0..k)
		.map(|_| {
			let [a, b, z] = [(); 3].map(|()| ScalarField::rand(rng));
			hostcurves_primitives::kzg::linear_opening(a, b, z)
				.map_err(|_| BenchmarkError::Stop("the ceremony's [τ]₁ does not read"))
		})
		.collect()
}

/// The number of public signals of the `sum16` proofs (`plonk_input`).
const SUM16_INPUTS: u32 = 17;

/// The `sum16` key of `system` on `curve` as `register_plonk_key` takes it.
fn sum16_key(
	system: plonk::PlonkSystem,
	curve: PairingCurve,
) -> Result<plonk::PlonkKeyBytes, BenchmarkError> {
	let input = plonk_input::sum16(system, curve).ok_or(BenchmarkError::Weightless)?;
	input
		.key
		.to_vec()
		.try_into()
		.map_err(|_| BenchmarkError::Weightless)
}

/// Registers the `sum16` key of `system` on `curve` with its `nPublic` set to `n`; returns its
/// id, the proof, and n public inputs: the proof's own for n = 17 (then it verifies), else
/// 0, 1, …, n − 1 (then it is rejected by the final pairing check, after the same work).
fn registered_plonk<T: Config>(
	system: plonk::PlonkSystem,
	curve: PairingCurve,
	n: u32,
) -> Result<(u32, plonk::PlonkProofBytes, Vec<u8>), BenchmarkError> {
	let input = plonk_input::sum16(system, curve).ok_or(BenchmarkError::Weightless)?;
	let mut key = input.key.to_vec();
	key[..4].copy_from_slice(&n.to_le_bytes());
	let key = key.try_into().map_err(|_| BenchmarkError::Weightless)?;
	Call::<T>::register_plonk_key { system, curve, key }
		.dispatch_bypass_filter(register_origin::<T>()?)?;
	let inputs = if n == SUM16_INPUTS {
		input.public_inputs.to_vec()
	} else {
		let mut inputs = Vec::from(u64::from(n).to_le_bytes());
		for i in 0..n {
			let mut scalar = [0u8; 32];
			scalar[..4].copy_from_slice(&i.to_le_bytes());
			inputs.extend(scalar);
		}
		inputs
	};
	let proof = input
		.proof
		.to_vec()
		.try_into()
		.map_err(|_| BenchmarkError::Weightless)?;
	Ok((NextPlonkKeyId::<T>::get() - 1, proof, inputs))
}

/// A signed origin of the whitelisted caller (no storage reads charged for its account).
fn signed<T: Config>() -> T::RuntimeOrigin {
	RawOrigin::Signed(whitelisted_caller()).into()
}

/// A verification of [`registered_plonk`]'s proof did all the work: it verified (n = 17) or
/// failed the final pairing check.
fn check_plonk<T: Config>(
	n: u32,
	key_id: u32,
	result: frame_support::dispatch::DispatchResultWithPostInfo,
) -> Result<(), BenchmarkError> {
	if n == SUM16_INPUTS {
		result.map_err(|e| e.error)?;
		last_event::<T>(Event::PlonkProofVerified { key_id });
	} else if result.map_err(|e| e.error)
		!= Err(sp_runtime::DispatchError::from(Error::<T>::ProofRejected))
	{
		return Err(BenchmarkError::Stop(
			"the proof did not reach the pairing check",
		));
	}
	Ok(())
}

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

	/// `register_committee`: n compressed public keys, each with its proof of possession.
	#[benchmark]
	fn register_committee(
		n: Linear<1, { T::MaxCommitteeSize::get() }>,
	) -> Result<(), BenchmarkError> {
		let (keys, secrets) = bls_keys(n)?;
		let members = with_possession(&keys, &secrets)?;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		register_committee(origin as T::RuntimeOrigin, members);
		last_event::<T>(Event::CommitteeRegistered {
			committee_id: 0,
			size: n,
		});
		Ok(())
	}

	/// `remove_committee` of a committee of `MaxCommitteeSize` keys.
	#[benchmark]
	fn remove_committee() -> Result<(), BenchmarkError> {
		let (committee_id, _) = registered_committee::<T>()?;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		remove_committee(origin as T::RuntimeOrigin, committee_id);
		assert!(!Committees::<T>::contains_key(committee_id));
		Ok(())
	}

	/// `verify_committee_signature`: the first p members of a committee of
	/// `MaxCommitteeSize` keys sign a message of `MaxBlsMessageLen` bytes.
	#[benchmark]
	fn verify_committee_signature(
		p: Linear<1, { T::MaxCommitteeSize::get() }>,
	) -> Result<(), BenchmarkError> {
		let (committee_id, secrets) = registered_committee::<T>()?;
		let message = longest_message::<T>();
		let signature = bls_sign(&secrets[..p as usize], &message)?;
		let mut participation = alloc::vec![0u8; secrets.len().div_ceil(8)];
		(0..p as usize).for_each(|i| participation[i / 8] |= 1 << (i % 8));
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_committee_signature(
			RawOrigin::Signed(caller),
			committee_id,
			participation,
			message,
			signature,
		);
		last_event::<T>(Event::CommitteeSignatureVerified {
			committee_id,
			participants: p,
		});
		Ok(())
	}

	/// `verify_bls`: one compressed public key signs a message of `MaxBlsMessageLen` bytes.
	#[benchmark]
	fn verify_bls() -> Result<(), BenchmarkError> {
		let (keys, secrets) = bls_keys(1)?;
		let message = longest_message::<T>();
		let signature = bls_sign(&secrets, &message)?;
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_bls(RawOrigin::Signed(caller), keys[0], message, signature);
		last_event::<T>(Event::BlsSignatureVerified { public_keys: 1 });
		Ok(())
	}

	/// `register_beacon_chain` of drand's quicknet.
	#[benchmark]
	fn register_beacon_chain() -> Result<(), BenchmarkError> {
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		register_beacon_chain(origin as T::RuntimeOrigin, drand::QUICKNET_PUBLIC_KEY);
		last_event::<T>(Event::BeaconChainRegistered { chain_id: 0 });
		Ok(())
	}

	/// `remove_beacon_chain` of a registered network.
	#[benchmark]
	fn remove_beacon_chain() -> Result<(), BenchmarkError> {
		let chain_id = registered_quicknet::<T>()?;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		remove_beacon_chain(origin as T::RuntimeOrigin, chain_id);
		assert!(!BeaconChains::<T>::contains_key(chain_id));
		Ok(())
	}

	/// `verify_beacon`: a real quicknet round. Every input has the same sizes (a 48-byte
	/// signature, a 32-byte message hashed to G1), so one measurement covers them.
	#[benchmark]
	fn verify_beacon() -> Result<(), BenchmarkError> {
		let chain_id = registered_quicknet::<T>()?;
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_beacon(
			RawOrigin::Signed(caller),
			chain_id,
			QUICKNET_ROUND,
			QUICKNET_SIGNATURE,
		);
		last_event::<T>(Event::BeaconVerified {
			chain_id,
			round: QUICKNET_ROUND,
			randomness: drand::randomness(&QUICKNET_SIGNATURE),
		});
		Ok(())
	}

	/// `verify_kzg_opening`: a valid opening with full-width scalars (every input has the same
	/// sizes and a well-formed one does all the work).
	#[benchmark]
	fn verify_kzg_opening() -> Result<(), BenchmarkError> {
		let opening = kzg_openings(1)?[0];
		let mut commitment = [0u8; 48];
		commitment.copy_from_slice(&opening[..48]);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_kzg_opening(RawOrigin::Signed(caller), opening);
		last_event::<T>(Event::KzgOpeningVerified { commitment });
		Ok(())
	}

	/// `verify_kzg_openings` of `k` valid openings.
	#[benchmark]
	fn verify_kzg_openings(k: Linear<1, { T::MaxBatchSize::get() }>) -> Result<(), BenchmarkError> {
		let openings = kzg_openings(k)?;
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_kzg_openings(RawOrigin::Signed(caller), openings);
		last_event::<T>(Event::KzgOpeningsVerified { count: k });
		Ok(())
	}

	/// `register_ring` of the largest ring (its cost does not depend on the size: three
	/// G1 decompressions and subgroup checks).
	#[benchmark]
	fn register_ring() -> Result<(), BenchmarkError> {
		let input = crate::ring_vrf_input::ring();
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		register_ring(
			origin as T::RuntimeOrigin,
			input.ring_size,
			input.commitment,
		);
		last_event::<T>(Event::RingRegistered {
			ring_id: 0,
			ring_size: input.ring_size,
		});
		Ok(())
	}

	/// `remove_ring` of a registered ring.
	#[benchmark]
	fn remove_ring() -> Result<(), BenchmarkError> {
		let ring_id = registered_ring::<T>()?;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		remove_ring(origin as T::RuntimeOrigin, ring_id);
		last_event::<T>(Event::RingRemoved { ring_id });
		Ok(())
	}

	/// `verify_ring_vrf` of ark-vrf's signature by a member of the largest ring (the
	/// 2 048-row domain) on the longest data and additional data: a valid signature does all
	/// the work.
	#[benchmark]
	fn verify_ring_vrf() -> Result<(), BenchmarkError> {
		let ring_id = registered_ring::<T>()?;
		let input = crate::ring_vrf_input::ring();
		let (data, ad) = (vrf_data(&input.data)?, vrf_data(&input.ad)?);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_ring_vrf(
			RawOrigin::Signed(caller),
			ring_id,
			data,
			ad,
			Box::new(input.signature),
		);
		last_event::<T>(Event::RingVrfVerified {
			ring_id,
			output: input.output,
		});
		Ok(())
	}

	/// `verify_ietf_vrf` of ark-vrf's IETF signature on the longest data and additional data.
	#[benchmark]
	fn verify_ietf_vrf() -> Result<(), BenchmarkError> {
		let input = crate::ring_vrf_input::ietf();
		let (data, ad) = (vrf_data(&input.data)?, vrf_data(&input.ad)?);
		let caller: T::AccountId = whitelisted_caller();
		#[extrinsic_call]
		verify_ietf_vrf(
			RawOrigin::Signed(caller),
			input.public_key,
			data,
			ad,
			input.signature,
		);
		last_event::<T>(Event::IetfVrfVerified {
			public_key: input.public_key,
			output: input.output,
		});
		Ok(())
	}

	/// `register_plonk_key` of snarkjs' PLONK key on BN254 (`plonk_input`).
	#[benchmark]
	fn register_plonk_bn254() -> Result<(), BenchmarkError> {
		let (system, curve) = (plonk::PlonkSystem::Plonk, PairingCurve::Bn254);
		let key = sum16_key(system, curve)?;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		register_plonk_key(origin as T::RuntimeOrigin, system, curve, key);
		assert!(PlonkKeys::<T>::contains_key(0));
		Ok(())
	}

	/// `register_plonk_key` of snarkjs' PLONK key on BLS12-381.
	#[benchmark]
	fn register_plonk_bls12_381() -> Result<(), BenchmarkError> {
		let (system, curve) = (plonk::PlonkSystem::Plonk, PairingCurve::Bls12_381);
		let key = sum16_key(system, curve)?;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		register_plonk_key(origin as T::RuntimeOrigin, system, curve, key);
		assert!(PlonkKeys::<T>::contains_key(0));
		Ok(())
	}

	/// `register_plonk_key` of snarkjs' fflonk key on BN254.
	#[benchmark]
	fn register_fflonk_bn254() -> Result<(), BenchmarkError> {
		let (system, curve) = (plonk::PlonkSystem::Fflonk, PairingCurve::Bn254);
		let key = sum16_key(system, curve)?;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		register_plonk_key(origin as T::RuntimeOrigin, system, curve, key);
		assert!(PlonkKeys::<T>::contains_key(0));
		Ok(())
	}

	/// `remove_plonk_key` of a registered key.
	#[benchmark]
	fn remove_plonk_key() -> Result<(), BenchmarkError> {
		let (key_id, ..) = registered_plonk::<T>(
			plonk::PlonkSystem::Plonk,
			PairingCurve::Bls12_381,
			SUM16_INPUTS,
		)?;
		let origin = register_origin::<T>()?;
		#[extrinsic_call]
		remove_plonk_key(origin as T::RuntimeOrigin, key_id);
		assert!(!PlonkKeys::<T>::contains_key(key_id));
		Ok(())
	}

	/// `verify_plonk_proof` of snarkjs' PLONK proof on BN254 against a key of n public
	/// inputs (`registered_plonk`).
	#[benchmark]
	fn verify_plonk_bn254(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let (key_id, proof, inputs) =
			registered_plonk::<T>(plonk::PlonkSystem::Plonk, PairingCurve::Bn254, n)?;
		let result;
		#[block]
		{
			result = Pallet::<T>::verify_plonk_proof(signed::<T>(), key_id, proof, inputs);
		}
		check_plonk::<T>(n, key_id, result)
	}

	/// `verify_plonk_proof` of snarkjs' PLONK proof on BLS12-381 (as on BN254).
	#[benchmark]
	fn verify_plonk_bls12_381(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let (key_id, proof, inputs) =
			registered_plonk::<T>(plonk::PlonkSystem::Plonk, PairingCurve::Bls12_381, n)?;
		let result;
		#[block]
		{
			result = Pallet::<T>::verify_plonk_proof(signed::<T>(), key_id, proof, inputs);
		}
		check_plonk::<T>(n, key_id, result)
	}

	/// `verify_plonk_proof` of snarkjs' fflonk proof on BN254 (as PLONK's).
	#[benchmark]
	fn verify_fflonk_bn254(
		n: Linear<1, { T::MaxPublicInputs::get() }>,
	) -> Result<(), BenchmarkError> {
		let (key_id, proof, inputs) =
			registered_plonk::<T>(plonk::PlonkSystem::Fflonk, PairingCurve::Bn254, n)?;
		let result;
		#[block]
		{
			result = Pallet::<T>::verify_plonk_proof(signed::<T>(), key_id, proof, inputs);
		}
		check_plonk::<T>(n, key_id, result)
	}

	impl_benchmark_test_suite!(Pallet, crate::mock::new_test_ext(), crate::mock::Test);
}
