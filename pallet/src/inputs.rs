//! Deterministic inputs for every [`Operation`], shared by the pallet's benchmarks (in Wasm)
//! and the report's native baseline (natively), so all columns of a report row see the same
//! bytes. Scalars are full-width uniform elements of Fr (a published baseline used 64-bit
//! scalars and under-reported `mul` by about 4×).

use alloc::vec::Vec;
use ark_bls12_381::{Fr, G1Affine, G1Projective, G2Affine, G2Projective};
use ark_ec::{AffineRepr, CurveGroup, PrimeGroup};
use ark_ff::{Field, One};
use ark_groth16::{Proof, VerifyingKey};
use ark_std::{
	rand::{rngs::StdRng, Rng, SeedableRng},
	UniformRand,
};
use hostcurves_primitives::host::wire;

use crate::operation::{OpKind, Operation};

/// How many random multiples of the generator seed the random walk in [`random_points`]:
/// each point costs one addition instead of one scalar multiplication.
const WALK_STEPS: usize = 4;

fn rng_for(kind: OpKind, n: u32) -> StdRng {
	StdRng::seed_from_u64(((kind as u64) << 32) | u64::from(n))
}

/// `n` pseudo-random points of the prime-order group `G`: a random walk
/// `P_i = P_{i−1} + T[j]` over a few random multiples `T` of the generator, normalised to
/// affine together (one inversion).
fn random_points<G: CurveGroup + PrimeGroup>(n: usize, rng: &mut StdRng) -> Vec<G::Affine>
where
	G::ScalarField: UniformRand,
{
	let steps: Vec<G> = (0..WALK_STEPS)
		.map(|_| G::generator() * G::ScalarField::rand(rng))
		.collect();
	let mut acc = G::generator() * G::ScalarField::rand(rng);
	let mut points = Vec::with_capacity(n);
	for _ in 0..n {
		acc += steps[rng.gen_range(0..WALK_STEPS)];
		points.push(acc);
	}
	G::normalize_batch(&points)
}

fn scalars(n: usize, rng: &mut StdRng) -> Vec<Fr> {
	(0..n).map(|_| Fr::rand(rng)).collect()
}

/// The arguments of [`Operation::Bls12_381Pairing`]: one G1 and one G2 point.
pub fn pairing() -> (Vec<u8>, Vec<u8>) {
	let mut rng = rng_for(OpKind::Pairing, 1);
	let p = random_points::<G1Projective>(1, &mut rng)[0];
	let q = random_points::<G2Projective>(1, &mut rng)[0];
	(wire::encode(p), wire::encode(q))
}

/// The arguments of an MSM in G1 of `n` points: `(bases, scalars)`.
pub fn msm_g1(n: u32) -> (Vec<u8>, Vec<u8>) {
	let mut rng = rng_for(OpKind::MsmG1, n);
	let bases = random_points::<G1Projective>(n as usize, &mut rng);
	(
		wire::encode(bases),
		wire::encode(scalars(n as usize, &mut rng)),
	)
}

/// The arguments of an MSM in G2 of `n` points: `(bases, scalars)`.
pub fn msm_g2(n: u32) -> (Vec<u8>, Vec<u8>) {
	let mut rng = rng_for(OpKind::MsmG2, n);
	let bases = random_points::<G2Projective>(n as usize, &mut rng);
	(
		wire::encode(bases),
		wire::encode(scalars(n as usize, &mut rng)),
	)
}

/// The arguments of a G1 scalar multiplication: `(base, scalar)`.
pub fn mul_g1() -> (Vec<u8>, Vec<u8>) {
	let mut rng = rng_for(OpKind::MulAffineG1, 1);
	let base: G1Affine = random_points::<G1Projective>(1, &mut rng)[0];
	(wire::encode(base), wire::encode(Fr::rand(&mut rng)))
}

/// The arguments of a G2 scalar multiplication: `(base, scalar)`.
pub fn mul_g2() -> (Vec<u8>, Vec<u8>) {
	let mut rng = rng_for(OpKind::MulAffineG2, 1);
	let base: G2Affine = random_points::<G2Projective>(1, &mut rng)[0];
	(wire::encode(base), wire::encode(Fr::rand(&mut rng)))
}

/// The arguments of the echo over `n` G1 points.
pub fn echo_g1(n: u32) -> Vec<u8> {
	let mut rng = rng_for(OpKind::EchoG1, n);
	wire::encode(random_points::<G1Projective>(n as usize, &mut rng))
}

