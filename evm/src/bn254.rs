//! EIP-196 and EIP-197's BN254 (alt_bn128) precompiles at 0x06, 0x07 and 0x08, with
//! EIP-1108's prices, generic over the [`Backend`].
//!
//! Coordinates are 32 bytes big-endian, below p; (0, 0) is the infinity; an Fq2 is written
//! imaginary part first. ADD and MUL read their input right-padded with zeros to 128 and 96
//! bytes and ignore what follows; PAIRING takes `192·k` bytes (k = 0 allowed). G1 has
//! cofactor 1, so a point on the curve is in the group; G2 points are subgroup-checked. Order
//! of checks: the price against the gas limit (PAIRING prices `⌊len / 192⌋` pairs first, as
//! geth does), then the length, then each point's encoding and curve equation in order, then
//! the G2 subgroup checks.

use ark_ec::{AffineRepr, CurveGroup};

use crate::{
	backend::Backend,
	charge,
	encoding::{read_point, read_scalar, write_point, BN254},
	gas, pairing_word, read_pairs, PrecompileFailure, PrecompileResult,
};

/// Bytes of a G1 point.
const G1_LEN: usize = 64;
/// Bytes of a G2 point.
const G2_LEN: usize = 128;
/// Bytes of a scalar.
const SCALAR_LEN: usize = 32;

type G1Config<B> = <B as Backend>::BnG1;

/// The first `N` bytes of `input`, zero-padded on the right if it is shorter.
fn right_padded<const N: usize>(input: &[u8]) -> [u8; N] {
	let mut padded = [0u8; N];
	let len = input.len().min(N);
	padded[..len].copy_from_slice(&input[..len]);
	padded
}

/// ADD (0x06): two G1 points (128 bytes, padded) → their sum, 64 bytes. 150 gas.
///
/// Errors: `OutOfGas`; `NonCanonicalFieldElement` or `NotOnCurve` for a point.
pub fn add<B: Backend>(input: &[u8], gas_limit: u64) -> PrecompileResult {
	let gas = charge(gas::BN254_ADD, gas_limit)?;
	let input = right_padded::<{ 2 * G1_LEN }>(input);
	let a = read_point::<G1Config<B>>(BN254, &input[..G1_LEN])?;
	let b = read_point::<G1Config<B>>(BN254, &input[G1_LEN..])?;
	Ok((write_point(&(a + b).into_affine(), BN254), gas))
}

/// MUL (0x07): a G1 point and a 32-byte scalar of any value (96 bytes, padded) → the
/// product, 64 bytes. 6 000 gas.
///
/// Errors: `OutOfGas`; `NonCanonicalFieldElement` or `NotOnCurve` for the point.
pub fn mul<B: Backend>(input: &[u8], gas_limit: u64) -> PrecompileResult {
	let gas = charge(gas::BN254_MUL, gas_limit)?;
	let input = right_padded::<{ G1_LEN + SCALAR_LEN }>(input);
	let point = read_point::<G1Config<B>>(BN254, &input[..G1_LEN])?;
	let scalar = read_scalar::<ark_bn254::Fr>(&input[G1_LEN..]);
	// Projective: plain arkworks multiplies with GLV there, whose cost does not depend on the
	// scalar's bits (its affine multiplication is double-and-add, dearer for dense scalars
	// than for the random ones the weight is measured on); the host path calls `mul` either way.
	Ok((
		write_point(&(point.into_group() * scalar).into_affine(), BN254),
		gas,
	))
}

/// PAIRING (0x08): `192·k` bytes, k ≥ 0 pairs of a G1 point (64 bytes) and a G2 point (128)
/// → 32 bytes, 1 if `Π e(P_i, Q_i)` is the identity of GT (always for k = 0), else 0.
/// `45 000 + 34 000·k` gas.
///
/// Errors: `OutOfGas`; `InvalidInputLength` if the length is not a multiple of 192;
/// `NonCanonicalFieldElement`, `NotOnCurve` for a point; `NotInSubgroup` for a G2 point.
pub fn pairing<B: Backend>(input: &[u8], gas_limit: u64) -> PrecompileResult {
	let pair_len = G1_LEN + G2_LEN;
	let k = input.len() / pair_len;
	let gas = charge(
		gas::pairing(k, gas::BN254_PAIRING_BASE, gas::BN254_PAIRING_PER_PAIR),
		gas_limit,
	)?;
	if !input.len().is_multiple_of(pair_len) {
		return Err(PrecompileFailure::InvalidInputLength);
	}
	let (g1, g2) = read_pairs::<B::BnG1, B::BnG2>(BN254, input)?;
	B::bn_g2_subgroup_check(&g2)?;
	Ok((pairing_word::<B::Bn254>(g1, g2)?, gas))
}
