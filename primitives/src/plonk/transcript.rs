//! snarkjs' Fiat–Shamir transcript (`src/Keccak256Transcript.js`, snarkjs 0.7.6), which its
//! PLONK and fflonk verifiers share.
//!
//! A challenge is Keccak-256 of the items added since the last challenge, concatenated: a G1
//! point as its affine `x ‖ y`, each big-endian in the base field's byte length (BN254 32
//! bytes, BLS12-381 48), the identity as that many zero bytes (wasmcurves' `LEMtoU`); a
//! scalar big-endian in 32 bytes. The digest, read as a big-endian integer, is reduced
//! modulo r. snarkjs resets the transcript after every challenge it draws, so
//! [`Transcript::challenge`] does.

use alloc::vec::Vec;
use ark_ec::AffineRepr;
use ark_ff::{BigInteger, PrimeField};
use sha3::{Digest, Keccak256};

/// The items added since the last challenge, as the bytes snarkjs hashes.
#[derive(Default)]
pub(crate) struct Transcript {
	data: Vec<u8>,
}

impl Transcript {
	/// Adds a G1 point (snarkjs `addPolCommitment`).
	pub(crate) fn point<A: AffineRepr>(&mut self, point: &A)
	where
		A::BaseField: PrimeField,
	{
		match point.xy() {
			Some((x, y)) => {
				self.data.extend(x.into_bigint().to_bytes_be());
				self.data.extend(y.into_bigint().to_bytes_be());
			}
			None => {
				let len = 2 * A::BaseField::default().into_bigint().to_bytes_be().len();
				self.data.resize(self.data.len() + len, 0);
			}
		}
	}

	/// Adds a scalar (snarkjs `addScalar`).
	pub(crate) fn scalar<F: PrimeField>(&mut self, scalar: &F) {
		self.data.extend(scalar.into_bigint().to_bytes_be());
	}

	/// Draws a challenge (snarkjs `getChallenge`) and resets the transcript (`reset`).
	pub(crate) fn challenge<F: PrimeField>(&mut self) -> F {
		let digest = Keccak256::digest(&self.data);
		self.data.clear();
		F::from_be_bytes_mod_order(&digest)
	}
}
