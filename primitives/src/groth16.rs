//! Groth16 verification that does the minimum work per proof, every step on the host.
//!
//! ark-groth16's `Groth16::verify` prepares the verifying key on every call (one extra
//! pairing) and folds the public inputs in with one scalar multiplication each. Here a key
//! is validated and prepared **once** ([`PreparedVerifyingKey::prepare`]: every point
//! canonical, on the curve and in its subgroup, checked on the host; `e(α, β)`, `−γ` and `−δ`
//! kept), and a proof then costs ([`PreparedVerifyingKey::verify`]):
//! - one MSM `L = IC₀ + Σ aᵢ·ICᵢ` over the public inputs (one host call),
//! - one Miller loop over the three pairs `(A, B)`, `(L, −γ)`, `(C, −δ)` and one final
//!   exponentiation (two host calls),
//!
//! and accepts iff the result equals `e(α, β)` (Groth 2016, "On the Size of Pairing-based
//! Non-interactive Arguments", §3.2: `e(A, B) = e(α, β)·e(L, γ)·e(C, δ)`).
//!
//! Works over any of hostcurves' pairing engines: [`crate::bls12_381::Bls12_381`],
//! [`crate::bls12_377::Bls12_377`], [`crate::bw6_761::BW6_761`], [`crate::bn254::Bn254`].
//!
//! Formats are arkworks' canonical serialisation, compressed or not, so ark-groth16's
//! `VerifyingKey` and `Proof` bytes work unchanged:
//! - key: `α` (G1), `β`, `γ`, `δ` (G2), then `Vec<G1Affine>` `IC` (u64 LE count n + 1, then the
//!   points); n public inputs;
//! - proof: `A` (G1), `B` (G2), `C` (G1), no prefix;
//! - public inputs: `Vec<Fr>`, u64 LE count then each scalar canonical little-endian.
//!
//! For BLS12-381 the points are in the ZCash layout (big-endian, flags in the first byte),
//! which is also what bellman, gnark and the Waves node write.
//!
//! ## What checking a key cannot tell
//!
//! [`PreparedVerifyingKey::prepare`] refuses the keys that anyone can forge proofs for by
//! inspection: a point off the curve or outside its subgroup, `α, β, γ, δ` the identity,
//! `γ = ±δ` or `γ = ±β` ([`KeyFault::Forgeable`]; snarkjs writes `γ = δ` before any
//! phase-2 contribution). It cannot see a key whose setup's toxic waste (τ, α, β, γ, δ) some
//! party kept, a `δ` a known multiple of `γ` other than ±1, `IC` points of another circuit,
//! or a circuit that does not constrain what its authors meant: each of those keys looks
//! like any other. A chain must check off chain, before registering a key, that it comes
//! from a phase-2 ceremony with at least one honest contributor (snarkjs: `zkey verify`
//! against the circuit's r1cs and a public phase-1 transcript; `zkey contribute` at least
//! once) and from the circuit it audited.
//!
//! Proofs are malleable: anyone can re-randomise a valid proof into other valid bytes for
//! the same public inputs (`A' = r⁻¹·A, B' = r·B`, and more). Replay protection keys on the
//! public inputs (a nullifier among them), never on the proof's bytes.
//!
//! ```
//! use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, PrimeGroup};
//! use ark_ff::{Field, UniformRand};
//! use ark_serialize::{CanonicalSerialize, Compress};
//! use hostcurves_primitives::bls12_381::{Bls12_381, ScalarField as Fr, G1Projective, G2Projective};
//! use hostcurves_primitives::groth16::{Groth16Error, PreparedVerifyingKey, Proof};
//!
//! // A key and a proof from known discrete logarithms (no circuit needed to check the verifier).
//! let rng = &mut ark_std::test_rng();
//! let (g1, g2) = (G1Projective::generator(), G2Projective::generator());
//! let [xa, xb, xg, xd, y0, y1, input, a, b] = [(); 9].map(|_| Fr::rand(rng));
//! let c = (a * b - xa * xb - (y0 + input * y1) * xg) * xd.inverse().unwrap();
//! let mut key = Vec::new();
//! ((g1 * xa).into_affine(), (g2 * xb).into_affine(), (g2 * xg).into_affine(), (g2 * xd).into_affine())
//!     .serialize_compressed(&mut key).unwrap();
//! vec![(g1 * y0).into_affine(), (g1 * y1).into_affine()].serialize_compressed(&mut key).unwrap();
//!
//! let pvk = PreparedVerifyingKey::<Bls12_381>::prepare(&key, Compress::Yes).unwrap();
//! let proof = Proof::<Bls12_381> { a: (g1 * a).into(), b: (g2 * b).into(), c: (g1 * c).into() };
//! assert_eq!(pvk.verify(&proof, &[input]), Ok(()));
//! assert_eq!(pvk.verify(&proof, &[input + Fr::from(1u64)]), Err(Groth16Error::ProofRejected));
//! assert_eq!(
//!     pvk.verify(&proof, &[]),
//!     Err(Groth16Error::WrongPublicInputCount { expected: 1, got: 0 })
//! );
//! ```

