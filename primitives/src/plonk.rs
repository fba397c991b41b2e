//! PLONK proofs as snarkjs makes them (`snarkjs plonk setup/prove`, snarkjs 0.7.6, on BN254
//! and BLS12-381), verified as `snarkjs plonk verify` does (`src/plonk_verify.js`): the same
//! Keccak-256 transcript, the same challenges, the same equation (Gabizon, Williamson,
//! Ciobotaru 2019, "PLONK", §8.3, with snarkjs' linearisation), every group operation a host
//! call. fflonk's verifier is in [`crate::fflonk`]; both share [`PlonkError`].
//!
//! A proof costs one G1 MSM of 18 points and one of 2, one Miller loop over two pairs and
//! one final exponentiation (four host calls), plus field arithmetic in Wasm linear in the
//! number of public inputs. snarkjs computes the same group elements one scalar
//! multiplication at a time; the verdict is the same.
//!
//! Formats (arkworks canonical; compressed or not, as the caller says; scalars 32 bytes
//! little-endian, below r):
//! - key ([`VerifyingKey::decode`]): `nPublic` (u32 LE) ‖ `power` (u8) ‖ `k1` ‖ `k2` ‖
//!   `Qm, Ql, Qr, Qo, Qc, S1, S2, S3` (G1) ‖ `X_2` (G2), the fields of snarkjs'
//!   `verification_key.json` (BN254 compressed 389 bytes, BLS12-381 549);
//! - proof ([`Proof::decode`]): `A, B, C, Z, T1, T2, T3, Wxi, Wxiw` (G1) ‖ `eval_a, eval_b,
//!   eval_c, eval_s1, eval_s2, eval_zw` (BN254 compressed 480 bytes, BLS12-381 624);
//! - public inputs: arkworks `Vec<Fr>` ([`crate::groth16::decode_public_inputs`]).
//!
//! `plonk::snarkjs` (feature `snarkjs`) turns snarkjs' JSON files into these bytes.
//!
//! ## Where this is stricter than `snarkjs plonk verify`
//!
//! Every point is checked canonical, on the curve and in G1 (snarkjs checks the curve
//! equation only, which on BLS12-381 lets points outside G1 through); every scalar must be
//! below r where snarkjs reduces an evaluation at or above r (its Solidity verifier refuses
//! it, as here); and a key whose `X_2` is the identity or ±the G2 generator (a setup with
//! τ = 0 or ±1, whose every proof anyone can forge) is refused. On every input both read as
//! the same canonical values the verdicts agree (`tests/snarkjs_plonk.rs`, on snarkjs'
//! verdicts).
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use ark_serialize::Compress;
//! use hostcurves_primitives::{bn254::Bn254, plonk::{self, snarkjs}};
//!
//! let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../vectors/snarkjs-plonk/plonk-bn128/multiplier");
//! let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}"));
//! let import = snarkjs::import_plonk(
//!     &read("verification_key.json")?,
//!     &read("proof.json")?,
//!     &read("public.json")?,
//! )?;
//! let key = plonk::VerifyingKey::<Bn254>::decode(&import.key, Compress::Yes)?;
//! key.verify_bytes(&import.proof, Compress::Yes, &import.public_inputs)?;
//! # Ok(()) }
//! ```

pub(crate) mod domain;
#[cfg(feature = "snarkjs")]
pub mod snarkjs;
pub(crate) mod transcript;

use crate::checked::{self, HostChecked};
use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, VariableBaseMSM};
use ark_ff::{Field, One, PrimeField};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress, Validate};
use hostcurves_host::checked::{point_len, DecodeFailure};
use transcript::Transcript;

/// Length of a scalar in the key and proof formats, bytes (BN254 and BLS12-381).
pub const SCALAR_LEN: usize = 32;
/// Length of the key's header, `nPublic` (u32 LE) ‖ `power` (u8), bytes.
pub const KEY_HEADER_LEN: usize = 5;

