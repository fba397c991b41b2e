//! *BLS12-377* types whose pairing, MSM and scalar multiplication run as host functions.
//!
//! The aliases mirror `ark_bls12_377`'s names. [`HostHooks`] implements `ark_bls12_377_ext::CurveHooks` by
//! calling [`hostcurves_host::bls12_377::host_calls`] (the `sp-crypto-ec-utils` 0.24 functions).

#[cfg(not(feature = "rfc163"))]
use hostcurves_host::{bls12_377::host_calls, wire};

pairing_aliases!(
	ext = ark_bls12_377_ext,
	engine = Bls12_377,
	title = "BLS12-377",
	g1_len = "96",
	g2_len = "192",
	fr_len = "253 bits, 32",
	gt = "Fq12, 576",
);

#[cfg(not(feature = "rfc163"))]
impl_pairing_hooks!(
	ext = ark_bls12_377_ext,
	miller_loop = host_calls::bls12_377_multi_miller_loop,
	final_exp = host_calls::bls12_377_final_exponentiation,
	msm_g1 = host_calls::bls12_377_msm_g1,
	msm_g2 = host_calls::bls12_377_msm_g2,
	mul_g1 = host_calls::bls12_377_mul_g1,
	mul_g2 = host_calls::bls12_377_mul_g2,
	encode_g1 = wire::encode,
	encode_g2 = wire::encode,
);

/// The portable build (feature `rfc163`): RFC-0163 has no BLS12-377, so the default hooks
/// compute with plain arkworks in Wasm.
#[cfg(feature = "rfc163")]
impl ark_bls12_377_ext::CurveHooks for HostHooks {}
