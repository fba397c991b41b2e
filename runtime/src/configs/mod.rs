//! The pallets' configurations. Values follow polkadot-sdk's solochain template except where
//! a comment says why not.

use frame_support::{
	derive_impl, parameter_types,
	traits::{ConstBool, ConstU128, ConstU32, ConstU64, ConstU8, VariantCountOf},
	weights::{
		constants::{RocksDbWeight, WEIGHT_REF_TIME_PER_SECOND},
		ConstantMultiplier, IdentityFee, Weight,
	},
};
use frame_system::limits::BlockWeights;
use hostcurves_runtime_common::{
	fees::{SlowAdjustingFeeUpdate, TransactionByteFee},
	limits::{RuntimeBlockLength, NORMAL_DISPATCH_RATIO},
	verifier_bounds,
};
use pallet_transaction_payment::FungibleAdapter;
use sp_version::RuntimeVersion;

use super::{
	AccountId, Aura, AuraId, Balance, Balances, Block, Nonce, PalletInfo, Runtime, RuntimeCall,
	RuntimeEvent, RuntimeFreezeReason, RuntimeHoldReason, RuntimeOrigin, RuntimeTask, System,
	EXISTENTIAL_DEPOSIT, SLOT_DURATION, VERSION,
};

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

/// Fees: one unit of balance (10^-12 of a token) per picosecond of `ref_time`, so that the
/// weight part of a fee reads as the call's weight (a BLS12-381 `verify_proof` charged about
/// 1.3 ms pays about 1.3·10^9 units), plus [`TransactionByteFee`] per byte of the extrinsic.
/// The weight part is scaled by the slow-adjusting multiplier the parachain template uses
/// (congestion pricing: it starts at 1, rises while blocks are fuller than
/// `TargetBlockFullness` and falls, to 0.1 at least, while they are emptier).
impl pallet_transaction_payment::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type OnChargeTransaction = FungibleAdapter<Balances, ()>;
	type OperationalFeeMultiplier = ConstU8<5>;
	type WeightToFee = IdentityFee<Balance>;
	type LengthToFee = ConstantMultiplier<Balance, TransactionByteFee>;
	type FeeMultiplierUpdate = SlowAdjustingFeeUpdate<Self>;
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
	type MaxPublicInputs = verifier_bounds::MaxPublicInputs;
	type MaxBatchSize = verifier_bounds::MaxBatchSize;
	type RegisterOrigin = frame_system::EnsureRoot<AccountId>;
	type MaxCommitteeSize = verifier_bounds::MaxCommitteeSize;
	type MaxBlsMessageLen = verifier_bounds::MaxBlsMessageLen;
}
