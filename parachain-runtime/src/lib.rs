//! # hostcurves-parachain-runtime
//!
//! A parachain runtime in the shape of polkadot-sdk's parachain template: parachain-system,
//! parachain-info, timestamp, Aura with aura-ext (the unincluded segment of asynchronous
//! backing), a collator set (authorship, collator-selection, session), balances, transaction
//! payment, sudo, tx-pause, and hostcurves' verifier pallet (`pallet-hostcurves-verifier`: Groth16,
//! PLONK and fflonk, KZG, BLS, Bandersnatch VRFs).
//!
//! **Built portable.** Its Wasm is compiled with the verifier's feature `rfc163`: the only
//! elliptic-curve host functions it imports are RFC-0163's, which relay validators register
//! when the relay enables `ExecutorParam::EnabledHostFunction(EccRfc163)` and which
//! `polkadot-omni-node` registers. No hostcurves node is needed: `hostcurves-bench imports
//! --require pvf-rfc163` checks the blob against the PVF worker's set (CI does). A point a user
//! sends reaches a host function only once decoding has found it on the curve (the subgroup
//! check is itself an RFC-0163 multiplication). No benchmark pallet,
//! no unmetered runtime API, no `runtime-benchmarks` in the Wasm.
//!
//! **Its no-EC build**, `hostcurves-parachain-runtime-noec`, compiles this source with the
//! verifier's feature `no-ec`: no elliptic-curve import at all (`--require pvf`), every curve
//! operation in Wasm, for relays without `EccRfc163` (Polkadot and Kusama, last checked
//! 2026-09). Same API, same bytes, its own weights; docs/parachain.md says which build for
//! which relay and how to move from one to the other.
//!
//! **The verifier's calls start paused in the portable build** (pallet-tx-pause, `TxPause`):
//! on a relay without `EccRfc163` a verifier call would reach an RFC-0163 import its
//! validators lack, the candidate would be invalid and the chain would stall. Its genesis
//! presets pause every call of the verifier for signed origins; root unpauses them once the
//! relay enables `EccRfc163` (docs/parachain.md). The no-EC build pauses nothing.
//!
//! **No XCM.** Unlike the template it has no XCM executor or message queues: it sends no
//! messages, and downward messages are taken and dropped ([`configs`]).
//!
//! Genesis presets `development` and `local_testnet` in [`genesis_presets`] (para id
//! [`genesis_presets::PARACHAIN_ID`]). Starting it: docs/parachain.md.
//!
//! Runtime APIs: `Core`, `Metadata`, `BlockBuilder`, `TaggedTransactionQueue`,
//! `OffchainWorkerApi`, `SessionKeys`, `AuraApi`, `AuraUnincludedSegmentApi`,
//! `CollectCollationInfo`, `GetParachainInfo`, `RelayParentOffsetApi`, `AccountNonceApi`,
//! `TransactionPaymentApi`, `TransactionPaymentCallApi`, `GenesisBuilder`; and the
//! `validate_block` export a relay validator executes.
//!
//! ```no_run
//! let wasm = hostcurves_parachain_runtime::WASM_BINARY.expect("built with its Wasm");
//! // chain-spec-builder create --runtime <this blob> named-preset development
//! # let _ = wasm;
//! ```
#![cfg_attr(not(feature = "std"), no_std)]
// `impl_runtime_apis!` and `construct_runtime!` generate undocumented public items.
#![allow(missing_docs)]
// `#[frame_support::runtime]` with fourteen pallets recurses deeply.
#![recursion_limit = "256"]

extern crate alloc;

#[cfg(feature = "std")]
include!(concat!(env!("OUT_DIR"), "/wasm_binary.rs"));

pub mod configs;
pub mod genesis_presets;

use alloc::{borrow::Cow, vec::Vec};
use frame_support::{
	genesis_builder_helper::{build_state, get_preset},
	weights::{constants::WEIGHT_REF_TIME_PER_SECOND, Weight},
};
use sp_api::impl_runtime_apis;
pub use sp_consensus_aura::sr25519::AuthorityId as AuraId;
use sp_core::{crypto::KeyTypeId, OpaqueMetadata};
use sp_runtime::{
	generic, impl_opaque_keys,
	traits::{BlakeTwo256, Block as BlockT, IdentifyAccount, Verify},
	transaction_validity::{TransactionSource, TransactionValidity},
	ApplyExtrinsicResult, MultiSignature,
};
use sp_version::RuntimeVersion;

