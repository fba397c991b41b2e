//! The portable build (feature `rfc163`): hostcurves' own host functions, computed in Wasm.
//!
//! With `rfc163` this crate imports no host function outside RFC-0163, so a runtime built
//! with it runs on every node that ships the standard set (stock parachain nodes, relay
//! validators where `EccRfc163` is enabled). What the standard lacks runs in Wasm instead:
//! - checked decoding ([`crate::checked`]): the host kernel's own code
//!   ([`hostcurves_host::checked::decode_into`]) over hostcurves' types, so its subgroup
//!   checks still call the standard `mul` functions on BLS12-381;
//! - BLS signatures' hashing, mapping and aggregation ([`crate::bls`]): [`bls`], with the
//!   same arkworks code as the native kernels' reference
//!   ([`hostcurves_host::hash_to_curve`]);
//! - BLS12-377, BW6-761, BN254, Ed-on-BLS12-377 and Bandersnatch short-Weierstrass: their
//!   types keep arkworks' default hooks (plain arkworks in Wasm).
//!
//! With `no-ec` as well, the subgroup checks and everything else that calls RFC-0163's
//! functions here compute in Wasm too: the four curves of the standard keep arkworks' default
//! hooks.
//!
//! Every function here returns the bytes and errors of the host function it replaces (the
//! same algorithm, compiled into the runtime), so the builds agree on every input. Each
//! zeroes `out` first: a host call writes into a zeroed copy of the buffer and copies it back
//! whole, so the bytes it does not write (all of them on an error) come back as zeros.

/// `hostcurves_bls`' functions in Wasm, under the host functions' names and signatures.
pub mod bls {
	use ark_bls12_381::{g1, g2};
	use ark_ec::{
		hashing::curve_maps::wb::WBConfig,
		short_weierstrass::{Affine, SWCurveConfig},
	};
	use hostcurves_host::{
		checked::{compress_flag, decode_points, write_sum, CheckedDecodeError, CheckedPoint},
		hash_to_curve::{hash_to_curve_arkworks, map_to_curve_arkworks},
		wire, Error,
	};

	/// RFC 9380 hash to the group of `T`, written to `out` (zeroed first).
	fn hash_to<T: WBConfig>(msg: &[u8], dst: &[u8], out: &mut [u8]) -> Result<(), Error> {
		out.fill(0);
		wire::encode_into(hash_to_curve_arkworks::<T>(msg, dst)?, out)
	}

	/// EIP-2537's map of one canonical field element `u` of `T`'s base field (nothing after
	/// it), written to `out` (zeroed first).
	fn map_to<T: WBConfig>(u: &[u8], out: &mut [u8]) -> Result<(), Error> {
		out.fill(0);
		let u = wire::decode_exact::<T::BaseField>(u)?;
		wire::encode_into(map_to_curve_arkworks::<T>(u)?, out)
	}

	/// Checked decoding of hostcurves' points of `P` (subgroup checks through RFC-0163's
	/// `mul`), then their sum written to `out`.
	fn aggregate<P: SWCurveConfig>(
		input: &[u8],
		compressed: bool,
		out: &mut [u8],
	) -> Result<(), CheckedDecodeError>
	where
		Affine<P>: CheckedPoint,
	{
		out.fill(0);
		let points = decode_points::<Affine<P>>(input, compress_flag(compressed))?;
		write_sum(&points, out)
	}

	/// RFC 9380 hash to G1 (`bls12_381_hash_to_g1`); `out`: 96 bytes.
	pub fn bls12_381_hash_to_g1(msg: &[u8], dst: &[u8], out: &mut [u8]) -> Result<(), Error> {
		hash_to::<g1::Config>(msg, dst, out)
	}

	/// RFC 9380 hash to G2 (`bls12_381_hash_to_g2`); `out`: 192 bytes.
	pub fn bls12_381_hash_to_g2(msg: &[u8], dst: &[u8], out: &mut [u8]) -> Result<(), Error> {
		hash_to::<g2::Config>(msg, dst, out)
	}

	/// EIP-2537's MAP_FP_TO_G1 (`bls12_381_map_to_g1`): `u` one canonical Fq (48 bytes);
	/// `out`: 96 bytes.
	pub fn bls12_381_map_to_g1(u: &[u8], out: &mut [u8]) -> Result<(), Error> {
		map_to::<g1::Config>(u, out)
	}

	/// EIP-2537's MAP_FP2_TO_G2 (`bls12_381_map_to_g2`): `u` one canonical Fq2 (96 bytes);
	/// `out`: 192 bytes.
	pub fn bls12_381_map_to_g2(u: &[u8], out: &mut [u8]) -> Result<(), Error> {
		map_to::<g2::Config>(u, out)
	}

	/// Checked decoding then the sum (`bls12_381_aggregate_g1`); `out`: 96 bytes.
	pub fn bls12_381_aggregate_g1(
		input: &[u8],
		compressed: bool,
		out: &mut [u8],
	) -> Result<(), CheckedDecodeError> {
		aggregate::<crate::bls12_381::G1Config>(input, compressed, out)
	}

	/// Checked decoding then the sum (`bls12_381_aggregate_g2`); `out`: 192 bytes.
	pub fn bls12_381_aggregate_g2(
		input: &[u8],
		compressed: bool,
		out: &mut [u8],
	) -> Result<(), CheckedDecodeError> {
		aggregate::<crate::bls12_381::G2Config>(input, compressed, out)
	}
}
