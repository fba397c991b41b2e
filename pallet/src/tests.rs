//! Pallet tests on the native mock runtime: both backends give the same bytes, bad input
//! gets a typed error, real Groth16 proofs are accepted or rejected as their source says.

use crate::{inputs, mock::*, Backend, Error, Event, OpKind, Operation};
use frame_support::{assert_noop, assert_ok};
use frame_system::RawOrigin;

fn signed() -> RuntimeOrigin {
	RawOrigin::Signed(1).into()
}

/// Dispatches `op` through its extrinsic and returns the output of the `Computed` event.
fn dispatch(backend: Backend, op: Operation) -> Vec<u8> {
	use Operation::*;
	let kind = op.kind();
	let result = match op {
		Bls12_381Pairing { g1, g2 } => Hostcurves::bls12_381_pairing(signed(), backend, g1, g2),
		Bls12_381MsmG1 { bases, scalars } => {
			Hostcurves::bls12_381_msm_g1(signed(), backend, bases, scalars)
		}
		Bls12_381MsmG2 { bases, scalars } => {
			Hostcurves::bls12_381_msm_g2(signed(), backend, bases, scalars)
		}
		Bls12_381MulProjectiveG1 { base, scalar } => {
			Hostcurves::bls12_381_mul_projective_g1(signed(), backend, base, scalar)
		}
		Bls12_381MulProjectiveG2 { base, scalar } => {
			Hostcurves::bls12_381_mul_projective_g2(signed(), backend, base, scalar)
		}
		Bls12_381MulAffineG1 { base, scalar } => {
			Hostcurves::bls12_381_mul_affine_g1(signed(), backend, base, scalar)
		}
		Bls12_381MulAffineG2 { base, scalar } => {
			Hostcurves::bls12_381_mul_affine_g2(signed(), backend, base, scalar)
		}
		Bls12_381Groth16Verify {
			vk,
			proof,
			public_inputs,
		} => Hostcurves::bls12_381_groth16_verify(signed(), backend, vk, proof, public_inputs),
		Bls12_381EchoG1 { points } => Hostcurves::bls12_381_echo_g1(signed(), backend, points),
	};
	assert_ok!(result);
	match System::events().pop().map(|r| r.event) {
		Some(RuntimeEvent::Hostcurves(Event::Computed {
			op,
			backend: b,
			output,
		})) => {
			assert_eq!((op, b), (kind, backend));
			output
		}
		other => panic!("expected Computed, got {other:?}"),
	}
}

#[test]
fn every_extrinsic_gives_the_same_bytes_in_both_backends() {
	new_test_ext().execute_with(|| {
		for kind in OpKind::ALL {
			for n in [1, 2, 10] {
				let op = inputs::operation(kind, n);
				let wasm = dispatch(Backend::Arkworks, op.clone());
				let host = dispatch(Backend::Host, op);
				assert_eq!(wasm, host, "{kind:?} n={n}");
			}
		}
	});
}

#[test]
fn msm_g1_output_matches_the_group_law() {
	// Σ s_i·P_i computed term by term with plain arkworks' group law, independently of MSM.
	use ark_ec::{AffineRepr, CurveGroup};
	use ark_serialize::CanonicalDeserialize;
	new_test_ext().execute_with(|| {
		let (bases, scalars) = inputs::msm_g1(5);
		let points = Vec::<ark_bls12_381::G1Affine>::deserialize_uncompressed(&bases[..]).unwrap();
		let s = Vec::<ark_bls12_381::Fr>::deserialize_uncompressed(&scalars[..]).unwrap();
		let expected = points
			.iter()
			.zip(&s)
			.fold(ark_bls12_381::G1Projective::default(), |acc, (p, k)| {
				acc + p.mul_bigint(ark_ff::PrimeField::into_bigint(*k))
			})
			.into_affine();
		let out = dispatch(Backend::Host, Operation::Bls12_381MsmG1 { bases, scalars });
		let got = ark_bls12_381::G1Affine::deserialize_uncompressed(&out[..]).unwrap();
		assert_eq!(got, expected);
		assert!(!got.is_zero());
	});
}

#[test]
fn malformed_points_are_rejected_with_a_typed_error() {
	new_test_ext().execute_with(|| {
		let (bases, scalars) = inputs::msm_g1(2);
		for backend in [Backend::Arkworks, Backend::Host] {
			// Truncated.
			assert_noop!(
				Hostcurves::bls12_381_msm_g1(
					signed(),
					backend,
					bases[..bases.len() - 1].to_vec(),
					scalars.clone()
				),
				Error::<Test>::MalformedInput
			);
			// Trailing byte.
			let mut long = bases.clone();
			long.push(0);
			assert_noop!(
				Hostcurves::bls12_381_msm_g1(signed(), backend, long, scalars.clone()),
				Error::<Test>::MalformedInput
			);
			// x coordinate ≥ p: all ones below the flag bits.
			let mut bad = bases.clone();
			bad[8] = 0x1f;
			bad[9..8 + 48].iter_mut().for_each(|b| *b = 0xff);
			assert_noop!(
				Hostcurves::bls12_381_msm_g1(signed(), backend, bad, scalars.clone()),
				Error::<Test>::MalformedInput
			);
			// A count of 2^40 points with no data behind it.
			let mut huge = (1u64 << 40).to_le_bytes().to_vec();
			huge.extend_from_slice(&bases[8..]);
			assert_noop!(
				Hostcurves::bls12_381_msm_g1(signed(), backend, huge, scalars.clone()),
				Error::<Test>::MalformedInput
			);
			// Unequal lengths.
			let (_, one_scalar) = inputs::msm_g1(1);
			assert_noop!(
				Hostcurves::bls12_381_msm_g1(signed(), backend, bases.clone(), one_scalar),
				Error::<Test>::LengthMismatch
			);
			assert_noop!(
				Hostcurves::bls12_381_pairing(signed(), backend, vec![], vec![]),
				Error::<Test>::MalformedInput
			);
		}
	});
}

