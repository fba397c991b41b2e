//! *BN254* types whose pairing, MSM and scalar multiplication run as host functions.
//!
//! The aliases mirror `ark_bn254`'s names. [`HostHooks`] implements `ark_bn254_ext::CurveHooks` by
//! calling [`hostcurves_host::hostcurves_calls::hostcurves_calls`] (hostcurves' own extension functions).

#[cfg(not(feature = "rfc163"))]
use hostcurves_host::{hostcurves_calls::hostcurves_calls, wire};

pairing_aliases!(
	ext = ark_bn254_ext,
	engine = Bn254,
	title = "BN254",
	g1_len = "64",
	g2_len = "128",
	fr_len = "254 bits, 32",
	gt = "Fq12, 384",
);

#[cfg(not(feature = "rfc163"))]
impl_pairing_hooks!(
	ext = ark_bn254_ext,
	miller_loop = hostcurves_calls::bn254_multi_miller_loop,
	final_exp = hostcurves_calls::bn254_final_exponentiation,
	msm_g1 = hostcurves_calls::bn254_msm_g1,
	msm_g2 = hostcurves_calls::bn254_msm_g2,
	mul_g1 = hostcurves_calls::bn254_mul_g1,
	mul_g2 = hostcurves_calls::bn254_mul_g2,
	encode_g1 = wire::encode,
	encode_g2 = wire::encode,
);

/// The portable build (feature `rfc163`): RFC-0163 has no BN254, so the default hooks
/// compute with plain arkworks in Wasm.
#[cfg(feature = "rfc163")]
impl ark_bn254_ext::CurveHooks for HostHooks {}
