//! # hostcurves-runtime
//!
//! The runtime a solo chain deploys: polkadot-sdk's solochain-template pallets (frame-system,
//! timestamp, Aura, GRANDPA, balances, transaction payment, sudo) and hostcurves' verifier
//! pallet (`pallet-hostcurves-verifier`: Groth16 key registry, single and batch verification,
//! BLS committees), compiled to Wasm by substrate-wasm-builder. `hostcurves-node` embeds its
//! Wasm and runs it (`--dev`: instant seal; `--chain local`: Aura + GRANDPA).
//!
//! **Which nodes.** The crate builds two blobs. The full one ([`WASM_BINARY`]) imports
//! `sp-io`'s host functions and hostcurves' own (`hostcurves_host::HostFunctions`), nothing
//! else: a node must register [`host_functions::NodeHostFunctions`] (hostcurves-node does).
//! The portable one ([`portable::WASM_BINARY`], the same source with the feature `rfc163`)
//! imports only RFC-0163's functions and runs on stock nodes. The two differ in their
//! runtime version's `impl_name` (`hostcurves`, `hostcurves-rfc163`). Neither carries the
//! benchmark harness: no benchmark pallet, no unmetered runtime
//! API, and no `runtime-benchmarks` in the Wasm a node embeds (`hostcurves-bench imports
//! --require deployable` checks it). Every point a user sends is decoded with checks (on the
//! curve, in the subgroup) before it reaches a host function.
//!
//! **Benchmarking.** The feature `runtime-benchmarks` (off by default, never on in the Wasm a
//! chain spec carries) adds frame-benchmarking's `Benchmark` API with the verifier pallet's
//! benchmarks on this runtime's configuration, as polkadot-sdk's templates do; build a
//! separate blob with it to generate weights (`docs/weights.md`).
//!
//! Genesis presets `development` (Alice authors and is sudo) and `local_testnet` (Alice and
//! Bob author) in [`genesis_config_presets`].
//!
//! Runtime APIs: `Core`, `Metadata`, `BlockBuilder`, `TaggedTransactionQueue`,
//! `OffchainWorkerApi`, `SessionKeys`, `AuraApi`, `GrandpaApi`, `AccountNonceApi`,
//! `TransactionPaymentApi`, `TransactionPaymentCallApi`, `GenesisBuilder` (and `Benchmark`
//! with `runtime-benchmarks`).
//!
//! ```no_run
//! // A node registers the host functions this runtime imports.
//! type Executor = sc_executor::WasmExecutor<hostcurves_runtime::host_functions::NodeHostFunctions>;
//! let wasm = hostcurves_runtime::WASM_BINARY.expect("built with its Wasm");
//! # let _ = (wasm, core::marker::PhantomData::<Executor>);
//! ```
#![cfg_attr(not(feature = "std"), no_std)]
// `impl_runtime_apis!` and `construct_runtime!` generate undocumented public items.
#![allow(missing_docs)]

extern crate alloc;

// The full blob: `WASM_BINARY`, `WASM_BINARY_BLOATY`, `WASM_BINARY_PATH`.
#[cfg(feature = "std")]
include!(concat!(env!("OUT_DIR"), "/wasm_binary.rs"));

/// The portable blob: this runtime built with the feature `rfc163`, whose Wasm imports only
/// `sp-io`'s functions and RFC-0163's (`sp-crypto-ec-utils`' set), so stock polkadot-sdk nodes
/// that link that set run it. Its runtime version's `impl_name` is `hostcurves-rfc163`.
///
/// ```no_run
/// let wasm = hostcurves_runtime::portable::WASM_BINARY.expect("built with its Wasm");
/// # let _ = wasm;
/// ```
#[cfg(feature = "std")]
pub mod portable {
	include!(concat!(env!("OUT_DIR"), "/hostcurves_runtime_rfc163"));
}

// Before `apis`: it uses the macros this module defines.
#[cfg(feature = "runtime-benchmarks")]
#[macro_use]
mod benchmarks;
pub mod apis;
pub mod configs;
pub mod genesis_config_presets;
#[cfg(feature = "std")]
pub mod host_functions;

#[cfg(feature = "std")]
pub use apis::RuntimeApi;
pub use apis::RUNTIME_API_VERSIONS;
pub use hostcurves_runtime_common::{AccountId, Balance, BlockNumber, Hash, Nonce, Signature};

use alloc::{borrow::Cow, vec::Vec};
use pallet_grandpa::AuthorityId as GrandpaId;
use sp_consensus_aura::sr25519::AuthorityId as AuraId;
use sp_runtime::{generic, impl_opaque_keys, traits::BlakeTwo256};
use sp_version::RuntimeVersion;

