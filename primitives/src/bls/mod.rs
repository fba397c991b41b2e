//! BLS signatures on BLS12-381 as Ethereum uses them: draft-irtf-cfrg-bls-signature-05 with
//! the ciphersuite `BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_` (min-pk: public keys are
//! 48-byte compressed G1 points, signatures 96-byte compressed G2 points, messages hashed to
//! G2 by RFC 9380).
//!
//! Everything heavy runs on the host: decompression with its subgroup check and aggregation
//! ([`hostcurves_host::hostcurves_bls`]'s `aggregate_*`), hashing to G2 (`hash_to_g2`) and
//! the pairing check (RFC-0163's BLS12-381 Miller loop and final exponentiation). **The
//! `hostcurves_bls` functions are outside RFC-0163**: a runtime that uses this module runs
//! only on a node that registers `hostcurves_host::HostFunctions`.
//!
//! ```
//! use hostcurves_primitives::bls::{self, PublicKey, Signature};
//!
//! let secret = [7u8; 32];
//! let public_key = bls::public_key(&secret).unwrap();
//! let signature = bls::sign(&secret, b"message").unwrap();
//! // What a runtime receives is bytes: decode (KeyValidate, subgroup check) and verify.
//! let pk = PublicKey::from_bytes(&public_key.to_bytes()).unwrap();
//! let sig = Signature::from_bytes(&signature.to_bytes()).unwrap();
//! assert_eq!(bls::verify(&pk, b"message", &sig), Ok(()));
//! assert_eq!(bls::verify(&pk, b"other", &sig), Err(bls::BlsError::VerificationFailed));
//! ```
//!
//! A registry that verifies one committee's signatures again and again validates its keys
//! once ([`validate_public_keys`]), keeps them uncompressed ([`StoredPublicKey`]) and sums the
//! participants' keys with one host MSM ([`aggregate_stored_public_keys`]): no
//! decompression or subgroup check per verification.
//!
//! The min-sig scheme (signatures in G1, keys in G2) is [`min_sig`], and drand's beacons,
//! which use it, [`drand`].
//!
//! Tested against Ethereum's BLS test suite (`ethereum/bls12-381-tests`: sign, verify,
//! aggregate, aggregate_verify, fast_aggregate_verify, deserialization, hash_to_G2) in
//! `tests/bls_signatures.rs`.

pub mod drand;
mod error;
mod hash;
mod keys;
pub mod min_sig;
mod pop;
#[cfg(feature = "std")]
mod sign;
mod stored;
mod verify;

pub use error::BlsError;
pub use hash::{hash_to_g1, hash_to_g2, map_to_g1, map_to_g2};
pub use keys::{aggregate_public_keys, aggregate_signatures, PublicKey, Signature};
pub use pop::{pop_verify, verify_possession, DST_POSSESSION};
#[cfg(feature = "std")]
pub use sign::{pop_prove, public_key, sign};
pub use stored::{
	aggregate_stored_public_keys, validate_public_keys, StoredPublicKey, STORED_PUBLIC_KEY_LEN,
};
pub use verify::{aggregate_verify, fast_aggregate_verify, verify};

/// The domain separation tag of the ciphersuite's message hash: proof-of-possession scheme,
/// the one Ethereum's consensus layer uses (43 bytes).
pub const DST_POP: &[u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";

/// Length of a public key: a compressed G1 point in the ZCash format, bytes.
pub const PUBLIC_KEY_LEN: usize = 48;

/// Length of a signature: a compressed G2 point in the ZCash format, bytes.
pub const SIGNATURE_LEN: usize = 96;