pub mod batch;
pub mod instance;
#[cfg(feature = "snarkjs")]
pub mod snarkjs;

pub use batch::{verify_batch, verify_batch_multi, BatchError};

use crate::checked::{self, HostChecked};
use alloc::vec::Vec;
use ark_ec::{
	pairing::{Pairing, PairingOutput},
	AffineRepr, CurveGroup, VariableBaseMSM,
};
use ark_ff::PrimeField;
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress, Validate};
use hostcurves_host::checked::{point_len, DecodeFailure};

/// Length of the u64 little-endian count in front of an arkworks `Vec`, bytes.
const COUNT_LEN: usize = 8;

/// Refuses a key whose `gamma` equals one of `others` up to sign ([`KeyFault::Forgeable`]).
/// Negating both sides keeps the relation, so this works on `−γ, −δ` as well.
fn refuse_forgeable<E: Pairing>(
	gamma: E::G2Affine,
	others: &[(KeyPoint, E::G2Affine)],
) -> Result<(), Groth16Error> {
	for &(point, other) in others {
		if gamma == other || gamma == -other {
			return Err(Groth16Error::InvalidVerifyingKey(KeyFault::Forgeable {
				gamma_equals: point,
			}));
		}
	}
	Ok(())
}

/// A point of a Groth16 verifying key, to name the one that failed a check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyPoint {
	/// `α` in G1.
	Alpha,
	/// `β` in G2.
	Beta,
	/// `γ` in G2.
	Gamma,
	/// `δ` in G2.
	Delta,
	/// `IC_i` in G1 (`gamma_abc_g1[i]` in ark-groth16), `i` from 0.
	Ic(u32),
}

/// A point of a Groth16 proof, to name the one that failed a check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProofPoint {
	/// `A` in G1.
	A,
	/// `B` in G2.
	B,
	/// `C` in G1.
	C,
}

/// Why a verifying key was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyFault {
	/// The bytes are not `α, β, γ, δ, Vec<IC>` of this curve with at least `IC₀`: wrong
	/// length, or a count that disagrees with it.
	Length,
	/// `point` failed the checked decoding (canonical, on the curve, in the subgroup).
	Point {
		/// Which point.
		point: KeyPoint,
		/// Which check it failed.
		failure: DecodeFailure,
	},
	/// `α`, `β`, `γ` or `δ` is the identity: no trusted setup produces that, and with `γ` or
	/// `δ` the identity anyone can satisfy the verification equation.
	Identity(KeyPoint),
	/// `γ = ±δ` (`gamma_equals` is [`KeyPoint::Delta`]) or `γ = ±β` ([`KeyPoint::Beta`]):
	/// with such a key anyone can make a proof of any public inputs, no trapdoor needed. For
	/// `L = IC₀ + Σ xᵢ·ICᵢ`, `A = α, B = β, C = ∓L` verifies when `γ = ±δ`, and `A = α ± L,
	/// B = β, C = 0` when `γ = ±β`. snarkjs' `groth16 setup` writes `γ = δ` = the G2
	/// generator: only a phase-2 contribution (`zkey contribute`) moves `δ`.
	Forgeable {
		/// The point `γ` equals up to sign.
		gamma_equals: KeyPoint,
	},
}

