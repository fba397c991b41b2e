//! Valid inputs of every precompile, for benchmarks (the benchmark pallet's inputs, the
//! report) and tests: points of the prime-order groups (a random walk over multiples of the
//! generator, so that k points cost k additions, not k scalar multiplications), scalars
//! uniform in 0..2^256, field elements uniform below p.

use alloc::vec::Vec;
use ark_ec::{
	short_weierstrass::{Projective, SWCurveConfig},
	CurveGroup, PrimeGroup,
};
use ark_ff::UniformRand;
use ark_std::rand::Rng;

use crate::{
	encoding::{self, write_point, Coordinate, Layout},
	Precompile,
};

/// How many random multiples of the generator the walk steps by.
const WALK_STEPS: usize = 4;

/// `k` points of `C`'s prime-order group, encoded in `layout` one after the other.
fn points<C: SWCurveConfig>(k: usize, layout: Layout, rng: &mut impl Rng) -> Vec<Vec<u8>>
where
	Projective<C>: PrimeGroup<ScalarField = C::ScalarField>,
	C::BaseField: Coordinate,
{
	let generator = Projective::<C>::generator();
	let steps: Vec<Projective<C>> = (0..WALK_STEPS)
		.map(|_| generator * C::ScalarField::rand(rng))
		.collect();
	let mut acc = generator * C::ScalarField::rand(rng);
	let walk: Vec<Projective<C>> = (0..k)
		.map(|_| {
			acc += steps[rng.gen_range(0..WALK_STEPS)];
			acc
		})
		.collect();
	Projective::<C>::normalize_batch(&walk)
		.iter()
		.map(|p| write_point(p, layout))
		.collect()
}

fn scalar(rng: &mut impl Rng) -> Vec<u8> {
	(0..32).map(|_| rng.gen()).collect()
}

/// `k` units of `first` and `second` interleaved: `first_0 ‖ second_0 ‖ first_1 ‖ …`.
fn interleave(first: Vec<Vec<u8>>, second: Vec<Vec<u8>>) -> Vec<u8> {
	first
		.into_iter()
		.zip(second)
		.flat_map(|(a, b)| [a, b])
		.flatten()
		.collect()
}

/// A valid POINT_EVALUATION input: the opening at a random `z` of the random polynomial
/// `a + b·X` (`hostcurves_primitives::kzg::linear_opening`), with its versioned hash. Every
/// scalar is full width, as a blob's would be.
pub fn point_evaluation_input(rng: &mut impl Rng) -> Vec<u8> {
	use hostcurves_primitives::kzg::{linear_opening, COMMITMENT_LEN, SCALAR_LEN};
	let (a, b, z) = (
		ark_bls12_381::Fr::rand(rng),
		ark_bls12_381::Fr::rand(rng),
		ark_bls12_381::Fr::rand(rng),
	);
	// [τ]₁ is a constant that a test reads: this cannot fail.
	let opening = linear_opening(a, b, z).unwrap_or([0; 160]);
	// commitment ‖ z ‖ y ‖ proof → hash ‖ z ‖ y ‖ commitment ‖ proof.
	let (commitment, rest) = opening.split_at(COMMITMENT_LEN);
	let (zy, proof) = rest.split_at(2 * SCALAR_LEN);
	[
		&crate::point_evaluation::versioned_hash(commitment)[..],
		zy,
		commitment,
		proof,
	]
	.concat()
}

/// A valid input of `precompile`: `k` units (pairs) for the MSMs and pairings
/// ([`Precompile::is_repeated`]), one for the others (`k` ignored). Every point is a
/// non-identity element of its prime-order group, so the call succeeds and does all its
/// work (a pairing check of random pairs answers 0).
pub fn valid_input(precompile: Precompile, k: usize, rng: &mut impl Rng) -> Vec<u8> {
	use ark_bls12_381::{g1 as bls_g1, g2 as bls_g2};
	use ark_bn254::{g1 as bn_g1, g2 as bn_g2};
	use encoding::{BLS12_381, BN254};
	let k = if precompile.is_repeated() { k } else { 1 };
	let scalars = |rng: &mut _| (0..k).map(|_| scalar(rng)).collect::<Vec<_>>();
	match precompile {
		Precompile::Bn254Add => points::<bn_g1::Config>(2, BN254, rng).concat(),
		Precompile::Bn254Mul => interleave(points::<bn_g1::Config>(1, BN254, rng), scalars(rng)),
		Precompile::Bn254Pairing => interleave(
			points::<bn_g1::Config>(k, BN254, rng),
			points::<bn_g2::Config>(k, BN254, rng),
		),
		Precompile::PointEvaluation => point_evaluation_input(rng),
		Precompile::Bls12G1Add => points::<bls_g1::Config>(2, BLS12_381, rng).concat(),
		Precompile::Bls12G2Add => points::<bls_g2::Config>(2, BLS12_381, rng).concat(),
		Precompile::Bls12G1Msm => {
			interleave(points::<bls_g1::Config>(k, BLS12_381, rng), scalars(rng))
		}
		Precompile::Bls12G2Msm => {
			interleave(points::<bls_g2::Config>(k, BLS12_381, rng), scalars(rng))
		}
		Precompile::Bls12PairingCheck => interleave(
			points::<bls_g1::Config>(k, BLS12_381, rng),
			points::<bls_g2::Config>(k, BLS12_381, rng),
		),
		Precompile::Bls12MapFpToG1 => {
			let mut out = Vec::new();
			ark_bls12_381::Fq::rand(rng).write(BLS12_381, &mut out);
			out
		}
		Precompile::Bls12MapFp2ToG2 => {
			let mut out = Vec::new();
			ark_bls12_381::Fq2::rand(rng).write(BLS12_381, &mut out);
			out
		}
	}
}

#[cfg(test)]
mod tests {
	use super::*;
	use crate::{run, Arkworks};
	use ark_std::rand::{rngs::StdRng, SeedableRng};

	#[test]
	fn valid_inputs_have_whole_units_and_succeed() {
		let mut rng = StdRng::seed_from_u64(1);
		for precompile in Precompile::ALL {
			for k in [1, 3] {
				let input = valid_input(precompile, k, &mut rng);
				let units = if precompile.is_repeated() { k } else { 1 };
				assert_eq!(input.len(), units * precompile.unit_len(), "{precompile:?}");
				let result = run::<Arkworks>(precompile, &input, u64::MAX);
				assert!(result.is_ok(), "{precompile:?} k = {k}: {result:?}");
			}
		}
	}
}
