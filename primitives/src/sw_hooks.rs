//! Hook bodies shared by the single-group short-Weierstrass curves (Bandersnatch in
//! short-Weierstrass form, Pallas, Vesta): one host call each. A short-Weierstrass result
//! always has an affine form (the identity is encoded with a flag), so the host's only
//! failures are malformed bytes, which the hook itself never produces.

use ark_ec::{
	short_weierstrass::{Affine, Projective, SWCurveConfig},
	CurveGroup,
};
use hostcurves_host::{wire, Error};

/// `msm` through `host_msm(bases, scalars, out)`.
pub fn msm<P: SWCurveConfig>(
	host_msm: impl FnOnce(&[u8], &[u8], &mut [u8]) -> Result<(), Error>,
	bases: &[Affine<P>],
	scalars: &[P::ScalarField],
) -> Projective<P> {
	let mut out = wire::buffer_for::<Affine<P>>();
	host_msm(&wire::encode(bases), &wire::encode(scalars), &mut out)
		.and_then(|_| wire::decode::<Affine<P>>(&out))
		.expect(wire::FAIL_MSG)
		.into()
}

/// `mul_projective` through `host_mul(base, scalar, out)`.
pub fn mul<P: SWCurveConfig>(
	host_mul: impl FnOnce(&[u8], &[u8], &mut [u8]) -> Result<(), Error>,
	base: &Projective<P>,
	scalar: &[u64],
) -> Projective<P> {
	let mut out = wire::buffer_for::<Affine<P>>();
	host_mul(
		&wire::encode(base.into_affine()),
		&wire::encode(scalar),
		&mut out,
	)
	.and_then(|_| wire::decode::<Affine<P>>(&out))
	.expect(wire::FAIL_MSG)
	.into()
}
