//! The table's generated code agrees with the pallet: names, the weight lookup, the rows that
//! charge operations the table has no row for.

use crate::{
	operation::{GroupCurve, OpKind, PairingCurve, PlonkSystem, RingVrfTypes},
	weight_of::weight_of,
	weights::SubstrateWeight,
	Backend,
};
use frame_support::weights::Weight;

/// The weight functions as the runtime sees them (`frame_system::Config` of the mock).
type W = SubstrateWeight<crate::mock::Test>;

#[test]
fn every_row_is_named_curve_then_operation() {
	// The report and frame-benchmarking's output meet on these names.
	for kind in OpKind::all() {
		let expected = format!("{}_{}", kind.curve(), kind.name());
		assert_eq!(kind.benchmark(Backend::Host), expected);
		assert_eq!(kind.benchmark(Backend::Arkworks), format!("ark_{expected}"));
	}
}

#[test]
fn the_table_lists_every_operation_once_in_report_order() {
	// The list as the pallet built it before the table (per pairing curve its ten operations,
	// the batch rows of BLS12-381 and BN254 with keys of 1 and 8 inputs, per single-group
	// curve its four, the EVM precompiles, the ring VRF, snarkjs' PLONK and fflonk, the echo): the table must neither lose, add nor
	// reorder a row.
	let mut expected = Vec::new();
	for c in PairingCurve::ALL {
		expected.extend([
			OpKind::Pairing(c),
			OpKind::MsmG1(c),
			OpKind::MsmG2(c),
			OpKind::MulProjectiveG1(c),
			OpKind::MulProjectiveG2(c),
			OpKind::MulAffineG1(c),
			OpKind::MulAffineG2(c),
			OpKind::DecodeG1(c),
			OpKind::DecodeG2(c),
			OpKind::Groth16Verify(c),
		]);
		if crate::operation::BATCH_CURVES.contains(&c) {
			expected.extend([OpKind::Groth16Batch(c, 1), OpKind::Groth16Batch(c, 8)]);
		}
		if c == PairingCurve::Bls12_381 {
			expected.extend([
				OpKind::HashToG2,
				OpKind::AggregateG1,
				OpKind::FastAggregateVerify,
				OpKind::VerifyBeacon,
			]);
		}
	}
	for c in GroupCurve::ALL {
		expected.extend([
			OpKind::Msm(c),
			OpKind::MulProjective(c),
			OpKind::MulAffine(c),
			OpKind::Decode(c),
		]);
	}
	// The EVM precompiles by address: BN254's three, EIP-4844's, EIP-2537's seven.
	expected.extend(
		[
			0x06, 0x07, 0x08, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x10, 0x11,
		]
		.map(OpKind::EvmPrecompile),
	);
	// The ring VRF: hostcurves' verification, then the published baseline.
	expected.extend([
		OpKind::RingVrfVerify(RingVrfTypes::Hostcurves),
		OpKind::RingVrfVerify(RingVrfTypes::SpCryptoEcUtils),
	]);
	// snarkjs' PLONK on BN254 and BLS12-381, fflonk on BN254.
	expected.extend([
		OpKind::PlonkVerify(PlonkSystem::Plonk, PairingCurve::Bn254),
		OpKind::PlonkVerify(PlonkSystem::Plonk, PairingCurve::Bls12_381),
		OpKind::PlonkVerify(PlonkSystem::Fflonk, PairingCurve::Bn254),
	]);
	expected.push(OpKind::EchoG1);
	assert_eq!(OpKind::all(), expected);
}

#[test]
fn a_row_is_charged_as_itself() {
	for kind in OpKind::all() {
		assert_eq!(kind.charged_as(), kind);
	}
}

#[test]
fn batches_without_a_row_are_charged_as_the_row_that_covers_them() {
	use OpKind::Groth16Batch;
	use PairingCurve::*;
	let cases = [
		// No input or one: the 1-input row; two to eight: the 8-input row.
		(Groth16Batch(Bn254, 0), Groth16Batch(Bn254, 1)),
		(Groth16Batch(Bn254, 2), Groth16Batch(Bn254, 8)),
		(Groth16Batch(Bls12_381, 5), Groth16Batch(Bls12_381, 8)),
		// More than the calls accept, or a curve without batch rows (refused before
		// decoding): the dearest row.
		(Groth16Batch(Bls12_381, 200), Groth16Batch(Bls12_381, 8)),
		(Groth16Batch(Bw6_761, 1), Groth16Batch(Bls12_381, 8)),
		(Groth16Batch(Bls12_377, 8), Groth16Batch(Bls12_381, 8)),
	];
	for (kind, row) in cases {
		assert_eq!(kind.charged_as(), row, "{kind:?}");
		for backend in [Backend::Arkworks, Backend::Host] {
			assert_eq!(kind.benchmark(backend), row.benchmark(backend));
			assert_eq!(
				weight_of::<W>(kind, backend, 7),
				weight_of::<W>(row, backend, 7)
			);
		}
	}
}

