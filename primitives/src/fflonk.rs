//! fflonk proofs as snarkjs makes them (`snarkjs fflonk setup/prove`, snarkjs 0.7.6, BN254),
//! verified as `snarkjs fflonk verify` does (`src/fflonk_verify.js`): the same Keccak-256
//! transcript, the same roots and Lagrange evaluations, the same equation (Gabizon,
//! Khovratovich 2021, "fflonk", with snarkjs' polynomial layout: `C0` the preprocessed
//! polynomials, `C1` the wires and `T0`, `C2` the permutation), every group operation a
//! host call. Errors are [`PlonkError`]'s.
//!
//! A proof costs one G1 MSM of 6 points, one Miller loop over two pairs and one final
//! exponentiation (three host calls), plus field arithmetic in Wasm.
//!
//! Formats (arkworks canonical; compressed or not; scalars 32 bytes little-endian, below r):
//! - key ([`VerifyingKey::decode`]): `nPublic` (u32 LE) ‖ `power` (u8) ‖ `k1, k2, w, w3, w4,
//!   w8, wr` ‖ `C0` (G1) ‖ `X_2` (G2), the fields of snarkjs' `verification_key.json` (BN254
//!   compressed 325 bytes);
//! - proof ([`Proof::decode`]): `C1, C2, W1, W2` (G1) ‖ the evaluations `ql, qr, qm, qo, qc,
//!   s1, s2, s3, a, b, c, z, zw, t1w, t2w` (BN254 compressed 608 bytes); snarkjs' proof also
//!   holds `inv`, an inverse its Solidity verifier uses and its JavaScript verifier does not
//!   read, and neither does this one;
//! - public inputs: arkworks `Vec<Fr>`.
//!
//! Stricter than snarkjs as [`crate::plonk`] is, and the key's roots of unity are checked
//! (snarkjs leaves a `TODO` there): `w` must be the domain's root ffjavascript computes,
//! `w3, w4, w8` primitive cube, fourth and eighth roots of unity and `wr` a cube root of `w`.
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use ark_serialize::Compress;
//! use hostcurves_primitives::{bn254::Bn254, fflonk, plonk::snarkjs};
//!
//! let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../vectors/snarkjs-plonk/fflonk-bn128/multiplier");
//! let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}"));
//! let import = snarkjs::import_fflonk(
//!     &read("verification_key.json")?,
//!     &read("proof.json")?,
//!     &read("public.json")?,
//! )?;
//! let key = fflonk::VerifyingKey::<Bn254>::decode(&import.key, Compress::Yes)?;
//! key.verify_bytes(&import.proof, Compress::Yes, &import.public_inputs)?;
//! # Ok(()) }
//! ```

use crate::{
	checked::HostChecked,
	plonk::{
		check_power, decode_header, decode_scalars, domain, impl_snarkjs_key, msm,
		pairing_product_is_one, read_stored, refuse_forgeable, split_runs, stored_bytes,
		transcript::Transcript, PointDecoder, KEY_HEADER_LEN, SCALAR_LEN,
	},
};
use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_ff::{batch_inversion, AdditiveGroup, Field, PrimeField};
use ark_serialize::Compress;
use hostcurves_host::checked::point_len;

pub use crate::plonk::{KeyFault, PlonkError, ProofFault, SnarkjsKey};

impl_snarkjs_key!(VerifyingKey, Proof);

/// Number of scalars in a key: `k1, k2, w, w3, w4, w8, wr`.
const KEY_SCALARS: usize = 7;
/// Number of G1 points in a proof: `C1, C2, W1, W2`.
const PROOF_POINTS: usize = 4;
/// Number of evaluations in a proof.
const PROOF_EVALS: usize = 15;

/// A snarkjs fflonk verifying key, checked (module docs for the format).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyingKey<E: Pairing> {
	/// `nPublic`: the number of public inputs.
	pub public_inputs: u32,
	/// `power`: the domain has 2^power rows.
	pub power: u32,
	/// `k1, k2, w, w3, w4, w8, wr` (`w` equals ffjavascript's `Fr.w[power]`, checked).
	pub scalars: [E::ScalarField; KEY_SCALARS],
	/// `C0`: the commitment to the preprocessed polynomials.
	pub c0: E::G1Affine,
	/// `X_2`: `[τ]₂`.
	pub x_2: E::G2Affine,
}

/// [`VerifyingKey`]'s fields as stored ([`VerifyingKey::to_bytes`]).
type StoredKey<E> = (
	(u32, u32),
	[<E as Pairing>::ScalarField; KEY_SCALARS],
	<E as Pairing>::G1Affine,
	<E as Pairing>::G2Affine,
);