/// Why a Groth16 verification failed. Each cause has its own variant, so a pallet can map
/// them to distinct dispatch errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Groth16Error {
	/// The verifying key is malformed (see [`KeyFault`]).
	InvalidVerifyingKey(KeyFault),
	/// The proof's bytes have the wrong length for this curve (`None`) or a point failed the
	/// checked decoding (`Some((point, failure))`).
	InvalidProof(Option<(ProofPoint, DecodeFailure)>),
	/// The public inputs are not `Vec<Fr>` with every scalar canonical (below r).
	InvalidPublicInputs,
	/// The number of public inputs differs from the key's.
	WrongPublicInputCount {
		/// The key's number of public inputs (`IC` points minus one).
		expected: u32,
		/// The number given.
		got: u32,
	},
	/// Everything is well formed, and the proof does not verify.
	ProofRejected,
}

impl core::fmt::Display for Groth16Error {
	fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
		match self {
			Groth16Error::InvalidVerifyingKey(KeyFault::Length) => {
				write!(f, "verifying key: wrong length for this curve")
			}
			Groth16Error::InvalidVerifyingKey(KeyFault::Point { point, failure }) => {
				write!(f, "verifying key: {point:?} failed {failure:?}")
			}
			Groth16Error::InvalidVerifyingKey(KeyFault::Identity(point)) => {
				write!(f, "verifying key: {point:?} is the identity")
			}
			Groth16Error::InvalidVerifyingKey(KeyFault::Forgeable { gamma_equals }) => write!(
				f,
				"verifying key: γ = ±{gamma_equals:?}, so anyone can forge proofs for it (a \
				 snarkjs key needs a phase-2 contribution)"
			),
			Groth16Error::InvalidProof(None) => write!(f, "proof: wrong length for this curve"),
			Groth16Error::InvalidProof(Some((point, failure))) => {
				write!(f, "proof: {point:?} failed {failure:?}")
			}
			Groth16Error::InvalidPublicInputs => {
				write!(f, "public inputs: not a Vec<Fr> of canonical scalars")
			}
			Groth16Error::WrongPublicInputCount { expected, got } => {
				write!(f, "{got} public inputs for a key of {expected}")
			}
			Groth16Error::ProofRejected => write!(f, "the proof does not verify"),
		}
	}
}

#[cfg(feature = "std")]
impl std::error::Error for Groth16Error {}

/// A Groth16 proof `(A, B, C)` (arkworks / ark-groth16 layout). [`Proof::decode`] checks
/// every point; a proof built by hand must hold points on the curve and in their subgroups,
/// which [`PreparedVerifyingKey::verify`] assumes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Proof<E: Pairing> {
	/// `A` in G1.
	pub a: E::G1Affine,
	/// `B` in G2.
	pub b: E::G2Affine,
	/// `C` in G1.
	pub c: E::G1Affine,
}

