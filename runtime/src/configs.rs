//! The pallets' configurations. Values follow polkadot-sdk's solochain template except where
//! a comment says why not.

use frame_support::{
	derive_impl,
	dispatch::DispatchClass,
	parameter_types,
	traits::{ConstBool, ConstU128, ConstU32, ConstU64, ConstU8, VariantCountOf},
	weights::{
		constants::{RocksDbWeight, WEIGHT_REF_TIME_PER_SECOND},
		ConstantMultiplier, IdentityFee, Weight,
	},
};
use frame_system::limits::{BlockLength, BlockWeights};
use pallet_transaction_payment::{FungibleAdapter, Multiplier, TargetedFeeAdjustment};
use sp_runtime::{traits::Bounded, FixedPointNumber, Perbill, Perquintill};
use sp_version::RuntimeVersion;

use super::{
	AccountId, Aura, AuraId, Balance, Balances, Block, Nonce, PalletInfo, Runtime, RuntimeCall,
	RuntimeEvent, RuntimeFreezeReason, RuntimeHoldReason, RuntimeOrigin, RuntimeTask, System,
	EXISTENTIAL_DEPOSIT, SLOT_DURATION, VERSION,
};

const NORMAL_DISPATCH_RATIO: Perbill = Perbill::from_percent(75);
/// Bytes per block.
const MAX_BLOCK_LENGTH: u32 = 5 * 1024 * 1024;

parameter_types! {
	/// The runtime version, for frame-system.
	pub const Version: RuntimeVersion = VERSION;
	/// One second of compute per three-second block (the template's ratio of 2 s in 6 s).
	/// A normal extrinsic may use 75% of it, so an extrinsic whose weight exceeds 750 ms is
	/// refused by the transaction pool with `ExhaustsResources`, never half-executed.
	pub RuntimeBlockWeights: BlockWeights = BlockWeights::with_sensible_defaults(
		Weight::from_parts(WEIGHT_REF_TIME_PER_SECOND, u64::MAX),
		NORMAL_DISPATCH_RATIO,
	);
	/// 5 MiB per block, as polkadot-sdk's templates set it.
	pub RuntimeBlockLength: BlockLength =
		BlockLength::builder()
			.max_length(MAX_BLOCK_LENGTH)
			.modify_max_length_for_class(DispatchClass::Normal, |max| {
				*max = NORMAL_DISPATCH_RATIO * *max
			})
			.build();
	/// Fees rise when blocks are fuller than this and fall when emptier: polkadot-runtime-common
	/// 32.0.0's `SlowAdjustingFeeUpdate` (polkadot-sdk's parachain template), with its values.
	pub const TargetBlockFullness: Perquintill = Perquintill::from_percent(25);
	/// How fast the multiplier moves (`SlowAdjustingFeeUpdate`'s value).
	pub AdjustmentVariable: Multiplier = Multiplier::saturating_from_rational(75, 1_000_000);
	/// The lowest multiplier (`SlowAdjustingFeeUpdate`'s value).
	pub MinimumMultiplier: Multiplier = Multiplier::saturating_from_rational(1, 10u128);
	/// The highest multiplier (`SlowAdjustingFeeUpdate`'s value).
	pub MaximumMultiplier: Multiplier = Bounded::max_value();
}

#[derive_impl(frame_system::config_preludes::SolochainDefaultConfig)]
impl frame_system::Config for Runtime {
	type Block = Block;
	type BlockWeights = RuntimeBlockWeights;
	type BlockLength = RuntimeBlockLength;
	type AccountId = AccountId;
	type Nonce = Nonce;
	type DbWeight = RocksDbWeight;
	type Version = Version;
	type AccountData = pallet_balances::AccountData<Balance>;
	type MaxConsumers = ConstU32<16>;
}

impl pallet_timestamp::Config for Runtime {
	/// Milliseconds since the Unix epoch.
	type Moment = u64;
	type OnTimestampSet = Aura;
	type MinimumPeriod = ConstU64<{ SLOT_DURATION / 2 }>;
	type WeightInfo = ();
}

