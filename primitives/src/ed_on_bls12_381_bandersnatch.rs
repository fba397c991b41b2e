//! *Ed-on-BLS12-381-Bandersnatch* types, in twisted-Edwards and short-Weierstrass form, whose
//! MSM and scalar multiplication run as host functions.
//!
//! The aliases mirror `ark_ed_on_bls12_381_bandersnatch`'s names. [`HostHooks`] implements
//! `ark_ed_on_bls12_381_bandersnatch_ext::CurveHooks`: the twisted-Edwards hooks call the
//! RFC-0163 functions ([`hostcurves_host::ed_on_bls12_381_bandersnatch::host_calls`]), the
//! short-Weierstrass hooks hostcurves' own
//! ([`hostcurves_host::hostcurves_calls::hostcurves_calls`]). Twisted-Edwards points are 64
//! bytes uncompressed (32 compressed), short-Weierstrass points 65 (33: a 255-bit coordinate
//! and two flag bits), scalars 32 bytes (253 bits).

use ark_ec::CurveConfig;
#[cfg(not(feature = "rfc163"))]
use {crate::sw_hooks, hostcurves_host::hostcurves_calls::hostcurves_calls};
#[cfg(not(feature = "no-ec"))]
use {crate::te_hooks, hostcurves_host::ed_on_bls12_381_bandersnatch::host_calls};

/// The curve configuration (both forms), host-backed.
pub type BandersnatchConfig = ark_ed_on_bls12_381_bandersnatch_ext::BandersnatchConfig<HostHooks>;
/// Twisted-Edwards configuration (the same type as [`BandersnatchConfig`]).
pub type EdwardsConfig = ark_ed_on_bls12_381_bandersnatch_ext::EdwardsConfig<HostHooks>;
/// A point in twisted-Edwards affine form.
pub type EdwardsAffine = ark_ed_on_bls12_381_bandersnatch_ext::EdwardsAffine<HostHooks>;
/// A point in twisted-Edwards extended projective form.
pub type EdwardsProjective = ark_ed_on_bls12_381_bandersnatch_ext::EdwardsProjective<HostHooks>;
/// Short-Weierstrass configuration (the same type as [`BandersnatchConfig`]).
pub type SWConfig = ark_ed_on_bls12_381_bandersnatch_ext::SWConfig<HostHooks>;
/// A point in short-Weierstrass affine form.
pub type SWAffine = ark_ed_on_bls12_381_bandersnatch_ext::SWAffine<HostHooks>;
/// A point in short-Weierstrass projective (Jacobian) form.
pub type SWProjective = ark_ed_on_bls12_381_bandersnatch_ext::SWProjective<HostHooks>;
/// The scalar field Fr (253 bits, 32 bytes).
pub type ScalarField = <BandersnatchConfig as CurveConfig>::ScalarField;

/// Curve hooks jumping into the host functions (module docs).
#[derive(Copy, Clone)]
pub struct HostHooks;

impl ark_ed_on_bls12_381_bandersnatch_ext::CurveHooks for HostHooks {
	// Twisted-Edwards form: RFC-0163's functions, so plain arkworks in Wasm in the no-EC
	// build (feature `no-ec`).
	#[cfg(not(feature = "no-ec"))]
	fn msm_te(bases: &[EdwardsAffine], scalars: &[ScalarField]) -> EdwardsProjective {
		te_hooks::msm(
			|b, s, o| host_calls::ed_on_bls12_381_bandersnatch_msm(b, s, o),
			bases,
			scalars,
		)
	}

	#[cfg(not(feature = "no-ec"))]
	fn mul_projective_te(base: &EdwardsProjective, scalar: &[u64]) -> EdwardsProjective {
		te_hooks::mul(
			|b, s, o| host_calls::ed_on_bls12_381_bandersnatch_mul(b, s, o),
			base,
			scalar,
		)
	}

	// Short-Weierstrass form: hostcurves' own functions, so plain arkworks in Wasm in the
	// portable build (feature `rfc163`).
	#[cfg(not(feature = "rfc163"))]
	fn msm_sw(bases: &[SWAffine], scalars: &[ScalarField]) -> SWProjective {
		sw_hooks::msm(
			|b, s, o| hostcurves_calls::ed_on_bls12_381_bandersnatch_sw_msm(b, s, o),
			bases,
			scalars,
		)
	}

	#[cfg(not(feature = "rfc163"))]
	fn mul_projective_sw(base: &SWProjective, scalar: &[u64]) -> SWProjective {
		sw_hooks::mul(
			|b, s, o| hostcurves_calls::ed_on_bls12_381_bandersnatch_sw_mul(b, s, o),
			base,
			scalar,
		)
	}
}