/// Declares [`VERSION`] with the build's `impl_name`: `hostcurves` for the full blob,
/// `hostcurves-rfc163` for the portable one, so the two tell themselves apart; every other field
/// is the same, so either blob upgrades the other. A macro invoked under each build's `cfg`,
/// because `runtime_version` writes its Wasm section whatever `cfg` the constant carries; the
/// name is a `tt` so the attribute sees the string literal it requires.
macro_rules! runtime_version {
	($impl_name:tt) => {
		/// The runtime version. `spec_version` 10: fees follow block fullness (the parachain
		/// template's slow-adjusting multiplier), and the verifier refuses a Groth16 key stored with
		/// more inputs than `MaxPublicInputs` allows now; 9: the verifier's snarkjs PLONK and fflonk
		/// (`register_plonk_key`, `remove_plonk_key`, `verify_plonk_proof`, calls 17 to 19); 8: the verifier's Bandersnatch VRFs (`register_ring`,
		/// `remove_ring`, `verify_ring_vrf`, `verify_ietf_vrf`, calls 13 to 16); 7: the verifier's KZG openings (`verify_kzg_opening`,
		/// `verify_kzg_openings`, calls 11 and 12); 6: checked decoding refuses encodings arkworks would
		/// not write (aliases of a point), and BW6-761 Groth16 batches are combined (its Miller loop
		/// in calls of four pairs) instead of verified one by one; 5: the verifier refuses forgeable Groth16 keys,
		/// `register_committee` takes each key with its proof of possession and `verify_bls` one key
		/// (`transaction_version` 4); 4: the deployable runtime, without the benchmark pallet
		/// (index 7 is free) and its runtime API (`transaction_version` 3); 3: the Groth16 registry
		/// in `pallet-hostcurves-verifier` with batch verification.
		///
		/// `impl_name`: `hostcurves` in the full blob, `hostcurves-rfc163` in the portable one.
		#[sp_version::runtime_version]
		pub const VERSION: RuntimeVersion = RuntimeVersion {
			spec_name: Cow::Borrowed("hostcurves"),
			impl_name: Cow::Borrowed($impl_name),
			authoring_version: 1,
			spec_version: 10,
			impl_version: 1,
			apis: RUNTIME_API_VERSIONS,
			transaction_version: 4,
			system_version: 1,
		};
	};
}

// The full blob's version, and the portable one's.
#[cfg(not(feature = "rfc163"))]
runtime_version!("hostcurves");
#[cfg(feature = "rfc163")]
runtime_version!("hostcurves-rfc163");

/// Target block time in milliseconds: one Aura slot (`--chain local`). `--dev` seals a block
/// per transaction and moves the clock one slot per block.
pub const SLOT_DURATION: u64 = 3000;

/// The smallest balance an account may hold: 1 milli-unit (units of 10^12).
pub const EXISTENTIAL_DEPOSIT: Balance = 1_000_000_000;

/// The address format of a call's sender.
pub type Address = sp_runtime::MultiAddress<AccountId, ()>;
/// Block header.
pub type Header = generic::Header<BlockNumber, BlakeTwo256>;
/// Block type.
pub type Block = generic::Block<Header, UncheckedExtrinsic>;
/// The transaction extensions, in the order polkadot-sdk's solochain template uses (without
/// the metadata-hash check), so that subxt's default configuration can sign for this chain.
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

/// Types the node needs without knowing the runtime's extrinsic format.
pub mod opaque {
	use super::*;
	pub use sp_runtime::OpaqueExtrinsic as UncheckedExtrinsic;
	/// Opaque block header.
	pub type Header = generic::Header<BlockNumber, BlakeTwo256>;
	/// Opaque block.
	pub type Block = generic::Block<Header, UncheckedExtrinsic>;
	/// Opaque block identifier.
	pub type BlockId = generic::BlockId<Block>;

	impl_opaque_keys! {
		/// The session keys of a validator: Aura (sr25519) and GRANDPA (ed25519).
		pub struct SessionKeys {
			pub aura: super::Aura,
			pub grandpa: super::Grandpa,
		}
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
	pub type Timestamp = pallet_timestamp;
	#[runtime::pallet_index(2)]
	pub type Aura = pallet_aura;
	#[runtime::pallet_index(3)]
	pub type Grandpa = pallet_grandpa;
	#[runtime::pallet_index(4)]
	pub type Balances = pallet_balances;
	#[runtime::pallet_index(5)]
	pub type TransactionPayment = pallet_transaction_payment;
	#[runtime::pallet_index(6)]
	pub type Sudo = pallet_sudo;
	// Index 7 held the benchmark pallet until spec_version 4; it stays free.
	#[runtime::pallet_index(8)]
	pub type Verifier = pallet_hostcurves_verifier;
}
