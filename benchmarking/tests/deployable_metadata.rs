//! The deployable runtimes' Wasm, read as a node or a wallet reads it (the metadata that
//! `Metadata_metadata_at_version` returns): no pallet of the benchmark harness, no harness
//! runtime API. The harness runtime, read the same way, has both: the check can fail.

use codec::{Decode, Encode};
use frame_metadata::{v15::RuntimeMetadataV15, RuntimeMetadata, RuntimeMetadataPrefixed};
use hostcurves_bench_runtime::client::WasmRuntime;

/// Metadata version 15: the first with runtime APIs, which every stable2609 runtime serves.
const METADATA_VERSION: u32 = 15;

/// The V15 metadata of `wasm`, from the runtime itself.
fn metadata(wasm: Option<&'static [u8]>) -> RuntimeMetadataV15 {
	let runtime = WasmRuntime::from_wasm(wasm.expect("the tests build the runtimes' Wasm"));
	let bytes: Option<Vec<u8>> = runtime
		.call("Metadata_metadata_at_version", &METADATA_VERSION.encode())
		.expect("Metadata_metadata_at_version runs");
	let prefixed = RuntimeMetadataPrefixed::decode(&mut &bytes.expect("version 15 served")[..])
		.expect("the metadata decodes");
	match prefixed.1 {
		RuntimeMetadata::V15(m) => m,
		other => panic!("asked for V15, got version {}", other.version()),
	}
}

fn pallets(m: &RuntimeMetadataV15) -> Vec<&str> {
	m.pallets.iter().map(|p| p.name.as_str()).collect()
}

fn apis(m: &RuntimeMetadataV15) -> Vec<&str> {
	m.apis.iter().map(|a| a.name.as_str()).collect()
}

#[test]
fn deployable_runtimes_have_no_bench_pallet_and_no_harness_api() {
	for (name, wasm) in [
		("hostcurves-runtime", hostcurves_runtime::WASM_BINARY),
		(
			"hostcurves-runtime's portable blob",
			hostcurves_runtime::portable::WASM_BINARY,
		),
	] {
		let m = metadata(wasm);
		assert_eq!(
			pallets(&m),
			[
				"System",
				"Timestamp",
				"Aura",
				"Grandpa",
				"Balances",
				"TransactionPayment",
				"Sudo",
				"Verifier"
			],
			"{name}"
		);
		let verifier = m
			.pallets
			.iter()
			.find(|p| p.name == "Verifier")
			.expect("Verifier");
		assert!(verifier.calls.is_some(), "{name}: the verifier's calls");
		let apis = apis(&m);
		assert!(
			apis.contains(&"Core") && apis.contains(&"GenesisBuilder"),
			"{name}: {apis:?}"
		);
		for harness in ["HostcurvesApi", "Benchmark"] {
			assert!(
				!apis.contains(&harness),
				"{name} serves {harness}: {apis:?}"
			);
		}
	}
}

#[test]
fn the_harness_runtime_has_both_and_is_read_the_same_way() {
	for (name, wasm) in [
		(
			"hostcurves-bench-runtime",
			hostcurves_bench_runtime::WASM_BINARY,
		),
		(
			"hostcurves-bench-runtime (portable)",
			hostcurves_bench_runtime::portable::WASM_BINARY,
		),
	] {
		let m = metadata(wasm);
		let bench = m
			.pallets
			.iter()
			.find(|p| p.name == "HostcurvesBench")
			.unwrap_or_else(|| panic!("{name}: {:?}", pallets(&m)));
		assert!(bench.calls.is_some(), "{name}");
		let apis = apis(&m);
		assert!(apis.contains(&"HostcurvesApi"), "{name}: {apis:?}");
		assert!(apis.contains(&"Benchmark"), "{name}: {apis:?}");
	}
}

/// The runtime version a blob reports (`Core_version`, what a node and a wallet read).
fn version(wasm: Option<&'static [u8]>) -> sc_executor::RuntimeVersion {
	WasmRuntime::from_wasm(wasm.expect("the tests build the runtimes' Wasm"))
		.call("Core_version", &[])
		.expect("Core_version runs")
}

/// Every blob of a runtime crate names its build in its runtime version's `impl_name`, and
/// only there: the same spec, so either blob upgrades the other. Read from `Core_version`, as
/// a node reads it, and compared with the crate's own constant as the native build compiled
/// it.
#[test]
fn each_blob_names_its_build_in_its_version() {
	let blobs = [
		(hostcurves_runtime::WASM_BINARY, "hostcurves"),
		(
			hostcurves_runtime::portable::WASM_BINARY,
			"hostcurves-rfc163",
		),
	];
	let harness = [
		(hostcurves_bench_runtime::WASM_BINARY, "hostcurves-bench"),
		(
			hostcurves_bench_runtime::portable::WASM_BINARY,
			"hostcurves-bench-rfc163",
		),
		(
			hostcurves_bench_runtime::noec::WASM_BINARY,
			"hostcurves-bench-noec",
		),
	];
	for (runtime, native) in [
		(&blobs[..], hostcurves_runtime::VERSION),
		(&harness[..], hostcurves_bench_runtime::VERSION),
	] {
		for &(wasm, impl_name) in runtime {
			let version = version(wasm);
			assert_eq!(version.impl_name, impl_name);
			assert_eq!(version.spec_name, native.spec_name, "{impl_name}");
			assert_eq!(version.spec_version, native.spec_version, "{impl_name}");
			assert_eq!(
				version.transaction_version, native.transaction_version,
				"{impl_name}"
			);
		}
		// The native build compiles the first blob's version.
		assert_eq!(version(runtime[0].0), native);
		let distinct: std::collections::BTreeSet<_> = runtime.iter().map(|b| b.0).collect();
		assert_eq!(distinct.len(), runtime.len(), "one blob per build");
	}
}

/// The harness measures what the solo chain deploys: its own configuration, with the solo
/// runtime's values (the shared ones come from hostcurves-runtime-common; these are each
/// runtime's own constants, which nothing else keeps equal).
#[test]
fn the_harness_is_configured_as_the_solo_chain() {
	let solo = hostcurves_runtime::configs::RuntimeBlockWeights::get();
	let harness = hostcurves_bench_runtime::configs::RuntimeBlockWeights::get();
	assert_eq!(solo.encode(), harness.encode(), "block weights");
	assert_eq!(
		solo.max_block,
		frame_support::weights::Weight::from_parts(1_000_000_000_000, u64::MAX)
	);
	assert_eq!(
		hostcurves_runtime::EXISTENTIAL_DEPOSIT,
		hostcurves_bench_runtime::EXISTENTIAL_DEPOSIT
	);
	assert_eq!(
		hostcurves_runtime::SLOT_DURATION,
		hostcurves_bench_runtime::SLOT_DURATION
	);
}
