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
//! Bob author) in [`genesis_presets`].
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

pub mod configs;
pub mod genesis_presets;
#[cfg(feature = "std")]
pub mod host_functions;

use alloc::{borrow::Cow, vec::Vec};
use frame_support::{
	genesis_builder_helper::{build_state, get_preset},
	weights::Weight,
};
use pallet_grandpa::AuthorityId as GrandpaId;
use sp_api::impl_runtime_apis;
use sp_consensus_aura::sr25519::AuthorityId as AuraId;
use sp_core::{crypto::KeyTypeId, OpaqueMetadata};
use sp_runtime::{
	generic, impl_opaque_keys,
	traits::{BlakeTwo256, Block as BlockT, IdentifyAccount, NumberFor, Verify},
	transaction_validity::{TransactionSource, TransactionValidity},
	ApplyExtrinsicResult, MultiSignature,
};
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

#[cfg(feature = "runtime-benchmarks")]
mod benches {
	frame_benchmarking::define_benchmarks!([pallet_hostcurves_verifier, Verifier]);
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
			opaque::SessionKeys::generate(&owner, seed).into()
		}

		fn decode_session_keys(encoded: Vec<u8>) -> Option<Vec<(Vec<u8>, KeyTypeId)>> {
			opaque::SessionKeys::decode_into_raw_public_keys(&encoded)
		}
	}

	impl sp_consensus_aura::AuraApi<Block, AuraId> for Runtime {
		fn slot_duration() -> sp_consensus_aura::SlotDuration {
			sp_consensus_aura::SlotDuration::from_millis(Aura::slot_duration())
		}

		fn authorities() -> Vec<AuraId> {
			pallet_aura::Authorities::<Runtime>::get().into_inner()
		}
	}

	impl sp_consensus_grandpa::GrandpaApi<Block> for Runtime {
		fn grandpa_authorities() -> sp_consensus_grandpa::AuthorityList {
			Grandpa::grandpa_authorities()
		}

		fn current_set_id() -> sp_consensus_grandpa::SetId {
			Grandpa::current_set_id()
		}

		fn submit_report_equivocation_unsigned_extrinsic(
			_equivocation_proof: sp_consensus_grandpa::EquivocationProof<
				<Block as BlockT>::Hash,
				NumberFor<Block>,
			>,
			_key_owner_proof: sp_consensus_grandpa::OpaqueKeyOwnershipProof,
		) -> Option<()> {
			// No session pallet, so no key-ownership proofs: equivocations are not reported.
			None
		}

		fn generate_key_ownership_proof(
			_set_id: sp_consensus_grandpa::SetId,
			_authority_id: GrandpaId,
		) -> Option<sp_consensus_grandpa::OpaqueKeyOwnershipProof> {
			None
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
			// The development preset is the default genesis: an empty patch.
			get_preset::<RuntimeGenesisConfig>(id, genesis_presets::get_preset)
		}

		fn preset_names() -> Vec<sp_genesis_builder::PresetId> {
			genesis_presets::preset_names()
		}
	}

	#[cfg(feature = "runtime-benchmarks")]
	impl frame_benchmarking::Benchmark<Block> for Runtime {
		fn benchmark_metadata(extra: bool) -> (
			Vec<frame_benchmarking::BenchmarkList>,
			Vec<frame_support::traits::StorageInfo>,
		) {
			use frame_benchmarking::BenchmarkList;
			use frame_support::traits::StorageInfoTrait;

			let mut list = Vec::<BenchmarkList>::new();
			list_benchmarks!(list, extra);
			(list, AllPalletsWithSystem::storage_info())
		}

		fn dispatch_benchmark(
			config: frame_benchmarking::BenchmarkConfig,
		) -> Result<Vec<frame_benchmarking::BenchmarkBatch>, alloc::string::String> {
			use frame_benchmarking::BenchmarkBatch;
			use frame_support::traits::WhitelistedStorageKeys;

			let whitelist = AllPalletsWithSystem::whitelisted_storage_keys();
			let mut batches = Vec::<BenchmarkBatch>::new();
			let params = (&config, &whitelist);
			add_benchmarks!(params, batches);
			Ok(batches)
		}
	}
}
