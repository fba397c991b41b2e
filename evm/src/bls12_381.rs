//! EIP-2537's BLS12-381 precompiles (final specification, Prague/Pectra): addresses 0x0b to
//! 0x11, generic over the [`Backend`].
//!
//! Each takes the call's input and gas limit and returns the output with the gas used, or a
//! [`PrecompileFailure`] (which in the EVM consumes all the gas given). Every coordinate is 64
//! bytes (16 zero bytes, then 48 big-endian, below p); the infinity is all zeros; scalars are
//! 32 bytes big-endian of any value. Order of checks: the input's length, the price against
//! the gas limit, then each point's encoding and curve equation in order, then (MSM and
//! pairing only) the subgroup checks of all points. Which failure a bad input reports can
//! therefore differ from geth's when it has several faults; that it fails cannot.

use alloc::vec::Vec;
use ark_bls12_381::{Fq, Fq2};
use ark_ec::{
	short_weierstrass::{Affine, Projective, SWCurveConfig},
	CurveGroup, VariableBaseMSM,
};

use crate::{
	backend::Backend,
	charge,
	encoding::{point_len, read_point, read_scalar, write_point, Coordinate, BLS12_381},
	gas, pairing_word, read_pairs, PrecompileFailure, PrecompileResult,
};

/// Bytes of a scalar in an MSM pair.
const SCALAR_LEN: usize = 32;

type G1Config<B> = <B as Backend>::BlsG1;
type G2Config<B> = <B as Backend>::BlsG2;

/// The sum of two points given as `2 · point_len` bytes, without subgroup checks.
fn add<C: SWCurveConfig>(input: &[u8], gas_limit: u64, cost: u64) -> PrecompileResult
where
	C::BaseField: Coordinate,
{
	let len = point_len::<C>(BLS12_381);
	if input.len() != 2 * len {
		return Err(PrecompileFailure::InvalidInputLength);
	}
	let gas = charge(cost, gas_limit)?;
	let a = read_point::<C>(BLS12_381, &input[..len])?;
	let b = read_point::<C>(BLS12_381, &input[len..])?;
	Ok((write_point(&(a + b).into_affine(), BLS12_381), gas))
}

/// The MSM of `k ≥ 1` pairs `point ‖ scalar`, every point subgroup-checked.
fn msm<C: SWCurveConfig>(
	input: &[u8],
	gas_limit: u64,
	mul_cost: u64,
	discounts: &[u16; 128],
	subgroup_check: fn(&[Affine<C>]) -> Result<(), PrecompileFailure>,
) -> PrecompileResult
where
	C::BaseField: Coordinate,
{
	let point_len = point_len::<C>(BLS12_381);
	let pair_len = point_len + SCALAR_LEN;
	if input.is_empty() || !input.len().is_multiple_of(pair_len) {
		return Err(PrecompileFailure::InvalidInputLength);
	}
	let k = input.len() / pair_len;
	let gas = charge(gas::msm(k, mul_cost, discounts), gas_limit)?;
	let mut bases = Vec::with_capacity(k);
	let mut scalars = Vec::with_capacity(k);
	for pair in input.chunks_exact(pair_len) {
		let (point, scalar) = pair.split_at(point_len);
		bases.push(read_point::<C>(BLS12_381, point)?);
		// Reduced mod r: equal products on the subgroup checked below.
		scalars.push(read_scalar::<C::ScalarField>(scalar));
	}
	subgroup_check(&bases)?;
	let sum = Projective::<C>::msm(&bases, &scalars).map_err(|_| PrecompileFailure::Internal)?;
	Ok((write_point(&sum.into_affine(), BLS12_381), gas))
}

/// BLS12_G1ADD (0x0b): 256 bytes, two G1 points (no subgroup check) → their sum, 128 bytes.
/// 375 gas.
///
/// Errors: `InvalidInputLength` unless exactly 256 bytes; `OutOfGas`; `InvalidPadding`,
/// `NonCanonicalFieldElement` or `NotOnCurve` for a point.
pub fn g1_add<B: Backend>(input: &[u8], gas_limit: u64) -> PrecompileResult {
	add::<G1Config<B>>(input, gas_limit, gas::BLS12_G1ADD)
}

/// BLS12_G2ADD (0x0d): 512 bytes, two G2 points (no subgroup check) → their sum, 256 bytes.
/// 600 gas.
///
/// Errors: as [`g1_add`], for 512 bytes.
pub fn g2_add<B: Backend>(input: &[u8], gas_limit: u64) -> PrecompileResult {
	add::<G2Config<B>>(input, gas_limit, gas::BLS12_G2ADD)
}

