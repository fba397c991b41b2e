//! hostcurves-evm side by side with `revm-precompile` (revm's precompiles, an independent
//! implementation: blst for BLS12-381 and EIP-4844's KZG check, substrate-bn for BN254): on
//! the same input and gas
//! limit, the same success or failure, and on success the same output bytes and gas. Both of
//! hostcurves-evm's backends (host functions, plain arkworks) are compared.
//!
//! Inputs: every case of geth's vector files, and mutations of each (a flipped bit, one byte
//! cut or added, one pair more; a point replaced by the infinity, by a point off the curve,
//! by a point on the curve outside the subgroup, or by its negation; a coordinate set to p or
//! its padding made non-zero; a scalar set to 0, r or r + 1 of either curve, or 2^256 − 1;
//! for POINT_EVALUATION a compressed point's flag bits flipped or the identity, the versioned
//! hash wrong, and each mutation again with the hash of its commitment),
//! and random valid inputs of
//! every precompile (`hostcurves_evm::sample`: group elements, scalars uniform in
//! 0..2^256).

use ark_ec::{
	short_weierstrass::{Affine, SWCurveConfig},
	CurveGroup, PrimeGroup,
};
use ark_ff::{BigInteger, PrimeField, UniformRand};
use ark_std::rand::{rngs::StdRng, Rng, SeedableRng};
use hostcurves_evm::{
	encoding::{self, write_point, Layout},
	point_evaluation::versioned_hash,
	run,
	sample::valid_input,
	Arkworks, Host, Precompile, PrecompileResult,
};
use revm_precompile::{bls12_381, bn254};

// geth's cases: here only their inputs are used.
#[path = "../../evm/tests/support/geth.rs"]
mod geth;

/// revm's answer, as ours is written: output and gas, or a failure (its kind is not
/// compared: in the EVM every failure is the same).
fn revm(precompile: Precompile, input: &[u8], gas_limit: u64) -> Result<(Vec<u8>, u64), ()> {
	use bn254::{add::ISTANBUL_ADD_GAS_COST, mul::ISTANBUL_MUL_GAS_COST, pair};
	let result = match precompile {
		Precompile::Bn254Add => bn254::run_add(input, ISTANBUL_ADD_GAS_COST, gas_limit),
		Precompile::Bn254Mul => bn254::run_mul(input, ISTANBUL_MUL_GAS_COST, gas_limit),
		Precompile::Bn254Pairing => bn254::run_pair(
			input,
			pair::ISTANBUL_PAIR_PER_POINT,
			pair::ISTANBUL_PAIR_BASE,
			gas_limit,
		),
		// blst's KZG check (the `blst` feature), not c-kzg: revm's code, another library.
		Precompile::PointEvaluation => revm_precompile::kzg_point_evaluation::run(input, gas_limit),
		Precompile::Bls12G1Add => bls12_381::g1_add::g1_add(input, gas_limit),
		Precompile::Bls12G1Msm => bls12_381::g1_msm::g1_msm(input, gas_limit),
		Precompile::Bls12G2Add => bls12_381::g2_add::g2_add(input, gas_limit),
		Precompile::Bls12G2Msm => bls12_381::g2_msm::g2_msm(input, gas_limit),
		Precompile::Bls12PairingCheck => bls12_381::pairing::pairing(input, gas_limit),
		Precompile::Bls12MapFpToG1 => bls12_381::map_fp_to_g1::map_fp_to_g1(input, gas_limit),
		Precompile::Bls12MapFp2ToG2 => bls12_381::map_fp2_to_g2::map_fp2_to_g2(input, gas_limit),
	};
	result
		.map(|out| (out.bytes.to_vec(), out.gas_used))
		.map_err(|_| ())
}

/// Ours with the failure's kind dropped.
fn comparable(result: PrecompileResult) -> Result<(Vec<u8>, u64), ()> {
	result.map_err(|_| ())
}

/// What one slot of an input holds.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Slot {
	Bn254G1,
	Bn254G2,
	BlsG1,
	BlsG2,
	BlsFp,
	BlsFp2,
	Scalar,
	/// EIP-4844's versioned hash, 32 bytes.
	VersionedHash,
	/// A compressed BLS12-381 G1 point (EIP-4844's commitment and proof), 48 bytes.
	BlsG1Compressed,
}