/// The runtime version. `spec_version` 2: TxPause (the portable build's presets pause the
/// verifier's calls), downward messages dropped without `defensive!`, fees follow block
/// fullness, and the verifier of hostcurves-runtime's `spec_version` 10; 1: the first
/// parachain runtime (the verifier of hostcurves-runtime's `spec_version` 9).
#[sp_version::runtime_version]
pub const VERSION: RuntimeVersion = RuntimeVersion {
	spec_name: Cow::Borrowed("hostcurves-parachain"),
	impl_name: Cow::Borrowed("hostcurves-parachain"),
	authoring_version: 1,
	spec_version: 2,
	impl_version: 0,
	apis: RUNTIME_API_VERSIONS,
	transaction_version: 1,
	system_version: 1,
};

/// Target block time in milliseconds: one Aura slot, the relay chain's six seconds.
pub const SLOT_DURATION: u64 = 6000;
/// The relay chain's slot, in milliseconds.
const RELAY_CHAIN_SLOT_DURATION_MILLIS: u32 = 6000;
/// Parachain blocks per relay chain block.
const BLOCK_PROCESSING_VELOCITY: u32 = 1;
/// Blocks built but not yet included in the relay chain (asynchronous backing).
const UNINCLUDED_SEGMENT_CAPACITY: u32 = 3;

/// Two seconds of compute (ps of `ref_time`) and the relay chain's largest PoV (bytes of
/// `proof_size`) per block, as the template allows.
pub const MAXIMUM_BLOCK_WEIGHT: Weight = Weight::from_parts(
	WEIGHT_REF_TIME_PER_SECOND.saturating_mul(2),
	cumulus_primitives_core::relay_chain::MAX_POV_SIZE as u64,
);

/// 10^-6 of a unit (a unit is 10^12 of the smallest balance).
pub const MICRO_UNIT: Balance = 1_000_000;
/// The smallest balance an account may hold: 1 milli-unit.
pub const EXISTENTIAL_DEPOSIT: Balance = 1_000 * MICRO_UNIT;

/// A signature: sr25519, ed25519 or ECDSA.
pub type Signature = MultiSignature;
/// An account: the 32 bytes of a public key (or of its hash for ECDSA).
pub type AccountId = <<Signature as Verify>::Signer as IdentifyAccount>::AccountId;
/// A balance, in units of 10^-12.
pub type Balance = u128;
/// A transaction index per account.
pub type Nonce = u32;
/// A block number.
pub type BlockNumber = u32;
/// A block or state hash.
pub type Hash = sp_core::H256;
/// The address format of a call's sender.
pub type Address = sp_runtime::MultiAddress<AccountId, ()>;
/// Block header.
pub type Header = generic::Header<BlockNumber, BlakeTwo256>;
/// Block type.
pub type Block = generic::Block<Header, UncheckedExtrinsic>;
/// The transaction extensions of hostcurves-runtime (the solochain template's order, without
/// the metadata-hash check), so that subxt's default configuration signs for this chain too.
pub type TxExtension = (
	frame_system::CheckNonZeroSender<Runtime>,
	frame_system::CheckSpecVersion<Runtime>,
	frame_system::CheckTxVersion<Runtime>,
	frame_system::CheckGenesis<Runtime>,
	frame_system::CheckEra<Runtime>,
	frame_system::CheckNonce<Runtime>,
	frame_system::CheckWeight<Runtime>,
	pallet_transaction_payment::ChargeTransactionPayment<Runtime>,
	frame_system::WeightReclaim<Runtime>,
);
/// Unchecked extrinsic.
pub type UncheckedExtrinsic =
	generic::UncheckedExtrinsic<Address, RuntimeCall, Signature, TxExtension>;
/// The payload that a signed extrinsic signs.
pub type SignedPayload = generic::SignedPayload<RuntimeCall, TxExtension>;
/// Executive: dispatches extrinsics to the pallets.
pub type Executive = frame_executive::Executive<
	Runtime,
	Block,
	frame_system::ChainContext<Runtime>,
	Runtime,
	AllPalletsWithSystem,
>;

/// Aura's consensus hook: at most [`BLOCK_PROCESSING_VELOCITY`] + 1 blocks per relay slot
/// (aura-ext allows one more to fill the unincluded segment) and
/// [`UNINCLUDED_SEGMENT_CAPACITY`] unincluded ones.
pub type ConsensusHook = cumulus_pallet_aura_ext::FixedVelocityConsensusHook<
	Runtime,
	RELAY_CHAIN_SLOT_DURATION_MILLIS,
	BLOCK_PROCESSING_VELOCITY,
	UNINCLUDED_SEGMENT_CAPACITY,
>;

