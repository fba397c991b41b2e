//! KZG openings over BLS12-381 as EIP-4844 checks them: c-kzg-4844's `verify_kzg_proof`
//! (EIP-4844's `verify_kzg_proof` in the consensus specs' polynomial-commitments), against
//! the Ethereum KZG ceremony's setup, and a batch of openings checked with one two-pair
//! pairing product.
//!
//! An opening claims that the polynomial committed to by `C` takes the value `y` at `z`; the
//! proof `π` is the commitment to the quotient. It holds when
//! `e(π, [τ]₂ − [z]₂) = e(C − [y]₁, g₂)`, which this module checks in the equivalent form
//! `e(π, [τ]₂) · e(y·g₁ − C − z·π, g₂) = 1` (bilinearity; every point is in G1 or G2): one
//! three-point MSM in G1 and a two-pair multi Miller loop, instead of a scalar multiplication
//! in G2.
//!
//! Bytes are EIP-4844's: commitments and proofs 48-byte compressed G1 points (ZCash flag bits,
//! the identity allowed, checked for canonical encoding, curve and subgroup), `z` and `y`
//! 32-byte big-endian scalars below r. [`verify_bytes`] refuses what c-kzg-4844 refuses
//! (`C_KZG_BADARGS`) and accepts what it accepts: the tests run c-kzg-4844's own cases, the
//! `ckzg` Python binding's openings and geth's point-evaluation vector through both engines.
//!
//! The code is written once over [`KzgEngine`]: [`crate::bls12_381::Bls12_381`] (checked
//! decoding, the MSM and the pairing as host calls) and plain `ark_bls12_381::Bls12_381` (in
//! Wasm: the pure-Wasm baseline).
//!
//! ```
//! use hostcurves_primitives::{bls12_381::Bls12_381, kzg};
//!
//! // The zero polynomial: commitment and proof are the identity, and its value anywhere is 0.
//! let identity = [&[0xc0u8][..], &[0u8; 47]].concat();
//! let z = [7u8; 32];
//! assert_eq!(kzg::verify_bytes::<Bls12_381>(&identity, &z, &[0u8; 32], &identity), Ok(true));
//! let mut one = [0u8; 32];
//! one[31] = 1;
//! assert_eq!(kzg::verify_bytes::<Bls12_381>(&identity, &z, &one, &identity), Ok(false));
//! // z must be below r.
//! assert_eq!(
//!     kzg::verify_bytes::<Bls12_381>(&identity, &[0xff; 32], &one, &identity),
//!     Err(kzg::KzgError::NonCanonicalScalar { part: kzg::Part::Z })
//! );
//! ```
//!
//! ## Host functions a node must register
//!
//! With [`crate::bls12_381::Bls12_381`]: RFC-0163's BLS12-381 `msm_g1`, `multi_miller_loop`
//! and `final_exponentiation`, and hostcurves' checked decoding of G1
//! (`hostcurves_checked`), which needs a node that registers `hostcurves_host::HostFunctions`;
//! with the feature `rfc163` the checked decoding runs in Wasm and only RFC-0163's functions
//! are imported (any node with the standard set, relay validators that enabled it).

use alloc::vec::Vec;
use ark_bls12_381::Fr;
use ark_ec::{
	pairing::{Pairing, PairingOutput},
	AffineRepr, CurveGroup, PrimeGroup, VariableBaseMSM,
};
use ark_ff::{One, Zero};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress};
use hex_literal::hex;
use hostcurves_host::checked::{CheckedDecodeError, DecodeFailure};
use sha2::{Digest, Sha256};

/// Bytes of a commitment: a compressed G1 point (EIP-4844 `BYTES_PER_COMMITMENT`).
pub const COMMITMENT_LEN: usize = 48;
/// Bytes of a proof: a compressed G1 point (EIP-4844 `BYTES_PER_PROOF`).
pub const PROOF_LEN: usize = 48;
/// Bytes of `z` or `y`: a big-endian scalar below r (EIP-4844 `BYTES_PER_FIELD_ELEMENT`).
pub const SCALAR_LEN: usize = 32;
/// Bytes of one opening in a batch ([`decode_openings`]): commitment ‖ z ‖ y ‖ proof, the
/// order of c-kzg-4844's `verify_kzg_proof` arguments.
pub const OPENING_LEN: usize = COMMITMENT_LEN + 2 * SCALAR_LEN + PROOF_LEN;
/// EIP-4844's `FIELD_ELEMENTS_PER_BLOB`: the degree bound of the ceremony's setup.
pub const FIELD_ELEMENTS_PER_BLOB: u64 = 4096;

