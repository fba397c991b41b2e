//! `hostcurves-bench imports`: the host functions a runtime imports, and which nodes can run
//! it.
//!
//! A Substrate runtime imports every host function it may call from the Wasm module `env`,
//! under the name `ext_<interface>_<function>_version_<n>`; a node whose executor lacks one
//! of them cannot even instantiate the runtime. This compares the imports with the sets a
//! node registers: `sp-io` alone (every node), `sp-io` with cumulus' storage-proof-size
//! function and RFC-0163 (stock parachain nodes that ship the standard), `sp-io` with
//! hostcurves, and that with frame-benchmarking (runtimes built with `runtime-benchmarks`),
//! and what a relay validator's PVF worker answers while it validates a parachain block,
//! with and without `EccRfc163` (`pvf`, `pvf-rfc163`). `--require deployable`
//! checks what a runtime a chain deploys must be: runnable by production nodes (no
//! frame-benchmarking import) and without the harness' runtime APIs (`HostcurvesApi`,
//! `Benchmark`) among its exports.
//!
//! The sets are those of this tool's polkadot-sdk release (stable2609): a host function that
//! a later release adds to `sp-io` is reported outside every set.

use std::{collections::BTreeSet, io::Write, path::PathBuf};

use anyhow::{anyhow, bail, Context};
use sc_executor::HostFunctions;
use sp_maybe_compressed_blob::CODE_BLOB_BOMB_LIMIT;

/// Lists a runtime's host-function imports and says which host-function sets can run it.
#[derive(Debug, clap::Args)]
pub struct ImportsCmd {
	/// The runtime's Wasm, zstd-compressed (`*.compact.compressed.wasm`) or not. Default:
	/// the bundled hostcurves-runtime (the deployable runtime hostcurves-node embeds).
	pub runtime: Option<PathBuf>,
	/// Fail (exit status 1) unless this set can run the runtime.
	#[arg(long, value_enum)]
	pub require: Option<SetName>,
}

/// The host-function sets a node may register, from the most portable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum SetName {
	/// `sp_io::SubstrateHostFunctions`: every Substrate node.
	SpIo,
	/// `sp-io`, cumulus' `storage_proof_size` and RFC-0163's elliptic-curve functions
	/// (`hostcurves_host::RFC_0163_IMPORTS`): stock parachain nodes (for relay validators,
	/// see [`SetName::PvfRfc163`]).
	Rfc163,
	/// The RFC-0163 set and `frame_benchmarking::benchmarking::HostFunctions`: where a
	/// portable runtime built with runtime-benchmarks is benchmarked.
	Rfc163Benchmarking,
	/// `sp-io` and `hostcurves_host::HostFunctions`.
	Hostcurves,
	/// `sp-io`, hostcurves and `frame_benchmarking::benchmarking::HostFunctions`.
	HostcurvesBenchmarking,
	/// Everything a production node may register (`sp-io`, storage proof size, RFC-0163,
	/// hostcurves) and nothing of frame-benchmarking; with `--require`, the runtime must also
	/// export no harness API (`HostcurvesApi_*`, `Benchmark_*`).
	Deployable,
	/// A relay validator's PVF worker without `EccRfc163` ([`pvf_functions`]): what a
	/// parachain runtime's `validate_block` may call on relays that have not enabled RFC-0163
	/// (Polkadot and Kusama, last checked 2026-09).
	Pvf,
	/// The PVF worker's set with `ExecutorParam::EnabledHostFunction(EccRfc163)`:
	/// [`pvf_functions`] and RFC-0163's elliptic-curve functions.
	PvfRfc163,
}

/// One set of host functions and the nodes that register it.
#[derive(Debug)]
pub struct HostSet {
	/// Which set.
	pub name: SetName,
	/// What it is, for the console.
	pub label: &'static str,
	/// Which nodes register it.
	pub nodes: &'static str,
	/// The import names of its functions.
	pub functions: BTreeSet<String>,
}

/// The import names of the functions of `H`.
fn names<H: HostFunctions>() -> impl Iterator<Item = String> {
	H::host_functions().into_iter().map(|f| f.name().to_owned())
}