/// Types the node needs without knowing the runtime's extrinsic format.
pub mod opaque {
	use super::*;
	pub use sp_runtime::OpaqueExtrinsic as UncheckedExtrinsic;
	/// Opaque block header.
	pub type Header = generic::Header<BlockNumber, BlakeTwo256>;
	/// Opaque block.
	pub type Block = generic::Block<Header, UncheckedExtrinsic>;
}

impl_opaque_keys! {
	/// The session keys of a collator: Aura (sr25519).
	pub struct SessionKeys {
		pub aura: Aura,
	}
}

#[frame_support::runtime]
mod runtime {
	#[runtime::runtime]
	#[runtime::derive(
		RuntimeCall,
		RuntimeEvent,
		RuntimeError,
		RuntimeOrigin,
		RuntimeFreezeReason,
		RuntimeHoldReason,
		RuntimeSlashReason,
		RuntimeLockId,
		RuntimeTask,
		RuntimeViewFunction
	)]
	pub struct Runtime;

	#[runtime::pallet_index(0)]
	pub type System = frame_system;
	#[runtime::pallet_index(1)]
	pub type ParachainSystem = cumulus_pallet_parachain_system;
	#[runtime::pallet_index(2)]
	pub type Timestamp = pallet_timestamp;
	#[runtime::pallet_index(3)]
	pub type ParachainInfo = staging_parachain_info;

	#[runtime::pallet_index(10)]
	pub type Balances = pallet_balances;
	#[runtime::pallet_index(11)]
	pub type TransactionPayment = pallet_transaction_payment;

	#[runtime::pallet_index(15)]
	pub type Sudo = pallet_sudo;
	#[runtime::pallet_index(16)]
	pub type TxPause = pallet_tx_pause;

	// The collator set; the order of these five is the template's and matters (session
	// keys are set before Aura reads its authorities).
	#[runtime::pallet_index(20)]
	pub type Authorship = pallet_authorship;
	#[runtime::pallet_index(21)]
	pub type CollatorSelection = pallet_collator_selection;
	#[runtime::pallet_index(22)]
	pub type Session = pallet_session;
	#[runtime::pallet_index(23)]
	pub type Aura = pallet_aura;
	#[runtime::pallet_index(24)]
	pub type AuraExt = cumulus_pallet_aura_ext;

	#[runtime::pallet_index(50)]
	pub type Verifier = pallet_hostcurves_verifier;
}

// The PVF's entry point: a relay validator executes a candidate block through it, Aura's seal
// checked first.
cumulus_pallet_parachain_system::register_validate_block! {
	Runtime = Runtime,
	BlockExecutor = cumulus_pallet_aura_ext::BlockExecutor::<Runtime, Executive>,
}