impl Slot {
	fn len(self) -> usize {
		match self {
			Slot::Bn254G1 => 64,
			Slot::Bn254G2 => 128,
			Slot::BlsG1 => 128,
			Slot::BlsG2 => 256,
			Slot::BlsFp => 64,
			Slot::BlsFp2 => 128,
			Slot::Scalar | Slot::VersionedHash => 32,
			Slot::BlsG1Compressed => 48,
		}
	}

	fn layout(self) -> Layout {
		match self {
			Slot::Bn254G1 | Slot::Bn254G2 => encoding::BN254,
			_ => encoding::BLS12_381,
		}
	}
}

/// The slots of one repeated unit of a precompile's input (pairs for MSMs and pairings; the
/// whole input for the others).
fn unit(precompile: Precompile) -> &'static [Slot] {
	use Slot::*;
	match precompile {
		Precompile::Bn254Add => &[Bn254G1, Bn254G1],
		Precompile::Bn254Mul => &[Bn254G1, Scalar],
		Precompile::Bn254Pairing => &[Bn254G1, Bn254G2],
		Precompile::PointEvaluation => &[
			VersionedHash,
			Scalar,
			Scalar,
			BlsG1Compressed,
			BlsG1Compressed,
		],
		Precompile::Bls12G1Add => &[BlsG1, BlsG1],
		Precompile::Bls12G1Msm => &[BlsG1, Scalar],
		Precompile::Bls12G2Add => &[BlsG2, BlsG2],
		Precompile::Bls12G2Msm => &[BlsG2, Scalar],
		Precompile::Bls12PairingCheck => &[BlsG1, BlsG2],
		Precompile::Bls12MapFpToG1 => &[BlsFp],
		Precompile::Bls12MapFp2ToG2 => &[BlsFp2],
	}
}

fn unit_len(precompile: Precompile) -> usize {
	unit(precompile).iter().map(|s| s.len()).sum()
}

/// A point on the curve outside the prime-order subgroup: the first x = 1, 2, … that has one.
fn outside_subgroup<C: SWCurveConfig>() -> Affine<C> {
	(1u64..)
		.filter_map(|x| Affine::<C>::get_point_from_x_unchecked(C::BaseField::from(x), false))
		.find(|p| !p.is_in_correct_subgroup_assuming_on_curve())
		.expect("the cofactor is not 1")
}

/// The base field's modulus as the slot's field-element bytes.
fn modulus_bytes(slot: Slot) -> Vec<u8> {
	let (modulus, width) = match slot {
		Slot::Bn254G1 | Slot::Bn254G2 => (ark_bn254::Fq::MODULUS.to_bytes_be(), 32),
		_ => (ark_bls12_381::Fq::MODULUS.to_bytes_be(), 64),
	};
	let mut out = vec![0u8; width - modulus.len()];
	out.extend(modulus);
	out
}

/// Replaces a point slot's bytes by another point (encoded in the slot's layout).
fn other_point(slot: Slot, which: usize, bytes: &[u8]) -> Option<Vec<u8>> {
	macro_rules! per_curve {
		($config:ty) => {{
			let layout = slot.layout();
			match which {
				0 => Some(vec![0u8; slot.len()]),
				1 => Some(write_point(&outside_subgroup::<$config>(), layout)),
				// Its negation, when it decodes (y ↦ p − y).
				_ => encoding::read_point::<$config>(layout, bytes)
					.ok()
					.map(|p| write_point(&-p, layout)),
			}
		}};
	}
	match slot {
		Slot::Bn254G1 if which == 1 => None, // cofactor 1: every point is in the group
		Slot::Bn254G1 => per_curve!(ark_bn254::g1::Config),
		Slot::Bn254G2 => per_curve!(ark_bn254::g2::Config),
		Slot::BlsG1 => per_curve!(ark_bls12_381::g1::Config),
		Slot::BlsG2 => per_curve!(ark_bls12_381::g2::Config),
		_ => None,
	}
}