/// What a relay validator's PVF worker can answer while it runs a parachain runtime's
/// `validate_block`, as import names.
///
/// The worker registers sp-io's `misc`, `crypto`, `hashing`, `allocator`, `logging` and `trie`
/// interfaces, and RFC-0163's set only where the relay enables `EccRfc163`
/// (polkadot-node-core-pvf-common 28.0.0, `executor_interface::HostFunctions` and
/// `HostFunctionsWithEcc`). It has no storage: `validate_block` swaps the runtime's storage,
/// default child storage, offchain index, transaction index and storage-proof-size calls for
/// its own implementations over the proof of validity (cumulus-pallet-parachain-system 0.32.0,
/// `validate_block/implementation.rs`, `replace_implementation`), so a parachain runtime
/// imports those (its collators call them) yet never calls the worker for them. They count
/// as inside the set; every other function of those interfaces is swapped too, except
/// `ext_storage_changes_root_version_1`, which stays outside.
///
/// The worker instantiates a runtime with imports it lacks (`allow_missing_func_imports`) and
/// fails the candidate only when `validate_block` calls one: `--require pvf` is stricter, it
/// refuses any import the block could call.
pub fn pvf_functions(ecc_rfc163: bool) -> BTreeSet<String> {
	use sp_io::{
		allocator, crypto, default_child_storage, hashing, logging, misc, offchain_index, storage,
		transaction_index, trie,
	};
	type Worker = (
		misc::HostFunctions,
		crypto::HostFunctions,
		hashing::HostFunctions,
		allocator::HostFunctions,
		logging::HostFunctions,
		trie::HostFunctions,
	);
	type SwappedByValidateBlock = (
		storage::HostFunctions,
		default_child_storage::HostFunctions,
		offchain_index::HostFunctions,
		transaction_index::HostFunctions,
		cumulus_primitives_proof_size_hostfunction::storage_proof_size::HostFunctions,
	);
	// A leftover that always answers `None`: cumulus does not swap it.
	const NOT_SWAPPED: &str = "ext_storage_changes_root_version_1";
	let mut set: BTreeSet<String> = names::<Worker>()
		.chain(names::<SwappedByValidateBlock>().filter(|name| name != NOT_SWAPPED))
		.collect();
	if ecc_rfc163 {
		set.extend(hostcurves_host::RFC_0163_IMPORTS.map(String::from));
	}
	set
}

