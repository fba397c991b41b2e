//! The operations the pallet computes, their arguments as bytes, and the backends.

use alloc::vec::Vec;
use codec::{Decode, DecodeWithMemTracking, Encode, MaxEncodedLen};
use scale_info::TypeInfo;

/// Where an operation is computed.
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
pub enum Backend {
	/// Plain arkworks (`ark_bls12_381`): pure Wasm inside the runtime, and the native
	/// baseline when compiled natively.
	Arkworks,
	/// hostcurves' types (`hostcurves_primitives`): the kernels run as host functions.
	Host,
}

/// One BLS12-381 operation with its SCALE-wrapped arguments.
///
/// Points and scalars are in the boundary format of `hostcurves_host::wire`
/// (arkworks uncompressed, ZCash layout for points: G1 96 bytes, G2 192 bytes; `Fr` 32 bytes
/// little-endian; vectors with a u64 LE count) and are decoded **without** curve or subgroup
/// checks, so that a benchmark row measures the operation. Groth16 arguments are user data
/// and are decoded **with** every check (canonical, on the curve, in the subgroup).
#[allow(non_camel_case_types)]
#[derive(Encode, Decode, DecodeWithMemTracking, Clone, PartialEq, Eq, Debug, TypeInfo)]
pub enum Operation {
	/// `e(P, Q)`: `g1` one G1 point, `g2` one G2 point. Output: Fq12, 576 bytes.
	Bls12_381Pairing {
		/// G1 point, 96 bytes.
		g1: Vec<u8>,
		/// G2 point, 192 bytes.
		g2: Vec<u8>,
	},
	/// `Σ s_i·P_i` in G1. Output: G1 point, 96 bytes.
	Bls12_381MsmG1 {
		/// `Vec<G1Affine>`, 8 + 96·n bytes.
		bases: Vec<u8>,
		/// `Vec<Fr>`, 8 + 32·n bytes.
		scalars: Vec<u8>,
	},
	/// `Σ s_i·Q_i` in G2. Output: G2 point, 192 bytes.
	Bls12_381MsmG2 {
		/// `Vec<G2Affine>`, 8 + 192·n bytes.
		bases: Vec<u8>,
		/// `Vec<Fr>`, 8 + 32·n bytes.
		scalars: Vec<u8>,
	},
	/// `s·P` with `P` taken to projective form first. Output: G1 point, 96 bytes.
	Bls12_381MulProjectiveG1 {
		/// G1 point, 96 bytes.
		base: Vec<u8>,
		/// `Fr`, 32 bytes.
		scalar: Vec<u8>,
	},
	/// `s·Q` with `Q` taken to projective form first. Output: G2 point, 192 bytes.
	Bls12_381MulProjectiveG2 {
		/// G2 point, 192 bytes.
		base: Vec<u8>,
		/// `Fr`, 32 bytes.
		scalar: Vec<u8>,
	},
	/// `s·P` on the affine point. Output: G1 point, 96 bytes.
	Bls12_381MulAffineG1 {
		/// G1 point, 96 bytes.
		base: Vec<u8>,
		/// `Fr`, 32 bytes.
		scalar: Vec<u8>,
	},
	/// `s·Q` on the affine point. Output: G2 point, 192 bytes.
	Bls12_381MulAffineG2 {
		/// G2 point, 192 bytes.
		base: Vec<u8>,
		/// `Fr`, 32 bytes.
		scalar: Vec<u8>,
	},
	/// ark-groth16 verification (key prepared on every call). Output: `[1]` if the proof
	/// verifies; a rejected proof is an error.
	Bls12_381Groth16Verify {
		/// `ark_groth16::VerifyingKey`, arkworks uncompressed (ZCash points), checked.
		vk: Vec<u8>,
		/// `ark_groth16::Proof`, arkworks uncompressed, 384 bytes, checked.
		proof: Vec<u8>,
		/// `Vec<Fr>`, 8 + 32·n bytes, canonical.
		public_inputs: Vec<u8>,
	},
	/// Decode G1 points and encode them back. Output: the same bytes as `points`.
	Bls12_381EchoG1 {
		/// `Vec<G1Affine>`, 8 + 96·n bytes.
		points: Vec<u8>,
	},
}

