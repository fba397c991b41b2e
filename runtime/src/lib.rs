//! # hostcurves-runtime
//!
//! A minimal Substrate runtime (frame-system and `pallet-hostcurves`) compiled to Wasm by
//! substrate-wasm-builder. It exists to be benchmarked and tested end to end: its Wasm
//! imports hostcurves' host functions, so a node (or `hostcurves-bench`) must register
//! `hostcurves_host::HostFunctions` to run it.
//!
//! Runtime APIs: `Core`, `Metadata`, `GenesisBuilder` (preset `development`), `Benchmark`
//! (feature `runtime-benchmarks`, on by default) and
//! [`HostcurvesApi`](pallet_hostcurves::runtime_api::HostcurvesApi).
#![cfg_attr(not(feature = "std"), no_std)]
// `impl_runtime_apis!` and `construct_runtime!` generate undocumented public items.
#![allow(missing_docs)]

extern crate alloc;

#[cfg(feature = "std")]
include!(concat!(env!("OUT_DIR"), "/wasm_binary.rs"));

#[cfg(feature = "std")]
pub mod client;

use alloc::{borrow::Cow, vec, vec::Vec};
use frame_support::{
	derive_impl,
	genesis_builder_helper::{build_state, get_preset},
	traits::ConstU32,
};
use pallet_hostcurves::{Backend, ComputeError, Operation};
use sp_api::impl_runtime_apis;
use sp_core::OpaqueMetadata;
use sp_runtime::{generic, traits::Block as BlockT};
use sp_version::RuntimeVersion;

/// The runtime version.
#[sp_version::runtime_version]
pub const VERSION: RuntimeVersion = RuntimeVersion {
	spec_name: Cow::Borrowed("hostcurves"),
	impl_name: Cow::Borrowed("hostcurves"),
	authoring_version: 1,
	spec_version: 1,
	impl_version: 1,
	apis: RUNTIME_API_VERSIONS,
	transaction_version: 1,
	system_version: 1,
};

/// Block header.
pub type Header = generic::Header<u32, sp_runtime::traits::BlakeTwo256>;
/// Unchecked extrinsic: signed with `MultiSignature`, no transaction extensions beyond
/// frame-system's nonce check (this runtime never takes fees).
pub type UncheckedExtrinsic = generic::UncheckedExtrinsic<
	sp_runtime::MultiAddress<sp_runtime::AccountId32, ()>,
	RuntimeCall,
	sp_runtime::MultiSignature,
	frame_system::CheckNonce<Runtime>,
>;
/// Block type.
pub type Block = generic::Block<Header, UncheckedExtrinsic>;
/// Executive: dispatches extrinsics to the pallets.
pub type Executive = frame_executive::Executive<
	Runtime,
	Block,
	frame_system::ChainContext<Runtime>,
	Runtime,
	AllPalletsWithSystem,
>;

frame_support::construct_runtime!(
	pub enum Runtime {
		System: frame_system,
		Hostcurves: pallet_hostcurves,
	}
);

#[derive_impl(frame_system::config_preludes::SolochainDefaultConfig)]
impl frame_system::Config for Runtime {
	type Block = Block;
	type Version = Version;
}

frame_support::parameter_types! {
	/// The runtime version, for frame-system.
	pub const Version: RuntimeVersion = VERSION;
}

impl pallet_hostcurves::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type WeightInfo = pallet_hostcurves::weights::SubstrateWeight<Runtime>;
	type MaxMsmLen = ConstU32<1000>;
	type MaxPublicInputs = ConstU32<32>;
	type RegisterOrigin = frame_system::EnsureRoot<sp_runtime::AccountId32>;
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

impl pallet_hostcurves::compute::Stopwatch for RuntimeStopwatch {
	fn start(&mut self) {
		self.started = Self::now();
	}
	fn stop(&mut self) {
		let elapsed = Self::now().saturating_sub(self.started);
		self.laps.push(u64::try_from(elapsed).unwrap_or(u64::MAX));
	}
}

#[cfg(feature = "runtime-benchmarks")]
mod benches {
	frame_benchmarking::define_benchmarks!([pallet_hostcurves, Hostcurves]);
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

	impl sp_genesis_builder::GenesisBuilder<Block> for Runtime {
		fn build_state(config: Vec<u8>) -> sp_genesis_builder::Result {
			build_state::<RuntimeGenesisConfig>(config)
		}

		fn get_preset(id: &Option<sp_genesis_builder::PresetId>) -> Option<Vec<u8>> {
			// The development preset is the default genesis: an empty patch.
			get_preset::<RuntimeGenesisConfig>(id, |id| {
				(id == sp_genesis_builder::DEV_RUNTIME_PRESET).then(|| b"{}".to_vec())
			})
		}

		fn preset_names() -> Vec<sp_genesis_builder::PresetId> {
			vec![sp_genesis_builder::DEV_RUNTIME_PRESET.into()]
		}
	}

	impl pallet_hostcurves::runtime_api::HostcurvesApi<Block, pallet_hostcurves::Call<Runtime>> for Runtime {
		fn execute(backend: Backend, operation: Operation) -> Result<Vec<u8>, ComputeError> {
			pallet_hostcurves::compute::execute(backend, &operation)
		}

		fn timed_execute(
			backend: Backend,
			operation: Operation,
			iterations: u32,
		) -> (Vec<u64>, Result<Vec<u8>, ComputeError>) {
			let mut stopwatch = RuntimeStopwatch::default();
			let mut output = Err(ComputeError::MalformedInput);
			for _ in 0..iterations.max(1) {
				output = pallet_hostcurves::compute::execute_timed(backend, &operation, &mut stopwatch);
			}
			(stopwatch.laps, output)
		}

		fn dispatch(call: pallet_hostcurves::Call<Runtime>) -> Result<Vec<u8>, sp_runtime::DispatchError> {
			use frame_support::traits::UnfilteredDispatchable;
			// Events are only recorded after genesis.
			System::set_block_number(1);
			System::reset_events();
			let origin = frame_system::RawOrigin::Signed(sp_runtime::AccountId32::new([1; 32]));
			call.dispatch_bypass_filter(origin.into()).map_err(|e| e.error)?;
			match System::events().pop().map(|record| record.event) {
				Some(RuntimeEvent::Hostcurves(pallet_hostcurves::Event::Computed { output, .. })) => Ok(output),
				_ => Err(sp_runtime::DispatchError::Other("no Computed event")),
			}
		}

		fn dispatch_all(
			calls: Vec<(bool, pallet_hostcurves::Call<Runtime>)>,
		) -> Vec<Result<Vec<u8>, sp_runtime::DispatchError>> {
			use codec::Encode;
			use frame_support::traits::UnfilteredDispatchable;
			System::set_block_number(1);
			calls
				.into_iter()
				.map(|(root, call)| {
					System::reset_events();
					let origin = if root {
						frame_system::RawOrigin::Root
					} else {
						frame_system::RawOrigin::Signed(sp_runtime::AccountId32::new([1; 32]))
					};
					call.dispatch_bypass_filter(origin.into()).map_err(|e| e.error)?;
					match System::events().pop().map(|record| record.event) {
						Some(RuntimeEvent::Hostcurves(event)) => Ok(event.encode()),
						_ => Err(sp_runtime::DispatchError::Other("no pallet-hostcurves event")),
					}
				})
				.collect()
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
