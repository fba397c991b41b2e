//! Groth16 batch verification (`hostcurves_primitives::groth16::batch`), natively (the host
//! kernels called directly): real gowaves and snarkjs proofs, proofs made from known discrete
//! logarithms (the verification equation by construction), and every way of slipping an
//! invalid member into a batch. Each verdict is also checked against plain ark-groth16 one
//! proof at a time (an independent implementation).

use crate::gowaves;
use crate::vectors;

use ark_ec::{pairing::Pairing, scalar_mul::glv::GLVConfig};
use ark_ff::One;
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress};
use ark_std::rand::{rngs::StdRng, SeedableRng};
use hostcurves_primitives::{
	bls12_381::Bls12_381,
	bn254::Bn254,
	checked::HostChecked,
	endomorphism::G1Endomorphism,
	groth16::{
		batch::{
			batch_holds, coefficients, combination_coefficients, decode_members, decode_proofs,
			one_key, Member,
		},
		decode_public_inputs, instance, snarkjs, verify_batch, verify_batch_multi, BatchError,
		Groth16Error, PreparedVerifyingKey, Proof, ProofPoint,
	},
	host::checked::DecodeFailure,
};

/// A key with `n` public inputs (its bytes, and prepared) and `k` valid proofs for it,
/// decoded: `instance::groth16`, from known discrete logarithms.
#[allow(clippy::type_complexity)]
fn made<E: Pairing>(
	n: u32,
	k: u32,
	seed: u64,
) -> (
	Vec<u8>,
	PreparedVerifyingKey<E>,
	Vec<(Proof<E>, Vec<E::ScalarField>)>,
)
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let made = instance::groth16::<E, _>(n, k, Compress::Yes, &mut StdRng::seed_from_u64(seed));
	let pvk = PreparedVerifyingKey::prepare(&made.key, Compress::Yes).unwrap();
	let batch = decode_members::<E>(&made.proofs, n as usize, Compress::Yes).unwrap();
	(made.key, pvk, batch)
}

/// ark-groth16's verdict on one proof, through arkworks' canonical bytes of our types.
fn ark_groth16_verdict<E: Pairing, P: Pairing>(
	key: &[u8],
	proof: &Proof<E>,
	inputs: &[E::ScalarField],
) -> bool {
	let vk = ark_groth16::VerifyingKey::<P>::deserialize_compressed(key).unwrap();
	let mut bytes = Vec::new();
	(proof.a, proof.b, proof.c)
		.serialize_compressed(&mut bytes)
		.unwrap();
	let proof = ark_groth16::Proof::<P>::deserialize_compressed(&bytes[..]).unwrap();
	let mut bytes = Vec::new();
	inputs.to_vec().serialize_compressed(&mut bytes).unwrap();
	let inputs = Vec::<P::ScalarField>::deserialize_compressed(&bytes[..]).unwrap();
	let pvk = ark_groth16::prepare_verifying_key(&vk);
	ark_groth16::Groth16::<P>::verify_proof(&pvk, &proof, &inputs).unwrap()
}

/// For a batch of k valid proofs against one key, each position made invalid in turn by
/// changing that proof's first input: the batch is rejected naming exactly that position,
/// which ark-groth16 alone also rejects; the valid batch is accepted.
fn each_position_is_named<E: G1Endomorphism, P: Pairing>(n: u32, k: usize, seed: u64)
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let (key, pvk, batch) = made::<E>(n, k as u32, seed);
	assert_eq!(verify_batch(&pvk, &batch), Ok(()));
	for (proof, inputs) in &batch {
		assert!(ark_groth16_verdict::<E, P>(&key, proof, inputs));
	}
	for position in 0..k {
		let mut bad = batch.clone();
		bad[position].1[0] += E::ScalarField::one();
		assert!(!ark_groth16_verdict::<E, P>(
			&key,
			&bad[position].0,
			&bad[position].1
		));
		assert_eq!(
			verify_batch(&pvk, &bad),
			Err(BatchError::Member {
				index: position as u32,
				error: Groth16Error::ProofRejected
			}),
			"position {position} of {k}"
		);
	}
}

#[test]
fn bls12_381_an_invalid_proof_at_any_position_is_named() {
	each_position_is_named::<Bls12_381, ark_bls12_381::Bls12_381>(1, 6, 1);
	each_position_is_named::<Bls12_381, ark_bls12_381::Bls12_381>(8, 4, 2);
}

