//! The host functions a node registers, by short name. Its own file (no other dependency than
//! `hostcurves-host` and sp-runtime-interface) so that the fuzz crate's replay test includes
//! it too (`#[path]`) rather than keeping a copy.

/// The names of the host functions `hostcurves_host::HostFunctions` registers, without their
/// trait prefix (`ext_host_calls_`, `ext_hostcurves_calls_`, `_checked_`, `_bls_`) and
/// version suffix: `bls12_381_msm_g1`, `bn254_decode_g2`, …
pub fn registered_host_functions() -> std::collections::BTreeSet<String> {
	use sp_runtime_interface::sp_wasm_interface::HostFunctions;
	<hostcurves_host::HostFunctions as HostFunctions>::host_functions()
		.iter()
		.map(|f| {
			let name = f.name();
			let name = [
				"ext_host_calls_",
				"ext_hostcurves_calls_",
				"ext_hostcurves_checked_",
				"ext_hostcurves_bls_",
			]
			.iter()
			.find_map(|p| name.strip_prefix(p))
			.unwrap_or_else(|| panic!("unknown trait: {name}"));
			name[..name.rfind("_version_").unwrap()].to_string()
		})
		.collect()
}