impl<E: Pairing> Proof<E>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	/// The encoded length of a proof: `2·G1 + G2` bytes (BLS12-381: 192 compressed, 384
	/// uncompressed; BN254: 128 / 256).
	pub fn encoded_len(compress: Compress) -> usize {
		2 * point_len::<E::G1Affine>(compress) + point_len::<E::G2Affine>(compress)
	}

	/// Decodes `A ‖ B ‖ C` (arkworks canonical, compressed or not, no prefix) with every
	/// point checked on the host: two checked-decoding host calls (G1 batch `[A, C]`, G2
	/// batch `[B]`).
	///
	/// Errors: [`Groth16Error::InvalidProof`] with `None` if `bytes` is not
	/// [`encoded_len`](Self::encoded_len) long, else naming the point and the failed check.
	pub fn decode(bytes: &[u8], compress: Compress) -> Result<Self, Groth16Error> {
		let (g1, g2) = (
			point_len::<E::G1Affine>(compress),
			point_len::<E::G2Affine>(compress),
		);
		if bytes.len() != 2 * g1 + g2 {
			return Err(Groth16Error::InvalidProof(None));
		}
		let (a, rest) = bytes.split_at(g1);
		let (b, c) = rest.split_at(g2);
		let g1s = decode_batch::<E::G1Affine>(&[a, c], compress).map_err(|(i, f)| {
			let point = if i == 0 { ProofPoint::A } else { ProofPoint::C };
			Groth16Error::InvalidProof(Some((point, f)))
		})?;
		let g2s = decode_batch::<E::G2Affine>(&[b], compress)
			.map_err(|(_, f)| Groth16Error::InvalidProof(Some((ProofPoint::B, f))))?;
		Ok(Proof {
			a: g1s[0],
			b: g2s[0],
			c: g1s[1],
		})
	}
}

/// A verifying key, checked and prepared for [`verify`](Self::verify).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreparedVerifyingKey<E: Pairing> {
	/// `e(α, β)`.
	pub alpha_beta: PairingOutput<E>,
	/// `−γ`.
	pub neg_gamma: E::G2Affine,
	/// `−δ`.
	pub neg_delta: E::G2Affine,
	/// `IC₀ … ICₙ` (ark-groth16's `gamma_abc_g1`): n public inputs.
	pub ic: Vec<E::G1Affine>,
}

