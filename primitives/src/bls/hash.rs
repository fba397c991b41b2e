//! Hashing and mapping to BLS12-381 G1 and G2 on the host (in Wasm in the portable build,
//! feature `rfc163`: `crate::portable::bls`).

#[cfg(feature = "rfc163")]
use crate::portable::bls as host;
use ark_bls12_381::{Fq, Fq2};
use ark_serialize::CanonicalDeserialize;
#[cfg(not(feature = "rfc163"))]
use hostcurves_host::hostcurves_bls::hostcurves_bls as host;
use hostcurves_host::{wire, Error};

use crate::bls12_381::{G1Affine, G2Affine};

/// Calls `f` with `out` (a zeroed buffer for one point in the boundary format,
/// `wire::buffer_for`) and decodes its answer.
fn point_from_host<A: CanonicalDeserialize>(
	mut out: alloc::vec::Vec<u8>,
	f: impl FnOnce(&mut [u8]) -> Result<(), Error>,
) -> Result<A, Error> {
	f(&mut out)?;
	wire::decode::<A>(&out)
}

/// RFC 9380 hash of `message` to G1 with domain separation tag `dst` (suite
/// `BLS12381G1_XMD:SHA-256_SSWU_RO_`), on the host (`hash_to_g1`, outside RFC-0163).
///
/// Any message and DST lengths. Errors: [`Error`] only if host and runtime disagree on the
/// boundary format.
pub fn hash_to_g1(message: &[u8], dst: &[u8]) -> Result<G1Affine, Error> {
	point_from_host(wire::buffer_for::<G1Affine>(), |out| {
		host::bls12_381_hash_to_g1(message, dst, out)
	})
}

/// RFC 9380 hash of `message` to G2 with domain separation tag `dst` (suite
/// `BLS12381G2_XMD:SHA-256_SSWU_RO_`; with [`super::DST_POP`] the message hash of the
/// signature scheme), on the host (`hash_to_g2`, outside RFC-0163).
///
/// Errors: as [`hash_to_g1`].
pub fn hash_to_g2(message: &[u8], dst: &[u8]) -> Result<G2Affine, Error> {
	point_from_host(wire::buffer_for::<G2Affine>(), |out| {
		host::bls12_381_hash_to_g2(message, dst, out)
	})
}

/// Maps an Fq element to G1 and clears the cofactor (EIP-2537's MAP_FP_TO_G1), on the host.
///
/// Errors: as [`hash_to_g1`].
pub fn map_to_g1(u: &Fq) -> Result<G1Affine, Error> {
	let u = wire::encode(*u);
	point_from_host(wire::buffer_for::<G1Affine>(), |out| {
		host::bls12_381_map_to_g1(&u, out)
	})
}

/// Maps an Fq2 element to G2 and clears the cofactor (EIP-2537's MAP_FP2_TO_G2), on the
/// host.
///
/// Errors: as [`hash_to_g1`].
pub fn map_to_g2(u: &Fq2) -> Result<G2Affine, Error> {
	let u = wire::encode(*u);
	point_from_host(wire::buffer_for::<G2Affine>(), |out| {
		host::bls12_381_map_to_g2(&u, out)
	})
}
