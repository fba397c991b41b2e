//! The host functions RFC-0163 standardises, by the names a runtime imports them under.

/// The Wasm import names (module `env`) of RFC-0163's host functions, as `sp-crypto-ec-utils`
/// 0.24 defines them (`HostFunctionsRfc163`, feature `rfc163`; every one at version 1):
/// BLS12-381 (six), Ed-on-BLS12-381-Bandersnatch twisted-Edwards (two), Pallas (two) and
/// Vesta (two). A runtime that imports nothing else beyond `sp-io` runs on every node that
/// ships the standard set. hostcurves provides all twelve
/// ([`HostFunctionsRfc163`](crate::HostFunctionsRfc163)); `compat/` checks this list
/// against sp-crypto-ec-utils' own.
pub const RFC_0163_IMPORTS: [&str; 12] = [
	"ext_host_calls_bls12_381_multi_miller_loop_version_1",
	"ext_host_calls_bls12_381_final_exponentiation_version_1",
	"ext_host_calls_bls12_381_msm_g1_version_1",
	"ext_host_calls_bls12_381_msm_g2_version_1",
	"ext_host_calls_bls12_381_mul_g1_version_1",
	"ext_host_calls_bls12_381_mul_g2_version_1",
	"ext_host_calls_ed_on_bls12_381_bandersnatch_msm_version_1",
	"ext_host_calls_ed_on_bls12_381_bandersnatch_mul_version_1",
	"ext_host_calls_pallas_msm_version_1",
	"ext_host_calls_pallas_mul_version_1",
	"ext_host_calls_vesta_msm_version_1",
	"ext_host_calls_vesta_mul_version_1",
];