/// A snarkjs fflonk proof (module docs for the format). [`Proof::decode`] checks every
/// point; a proof built by hand must hold points of G1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Proof<E: Pairing> {
	/// `C1, C2, W1, W2`.
	pub commitments: [E::G1Affine; PROOF_POINTS],
	/// `ql, qr, qm, qo, qc, s1, s2, s3, a, b, c, z, zw, t1w, t2w`.
	pub evals: [E::ScalarField; PROOF_EVALS],
}

impl<E: Pairing> Proof<E> {
	/// The encoded length: 4 G1 points and 15 scalars (BN254 compressed 608 bytes,
	/// uncompressed 736).
	pub fn encoded_len(compress: Compress) -> usize {
		PROOF_POINTS * point_len::<E::G1Affine>(compress) + PROOF_EVALS * SCALAR_LEN
	}

	fn decode_with(
		bytes: &[u8],
		compress: Compress,
		points: PointDecoder<E::G1Affine>,
	) -> Result<Self, PlonkError> {
		let bad = PlonkError::InvalidProof;
		let g1 = point_len::<E::G1Affine>(compress);
		let runs = split_runs(bytes, &[(PROOF_POINTS, g1), (PROOF_EVALS, SCALAR_LEN)])
			.ok_or(bad(ProofFault::Length))?;
		let p = points(&runs[0], compress)
			.map_err(|(index, failure)| bad(ProofFault::Point { index, failure }))?;
		let e = decode_scalars::<E::ScalarField>(&runs[1])
			.map_err(|i| bad(ProofFault::Evaluation(i)))?;
		Ok(Proof {
			commitments: core::array::from_fn(|i| p[i]),
			evals: core::array::from_fn(|i| e[i]),
		})
	}
}

/// The powers `start·rootⁱ`, i < N (snarkjs' `roots.S0.h0w8` and the like).
fn coset<F: Field, const N: usize>(start: F, root: F) -> [F; N] {
	let mut out = [start; N];
	for i in 1..N {
		out[i] = out[i - 1] * root;
	}
	out
}

/// The denominators of snarkjs' `computeLagrangeLiSi`: its Lagrange basis at `x` over the
/// roots of `X^N = ξ` is `(x^N − ξ) / denᵢ`.
fn lagrange_si_denominators<F: PrimeField, const N: usize>(roots: &[F; N], x: F) -> [F; N] {
	let den1 = F::from(N as u64) * roots[0].pow([N as u64 - 2]);
	core::array::from_fn(|i| den1 * roots[((N - 1) * i) % N] * (x - roots[i]))
}

/// The denominators of snarkjs' `computeLagrangeLiS2`: its Lagrange basis at `x` over the
/// roots of `X³ = ξ` and of `X³ = ξω` is `(x⁶ − (ξ + ξω)·x³ + ξ·ξω) / denᵢ`.
fn lagrange_s2_denominators<F: PrimeField>(
	h2: &[F; 3],
	h3: &[F; 3],
	x: F,
	xi: F,
	xiw: F,
) -> [F; 6] {
	let den = |roots: &[F; 3], sign: F, i: usize| {
		F::from(3u64) * roots[0] * sign * roots[(2 * i) % 3] * (x - roots[i])
	};
	core::array::from_fn(|i| {
		if i < 3 {
			den(h2, xi - xiw, i)
		} else {
			den(h3, xiw - xi, i - 3)
		}
	})
}

impl<E: Pairing> VerifyingKey<E>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	/// The encoded length: header, 7 scalars, `C0`, `X_2` (BN254 compressed 325 bytes).
	pub fn encoded_len(compress: Compress) -> usize {
		KEY_HEADER_LEN
			+ KEY_SCALARS * SCALAR_LEN
			+ point_len::<E::G1Affine>(compress)
			+ point_len::<E::G2Affine>(compress)
	}
}

