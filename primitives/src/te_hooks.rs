//! Hook bodies shared by the twisted-Edwards curves (Bandersnatch, Ed-on-BLS12-377): one host
//! call each, with RFC-0163's handling of `z = 0`.
//!
//! A twisted-Edwards result with `z = 0` has no affine form, so it cannot cross the affine
//! boundary: the host answers code 4 ([`Error::DegeneratePoint`]) and the hook returns the
//! all-zero projective point ([`degenerate`]), as `sp-crypto-ec-utils` 0.24 does. That point
//! is not on the curve and is not the identity, so every later check on it fails instead of
//! panicking. Honest subgroup-checked inputs on a complete curve never produce it.

use ark_ec::{
	twisted_edwards::{Affine, Projective, TECurveConfig},
	CurveGroup,
};
use ark_ff::Zero;
use hostcurves_host::{wire, Error};

/// The all-zero projective point `(0, 0, 0, 0)` that stands for a degenerate result.
pub fn degenerate<P: TECurveConfig>() -> Projective<P> {
	let zero = P::BaseField::zero();
	Projective::new_unchecked(zero, zero, zero, zero)
}

/// Turns the host's answer into the hook's result (module docs for code 4).
fn finish<P: TECurveConfig>(result: Result<(), Error>, out: &[u8]) -> Projective<P> {
	match result {
		Ok(()) => wire::decode::<Affine<P>>(out).expect(wire::FAIL_MSG).into(),
		Err(Error::DegeneratePoint) => degenerate(),
		Err(_) => panic!("{}", wire::FAIL_MSG),
	}
}

/// `msm_te` through `host_msm(bases, scalars, out)`.
pub fn msm<P: TECurveConfig>(
	host_msm: impl FnOnce(&[u8], &[u8], &mut [u8]) -> Result<(), Error>,
	bases: &[Affine<P>],
	scalars: &[P::ScalarField],
) -> Projective<P> {
	let mut out = wire::buffer_for::<Affine<P>>();
	let result = host_msm(&wire::encode(bases), &wire::encode(scalars), &mut out);
	finish(result, &out)
}

/// `mul_projective_te` through `host_mul(base, scalar, out)`; a `z = 0` base (whose
/// `into_affine` would divide by zero) gives [`degenerate`] without a host call.
pub fn mul<P: TECurveConfig>(
	host_mul: impl FnOnce(&[u8], &[u8], &mut [u8]) -> Result<(), Error>,
	base: &Projective<P>,
	scalar: &[u64],
) -> Projective<P> {
	if base.z.is_zero() {
		return degenerate();
	}
	let mut out = wire::buffer_for::<Affine<P>>();
	let result = host_mul(
		&wire::encode(base.into_affine()),
		&wire::encode(scalar),
		&mut out,
	);
	finish(result, &out)
}
