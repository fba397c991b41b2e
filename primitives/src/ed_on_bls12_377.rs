//! *Ed-on-BLS12-377* twisted-Edwards types whose MSM and scalar multiplication run as host
//! functions ([`hostcurves_host::ed_on_bls12_377::host_calls`], as in `sp-crypto-ec-utils`
//! 0.24). Points are 64 bytes uncompressed (32 compressed), scalars 32 bytes (251 bits).

use ark_ec::CurveConfig;
#[cfg(not(feature = "rfc163"))]
use {crate::te_hooks, hostcurves_host::ed_on_bls12_377::host_calls};

/// The curve configuration, host-backed.
pub type EdwardsConfig = ark_ed_on_bls12_377_ext::EdwardsConfig<HostHooks>;
/// A point in affine form.
pub type EdwardsAffine = ark_ed_on_bls12_377_ext::EdwardsAffine<HostHooks>;
/// A point in extended projective form.
pub type EdwardsProjective = ark_ed_on_bls12_377_ext::EdwardsProjective<HostHooks>;
/// The scalar field Fr (251 bits, 32 bytes).
pub type ScalarField = <EdwardsConfig as CurveConfig>::ScalarField;

/// Curve hooks jumping into the host functions.
#[derive(Copy, Clone)]
pub struct HostHooks;

#[cfg(not(feature = "rfc163"))]
impl ark_ed_on_bls12_377_ext::CurveHooks for HostHooks {
	fn msm(bases: &[EdwardsAffine], scalars: &[ScalarField]) -> EdwardsProjective {
		te_hooks::msm(
			|b, s, o| host_calls::ed_on_bls12_377_msm(b, s, o),
			bases,
			scalars,
		)
	}

	fn mul_projective(base: &EdwardsProjective, scalar: &[u64]) -> EdwardsProjective {
		te_hooks::mul(
			|b, s, o| host_calls::ed_on_bls12_377_mul(b, s, o),
			base,
			scalar,
		)
	}
}

/// The portable build (feature `rfc163`): RFC-0163 has no Ed-on-BLS12-377, so the default
/// hooks compute with plain arkworks in Wasm.
#[cfg(feature = "rfc163")]
impl ark_ed_on_bls12_377_ext::CurveHooks for HostHooks {}
