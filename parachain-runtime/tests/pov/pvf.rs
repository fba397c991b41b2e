//! What a relay validator's PVF worker does with a candidate, on its own so that
//! `compat/tests/validate_block_upstream.rs` (another workspace) includes the same code.

use sc_executor::{HostFunctions, WasmExecutor};
use sc_executor_common::runtime_blob::RuntimeBlob;
use sp_state_machine::BasicExternalities;

/// A relay validator's PVF worker without `EccRfc163` (polkadot-node-core-pvf-common 28.0.0,
/// `executor_interface::HostFunctions`). With `EccRfc163` the worker adds
/// `sp_crypto_ec_utils::HostFunctionsRfc163`.
pub type PvfHostFunctions = (
	sp_io::misc::HostFunctions,
	sp_io::crypto::HostFunctions,
	sp_io::hashing::HostFunctions,
	sp_io::allocator::HostFunctions,
	sp_io::logging::HostFunctions,
	sp_io::trie::HostFunctions,
);

/// Calls the validation code `wasm`'s `validate_block` export on the SCALE-encoded
/// `ValidationParams` in an executor with exactly the host functions `H`: missing imports
/// allowed, as the PVF worker does (a call to one traps), and no state (the export answers
/// storage from the proof). Returns the export's output, a SCALE-encoded `ValidationResult`,
/// or the executor's error text. sc-executor's default heap, not the worker's limits.
pub fn validate_block_raw<H: HostFunctions>(wasm: &[u8], params: &[u8]) -> Result<Vec<u8>, String> {
	let blob = RuntimeBlob::uncompress_if_needed(wasm).expect("a Wasm module");
	WasmExecutor::<H>::builder()
		.with_allow_missing_host_functions(true)
		.build()
		.uncached_call(
			blob,
			&mut BasicExternalities::new_empty(),
			true,
			"validate_block",
			params,
		)
		.map_err(|e| e.to_string())
}