/// BLS12_G1MSM (0x0c): `160·k` bytes, k ≥ 1 pairs of a G1 point (128 bytes) and a scalar (32)
/// → `Σ scalar_i · point_i`, 128 bytes. `k · 12 000 · discount(k) / 1000` gas
/// ([`gas::G1_MSM_DISCOUNT`]); one pair is EIP-2537's G1 multiplication.
///
/// Errors: `InvalidInputLength` if empty or not a multiple of 160; `OutOfGas`; a point's
/// encoding or curve errors; `NotInSubgroup`.
pub fn g1_msm<B: Backend>(input: &[u8], gas_limit: u64) -> PrecompileResult {
	msm::<G1Config<B>>(
		input,
		gas_limit,
		gas::BLS12_G1MUL,
		&gas::G1_MSM_DISCOUNT,
		B::g1_subgroup_check,
	)
}

/// BLS12_G2MSM (0x0e): `288·k` bytes, k ≥ 1 pairs of a G2 point (256 bytes) and a scalar (32)
/// → 256 bytes. `k · 22 500 · discount(k) / 1000` gas ([`gas::G2_MSM_DISCOUNT`]).
///
/// Errors: as [`g1_msm`], for multiples of 288.
pub fn g2_msm<B: Backend>(input: &[u8], gas_limit: u64) -> PrecompileResult {
	msm::<G2Config<B>>(
		input,
		gas_limit,
		gas::BLS12_G2MUL,
		&gas::G2_MSM_DISCOUNT,
		B::g2_subgroup_check,
	)
}

/// BLS12_PAIRING_CHECK (0x0f): `384·k` bytes, k ≥ 1 pairs of a G1 point (128 bytes) and a G2
/// point (256) → 32 bytes, 1 if `Π e(P_i, Q_i)` is the identity of GT, else 0 (a pair with an
/// infinity contributes 1). `32 600·k + 37 700` gas.
///
/// Errors: `InvalidInputLength` if empty or not a multiple of 384; `OutOfGas`; a point's
/// encoding or curve errors; `NotInSubgroup`.
pub fn pairing_check<B: Backend>(input: &[u8], gas_limit: u64) -> PrecompileResult {
	let g1_len = point_len::<G1Config<B>>(BLS12_381);
	let pair_len = g1_len + point_len::<G2Config<B>>(BLS12_381);
	if input.is_empty() || !input.len().is_multiple_of(pair_len) {
		return Err(PrecompileFailure::InvalidInputLength);
	}
	let k = input.len() / pair_len;
	let gas = charge(
		gas::pairing(k, gas::BLS12_PAIRING_BASE, gas::BLS12_PAIRING_PER_PAIR),
		gas_limit,
	)?;
	let (g1, g2) = read_pairs::<B::BlsG1, B::BlsG2>(BLS12_381, input)?;
	B::g1_subgroup_check(&g1)?;
	B::g2_subgroup_check(&g2)?;
	Ok((pairing_word::<B::Bls12_381>(g1, g2)?, gas))
}

/// BLS12_MAP_FP_TO_G1 (0x10): 64 bytes, one Fq element → its G1 point, 128 bytes. 5 500 gas.
///
/// Errors: `InvalidInputLength` unless exactly 64 bytes; `OutOfGas`; `InvalidPadding` or
/// `NonCanonicalFieldElement`.
pub fn map_fp_to_g1<B: Backend>(input: &[u8], gas_limit: u64) -> PrecompileResult {
	if input.len() != Fq::ELEMENTS * BLS12_381.fp_len {
		return Err(PrecompileFailure::InvalidInputLength);
	}
	let gas = charge(gas::BLS12_MAP_FP_TO_G1, gas_limit)?;
	let point = B::map_fp_to_g1(Fq::read(BLS12_381, input)?)?;
	Ok((write_point(&point, BLS12_381), gas))
}

/// BLS12_MAP_FP2_TO_G2 (0x11): 128 bytes, one Fq2 element `c0 ‖ c1` → its G2 point, 256
/// bytes. 23 800 gas.
///
/// Errors: as [`map_fp_to_g1`], for 128 bytes.
pub fn map_fp2_to_g2<B: Backend>(input: &[u8], gas_limit: u64) -> PrecompileResult {
	if input.len() != Fq2::ELEMENTS * BLS12_381.fp_len {
		return Err(PrecompileFailure::InvalidInputLength);
	}
	let gas = charge(gas::BLS12_MAP_FP2_TO_G2, gas_limit)?;
	let point = B::map_fp2_to_g2(Fq2::read(BLS12_381, input)?)?;
	Ok((write_point(&point, BLS12_381), gas))
}
