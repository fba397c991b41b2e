//! drand randomness beacons of the scheme `bls-unchained-g1-rfc9380` (drand's quicknet, a
//! round every 3 s since 2023-08-23): round r's signature is a min-sig BLS signature
//! ([`super::min_sig`], DST [`super::min_sig::DST_NUL`]) by the network's threshold key of the
//! message `SHA-256(r as 8 big-endian bytes)`, and the round's randomness is `SHA-256` of the
//! 48-byte signature. Unchained: a round's signature does not depend on the previous one, so
//! any round verifies on its own.
//!
//! ```
//! use hostcurves_primitives::bls::{drand, min_sig::{MinSigPublicKey, MinSigSignature}};
//!
//! // Quicknet's round 123 (https://api.drand.sh/<drand::QUICKNET_CHAIN_HASH>/public/123).
//! let signature = hex_literal::hex!(
//!     "b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92"
//! );
//! let key = MinSigPublicKey::from_bytes(&drand::QUICKNET_PUBLIC_KEY).unwrap();
//! let sig = MinSigSignature::from_bytes(&signature).unwrap();
//! assert_eq!(drand::verify_beacon(&key, 123, &sig), Ok(()));
//! assert!(drand::verify_beacon(&key, 124, &sig).is_err());
//! ```

use sha2::{Digest, Sha256};

use super::{
	min_sig::{self, MinSigPublicKey, MinSigSignature, DST_NUL, SIGNATURE_LEN},
	BlsError,
};

/// The scheme these functions verify, as drand's `/info` names it (`schemeID`).
pub const SCHEME_ID: &str = "bls-unchained-g1-rfc9380";

/// Quicknet's group public key (a compressed G2 point, 96 bytes), as drand's
/// `https://api.drand.sh/52db9ba7…/info` gives it.
pub const QUICKNET_PUBLIC_KEY: [u8; min_sig::PUBLIC_KEY_LEN] = hex_literal::hex!(
	"83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a"
);

/// Quicknet's chain hash (32 bytes): the id drand's HTTP API names the network by.
pub const QUICKNET_CHAIN_HASH: [u8; 32] =
	hex_literal::hex!("52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971");

/// The message round `round` signs: `SHA-256(round.to_be_bytes())`, 32 bytes.
pub fn round_message(round: u64) -> [u8; 32] {
	Sha256::digest(round.to_be_bytes()).into()
}

/// The randomness of a round: `SHA-256` of its 48-byte signature, 32 bytes. Only meaningful
/// once the signature verified ([`verify_beacon`]).
pub fn randomness(signature: &[u8; SIGNATURE_LEN]) -> [u8; 32] {
	Sha256::digest(signature).into()
}

/// Verifies round `round`'s beacon `signature` under the network's `public_key`:
/// [`min_sig::verify`] of [`round_message`] with [`DST_NUL`].
///
/// Cost: one SHA-256 of 8 bytes, one hash to G1 and a two-pair pairing check on the host.
///
/// Errors: [`BlsError::VerificationFailed`] if it is not that round's signature by that key;
/// [`BlsError::Host`] as [`min_sig::verify`].
pub fn verify_beacon(
	public_key: &MinSigPublicKey,
	round: u64,
	signature: &MinSigSignature,
) -> Result<(), BlsError> {
	min_sig::verify(public_key, &round_message(round), signature, DST_NUL)
}