/// The eight sets. Six have everything `sp-io` has: RFC-0163's (with cumulus' proof-size
/// function, as parachain nodes have it) with and without frame-benchmarking's, hostcurves'
/// (hostcurves-node is a solo chain's node, without the proof-size function) with and without
/// frame-benchmarking's; the two PVF sets ([`pvf_functions`]) only what a validation worker
/// answers.
pub fn host_sets() -> Vec<HostSet> {
	let sp_io: BTreeSet<String> = names::<sp_io::SubstrateHostFunctions>().collect();
	let with =
		|more: Vec<String>| -> BTreeSet<String> { sp_io.iter().cloned().chain(more).collect() };
	// Parachain nodes and the relay's validation workers also register cumulus' proof-size
	// function, which runtimes that reclaim storage weight import.
	let rfc163: Vec<String> = hostcurves_host::RFC_0163_IMPORTS
		.map(String::from)
		.into_iter()
		.chain(names::<
			cumulus_primitives_proof_size_hostfunction::storage_proof_size::HostFunctions,
		>())
		.collect();
	let hostcurves: Vec<String> = names::<hostcurves_host::HostFunctions>().collect();
	let benchmarking_functions: Vec<String> =
		names::<frame_benchmarking::benchmarking::HostFunctions>().collect();
	let rfc163_benchmarking = rfc163
		.iter()
		.cloned()
		.chain(benchmarking_functions.iter().cloned())
		.collect();
	let benchmarking = hostcurves
		.iter()
		.cloned()
		.chain(benchmarking_functions)
		.collect();
	let deployable = hostcurves
		.iter()
		.cloned()
		.chain(rfc163.iter().cloned())
		.collect();
	vec![
		HostSet {
			name: SetName::SpIo,
			label: "sp-io",
			nodes: "every Substrate node",
			functions: sp_io.clone(),
		},
		HostSet {
			name: SetName::Rfc163,
			label: "sp-io + storage proof size + RFC-0163",
			nodes: "stock parachain nodes with the standard set (polkadot-omni-node since \
			        stable2603), relay validators where EccRfc163 is enabled",
			functions: with(rfc163),
		},
		HostSet {
			name: SetName::Rfc163Benchmarking,
			label: "sp-io + storage proof size + RFC-0163 + frame-benchmarking",
			nodes: "hostcurves-bench and frame-benchmarking-cli, for portable runtimes built \
			        with runtime-benchmarks",
			functions: with(rfc163_benchmarking),
		},
		HostSet {
			name: SetName::Hostcurves,
			label: "sp-io + hostcurves",
			nodes: "nodes that register hostcurves_host::HostFunctions (hostcurves-node)",
			functions: with(hostcurves),
		},
		HostSet {
			name: SetName::HostcurvesBenchmarking,
			label: "sp-io + hostcurves + frame-benchmarking",
			nodes: "hostcurves-node and hostcurves-bench (runtimes built with runtime-benchmarks)",
			functions: with(benchmarking),
		},
		HostSet {
			name: SetName::Deployable,
			label: "deployable: sp-io + storage proof size + RFC-0163 + hostcurves, no \
			        frame-benchmarking",
			nodes: "production nodes (hostcurves-node, stock parachain nodes and relay \
			        validators for the RFC-0163 part)",
			functions: with(deployable),
		},
		HostSet {
			name: SetName::Pvf,
			label: "PVF: a relay validator's validation worker without EccRfc163",
			nodes: "relay validators running a parachain's validate_block where EccRfc163 is \
			        not enabled (Polkadot and Kusama, last checked 2026-09)",
			functions: pvf_functions(false),
		},
		HostSet {
			name: SetName::PvfRfc163,
			label: "PVF + RFC-0163: a relay validator's validation worker with EccRfc163",
			nodes: "relay validators running a parachain's validate_block where \
			        ExecutorParam::EnabledHostFunction(EccRfc163) is enabled",
			functions: pvf_functions(true),
		},
	]
}

/// The runtime APIs of the benchmark harness, by the prefix of their exported functions
/// (`impl_runtime_apis!` exports `<Api>_<method>`): anyone can call them through the public
/// `state_call` RPC, unmetered, so a deployable runtime has none.
pub const HARNESS_API_PREFIXES: [&str; 2] = ["HostcurvesApi_", "Benchmark_"];

/// The functions `blob` exports, sorted (a runtime exports one per runtime-API method, such
/// as `Core_version`). Errors as [`imported_functions`].
pub fn exported_functions(blob: &[u8]) -> anyhow::Result<BTreeSet<String>> {
	use wasmparser::Payload;
	let wasm = sp_maybe_compressed_blob::decompress(blob, CODE_BLOB_BOMB_LIMIT)
		.map_err(|e| anyhow!("cannot decompress the runtime: {e}"))?;
	let mut exports = BTreeSet::new();
	for payload in wasmparser::Parser::new(0).parse_all(&wasm) {
		if let Payload::ExportSection(section) = payload.context("not a well-formed Wasm module")? {
			for export in section {
				let export = export.context("malformed export section")?;
				if export.kind == wasmparser::ExternalKind::Func {
					exports.insert(export.name.to_owned());
				}
			}
			break;
		}
	}
	Ok(exports)
}

/// The exports of `exports` that belong to the harness' runtime APIs
/// ([`HARNESS_API_PREFIXES`]): empty for a deployable runtime.
pub fn harness_exports(exports: &BTreeSet<String>) -> Vec<&str> {
	exports
		.iter()
		.filter(|name| HARNESS_API_PREFIXES.iter().any(|p| name.starts_with(p)))
		.map(String::as_str)
		.collect()
}