/// The mutations of `input` (module docs).
fn mutations(precompile: Precompile, input: &[u8], rng: &mut StdRng) -> Vec<Vec<u8>> {
	let mut out = Vec::new();
	if !input.is_empty() {
		let mut flipped = input.to_vec();
		let bit = rng.gen_range(0..input.len() * 8);
		flipped[bit / 8] ^= 1 << (bit % 8);
		out.push(flipped);
		out.push(input[..input.len() - 1].to_vec());
	}
	out.push([input, &[0u8]].concat());
	let unit_len = unit_len(precompile);
	if input.len() >= unit_len {
		out.push([input, &input[..unit_len]].concat());
	}
	// Slot-aware mutations of one random unit, when the input is made of whole units.
	if input.is_empty() || !input.len().is_multiple_of(unit_len) {
		return out;
	}
	let start = rng.gen_range(0..input.len() / unit_len) * unit_len;
	let mut offset = start;
	for &slot in unit(precompile) {
		let range = offset..offset + slot.len();
		offset += slot.len();
		let mut with = |bytes: Vec<u8>| {
			let mut mutated = input.to_vec();
			mutated[range.clone()].copy_from_slice(&bytes);
			out.push(mutated);
		};
		if slot == Slot::VersionedHash {
			// Another version byte; the hash of other bytes.
			let mut version = input[range.clone()].to_vec();
			version[0] = 0x02;
			with(version);
			with(versioned_hash(&input[..32]).to_vec());
			continue;
		}
		if slot == Slot::BlsG1Compressed {
			// Each flag bit flipped; the identity, with and without a stray bit.
			for mask in [0x80u8, 0x40, 0x20] {
				let mut flagged = input[range.clone()].to_vec();
				flagged[0] ^= mask;
				with(flagged);
			}
			let identity = [&[0xc0u8][..], &[0u8; 47]].concat();
			with(identity.clone());
			let mut stray = identity;
			stray[47] = 1;
			with(stray);
			let mut off_curve = input[range.clone()].to_vec();
			off_curve[47] ^= 1;
			with(off_curve);
			continue;
		}
		if slot == Slot::Scalar {
			with(vec![0u8; 32]);
			with(vec![0xff; 32]);
			// r of both curves, and r + 1.
			for r in [
				ark_bls12_381::Fr::MODULUS.to_bytes_be(),
				ark_bn254::Fr::MODULUS.to_bytes_be(),
			] {
				let mut r_plus_one = r.clone();
				r_plus_one[31] += 1; // both moduli end in the byte 0x01
				with(r);
				with(r_plus_one);
			}
			continue;
		}
		for which in 0..3 {
			if let Some(bytes) = other_point(slot, which, &input[range.clone()]) {
				with(bytes);
			}
		}
		// The first field element of the slot: set to p, padding made non-zero, y + 1.
		let fp_len = slot.layout().fp_len;
		let mut at_p = input[range.clone()].to_vec();
		at_p[..fp_len].copy_from_slice(&modulus_bytes(slot));
		with(at_p);
		if slot.layout().padding > 0 {
			let mut padded = input[range.clone()].to_vec();
			padded[0] = 1;
			with(padded);
		}
		let mut off_curve = input[range.clone()].to_vec();
		let last = off_curve.len() - 1;
		off_curve[last] ^= 1;
		with(off_curve);
	}
	if precompile == Precompile::PointEvaluation {
		// A changed commitment fails at its versioned hash: the same inputs again with the
		// hash made right, so that the opening's checks are reached.
		let rehashed: Vec<Vec<u8>> = out
			.iter()
			.filter(|m| m.len() == 192)
			.map(|m| [&versioned_hash(&m[96..144])[..], &m[32..]].concat())
			.collect();
		out.extend(rehashed);
	}
	out
}

