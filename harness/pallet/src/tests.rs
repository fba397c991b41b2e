//! Pallet tests on the native mock runtime: both backends give the same bytes, bad input
//! gets a typed error, real Groth16 proofs are accepted or rejected as their source says.

use crate::{inputs, mock::*, Backend, Error, Event, GroupCurve, OpKind, Operation, PairingCurve};
use frame_support::traits::UnfilteredDispatchable;

const BLS: PairingCurve = PairingCurve::Bls12_381;

/// `(bases, scalars)` of the deterministic BLS12-381 G1 MSM of `n` points.
fn msm_g1(n: u32) -> (Vec<u8>, Vec<u8>) {
	match inputs::operation(OpKind::MsmG1(BLS), n) {
		Operation::MsmG1 { bases, scalars, .. } => (bases, scalars),
		_ => unreachable!("inputs::operation returns the kind it is asked for"),
	}
}

/// `(g1, g2)` of the deterministic BLS12-381 pairing.
fn pairing() -> (Vec<u8>, Vec<u8>) {
	match inputs::operation(OpKind::Pairing(BLS), 1) {
		Operation::Pairing { g1, g2, .. } => (g1, g2),
		_ => unreachable!("inputs::operation returns the kind it is asked for"),
	}
}
use frame_support::{assert_noop, assert_ok};

/// A BLS12-381 Groth16 instance with `n` inputs, uncompressed ([`inputs::groth16`]).
fn groth16(n: u32) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
	inputs::groth16::<ark_bls12_381::Bls12_381>(n, ark_serialize::Compress::No)
}
use frame_system::RawOrigin;

fn signed() -> RuntimeOrigin {
	RawOrigin::Signed(1).into()
}

/// Dispatches `op` through its extrinsic and returns the output of the `Computed` event.
fn dispatch(backend: Backend, op: Operation) -> Vec<u8> {
	let kind = op.kind();
	let result = Hostcurves::call_for(backend, op).dispatch_bypass_filter(signed());
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
		for kind in OpKind::all() {
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
		let (bases, scalars) = msm_g1(5);
		let points = Vec::<ark_bls12_381::G1Affine>::deserialize_uncompressed(&bases[..]).unwrap();
		let s = Vec::<ark_bls12_381::Fr>::deserialize_uncompressed(&scalars[..]).unwrap();
		let expected = points
			.iter()
			.zip(&s)
			.fold(ark_bls12_381::G1Projective::default(), |acc, (p, k)| {
				acc + p.mul_bigint(ark_ff::PrimeField::into_bigint(*k))
			})
			.into_affine();
		let out = dispatch(
			Backend::Host,
			Operation::MsmG1 {
				curve: BLS,
				bases,
				scalars,
			},
		);
		let got = ark_bls12_381::G1Affine::deserialize_uncompressed(&out[..]).unwrap();
		assert_eq!(got, expected);
		assert!(!got.is_zero());
	});
}

