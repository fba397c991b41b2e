//! BN254 G2 checked decoding with a subgroup test that needs one 63-bit scalar
//! multiplication instead of arkworks' 127-bit one, and gives the same verdict on every point
//! of the curve.
//!
//! arkworks (ark-bn254 0.6, `is_in_correct_subgroup_assuming_on_curve`) tests
//! `ψ(Q) = [6x²]Q`. This kernel tests `[x+1]Q + ψ([x]Q) + ψ²([x]Q) = ψ³([2x]Q)`, the test of
//! Dai, Lin, Zhao and Zhou, "Fast subgroup membership testings for G1, G2 and GT on
//! pairing-friendly curves" (eprint 2022/348, §3 and §5.1), which gnark-crypto's
//! `G2Jac.IsInSubGroup` runs, where x = 4965661367192848881 is BN254's seed and ψ the
//! untwist-Frobenius-twist endomorphism of E'(Fp2). Natively it is about twice as fast (`cargo
//! bench -p hostcurves-host --bench kernels -- bn254/g2_subgroup_check`; figures in
//! `docs/native-kernels.md`).
//!
//! Why the verdicts are equal on all of E'(Fp2), not only on G2 (consensus needs arkworks'
//! answer on points outside the subgroup too): `#E'(Fp2) = r·(2p − r)` and the cofactor
//! `2p − r` is squarefree and prime to r, so E'(Fp2) is cyclic and the sum of its prime-order
//! parts. On each part ψ acts as a root λ of `X² − tX + p` mod that prime ℓ, and a test
//! `α(ψ)Q = 0` vanishes on that part iff `α(λ) ≡ 0 (mod ℓ)`. Both tests vanish on G2 (ℓ = r,
//! λ = p) and on no part of the cofactor, at either root: `scripts/bn254-g2-subgroup-test.py`
//! computes this from the curve's parameters, and the tests below check it on points of each
//! prime order.

use ark_bn254::{g2::Config, G2Affine, G2Projective};
use ark_ec::{bn::BnConfig, short_weierstrass::SWCurveConfig, AdditiveGroup};
use ark_ff::Field;

use crate::checked::{decode_into_with, CheckedDecodeError};

/// BN254's seed x (positive): p = 36x⁴ + 36x³ + 24x² + 6x + 1, r = 36x⁴ + 36x³ + 18x² + 6x + 1.
pub const BN254_X: u64 = 4965661367192848881;

/// ψ(Q) = (x^p·ξ^((p−1)/3), y^p·ξ^((p−1)/2)) with ξ = u + 9, on Jacobian coordinates: the
/// Frobenius is a field automorphism, so applying it to X, Y and Z maps the point it stands
/// for. ark-bn254 has the two constants as `TWIST_MUL_BY_Q_X` and `TWIST_MUL_BY_Q_Y` (its own
/// ψ, `p_power_endomorphism`, is private and affine only).
pub fn psi(q: &G2Projective) -> G2Projective {
	let mut res = *q;
	res.x.frobenius_map_in_place(1);
	res.y.frobenius_map_in_place(1);
	res.z.frobenius_map_in_place(1);
	res.x *= <ark_bn254::Config as BnConfig>::TWIST_MUL_BY_Q_X;
	res.y *= <ark_bn254::Config as BnConfig>::TWIST_MUL_BY_Q_Y;
	res
}

/// Whether a point already known to be on E'(Fp2) is in G2 (the identity is): exactly
/// arkworks' `is_in_correct_subgroup_assuming_on_curve`, in about half its time (module docs).
/// Meaningless for a point off the curve, which checked decoding rejects first.
pub fn bn254_g2_in_subgroup(q: &G2Affine) -> bool {
	// [x]Q with arkworks' affine double-and-add (62 doublings, 27 mixed additions).
	let xq = Config::mul_affine(q, &[BN254_X]);
	let psi1 = psi(&xq);
	let psi2 = psi(&psi1);
	let psi3 = psi(&psi2);
	xq + q + psi1 + psi2 == psi3.double()
}