impl<E: Pairing> PreparedVerifyingKey<E>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	/// The encoded length of a key with `inputs` public inputs: `G1 + 3·G2 + 8 + (inputs +
	/// 1)·G1` bytes (BLS12-381 compressed: 392 + 48·inputs).
	pub fn encoded_len(inputs: usize, compress: Compress) -> usize {
		let g1 = point_len::<E::G1Affine>(compress);
		g1 + 3 * point_len::<E::G2Affine>(compress) + COUNT_LEN + (inputs + 1) * g1
	}

	/// The number of public inputs of an encoded key, from its length alone, or `None` if no
	/// key has that length.
	pub fn inputs_of(key_len: usize, compress: Compress) -> Option<usize> {
		let g1 = point_len::<E::G1Affine>(compress);
		let fixed = Self::encoded_len(0, compress);
		(key_len >= fixed && (key_len - fixed).is_multiple_of(g1)).then(|| (key_len - fixed) / g1)
	}

	/// Validates and prepares an ark-groth16 `VerifyingKey` in arkworks canonical bytes
	/// (module docs), compressed or not: every point checked on the host (two batch
	/// checked-decoding calls), `α, β, γ, δ` not the identity, `γ ≠ ±δ` and `γ ≠ ±β`
	/// ([`KeyFault::Forgeable`]), then `e(α, β)` (one Miller
	/// loop and one final exponentiation on the host). Memory is linear in `key.len()`.
	///
	/// Errors: [`Groth16Error::InvalidVerifyingKey`] naming the fault.
	pub fn prepare(key: &[u8], compress: Compress) -> Result<Self, Groth16Error> {
		let bad = Groth16Error::InvalidVerifyingKey;
		let (g1, g2) = (
			point_len::<E::G1Affine>(compress),
			point_len::<E::G2Affine>(compress),
		);
		let inputs = Self::inputs_of(key.len(), compress).ok_or(bad(KeyFault::Length))?;
		let (alpha, rest) = key.split_at(g1);
		let (g2_bytes, rest) = rest.split_at(3 * g2);
		let (count, ic_bytes) = rest.split_at(COUNT_LEN);
		let count = u64::from_le_bytes(count.try_into().map_err(|_| bad(KeyFault::Length))?);
		if count != inputs as u64 + 1 {
			return Err(bad(KeyFault::Length));
		}
		let mut g1_points = Vec::with_capacity(inputs + 2);
		g1_points.push(alpha);
		g1_points.extend(ic_bytes.chunks_exact(g1));
		let g1s = decode_batch::<E::G1Affine>(&g1_points, compress).map_err(|(i, failure)| {
			let point = match i {
				0 => KeyPoint::Alpha,
				i => KeyPoint::Ic(i - 1),
			};
			bad(KeyFault::Point { point, failure })
		})?;
		let g2_points: Vec<&[u8]> = g2_bytes.chunks_exact(g2).collect();
		let g2s = decode_batch::<E::G2Affine>(&g2_points, compress).map_err(|(i, failure)| {
			let point = [KeyPoint::Beta, KeyPoint::Gamma, KeyPoint::Delta][i as usize % 3];
			bad(KeyFault::Point { point, failure })
		})?;
		let (alpha, ic) = (g1s[0], g1s[1..].to_vec());
		let (beta, gamma, delta) = (g2s[0], g2s[1], g2s[2]);
		for (point, zero) in [
			(KeyPoint::Alpha, alpha.is_zero()),
			(KeyPoint::Beta, beta.is_zero()),
			(KeyPoint::Gamma, gamma.is_zero()),
			(KeyPoint::Delta, delta.is_zero()),
		] {
			if zero {
				return Err(bad(KeyFault::Identity(point)));
			}
		}
		refuse_forgeable::<E>(gamma, &[(KeyPoint::Delta, delta), (KeyPoint::Beta, beta)])?;
		Ok(PreparedVerifyingKey {
			alpha_beta: E::pairing(alpha, beta),
			neg_gamma: (-gamma.into_group()).into_affine(),
			neg_delta: (-delta.into_group()).into_affine(),
			ic,
		})
	}

	/// The number of public inputs this key verifies.
	pub fn public_inputs(&self) -> usize {
		self.ic.len().saturating_sub(1)
	}

	/// Verifies `proof` for `inputs`: one G1 MSM (skipped without inputs), one Miller loop
	/// over three pairs and one final exponentiation, each a host call.
	///
	/// Errors: [`Groth16Error::WrongPublicInputCount`] if `inputs.len()` is not
	/// [`public_inputs`](Self::public_inputs); [`Groth16Error::ProofRejected`] if the
	/// equation does not hold; [`KeyFault::Length`] for a hand-built key without `IC₀`.
	pub fn verify(&self, proof: &Proof<E>, inputs: &[E::ScalarField]) -> Result<(), Groth16Error> {
		if inputs.len() != self.public_inputs() {
			return Err(Groth16Error::WrongPublicInputCount {
				expected: self.public_inputs() as u32,
				got: inputs.len() as u32,
			});
		}
		let (ic0, ics) = self
			.ic
			.split_first()
			.ok_or(Groth16Error::InvalidVerifyingKey(KeyFault::Length))?;
		let mut l = ic0.into_group();
		if !inputs.is_empty() {
			// `msm` (not `msm_unchecked`) is the call the curve hooks forward to the host; it
			// fails only on unequal lengths, which the count check above rules out.
			l += E::G1::msm(ics, inputs).map_err(|_| Groth16Error::WrongPublicInputCount {
				expected: self.public_inputs() as u32,
				got: inputs.len() as u32,
			})?;
		}
		let miller = E::multi_miller_loop(
			[proof.a, l.into_affine(), proof.c],
			[proof.b, self.neg_gamma, self.neg_delta],
		);
		match E::final_exponentiation(miller) {
			Some(result) if result == self.alpha_beta => Ok(()),
			_ => Err(Groth16Error::ProofRejected),
		}
	}

	/// Decodes `proof` ([`Proof::decode`]) and `inputs` ([`decode_public_inputs`]) and
	/// [`verify`](Self::verify)s them.
	pub fn verify_bytes(
		&self,
		proof: &[u8],
		compress: Compress,
		inputs: &[u8],
	) -> Result<(), Groth16Error> {
		let proof = Proof::<E>::decode(proof, compress)?;
		let inputs = decode_public_inputs::<E::ScalarField>(inputs, self.public_inputs())?;
		self.verify(&proof, &inputs)
	}

	/// The prepared key as stored bytes: arkworks uncompressed `(e(α, β), −γ, −δ, IC)`
	/// (BLS12-381: 576 + 2·192 + 8 + 96·(n + 1) bytes).
	pub fn to_bytes(&self) -> Vec<u8> {
		let fields = (self.alpha_beta, self.neg_gamma, self.neg_delta, &self.ic);
		let mut out = Vec::with_capacity(fields.uncompressed_size());
		// Serialising into a Vec cannot fail.
		let _ = fields.serialize_uncompressed(&mut out);
		out
	}

	/// Reads back [`to_bytes`](Self::to_bytes) **without** checks: only for bytes this type
	/// wrote (a pallet's storage). Errors: [`KeyFault::Length`] if they do not decode.
	pub fn from_trusted_bytes(bytes: &[u8]) -> Result<Self, Groth16Error> {
		type Fields<E> = (
			PairingOutput<E>,
			<E as Pairing>::G2Affine,
			<E as Pairing>::G2Affine,
			Vec<<E as Pairing>::G1Affine>,
		);
		let mut reader = bytes;
		let (alpha_beta, neg_gamma, neg_delta, ic) =
			Fields::<E>::deserialize_with_mode(&mut reader, Compress::No, Validate::No)
				.map_err(|_| Groth16Error::InvalidVerifyingKey(KeyFault::Length))?;
		if !reader.is_empty() || ic.is_empty() {
			return Err(Groth16Error::InvalidVerifyingKey(KeyFault::Length));
		}
		// `prepare` refuses these keys, so stored bytes have none, unless written by a version
		// before it did: such a key must not verify anything either (β is not stored).
		refuse_forgeable::<E>(neg_gamma, &[(KeyPoint::Delta, neg_delta)])?;
		Ok(PreparedVerifyingKey {
			alpha_beta,
			neg_gamma,
			neg_delta,
			ic,
		})
	}
}

