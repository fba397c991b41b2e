//! Short-Weierstrass kernels: MSM, scalar multiplication and the boundary echo.

use alloc::vec::Vec;
use ark_ec::{
	short_weierstrass::{Affine as SWAffine, SWCurveConfig},
	CurveGroup,
};

use crate::{wire, Error};

/// Short-Weierstrass multi-scalar multiplication `Σ s_i·P_i` (arkworks
/// `SWCurveConfig::msm`, single-threaded).
///
/// - `bases`: `Vec<SWAffine<T>>`; `scalars`: `Vec<T::ScalarField>` of the same length (else
///   [`Error::LengthMismatch`]).
/// - writes the affine result to `out`. An empty MSM is the identity.
pub fn msm_sw<T: SWCurveConfig>(bases: &[u8], scalars: &[u8], out: &mut [u8]) -> Result<(), Error> {
	let bases = wire::decode::<Vec<SWAffine<T>>>(bases)?;
	let scalars = wire::decode::<Vec<T::ScalarField>>(scalars)?;
	let res = T::msm(&bases, &scalars)
		.map_err(|_| Error::LengthMismatch)?
		.into_affine();
	wire::encode_into(res, out)
}

/// Short-Weierstrass scalar multiplication `k·P` (arkworks `SWCurveConfig::mul_affine`).
///
/// - `base`: `SWAffine<T>`; `scalar`: `Vec<u64>` big integer, **not reduced mod r**, so that
///   cofactor clearing and subgroup checks stay correct for points outside the subgroup.
/// - writes the affine result to `out`.
///
/// The scalar may have any number of limbs, as in `sp-crypto-ec-utils`: the time is linear in
/// its bit length, and the caller (the runtime) bounds it.
pub fn mul_sw<T: SWCurveConfig>(base: &[u8], scalar: &[u8], out: &mut [u8]) -> Result<(), Error> {
	let base = wire::decode::<SWAffine<T>>(base)?;
	let scalar = wire::decode::<Vec<u64>>(scalar)?;
	let res = T::mul_affine(&base, &scalar).into_affine();
	wire::encode_into(res, out)
}

/// Decodes `Vec<SWAffine<T>>` and writes its encoding back to `out`: the fixed cost of one
/// boundary crossing with real decoding, and nothing else. Our own function (not upstream's),
/// and the benchmark pallet passes it user bytes: it decodes exactly
/// ([`wire::decode_exact`]), so both of the pallet's backends refuse trailing bytes.
pub fn echo_sw<T: SWCurveConfig>(points: &[u8], out: &mut [u8]) -> Result<(), Error> {
	let points = wire::decode_exact::<Vec<SWAffine<T>>>(points)?;
	wire::encode_into(points, out)
}
