//! Groth16 instances from known discrete logarithms, for benchmarks and tests: no circuit
//! and no prover, yet every proof satisfies the verification equation.
//!
//! With a trapdoor `x_α, x_β, x_γ, x_δ`, key points `α = x_α·G1`, `β = x_β·G2`,
//! `γ = x_γ·G2`, `δ = x_δ·G2`, `IC_i = y_i·G1`, and for inputs `a_i`
//! `L = IC_0 + Σ a_i·IC_i = ℓ·G1`: a proof `A = a·G1`, `B = b·G2`, `C = c·G1` with
//! `c = (a·b − x_α·x_β − ℓ·x_γ) / x_δ` satisfies Groth's check
//! `e(A, B) = e(α, β)·e(L, γ)·e(C, δ)` (Groth 2016, §3.2), which is all a verifier computes;
//! the time to verify does not depend on how the proof was made.

use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, CurveGroup, PrimeGroup};
use ark_ff::{Field, UniformRand};
use ark_serialize::{CanonicalSerialize, Compress};
use ark_std::rand::Rng;

/// A verifying key and valid proofs for it, in arkworks canonical bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
	/// ark-groth16 `VerifyingKey` (`α, β, γ, δ, Vec<IC>`).
	pub key: Vec<u8>,
	/// Per proof: ark-groth16 `Proof` (`A, B, C`) and its public inputs (`Vec<Fr>`: u64 LE
	/// count, then little-endian scalars).
	pub proofs: Vec<(Vec<u8>, Vec<u8>)>,
}

/// A key with `n` public inputs and `proofs` distinct valid proofs (random inputs each), on
/// the engine `E` (plain arkworks or hostcurves' host-backed types: the bytes are the
/// same), points compressed or not.
pub fn groth16<E: Pairing, R: Rng>(
	n: u32,
	proofs: u32,
	compress: Compress,
	rng: &mut R,
) -> Instance {
	let [xa, xb, xg, xd] = [(); 4].map(|_| nonzero::<E::ScalarField, R>(rng));
	let ys: Vec<E::ScalarField> = (0..=n).map(|_| E::ScalarField::rand(rng)).collect();
	let (g1, g2) = (E::G1::generator(), E::G2::generator());
	let ic = E::G1::normalize_batch(&ys.iter().map(|y| g1 * y).collect::<Vec<_>>());
	let key = (
		(g1 * xa).into_affine(),
		(g2 * xb).into_affine(),
		(g2 * xg).into_affine(),
		(g2 * xd).into_affine(),
		ic,
	);
	// `x_δ` is nonzero, so its inverse exists.
	let xd_inv = xd.inverse().unwrap_or_default();
	let proofs = (0..proofs)
		.map(|_| {
			let inputs: Vec<E::ScalarField> = (0..n).map(|_| E::ScalarField::rand(rng)).collect();
			let ell = ys[0]
				+ inputs
					.iter()
					.zip(&ys[1..])
					.map(|(a, y)| *a * y)
					.sum::<E::ScalarField>();
			let (a, b) = (
				nonzero::<E::ScalarField, R>(rng),
				nonzero::<E::ScalarField, R>(rng),
			);
			let c = (a * b - xa * xb - ell * xg) * xd_inv;
			let proof = (
				(g1 * a).into_affine(),
				(g2 * b).into_affine(),
				(g1 * c).into_affine(),
			);
			(
				serialize(&proof, compress),
				serialize(&inputs, Compress::Yes),
			)
		})
		.collect();
	Instance {
		key: serialize(&key, compress),
		proofs,
	}
}

fn nonzero<F: Field + UniformRand, R: Rng>(rng: &mut R) -> F {
	loop {
		let x = F::rand(rng);
		if !x.is_zero() {
			return x;
		}
	}
}

/// arkworks canonical bytes of `value`.
fn serialize<T: CanonicalSerialize>(value: &T, compress: Compress) -> Vec<u8> {
	let mut out = Vec::with_capacity(value.serialized_size(compress));
	// Serialising into a Vec cannot fail.
	let _ = value.serialize_with_mode(&mut out, compress);
	out
}
