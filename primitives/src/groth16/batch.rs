//! Batch verification: many Groth16 proofs for one final exponentiation.
//!
//! Each proof `i` (key `j`) satisfies, when valid,
//! `e(Aᵢ, Bᵢ)·e(Lᵢ, −γⱼ)·e(Cᵢ, −δⱼ) = e(αⱼ, βⱼ)` (see the [parent module](super)). With
//! coefficients `ρᵢ`, the batch checks the product of the `ρᵢ`-th powers:
//!
//! `Πᵢ e(ρᵢ·Aᵢ, Bᵢ) · Πⱼ e(Σᵢ∈ⱼ ρᵢ·Lᵢ, −γⱼ)·e(Σᵢ∈ⱼ ρᵢ·Cᵢ, −δⱼ) = Πⱼ e(αⱼ, βⱼ)^(Σᵢ∈ⱼ ρᵢ)`
//!
//! The coefficients ([`combination_coefficients`]) are Fiat–Shamir values
//! `rᵢ = aᵢ + bᵢ·λ (mod r)` with 64-bit `aᵢ`, `bᵢ` (the halves of 128 hashed bits,
//! [`coefficients`]) and λ the eigenvalue of G1's endomorphism φ
//! ([`crate::endomorphism::G1Endomorphism`]), except the first member's,
//! `ρ₀ = 1 − Σ rᵢ` over the other members of its key: that key's exponent is then 1, so its
//! `e(α, β)` (stored only as an element of GT) needs no exponentiation, which would cost
//! about 2 ms of Wasm for BLS12-381. The λ form makes `rᵢ·Aᵢ = aᵢ·Aᵢ + bᵢ·φ(Aᵢ)` an MSM of
//! two points over 64 bits: half the doublings of a multiplication by a 128-bit scalar, for
//! the same 2¹²⁸ possible coefficients.
//!
//! For k proofs against one key with n public inputs this costs k − 1 two-point G1 MSMs over
//! 64-bit scalars and one G1 multiplication (`ρ₀·A₀`), one G1 MSM of 2(k − 1) points over
//! 64-bit scalars and one multiplication (`Σ ρᵢ·Cᵢ`, the same split), one G1 MSM of n + 1
//! points (`Σ ρᵢ·Lᵢ = (Σ ρᵢ)·IC₀ + Σₘ (Σᵢ ρᵢ·aᵢₘ)·ICₘ`, the scalars
//! combined in Wasm), one Miller loop over k + 2 pairs and **one** final exponentiation, all
//! host calls, against k MSMs, k three-pair Miller loops and k final exponentiations one by
//! one. (On BW6-761 the Miller loop is ⌈(k + 2)/4⌉ host calls whose outputs are multiplied in
//! Wasm: arkworks' loop over more than four pairs is not bilinear, [`crate::bilinear`].)
//! Per proof that leaves one Miller-loop pair, one two-point MSM over 64 bits and the
//! checks of its points, which a single verification pays too; hostcurves-bench's report
//! measures batches of 64 at under a quarter of a single verification per proof. A batch
//! against several keys pays one exponentiation in GT (in Wasm) per key after the first. A
//! batch of one is verified singly.
//!
//! # Soundness
//!
//! This is the small-exponents test of Bellare, Garay and Rabin ("Fast Batch Verification
//! for Modular Exponentiation and Digital Signatures", EUROCRYPT 1998, §3.3), as bellman's
//! Groth16 batch verifier (`bellman::groth16::batch`) applies it, with the coefficients
//! derived by Fiat–Shamir instead of drawn at random, and one of them fixed by the others:
//!
//! - Every point is in its prime-order subgroup (a [`Proof`] from [`Proof::decode`] and a
//!   key from [`PreparedVerifyingKey::prepare`] were checked on the host), so the pairing is
//!   bilinear on them and proof `i`'s equation holds iff its defect
//!   `Dᵢ = e(Aᵢ, Bᵢ)·e(Lᵢ, −γ)·e(Cᵢ, −δ)·e(α, β)⁻¹`, an element of GT (prime order r), is 1.
//!   The batch equation is `Πᵢ Dᵢ^ρᵢ = 1`, i.e. `Σᵢ ρᵢ·dᵢ ≡ 0 (mod r)` with `dᵢ = log Dᵢ`.
//! - Let S be the other members of member 0's key. Substituting `ρ₀ = 1 − Σᵢ∈S rᵢ`, the sum
//!   is `d₀ + Σᵢ∈S rᵢ·(dᵢ − d₀) + Σᵢ∉S∪{0} rᵢ·dᵢ`. If some term's factor (`dᵢ − d₀` or
//!   `dᵢ`) is nonzero, then for any values of the other coefficients exactly one residue of
//!   that `rᵢ` mod r satisfies the equation, and at most one pair `(aᵢ, bᵢ)` gives that
//!   residue: two pairs giving one residue would make `(aᵢ − aᵢ', bᵢ − bᵢ')` a nonzero vector
//!   with entries below 2⁶⁴ in the lattice `{(x, y) : x + y·λ ≡ 0 (mod r)}`, whose reduced
//!   basis (arkworks' `GLVConfig::SCALAR_DECOMP_COEFFS`, determinant ±r, entries below
//!   r/2⁶⁵) expresses such a vector with coordinates below 1 in absolute value (Cramer's
//!   rule), i.e. zero; the test `coefficient_halves_never_meet_mod_r` checks these facts on
//!   every curve. Otherwise every member of S has member 0's defect, every other member is
//!   valid, and the sum is `d₀`: the batch passes iff member 0, hence every member, is
//!   valid.
//! - `(aᵢ, bᵢ)` are the first 16 bytes of `SHA-256(seed ‖ i)` (read as one little-endian
//!   128-bit integer, 0 replaced by 1: `aᵢ` the low 64 bits, `bᵢ` the high 64), where
//!   `seed = SHA-256(domain ‖ every key ‖ every member's key index, proof and inputs)`.
//!   In the random-oracle model each pair is uniform over 2¹²⁸ values except that (1, 0) has
//!   twice the weight, so a fixed batch with an invalid member passes with probability at most
//!   2⁻¹²⁷. A prover who grinds over q candidate batches (q hash evaluations) succeeds with
//!   probability at most q·2⁻¹²⁷ (2⁻⁶⁷ after 2⁶⁰ hashes). Because the seed covers the keys,
//!   every proof and every input, changing any of them changes every coefficient.
//! - Only one key's exponent is fixed. Fixing every key's would let two invalid proofs for
//!   two keys cancel (defects `D` and `D⁻¹` with coefficient 1 each), so further keys keep
//!   their random exponent and their exponentiation in GT.
//!
//! When the combination fails, [`verify_batch`] verifies the members one by one and names
//! the first that does not verify; a batch that passes is accepted whole.
//!
//! ```
//! use ark_ec::{AffineRepr, CurveGroup, PrimeGroup};
//! use ark_ff::{Field, UniformRand};
//! use ark_serialize::{CanonicalSerialize, Compress};
//! use hostcurves_primitives::bls12_381::{Bls12_381, ScalarField as Fr, G1Projective, G2Projective};
//! use hostcurves_primitives::groth16::{batch::{verify_batch, BatchError}, Groth16Error, PreparedVerifyingKey, Proof};
//!
//! // A key with one public input, from known discrete logarithms.
//! let rng = &mut ark_std::test_rng();
//! let (g1, g2) = (G1Projective::generator(), G2Projective::generator());
//! let [xa, xb, xg, xd, y0, y1] = [(); 6].map(|_| Fr::rand(rng));
//! let mut key = Vec::new();
//! ((g1 * xa).into_affine(), (g2 * xb).into_affine(), (g2 * xg).into_affine(), (g2 * xd).into_affine())
//!     .serialize_compressed(&mut key).unwrap();
//! vec![(g1 * y0).into_affine(), (g1 * y1).into_affine()].serialize_compressed(&mut key).unwrap();
//! let pvk = PreparedVerifyingKey::<Bls12_381>::prepare(&key, Compress::Yes).unwrap();
//!
//! // Three valid proofs for three inputs.
//! let mut batch: Vec<(Proof<Bls12_381>, Vec<Fr>)> = (0..3)
//!     .map(|_| {
//!         let [input, a, b] = [(); 3].map(|_| Fr::rand(rng));
//!         let c = (a * b - xa * xb - (y0 + input * y1) * xg) * xd.inverse().unwrap();
//!         let proof = Proof { a: (g1 * a).into(), b: (g2 * b).into(), c: (g1 * c).into() };
//!         (proof, vec![input])
//!     })
//!     .collect();
//! assert_eq!(verify_batch(&pvk, &batch), Ok(()));
//!
//! // Change the second proof's input: the batch fails and names it.
//! batch[1].1[0] += Fr::from(1u64);
//! assert_eq!(
//!     verify_batch(&pvk, &batch),
//!     Err(BatchError::Member { index: 1, error: Groth16Error::ProofRejected })
//! );
//! ```