/// The functions `blob` imports, sorted: `name` for imports from `env` (where Substrate
/// runtimes import everything), `module.name` for any other module (which no node
/// provides).
///
/// Errors: the blob is zstd-compressed but inflates past sp-maybe-compressed-blob's 50 MiB
/// bomb limit, it is a Wasm component rather than a core module (no node runs those), or it
/// is not well-formed Wasm up to its import section.
pub fn imported_functions(blob: &[u8]) -> anyhow::Result<BTreeSet<String>> {
	use wasmparser::{Encoding, Payload};
	let wasm = sp_maybe_compressed_blob::decompress(blob, CODE_BLOB_BOMB_LIMIT)
		.map_err(|e| anyhow!("cannot decompress the runtime: {e}"))?;
	let mut imports = BTreeSet::new();
	for payload in wasmparser::Parser::new(0).parse_all(&wasm) {
		let payload = payload.context("not a well-formed Wasm module")?;
		if let Payload::Version { encoding, .. } = payload {
			if encoding != Encoding::Module {
				bail!("a Wasm component, not a core module: no Substrate node runs it");
			}
		}
		if let Payload::ImportSection(section) = payload {
			for import in section {
				let import = import.context("malformed import section")?;
				if matches!(import.ty, wasmparser::TypeRef::Func(_)) {
					imports.insert(match import.module {
						"env" => import.name.to_owned(),
						module => format!("{module}.{}", import.name),
					});
				}
			}
			// Imports come in one section, before any code: nothing further is needed.
			break;
		}
	}
	Ok(imports)
}

/// The imports outside `set`, sorted: empty if a node with `set` can run the runtime.
pub fn missing<'a>(imports: &'a BTreeSet<String>, set: &HostSet) -> Vec<&'a str> {
	imports
		.iter()
		.filter(|name| !set.functions.contains(*name))
		.map(String::as_str)
		.collect()
}

/// Prints the runtime's imports and every set's verdict; fails if `--require`'s set cannot
/// run it.
pub fn run(cmd: &ImportsCmd) -> anyhow::Result<()> {
	let (what, blob) = match &cmd.runtime {
		Some(path) => {
			// No runtime is larger than the bomb limit even uncompressed: do not read more.
			let len = std::fs::metadata(path)
				.with_context(|| format!("reading {}", path.display()))?
				.len();
			if len > CODE_BLOB_BOMB_LIMIT as u64 {
				bail!(
					"{} has {len} bytes, more than any runtime (50 MiB)",
					path.display()
				);
			}
			let blob =
				std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
			(path.display().to_string(), blob)
		}
		None => (
			"the bundled hostcurves-runtime (deployable)".to_owned(),
			hostcurves_runtime::WASM_BINARY
				.ok_or_else(|| {
					anyhow!("hostcurves-runtime was built without Wasm (SKIP_WASM_BUILD?)")
				})?
				.to_vec(),
		),
	};
	let imports = imported_functions(&blob).with_context(|| format!("reading {what}"))?;
	let mut out = format!("{what} imports {} host functions.\n", imports.len());
	let mut required_missing = None;
	for set in host_sets() {
		let outside = missing(&imports, &set);
		out += &format!("\n{} — {}:\n", set.label, set.nodes);
		if outside.is_empty() {
			out += "  runs it\n";
		} else {
			out += &format!(
				"  cannot run it: {} imports outside the set\n",
				outside.len()
			);
			for name in &outside {
				out += &format!("    {name}\n");
			}
		}
		if cmd.require == Some(set.name) {
			required_missing = Some((set.label, outside.len()));
		}
	}
	// One write, and a closed pipe (`| head`) is not an error.
	match std::io::stdout().lock().write_all(out.as_bytes()) {
		Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => return Err(e.into()),
		_ => {}
	}
	if let Some((label, n)) = required_missing {
		if n > 0 {
			bail!("{label} cannot run {what}: {n} imports outside it");
		}
	}
	if cmd.require == Some(SetName::Deployable) {
		let exports = exported_functions(&blob).with_context(|| format!("reading {what}"))?;
		let harness = harness_exports(&exports);
		if !harness.is_empty() {
			bail!(
				"{what} is not deployable: it exports the harness' runtime APIs ({})",
				harness.join(", ")
			);
		}
	}
	Ok(())
}

