//! # hostcurves-parachain-runtime
//!
//! A parachain runtime in the shape of polkadot-sdk's parachain template: parachain-system,
//! parachain-info, timestamp, Aura with aura-ext (the unincluded segment of asynchronous
//! backing), a collator set (authorship, collator-selection, session), balances, transaction
//! payment, sudo, tx-pause, and hostcurves' verifier pallet (`pallet-hostcurves-verifier`: Groth16,
//! PLONK and fflonk, KZG, BLS, Bandersnatch VRFs).
//!
//! **Two blobs.** [`WASM_BINARY`] (runtime version `impl_name` `hostcurves-parachain`) and
//! [`noec::WASM_BINARY`] (`hostcurves-parachain-noec`): the same spec, one source, two
//! features, both enabled only in the Wasm builds (`build.rs`).
//!
//! **Built portable.** [`WASM_BINARY`] is compiled with the feature `rfc163` (the verifier's): the only
//! elliptic-curve host functions it imports are RFC-0163's, which relay validators register
//! when the relay enables `ExecutorParam::EnabledHostFunction(EccRfc163)` and which
//! `polkadot-omni-node` registers. No hostcurves node is needed: `hostcurves-bench imports
//! --require pvf-rfc163` checks the blob against the PVF worker's set (CI does). A point a user
//! sends reaches a host function only once decoding has found it on the curve (the subgroup
//! check is itself an RFC-0163 multiplication). No benchmark pallet,
//! no unmetered runtime API, no `runtime-benchmarks` in the Wasm.
//!
//! **Its no-EC build**, [`noec::WASM_BINARY`], the second blob this crate builds, compiles this
//! source with the feature `no-ec` (the verifier's `no-ec`): no elliptic-curve import at all (`--require pvf`), every curve
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
//! Genesis presets `development` and `local_testnet` in [`genesis_config_presets`] (para id
//! [`genesis_config_presets::PARACHAIN_ID`]). Starting it: docs/parachain.md.
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

// The portable blob: `WASM_BINARY`, `WASM_BINARY_BLOATY`, `WASM_BINARY_PATH`.
#[cfg(feature = "std")]
include!(concat!(env!("OUT_DIR"), "/wasm_binary.rs"));

/// The no-EC blob: this runtime built with the feature `no-ec`, whose Wasm imports no
/// elliptic-curve host function (every curve operation in Wasm), for relays without
/// `EccRfc163`. Its runtime version's `impl_name` is `hostcurves-parachain-noec`.
///
/// ```no_run
/// let wasm = hostcurves_parachain_runtime::noec::WASM_BINARY.expect("built with its Wasm");
/// # let _ = wasm;
/// ```
#[cfg(feature = "std")]
pub mod noec {
	include!(concat!(
		env!("OUT_DIR"),
		"/hostcurves_parachain_runtime_noec"
	));
}

pub mod apis;
pub mod configs;
pub mod genesis_config_presets;

#[cfg(feature = "std")]
pub use apis::RuntimeApi;
pub use apis::RUNTIME_API_VERSIONS;
pub use hostcurves_runtime_common::{
	fees::MICRO_UNIT, AccountId, Balance, BlockNumber, Hash, Nonce, Signature,
};

use alloc::{borrow::Cow, vec::Vec};
use frame_support::weights::{constants::WEIGHT_REF_TIME_PER_SECOND, Weight};
pub use sp_consensus_aura::sr25519::AuthorityId as AuraId;
use sp_runtime::{generic, impl_opaque_keys, traits::BlakeTwo256};
use sp_version::RuntimeVersion;

/// Declares [`VERSION`] with the build's `impl_name`: `hostcurves-parachain` for the portable
/// blob, `hostcurves-parachain-noec` for the no-EC one (as `hostcurves-runtime` does: a macro
/// invoked under each build's `cfg`, because `runtime_version` writes its Wasm section
/// whatever `cfg` the constant carries).
macro_rules! runtime_version {
	($impl_name:tt) => {
		/// The runtime version. `spec_version` 2: TxPause (the portable build's presets pause the
		/// verifier's calls), downward messages dropped without `defensive!`, fees follow block
		/// fullness, and the verifier of hostcurves-runtime's `spec_version` 10; 1: the first
		/// parachain runtime (the verifier of hostcurves-runtime's `spec_version` 9).
		///
		/// `impl_name`: `hostcurves-parachain` (portable), `hostcurves-parachain-noec` (no-EC).
		#[sp_version::runtime_version]
		pub const VERSION: RuntimeVersion = RuntimeVersion {
			spec_name: Cow::Borrowed("hostcurves-parachain"),
			impl_name: Cow::Borrowed($impl_name),
			authoring_version: 1,
			spec_version: 2,
			impl_version: 0,
			apis: RUNTIME_API_VERSIONS,
			transaction_version: 1,
			system_version: 1,
		};
	};
}

// The portable blob's version (and the native build's), and the no-EC one's.
#[cfg(not(feature = "no-ec"))]
runtime_version!("hostcurves-parachain");
#[cfg(feature = "no-ec")]
runtime_version!("hostcurves-parachain-noec");

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

/// The smallest balance an account may hold: 1 milli-unit.
pub const EXISTENTIAL_DEPOSIT: Balance = 1_000 * MICRO_UNIT;

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