use super::{
	decode_batch, decode_public_inputs, Groth16Error, PreparedVerifyingKey, Proof, ProofPoint,
};
use crate::{checked::HostChecked, endomorphism::G1Endomorphism};
use alloc::vec::Vec;
use ark_ec::{
	pairing::{Pairing, PairingOutput},
	CurveGroup, VariableBaseMSM,
};
use ark_ff::{One, Zero};
use ark_serialize::{CanonicalSerialize, Compress};
use hostcurves_host::checked::{point_len, DecodeFailure};
use sha2::{Digest, Sha256};

/// Domain separation of the Fiat–Shamir seed (changing the derivation changes this tag).
const DOMAIN: &[u8] = b"hostcurves/groth16/batch/v2";

/// Why a batch was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BatchError {
	/// Member `index` names a key index outside the given keys.
	UnknownKey {
		/// 0-based index of the member.
		index: u32,
	},
	/// Member `index` fails on its own: `error` is
	/// [`Groth16Error::WrongPublicInputCount`] (found before any curve work) or
	/// [`Groth16Error::ProofRejected`] (found by verifying the members one by one after the
	/// combination failed; earlier members verified).
	Member {
		/// 0-based index of the first failing member.
		index: u32,
		/// Why it fails.
		error: Groth16Error,
	},
}