/// Decodes public inputs: arkworks `Vec<Fr>`, exactly `expected` canonical scalars
/// (`8 + expected·len(Fr)` bytes; a longer or shorter vector is
/// [`Groth16Error::WrongPublicInputCount`], checked before anything is allocated).
///
/// Errors: [`Groth16Error::InvalidPublicInputs`] for bytes that are not a whole `Vec<Fr>` or
/// a scalar not below r.
pub fn decode_public_inputs<F: PrimeField>(
	bytes: &[u8],
	expected: usize,
) -> Result<Vec<F>, Groth16Error> {
	let fr_len = F::zero().compressed_size();
	let body = bytes.len().checked_sub(COUNT_LEN);
	let count = bytes
		.get(..COUNT_LEN)
		.and_then(|c| c.try_into().ok())
		.map(u64::from_le_bytes);
	match (body, count) {
		(Some(body), Some(count)) if (fr_len as u64).checked_mul(count) == Some(body as u64) => {
			if count != expected as u64 {
				return Err(Groth16Error::WrongPublicInputCount {
					expected: expected as u32,
					got: u32::try_from(count).unwrap_or(u32::MAX),
				});
			}
		}
		_ => return Err(Groth16Error::InvalidPublicInputs),
	}
	Vec::<F>::deserialize_compressed(bytes).map_err(|_| Groth16Error::InvalidPublicInputs)
}

/// Checks `points` (each one point's bytes) in one host call; on failure, the index of the
/// point and the check.
fn decode_batch<A: HostChecked>(
	points: &[&[u8]],
	compress: Compress,
) -> Result<Vec<A>, (u32, DecodeFailure)> {
	checked::decode::<A>(&checked::frame(points), compress).map_err(|e| (e.index, e.failure))
}
