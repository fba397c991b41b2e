//! The pallets' configurations. Values follow polkadot-sdk's parachain template except where a
//! comment says why not.

use cumulus_pallet_parachain_system::RelayNumberMonotonicallyIncreases;
use cumulus_primitives_core::relay_chain::MAX_POV_SIZE;
use frame_support::{
	derive_impl, parameter_types,
	traits::{
		ConstBool, ConstU128, ConstU32, ConstU64, ConstU8, Contains, HandleMessage, VariantCountOf,
	},
	weights::{constants::RocksDbWeight, ConstantMultiplier, IdentityFee, Weight},
	BoundedSlice, PalletId,
};
use frame_system::{limits::BlockWeights, EnsureRoot};
use hostcurves_runtime_common::{
	fees::{SlowAdjustingFeeUpdate, TransactionByteFee},
	limits::{RuntimeBlockLength, NORMAL_DISPATCH_RATIO},
	verifier_bounds,
};
use pallet_transaction_payment::FungibleAdapter;
use sp_version::RuntimeVersion;

use super::{
	AccountId, Aura, AuraId, Balance, Balances, Block, BlockNumber, CollatorSelection,
	ConsensusHook, Hash, Nonce, PalletInfo, ParachainInfo, Runtime, RuntimeCall, RuntimeEvent,
	RuntimeFreezeReason, RuntimeHoldReason, RuntimeOrigin, RuntimeTask, Session, SessionKeys, Sudo,
	System, TxPause, EXISTENTIAL_DEPOSIT, MAXIMUM_BLOCK_WEIGHT, SLOT_DURATION, VERSION,
};

/// Blocks per session: 6 hours of 6-second blocks, as the template sets it.
const SESSION_PERIOD: BlockNumber = 6 * 60 * 60 * 1000 / (SLOT_DURATION as BlockNumber);

parameter_types! {
	/// The runtime version, for frame-system.
	pub const Version: RuntimeVersion = VERSION;
	/// Two seconds of compute and the relay chain's largest PoV per six-second block, the
	/// template's [`MAXIMUM_BLOCK_WEIGHT`]; a normal extrinsic may use 75% of it.
	pub RuntimeBlockWeights: BlockWeights =
		BlockWeights::with_sensible_defaults(MAXIMUM_BLOCK_WEIGHT, NORMAL_DISPATCH_RATIO);
	/// A quarter of a block for each kind of incoming message, as the template reserves.
	pub ReservedXcmpWeight: Weight = MAXIMUM_BLOCK_WEIGHT.saturating_div(4);
	pub ReservedDmpWeight: Weight = MAXIMUM_BLOCK_WEIGHT.saturating_div(4);
	/// collator-selection's pot, which pays authors; nothing funds it here (transaction fees
	/// are burned, as in the template).
	pub const PotId: PalletId = PalletId(*b"PotStake");
}

#[derive_impl(frame_system::config_preludes::ParaChainDefaultConfig)]
impl frame_system::Config for Runtime {
	type Block = Block;
	type BlockWeights = RuntimeBlockWeights;
	type BlockLength = RuntimeBlockLength;
	type AccountId = AccountId;
	type Nonce = Nonce;
	type Hash = Hash;
	type DbWeight = RocksDbWeight;
	type Version = Version;
	type AccountData = pallet_balances::AccountData<Balance>;
	type MaxConsumers = ConstU32<16>;
	/// A runtime upgrade goes through the relay chain (`authorize_upgrade` / `apply_authorized_upgrade`).
	type OnSetCode = cumulus_pallet_parachain_system::ParachainSetCode<Self>;
	/// Calls root has paused ([`TxPause`]) are refused to every origin but root.
	type BaseCallFilter = TxPause;
}

/// Downward messages (from the relay chain), taken and dropped: this runtime has no XCM
/// executor to run them. `()` would declare a longest message of 0 bytes, so parachain-system
/// would report every message as too long through `defensive!`: a panic in the mandatory
/// inherent of a build with debug assertions. Every message a block can carry fits
/// [`MAX_POV_SIZE`]; parachain-system still records each one (`DownwardMessagesReceived`, the
/// message queue chain's head) before it is dropped here.
pub struct DropDownwardMessages;

impl HandleMessage for DropDownwardMessages {
	type MaxMessageLen = ConstU32<MAX_POV_SIZE>;

	fn handle_message(_: BoundedSlice<u8, Self::MaxMessageLen>) {}