impl core::fmt::Display for BatchError {
	fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
		match self {
			BatchError::UnknownKey { index } => write!(f, "proof {index}: no such key"),
			BatchError::Member { index, error } => write!(f, "proof {index}: {error}"),
		}
	}
}

#[cfg(feature = "std")]
impl std::error::Error for BatchError {}

/// One proof of a batch against several keys: the index of its key in the keys slice, the
/// proof (points checked, as [`Proof::decode`] returns it) and its public inputs.
#[derive(Debug, Clone, Copy)]
pub struct Member<'a, E: Pairing> {
	/// Index into the keys given to [`verify_batch_multi`].
	pub key: usize,
	/// The proof.
	pub proof: &'a Proof<E>,
	/// Its public inputs (as many as the key's [`public_inputs`](PreparedVerifyingKey::public_inputs)).
	pub inputs: &'a [E::ScalarField],
}

/// Verifies `batch`, proofs with their public inputs, against one prepared key, with one
/// final exponentiation for the whole batch (module docs). Each proof's points must be in
/// their subgroups, as [`Proof::decode`] checks. An empty batch is accepted.
///
/// Errors: [`BatchError::Member`] with the index of the first proof whose input count is
/// wrong or, if the combination fails, of the first proof that does not verify on its own.
pub fn verify_batch<E: G1Endomorphism>(
	pvk: &PreparedVerifyingKey<E>,
	batch: &[(Proof<E>, Vec<E::ScalarField>)],
) -> Result<(), BatchError>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	verify_batch_multi(core::slice::from_ref(pvk), &one_key(batch))
}

/// The members of a batch against one key (key index 0): proofs with their public inputs.
pub fn one_key<E: Pairing>(batch: &[(Proof<E>, Vec<E::ScalarField>)]) -> Vec<Member<'_, E>> {
	batch
		.iter()
		.map(|(proof, inputs)| Member {
			key: 0,
			proof,
			inputs,
		})
		.collect()
}

/// Verifies `batch` against several prepared keys at once: per key one input MSM and one
/// `C` MSM, per key other than the first member's one exponentiation of its `e(α, β)` in GT
/// (in Wasm), then one Miller loop over k + 2·keys pairs and one final exponentiation for
/// all (module docs). An empty batch is accepted; a batch of one is verified as a single
/// proof.
///
/// Errors: [`BatchError::UnknownKey`] for a member whose key index is out of range;
/// [`BatchError::Member`] as for [`verify_batch`].
pub fn verify_batch_multi<E: G1Endomorphism>(
	keys: &[PreparedVerifyingKey<E>],
	batch: &[Member<'_, E>],
) -> Result<(), BatchError>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	check_shapes(keys, batch)?;
	if batch.len() >= 2 && combination_holds(keys, batch) {
		return Ok(());
	}
	// A batch of one, or a combination that failed: some member is invalid (or, with
	// probability 2⁻¹²⁷ per invalid batch, none is and this finds nothing).
	for (index, member) in batch.iter().enumerate() {
		keys[member.key]
			.verify(member.proof, member.inputs)
			.map_err(|error| BatchError::Member {
				index: index as u32,
				error,
			})?;
	}
	Ok(())
}

