//! The host functions a relay validator's PVF worker registers, on their own so that
//! `compat/tests/validate_block_upstream.rs` (another workspace) includes the same list.

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