/// `[τ]₂` of the Ethereum KZG ceremony, compressed: the second G2 line of c-kzg-4844's
/// `trusted_setup.txt` (`vectors/kzg/c-kzg-4844/trusted_setup.txt`, line 4100; the first is
/// the generator).
pub const TAU_G2_COMPRESSED: [u8; 96] = hex!(
	"b5bfd7dd8cdeb128843bc287230af38926187075cbfbefa81009a2ce615ac53d2914e5870cb452d2afaaab24f3499f72"
	"185cbfee53492714734429b7b38608e23926c911cceceac9a36851477ba4c60b087041de621000edc98edada20c1def2"
);

/// `[τ]₁` of the same ceremony, compressed: the second line of the G1 monomial section of
/// `trusted_setup.txt` (line 4165; line 4164 is the generator). Verification never needs it;
/// with it anyone can open a polynomial of degree ≤ 1 (`C = a·g₁ + b·[τ]₁`, `π = b·g₁`,
/// `y = a + b·z`), which is how benchmarks and tests make valid openings at will.
pub const TAU_G1_COMPRESSED: [u8; 48] = hex!(
	"ad3eb50121139aa34db1d545093ac9374ab7bca2c0f3bf28e27c8dcd8fc7cb42d25926fc0c97b336e9f0fb35e5a04c81"
);

/// `[τ]₂` uncompressed (ZCash layout: x.c1 ‖ x.c0 ‖ y.c1 ‖ y.c0, big-endian), as
/// py_ecc 8.0.0 decompresses [`TAU_G2_COMPRESSED`]: read without a square root or a subgroup
/// check on every verification. A test checks that it is on the curve, in G2, and compresses
/// to [`TAU_G2_COMPRESSED`].
const TAU_G2_UNCOMPRESSED: [u8; 192] = hex!(
	"15bfd7dd8cdeb128843bc287230af38926187075cbfbefa81009a2ce615ac53d2914e5870cb452d2afaaab24f3499f72"
	"185cbfee53492714734429b7b38608e23926c911cceceac9a36851477ba4c60b087041de621000edc98edada20c1def2"
	"1666c54b0a32529503432fcae0181b4bef79de09fc63671fda5ed1ba9bfa07899495346f3d7ac9cd23048ef30d0a154f"
	"014353bdb96b626dd7d5ee8599d1fca2131569490e28de18e82451a496a9c9794ce26d105941f383ee689bfbbb832a99"
);

/// Domain separation of the batch's Fiat–Shamir seed (changing the derivation changes it).
const BATCH_DOMAIN: &[u8] = b"hostcurves/kzg/batch/v1";

/// A part of an opening, for errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
	/// The commitment `C`.
	Commitment,
	/// The evaluation point `z`.
	Z,
	/// The claimed value `y`.
	Y,
	/// The proof `π`.
	Proof,
}

/// Why an opening's bytes were refused (c-kzg-4844's `C_KZG_BADARGS`). A well-formed opening
/// that does not hold is not an error: [`verify_bytes`] answers `Ok(false)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KzgError {
	/// `part` does not have its length (48 bytes for points, 32 for scalars).
	WrongLength {
		/// Which part.
		part: Part,
	},
	/// `part` (`z` or `y`) is not below r.
	NonCanonicalScalar {
		/// Which part.
		part: Part,
	},
	/// `part` (the commitment or the proof) is not a G1 point's canonical compressed
	/// encoding: `failure` names the check (flags, coordinate ≥ p or no point with that x,
	/// off the curve, outside G1).
	InvalidPoint {
		/// Which part.
		part: Part,
		/// The check it failed.
		failure: DecodeFailure,
	},
	/// The pairing had no answer (a Miller loop of zero, which points in G1 and G2 never
	/// give) or the host disagreed on a point: never seen, an error rather than a panic.
	Internal,
}

/// A batch member's bytes were refused: the member's 0-based index and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BatchKzgError {
	/// 0-based index of the opening.
	pub index: u32,
	/// Why it was refused.
	pub error: KzgError,
}