/// Compares ours (both backends) with revm on one input, at an unlimited gas limit and, when
/// revm succeeds, one gas short of its price. Returns a line per disagreement.
fn compare(precompile: Precompile, input: &[u8], what: &str) -> Vec<String> {
	let mut wrong = Vec::new();
	let mut limits = vec![u64::MAX];
	if let Ok((_, gas)) = revm(precompile, input, u64::MAX) {
		limits.push(gas - 1);
	}
	for gas_limit in limits {
		let theirs = revm(precompile, input, gas_limit);
		for (backend, ours) in [
			(
				"host",
				comparable(run::<Host>(precompile, input, gas_limit)),
			),
			(
				"arkworks",
				comparable(run::<Arkworks>(precompile, input, gas_limit)),
			),
		] {
			if ours != theirs {
				wrong.push(format!(
					"{precompile:?} {what} ({backend}, gas limit {gas_limit}): ours {ours:?}, revm {theirs:?}, input {}",
					hex::encode(input)
				));
			}
		}
	}
	wrong
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn geth_vectors_and_their_mutations_agree_with_revm() {
	let mut rng = StdRng::seed_from_u64(2537);
	let mut wrong = Vec::new();
	let mut compared = 0usize;
	for case in geth::cases() {
		for input in [
			vec![case.input.clone()],
			mutations(case.precompile, &case.input, &mut rng),
		]
		.concat()
		{
			wrong.extend(compare(case.precompile, &input, &case.name));
			compared += 1;
		}
	}
	println!("{compared} inputs compared, each at two gas limits where revm succeeds");
	assert!(compared > 10_000, "only {compared} inputs");
	assert!(
		wrong.is_empty(),
		"{} of {compared} inputs differ:\n{}",
		wrong.len(),
		wrong[..wrong.len().min(20)].join("\n")
	);
}

#[test]
fn random_valid_inputs_agree_with_revm() {
	let mut rng = StdRng::seed_from_u64(196);
	let mut wrong = Vec::new();
	let mut successes = 0usize;
	for precompile in Precompile::ALL {
		let repeated = matches!(
			precompile,
			Precompile::Bn254Pairing
				| Precompile::Bls12G1Msm
				| Precompile::Bls12G2Msm
				| Precompile::Bls12PairingCheck
		);
		for round in 0..40 {
			let k = if repeated { 1 + round % 6 } else { 1 };
			let input = valid_input(precompile, k, &mut rng);
			successes += usize::from(revm(precompile, &input, u64::MAX).is_ok());
			wrong.extend(compare(precompile, &input, &format!("random k = {k}")));
		}
	}
	// Valid inputs succeed (the pairing checks answer 0 or 1, both successes).
	assert_eq!(successes, 440);
	assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn pairing_checks_that_hold_agree_with_revm() {
	// e(a·G1, b·G2) · e(−ab·G1, G2) = 1: a check that holds (random points almost never give
	// one), on both curves, with the pairs in several positions among random ones.
	let mut rng = StdRng::seed_from_u64(197);
	let mut wrong = Vec::new();
	for _ in 0..8 {
		macro_rules! holding {
			($g1:ty, $g2:ty, $fr:ty, $layout:expr) => {{
				let (a, b) = (<$fr>::rand(&mut rng), <$fr>::rand(&mut rng));
				let g1 = ark_ec::short_weierstrass::Projective::<$g1>::generator();
				let g2 = ark_ec::short_weierstrass::Projective::<$g2>::generator();
				[
					write_point(&(g1 * a).into_affine(), $layout),
					write_point(&(g2 * b).into_affine(), $layout),
					write_point(&(g1 * -(a * b)).into_affine(), $layout),
					write_point(&g2.into_affine(), $layout),
				]
				.concat()
			}};
		}
		let bn = holding!(
			ark_bn254::g1::Config,
			ark_bn254::g2::Config,
			ark_bn254::Fr,
			encoding::BN254
		);
		let bls = holding!(
			ark_bls12_381::g1::Config,
			ark_bls12_381::g2::Config,
			ark_bls12_381::Fr,
			encoding::BLS12_381
		);
		for (precompile, holds) in [
			(Precompile::Bn254Pairing, bn),
			(Precompile::Bls12PairingCheck, bls),
		] {
			let extra = valid_input(precompile, 1, &mut rng);
			let input = [extra.clone(), holds.clone()].concat();
			assert_eq!(
				revm(precompile, &holds, u64::MAX).map(|(out, _)| out[31]),
				Ok(1)
			);
			wrong.extend(compare(precompile, &holds, "holding"));
			wrong.extend(compare(precompile, &input, "holding after a random pair"));
		}
	}
	assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