impl<E: Pairing> VerifyingKey<E>
where
	<E::G1Affine as AffineRepr>::BaseField: PrimeField,
{
	fn decode_with(
		bytes: &[u8],
		compress: Compress,
		g1_points: PointDecoder<E::G1Affine>,
		g2_points: PointDecoder<E::G2Affine>,
	) -> Result<Self, PlonkError> {
		let bad = PlonkError::InvalidKey;
		let (g1, g2) = (
			point_len::<E::G1Affine>(compress),
			point_len::<E::G2Affine>(compress),
		);
		let runs = split_runs(
			bytes,
			&[
				(1, KEY_HEADER_LEN),
				(KEY_SCALARS, SCALAR_LEN),
				(1, g1),
				(1, g2),
			],
		)
		.ok_or(bad(KeyFault::Length))?;
		let (public_inputs, power, omega) = decode_header::<E::ScalarField>(runs[0][0])?;
		let s = decode_scalars::<E::ScalarField>(&runs[1]).map_err(|i| bad(KeyFault::Scalar(i)))?;
		let [_, _, w, w3, w4, w8, wr] = core::array::from_fn(|i| s[i]);
		let one = E::ScalarField::ONE;
		let primitive = |root: E::ScalarField, order: u64| {
			root.pow([order]) == one && root.pow([order / 2]) != one
		};
		// w3: order 3 (3 is prime, so ≠ 1 suffices); w4, w8: orders 4 and 8; wr³ = w.
		if w != omega
			|| w3 == one
			|| w3.pow([3]) != one
			|| !primitive(w4, 4)
			|| !primitive(w8, 8)
			|| wr.pow([3]) != w
		{
			return Err(bad(KeyFault::Roots));
		}
		let c0 = g1_points(&runs[2], compress)
			.map_err(|(_, failure)| bad(KeyFault::Point { index: 0, failure }))?[0];
		let x_2 = g2_points(&runs[3], compress)
			.map_err(|(_, failure)| bad(KeyFault::Point { index: 1, failure }))?[0];
		refuse_forgeable(x_2)?;
		Ok(VerifyingKey {
			public_inputs,
			power,
			scalars: core::array::from_fn(|i| s[i]),
			c0,
			x_2,
		})
	}

	/// The checked key as stored bytes: arkworks uncompressed (BN254 424 bytes).
	pub fn to_bytes(&self) -> Vec<u8> {
		let fields: StoredKey<E> = (
			(self.public_inputs, self.power),
			self.scalars,
			self.c0,
			self.x_2,
		);
		stored_bytes(&fields)
	}

	/// Reads back [`to_bytes`](Self::to_bytes) **without** checks: only for bytes this type
	/// wrote (a pallet's storage). Errors: [`KeyFault::Length`] if they do not decode,
	/// [`KeyFault::Power`] if the power is not one `decode` accepts.
	pub fn from_trusted_bytes(bytes: &[u8]) -> Result<Self, PlonkError> {
		let ((public_inputs, power), scalars, c0, x_2) =
			read_stored::<StoredKey<E>, E::ScalarField>(bytes, |((_, power), ..)| *power)?;
		Ok(VerifyingKey {
			public_inputs,
			power,
			scalars,
			c0,
			x_2,
		})
	}

	/// Verifies `proof` for `inputs` (module docs): snarkjs' `fflonkVerify` after its format
	/// checks, with its group operations gathered into one MSM.
	///
	/// Errors: [`KeyFault::Power`] if a key built by hand has `power` outside
	/// 1..=two-adicity; [`PlonkError::WrongPublicInputCount`] if `inputs.len()` is not the
	/// key's `nPublic`; [`PlonkError::ProofRejected`] if the pairing check fails.
	pub fn verify(&self, proof: &Proof<E>, inputs: &[E::ScalarField]) -> Result<(), PlonkError> {
		check_power::<E::ScalarField>(self.power)?;
		if inputs.len() != self.public_inputs as usize {
			return Err(PlonkError::WrongPublicInputCount {
				expected: self.public_inputs,
				got: inputs.len() as u32,
			});
		}
		let [k1, k2, w, w3, w4, w8, wr] = self.scalars;
		let [c1, c2, w1, w2] = proof.commitments;
		let [ql, qr, qm, qo, qc, s1, s2, s3, a, b, c, z, zw, t1w, t2w] = proof.evals;
		// computeChallenges
		let mut t = Transcript::default();
		t.point(&self.c0);
		for input in inputs {
			t.scalar(input);
		}
		t.point(&c1);
		let beta: E::ScalarField = t.challenge();
		t.scalar(&beta);
		let gamma: E::ScalarField = t.challenge();
		t.scalar(&gamma);
		t.point(&c2);
		let xi_seed: E::ScalarField = t.challenge();
		t.scalar(&xi_seed);
		for e in &proof.evals {
			t.scalar(e);
		}
		let alpha: E::ScalarField = t.challenge();
		t.scalar(&alpha);
		t.point(&w1);
		let y: E::ScalarField = t.challenge();
		let h0: [_; 8] = coset(xi_seed.square() * xi_seed, w8);
		let h1: [_; 4] = coset(h0[0].square(), w4);
		let h2: [_; 3] = coset(h1[0] * xi_seed.square(), w3);
		let h3: [_; 3] = coset(h2[0] * wr, w3);
		let xi = h2[0].square() * h2[0];
		// `w` is ffjavascript's `Fr.w[power]`, which snarkjs uses here (checked in `decode`).
		let xiw = xi * w;
		let zh = domain::pow_2k(xi, self.power) - E::ScalarField::ONE;
		// Every division of fflonkVerify with one inversion (Montgomery's trick): Z_H(ξ), the
		// three Lagrange bases' denominators and the two quotients' (see below). A zero stays
		// zero, as ffjavascript's inverse of 0 is 0 (ξ or y a root: probability about 2⁻²⁴⁸).
		let vanishing =
			|roots: &[E::ScalarField]| roots.iter().map(|h| y - h).product::<E::ScalarField>();
		let mut inverses = Vec::with_capacity(21);
		inverses.push(zh);
		inverses.extend(lagrange_si_denominators(&h0, y));
		inverses.extend(lagrange_si_denominators(&h1, y));
		inverses.extend(lagrange_s2_denominators(&h2, &h3, y, xi, xiw));
		inverses.push(vanishing(&h1));
		inverses.push(vanishing(&h2) * vanishing(&h3));
		batch_inversion(&mut inverses);
		let inverses = &inverses;
		let inv_zh = inverses[0];
		let basis = |num: E::ScalarField, at: usize| move |i: usize| num * inverses[at + i];
		let li0: [_; 8] = core::array::from_fn(basis(y.pow([8]) - xi, 1));
		let li1: [_; 4] = core::array::from_fn(basis(y.pow([4]) - xi, 9));
		let y3 = y.pow([3]);
		let li2: [_; 6] = core::array::from_fn(basis(y3.square() - (xi + xiw) * y3 + xi * xiw, 13));
		let l = domain::lagrange(xi, zh, w, self.power, inputs.len().max(1));
		let pi = domain::public_input_eval(inputs, &l);
		// computeR0: C0 at the eighth roots of ξ.
		let r0: E::ScalarField = (0..8)
			.map(|i| {
				let h = h0[i];
				let c0 = [ql, qr, qo, qm, qc, s1, s2, s3]
					.iter()
					.rev()
					.fold(E::ScalarField::ZERO, |acc, e| acc * h + e);
				c0 * li0[i]
			})
			.sum();
		// computeR1: C1 at the fourth roots of ξ, with T0(ξ).
		let t0 = (ql * a + qr * b + qm * a * b + qo * c + qc + pi) * inv_zh;
		let r1: E::ScalarField = (0..4)
			.map(|i| {
				let h = h1[i];
				(a + h * b + h.square() * c + h.square() * h * t0) * li1[i]
			})
			.sum();
		// computeR2: C2 at the cube roots of ξ and of ξω, with T1(ξ) and T2(ξ).
		let t1 = (z - E::ScalarField::ONE) * l[0] * inv_zh;
		let betaxi = beta * xi;
		let t21 = (a + betaxi + gamma) * (b + betaxi * k1 + gamma) * (c + betaxi * k2 + gamma) * z;
		let t22 = (a + beta * s1 + gamma) * (b + beta * s2 + gamma) * (c + beta * s3 + gamma) * zw;
		let t2 = (t21 - t22) * inv_zh;
		let r2: E::ScalarField = (0..3)
			.map(|i| {
				(z + h2[i] * t1 + h2[i].square() * t2) * li2[i]
					+ (zw + h3[i] * t1w + h3[i].square() * t2w) * li2[i + 3]
			})
			.sum();
		// computeF, computeE, computeJ, isValidPairing: A1 = F − E − J + y·W2 with
		// F = C0 + q1·C1 + q2·C2, E = (r0 + q1·r1 + q2·r2)·G1, J = Π(y − h0ᵢ)·W1.
		let mul_h0 = vanishing(&h0);
		let q1 = alpha * mul_h0 * inverses[19];
		let q2 = alpha.square() * mul_h0 * inverses[20];
		let e = r0 + q1 * r1 + q2 * r2;
		let a1 = msm::<E>(
			&[self.c0, c1, c2, E::G1Affine::generator(), w1, w2],
			&[E::ScalarField::ONE, q1, q2, -e, -mul_h0, y],
		)?;
		// e(−A1, g₂)·e(W2, X_2) = 1.
		pairing_product_is_one::<E>(
			[(-a1).into_affine(), w2],
			[E::G2Affine::generator(), self.x_2],
		)
	}
}