/// Why a PLONK or fflonk verification failed. Each cause has its own variant, so a pallet
/// can map them to distinct dispatch errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlonkError {
	/// The verifying key is malformed (see [`KeyFault`]).
	InvalidKey(KeyFault),
	/// The proof is malformed (see [`ProofFault`]).
	InvalidProof(ProofFault),
	/// The public inputs are not `Vec<Fr>` with every scalar canonical (below r).
	InvalidPublicInputs,
	/// The number of public inputs differs from the key's `nPublic`.
	WrongPublicInputCount {
		/// The key's `nPublic`.
		expected: u32,
		/// The number given.
		got: u32,
	},
	/// Everything is well formed, and the proof does not verify.
	ProofRejected,
}

/// Why a key was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyFault {
	/// The bytes are not a key of this curve: wrong length.
	Length,
	/// `power` is 0 or above the scalar field's two-adicity (28 for BN254, 32 for BLS12-381).
	Power(u8),
	/// The scalar at this index of the key's scalars (`k1, k2`, then fflonk's `w, w3, w4, w8,
	/// wr`) is not below r.
	Scalar(u8),
	/// The point at this index of the key's points (in format order, G2 last) failed the
	/// checked decoding.
	Point {
		/// Index in format order.
		index: u8,
		/// The check it failed.
		failure: DecodeFailure,
	},
	/// `X_2` is the identity or ±the G2 generator: the setup's τ is 0 or ±1, public, and
	/// anyone can make proofs for the key.
	Forgeable,
	/// fflonk: `w` is not the domain's root of unity, or `w3, w4, w8, wr` are not primitive
	/// cube, fourth and eighth roots of unity and a cube root of `w`.
	Roots,
}

/// Why a proof was refused before the equation was checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProofFault {
	/// The bytes are not a proof of this curve: wrong length.
	Length,
	/// The commitment at this index (format order) failed the checked decoding.
	Point {
		/// Index in format order.
		index: u8,
		/// The check it failed.
		failure: DecodeFailure,
	},
	/// The evaluation at this index (format order) is not below r.
	Evaluation(u8),
}

impl core::fmt::Display for PlonkError {
	fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
		match self {
			PlonkError::InvalidKey(fault) => write!(f, "verifying key: {fault:?}"),
			PlonkError::InvalidProof(fault) => write!(f, "proof: {fault:?}"),
			PlonkError::InvalidPublicInputs => {
				write!(f, "public inputs: not a Vec<Fr> of canonical scalars")
			}
			PlonkError::WrongPublicInputCount { expected, got } => {
				write!(f, "{got} public inputs for a key of {expected}")
			}
			PlonkError::ProofRejected => write!(f, "the proof does not verify"),
		}
	}
}

#[cfg(feature = "std")]
impl std::error::Error for PlonkError {}

/// Splits `bytes` into `counts.len()` runs of `counts[i]` chunks of `lens[i]` bytes each, or
/// `None` if the lengths do not add up exactly.
pub(crate) fn split_runs<'a>(
	mut bytes: &'a [u8],
	runs: &[(usize, usize)],
) -> Option<Vec<Vec<&'a [u8]>>> {
	let mut out = Vec::with_capacity(runs.len());
	for &(count, len) in runs {
		let (run, rest) = bytes.split_at_checked(count * len)?;
		out.push(run.chunks_exact(len).collect());
		bytes = rest;
	}
	bytes.is_empty().then_some(out)
}

/// Decodes canonical scalars; on failure, the index of the first that is not below r.
pub(crate) fn decode_scalars<F: PrimeField>(chunks: &[&[u8]]) -> Result<Vec<F>, u8> {
	chunks
		.iter()
		.enumerate()
		.map(|(i, c)| F::deserialize_compressed(*c).map_err(|_| i as u8))
		.collect()
}

/// Decodes points (each one point's bytes); on failure, the index of the point and the check.
pub(crate) type PointDecoder<A> = fn(&[&[u8]], Compress) -> Result<Vec<A>, (u8, DecodeFailure)>;

/// Checks `points` in one host call ([`checked::decode`]: canonical, on the curve, in the
/// subgroup).
pub(crate) fn decode_points<A: HostChecked>(
	points: &[&[u8]],
	compress: Compress,
) -> Result<Vec<A>, (u8, DecodeFailure)> {
	checked::decode::<A>(&checked::frame(points), compress).map_err(|e| (e.index as u8, e.failure))
}