/// A valid Groth16 instance with `n` public inputs: `(vk, proof, public_inputs)`, each in
/// arkworks uncompressed form.
///
/// Built from known discrete logarithms instead of a circuit: with `α = x_α·G1`,
/// `β = x_β·G2`, `γ = x_γ·G2`, `δ = x_δ·G2`, `IC_i = y_i·G1`, `L = IC_0 + Σ a_i·IC_i = ℓ·G1`,
/// `A = a·G1` and `B = b·G2`, the proof element `C = c·G1` with
/// `c = (a·b − x_α·x_β − ℓ·x_γ) / x_δ` satisfies Groth16's check
/// `e(A, B) = e(α, β)·e(L, γ)·e(C, δ)` (Groth 2016, §3.2), which is exactly what a verifier
/// computes; the time to verify does not depend on how the proof was made.
pub fn groth16(n: u32) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
	let mut rng = rng_for(OpKind::Groth16Verify, n);
	let nonzero = |rng: &mut StdRng| loop {
		let x = Fr::rand(rng);
		if x != Fr::from(0u64) {
			break x;
		}
	};
	let (x_alpha, x_beta, x_gamma, x_delta) = (
		nonzero(&mut rng),
		nonzero(&mut rng),
		nonzero(&mut rng),
		nonzero(&mut rng),
	);
	let ys = scalars(n as usize + 1, &mut rng);
	let inputs = scalars(n as usize, &mut rng);
	let ell = ys[0] + inputs.iter().zip(&ys[1..]).map(|(a, y)| *a * y).sum::<Fr>();
	let (a, b) = (nonzero(&mut rng), nonzero(&mut rng));
	// x_delta is non-zero, so the inverse exists.
	let c = (a * b - x_alpha * x_beta - ell * x_gamma) * x_delta.inverse().unwrap_or(Fr::one());

	let g1 = G1Affine::generator();
	let g2 = G2Affine::generator();
	let vk = VerifyingKey::<ark_bls12_381::Bls12_381> {
		alpha_g1: (g1 * x_alpha).into_affine(),
		beta_g2: (g2 * x_beta).into_affine(),
		gamma_g2: (g2 * x_gamma).into_affine(),
		delta_g2: (g2 * x_delta).into_affine(),
		gamma_abc_g1: G1Projective::normalize_batch(&ys.iter().map(|y| g1 * y).collect::<Vec<_>>()),
	};
	let proof = Proof::<ark_bls12_381::Bls12_381> {
		a: (g1 * a).into_affine(),
		b: (g2 * b).into_affine(),
		c: (g1 * c).into_affine(),
	};
	(
		wire::encode(&vk),
		wire::encode(&proof),
		wire::encode(&inputs),
	)
}

/// The [`Operation`] of `kind` with size `n` (ignored by operations without a size).
pub fn operation(kind: OpKind, n: u32) -> Operation {
	match kind {
		OpKind::Pairing => {
			let (g1, g2) = pairing();
			Operation::Bls12_381Pairing { g1, g2 }
		}
		OpKind::MsmG1 => {
			let (bases, scalars) = msm_g1(n);
			Operation::Bls12_381MsmG1 { bases, scalars }
		}
		OpKind::MsmG2 => {
			let (bases, scalars) = msm_g2(n);
			Operation::Bls12_381MsmG2 { bases, scalars }
		}
		OpKind::MulProjectiveG1 => {
			let (base, scalar) = mul_g1();
			Operation::Bls12_381MulProjectiveG1 { base, scalar }
		}
		OpKind::MulProjectiveG2 => {
			let (base, scalar) = mul_g2();
			Operation::Bls12_381MulProjectiveG2 { base, scalar }
		}
		OpKind::MulAffineG1 => {
			let (base, scalar) = mul_g1();
			Operation::Bls12_381MulAffineG1 { base, scalar }
		}
		OpKind::MulAffineG2 => {
			let (base, scalar) = mul_g2();
			Operation::Bls12_381MulAffineG2 { base, scalar }
		}
		OpKind::Groth16Verify => {
			let (vk, proof, public_inputs) = groth16(n);
			Operation::Bls12_381Groth16Verify {
				vk,
				proof,
				public_inputs,
			}
		}
		OpKind::EchoG1 => Operation::Bls12_381EchoG1 { points: echo_g1(n) },
	}
}
