//! Transaction fees of the deployable runtime as polkadot-sdk's parachain template sets them:
//! 10 micro-units per byte of an extrinsic (`TransactionByteFee = 10 * MICRO_UNIT`, with a
//! unit of 10^12), not `IdentityFee`'s one unit per byte, which priced a byte like a
//! picosecond of compute. Weight is charged one unit per picosecond of `ref_time`, times the
//! template's slow-adjusting multiplier.

use frame_support::weights::Weight;
use hostcurves_runtime::TransactionPayment;

/// The parachain template's per-byte fee: 10 · 10^6 (10^-6 of a 10^12 unit).
const TEMPLATE_BYTE_FEE: u128 = 10_000_000;

#[test]
fn a_byte_costs_the_templates_per_byte_fee() {
	assert_eq!(TransactionPayment::length_to_fee(1), TEMPLATE_BYTE_FEE);
	assert_eq!(
		TransactionPayment::length_to_fee(4_096),
		4_096 * TEMPLATE_BYTE_FEE
	);
	// As much as 10 µs of compute per byte (IdentityFee: one picosecond).
	assert_eq!(
		TransactionPayment::weight_to_fee(Weight::from_parts(10_000_000, 0)),
		TransactionPayment::length_to_fee(1)
	);
	assert_eq!(TransactionPayment::length_to_fee(0), 0);
}

/// Congestion pricing, as polkadot-sdk's parachain template prices (polkadot-runtime-common's
/// `SlowAdjustingFeeUpdate`: a 25% target, 75/10^6, at least 0.1): after a full block the
/// weight fee's multiplier rises, after an empty one it falls, and never below 0.1. A constant
/// multiplier would give 1 in each case.
#[test]
fn the_fee_multiplier_rises_after_full_blocks_and_falls_after_empty_ones() {
	use frame_support::dispatch::DispatchClass;
	use pallet_transaction_payment::Multiplier;
	use sp_runtime::{traits::Convert, FixedPointNumber};
	type Update =
		<hostcurves_runtime::Runtime as pallet_transaction_payment::Config>::FeeMultiplierUpdate;
	type System = frame_system::Pallet<hostcurves_runtime::Runtime>;
	sp_io::TestExternalities::default().execute_with(|| {
		let weights = <hostcurves_runtime::Runtime as frame_system::Config>::BlockWeights::get();
		let full = weights
			.get(DispatchClass::Normal)
			.max_total
			.expect("normal extrinsics have a limit");
		let one = Multiplier::saturating_from_integer(1);
		System::set_block_consumed_resources(full, 0);
		let after_full = Update::convert(one);
		// s = 1 (the normal class full), target s* = 0.25, v = 75·10^-6: about 1 + v·(s − s*).
		assert!(after_full > one, "{after_full}");
		assert!(after_full < Multiplier::saturating_from_rational(10_001, 10_000));
		System::set_block_consumed_resources(Weight::zero(), 0);
		assert!(Update::convert(one) < one);
		let floor = Multiplier::saturating_from_rational(1, 10);
		assert_eq!(Update::convert(floor), floor);
	});
}