	fn handle_messages<'a>(_: impl Iterator<Item = BoundedSlice<'a, u8, Self::MaxMessageLen>>) {}

	fn sweep_queue() {}
}

/// The chain processes no XCM: this runtime has no XCM executor or message queues (the
/// template's `XcmpQueue`, `PolkadotXcm` and `MessageQueue`), so it sends no messages,
/// horizontal ones are not processed and downward ones are dropped
/// ([`DropDownwardMessages`]). docs/parachain.md says what adding them takes.
impl cumulus_pallet_parachain_system::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type OnSystemEvent = ();
	type SelfParaId = ParachainInfo;
	type OutboundXcmpMessageSource = ();
	type DmpQueue = DropDownwardMessages;
	type ReservedDmpWeight = ReservedDmpWeight;
	type XcmpMessageHandler = ();
	type ReservedXcmpWeight = ReservedXcmpWeight;
	type CheckAssociatedRelayNumber = RelayNumberMonotonicallyIncreases;
	type WeightInfo = ();
	type ConsensusHook = ConsensusHook;
	type RelayParentOffset = ConstU32<0>;
	type SchedulingSignatureVerifier = ();
}

impl staging_parachain_info::Config for Runtime {}

impl pallet_timestamp::Config for Runtime {
	/// Milliseconds since the Unix epoch.
	type Moment = u64;
	type OnTimestampSet = Aura;
	type MinimumPeriod = ConstU64<0>;
	type WeightInfo = ();
}

impl pallet_aura::Config for Runtime {
	type AuthorityId = AuraId;
	type DisabledValidators = ();
	/// Every collator collator-selection can choose: `MaxInvulnerables` + `MaxCandidates`
	/// (20 + 100). Aura would keep only the first `MaxAuthorities` of a larger session set.
	type MaxAuthorities = ConstU32<120>;
	/// Several blocks per slot, as the unincluded segment ([`ConsensusHook`]) allows.
	type AllowMultipleBlocksPerSlot = ConstBool<true>;
	type SlotDuration = ConstU64<SLOT_DURATION>;
}

impl cumulus_pallet_aura_ext::Config for Runtime {}

impl pallet_authorship::Config for Runtime {
	type FindAuthor = pallet_session::FindAccountFromAuthorIndex<Self, Aura>;
	type EventHandler = (CollatorSelection,);
}

impl pallet_session::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type ValidatorId = AccountId;
	type ValidatorIdOf = pallet_collator_selection::IdentityCollator;
	type ShouldEndSession = pallet_session::PeriodicSessions<ConstU32<SESSION_PERIOD>, ConstU32<0>>;
	type NextSessionRotation =
		pallet_session::PeriodicSessions<ConstU32<SESSION_PERIOD>, ConstU32<0>>;
	type SessionManager = CollatorSelection;
	type SessionHandler = <SessionKeys as sp_runtime::traits::OpaqueKeys>::KeyTypeIdProviders;
	type Keys = SessionKeys;
	type DisablingStrategy = ();
	type WeightInfo = ();
	type Currency = Balances;
	/// No deposit for setting session keys (the template's value).
	type KeyDeposit = ();
}

/// The collator set: invulnerables set at genesis or by root, and candidates who bond.
impl pallet_collator_selection::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type Currency = Balances;
	/// Root only: the template also lets the relay's staking body in through XCM, which this
	/// runtime does not process.
	type UpdateOrigin = EnsureRoot<AccountId>;
	type PotId = PotId;
	type MaxCandidates = ConstU32<100>;
	type MinEligibleCollators = ConstU32<4>;
	type MaxInvulnerables = ConstU32<20>;
	type KickThreshold = ConstU32<SESSION_PERIOD>;
	type ValidatorId = AccountId;
	type ValidatorIdOf = pallet_collator_selection::IdentityCollator;
	type ValidatorRegistration = Session;
	type WeightInfo = ();
}