#[test]
fn bn254_an_invalid_proof_at_any_position_is_named() {
	each_position_is_named::<Bn254, ark_bn254::Bn254>(1, 6, 3);
	each_position_is_named::<Bn254, ark_bn254::Bn254>(8, 4, 4);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn gowaves_bls12_381_cases_in_one_batch_of_several_keys() {
	let cases = gowaves::bls12_381();
	let keys: Vec<PreparedVerifyingKey<Bls12_381>> = cases
		.iter()
		.map(|c| PreparedVerifyingKey::prepare(&c.key, Compress::Yes).unwrap())
		.collect();
	let proofs: Vec<Proof<Bls12_381>> = cases
		.iter()
		.map(|c| Proof::decode(&c.proof, Compress::Yes).unwrap())
		.collect();
	let inputs: Vec<Vec<_>> = cases
		.iter()
		.zip(&keys)
		.map(|(c, k)| decode_public_inputs(&c.inputs, k.public_inputs()).unwrap())
		.collect();
	let member = |i: usize| Member {
		key: i,
		proof: &proofs[i],
		inputs: &inputs[i],
	};
	let valid: Vec<usize> = (0..cases.len()).filter(|&i| cases[i].ok).collect();
	let invalid: Vec<usize> = (0..cases.len()).filter(|&i| !cases[i].ok).collect();
	assert_eq!((valid.len(), invalid.len()), (6, 5));
	let good: Vec<_> = valid.iter().map(|&i| member(i)).collect();
	assert_eq!(verify_batch_multi(&keys, &good), Ok(()));
	// Each of gowaves' invalid cases, slipped in at each position of the valid batch.
	for &bad in &invalid {
		for position in 0..=good.len() {
			let mut batch = good.clone();
			batch.insert(position, member(bad));
			assert_eq!(
				verify_batch_multi(&keys, &batch),
				Err(BatchError::Member {
					index: position as u32,
					error: Groth16Error::ProofRejected
				}),
				"case {bad} at {position}"
			);
		}
	}
	// A valid proof presented for another key (the next valid case's).
	let mut swapped = good.clone();
	swapped[2].key = valid[3];
	swapped[2].inputs = &inputs[valid[3]];
	assert_eq!(
		verify_batch_multi(&keys, &swapped),
		Err(BatchError::Member {
			index: 2,
			error: Groth16Error::ProofRejected
		})
	);
	let mut unknown = good.clone();
	unknown[4].key = keys.len();
	assert_eq!(
		verify_batch_multi(&keys, &unknown),
		Err(BatchError::UnknownKey { index: 4 })
	);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn gowaves_bn254_cases_in_one_batch_and_a_duplicate_with_a_tampered_input() {
	let cases = gowaves::bn254_ok();
	let keys: Vec<PreparedVerifyingKey<Bn254>> = cases
		.iter()
		.map(|c| PreparedVerifyingKey::prepare(&c.key, Compress::Yes).unwrap())
		.collect();
	let byte_proofs: Vec<&[u8]> = cases.iter().map(|c| &c.proof[..]).collect();
	let proofs = decode_proofs::<Bn254>(&byte_proofs, Compress::Yes).unwrap();
	let inputs: Vec<Vec<_>> = cases
		.iter()
		.zip(&keys)
		.map(|(c, k)| decode_public_inputs(&c.inputs, k.public_inputs()).unwrap())
		.collect();
	let mut batch: Vec<Member<'_, Bn254>> = (0..cases.len())
		.map(|i| Member {
			key: i,
			proof: &proofs[i],
			inputs: &inputs[i],
		})
		.collect();
	assert_eq!(verify_batch_multi(&keys, &batch), Ok(()));
	// The first proof again, with one input changed: the duplicate is the one named.
	let with_inputs = inputs
		.iter()
		.position(|i| !i.is_empty())
		.expect("a case with inputs");
	let mut tampered = inputs[with_inputs].clone();
	tampered[0] += ark_bn254::Fr::one();
	batch.push(Member {
		key: with_inputs,
		proof: &proofs[with_inputs],
		inputs: &tampered,
	});
	assert_eq!(
		verify_batch_multi(&keys, &batch),
		Err(BatchError::Member {
			index: cases.len() as u32,
			error: Groth16Error::ProofRejected
		})
	);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn the_snarkjs_proof_batched_with_itself_verifies_and_with_a_changed_input_is_named() {
	let [vk, proof, public] = vectors::snarkjs_bls12_381();
	let import = snarkjs::import(&vk, &proof, &public).unwrap();
	let pvk = PreparedVerifyingKey::<Bls12_381>::prepare(&import.key, Compress::Yes).unwrap();
	let proof = Proof::decode(&import.proof, Compress::Yes).unwrap();
	let inputs = decode_public_inputs(&import.public_inputs, 1).unwrap();
	let mut batch = vec![(proof, inputs.clone()); 3];
	assert_eq!(verify_batch(&pvk, &batch), Ok(()));
	batch[1].1[0] += ark_bls12_381::Fr::one();
	assert_eq!(
		verify_batch(&pvk, &batch),
		Err(BatchError::Member {
			index: 1,
			error: Groth16Error::ProofRejected
		})
	);
}

#[test]
fn a_wrong_input_count_is_named_before_any_curve_work() {
	let (_, pvk, mut batch) = made::<Bls12_381>(2, 3, 5);
	batch[2].1.pop();
	assert_eq!(
		verify_batch(&pvk, &batch),
		Err(BatchError::Member {
			index: 2,
			error: Groth16Error::WrongPublicInputCount {
				expected: 2,
				got: 1
			}
		})
	);
	assert_eq!(verify_batch::<Bls12_381>(&pvk, &[]), Ok(()));
}

#[test]
fn a_point_outside_the_subgroup_is_refused_with_its_proof_and_point() {
	let rng = &mut StdRng::seed_from_u64(6);
	let made = instance::groth16::<Bls12_381, _>(1, 4, Compress::Yes, rng);
	let proofs: Vec<Vec<u8>> = made.proofs.into_iter().map(|(proof, _)| proof).collect();
	// A point on E(Fp) outside the order-r subgroup: the first x ≥ 1 on the curve whose
	// point r·P is not the identity (the cofactor of G1 is not 1, so most are).
	let outside = (1u64..)
		.find_map(|x| {
			let p = ark_bls12_381::G1Affine::get_point_from_x_unchecked(x.into(), false)?;
			(!p.is_in_correct_subgroup_assuming_on_curve()).then_some(p)
		})
		.unwrap();
	let mut c = Vec::new();
	outside.serialize_compressed(&mut c).unwrap();
	for (position, point) in [(1usize, ProofPoint::C), (3, ProofPoint::A)] {
		let mut bad = proofs.clone();
		let at = if point == ProofPoint::A { 0 } else { 48 + 96 };
		bad[position][at..at + 48].copy_from_slice(&c);
		let refs: Vec<&[u8]> = bad.iter().map(|p| &p[..]).collect();
		assert_eq!(
			decode_proofs::<Bls12_381>(&refs, Compress::Yes),
			Err(BatchError::Member {
				index: position as u32,
				error: Groth16Error::InvalidProof(Some((point, DecodeFailure::NotInSubgroup)))
			})
		);
	}
	let mut short = proofs.clone();
	short[2].pop();
	let refs: Vec<&[u8]> = short.iter().map(|p| &p[..]).collect();
	assert_eq!(
		decode_proofs::<Bls12_381>(&refs, Compress::Yes),
		Err(BatchError::Member {
			index: 2,
			error: Groth16Error::InvalidProof(None)
		})
	);
}

#[test]
fn coefficients_are_nonzero_128_bit_and_change_with_every_byte_of_the_batch() {
	let (_, pvk, batch) = made::<Bls12_381>(1, 4, 7);
	let pvk = [pvk];
	let members = |b: &[(Proof<Bls12_381>, Vec<_>)]| -> Vec<Vec<u128>> {
		vec![coefficients(&pvk, &one_key(b))]
	};
	let base = members(&batch)[0].clone();
	assert_eq!(base.len(), 4);
	assert!(base.iter().all(|&r| r != 0));
	// Distinct members get distinct coefficients (2⁻¹²⁸ odds of a tie).
	assert!(base.windows(2).all(|w| w[0] != w[1]));
	let mut changed = batch.clone();
	changed[3].1[0] += ark_bls12_381::Fr::one();
	let after = members(&changed)[0].clone();
	assert!(base.iter().zip(&after).all(|(a, b)| a != b));
	let mut reordered = batch.clone();
	reordered.swap(0, 1);
	assert_ne!(members(&reordered)[0][2], base[2]);
}

#[test]
fn the_first_members_key_gets_coefficients_summing_to_one_and_the_rest_are_a_plus_b_lambda() {
	let (_, first, one) = made::<Bls12_381>(1, 3, 21);
	let (_, second, two) = made::<Bls12_381>(2, 2, 22);
	let keys = [second, first];
	// Members 0, 2 and 4 are against keys[1], members 1 and 3 against keys[0].
	let batch: Vec<Member<'_, Bls12_381>> = [
		(1, &one[0]),
		(0, &two[0]),
		(1, &one[1]),
		(0, &two[1]),
		(1, &one[2]),
	]
	.into_iter()
	.map(|(key, (proof, inputs))| Member { key, proof, inputs })
	.collect();
	let r = coefficients(&keys, &batch);
	let rho = combination_coefficients(&keys, &batch);
	// `a + b·λ` from the low and high 64 bits, with arkworks' λ of G1.
	let lambda = <ark_bls12_381::g1::Config as GLVConfig>::LAMBDA;
	let fr = |bits: u128| {
		ark_bls12_381::Fr::from(bits as u64) + ark_bls12_381::Fr::from((bits >> 64) as u64) * lambda
	};
	assert_eq!(rho[0], ark_bls12_381::Fr::one() - fr(r[2]) - fr(r[4]));
	assert_eq!(rho[0] + rho[2] + rho[4], ark_bls12_381::Fr::one());
	for i in 1..5 {
		assert_eq!(rho[i], fr(r[i]), "member {i}");
	}
	assert_eq!(verify_batch_multi(&keys, &batch), Ok(()));
}

/// Every member off by the same factor of GT (each `C` moved by the same point) is the case
/// the fixed coefficient meets without randomness: the combination is that factor, not 1.
#[test]
fn a_batch_whose_members_share_one_defect_is_rejected() {
	use ark_ec::{AffineRepr, CurveGroup};
	let (_, pvk, mut batch) = made::<Bn254>(1, 4, 23);
	let shift = <Bn254 as Pairing>::G1Affine::generator();
	for (proof, _) in &mut batch {
		proof.c = (proof.c + shift).into_affine();
	}
	let keys = [pvk.clone()];
	assert_eq!(batch_holds(&keys, &one_key(&batch)), Ok(false));
	assert_eq!(
		verify_batch(&pvk, &batch),
		Err(BatchError::Member {
			index: 0,
			error: Groth16Error::ProofRejected
		})
	);
}

#[test]
fn batch_holds_gives_the_verdict_without_searching() {
	let (_, pvk, mut batch) = made::<Bn254>(1, 3, 9);
	let keys = [pvk];
	assert_eq!(batch_holds(&keys, &one_key(&batch)), Ok(true));
	assert_eq!(batch_holds(&keys, &one_key(&batch[..1])), Ok(true));
	assert_eq!(batch_holds::<Bn254>(&keys, &[]), Ok(true));
	batch[2].1[0] += ark_bn254::Fr::one();
	assert_eq!(batch_holds(&keys, &one_key(&batch)), Ok(false));
	assert_eq!(batch_holds(&keys, &one_key(&batch[2..])), Ok(false));
}

/// The combination itself (not the one-by-one search behind it) accepts valid batches on every
/// pairing curve: a combination that failed on valid proofs would still end in `Ok` through
/// the search, at the cost of every proof verified twice.
fn the_combination_holds_on_valid_batches<E: G1Endomorphism>(seed: u64)
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	for (n, k) in [(1, 2), (3, 5)] {
		let (_, pvk, batch) = made::<E>(n, k, seed);
		assert_eq!(
			batch_holds(&[pvk], &one_key(&batch)),
			Ok(true),
			"{}: {n} inputs, {k} proofs",
			core::any::type_name::<E>()
		);
	}
}

#[test]
fn the_combination_holds_on_valid_batches_on_every_curve() {
	use hostcurves_primitives::{bls12_377::Bls12_377, bw6_761::BW6_761};
	the_combination_holds_on_valid_batches::<Bls12_381>(31);
	the_combination_holds_on_valid_batches::<Bls12_377>(32);
	the_combination_holds_on_valid_batches::<BW6_761>(33);
	the_combination_holds_on_valid_batches::<Bn254>(34);
}