/// BN254 G2 checked decoding: [`crate::checked::decode_into`] for `ark_bn254::G2Affine`
/// (same layout, checks in the same order, same points, same error and index on every
/// input), with [`bn254_g2_in_subgroup`] as the subgroup check.
///
/// Errors: those of [`crate::checked::decode_into`].
pub fn bn254_g2_decode_checked(
	input: &[u8],
	compressed: bool,
	out: &mut [u8],
) -> Result<(), CheckedDecodeError> {
	decode_into_with::<G2Affine>(input, compressed, out, bn254_g2_in_subgroup)
}

#[cfg(test)]
mod tests {
	use super::*;
	use crate::checked::{compress_flag, decode_into, CheckedPoint, DecodeFailure};
	use alloc::{vec, vec::Vec};
	use ark_bn254::{Fq, Fq2, Fr};
	use ark_ec::{AffineRepr, CurveGroup, PrimeGroup};
	use ark_ff::{BigInteger, PrimeField, UniformRand, Zero};
	use ark_serialize::CanonicalSerialize;
	use ark_std::rand::{rngs::StdRng, Rng, SeedableRng};
	use num_bigint::BigUint;

	/// The primes of the G2 cofactor 2p − r (sympy's factorisation, in
	/// `scripts/bn254-g2-subgroup-test.py`'s output); the largest is checked below as the
	/// quotient.
	const SMALL_COFACTOR_PRIMES: [u64; 3] = [10069, 5864401, 1875725156269];

	fn big<F: PrimeField>() -> BigUint {
		BigUint::from_bytes_le(&F::MODULUS.to_bytes_le())
	}

	fn limbs(n: &BigUint) -> Vec<u64> {
		n.to_u64_digits()
	}

	/// A random point of E'(Fp2), almost never in G2.
	fn curve_point(rng: &mut StdRng) -> G2Affine {
		loop {
			let x = Fq2::new(Fq::rand(rng), Fq::rand(rng));
			if let Some(p) = G2Affine::get_point_from_x_unchecked(x, rng.gen()) {
				return p;
			}
		}
	}

	/// The cofactor's primes, the largest found as the quotient and compared with the
	/// script's (whose primality sympy's BPSW test gives): the factorisation must be complete
	/// and squarefree for the module docs' argument.
	fn cofactor_primes() -> Vec<BigUint> {
		let c = big::<Fq>() * 2u32 - big::<Fr>();
		let mut rest = c.clone();
		let mut primes = Vec::new();
		for l in SMALL_COFACTOR_PRIMES {
			assert_eq!(&rest % l, BigUint::from(0u32), "{l} divides the cofactor");
			rest /= l;
			assert_ne!(&rest % l, BigUint::from(0u32), "{l}² does not divide it");
			primes.push(BigUint::from(l));
		}
		let largest = b"197620364512881247228717050342013327560683201906968909";
		assert_eq!(Some(&rest), BigUint::parse_bytes(largest, 10).as_ref());
		primes.push(rest);
		assert_eq!(primes.iter().product::<BigUint>(), c);
		primes
	}

	/// A point of order exactly `l` (a prime dividing #E'(Fp2) = r·c once): [r·c/l]P for
	/// random P until it is not the identity.
	fn point_of_order(l: &BigUint, rng: &mut StdRng) -> G2Affine {
		let n = (big::<Fq>() * 2u32 - big::<Fr>()) * big::<Fr>();
		loop {
			let q = Config::mul_affine(&curve_point(rng), &limbs(&(&n / l))).into_affine();
			if !q.is_zero() {
				assert!(Config::mul_affine(&q, &limbs(l)).is_zero(), "order {l}");
				return q;
			}
		}
	}

	/// Both tests' verdicts, asserted equal.
	fn verdict(q: &G2Affine) -> bool {
		assert!(q.is_on_curve());
		let fast = bn254_g2_in_subgroup(q);
		assert_eq!(fast, q.in_subgroup(), "verdicts differ on {q}");
		fast
	}