#[test]
fn weight_of_picks_the_weight_function_the_table_names() {
	use crate::WeightInfo;
	let msm = OpKind::MsmG1(PairingCurve::Bn254);
	assert_eq!(weight_of::<W>(msm, Backend::Host, 10), W::bn254_msm_g1(10));
	assert_eq!(
		weight_of::<W>(msm, Backend::Arkworks, 10),
		W::ark_bn254_msm_g1(10)
	);
	let mul = OpKind::MulAffine(GroupCurve::BandersnatchSw);
	assert_eq!(
		weight_of::<W>(mul, Backend::Host, 10),
		W::bandersnatch_sw_mul_affine()
	);
	assert_eq!(
		weight_of::<W>(OpKind::EchoG1, Backend::Arkworks, 3),
		W::ark_bls12_381_echo_g1(3)
	);
	// Every row has real weights, never less for a larger n where the row has a size (not
	// always more: the host's Groth16 MSM of 30 inputs is within the noise of 3 steps).
	for kind in OpKind::all() {
		for backend in [Backend::Arkworks, Backend::Host] {
			let one = weight_of::<W>(kind, backend, 1);
			assert!(
				one.ref_time() > 0 && one != Weight::MAX,
				"{kind:?} {backend:?}"
			);
			let many = weight_of::<W>(kind, backend, 30);
			if kind.is_sized() {
				assert!(many.ref_time() >= one.ref_time(), "{kind:?} {backend:?}");
			} else {
				assert_eq!(many, one, "{kind:?} {backend:?}");
			}
		}
	}
}

#[test]
fn group_curves_byte_lengths_are_arkworks_serialized_sizes() {
	use ark_ec::{CurveGroup, PrimeGroup};
	use ark_serialize::{CanonicalSerialize, Compress};
	for curve in GroupCurve::ALL {
		let (uncompressed, compressed, fr) = with_group!(Backend::Arkworks, curve, G => {
			let g = G::generator().into_affine();
			(
				g.serialized_size(Compress::No),
				g.serialized_size(Compress::Yes),
				<G as PrimeGroup>::ScalarField::from(1u64).serialized_size(Compress::No),
			)
		});
		assert_eq!(curve.point_len(), uncompressed, "{curve:?}");
		assert_eq!(curve.encoded_len(false), uncompressed, "{curve:?}");
		assert_eq!(curve.encoded_len(true), compressed, "{curve:?}");
		assert_eq!(curve.fr_len(), fr, "{curve:?}");
	}
}

#[test]
fn benchmarks_stop_at_the_last_size_that_fits_in_one_extrinsic() {
	use crate::{mock::Test, pallet::benchmarked_size, pallet::max_size};
	use frame_support::{dispatch::DispatchClass, traits::Get};
	let limit = <<Test as frame_system::Config>::BlockWeights as Get<
		frame_system::limits::BlockWeights,
	>>::get()
	.get(DispatchClass::Normal)
	.max_extrinsic
	.expect("the default block weights bound a normal extrinsic");
	let mut bounded = Vec::new();
	for kind in OpKind::all().into_iter().filter(|k| k.is_sized()) {
		for backend in [Backend::Arkworks, Backend::Host] {
			let max = max_size::<Test>(kind);
			// Every size checked, from the largest down (the pallet bisects).
			let last_fitting = (1..=max)
				.rev()
				.find(|n| weight_of::<()>(kind, backend, *n).all_lte(limit))
				.unwrap_or(1);
			let expected = last_fitting.max(2).min(max);
			assert_eq!(
				benchmarked_size::<Test>(kind, backend),
				expected,
				"{kind:?} {backend:?}"
			);
			if expected < max {
				bounded.push((kind, backend));
			}
		}
	}
	// At 13 ms a point, 100 pure-Wasm BW6-761 G2 decodings do not fit in 750 ms.
	assert!(bounded.contains(&(OpKind::DecodeG2(PairingCurve::Bw6_761), Backend::Arkworks)));
	// The host's BLS12-381 G1 MSM of 100 points does.
	assert!(!bounded.contains(&(OpKind::MsmG1(PairingCurve::Bls12_381), Backend::Host)));
}
