//! Transaction fees: polkadot-sdk's parachain template's per-byte fee and slow-adjusting fee
//! multiplier (polkadot-runtime-common 32.0.0's `SlowAdjustingFeeUpdate`, with its values),
//! for every runtime of the workspace.

use frame_support::parameter_types;
use pallet_transaction_payment::{Multiplier, TargetedFeeAdjustment};
use sp_runtime::{traits::Bounded, FixedPointNumber, Perquintill};

use crate::Balance;

/// 10^-6 of a unit (a unit is 10^12 of the smallest balance).
pub const MICRO_UNIT: Balance = 1_000_000;

parameter_types! {
	/// The fee per byte of an extrinsic: 10 micro-units, as polkadot-sdk's parachain template
	/// sets it (the relay chain's per-byte fee / 10). With one unit of balance per picosecond
	/// of `ref_time`, a byte costs as much as 10 µs of compute.
	pub const TransactionByteFee: Balance = 10 * MICRO_UNIT;
	/// Fees rise when blocks are fuller than this and fall when emptier.
	pub const TargetBlockFullness: Perquintill = Perquintill::from_percent(25);
	/// How fast the multiplier moves.
	pub AdjustmentVariable: Multiplier = Multiplier::saturating_from_rational(75, 1_000_000);
	/// The lowest multiplier.
	pub MinimumMultiplier: Multiplier = Multiplier::saturating_from_rational(1, 10u128);
	/// The highest multiplier.
	pub MaximumMultiplier: Multiplier = Bounded::max_value();
}

/// The fee multiplier's update for runtime `R` (its `FeeMultiplierUpdate`): it starts at 1,
/// rises while blocks are fuller than [`TargetBlockFullness`] and falls, to 0.1 at least,
/// while they are emptier.
pub type SlowAdjustingFeeUpdate<R> = TargetedFeeAdjustment<
	R,
	TargetBlockFullness,
	AdjustmentVariable,
	MinimumMultiplier,
	MaximumMultiplier,
>;