/// Decodes `points` with arkworks' own validation (`Validate::Yes`: canonical, in the
/// subgroup; on the curve for compressed points), in Wasm: the pure-Wasm baseline over plain
/// arkworks types, which have no checked-decoding host function. A failure is reported as
/// [`DecodeFailure::Unknown`] (arkworks does not say which check).
pub(crate) fn decode_points_arkworks<A: CanonicalDeserialize>(
	points: &[&[u8]],
	compress: Compress,
) -> Result<Vec<A>, (u8, DecodeFailure)> {
	points
		.iter()
		.enumerate()
		.map(|(i, p)| {
			A::deserialize_with_mode(*p, compress, Validate::Yes)
				.map_err(|_| (i as u8, DecodeFailure::Unknown))
		})
		.collect()
}

/// The key header: `nPublic` and `power`, with `power` checked against the field.
pub(crate) fn decode_header<F: PrimeField>(header: &[u8]) -> Result<(u32, u32, F), PlonkError> {
	let bad = PlonkError::InvalidKey;
	let [a, b, c, d, power] = header.try_into().map_err(|_| bad(KeyFault::Length))?;
	let omega = domain::root_of_unity::<F>(u32::from(power)).ok_or(bad(KeyFault::Power(power)))?;
	Ok((u32::from_le_bytes([a, b, c, d]), u32::from(power), omega))
}

/// A key's fields as stored: arkworks uncompressed (into a Vec: cannot fail).
pub(crate) fn stored_bytes(fields: &impl CanonicalSerialize) -> Vec<u8> {
	let mut out = Vec::with_capacity(fields.uncompressed_size());
	let _ = fields.serialize_uncompressed(&mut out);
	out
}

/// Reads back [`stored_bytes`] without checks, all of `bytes`, then the stored power's range
/// (`decode` wrote one within the field's two-adicity; bytes that say otherwise were not
/// written by it, and would make the domain's arithmetic overflow).
pub(crate) fn read_stored<T: CanonicalDeserialize, F: PrimeField>(
	bytes: &[u8],
	power: impl Fn(&T) -> u32,
) -> Result<T, PlonkError> {
	let bad = PlonkError::InvalidKey;
	let mut reader = bytes;
	let fields = T::deserialize_with_mode(&mut reader, Compress::No, Validate::No)
		.map_err(|_| bad(KeyFault::Length))?;
	if !reader.is_empty() {
		return Err(bad(KeyFault::Length));
	}
	check_power::<F>(power(&fields))?;
	Ok(fields)
}

/// `power` within 1..=the field's two-adicity, as `decode` leaves it: checked again where a
/// key may have been built by hand (its fields are public), since a larger one would make the
/// domain's arithmetic overflow or loop for up to 2^32 squarings.
///
/// Errors: [`KeyFault::Power`], saturated to 255.
pub(crate) fn check_power<F: PrimeField>(power: u32) -> Result<(), PlonkError> {
	if power == 0 || power > F::TWO_ADICITY {
		return Err(PlonkError::InvalidKey(KeyFault::Power(
			u8::try_from(power).unwrap_or(u8::MAX),
		)));
	}
	Ok(())
}

/// What PLONK's and fflonk's verifying keys share, for callers that store keys and verify
/// proofs of either (the verifier pallet, the benchmark harness). Decoding with checks is each
/// type's own `decode` (hostcurves' types) or `decode_arkworks` (any).
pub trait SnarkjsKey: Sized {
	/// The pairing engine.
	type Engine: Pairing;
	/// The system's proof.
	type Proof;
	/// The key's `nPublic`.
	fn public_inputs(&self) -> u32;
	/// The key as stored bytes.
	fn to_bytes(&self) -> Vec<u8>;
	/// Reads back [`to_bytes`](Self::to_bytes) without checks.
	fn from_trusted_bytes(bytes: &[u8]) -> Result<Self, PlonkError>;
	/// Verifies `proof` for `inputs`.
	fn verify(
		&self,
		proof: &Self::Proof,
		inputs: &[<Self::Engine as Pairing>::ScalarField],
	) -> Result<(), PlonkError>;
}

