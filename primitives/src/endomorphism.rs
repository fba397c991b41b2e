//! G1's efficient endomorphism on the pairing curves, for Groth16 batch verification.
//!
//! Each of BLS12-381, BLS12-377, BW6-761 and BN254 has `j`-invariant 0, so
//! `φ(x, y) = (β·x, y)` with β a primitive cube root of unity in the base field maps the
//! curve to itself and acts on G1's prime-order subgroup as multiplication by a fixed scalar λ
//! (a cube root of unity mod r). Computing `φ(P)` costs one field multiplication, so
//! `(a + b·λ)·P = a·P + b·φ(P)` with 64-bit `a` and `b` is an MSM of two points over 64 bits
//! instead of a multiplication over 128: half the doublings. [`groth16::batch`] draws its
//! coefficients in that form.
//!
//! β and λ are arkworks' own (`GLVConfig::ENDO_COEFFS` and `GLVConfig::LAMBDA` of
//! `ark_bls12_381::g1::Config` and its siblings, the values of the GLV paper: Gallant,
//! Lambert and Vanstone, "Faster Point Multiplication on Elliptic Curves with Efficient
//! Endomorphisms", CRYPTO 2001). The identity `φ(P) = λ·P` holds only in the subgroup, which
//! is why the batch applies it to checked points only.
//!
//! [`groth16::batch`]: crate::groth16::batch

use ark_ec::scalar_mul::glv::GLVConfig;

/// A pairing engine whose G1 has the endomorphism `φ(x, y) = (β·x, y)` with `φ(P) = λ·P` on
/// the prime-order subgroup (module docs). Its supertrait says how many pairs one Miller-loop
/// call takes exactly, which the batch's loop over k + 2 pairs needs on BW6-761.
pub trait G1Endomorphism: crate::bilinear::BilinearMillerLoop {
	/// λ: `φ(P) = λ·P` for every P in G1's prime-order subgroup.
	const LAMBDA: Self::ScalarField;

	/// `φ(P) = (β·x, y)`; the identity maps to itself. Defined for every point, but equal
	/// to `λ·P` only for P in the prime-order subgroup.
	fn endomorphism(p: &Self::G1Affine) -> Self::G1Affine;
}

/// Implements [`G1Endomorphism`] for a hooked engine from the plain arkworks curve's
/// `GLVConfig` (the same base and scalar field types).
macro_rules! g1_endomorphism {
	($engine:ty, $plain:ty) => {
		impl G1Endomorphism for $engine {
			const LAMBDA: Self::ScalarField = <$plain as GLVConfig>::LAMBDA;

			fn endomorphism(p: &Self::G1Affine) -> Self::G1Affine {
				// The infinity flag is kept; only x changes.
				let mut q = *p;
				q.x *= <$plain as GLVConfig>::ENDO_COEFFS[0];
				q
			}
		}
	};
}

g1_endomorphism!(crate::bls12_381::Bls12_381, ark_bls12_381::g1::Config);
g1_endomorphism!(crate::bls12_377::Bls12_377, ark_bls12_377::g1::Config);
g1_endomorphism!(crate::bw6_761::BW6_761, ark_bw6_761::g1::Config);
g1_endomorphism!(crate::bn254::Bn254, ark_bn254::g1::Config);