impl pallet_balances::Config for Runtime {
	type MaxLocks = ConstU32<50>;
	type MaxReserves = ConstU32<50>;
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

/// Fees as hostcurves-runtime charges them: one unit of balance per picosecond of `ref_time`
/// (the weight part of a fee reads as the call's weight), plus [`TransactionByteFee`] per
/// byte. The weight part is scaled by the template's slow-adjusting multiplier (congestion
/// pricing: it starts at 1, rises while blocks are fuller than `TargetBlockFullness` and
/// falls, to 0.1 at least, while they are emptier). The template's polynomial weight-to-fee
/// is not taken; a chain sets its own economics.
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

/// Sudo's calls, which root must never be able to pause: they are how root acts.
pub struct SudoCalls;

impl Contains<pallet_tx_pause::RuntimeCallNameOf<Runtime>> for SudoCalls {
	fn contains((pallet, _call): &pallet_tx_pause::RuntimeCallNameOf<Runtime>) -> bool {
		pallet.as_slice() == <Sudo as frame_support::traits::PalletInfoAccess>::name().as_bytes()
	}
}

/// Calls root pauses and unpauses ([`frame_system::Config::BaseCallFilter`]). The portable
/// build's presets pause every call of the verifier ([`crate::genesis_config_presets`]); root
/// unpauses them once the relay chain enables `EccRfc163` (docs/parachain.md).
impl pallet_tx_pause::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type RuntimeCall = RuntimeCall;
	type PauseOrigin = EnsureRoot<AccountId>;
	type UnpauseOrigin = EnsureRoot<AccountId>;
	type WhitelistedCalls = SudoCalls;
	/// Pallet and call names up to 64 bytes, more than any name in this runtime.
	type MaxNameLen = ConstU32<64>;
	type WeightInfo = pallet_tx_pause::weights::SubstrateWeight<Runtime>;
}

/// The verifier as hostcurves-runtime configures it. Its weights are the portable build's
/// (`weights_rfc163.rs`: feature `rfc163`, on in this crate's Wasm build), or the no-EC
/// build's in the no-EC blob (`weights_noec.rs`: feature `no-ec`).
impl pallet_hostcurves_verifier::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type WeightInfo = pallet_hostcurves_verifier::weights::SubstrateWeight<Runtime>;
	type MaxPublicInputs = verifier_bounds::MaxPublicInputs;
	type MaxBatchSize = verifier_bounds::MaxBatchSize;
	type RegisterOrigin = EnsureRoot<AccountId>;
	type MaxCommitteeSize = verifier_bounds::MaxCommitteeSize;
	type MaxBlsMessageLen = verifier_bounds::MaxBlsMessageLen;
}

#[cfg(test)]
mod tests {
	use super::*;
	use frame_support::traits::Get;

	/// L-7: no message a relay can send is "too long" for the queue (which `()` made every
	/// message: `defensive!`, a panic in the mandatory inherent with debug assertions). A
	/// message travels in the candidate's proof of validity, so none exceeds `MAX_POV_SIZE`.
	#[test]
	fn every_downward_message_a_block_can_carry_fits_the_queue() {
		let longest: u32 = cumulus_pallet_parachain_system::MaxDmpMessageLenOf::<Runtime>::get();
		assert!(longest >= MAX_POV_SIZE, "{longest}");
	}

	/// L-8: congestion pricing with the parachain template's multiplier: the update this
	/// runtime configures is the shared `SlowAdjustingFeeUpdate` (a 25% target, 75/10^6, at
	/// least 0.1), whose rise after full blocks and fall after empty ones
	/// `runtime/tests/fees.rs` measures; `ConstFeeMultiplier` (the template's old choice, a
	/// constant 1) is another type.
	#[test]
	fn fees_follow_block_fullness_with_the_templates_multiplier() {
		use core::any::TypeId;
		type Update = <Runtime as pallet_transaction_payment::Config>::FeeMultiplierUpdate;
		assert_eq!(
			TypeId::of::<Update>(),
			TypeId::of::<SlowAdjustingFeeUpdate<Runtime>>()
		);
	}

	/// Root can pause any call but Sudo's and TxPause's own, so it can always unpause.
	#[test]
	fn sudo_and_tx_pause_cannot_be_paused() {
		let name = |pallet: &str, call: &str| {
			(
				pallet.as_bytes().to_vec().try_into().unwrap(),
				call.as_bytes().to_vec().try_into().unwrap(),
			)
		};
		sp_io::TestExternalities::default().execute_with(|| {
			for (pallet, call) in [("Sudo", "sudo"), ("TxPause", "unpause")] {
				assert_eq!(
					TxPause::pause(RuntimeOrigin::root(), name(pallet, call)),
					Err(pallet_tx_pause::Error::<Runtime>::Unpausable.into()),
					"{pallet}.{call}"
				);
			}
			assert_eq!(
				TxPause::pause(RuntimeOrigin::root(), name("Verifier", "verify_bls")),
				Ok(())
			);
		});
	}
}