#[cfg(test)]
mod tests {
	use super::*;

	fn set(name: SetName) -> HostSet {
		host_sets()
			.into_iter()
			.find(|s| s.name == name)
			.expect("every name has a set")
	}

	fn imports_of(blob: Option<&[u8]>) -> BTreeSet<String> {
		imported_functions(blob.expect("the tests build the runtimes' Wasm")).expect("parses")
	}

	fn exports_of(blob: Option<&[u8]>) -> BTreeSet<String> {
		exported_functions(blob.expect("the tests build the runtimes' Wasm")).expect("parses")
	}

	#[test]
	fn the_deployable_runtime_runs_on_hostcurves_nodes_without_benchmarking() {
		let imports = imports_of(hostcurves_runtime::WASM_BINARY);
		// What every runtime imports, and what this one imports beyond sp-io.
		assert!(imports.contains("ext_storage_get_version_1"));
		assert!(imports.contains("ext_host_calls_bls12_381_multi_miller_loop_version_1"));
		assert!(imports
			.iter()
			.any(|i| i.starts_with("ext_hostcurves_checked_")));
		assert!(
			!imports.iter().any(|i| i.starts_with("ext_benchmarking_")),
			"built without runtime-benchmarks"
		);
		assert_eq!(
			missing(&imports, &set(SetName::Hostcurves)),
			Vec::<&str>::new()
		);
		assert_eq!(
			missing(&imports, &set(SetName::Deployable)),
			Vec::<&str>::new()
		);
		// The standard set lacks hostcurves' own functions, and sp-io lacks the standard's.
		let rfc = missing(&imports, &set(SetName::Rfc163));
		assert!(
			rfc.contains(&"ext_hostcurves_checked_bls12_381_decode_g1_version_1"),
			"{rfc:?}"
		);
		assert!(!rfc.contains(&"ext_host_calls_bls12_381_msm_g1_version_1"));
		let sp_io = missing(&imports, &set(SetName::SpIo));
		assert!(sp_io.contains(&"ext_host_calls_bls12_381_msm_g1_version_1"));
		assert!(!sp_io.contains(&"ext_storage_get_version_1"));
	}

	#[test]
	fn the_deployable_runtimes_export_no_harness_api() {
		for (name, blob) in [
			("hostcurves-runtime", hostcurves_runtime::WASM_BINARY),
			(
				"hostcurves-runtime's portable blob",
				hostcurves_runtime::portable::WASM_BINARY,
			),
		] {
			let exports = exports_of(blob);
			// A runtime's own APIs are there (the check reads the right section)...
			for api in [
				"Core_version",
				"BlockBuilder_apply_extrinsic",
				"Metadata_metadata",
			] {
				assert!(exports.contains(api), "{name}: {api} missing");
			}
			// ...and the harness' are not.
			assert_eq!(harness_exports(&exports), Vec::<&str>::new(), "{name}");
		}
	}

	#[test]
	fn the_harness_runtime_is_not_deployable() {
		let blob = hostcurves_bench_runtime::WASM_BINARY;
		let imports = imports_of(blob);
		assert_eq!(
			missing(&imports, &set(SetName::HostcurvesBenchmarking)),
			Vec::<&str>::new()
		);
		// Built with runtime-benchmarks: frame-benchmarking's functions are the only ones
		// outside hostcurves' set, and `deployable` refuses exactly them.
		let outside = missing(&imports, &set(SetName::Deployable));
		assert!(!outside.is_empty());
		assert!(
			outside.iter().all(|i| i.starts_with("ext_benchmarking_")),
			"{outside:?}"
		);
		assert_eq!(outside, missing(&imports, &set(SetName::Hostcurves)));
		// Its unmetered APIs are exported, and `deployable` names them.
		let exports = exports_of(blob);
		let harness = harness_exports(&exports);
		for api in [
			"HostcurvesApi_execute",
			"HostcurvesApi_dispatch_all",
			"Benchmark_dispatch_benchmark",
		] {
			assert!(harness.contains(&api), "{api}: {harness:?}");
		}
	}

