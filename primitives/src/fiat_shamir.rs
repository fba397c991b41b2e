//! The batch verifiers' Fiat–Shamir coefficients (Groth16's `groth16::batch`, KZG's `kzg`):
//! from a transcript's SHA-256 seed, one nonzero 128-bit value per member.

use alloc::vec::Vec;
use sha2::{Digest, Sha256};

/// `count` values, member i's the low 128 bits (little-endian) of SHA-256(seed ‖ i as u64
/// LE), 0 replaced by 1.
pub(crate) fn coefficient_bits(seed: &[u8], count: usize) -> Vec<u128> {
	(0..count as u64)
		.map(|i| {
			let digest = Sha256::new()
				.chain_update(seed)
				.chain_update(i.to_le_bytes())
				.finalize();
			let mut low = [0u8; 16];
			low.copy_from_slice(&digest[..16]);
			u128::from_le_bytes(low).max(1)
		})
		.collect()
}
