//! *Vesta* types whose MSM and scalar multiplication run as the RFC-0163 host functions
//! ([`hostcurves_host::vesta::host_calls`], as in `sp-crypto-ec-utils` 0.24), so a runtime that
//! uses them runs on every node with the standard set.
//!
//! Vesta is the prime-order curve `y² = x³ + 5` of the Pallas–Vesta cycle (its scalar field is
//! Pallas's base field). Points are 65 bytes uncompressed (33 compressed: a 255-bit
//! coordinate and two flag bits), scalars 32 bytes (255 bits).
//!
//! Which operations reach the host: MSM (`VariableBaseMSM::msm`) and projective scalar
//! multiplication (`Projective * s`). ark-vesta-ext 0.6 has no hook for affine scalar
//! multiplication, so `Affine * s` (and `mul_bigint` on an affine point) runs in Wasm, as with
//! `sp-crypto-ec-utils`' Vesta types: write `p.into_group() * s` instead. The result is the same.
//!
//! ```
//! use ark_ec::{CurveGroup, PrimeGroup, VariableBaseMSM};
//! use hostcurves_primitives::vesta::{Projective, ScalarField};
//!
//! let g = Projective::generator();
//! let s = ScalarField::from(5u64);
//! let msm = Projective::msm(&[g.into_affine()], &[s]).unwrap(); // host MSM
//! assert_eq!(msm, g * s); // host mul
//! ```

use ark_ec::CurveConfig;
#[cfg(not(feature = "no-ec"))]
use {crate::sw_hooks, hostcurves_host::vesta::host_calls};

/// The curve configuration, host-backed.
pub type VestaConfig = ark_vesta_ext::VestaConfig<HostHooks>;
/// A point in affine form.
pub type Affine = ark_vesta_ext::Affine<HostHooks>;
/// A point in projective (Jacobian) form.
pub type Projective = ark_vesta_ext::Projective<HostHooks>;
/// The scalar field Fr (255 bits, 32 bytes).
pub type ScalarField = <VestaConfig as CurveConfig>::ScalarField;

/// Curve hooks jumping into the host functions.
#[derive(Copy, Clone)]
pub struct HostHooks;

/// The no-EC build (feature `no-ec`): plain arkworks in Wasm.
#[cfg(feature = "no-ec")]
impl ark_vesta_ext::CurveHooks for HostHooks {}

#[cfg(not(feature = "no-ec"))]
impl ark_vesta_ext::CurveHooks for HostHooks {
	fn msm(bases: &[Affine], scalars: &[ScalarField]) -> Projective {
		sw_hooks::msm(|b, s, o| host_calls::vesta_msm(b, s, o), bases, scalars)
	}

	fn mul_projective(base: &Projective, scalar: &[u64]) -> Projective {
		sw_hooks::mul(|b, s, o| host_calls::vesta_mul(b, s, o), base, scalar)
	}
}