	#[test]
	fn compressed_and_plain_wasm_give_the_same_imports_and_exports() {
		let blob = hostcurves_runtime::WASM_BINARY.expect("the tests build the runtime's Wasm");
		let plain = sp_maybe_compressed_blob::decompress(blob, CODE_BLOB_BOMB_LIMIT).unwrap();
		assert_ne!(plain.len(), blob.len(), "the bundled runtime is compressed");
		assert_eq!(imported_functions(&plain).unwrap(), imports_of(Some(blob)));
		assert_eq!(exported_functions(&plain).unwrap(), exports_of(Some(blob)));
	}

	#[test]
	fn the_portable_runtimes_run_on_stock_nodes_with_the_standard_set() {
		let deployable = imports_of(hostcurves_runtime::portable::WASM_BINARY);
		assert_eq!(
			missing(&deployable, &set(SetName::Rfc163)),
			Vec::<&str>::new()
		);
		assert_eq!(
			missing(&deployable, &set(SetName::Deployable)),
			Vec::<&str>::new()
		);
		// The harness' portable build (its clock and `Benchmark` API): frame-benchmarking's
		// functions are the only ones outside the standard set.
		let harness = imports_of(hostcurves_bench_runtime::portable::WASM_BINARY);
		assert_eq!(
			missing(&harness, &set(SetName::Rfc163Benchmarking)),
			Vec::<&str>::new()
		);
		let outside = missing(&harness, &set(SetName::Rfc163));
		assert!(!outside.is_empty());
		assert!(
			outside.iter().all(|i| i.starts_with("ext_benchmarking_")),
			"{outside:?}"
		);
		// Both still call the standard functions (pairing, Bandersnatch, Pallas, Vesta): the
		// portable build is fast where the standard allows.
		for f in [
			"ext_host_calls_bls12_381_multi_miller_loop_version_1",
			"ext_host_calls_bls12_381_mul_g2_version_1",
			"ext_host_calls_ed_on_bls12_381_bandersnatch_msm_version_1",
			"ext_host_calls_pallas_msm_version_1",
			"ext_host_calls_vesta_mul_version_1",
		] {
			assert!(harness.contains(f), "{f}");
		}
		for f in [
			"ext_host_calls_bls12_381_multi_miller_loop_version_1",
			"ext_host_calls_bls12_381_msm_g1_version_1",
		] {
			assert!(deployable.contains(f), "{f}");
		}
		assert!(!deployable.iter().any(|i| i.starts_with("ext_hostcurves_")));
		assert!(!harness.iter().any(|i| i.starts_with("ext_hostcurves_")));
	}

	#[test]
	fn a_runtime_of_the_standard_set_runs_on_stock_nodes_and_on_hostcurves() {
		let imports: BTreeSet<String> = [
			"ext_storage_get_version_1",
			"ext_host_calls_pallas_msm_version_1",
			"ext_host_calls_vesta_mul_version_1",
		]
		.map(String::from)
		.into();
		assert!(missing(&imports, &set(SetName::Rfc163)).is_empty());
		assert!(missing(&imports, &set(SetName::Hostcurves)).is_empty());
		assert_eq!(
			missing(&imports, &set(SetName::SpIo)),
			[
				"ext_host_calls_pallas_msm_version_1",
				"ext_host_calls_vesta_mul_version_1"
			]
		);
	}

