//! # hostcurves-bench-runtime
//!
//! The benchmark harness's runtime, **never deployed**: `pallet-hostcurves-bench` (every
//! operation in pure Wasm and through the host, on points decoded **unchecked**, each result
//! written to an event), the unmetered [`HostcurvesApi`](pallet_hostcurves_bench::runtime_api::HostcurvesApi)
//! runtime API, frame-benchmarking's `Benchmark` API (feature `runtime-benchmarks`, on by
//! default) and `pallet-hostcurves-verifier`, configured as `hostcurves-runtime` configures
//! them (the values from `hostcurves-runtime-common`, [`configs`]) plus the bench pallet. Only `hostcurves-bench` (`report`, `pallet`, `worst-case`,
//! `groth16 verify`) and the tests run it, in an executor of their own ([`client`]); no chain
//! spec of `hostcurves-node` names it. A chain deploys `hostcurves-runtime` instead: any
//! signed account could make honest validators disagree through this one's unchecked calls
//! (an MSM over off-curve points has no node-independent answer on stock nodes), and anyone
//! could pin an RPC node through its runtime API.
//!
//! Its Wasm imports hostcurves' host functions and frame-benchmarking's
//! ([`client::NodeHostFunctions`]). The crate builds three blobs from this source
//! (`build.rs`): the full one ([`WASM_BINARY`]), the portable one ([`portable::WASM_BINARY`],
//! RFC-0163 only) and the no-EC one ([`noec::WASM_BINARY`], every curve operation in Wasm),
//! each naming its build in its runtime version's `impl_name`.
//!
//! Pallets: frame-system, timestamp, Aura, GRANDPA, balances, transaction payment, sudo,
//! `pallet-hostcurves-bench` (index 7) and `pallet-hostcurves-verifier` (index 8). Genesis
//! preset `development` (what `hostcurves-bench` and frame-benchmarking's
//! `--genesis-builder-preset` use) in [`genesis_config_presets`].
#![cfg_attr(not(feature = "std"), no_std)]
// `impl_runtime_apis!` and `construct_runtime!` generate undocumented public items.
#![allow(missing_docs)]

extern crate alloc;

// The full blob: `WASM_BINARY`, `WASM_BINARY_BLOATY`, `WASM_BINARY_PATH`.
#[cfg(feature = "std")]
include!(concat!(env!("OUT_DIR"), "/wasm_binary.rs"));

/// The portable blob: this runtime built with the feature `rfc163` (the pallets' `rfc163`),
/// whose curve operations reach only RFC-0163's host functions (plus frame-benchmarking's, for
/// its clock and `Benchmark` API): what `hostcurves-bench report --portable` and the portable
/// verifier weights measure. Runtime version `impl_name` `hostcurves-bench-rfc163`.
#[cfg(feature = "std")]
pub mod portable {
	include!(concat!(env!("OUT_DIR"), "/hostcurves_bench_runtime_rfc163"));
}

/// The no-EC blob: this runtime built with the feature `no-ec`, every curve operation in Wasm:
/// what the no-EC verifier weights measure. Runtime version `impl_name`
/// `hostcurves-bench-noec`.
#[cfg(feature = "std")]
pub mod noec {
	include!(concat!(env!("OUT_DIR"), "/hostcurves_bench_runtime_noec"));
}

// Before `apis`: it uses the macros this module defines.
#[cfg(feature = "runtime-benchmarks")]
#[macro_use]
mod benchmarks;
pub mod apis;
#[cfg(feature = "std")]
pub mod client;
pub mod configs;
pub mod genesis_config_presets;

#[cfg(feature = "std")]
pub use apis::RuntimeApi;
pub use apis::RUNTIME_API_VERSIONS;
pub use hostcurves_runtime_common::{AccountId, Balance, BlockNumber, Hash, Nonce, Signature};

use alloc::{borrow::Cow, vec::Vec};
use pallet_grandpa::AuthorityId as GrandpaId;
use sp_consensus_aura::sr25519::AuthorityId as AuraId;
use sp_runtime::{generic, impl_opaque_keys, traits::BlakeTwo256};
use sp_version::RuntimeVersion;

/// Declares [`VERSION`] with the build's `impl_name`: `hostcurves-bench` (full),
/// `hostcurves-bench-rfc163` (portable), `hostcurves-bench-noec` (no-EC). A macro invoked
/// under each build's `cfg`, because `runtime_version` writes its Wasm section whatever `cfg`
/// the constant carries.
macro_rules! runtime_version {
	($impl_name:tt) => {
		/// The runtime version. `spec_version` 2: the chain runtime (balances, fees, sudo, Aura,
		/// GRANDPA) that replaced the benchmark-only runtime of version 1; 3: the Groth16 registry
		/// moved to `pallet-hostcurves-verifier` (index 8) with batch verification, and
		/// `pallet-hostcurves-bench`' call 15 became `groth16_verify_batch` (`transaction_version` 2);
		/// 4: the verifier's `register_committee` takes proofs of possession and `verify_bls` one key
		/// (`transaction_version` 3); 5: checked decoding refuses aliases of a point, BW6-761 Groth16
		/// batches are combined; 6: the verifier's KZG openings and the bench pallet's EVM
		/// POINT_EVALUATION (0x0a); 7: the verifier's Bandersnatch VRFs (calls 13 to 16) and the
		/// bench pallet's `bandersnatch_ring_vrf_verify` (call 21); 8: the verifier's snarkjs PLONK and
		/// fflonk (calls 17 to 19) and the bench pallet's `plonk_verify` (call 22).
		///
		/// `impl_name`: `hostcurves-bench`, `hostcurves-bench-rfc163` or `hostcurves-bench-noec`.
		#[sp_version::runtime_version]
		pub const VERSION: RuntimeVersion = RuntimeVersion {
			spec_name: Cow::Borrowed("hostcurves-bench"),
			impl_name: Cow::Borrowed($impl_name),
			authoring_version: 1,
			spec_version: 8,
			impl_version: 1,
			apis: RUNTIME_API_VERSIONS,
			transaction_version: 3,
			system_version: 1,
		};
	};
}

// The three builds' versions.
#[cfg(not(any(feature = "rfc163", feature = "no-ec")))]
runtime_version!("hostcurves-bench");
#[cfg(all(feature = "rfc163", not(feature = "no-ec")))]
runtime_version!("hostcurves-bench-rfc163");
#[cfg(feature = "no-ec")]
runtime_version!("hostcurves-bench-noec");

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
	#[runtime::pallet_index(7)]
	pub type HostcurvesBench = pallet_hostcurves_bench;
	#[runtime::pallet_index(8)]
	pub type Verifier = pallet_hostcurves_verifier;
}

/// Times the operation proper inside the runtime with frame-benchmarking's clock (a host
/// function); without `runtime-benchmarks` every lap is 0.
#[derive(Default)]
struct RuntimeStopwatch {
	started: u128,
	laps: Vec<u64>,
}

impl RuntimeStopwatch {
	fn now() -> u128 {
		#[cfg(feature = "runtime-benchmarks")]
		return frame_benchmarking::current_time();
		#[cfg(not(feature = "runtime-benchmarks"))]
		0
	}
}

impl pallet_hostcurves_bench::compute::Stopwatch for RuntimeStopwatch {
	fn start(&mut self) {
		self.started = Self::now();
	}
	fn stop(&mut self) {
		let elapsed = Self::now().saturating_sub(self.started);
		self.laps.push(u64::try_from(elapsed).unwrap_or(u64::MAX));
	}
}