impl_runtime_apis! {
	impl sp_api::Core<Block> for Runtime {
		fn version() -> RuntimeVersion {
			VERSION
		}

		fn execute_block(block: <Block as BlockT>::LazyBlock) {
			Executive::execute_block(block)
		}

		fn initialize_block(header: &<Block as BlockT>::Header) -> sp_runtime::ExtrinsicInclusionMode {
			Executive::initialize_block(header)
		}
	}

	impl sp_api::Metadata<Block> for Runtime {
		fn metadata() -> OpaqueMetadata {
			OpaqueMetadata::new(Runtime::metadata().into())
		}

		fn metadata_at_version(version: u32) -> Option<OpaqueMetadata> {
			Runtime::metadata_at_version(version)
		}

		fn metadata_versions() -> Vec<u32> {
			Runtime::metadata_versions()
		}
	}

	impl sp_block_builder::BlockBuilder<Block> for Runtime {
		fn apply_extrinsic(extrinsic: <Block as BlockT>::Extrinsic) -> ApplyExtrinsicResult {
			Executive::apply_extrinsic(extrinsic)
		}

		fn finalize_block() -> <Block as BlockT>::Header {
			Executive::finalize_block()
		}

		fn inherent_extrinsics(data: sp_inherents::InherentData) -> Vec<<Block as BlockT>::Extrinsic> {
			data.create_extrinsics()
		}

		fn check_inherents(
			block: <Block as BlockT>::LazyBlock,
			data: sp_inherents::InherentData,
		) -> sp_inherents::CheckInherentsResult {
			data.check_extrinsics(&block)
		}
	}

	impl sp_transaction_pool::runtime_api::TaggedTransactionQueue<Block> for Runtime {
		fn validate_transaction(
			source: TransactionSource,
			tx: <Block as BlockT>::Extrinsic,
			block_hash: <Block as BlockT>::Hash,
		) -> TransactionValidity {
			Executive::validate_transaction(source, tx, block_hash)
		}
	}

	impl sp_offchain::OffchainWorkerApi<Block> for Runtime {
		fn offchain_worker(header: &<Block as BlockT>::Header) {
			Executive::offchain_worker(header)
		}
	}

	impl sp_session::SessionKeys<Block> for Runtime {
		fn generate_session_keys(
			owner: Vec<u8>,
			seed: Option<Vec<u8>>,
		) -> sp_session::OpaqueGeneratedSessionKeys {
			SessionKeys::generate(&owner, seed).into()
		}

		fn decode_session_keys(encoded: Vec<u8>) -> Option<Vec<(Vec<u8>, KeyTypeId)>> {
			SessionKeys::decode_into_raw_public_keys(&encoded)
		}
	}

	impl sp_consensus_aura::AuraApi<Block, AuraId> for Runtime {
		fn slot_duration() -> sp_consensus_aura::SlotDuration {
			sp_consensus_aura::SlotDuration::from_millis(SLOT_DURATION)
		}

		fn authorities() -> Vec<AuraId> {
			pallet_aura::Authorities::<Runtime>::get().into_inner()
		}
	}

	impl cumulus_primitives_aura::AuraUnincludedSegmentApi<Block> for Runtime {
		fn can_build_upon(
			included_hash: <Block as BlockT>::Hash,
			slot: cumulus_primitives_aura::Slot,
		) -> bool {
			ConsensusHook::can_build_upon(included_hash, slot)
		}
	}

	impl cumulus_primitives_core::CollectCollationInfo<Block> for Runtime {
		fn collect_collation_info(header: &<Block as BlockT>::Header) -> cumulus_primitives_core::CollationInfo {
			ParachainSystem::collect_collation_info(header)
		}
	}

	impl cumulus_primitives_core::GetParachainInfo<Block> for Runtime {
		fn parachain_id() -> cumulus_primitives_core::ParaId {
			ParachainInfo::parachain_id()
		}
	}

	impl cumulus_primitives_core::RelayParentOffsetApi<Block> for Runtime {
		fn relay_parent_offset() -> u32 {
			0
		}

		fn max_claim_queue_offset() -> u8 {
			// V2 candidates: offset 1 covers asynchronous backing (the API's docs).
			1
		}
	}

	impl frame_system_rpc_runtime_api::AccountNonceApi<Block, AccountId, Nonce> for Runtime {
		fn account_nonce(account: AccountId) -> Nonce {
			System::account_nonce(account)
		}
	}

	impl pallet_transaction_payment_rpc_runtime_api::TransactionPaymentApi<Block, Balance> for Runtime {
		fn query_info(
			uxt: <Block as BlockT>::Extrinsic,
			len: u32,
		) -> pallet_transaction_payment_rpc_runtime_api::RuntimeDispatchInfo<Balance> {
			TransactionPayment::query_info(uxt, len)
		}
		fn query_fee_details(
			uxt: <Block as BlockT>::Extrinsic,
			len: u32,
		) -> pallet_transaction_payment::FeeDetails<Balance> {
			TransactionPayment::query_fee_details(uxt, len)
		}
		fn query_weight_to_fee(weight: Weight) -> Balance {
			TransactionPayment::weight_to_fee(weight)
		}
		fn query_length_to_fee(length: u32) -> Balance {
			TransactionPayment::length_to_fee(length)
		}
	}

	impl pallet_transaction_payment_rpc_runtime_api::TransactionPaymentCallApi<Block, Balance, RuntimeCall>
		for Runtime
	{
		fn query_call_info(
			call: RuntimeCall,
			len: u32,
		) -> pallet_transaction_payment::RuntimeDispatchInfo<Balance> {
			TransactionPayment::query_call_info(call, len)
		}
		fn query_call_fee_details(
			call: RuntimeCall,
			len: u32,
		) -> pallet_transaction_payment::FeeDetails<Balance> {
			TransactionPayment::query_call_fee_details(call, len)
		}
		fn query_weight_to_fee(weight: Weight) -> Balance {
			TransactionPayment::weight_to_fee(weight)
		}
		fn query_length_to_fee(length: u32) -> Balance {
			TransactionPayment::length_to_fee(length)
		}
	}

	impl sp_genesis_builder::GenesisBuilder<Block> for Runtime {
		fn build_state(config: Vec<u8>) -> sp_genesis_builder::Result {
			build_state::<RuntimeGenesisConfig>(config)
		}

		fn get_preset(id: &Option<sp_genesis_builder::PresetId>) -> Option<Vec<u8>> {
			get_preset::<RuntimeGenesisConfig>(id, genesis_presets::get_preset)
		}

		fn preset_names() -> Vec<sp_genesis_builder::PresetId> {
			genesis_presets::preset_names()
		}
	}
}