	#[test]
	fn the_pvf_sets_are_the_validation_workers() {
		let pvf = set(SetName::Pvf).functions;
		let ecc = set(SetName::PvfRfc163).functions;
		// The worker's own functions, and storage functions that validate_block swaps for
		// its own over the proof of validity.
		for f in [
			"ext_hashing_blake2_256_version_1",
			"ext_allocator_malloc_version_1",
			"ext_crypto_sr25519_verify_version_2",
			"ext_trie_blake2_256_ordered_root_version_2",
			"ext_logging_log_version_1",
			"ext_misc_runtime_version_version_1",
			"ext_storage_get_version_1",
			"ext_storage_root_version_2",
			"ext_default_child_storage_root_version_2",
			"ext_offchain_index_set_version_1",
			"ext_storage_proof_size_storage_proof_size_version_1",
		] {
			assert!(pvf.contains(f), "{f}");
		}
		// No offchain worker, no leftover cumulus does not swap, no curve.
		for f in [
			"ext_offchain_timestamp_version_1",
			"ext_offchain_random_seed_version_1",
			"ext_storage_changes_root_version_1",
			"ext_host_calls_bls12_381_msm_g1_version_1",
		] {
			assert!(!pvf.contains(f), "{f}");
		}
		// Every node has more: the worker's set is no superset of sp-io's.
		assert!(!set(SetName::SpIo).functions.is_subset(&pvf));
		// EccRfc163 adds RFC-0163's twelve and nothing else.
		assert!(pvf.is_subset(&ecc));
		let added: BTreeSet<&str> = ecc.difference(&pvf).map(String::as_str).collect();
		assert_eq!(
			added,
			hostcurves_host::RFC_0163_IMPORTS.into_iter().collect()
		);
	}

	#[test]
	fn rfc163_imports_need_eccrfc163_and_hostcurves_imports_fail_both_pvf_sets() {
		let standard: BTreeSet<String> = [
			"ext_storage_get_version_1",
			"ext_storage_proof_size_storage_proof_size_version_1",
			"ext_host_calls_bls12_381_multi_miller_loop_version_1",
		]
		.map(String::from)
		.into();
		assert_eq!(
			missing(&standard, &set(SetName::Pvf)),
			["ext_host_calls_bls12_381_multi_miller_loop_version_1"]
		);
		assert!(missing(&standard, &set(SetName::PvfRfc163)).is_empty());
		let full = imports_of(hostcurves_runtime::WASM_BINARY);
		for name in [SetName::Pvf, SetName::PvfRfc163] {
			let outside = missing(&full, &set(name));
			assert!(
				outside.contains(&"ext_hostcurves_checked_bls12_381_decode_g1_version_1"),
				"{name:?}: {outside:?}"
			);
		}
	}

	#[test]
	fn hostcurves_provides_the_whole_standard_set() {
		let hostcurves = set(SetName::Hostcurves);
		let absent: Vec<&str> = hostcurves_host::RFC_0163_IMPORTS
			.into_iter()
			.filter(|name| !hostcurves.functions.contains(*name))
			.collect();
		assert!(absent.is_empty(), "not provided: {absent:?}");
		assert_eq!(hostcurves_host::RFC_0163_IMPORTS.len(), 12);
	}

	#[test]
	fn only_function_imports_count_and_other_modules_are_named_with_theirs() {
		use wasm_encoder::{EntityType, ImportSection, MemoryType, Module, TypeSection};
		let mut types = TypeSection::new();
		types.ty().function([], []);
		let mut imports = ImportSection::new();
		imports.import("env", "ext_storage_get_version_1", EntityType::Function(0));
		let memory = MemoryType {
			minimum: 1,
			maximum: None,
			memory64: false,
			shared: false,
			page_size_log2: None,
		};
		imports.import("env", "memory", memory);
		imports.import("wasi", "fd_write", EntityType::Function(0));
		let mut module = Module::new();
		module.section(&types).section(&imports);
		let found = imported_functions(&module.finish()).unwrap();
		let expected: BTreeSet<String> = ["ext_storage_get_version_1", "wasi.fd_write"]
			.map(String::from)
			.into();
		assert_eq!(found, expected);
		// `wasi.fd_write` is outside every set: no node provides it.
		for set in host_sets() {
			assert_eq!(missing(&found, &set), ["wasi.fd_write"], "{:?}", set.name);
		}
	}

	#[test]
	fn a_component_is_refused() {
		let component = wasm_encoder::Component::new().finish();
		let err = imported_functions(&component).unwrap_err();
		assert!(err.to_string().contains("component"), "{err}");
	}

	#[test]
	fn bytes_that_are_not_wasm_get_an_error() {
		for bad in [&b""[..], b"not wasm", b"\0asm\x01\0\0\0\x02\xff\xff"] {
			assert!(imported_functions(bad).is_err(), "{bad:?}");
		}
	}
}