/// The batch check alone, without looking for the failing member: whether the random linear
/// combination of `batch`'s equations holds (`true` for an empty batch; a batch of one is
/// verified as a single proof). For callers that only need the verdict and must bound their
/// work: [`verify_batch_multi`] adds up to k single verifications when this is `false`.
///
/// Errors: [`BatchError::UnknownKey`], or [`BatchError::Member`] with
/// [`Groth16Error::WrongPublicInputCount`], for the first member that names no key or has the
/// wrong number of public inputs (checked before any curve work).
pub fn batch_holds<E: G1Endomorphism>(
	keys: &[PreparedVerifyingKey<E>],
	batch: &[Member<'_, E>],
) -> Result<bool, BatchError>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	check_shapes(keys, batch)?;
	Ok(match batch {
		[] => true,
		// One proof gains nothing from a combination (which adds an exponentiation in GT).
		[single] => keys[single.key].verify(single.proof, single.inputs).is_ok(),
		_ => combination_holds(keys, batch),
	})
}

/// Checks what needs no curve work: every member names one of `keys` and has that key's
/// number of public inputs.
///
/// Errors: [`BatchError::UnknownKey`], or [`BatchError::Member`] with
/// [`Groth16Error::WrongPublicInputCount`], for the first member at fault.
fn check_shapes<E: Pairing>(
	keys: &[PreparedVerifyingKey<E>],
	batch: &[Member<'_, E>],
) -> Result<(), BatchError>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	for (index, member) in batch.iter().enumerate() {
		let index = index as u32;
		let key = keys
			.get(member.key)
			.ok_or(BatchError::UnknownKey { index })?;
		if member.inputs.len() != key.public_inputs() || key.ic.is_empty() {
			let error = Groth16Error::WrongPublicInputCount {
				expected: key.public_inputs() as u32,
				got: member.inputs.len() as u32,
			};
			return Err(BatchError::Member { index, error });
		}
	}
	Ok(())
}

/// Decodes a batch given as bytes, each member `(proof, public_inputs)` as
/// [`PreparedVerifyingKey::verify_bytes`] takes them, for a key of `public_inputs` inputs:
/// first every member's inputs ([`decode_public_inputs`], counted before anything is
/// allocated), then every proof with two checked-decoding host calls ([`decode_proofs`]).
///
/// Errors: [`BatchError::Member`] naming the first member whose inputs or proof is at fault,
/// with the [`Groth16Error`] that [`decode_public_inputs`] or [`decode_proofs`] gives.
#[allow(clippy::type_complexity)]
pub fn decode_members<E: Pairing>(
	members: &[(impl AsRef<[u8]>, impl AsRef<[u8]>)],
	public_inputs: usize,
	compress: Compress,
) -> Result<Vec<(Proof<E>, Vec<E::ScalarField>)>, BatchError>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let inputs = members
		.iter()
		.enumerate()
		.map(|(index, (_, inputs))| {
			decode_public_inputs::<E::ScalarField>(inputs.as_ref(), public_inputs).map_err(
				|error| BatchError::Member {
					index: index as u32,
					error,
				},
			)
		})
		.collect::<Result<Vec<_>, _>>()?;
	let proofs: Vec<&[u8]> = members.iter().map(|(proof, _)| proof.as_ref()).collect();
	Ok(decode_proofs::<E>(&proofs, compress)?
		.into_iter()
		.zip(inputs)
		.collect())
}

