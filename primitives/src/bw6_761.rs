//! *BW6-761* types whose pairing, MSM and scalar multiplication run as host functions.
//!
//! The aliases mirror `ark_bw6_761`'s names. [`HostHooks`] implements `ark_bw6_761_ext::CurveHooks` by
//! calling [`hostcurves_host::bw6_761::host_calls`] (the `sp-crypto-ec-utils` 0.24 functions).

#[cfg(not(feature = "rfc163"))]
use hostcurves_host::{bw6_761::host_calls, wire};

pairing_aliases!(
	ext = ark_bw6_761_ext,
	engine = BW6_761,
	title = "BW6-761",
	g1_len = "192",
	g2_len = "192",
	fr_len = "377 bits, 48",
	gt = "Fq6, 576",
);

#[cfg(not(feature = "rfc163"))]
impl_pairing_hooks!(
	ext = ark_bw6_761_ext,
	miller_loop = host_calls::bw6_761_multi_miller_loop,
	final_exp = host_calls::bw6_761_final_exponentiation,
	msm_g1 = host_calls::bw6_761_msm_g1,
	msm_g2 = host_calls::bw6_761_msm_g2,
	mul_g1 = host_calls::bw6_761_mul_g1,
	mul_g2 = host_calls::bw6_761_mul_g2,
	encode_g1 = wire::encode,
	encode_g2 = wire::encode,
);

/// The portable build (feature `rfc163`): RFC-0163 has no BW6-761, so the default hooks
/// compute with plain arkworks in Wasm.
#[cfg(feature = "rfc163")]
impl ark_bw6_761_ext::CurveHooks for HostHooks {}