/// Implements, for a key type and its proof type that each have a private `decode_with`
/// (bytes, [`Compress`], one [`PointDecoder`] per group) and the inherent methods
/// [`SnarkjsKey`] names: the decoders both systems share (`decode`, checked on the host;
/// `decode_arkworks`, arkworks' validation in Wasm; the key's `verify_bytes`) and
/// [`SnarkjsKey`] itself.
macro_rules! impl_snarkjs_key {
	($key:ident, $proof:ident) => {
		impl<E: Pairing> $key<E>
		where
			E::G1Affine: $crate::checked::HostChecked,
			E::G2Affine: $crate::checked::HostChecked,
		{
			/// Decodes and checks a key (module docs): `power` in 1..=two-adicity, scalars
			/// below r, every point checked on the host, `X_2` not forgeable, and the
			/// system's own checks of its roots of unity.
			///
			/// Errors: [`PlonkError::InvalidKey`] naming the fault.
			pub fn decode(bytes: &[u8], compress: Compress) -> Result<Self, PlonkError> {
				Self::decode_with(
					bytes,
					compress,
					$crate::plonk::decode_points::<E::G1Affine>,
					$crate::plonk::decode_points::<E::G2Affine>,
				)
			}

			/// Decodes `proof` ([`Proof::decode`]) and `inputs` (exactly `nPublic` canonical
			/// scalars) and [`verify`](Self::verify)s them.
			///
			/// Errors: those of [`Proof::decode`], [`PlonkError::InvalidPublicInputs`],
			/// [`PlonkError::WrongPublicInputCount`], and those of
			/// [`verify`](Self::verify).
			pub fn verify_bytes(
				&self,
				proof: &[u8],
				compress: Compress,
				inputs: &[u8],
			) -> Result<(), PlonkError>
			where
				<E::G1Affine as AffineRepr>::BaseField: PrimeField,
			{
				let proof = $proof::<E>::decode(proof, compress)?;
				let inputs = $crate::plonk::decode_public_inputs::<E::ScalarField>(
					inputs,
					self.public_inputs,
				)?;
				self.verify(&proof, &inputs)
			}
		}

		impl<E: Pairing> $key<E>
		where
			<E::G1Affine as AffineRepr>::BaseField: PrimeField,
		{
			/// [`decode`](Self::decode) with arkworks' own validation, in Wasm: for plain
			/// arkworks types (the pure-Wasm baseline). A point that fails is
			/// [`KeyFault::Point`] with `DecodeFailure::Unknown`.
			pub fn decode_arkworks(bytes: &[u8], compress: Compress) -> Result<Self, PlonkError> {
				Self::decode_with(
					bytes,
					compress,
					$crate::plonk::decode_points_arkworks::<E::G1Affine>,
					$crate::plonk::decode_points_arkworks::<E::G2Affine>,
				)
			}
		}

		impl<E: Pairing> $proof<E> {
			/// Decodes a proof (module docs), every point checked on the host in one call.
			///
			/// Errors: [`ProofFault::Length`], [`ProofFault::Point`],
			/// [`ProofFault::Evaluation`].
			pub fn decode(bytes: &[u8], compress: Compress) -> Result<Self, PlonkError>
			where
				E::G1Affine: $crate::checked::HostChecked,
			{
				Self::decode_with(bytes, compress, $crate::plonk::decode_points::<E::G1Affine>)
			}

			/// [`decode`](Self::decode) with arkworks' own validation, in Wasm: for plain
			/// arkworks types (the pure-Wasm baseline). A point that fails is
			/// [`ProofFault::Point`] with `DecodeFailure::Unknown`.
			pub fn decode_arkworks(bytes: &[u8], compress: Compress) -> Result<Self, PlonkError> {
				Self::decode_with(
					bytes,
					compress,
					$crate::plonk::decode_points_arkworks::<E::G1Affine>,
				)
			}
		}

		impl<E: Pairing> $crate::plonk::SnarkjsKey for $key<E>
		where
			<E::G1Affine as AffineRepr>::BaseField: PrimeField,
		{
			type Engine = E;
			type Proof = $proof<E>;
			fn public_inputs(&self) -> u32 {
				self.public_inputs
			}
			fn to_bytes(&self) -> Vec<u8> {
				$key::to_bytes(self)
			}
			fn from_trusted_bytes(bytes: &[u8]) -> Result<Self, PlonkError> {
				$key::from_trusted_bytes(bytes)
			}
			fn verify(
				&self,
				proof: &Self::Proof,
				inputs: &[E::ScalarField],
			) -> Result<(), PlonkError> {
				$key::verify(self, proof, inputs)
			}
		}
	};
}
pub(crate) use impl_snarkjs_key;
impl_snarkjs_key!(VerifyingKey, Proof);