/// Decodes many proofs (each `A ‖ B ‖ C`, arkworks canonical, as [`Proof::decode`]) with
/// two checked-decoding host calls for the whole batch (every `A` and `C` in one G1 call,
/// every `B` in one G2 call) instead of two per proof.
///
/// Errors: [`BatchError::Member`] with [`Groth16Error::InvalidProof`] for the first proof
/// of the wrong length (`None`), else for the first point that fails a check (proof index,
/// point and check).
pub fn decode_proofs<E: Pairing>(
	proofs: &[&[u8]],
	compress: Compress,
) -> Result<Vec<Proof<E>>, BatchError>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let (g1, g2) = (
		point_len::<E::G1Affine>(compress),
		point_len::<E::G2Affine>(compress),
	);
	let invalid = |index: usize, at: Option<(ProofPoint, DecodeFailure)>| BatchError::Member {
		index: index as u32,
		error: Groth16Error::InvalidProof(at),
	};
	if let Some(index) = proofs.iter().position(|p| p.len() != 2 * g1 + g2) {
		return Err(invalid(index, None));
	}
	let (mut g1_points, mut g2_points) = (
		Vec::with_capacity(2 * proofs.len()),
		Vec::with_capacity(proofs.len()),
	);
	for proof in proofs {
		let (a, rest) = proof.split_at(g1);
		let (b, c) = rest.split_at(g2);
		g1_points.extend([a, c]);
		g2_points.push(b);
	}
	let g1s = decode_batch::<E::G1Affine>(&g1_points, compress).map_err(|(i, f)| {
		let point = if i % 2 == 0 {
			ProofPoint::A
		} else {
			ProofPoint::C
		};
		invalid(i as usize / 2, Some((point, f)))
	})?;
	let g2s = decode_batch::<E::G2Affine>(&g2_points, compress)
		.map_err(|(i, f)| invalid(i as usize, Some((ProofPoint::B, f))))?;
	Ok(g1s
		.chunks_exact(2)
		.zip(g2s)
		.map(|(ac, b)| Proof {
			a: ac[0],
			b,
			c: ac[1],
		})
		.collect())
}

/// The Fiat–Shamir bits of `batch`'s coefficients (module docs): one nonzero 128-bit value
/// per member, from SHA-256 over the keys, the key indices, the proofs (compressed) and the
/// inputs; member i's coefficient is [`coefficient`] of its value.
pub fn coefficients<E: Pairing>(
	keys: &[PreparedVerifyingKey<E>],
	batch: &[Member<'_, E>],
) -> Vec<u128>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let mut transcript = Sha256::new();
	transcript.update(DOMAIN);
	transcript.update((keys.len() as u64).to_le_bytes());
	for key in keys {
		let bytes = key.to_bytes();
		transcript.update((bytes.len() as u64).to_le_bytes());
		transcript.update(&bytes);
	}
	transcript.update((batch.len() as u64).to_le_bytes());
	let mut buffer = Vec::new();
	for member in batch {
		buffer.clear();
		// Serialising into a Vec cannot fail.
		let _ = (member.key as u64).serialize_compressed(&mut buffer);
		let _ = member.proof.a.serialize_compressed(&mut buffer);
		let _ = member.proof.b.serialize_compressed(&mut buffer);
		let _ = member.proof.c.serialize_compressed(&mut buffer);
		let _ = member.inputs.serialize_compressed(&mut buffer);
		transcript.update(&buffer);
	}
	crate::fiat_shamir::coefficient_bits(&transcript.finalize(), batch.len())
}

/// The coefficient `a + b·λ (mod r)` of 128 Fiat–Shamir bits: `a` their low 64 bits, `b`
/// their high 64 bits, λ the eigenvalue of G1's endomorphism (module docs: distinct bits give
/// distinct coefficients).
pub fn coefficient<E: G1Endomorphism>(bits: u128) -> E::ScalarField {
	from_halves::<E>(&halves::<E>(bits))
}

/// `[a, b]`: the low and high 64 bits as scalars (converted once per member: the MSMs take
/// them as they are, the coefficient is [`from_halves`] of them).
fn halves<E: Pairing>(bits: u128) -> [E::ScalarField; 2] {
	[(bits as u64).into(), ((bits >> 64) as u64).into()]
}

/// `a + b·λ`.
fn from_halves<E: G1Endomorphism>([a, b]: &[E::ScalarField; 2]) -> E::ScalarField {
	*a + *b * E::LAMBDA
}

/// The coefficients the combination applies (module docs, "Soundness"): [`coefficient`] of
/// each member's [`coefficients`] bits, except that the first member's becomes `1 − Σ rᵢ`
/// over the other members of its key, so that key's `e(α, β)` enters with exponent 1 and
/// needs no exponentiation in GT. Members' key indices must have been checked.
pub fn combination_coefficients<E: G1Endomorphism>(
	keys: &[PreparedVerifyingKey<E>],
	batch: &[Member<'_, E>],
) -> Vec<E::ScalarField>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let halves: Vec<_> = coefficients(keys, batch)
		.into_iter()
		.map(halves::<E>)
		.collect();
	fixed_first(batch, &halves)
}