/// A pairing engine over BLS12-381 whose G1 points can be decoded with every check.
pub trait KzgEngine: Pairing<ScalarField = Fr> {
	/// Decodes `bytes`, a u64 LE count n then n compressed G1 points, checking each
	/// (canonical, on the curve, in G1: [`crate::checked`]'s algorithm).
	///
	/// Errors: the first failing point's index and check.
	fn decode_g1(bytes: &[u8]) -> Result<Vec<Self::G1Affine>, CheckedDecodeError>;
}

impl KzgEngine for crate::bls12_381::Bls12_381 {
	fn decode_g1(bytes: &[u8]) -> Result<Vec<Self::G1Affine>, CheckedDecodeError> {
		crate::checked::decode::<Self::G1Affine>(bytes, Compress::Yes)
	}
}

impl KzgEngine for ark_bls12_381::Bls12_381 {
	fn decode_g1(bytes: &[u8]) -> Result<Vec<Self::G1Affine>, CheckedDecodeError> {
		hostcurves_host::checked::decode_points::<Self::G1Affine>(bytes, Compress::Yes)
	}
}

/// A decoded opening: the polynomial committed to by `commitment` takes `y` at `z`, proved
/// by `proof`. Make it with [`Opening::decode`] or [`decode_openings`] from user bytes: the
/// fields are public for tests and tools, and points set by hand skip the curve and subgroup
/// checks before they reach the host's MSM and pairing (on a stock node an off-curve MSM
/// point is consensus-breaking, `docs/validation.md`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opening<E: Pairing> {
	/// `C`, in G1.
	pub commitment: E::G1Affine,
	/// The evaluation point.
	pub z: Fr,
	/// The claimed value.
	pub y: Fr,
	/// `π`, in G1.
	pub proof: E::G1Affine,
}

/// `[τ]₂` as `E`'s G2 point.
///
/// Errors: [`KzgError::Internal`] if the constant does not read, which a test rules out.
pub fn tau_g2<E: Pairing>() -> Result<E::G2Affine, KzgError> {
	E::G2Affine::deserialize_uncompressed_unchecked(&TAU_G2_UNCOMPRESSED[..])
		.map_err(|_| KzgError::Internal)
}

/// A 32-byte big-endian scalar below r.
///
/// Errors: [`KzgError::WrongLength`], [`KzgError::NonCanonicalScalar`].
pub fn decode_scalar(bytes: &[u8], part: Part) -> Result<Fr, KzgError> {
	let mut le: [u8; SCALAR_LEN] = bytes
		.try_into()
		.map_err(|_| KzgError::WrongLength { part })?;
	le.reverse();
	// arkworks' field deserializer refuses values ≥ r rather than reducing them.
	Fr::deserialize_compressed(&le[..]).map_err(|_| KzgError::NonCanonicalScalar { part })
}

/// Splits `k` openings' points into one checked-decoding batch (commitment, proof per
/// opening) and decodes their scalars; lengths are checked before anything else.
fn decode_parts<E: KzgEngine>(openings: &[[&[u8]; 4]]) -> Result<Vec<Opening<E>>, BatchKzgError> {
	let at = |index: usize, error| BatchKzgError {
		index: index as u32,
		error,
	};
	let mut points: Vec<&[u8]> = Vec::with_capacity(2 * openings.len());
	let mut scalars = Vec::with_capacity(openings.len());
	for (i, [commitment, z, y, proof]) in openings.iter().enumerate() {
		for (bytes, len, part) in [
			(commitment, COMMITMENT_LEN, Part::Commitment),
			(z, SCALAR_LEN, Part::Z),
			(y, SCALAR_LEN, Part::Y),
			(proof, PROOF_LEN, Part::Proof),
		] {
			if bytes.len() != len {
				return Err(at(i, KzgError::WrongLength { part }));
			}
		}
		points.extend([*commitment, *proof]);
	}
	// Scalars before points: the cheap check first, as c-kzg-4844 reads its arguments.
	for (i, [_, z, y, _]) in openings.iter().enumerate() {
		let z = decode_scalar(z, Part::Z).map_err(|e| at(i, e))?;
		let y = decode_scalar(y, Part::Y).map_err(|e| at(i, e))?;
		scalars.push((z, y));
	}
	let decoded = E::decode_g1(&crate::checked::frame(&points)).map_err(|e| {
		let part = if e.index % 2 == 0 {
			Part::Commitment
		} else {
			Part::Proof
		};
		at(
			(e.index / 2) as usize,
			KzgError::InvalidPoint {
				part,
				failure: e.failure,
			},
		)
	})?;
	if decoded.len() != 2 * openings.len() {
		return Err(at(0, KzgError::Internal));
	}
	Ok(decoded
		.chunks_exact(2)
		.zip(scalars)
		.map(|(cp, (z, y))| Opening {
			commitment: cp[0],
			z,
			y,
			proof: cp[1],
		})
		.collect())
}

