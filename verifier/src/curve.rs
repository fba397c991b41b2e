//! The pairing curves Groth16 keys are registered on, and their byte lengths (arkworks
//! canonical encoding; BLS12-381 in the ZCash layout).

use ark_serialize::Compress;
use codec::{Decode, DecodeWithMemTracking, Encode, MaxEncodedLen};
use scale_info::TypeInfo;

/// A pairing-friendly curve: pairing, MSM and scalar multiplication in G1 and G2.
#[allow(non_camel_case_types)]
#[derive(
	Encode,
	Decode,
	DecodeWithMemTracking,
	MaxEncodedLen,
	Clone,
	Copy,
	PartialEq,
	Eq,
	Hash,
	Debug,
	TypeInfo,
)]
pub enum PairingCurve {
	/// BLS12-381 (ZCash point layout): G1 96 bytes, G2 192, Fr 32, Fq12 576.
	Bls12_381,
	/// BLS12-377: G1 96 bytes, G2 192, Fr 32, Fq12 576.
	Bls12_377,
	/// BW6-761: G1 192 bytes, G2 192, Fr 48, Fq6 576.
	Bw6_761,
	/// BN254 (alt_bn128): G1 64 bytes, G2 128, Fr 32, Fq12 384.
	Bn254,
}

impl PairingCurve {
	/// Every pairing curve, in report order.
	pub const ALL: [PairingCurve; 4] = [
		PairingCurve::Bls12_381,
		PairingCurve::Bls12_377,
		PairingCurve::Bw6_761,
		PairingCurve::Bn254,
	];

	/// The name arkworks gives the curve's crate (`bls12_381`), used in report rows and
	/// benchmark names.
	pub fn name(self) -> &'static str {
		match self {
			PairingCurve::Bls12_381 => "bls12_381",
			PairingCurve::Bls12_377 => "bls12_377",
			PairingCurve::Bw6_761 => "bw6_761",
			PairingCurve::Bn254 => "bn254",
		}
	}

	/// Encoded length of an uncompressed G1 point, bytes.
	pub fn g1_len(self) -> usize {
		match self {
			PairingCurve::Bls12_381 | PairingCurve::Bls12_377 => 96,
			PairingCurve::Bw6_761 => 192,
			PairingCurve::Bn254 => 64,
		}
	}

	/// Encoded length of an uncompressed G2 point, bytes.
	pub fn g2_len(self) -> usize {
		match self {
			PairingCurve::Bls12_381 | PairingCurve::Bls12_377 | PairingCurve::Bw6_761 => 192,
			PairingCurve::Bn254 => 128,
		}
	}

	/// Encoded length of a G1 point, compressed or not, bytes (a compressed G1 or G2 point
	/// is half an uncompressed one on every pairing curve here).
	pub fn g1_encoded_len(self, compressed: bool) -> usize {
		if compressed {
			self.g1_len() / 2
		} else {
			self.g1_len()
		}
	}

	/// Encoded length of a G2 point, compressed or not, bytes.
	pub fn g2_encoded_len(self, compressed: bool) -> usize {
		if compressed {
			self.g2_len() / 2
		} else {
			self.g2_len()
		}
	}

	/// Encoded length of a scalar (`Fr`), bytes.
	pub fn fr_len(self) -> usize {
		match self {
			PairingCurve::Bw6_761 => 48,
			_ => 32,
		}
	}

	/// Encoded length of a target-group element (GT, in `Fq12`; BW6-761 `Fq6`), bytes.
	pub fn gt_len(self) -> usize {
		match self {
			PairingCurve::Bn254 => 384,
			_ => 576,
		}
	}

	/// Length of an ark-groth16 `VerifyingKey` with `n` public inputs, compressed or not:
	/// `G1 + 3·G2 + 8 + (n + 1)·G1` bytes.
	pub fn groth16_key_len(self, n: usize, compressed: bool) -> usize {
		let g1 = self.g1_encoded_len(compressed);
		g1 + 3 * self.g2_encoded_len(compressed) + VEC_PREFIX_LEN + (n + 1) * g1
	}

	/// Length of an ark-groth16 `Proof`, compressed or not: `2·G1 + G2` bytes.
	pub fn groth16_proof_len(self, compressed: bool) -> usize {
		2 * self.g1_encoded_len(compressed) + self.g2_encoded_len(compressed)
	}

	/// The number of public inputs of an ark-groth16 `VerifyingKey` of `key_len` bytes, or
	/// `None` if no key has that length ([`groth16_key_len`](Self::groth16_key_len)).
	pub fn groth16_key_exact_inputs(self, key_len: usize, compressed: bool) -> Option<usize> {
		let (g1, fixed) = (
			self.g1_encoded_len(compressed),
			self.groth16_key_len(0, compressed),
		);
		(key_len >= fixed && (key_len - fixed).is_multiple_of(g1)).then(|| (key_len - fixed) / g1)
	}

	/// The number of public inputs of an ark-groth16 `VerifyingKey` of `key_len` bytes,
	/// rounded down, from the length alone: what a registration is charged and bounded by
	/// before decoding.
	pub fn groth16_key_inputs(self, key_len: usize, compressed: bool) -> u32 {
		let fixed = self.groth16_key_len(0, compressed);
		let n = key_len.saturating_sub(fixed) / self.g1_encoded_len(compressed);
		u32::try_from(n).unwrap_or(u32::MAX)
	}

	/// Stored length of a prepared Groth16 key with `n` public inputs
	/// (`hostcurves_primitives::groth16::PreparedVerifyingKey::to_bytes`: GT + 2·G2 + 8 +
	/// (n + 1)·G1, uncompressed), bytes.
	pub fn prepared_key_len(self, n: u32) -> usize {
		(n as usize)
			.saturating_add(1)
			.saturating_mul(self.g1_len())
			.saturating_add(self.gt_len() + 2 * self.g2_len() + VEC_PREFIX_LEN)
	}
}

/// Length of the u64 little-endian count in front of an encoded vector (arkworks `Vec`),
/// bytes.
pub const VEC_PREFIX_LEN: usize = 8;

/// The number of `elem_len`-byte elements an encoded vector of `bytes` can hold at most:
/// a bound computed before decoding, for weights and size limits.
pub fn max_elements(bytes: &[u8], elem_len: usize) -> u32 {
	let n = bytes.len().saturating_sub(VEC_PREFIX_LEN) / elem_len;
	u32::try_from(n).unwrap_or(u32::MAX)
}

/// arkworks' `Compress` for a call's `compressed` flag.
pub fn compress(compressed: bool) -> Compress {
	if compressed {
		Compress::Yes
	} else {
		Compress::No
	}
}

/// Evaluates `$body` with `$e` bound to the host-backed pairing engine of `$curve`
/// (`hostcurves_primitives::bls12_381::Bls12_381`, …), whose pairing, MSM, multiplication
/// and checked decoding are host calls.
#[macro_export]
macro_rules! with_host_engine {
	($curve:expr, $e:ident => $body:expr) => {{
		use $crate::__private::hostcurves_primitives as hp;
		match $curve {
			$crate::PairingCurve::Bls12_381 => {
				type $e = hp::bls12_381::Bls12_381;
				$body
			}
			$crate::PairingCurve::Bls12_377 => {
				type $e = hp::bls12_377::Bls12_377;
				$body
			}
			$crate::PairingCurve::Bw6_761 => {
				type $e = hp::bw6_761::BW6_761;
				$body
			}
			$crate::PairingCurve::Bn254 => {
				type $e = hp::bn254::Bn254;
				$body
			}
		}
	}};
}