/// [`combination_coefficients`] from the members' halves.
fn fixed_first<E: G1Endomorphism>(
	batch: &[Member<'_, E>],
	halves: &[[E::ScalarField; 2]],
) -> Vec<E::ScalarField> {
	let mut r: Vec<E::ScalarField> = halves.iter().map(from_halves::<E>).collect();
	if let Some(first) = batch.first() {
		let others: E::ScalarField = batch
			.iter()
			.zip(&r)
			.skip(1)
			.filter(|(m, _)| m.key == first.key)
			.map(|(_, r)| *r)
			.sum();
		r[0] = E::ScalarField::one() - others;
	}
	r
}

/// Whether the random linear combination of `batch`'s equations holds (host calls: two G1
/// multiplications by ρ₀ and k − 1 two-point G1 MSMs over 64 bits, two G1 MSMs per key, one Miller
/// loop, one final exponentiation; in Wasm one exponentiation in GT per key other than the
/// first member's). Members' key indices and input counts must have been checked, and their
/// points (the endomorphism acts as λ only in the subgroup).
fn combination_holds<E: G1Endomorphism>(
	keys: &[PreparedVerifyingKey<E>],
	batch: &[Member<'_, E>],
) -> bool
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let halves: Vec<_> = coefficients(keys, batch)
		.into_iter()
		.map(halves::<E>)
		.collect();
	let r = fixed_first(batch, &halves);
	// The hooks return host results in affine form (z = 1), so `into_affine` costs nothing:
	// no batch inversion over them.
	let scaled: Option<Vec<E::G1Affine>> = batch
		.iter()
		.enumerate()
		.map(|(i, m)| match i {
			// `ρ₀ = 1 − Σ rᵢ` has full width: one multiplication.
			0 => Some((m.proof.a * r[0]).into_affine()),
			_ => times_coefficient::<E>(m.proof.a, &halves[i]),
		})
		.collect();
	let Some(mut g1) = scaled else {
		return false;
	};
	let mut g2: Vec<E::G2Affine> = batch.iter().map(|m| m.proof.b).collect();
	let mut expected = PairingOutput::<E>::zero();
	for (j, key) in keys.iter().enumerate() {
		if !batch.iter().any(|m| m.key == j) {
			continue;
		}
		let (mut ic_scalars, mut cs, mut halves_of_r) = (
			alloc::vec![E::ScalarField::zero(); key.ic.len()],
			Vec::new(),
			Vec::new(),
		);
		for (i, m) in batch.iter().enumerate().filter(|(_, m)| m.key == j) {
			ic_scalars[0] += r[i];
			for (s, a) in ic_scalars[1..].iter_mut().zip(m.inputs) {
				*s += r[i] * a;
			}
			// `Σ ρᵢ·Cᵢ` over 64-bit scalars: `aᵢ·Cᵢ + bᵢ·φ(Cᵢ)`; member 0's full-width ρ₀
			// would make the whole MSM full width, so its term is a multiplication below.
			if i != 0 {
				cs.extend([m.proof.c, E::endomorphism(&m.proof.c)]);
				halves_of_r.extend(halves[i]);
			}
		}
		// `msm` fails only on unequal lengths, which the construction rules out.
		let (Ok(l), Ok(mut c)) = (
			E::G1::msm(&key.ic, &ic_scalars),
			E::G1::msm(&cs, &halves_of_r),
		) else {
			return false;
		};
		if batch[0].key == j {
			c += batch[0].proof.c * r[0];
		}
		g1.extend([l.into_affine(), c.into_affine()]);
		g2.extend([key.neg_gamma, key.neg_delta]);
		// GT is written additively in arkworks: `+` multiplies, `*` exponentiates. The first
		// member's key has Σ = 1 (`combination_coefficients`): no exponentiation.
		expected += if ic_scalars[0].is_one() {
			key.alpha_beta
		} else {
			key.alpha_beta * ic_scalars[0]
		};
	}
	// In calls of at most four pairs on BW6-761, whose arkworks loop over more is not the
	// product of its pairs' loops (`crate::bilinear`).
	let miller = crate::bilinear::multi_miller_loop::<E>(g1, g2);
	match E::final_exponentiation(miller) {
		Some(result) => result == expected,
		None => false,
	}
}

/// `(a + b·λ)·P` as `a·P + b·φ(P)`: one MSM of two points over 64-bit scalars (`None` only
/// if the MSM refuses its arguments, which have equal lengths). Equal to the multiplication
/// only for P in G1's prime-order subgroup.
fn times_coefficient<E: G1Endomorphism>(
	p: E::G1Affine,
	halves: &[E::ScalarField; 2],
) -> Option<E::G1Affine> {
	E::G1::msm(&[p, E::endomorphism(&p)], halves)
		.ok()
		.map(|sum| sum.into_affine())
}
