//! Min-sig BLS: the scheme with the groups swapped, signatures in G1 (48 bytes compressed) and
//! public keys in G2 (96 bytes), messages hashed to G1 (RFC 9380, suite
//! `BLS12381G1_XMD:SHA-256_SSWU_RO_`). Half the signature size of Ethereum's min-pk scheme for
//! a larger key; drand's quicknet signs its beacons this way ([`super::drand`]).
//!
//! The checks are those of the min-pk scheme with G1 and G2 exchanged: keys and signatures
//! decoded with every check on the host (canonical, on the curve, in the prime-order
//! subgroup), keys KeyValidate'd (not the identity), and the equation
//! `e(H(message), public_key) = e(signature, g₂)` checked as one two-pair pairing product on
//! the host. Like the min-pk functions, these use `hostcurves_bls` functions outside RFC-0163
//! (`hash_to_g1`, `aggregate_g2`) in the full build and run them in Wasm in the portable one.
//!
//! ```
//! use hostcurves_primitives::bls::min_sig::{self, MinSigPublicKey, MinSigSignature};
//!
//! let secret = [9u8; 32];
//! let public_key = min_sig::public_key(&secret).unwrap();
//! let signature = min_sig::sign(&secret, b"message", min_sig::DST_NUL).unwrap();
//! let pk = MinSigPublicKey::from_bytes(&public_key.to_bytes()).unwrap();
//! let sig = MinSigSignature::from_bytes(&signature.to_bytes()).unwrap();
//! assert_eq!(min_sig::verify(&pk, b"message", &sig, min_sig::DST_NUL), Ok(()));
//! ```

use ark_ec::{pairing::Pairing, AffineRepr};
use ark_ff::One;
#[cfg(not(feature = "rfc163"))]
use hostcurves_host::hostcurves_bls::hostcurves_bls as host;
use hostcurves_host::wire;

use super::{
	hash_to_g1,
	keys::{batch, compress, decode_one, first_bad_key},
	BlsError,
};
use crate::bls12_381::{Bls12_381, G1Affine, G2Affine};
#[cfg(feature = "rfc163")]
use crate::portable::bls as host;

/// The message DST of the basic min-sig ciphersuite, `BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_`
/// (43 bytes): drand's `bls-unchained-g1-rfc9380` scheme and the min-sig vectors of
/// input-output-hk's `bls-e2e-testvectors`.
pub const DST_NUL: &[u8] = b"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_";

/// Length of a min-sig public key: a compressed G2 point in the ZCash format, bytes.
pub const PUBLIC_KEY_LEN: usize = 96;

/// Length of a min-sig signature: a compressed G1 point in the ZCash format, bytes.
pub const SIGNATURE_LEN: usize = 48;

/// Length of a min-sig public key in stored form, bytes: the G2 point uncompressed in the
/// boundary format (arkworks' uncompressed ZCash encoding, `x ‖ y`, 96 bytes each).
pub const STORED_PUBLIC_KEY_LEN: usize = 192;

/// A min-sig public key that passed KeyValidate: a point of G2 (canonical encoding, on the
/// curve, in the prime-order subgroup), not the identity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MinSigPublicKey(G2Affine);

/// A min-sig signature that decoded to a point of G1 (canonical, on the curve, in the
/// subgroup; the identity decodes, and verifies under no valid key).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MinSigSignature(G1Affine);

impl MinSigPublicKey {
	/// Decodes a compressed public key (96 bytes, ZCash format) with every check, on the host,
	/// and KeyValidate.
	///
	/// Errors: [`BlsError::Length`] for another length; [`BlsError::InvalidPublicKey`] if it
	/// does not decode to a point of G2 (index 0); [`BlsError::IdentityPublicKey`] for the
	/// identity.
	pub fn from_bytes(bytes: &[u8]) -> Result<Self, BlsError> {
		let bytes: [u8; PUBLIC_KEY_LEN] = bytes.try_into().map_err(|_| BlsError::Length)?;
		let point =
			decode_one::<G2Affine, PUBLIC_KEY_LEN>(bytes).map_err(BlsError::InvalidPublicKey)?;
		Self::from_point(point).ok_or(BlsError::IdentityPublicKey { index: 0 })
	}

	/// The key for a point already known to be in G2; `None` for the identity. Does not
	/// check the subgroup.
	pub fn from_point(point: G2Affine) -> Option<Self> {
		(!point.is_zero()).then_some(Self(point))
	}

	/// The key as a G2 point.
	pub fn as_point(&self) -> &G2Affine {
		&self.0
	}

	/// The compressed encoding, 96 bytes (ZCash format).
	pub fn to_bytes(&self) -> [u8; PUBLIC_KEY_LEN] {
		compress(&self.0)
	}

	/// The stored form, [`STORED_PUBLIC_KEY_LEN`] bytes: what a registry keeps so that a
	/// verification decodes the key without decompressing or checking it again.
	pub fn to_stored(&self) -> [u8; STORED_PUBLIC_KEY_LEN] {
		let mut stored = [0u8; STORED_PUBLIC_KEY_LEN];
		// The boundary encoding of a G2 point is exactly STORED_PUBLIC_KEY_LEN bytes; were
		// it not, the zeros left would decode as the identity, which `from_stored` refuses.
		let _ = wire::encode_into(self.0, &mut stored);
		stored
	}

	/// The key back from [`MinSigPublicKey::to_stored`]'s bytes, trusted: decoded in Wasm
	/// without the subgroup check (only a registry that validated the key writes them).
	///
	/// Errors: [`BlsError::Host`] if the bytes are not a boundary encoding of a point;
	/// [`BlsError::IdentityPublicKey`] for the identity.
	pub fn from_stored(stored: &[u8; STORED_PUBLIC_KEY_LEN]) -> Result<Self, BlsError> {
		let point = wire::decode::<G2Affine>(stored).map_err(BlsError::Host)?;
		Self::from_point(point).ok_or(BlsError::IdentityPublicKey { index: 0 })
	}
}

