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
			"hostcurves-bench-runtime-rfc163",
			hostcurves_bench_runtime_rfc163::WASM_BINARY,
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

#[test]
fn the_solo_runtimes_two_blobs_name_their_build_in_their_version() {
	let full = version(hostcurves_runtime::WASM_BINARY);
	let portable = version(hostcurves_runtime::portable::WASM_BINARY);
	assert_eq!(full.impl_name, "hostcurves");
	assert_eq!(portable.impl_name, "hostcurves-rfc163");
	// One chain's runtime either way: the same spec, so either blob upgrades the other.
	assert_eq!(full.spec_name, portable.spec_name);
	assert_eq!(full.spec_version, portable.spec_version);
	assert_eq!(full.transaction_version, portable.transaction_version);
	// And each is the crate's own constant, as that build compiled it.
	assert_eq!(full, hostcurves_runtime::VERSION);
	assert_ne!(
		hostcurves_runtime::WASM_BINARY,
		hostcurves_runtime::portable::WASM_BINARY,
		"two builds, two blobs"
	);
}