#[test]
fn msm_above_the_bound_is_rejected() {
	new_test_ext().execute_with(|| {
		let (bases, scalars) = inputs::msm_g1(101);
		assert_noop!(
			Hostcurves::bls12_381_msm_g1(signed(), Backend::Host, bases, scalars),
			Error::<Test>::TooManyElements
		);
	});
}

#[test]
fn unsigned_origin_is_rejected() {
	new_test_ext().execute_with(|| {
		let (g1, g2) = inputs::pairing();
		assert_noop!(
			Hostcurves::bls12_381_pairing(RawOrigin::None.into(), Backend::Host, g1, g2),
			sp_runtime::DispatchError::BadOrigin
		);
	});
}

#[test]
fn off_curve_point_in_a_pairing_gives_an_error_not_a_panic() {
	new_test_ext().execute_with(|| {
		let (mut g1, g2) = inputs::pairing();
		// Change y: (x, y + 1) is off the curve but still a canonical field element pair.
		g1[95] ^= 1;
		for backend in [Backend::Arkworks, Backend::Host] {
			let result = Hostcurves::bls12_381_pairing(signed(), backend, g1.clone(), g2.clone());
			// Off-curve input gives some value or PairingUndefined; it never panics.
			assert!(result.is_ok() || result == Err(Error::<Test>::PairingUndefined.into()));
		}
	});
}

#[test]
fn gowaves_groth16_proofs_are_accepted_or_rejected_as_published() {
	let cases = crate::test_vectors::gowaves_bls12_381();
	assert_eq!(cases.len(), 11);
	assert_eq!(cases.iter().filter(|c| c.ok).count(), 6);
	new_test_ext().execute_with(|| {
		for case in &cases {
			for backend in [Backend::Arkworks, Backend::Host] {
				let result = Hostcurves::bls12_381_groth16_verify(
					signed(),
					backend,
					case.vk.clone(),
					case.proof.clone(),
					case.public_inputs.clone(),
				);
				if case.ok {
					assert_ok!(result);
				} else {
					assert_eq!(
						result,
						Err(Error::<Test>::ProofRejected.into()),
						"case {} in {backend:?}",
						case.index
					);
				}
			}
		}
	});
}

#[test]
fn groth16_with_a_wrong_input_count_is_rejected() {
	new_test_ext().execute_with(|| {
		let (vk, proof, _) = inputs::groth16(2);
		let (_, _, three_inputs) = inputs::groth16(3);
		assert_noop!(
			Hostcurves::bls12_381_groth16_verify(signed(), Backend::Host, vk, proof, three_inputs),
			Error::<Test>::WrongPublicInputCount
		);
	});
}

#[test]
fn groth16_key_longer_than_its_inputs_is_rejected_before_decoding() {
	new_test_ext().execute_with(|| {
		let (mut vk, proof, inputs) = inputs::groth16(1);
		// One more G1 point (and a count to match): a key for 2 inputs given 1 input.
		let last_point = vk[vk.len() - 96..].to_vec();
		vk.extend_from_slice(&last_point);
		let count_at = 96 + 3 * 192;
		vk[count_at..count_at + 8].copy_from_slice(&3u64.to_le_bytes());
		assert_noop!(
			Hostcurves::bls12_381_groth16_verify(
				signed(),
				Backend::Host,
				vk.clone(),
				proof.clone(),
				inputs.clone()
			),
			Error::<Test>::WrongPublicInputCount
		);
		// Half a point extra: not a key at all.
		vk.truncate(vk.len() - 48);
		assert_noop!(
			Hostcurves::bls12_381_groth16_verify(signed(), Backend::Host, vk, proof, inputs),
			Error::<Test>::InvalidVerifyingKey
		);
	});
}

#[test]
fn msm_with_more_scalars_than_the_bound_is_rejected() {
	new_test_ext().execute_with(|| {
		let (bases, _) = inputs::msm_g1(1);
		let (_, scalars) = inputs::msm_g1(101);
		assert_noop!(
			Hostcurves::bls12_381_msm_g1(signed(), Backend::Host, bases, scalars),
			Error::<Test>::TooManyElements
		);
	});
}
