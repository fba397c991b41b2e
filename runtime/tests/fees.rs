//! Transaction fees of the deployable runtime as polkadot-sdk's parachain template sets them:
//! 10 micro-units per byte of an extrinsic (`TransactionByteFee = 10 * MICRO_UNIT`, with a
//! unit of 10^12), not `IdentityFee`'s one unit per byte, which priced a byte like a
//! picosecond of compute. Weight is charged one unit per picosecond of `ref_time`.

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