/// Names an [`Operation`] without its arguments: one row family of the benchmark report.
#[derive(
	Encode, Decode, DecodeWithMemTracking, Clone, Copy, PartialEq, Eq, Hash, Debug, TypeInfo,
)]
pub enum OpKind {
	/// [`Operation::Bls12_381Pairing`].
	Pairing,
	/// [`Operation::Bls12_381MsmG1`].
	MsmG1,
	/// [`Operation::Bls12_381MsmG2`].
	MsmG2,
	/// [`Operation::Bls12_381MulProjectiveG1`].
	MulProjectiveG1,
	/// [`Operation::Bls12_381MulProjectiveG2`].
	MulProjectiveG2,
	/// [`Operation::Bls12_381MulAffineG1`].
	MulAffineG1,
	/// [`Operation::Bls12_381MulAffineG2`].
	MulAffineG2,
	/// [`Operation::Bls12_381Groth16Verify`].
	Groth16Verify,
	/// [`Operation::Bls12_381EchoG1`].
	EchoG1,
}

impl OpKind {
	/// Every operation, in report order.
	pub const ALL: [OpKind; 9] = [
		OpKind::Pairing,
		OpKind::MsmG1,
		OpKind::MsmG2,
		OpKind::MulProjectiveG1,
		OpKind::MulProjectiveG2,
		OpKind::MulAffineG1,
		OpKind::MulAffineG2,
		OpKind::Groth16Verify,
		OpKind::EchoG1,
	];

	/// The name used in the report and, with `bls12_381_` in front, by the extrinsic and its
	/// host-path benchmark (the pure-Wasm benchmark adds `ark_`).
	pub fn name(self) -> &'static str {
		match self {
			OpKind::Pairing => "pairing",
			OpKind::MsmG1 => "msm_g1",
			OpKind::MsmG2 => "msm_g2",
			OpKind::MulProjectiveG1 => "mul_projective_g1",
			OpKind::MulProjectiveG2 => "mul_projective_g2",
			OpKind::MulAffineG1 => "mul_affine_g1",
			OpKind::MulAffineG2 => "mul_affine_g2",
			OpKind::Groth16Verify => "groth16_verify",
			OpKind::EchoG1 => "echo_g1",
		}
	}

	/// Whether the operation has a size `n` (points, or public inputs for Groth16); the
	/// others are measured at `n = 1`.
	pub fn is_sized(self) -> bool {
		matches!(self, OpKind::MsmG1 | OpKind::MsmG2 | OpKind::EchoG1)
	}
}

impl Operation {
	/// Which kind of operation this is.
	pub fn kind(&self) -> OpKind {
		match self {
			Operation::Bls12_381Pairing { .. } => OpKind::Pairing,
			Operation::Bls12_381MsmG1 { .. } => OpKind::MsmG1,
			Operation::Bls12_381MsmG2 { .. } => OpKind::MsmG2,
			Operation::Bls12_381MulProjectiveG1 { .. } => OpKind::MulProjectiveG1,
			Operation::Bls12_381MulProjectiveG2 { .. } => OpKind::MulProjectiveG2,
			Operation::Bls12_381MulAffineG1 { .. } => OpKind::MulAffineG1,
			Operation::Bls12_381MulAffineG2 { .. } => OpKind::MulAffineG2,
			Operation::Bls12_381Groth16Verify { .. } => OpKind::Groth16Verify,
			Operation::Bls12_381EchoG1 { .. } => OpKind::EchoG1,
		}
	}
}

/// Encoded length of one uncompressed BLS12-381 G1 point, bytes.
pub const G1_LEN: usize = 96;
/// Encoded length of one uncompressed BLS12-381 G2 point, bytes.
pub const G2_LEN: usize = 192;
/// Encoded length of one `Fr` scalar, bytes.
pub const FR_LEN: usize = 32;
/// Length of the u64 count in front of an encoded vector, bytes.
pub const VEC_PREFIX_LEN: usize = 8;

/// The number of `elem_len`-byte elements an encoded vector of `bytes` can hold at most:
/// a bound computed before decoding, for weights and size limits.
pub fn max_elements(bytes: &[u8], elem_len: usize) -> u32 {
	let n = bytes.len().saturating_sub(VEC_PREFIX_LEN) / elem_len;
	u32::try_from(n).unwrap_or(u32::MAX)
}