impl<E: KzgEngine> Opening<E> {
	/// Decodes one opening's four byte strings (48, 32, 32, 48 bytes) with every check, the
	/// two points in one checked-decoding call.
	///
	/// Errors: [`KzgError::WrongLength`], [`KzgError::NonCanonicalScalar`] (z, then y),
	/// [`KzgError::InvalidPoint`] (the commitment, then the proof).
	pub fn decode(commitment: &[u8], z: &[u8], y: &[u8], proof: &[u8]) -> Result<Self, KzgError> {
		decode_parts::<E>(&[[commitment, z, y, proof]])
			.map(|mut v| v.remove(0))
			.map_err(|e| e.error)
	}

	/// Whether the opening holds: `e(π, [τ]₂) · e(y·g₁ − C − z·π, g₂) = 1` (module docs):
	/// one three-point MSM in G1, one two-pair multi Miller loop, one final exponentiation.
	///
	/// Errors: [`KzgError::Internal`] (never seen).
	pub fn verify(&self) -> Result<bool, KzgError> {
		let bases = [E::G1Affine::generator(), self.commitment, self.proof];
		let scalars = [self.y, -Fr::one(), -self.z];
		let rhs = E::G1::msm(&bases, &scalars).map_err(|_| KzgError::Internal)?;
		pairing_is_one::<E>(self.proof, rhs.into_affine())
	}
}

/// `e(π, [τ]₂) · e(rhs, g₂) = 1`.
fn pairing_is_one<E: KzgEngine>(pi: E::G1Affine, rhs: E::G1Affine) -> Result<bool, KzgError> {
	let product = E::multi_miller_loop([pi, rhs], [tau_g2::<E>()?, E::G2Affine::generator()]);
	let PairingOutput(value) = E::final_exponentiation(product).ok_or(KzgError::Internal)?;
	Ok(value.is_one())
}

/// c-kzg-4844's `verify_kzg_proof`: decodes the opening (48-byte commitment, 32-byte `z` and
/// `y`, 48-byte proof) and checks it.
///
/// Returns `Ok(true)` if it holds, `Ok(false)` if the bytes are well formed and it does not
/// (c-kzg-4844: `C_KZG_OK` with `ok = false`).
///
/// Errors: as [`Opening::decode`] (c-kzg-4844: `C_KZG_BADARGS`).
pub fn verify_bytes<E: KzgEngine>(
	commitment: &[u8],
	z: &[u8],
	y: &[u8],
	proof: &[u8],
) -> Result<bool, KzgError> {
	Opening::<E>::decode(commitment, z, y, proof)?.verify()
}

/// Decodes `bytes`, k openings of [`OPENING_LEN`] (160) bytes each (commitment ‖ z ‖ y ‖
/// proof), with all 2k points in one checked-decoding call.
///
/// Errors: [`BatchKzgError`] naming the first refused opening ([`Opening::decode`]'s errors;
/// a length that is not a multiple of 160 is [`KzgError::WrongLength`] of the last, partial
/// opening's first short part).
pub fn decode_openings<E: KzgEngine>(bytes: &[u8]) -> Result<Vec<Opening<E>>, BatchKzgError> {
	let parts: Vec<[&[u8]; 4]> = bytes
		.chunks(OPENING_LEN)
		.map(|o| {
			let (c, rest) = o.split_at(COMMITMENT_LEN.min(o.len()));
			let (z, rest) = rest.split_at(SCALAR_LEN.min(rest.len()));
			let (y, proof) = rest.split_at(SCALAR_LEN.min(rest.len()));
			[c, z, y, proof]
		})
		.collect();
	decode_parts::<E>(&parts)
}