/// Refuses `X_2` in {0, ±g₂} ([`KeyFault::Forgeable`]).
pub(crate) fn refuse_forgeable<A: AffineRepr>(x_2: A) -> Result<(), PlonkError> {
	let g2 = A::generator();
	if x_2.is_zero() || x_2 == g2 || x_2 == -g2 {
		return Err(PlonkError::InvalidKey(KeyFault::Forgeable));
	}
	Ok(())
}

/// Decodes public inputs: arkworks `Vec<Fr>`, exactly `expected` canonical scalars (`8 +
/// 32·expected` bytes, checked before anything is allocated; as
/// [`crate::groth16::decode_public_inputs`]).
///
/// Errors: [`PlonkError::WrongPublicInputCount`], [`PlonkError::InvalidPublicInputs`].
pub fn decode_public_inputs<F: PrimeField>(
	bytes: &[u8],
	expected: u32,
) -> Result<Vec<F>, PlonkError> {
	use crate::groth16::Groth16Error;
	crate::groth16::decode_public_inputs::<F>(bytes, expected as usize).map_err(|e| match e {
		Groth16Error::WrongPublicInputCount { expected, got } => {
			PlonkError::WrongPublicInputCount { expected, got }
		}
		_ => PlonkError::InvalidPublicInputs,
	})
}

/// `e(p1, q1)·e(p2, q2) = 1`, one Miller loop and one final exponentiation.
pub(crate) fn pairing_product_is_one<E: Pairing>(
	p: [E::G1Affine; 2],
	q: [E::G2Affine; 2],
) -> Result<(), PlonkError> {
	match E::final_exponentiation(E::multi_miller_loop(p, q)) {
		Some(out) if out.0.is_one() => Ok(()),
		_ => Err(PlonkError::ProofRejected),
	}
}

/// A snarkjs PLONK verifying key, checked (module docs for the format).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyingKey<E: Pairing> {
	/// `nPublic`: the number of public inputs.
	pub public_inputs: u32,
	/// `power`: the domain has 2^power rows.
	pub power: u32,
	/// `k1`, `k2`: the coset shifts of the permutation argument.
	pub k: [E::ScalarField; 2],
	/// `Qm, Ql, Qr, Qo, Qc`: the selector commitments.
	pub selectors: [E::G1Affine; 5],
	/// `S1, S2, S3`: the permutation commitments.
	pub sigmas: [E::G1Affine; 3],
	/// `X_2`: `[τ]₂`.
	pub x_2: E::G2Affine,
	/// ffjavascript's `Fr.w[power]`, the root of unity snarkjs uses (computed, not read).
	pub omega: E::ScalarField,
}

/// [`VerifyingKey`]'s fields as stored ([`VerifyingKey::to_bytes`]).
type StoredKey<E> = (
	(u32, u32),
	[<E as Pairing>::ScalarField; 2],
	[<E as Pairing>::G1Affine; 5],
	[<E as Pairing>::G1Affine; 3],
	(<E as Pairing>::G2Affine, <E as Pairing>::ScalarField),
);

/// A snarkjs PLONK proof (module docs for the format). [`Proof::decode`] checks every
/// point; a proof built by hand must hold points of G1, which [`VerifyingKey::verify`]
/// assumes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Proof<E: Pairing> {
	/// `A, B, C`: the wire commitments.
	pub wires: [E::G1Affine; 3],
	/// `Z`: the permutation accumulator.
	pub z: E::G1Affine,
	/// `T1, T2, T3`: the quotient's thirds.
	pub t: [E::G1Affine; 3],
	/// `Wxi, Wxiw`: the opening proofs at ξ and ξω.
	pub w: [E::G1Affine; 2],
	/// `eval_a, eval_b, eval_c, eval_s1, eval_s2, eval_zw`.
	pub evals: [E::ScalarField; 6],
}