	#[test]
	fn psi_satisfies_the_frobenius_polynomial_on_the_whole_curve() {
		// ψ² − [t]ψ + [p] = 0 on E'(Fp2), t = 6x² + 1: ψ is the endomorphism the module docs
		// reason with, on points outside G2 too.
		let rng = &mut StdRng::seed_from_u64(1);
		let t = BigUint::from(BN254_X).pow(2) * 6u32 + 1u32;
		for _ in 0..8 {
			let q = curve_point(rng);
			let g = G2Projective::from(q);
			let lhs = psi(&psi(&g)) + Config::mul_affine(&q, &limbs(&big::<Fq>()));
			let rhs = Config::mul_projective(&psi(&g), &limbs(&t));
			assert_eq!(lhs, rhs);
		}
	}

	#[test]
	fn psi_is_right_on_jacobian_points_with_z_not_one() {
		// ψ(2Q) from a Jacobian point whose Z ≠ 1 against 2ψ(Q) from Z = 1: the Frobenius on Z
		// matters only in the first.
		let rng = &mut StdRng::seed_from_u64(6);
		for _ in 0..8 {
			let q = G2Projective::from(curve_point(rng));
			let doubled = q.double();
			assert_ne!(doubled.z, Fq2::ONE);
			assert_eq!(psi(&doubled).into_affine(), psi(&q).double().into_affine());
		}
	}

	#[test]
	fn accepts_g2_and_the_identity() {
		let rng = &mut StdRng::seed_from_u64(2);
		assert!(verdict(&G2Affine::zero()));
		assert!(verdict(&G2Affine::generator()));
		for _ in 0..16 {
			assert!(verdict(&G2Projective::rand(rng).into_affine()));
		}
	}

	#[test]
	fn rejects_every_prime_order_part_of_the_cofactor_as_arkworks_does() {
		let rng = &mut StdRng::seed_from_u64(3);
		let g2 = G2Projective::generator() * Fr::rand(rng);
		for l in cofactor_primes() {
			for _ in 0..3 {
				let torsion = point_of_order(&l, rng);
				assert!(!verdict(&torsion), "order {l}");
				assert!(!verdict(&(g2 + torsion).into_affine()), "G2 + order {l}");
				assert!(!verdict(&(-torsion)), "−(order {l})");
			}
		}
	}

	#[test]
	fn agrees_with_arkworks_on_random_curve_points() {
		let rng = &mut StdRng::seed_from_u64(4);
		let rejected = (0..256).filter(|_| !verdict(&curve_point(rng))).count();
		// A random point is in G2 with probability 1/c ≈ 2^-254.
		assert_eq!(rejected, 256);
	}

	#[test]
	fn decodes_as_the_generic_kernel_does() {
		let rng = &mut StdRng::seed_from_u64(5);
		let good = G2Projective::rand(rng).into_affine();
		let outside = curve_point(rng);
		let batches = [
			vec![good, G2Affine::zero(), good],
			vec![good, good, outside],
			vec![],
		];
		for batch in batches {
			for compressed in [false, true] {
				let mut input = Vec::new();
				batch
					.serialize_with_mode(&mut input, compress_flag(compressed))
					.unwrap();
				let len = 8 + 128 * batch.len();
				let (mut fast, mut generic) = (vec![0xaa; len], vec![0xbb; len]);
				let got = bn254_g2_decode_checked(&input, compressed, &mut fast);
				let want = decode_into::<G2Affine>(&input, compressed, &mut generic);
				assert_eq!(got, want);
				assert_eq!(fast, generic);
			}
		}
		let mut input = Vec::new();
		vec![good, outside]
			.serialize_uncompressed(&mut input)
			.unwrap();
		let err = bn254_g2_decode_checked(&input, false, &mut [0; 8 + 256]).unwrap_err();
		assert_eq!((err.failure, err.index), (DecodeFailure::NotInSubgroup, 1));
	}
}