impl pallet_aura::Config for Runtime {
	type AuthorityId = AuraId;
	type DisabledValidators = ();
	type MaxAuthorities = ConstU32<32>;
	type AllowMultipleBlocksPerSlot = ConstBool<false>;
	type SlotDuration = pallet_aura::MinimumPeriodTimesTwo<Runtime>;
}

impl pallet_grandpa::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type WeightInfo = ();
	type MaxAuthorities = ConstU32<32>;
	type MaxNominators = ConstU32<0>;
	type MaxSetIdSessionEntries = ConstU64<0>;
	type KeyOwnerProof = sp_core::Void;
	type EquivocationReportSystem = ();
}

impl pallet_balances::Config for Runtime {
	type MaxLocks = ConstU32<50>;
	type MaxReserves = ();
	type ReserveIdentifier = [u8; 8];
	type Balance = Balance;
	type RuntimeEvent = RuntimeEvent;
	type DustRemoval = ();
	type ExistentialDeposit = ConstU128<EXISTENTIAL_DEPOSIT>;
	type AccountStore = System;
	type WeightInfo = pallet_balances::weights::SubstrateWeight<Runtime>;
	type FreezeIdentifier = RuntimeFreezeReason;
	type MaxFreezes = VariantCountOf<RuntimeFreezeReason>;
	type RuntimeHoldReason = RuntimeHoldReason;
	type RuntimeFreezeReason = RuntimeFreezeReason;
	type DoneSlashHandler = ();
}

/// 10^-6 of a unit (a unit is 10^12 of the smallest balance).
pub const MICRO_UNIT: Balance = 1_000_000;

parameter_types! {
	/// The fee per byte of an extrinsic: 10 micro-units, as polkadot-sdk's parachain template
	/// sets it (the relay chain's per-byte fee / 10). With one unit of balance per picosecond
	/// of `ref_time`, a byte costs as much as 10 µs of compute, so block space is not free: a
	/// 4 KiB batch of proofs pays about 41 ms worth of weight for its bytes.
	pub const TransactionByteFee: Balance = 10 * MICRO_UNIT;
}

/// Fees: one unit of balance (10^-12 of a token) per picosecond of `ref_time`, so that the
/// weight part of a fee reads as the call's weight (a BLS12-381 `verify_proof` charged about
/// 1.3 ms pays about 1.3·10^9 units), plus [`TransactionByteFee`] per byte of the extrinsic.
/// The weight part is scaled by the slow-adjusting multiplier the parachain template uses
/// (congestion pricing: it starts at 1, rises while blocks are fuller than
/// [`TargetBlockFullness`] and falls, to 0.1 at least, while they are emptier).
impl pallet_transaction_payment::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type OnChargeTransaction = FungibleAdapter<Balances, ()>;
	type OperationalFeeMultiplier = ConstU8<5>;
	type WeightToFee = IdentityFee<Balance>;
	type LengthToFee = ConstantMultiplier<Balance, TransactionByteFee>;
	type FeeMultiplierUpdate = TargetedFeeAdjustment<
		Self,
		TargetBlockFullness,
		AdjustmentVariable,
		MinimumMultiplier,
		MaximumMultiplier,
	>;
	type WeightInfo = pallet_transaction_payment::weights::SubstrateWeight<Runtime>;
}

impl pallet_sudo::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type RuntimeCall = RuntimeCall;
	type WeightInfo = pallet_sudo::weights::SubstrateWeight<Runtime>;
}

impl pallet_hostcurves_verifier::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type WeightInfo = pallet_hostcurves_verifier::weights::SubstrateWeight<Runtime>;
	type MaxPublicInputs = ConstU32<32>;
	type MaxBatchSize = ConstU32<64>;
	type RegisterOrigin = frame_system::EnsureRoot<AccountId>;
	type MaxCommitteeSize = ConstU32<512>;
	type MaxBlsMessageLen = ConstU32<1024>;
}