/// Number of G1 points in a proof.
const PROOF_POINTS: usize = 9;
/// Number of evaluations in a proof.
const PROOF_EVALS: usize = 6;

impl<E: Pairing> Proof<E> {
	/// The encoded length: 9 G1 points and 6 scalars (BN254 compressed 480 bytes, BLS12-381
	/// 624; uncompressed 768 and 1 056).
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
			wires: [p[0], p[1], p[2]],
			z: p[3],
			t: [p[4], p[5], p[6]],
			w: [p[7], p[8]],
			evals: [e[0], e[1], e[2], e[3], e[4], e[5]],
		})
	}
}

/// The challenges of snarkjs' `calculatechallenges`.
struct Challenges<F> {
	beta: F,
	gamma: F,
	alpha: F,
	xi: F,
	v: F,
	u: F,
}

impl<E: Pairing> VerifyingKey<E>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	/// The encoded length: header, 2 scalars, 8 G1 points, 1 G2 point (BN254 compressed 389
	/// bytes, BLS12-381 549).
	pub fn encoded_len(compress: Compress) -> usize {
		KEY_HEADER_LEN
			+ 2 * SCALAR_LEN
			+ 8 * point_len::<E::G1Affine>(compress)
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
			&[(1, KEY_HEADER_LEN), (2, SCALAR_LEN), (8, g1), (1, g2)],
		)
		.ok_or(bad(KeyFault::Length))?;
		let (public_inputs, power, omega) = decode_header::<E::ScalarField>(runs[0][0])?;
		let k = decode_scalars::<E::ScalarField>(&runs[1]).map_err(|i| bad(KeyFault::Scalar(i)))?;
		let p = g1_points(&runs[2], compress)
			.map_err(|(index, failure)| bad(KeyFault::Point { index, failure }))?;
		let x_2 = g2_points(&runs[3], compress)
			.map_err(|(_, failure)| bad(KeyFault::Point { index: 8, failure }))?[0];
		refuse_forgeable(x_2)?;
		Ok(VerifyingKey {
			public_inputs,
			power,
			k: [k[0], k[1]],
			selectors: [p[0], p[1], p[2], p[3], p[4]],
			sigmas: [p[5], p[6], p[7]],
			x_2,
			omega,
		})
	}

	/// The checked key as stored bytes: arkworks uncompressed (BN254 744 bytes, BLS12-381
	/// 1 064).
	pub fn to_bytes(&self) -> Vec<u8> {
		let fields: StoredKey<E> = (
			(self.public_inputs, self.power),
			self.k,
			self.selectors,
			self.sigmas,
			(self.x_2, self.omega),
		);
		stored_bytes(&fields)
	}

	/// Reads back [`to_bytes`](Self::to_bytes) **without** checks: only for bytes this type
	/// wrote (a pallet's storage). Errors: [`KeyFault::Length`] if they do not decode,
	/// [`KeyFault::Power`] if the power is not one `decode` accepts.
	pub fn from_trusted_bytes(bytes: &[u8]) -> Result<Self, PlonkError> {
		let ((public_inputs, power), k, selectors, sigmas, (x_2, omega)) =
			read_stored::<StoredKey<E>, E::ScalarField>(bytes, |((_, power), ..)| *power)?;
		Ok(VerifyingKey {
			public_inputs,
			power,
			k,
			selectors,
			sigmas,
			x_2,
			omega,
		})
	}

	/// snarkjs' `calculatechallenges`.
	fn challenges(
		&self,
		proof: &Proof<E>,
		inputs: &[E::ScalarField],
	) -> Challenges<E::ScalarField> {
		let mut t = Transcript::default();
		for p in self.selectors.iter().chain(&self.sigmas) {
			t.point(p);
		}
		for input in inputs {
			t.scalar(input);
		}
		for p in &proof.wires {
			t.point(p);
		}
		let beta = t.challenge();
		t.scalar(&beta);
		let gamma = t.challenge();
		t.scalar(&beta);
		t.scalar(&gamma);
		t.point(&proof.z);
		let alpha = t.challenge();
		t.scalar(&alpha);
		for p in &proof.t {
			t.point(p);
		}
		let xi = t.challenge();
		t.scalar(&xi);
		for e in &proof.evals {
			t.scalar(e);
		}
		let v = t.challenge();
		for p in &proof.w {
			t.point(p);
		}
		let u = t.challenge();
		Challenges {
			beta,
			gamma,
			alpha,
			xi,
			v,
			u,
		}
	}

	/// Verifies `proof` for `inputs` (module docs): snarkjs' `plonkVerify` after its format
	/// checks, with its group operations gathered into two MSMs.
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
		let Challenges {
			beta,
			gamma,
			alpha,
			xi,
			v,
			u,
		} = self.challenges(proof, inputs);
		let [a, b, c, s1, s2, zw] = proof.evals;
		let [k1, k2] = self.k;
		let xin = domain::pow_2k(xi, self.power);
		let zh = xin - E::ScalarField::ONE;
		let l = domain::lagrange(xi, zh, self.omega, self.power, inputs.len().max(1));
		let pi = domain::public_input_eval(inputs, &l);
		let (l1, alpha2) = (l[0], alpha.square());
		// calculateR0
		let perm_ab = (a + beta * s1 + gamma) * (b + beta * s2 + gamma);
		let r0 = pi - l1 * alpha2 - perm_ab * (c + gamma) * zw * alpha;
		// calculateD's scalars
		let betaxi = beta * xi;
		let d2 =
			(a + betaxi + gamma) * (b + betaxi * k1 + gamma) * (c + betaxi * k2 + gamma) * alpha
				+ l1 * alpha2
				+ u;
		let d3 = perm_ab * alpha * beta * zw;
		// v¹ … v⁵ (calculatechallenges' `v[i]`)
		let vs: [E::ScalarField; 5] = core::array::from_fn(|i| v.pow([i as u64 + 1]));
		// calculateE's scalar
		let e = -r0 + vs[0] * a + vs[1] * b + vs[2] * c + vs[3] * s1 + vs[4] * s2 + u * zw;
		// B1 = ξ·Wxi + u·ξ·ω·Wxiw + F − E, F = D + v·A + v²·B + v³·C + v⁴·S1 + v⁵·S2 and
		// D = ab·Qm + a·Ql + b·Qr + c·Qo + Qc + d2·Z − d3·S3 − Z_H·(T1 + ξⁿ·T2 + ξ²ⁿ·T3).
		let [qm, ql, qr, qo, qc] = self.selectors;
		let [sg1, sg2, sg3] = self.sigmas;
		let [pa, pb, pc] = proof.wires;
		let [t1, t2, t3] = proof.t;
		let [wxi, wxiw] = proof.w;
		let bases = [
			qm,
			ql,
			qr,
			qo,
			qc,
			proof.z,
			sg3,
			t1,
			t2,
			t3,
			pa,
			pb,
			pc,
			sg1,
			sg2,
			E::G1Affine::generator(),
			wxi,
			wxiw,
		];
		let scalars = [
			a * b,
			a,
			b,
			c,
			E::ScalarField::ONE,
			d2,
			-d3,
			-zh,
			-zh * xin,
			-zh * xin.square(),
			vs[0],
			vs[1],
			vs[2],
			vs[3],
			vs[4],
			-e,
			xi,
			u * xi * self.omega,
		];
		let b1 = msm::<E>(&bases, &scalars)?;
		let a1 = msm::<E>(&[wxi, wxiw], &[E::ScalarField::ONE, u])?;
		// e(−A1, X_2)·e(B1, g₂) = 1 (isValidPairing).
		pairing_product_is_one::<E>(
			[(-a1).into_affine(), b1.into_affine()],
			[self.x_2, E::G2Affine::generator()],
		)
	}
}

/// One G1 MSM on the host (`msm` is the call the curve hooks forward).
///
/// Errors: [`PlonkError::ProofRejected`] if the MSM fails. The lengths are equal by
/// construction, so it cannot; but an identity in its place would make the pairing check
/// pass, so a failure refuses the proof rather than going on.
pub(crate) fn msm<E: Pairing>(
	bases: &[E::G1Affine],
	scalars: &[E::ScalarField],
) -> Result<E::G1, PlonkError> {
	E::G1::msm(bases, scalars).map_err(|_| PlonkError::ProofRejected)
}