#[test]
fn malformed_points_are_rejected_with_a_typed_error() {
	new_test_ext().execute_with(|| {
		let (bases, scalars) = msm_g1(2);
		for backend in [Backend::Arkworks, Backend::Host] {
			// Truncated.
			assert_noop!(
				Hostcurves::msm_g1(
					signed(),
					BLS,
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
				Hostcurves::msm_g1(signed(), BLS, backend, long, scalars.clone()),
				Error::<Test>::MalformedInput
			);
			// x coordinate ≥ p: all ones below the flag bits.
			let mut bad = bases.clone();
			bad[8] = 0x1f;
			bad[9..8 + 48].iter_mut().for_each(|b| *b = 0xff);
			assert_noop!(
				Hostcurves::msm_g1(signed(), BLS, backend, bad, scalars.clone()),
				Error::<Test>::MalformedInput
			);
			// A count of 2^40 points with no data behind it.
			let mut huge = (1u64 << 40).to_le_bytes().to_vec();
			huge.extend_from_slice(&bases[8..]);
			assert_noop!(
				Hostcurves::msm_g1(signed(), BLS, backend, huge, scalars.clone()),
				Error::<Test>::MalformedInput
			);
			// Unequal lengths.
			let (_, one_scalar) = msm_g1(1);
			assert_noop!(
				Hostcurves::msm_g1(signed(), BLS, backend, bases.clone(), one_scalar),
				Error::<Test>::LengthMismatch
			);
			assert_noop!(
				Hostcurves::pairing(signed(), BLS, backend, vec![], vec![]),
				Error::<Test>::MalformedInput
			);
		}
	});
}

#[test]
fn msm_above_the_bound_is_rejected() {
	new_test_ext().execute_with(|| {
		let (bases, scalars) = msm_g1(101);
		assert_noop!(
			Hostcurves::msm_g1(signed(), BLS, Backend::Host, bases, scalars),
			Error::<Test>::TooManyElements
		);
	});
}

#[test]
fn unsigned_origin_is_rejected() {
	new_test_ext().execute_with(|| {
		let (g1, g2) = pairing();
		assert_noop!(
			Hostcurves::pairing(RawOrigin::None.into(), BLS, Backend::Host, g1, g2),
			sp_runtime::DispatchError::BadOrigin
		);
	});
}

#[test]
fn off_curve_point_in_a_pairing_gives_an_error_not_a_panic() {
	new_test_ext().execute_with(|| {
		let (mut g1, g2) = pairing();
		// Change y: (x, y + 1) is off the curve but still a canonical field element pair.
		g1[95] ^= 1;
		for backend in [Backend::Arkworks, Backend::Host] {
			let result = Hostcurves::pairing(signed(), BLS, backend, g1.clone(), g2.clone());
			// Off-curve input gives some value or PairingUndefined; it never panics.
			assert!(result.is_ok() || result == Err(Error::<Test>::PairingUndefined.into()));
		}
	});
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn gowaves_groth16_proofs_are_accepted_or_rejected_as_published() {
	let cases = crate::test_vectors::gowaves_bls12_381();
	assert_eq!(cases.len(), 11);
	assert_eq!(cases.iter().filter(|c| c.ok).count(), 6);
	new_test_ext().execute_with(|| {
		for case in &cases {
			for backend in [Backend::Arkworks, Backend::Host] {
				let result = Hostcurves::groth16_verify(
					signed(),
					BLS,
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
		for backend in [Backend::Arkworks, Backend::Host] {
			let (vk, proof, _) = groth16(2);
			let (_, _, three_inputs) = groth16(3);
			assert_noop!(
				Hostcurves::groth16_verify(signed(), BLS, backend, vk, proof, three_inputs),
				Error::<Test>::WrongPublicInputCount
			);
		}
	});
}

#[test]
fn groth16_key_longer_than_its_inputs_is_rejected_before_decoding() {
	new_test_ext().execute_with(|| {
		let (mut vk, proof, inputs) = groth16(1);
		// One more G1 point (and a count to match): a key for 2 inputs given 1 input.
		let last_point = vk[vk.len() - 96..].to_vec();
		vk.extend_from_slice(&last_point);
		let count_at = 96 + 3 * 192;
		vk[count_at..count_at + 8].copy_from_slice(&3u64.to_le_bytes());
		assert_noop!(
			Hostcurves::groth16_verify(
				signed(),
				BLS,
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
			Hostcurves::groth16_verify(signed(), BLS, Backend::Host, vk, proof, inputs),
			Error::<Test>::InvalidVerifyingKey
		);
	});
}

#[test]
fn msm_with_more_scalars_than_the_bound_is_rejected() {
	new_test_ext().execute_with(|| {
		let (bases, _) = msm_g1(1);
		let (_, scalars) = msm_g1(101);
		assert_noop!(
			Hostcurves::msm_g1(signed(), BLS, Backend::Host, bases, scalars),
			Error::<Test>::TooManyElements
		);
	});
}

#[test]
fn twisted_edwards_z_zero_gives_degenerate_point_in_both_backends() {
	// An "exceptional pair" of Bandersnatch points (from sp-crypto-ec-utils 0.24's tests,
	// found there by search in Sage): d·x_A·x_B·y_A·y_B = 1, so the extended-coordinates
	// addition A + B gives (0, 0, 0, 0), and so does the MSM [A, B]·[1, 1], which adds them.
	use ark_ec::twisted_edwards::Affine;
	use ark_ed_on_bls12_381_bandersnatch::{EdwardsConfig, Fr};
	use ark_ff::MontFp;
	use hostcurves_primitives::host::wire;
	let a = Affine::<EdwardsConfig>::new_unchecked(
		MontFp!("12611587488970178020234800979835231446181428428390492190317266241455236381927"),
		MontFp!("8625363597705895091270672088731506059935752500467284843225771956507605756711"),
	);
	let b = Affine::<EdwardsConfig>::new_unchecked(
		MontFp!("5253339395048946693631279295832797565125937378490576959411837397991361739535"),
		MontFp!("24752777243643877000069062635360441442644758493268974317933177186378585499408"),
	);
	assert!(a.is_on_curve() && b.is_on_curve());
	let bases = wire::encode(vec![a, b]);
	let ones = vec![Fr::from(1u64); 2];
	// Precondition, with plain arkworks: the sum really has z = 0.
	let sum =
		<ark_ed_on_bls12_381_bandersnatch::EdwardsProjective as ark_ec::VariableBaseMSM>::msm(
			&[a, b],
			&ones,
		)
		.unwrap();
	assert!(ark_ff::Zero::is_zero(&sum.z));
	let scalars = wire::encode(ones);
	new_test_ext().execute_with(|| {
		for backend in [Backend::Arkworks, Backend::Host] {
			let result = Hostcurves::msm(
				signed(),
				GroupCurve::BandersnatchTe,
				backend,
				bases.clone(),
				scalars.clone(),
			);
			assert_eq!(
				result,
				Err(Error::<Test>::DegeneratePoint.into()),
				"{backend:?}"
			);
		}
	});
}

#[test]
fn checked_decoding_rejects_an_off_curve_point_with_its_index() {
	use crate::compute::{execute, ComputeError};
	new_test_ext().execute_with(|| {
		let op = inputs::operation(OpKind::DecodeG1(PairingCurve::Bn254), 3);
		let Operation::DecodeG1 { mut points, .. } = op else {
			unreachable!()
		};
		// BN254 compressed G1: 32 bytes per point, flags in the top bits of the last byte.
		// Flipping the low bit of x of point 1 gives an x with no point (about half the
		// time) or another point; try the next bit until it is rejected.
		let original = points.clone();
		let mut rejected = None;
		for bit in 0..8 {
			points = original.clone();
			points[8 + 32] ^= 1 << bit;
			let op = Operation::DecodeG1 {
				curve: PairingCurve::Bn254,
				points: points.clone(),
				compressed: true,
			};
			if let Err(e) = execute(Backend::Arkworks, &op) {
				rejected = Some((op, e));
				break;
			}
		}
		let (op, e) = rejected.expect("some bit flip leaves the curve");
		assert_eq!(e, ComputeError::InvalidPoint { index: 1 });
		assert_eq!(
			execute(Backend::Host, &op),
			Err(ComputeError::InvalidPoint { index: 1 })
		);
		for backend in [Backend::Arkworks, Backend::Host] {
			assert_noop!(
				Hostcurves::call_for(backend, op.clone())
					.dispatch_bypass_filter(signed())
					.map_err(|e| e.error),
				Error::<Test>::InvalidPoint
			);
		}
	});
}

#[test]
fn checked_decoding_above_the_bound_is_rejected() {
	new_test_ext().execute_with(|| {
		let op = inputs::operation(OpKind::Decode(GroupCurve::BandersnatchSw), 101);
		assert_noop!(
			Hostcurves::call_for(Backend::Host, op)
				.dispatch_bypass_filter(signed())
				.map_err(|e| e.error),
			Error::<Test>::TooManyElements
		);
	});
}

#[test]
fn both_backends_refuse_a_key_whose_gamma_is_the_identity() {
	new_test_ext().execute_with(|| {
		let (mut vk, proof, inputs) =
			inputs::groth16::<ark_bls12_381::Bls12_381>(1, ark_serialize::Compress::No);
		// γ, uncompressed ZCash layout: the infinity flag and zero coordinates.
		let gamma = 96 + 192..96 + 2 * 192;
		vk[gamma.clone()].fill(0);
		vk[gamma.start] = 0x40;
		for backend in [Backend::Arkworks, Backend::Host] {
			assert_noop!(
				Hostcurves::groth16_verify(
					signed(),
					PairingCurve::Bls12_381,
					backend,
					vk.clone(),
					proof.clone(),
					inputs.clone()
				),
				Error::<Test>::InvalidVerifyingKey
			);
		}
	});
}