impl MinSigSignature {
	/// Decodes a compressed signature (48 bytes, ZCash format) with every check, on the host.
	///
	/// Errors: [`BlsError::Length`] for another length; [`BlsError::InvalidSignature`] if it
	/// does not decode to a point of G1 (index 0).
	pub fn from_bytes(bytes: &[u8]) -> Result<Self, BlsError> {
		let bytes: [u8; SIGNATURE_LEN] = bytes.try_into().map_err(|_| BlsError::Length)?;
		decode_one::<G1Affine, SIGNATURE_LEN>(bytes)
			.map(Self)
			.map_err(BlsError::InvalidSignature)
	}

	/// The signature for a point already known to be in G1. Does not check the subgroup.
	pub fn from_point(point: G1Affine) -> Self {
		Self(point)
	}

	/// The signature as a G1 point.
	pub fn as_point(&self) -> &G1Affine {
		&self.0
	}

	/// The compressed encoding, 48 bytes (ZCash format).
	pub fn to_bytes(&self) -> [u8; SIGNATURE_LEN] {
		compress(&self.0)
	}
}

/// Verify (CoreVerify of the min-sig scheme): `e(H(message), public_key) = e(signature, g₂)`
/// with `message` hashed to G1 under `dst` ([`DST_NUL`] for drand and the basic scheme).
/// The key and the signature were checked when decoded.
///
/// Cost: one hash to G1 and a two-pair pairing check on the host.
///
/// Errors: [`BlsError::VerificationFailed`] if the equation does not hold;
/// [`BlsError::Host`] if the node's host functions are not hostcurves'.
pub fn verify(
	public_key: &MinSigPublicKey,
	message: &[u8],
	signature: &MinSigSignature,
	dst: &[u8],
) -> Result<(), BlsError> {
	let hash = hash_to_g1(message, dst).map_err(BlsError::Host)?;
	let product = Bls12_381::multi_pairing(
		[hash, -*signature.as_point()],
		[*public_key.as_point(), G2Affine::generator()],
	);
	if product.0.is_one() {
		Ok(())
	} else {
		Err(BlsError::VerificationFailed)
	}
}

/// Decodes and sums min-sig public keys (96 bytes compressed each), on the host
/// (`aggregate_g2`, outside RFC-0163): every key checked (canonical, on the curve, in G2) and
/// KeyValidate'd, and the sum too.
///
/// Errors: [`BlsError::Empty`] for no keys; [`BlsError::InvalidPublicKey`] or
/// [`BlsError::IdentityPublicKey`] with the index of the first bad key;
/// [`BlsError::IdentityAggregate`] if they sum to the identity.
pub fn aggregate_public_keys(
	public_keys: &[[u8; PUBLIC_KEY_LEN]],
) -> Result<MinSigPublicKey, BlsError> {
	if public_keys.is_empty() {
		return Err(BlsError::Empty);
	}
	let mut out = wire::buffer_for::<G2Affine>();
	let decoded = host::bls12_381_aggregate_g2(&batch(public_keys), true, &mut out);
	first_bad_key(public_keys, decoded)?;
	let sum = wire::decode::<G2Affine>(&out).map_err(BlsError::Host)?;
	MinSigPublicKey::from_point(sum).ok_or(BlsError::IdentityAggregate)
}

/// FastAggregateVerify of the min-sig scheme: the keys summed ([`aggregate_public_keys`])
/// and the sum verified against the one `message` ([`verify`]). As with min-pk, sound only
/// over keys whose holders proved possession of their secret keys.
///
/// Errors: those of [`aggregate_public_keys`] and of [`verify`].
pub fn fast_aggregate_verify(
	public_keys: &[[u8; PUBLIC_KEY_LEN]],
	message: &[u8],
	signature: &MinSigSignature,
	dst: &[u8],
) -> Result<(), BlsError> {
	verify(
		&aggregate_public_keys(public_keys)?,
		message,
		signature,
		dst,
	)
}

/// SkToPk of the min-sig scheme: `sk · g₂`, for tests and off-chain tools (`std` only; not
/// constant time). `secret_key` is 32 bytes big-endian, `0 < sk < r`.
///
/// Errors: [`BlsError::InvalidSecretKey`] if the key is 0 or not below r.
#[cfg(feature = "std")]
pub fn public_key(secret_key: &[u8; 32]) -> Result<MinSigPublicKey, BlsError> {
	use ark_ec::CurveGroup;
	let sk = super::sign::secret_scalar(secret_key)?;
	MinSigPublicKey::from_point((G2Affine::generator() * sk).into_affine())
		.ok_or(BlsError::InvalidSecretKey)
}

/// Sign of the min-sig scheme: `sk · H(message)` with `message` hashed to G1 under `dst`,
/// for tests and off-chain tools (`std` only; not constant time).
///
/// Errors: [`BlsError::InvalidSecretKey`] if the key is 0 or not below r.
#[cfg(feature = "std")]
pub fn sign(
	secret_key: &[u8; 32],
	message: &[u8],
	dst: &[u8],
) -> Result<MinSigSignature, BlsError> {
	use ark_ec::CurveGroup;
	let sk = super::sign::secret_scalar(secret_key)?;
	let hash = hash_to_g1(message, dst).map_err(BlsError::Host)?;
	Ok(MinSigSignature((hash * sk).into_affine()))
}