/// The batch's Fiat–Shamir coefficients: one nonzero 128-bit value per opening, from SHA-256
/// over every opening's canonical bytes, so that no opening can be chosen after them.
fn batch_coefficients<E: KzgEngine>(openings: &[Opening<E>]) -> Vec<Fr> {
	let mut transcript = Sha256::new();
	transcript.update(BATCH_DOMAIN);
	transcript.update((openings.len() as u64).to_le_bytes());
	let mut buffer = Vec::with_capacity(OPENING_LEN);
	for o in openings {
		buffer.clear();
		// Serialising into a Vec cannot fail.
		let _ = o.commitment.serialize_compressed(&mut buffer);
		let _ = o.z.serialize_compressed(&mut buffer);
		let _ = o.y.serialize_compressed(&mut buffer);
		let _ = o.proof.serialize_compressed(&mut buffer);
		transcript.update(&buffer);
	}
	crate::fiat_shamir::coefficient_bits(&transcript.finalize(), openings.len())
		.into_iter()
		.map(Fr::from)
		.collect()
}

/// Whether every opening holds, with one pairing product, as c-kzg-4844's
/// `verify_kzg_proof_batch` does: with coefficients rᵢ (128 bits, Fiat–Shamir over the
/// batch), `e(Σ rᵢ·πᵢ, [τ]₂) · e(Σ rᵢ·(yᵢ·g₁ − Cᵢ − zᵢ·πᵢ), g₂) = 1`. Two MSMs (k and 2k + 1
/// points), one two-pair multi Miller loop and one final exponentiation for any k. A batch
/// with a failing opening passes with probability at most 2⁻¹²⁸ over the coefficients, which
/// the prover fixes only by fixing the openings. The empty batch holds.
///
/// Errors: [`KzgError::Internal`] (never seen).
pub fn verify_batch<E: KzgEngine>(openings: &[Opening<E>]) -> Result<bool, KzgError> {
	if openings.is_empty() {
		return Ok(true);
	}
	let r = batch_coefficients(openings);
	let proofs: Vec<E::G1Affine> = openings.iter().map(|o| o.proof).collect();
	let lhs = E::G1::msm(&proofs, &r).map_err(|_| KzgError::Internal)?;

	let mut bases = Vec::with_capacity(2 * openings.len() + 1);
	let mut scalars = Vec::with_capacity(2 * openings.len() + 1);
	let mut y_sum = Fr::zero();
	for (o, r) in openings.iter().zip(&r) {
		y_sum += *r * o.y;
		bases.push(o.commitment);
		scalars.push(-*r);
		bases.push(o.proof);
		scalars.push(-(*r * o.z));
	}
	bases.push(E::G1Affine::generator());
	scalars.push(y_sum);
	let rhs = E::G1::msm(&bases, &scalars).map_err(|_| KzgError::Internal)?;
	pairing_is_one::<E>(lhs.into_affine(), rhs.into_affine())
}

/// The opening at `z` of the polynomial `a + b·X`, committed with the ceremony's `[τ]₁`
/// ([`TAU_G1_COMPRESSED`]): `C = a·g₁ + b·[τ]₁`, `π = b·g₁`, `y = a + b·z`, as the 160 bytes
/// [`decode_openings`] reads (commitment ‖ z ‖ y ‖ proof). Valid openings with full-width
/// scalars at will, for benchmarks and tests (plain arkworks; verification never needs
/// `[τ]₁`).
///
/// Errors: [`KzgError::Internal`] if `[τ]₁` does not read, which a test rules out.
pub fn linear_opening(a: Fr, b: Fr, z: Fr) -> Result<[u8; OPENING_LEN], KzgError> {
	use ark_bls12_381::{G1Affine, G1Projective};
	let tau =
		G1Affine::deserialize_compressed(&TAU_G1_COMPRESSED[..]).map_err(|_| KzgError::Internal)?;
	let g = G1Projective::generator();
	let commitment = (g * a + tau * b).into_affine();
	let proof = (g * b).into_affine();
	let mut out = Vec::with_capacity(OPENING_LEN);
	commitment
		.serialize_compressed(&mut out)
		.map_err(|_| KzgError::Internal)?;
	for x in [z, a + b * z] {
		let mut le = Vec::with_capacity(SCALAR_LEN);
		x.serialize_compressed(&mut le)
			.map_err(|_| KzgError::Internal)?;
		out.extend(le.iter().rev());
	}
	proof
		.serialize_compressed(&mut out)
		.map_err(|_| KzgError::Internal)?;
	out.try_into().map_err(|_| KzgError::Internal)
}
