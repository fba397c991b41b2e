//! The evaluation domain of snarkjs' PLONK and fflonk: its root of unity as ffjavascript
//! defines it, and the Lagrange evaluations behind the public-input polynomial.

use alloc::vec::Vec;
use ark_ff::{batch_inversion, PrimeField};

/// ffjavascript's `Fr.w[power]` (`src/wasm_field1.js`, ffjavascript 0.3.1): with r − 1 =
/// 2ˢ·t (t odd) and `nqr` the smallest quadratic non-residue from 2 up, `w[s] = nqrᵗ` and
/// `w[i] = w[i + 1]²`, a primitive 2^power-th root of unity. snarkjs reads the domain's root
/// from here, not from the key. `None` if `power` exceeds s (28 for BN254, 32 for
/// BLS12-381) or is 0.
pub(crate) fn root_of_unity<F: PrimeField>(power: u32) -> Option<F> {
	if power == 0 || power > F::TWO_ADICITY {
		return None;
	}
	let nqr = (2u64..)
		.map(F::from)
		.find(|candidate| candidate.legendre().is_qnr())?;
	let mut root = nqr.pow(F::TRACE);
	for _ in power..F::TWO_ADICITY {
		root.square_in_place();
	}
	Some(root)
}

/// `x^(2^power)`, by `power` squarings (snarkjs' `xin`, `xiN`).
pub(crate) fn pow_2k<F: PrimeField>(mut x: F, power: u32) -> F {
	for _ in 0..power {
		x.square_in_place();
	}
	x
}

/// snarkjs' `L[1..=count]`: `Lᵢ(ξ) = ωⁱ⁻¹·Z_H(ξ) / (n·(ξ − ωⁱ⁻¹))` over the domain of size
/// n = 2^power, with one inversion for all of them. A zero denominator (ξ a root of unity:
/// probability about count/r) gives 0, as ffjavascript's inverse of 0 does.
pub(crate) fn lagrange<F: PrimeField>(xi: F, zh: F, omega: F, power: u32, count: usize) -> Vec<F> {
	let n = F::from(1u64 << power);
	let mut w = F::one();
	let mut numerators = Vec::with_capacity(count);
	let mut denominators = Vec::with_capacity(count);
	for _ in 0..count {
		numerators.push(w * zh);
		denominators.push(n * (xi - w));
		w *= omega;
	}
	batch_inversion(&mut denominators);
	numerators
		.into_iter()
		.zip(denominators)
		.map(|(num, inv)| num * inv)
		.collect()
}

/// snarkjs' `PI(ξ) = −Σ inputᵢ·Lᵢ₊₁(ξ)`.
pub(crate) fn public_input_eval<F: PrimeField>(inputs: &[F], lagrange: &[F]) -> F {
	-inputs
		.iter()
		.zip(lagrange)
		.map(|(input, l)| *input * l)
		.sum::<F>()
}
