//! # hostcurves-evm
//!
//! Ethereum's elliptic-curve precompiles, byte-exact, for Substrate runtimes that run EVM
//! code: BN254's ADD, MUL and PAIRING (EIP-196, EIP-197, priced by EIP-1108), EIP-4844's
//! POINT_EVALUATION (a KZG opening on BLS12-381) and BLS12-381's seven (EIP-2537, final:
//! G1ADD, G1MSM, G2ADD, G2MSM, PAIRING_CHECK, MAP_FP_TO_G1, MAP_FP2_TO_G2). `no_std`, with no EVM dependency: each precompile is a function
//!
//! ```text
//! fn(input: &[u8], gas_limit: u64) -> Result<(Vec<u8>, u64), PrecompileFailure>
//! ```
//!
//! returning the output and the gas used, or the failure (in the EVM a failed precompile
//! call consumes all the gas it was given, whatever the failure). [`host`] has them over
//! hostcurves' types, where the heavy steps are host calls; [`arkworks`] over plain arkworks,
//! the pure-Wasm baseline; [`run`] dispatches a [`Precompile`] to either.
//!
//! ```
//! use hostcurves_evm::{host, Precompile};
//!
//! // BN254 ADD of the generator (1, 2) and the infinity: the generator, for 150 gas.
//! let mut input = [0u8; 128];
//! input[31] = 1;
//! input[63] = 2;
//! let (output, gas) = host::bn254_add(&input, 10_000).unwrap();
//! assert_eq!((output.as_slice(), gas), (&input[..64], 150));
//! assert_eq!(Precompile::from_address(0x06), Some(Precompile::Bn254Add));
//! ```
//!
//! ## Host functions a node must register
//!
//! - BLS12-381 MSM and pairing (POINT_EVALUATION's too): RFC-0163's (`bls12_381::host_calls`), on every node that
//!   ships the standard set.
//! - BLS12-381 subgroup checks (checked decoding) and maps, and all of BN254: hostcurves'
//!   own (`hostcurves_checked`, `hostcurves_bls`, `hostcurves_calls`), so [`host`] needs a
//!   node that registers `hostcurves_host::HostFunctions`. Built with the feature `rfc163`
//!   those run in Wasm instead and only RFC-0163's functions are imported.
//!
//! Exactness is the point: any input on which this differs from Ethereum's clients (output
//! bytes, gas, success) would fork an EVM chain from Ethereum's semantics. The tests run
//! every case of geth's EIP-196/197, EIP-4844 and EIP-2537 vector files through both
//! backends, c-kzg-4844's own point-evaluation cases through both, and
//! `compat/` compares both with `revm-precompile` on random and mutated inputs.
#![cfg_attr(not(feature = "std"), no_std)]
#![warn(missing_docs)]

extern crate alloc;

use alloc::vec::Vec;
use ark_ec::{
	pairing::Pairing,
	short_weierstrass::{Affine as SWAffine, SWCurveConfig},
};
use ark_ff::Zero;

pub mod backend;
pub mod bls12_381;
pub mod bn254;
pub mod encoding;
pub mod gas;
pub mod point_evaluation;
pub mod sample;

pub use backend::{Arkworks, Backend, Host};

/// Why a precompile call failed. In the EVM every failure consumes all the gas given; the
/// variants say which check refused the input (geth's error texts name the same classes).
/// The discriminants are stable codes (`failure as u8`) for callers that pass the class on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum PrecompileFailure {
	/// Code 1: the price exceeds the gas limit.
	OutOfGas = 1,
	/// Code 2: the input's length is not one the precompile accepts (EIP-2537: exact sizes
	/// and non-empty multiples; EIP-197: multiples of 192).
	InvalidInputLength = 2,
	/// Code 3: EIP-2537, a field element's 16 leading bytes are not all zero.
	InvalidPadding = 3,
	/// Code 4: a coordinate is not below the base field's modulus p.
	NonCanonicalFieldElement = 4,
	/// Code 5: a point is neither on its curve nor the infinity.
	NotOnCurve = 5,
	/// Code 6: a point is on its curve but not in the prime-order subgroup.
	NotInSubgroup = 6,
	/// Code 7: EIP-4844, the versioned hash is not the commitment's
	/// (`0x01 ‖ SHA-256(commitment)[1..]`).
	VersionedHashMismatch = 7,
	/// Code 8: EIP-4844, the opening is well formed and does not hold.
	KzgProofRejected = 8,
	/// Code 9: EIP-4844, 48 bytes that are not the compressed encoding of a point of the
	/// curve: flag bits (no compression flag, the infinity flag with other bits set), x not
	/// below p, or no point with that x.
	InvalidPointEncoding = 9,
	/// Code 255: a step that cannot fail on checked input failed (a host function's error
	/// code, or runtime and host disagreeing on a point). Never seen; a failure rather than a
	/// panic.
	Internal = 255,
}

/// A precompile's answer: the output bytes and the gas used, or the failure.
pub type PrecompileResult = Result<(Vec<u8>, u64), PrecompileFailure>;

/// Fails with [`PrecompileFailure::OutOfGas`] if `cost` exceeds `gas_limit`; else `cost`.
fn charge(cost: u64, gas_limit: u64) -> Result<u64, PrecompileFailure> {
	if cost > gas_limit {
		Err(PrecompileFailure::OutOfGas)
	} else {
		Ok(cost)
	}
}

/// A pairing precompile's points: the G1 points and the G2 points, in input order.
type Pairs<P1, P2> = (Vec<SWAffine<P1>>, Vec<SWAffine<P2>>);

/// The (G1, G2) pairs of a pairing precompile's input, each point read with `layout`'s
/// encoding and curve check; the caller has checked that `input` holds whole pairs.
fn read_pairs<P1: SWCurveConfig, P2: SWCurveConfig>(
	layout: encoding::Layout,
	input: &[u8],
) -> Result<Pairs<P1, P2>, PrecompileFailure>
where
	P1::BaseField: encoding::Coordinate,
	P2::BaseField: encoding::Coordinate,
{
	let g1_len = encoding::point_len::<P1>(layout);
	let pair_len = g1_len + encoding::point_len::<P2>(layout);
	let k = input.len() / pair_len;
	let (mut g1, mut g2) = (Vec::with_capacity(k), Vec::with_capacity(k));
	for pair in input.chunks_exact(pair_len) {
		let (p, q) = pair.split_at(g1_len);
		g1.push(encoding::read_point(layout, p)?);
		g2.push(encoding::read_point(layout, q)?);
	}
	Ok((g1, g2))
}

/// The 32-byte answer of a pairing check: whether `Π e(P_i, Q_i)` is the identity of GT (one
/// multi Miller loop and one final exponentiation).
///
/// Errors: [`PrecompileFailure::Internal`] if the final exponentiation has no answer (a
/// Miller loop of zero, which points on the curve never give).
fn pairing_word<E: Pairing>(
	g1: impl IntoIterator<Item = impl Into<E::G1Prepared>>,
	g2: impl IntoIterator<Item = impl Into<E::G2Prepared>>,
) -> Result<Vec<u8>, PrecompileFailure> {
	let product =
		E::final_exponentiation(E::multi_miller_loop(g1, g2)).ok_or(PrecompileFailure::Internal)?;
	Ok(encoding::bool_word(product.is_zero()))
}

/// The eleven precompiles, by their Ethereum addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Precompile {
	/// 0x06, EIP-196 ADD on BN254.
	Bn254Add,
	/// 0x07, EIP-196 MUL on BN254.
	Bn254Mul,
	/// 0x08, EIP-197 PAIRING on BN254.
	Bn254Pairing,
	/// 0x0a, EIP-4844 POINT_EVALUATION (a KZG opening on BLS12-381).
	PointEvaluation,
	/// 0x0b, EIP-2537 BLS12_G1ADD.
	Bls12G1Add,
	/// 0x0c, EIP-2537 BLS12_G1MSM.
	Bls12G1Msm,
	/// 0x0d, EIP-2537 BLS12_G2ADD.
	Bls12G2Add,
	/// 0x0e, EIP-2537 BLS12_G2MSM.
	Bls12G2Msm,
	/// 0x0f, EIP-2537 BLS12_PAIRING_CHECK.
	Bls12PairingCheck,
	/// 0x10, EIP-2537 BLS12_MAP_FP_TO_G1.
	Bls12MapFpToG1,
	/// 0x11, EIP-2537 BLS12_MAP_FP2_TO_G2.
	Bls12MapFp2ToG2,
}

impl Precompile {
	/// Every precompile, in address order.
	pub const ALL: [Precompile; 11] = [
		Precompile::Bn254Add,
		Precompile::Bn254Mul,
		Precompile::Bn254Pairing,
		Precompile::PointEvaluation,
		Precompile::Bls12G1Add,
		Precompile::Bls12G1Msm,
		Precompile::Bls12G2Add,
		Precompile::Bls12G2Msm,
		Precompile::Bls12PairingCheck,
		Precompile::Bls12MapFpToG1,
		Precompile::Bls12MapFp2ToG2,
	];

	/// The last byte of its address (the other 19 are zero).
	pub const fn address(self) -> u8 {
		match self {
			Precompile::Bn254Add => 0x06,
			Precompile::Bn254Mul => 0x07,
			Precompile::Bn254Pairing => 0x08,
			Precompile::PointEvaluation => 0x0a,
			Precompile::Bls12G1Add => 0x0b,
			Precompile::Bls12G1Msm => 0x0c,
			Precompile::Bls12G2Add => 0x0d,
			Precompile::Bls12G2Msm => 0x0e,
			Precompile::Bls12PairingCheck => 0x0f,
			Precompile::Bls12MapFpToG1 => 0x10,
			Precompile::Bls12MapFp2ToG2 => 0x11,
		}
	}

	/// Bytes of the unit its input is made of: the whole input for ADD, MUL and the maps
	/// (BN254's ADD and MUL pad shorter input), one pair for the MSMs and pairings.
	pub const fn unit_len(self) -> usize {
		match self {
			Precompile::Bn254Add => 128,
			Precompile::Bn254Mul => 96,
			Precompile::Bn254Pairing => 192,
			Precompile::PointEvaluation => point_evaluation::INPUT_LEN,
			Precompile::Bls12G1Add => 256,
			Precompile::Bls12G1Msm => 160,
			Precompile::Bls12G2Add => 512,
			Precompile::Bls12G2Msm => 288,
			Precompile::Bls12PairingCheck => 384,
			Precompile::Bls12MapFpToG1 => 64,
			Precompile::Bls12MapFp2ToG2 => 128,
		}
	}

	/// Whether its input is a sequence of units (MSMs and pairings), whose count k prices
	/// the call.
	pub const fn is_repeated(self) -> bool {
		matches!(
			self,
			Precompile::Bn254Pairing
				| Precompile::Bls12G1Msm
				| Precompile::Bls12G2Msm
				| Precompile::Bls12PairingCheck
		)
	}

	/// The precompile at address `0x…00 ‖ last`, if it is one of these.
	pub fn from_address(last: u8) -> Option<Precompile> {
		Precompile::ALL.into_iter().find(|p| p.address() == last)
	}
}

/// Runs `precompile` on `input` with `gas_limit`, over backend `B` ([`Host`] or
/// [`Arkworks`]).
pub fn run<B: Backend>(precompile: Precompile, input: &[u8], gas_limit: u64) -> PrecompileResult {
	match precompile {
		Precompile::Bn254Add => bn254::add::<B>(input, gas_limit),
		Precompile::Bn254Mul => bn254::mul::<B>(input, gas_limit),
		Precompile::Bn254Pairing => bn254::pairing::<B>(input, gas_limit),
		Precompile::PointEvaluation => point_evaluation::point_evaluation::<B>(input, gas_limit),
		Precompile::Bls12G1Add => bls12_381::g1_add::<B>(input, gas_limit),
		Precompile::Bls12G1Msm => bls12_381::g1_msm::<B>(input, gas_limit),
		Precompile::Bls12G2Add => bls12_381::g2_add::<B>(input, gas_limit),
		Precompile::Bls12G2Msm => bls12_381::g2_msm::<B>(input, gas_limit),
		Precompile::Bls12PairingCheck => bls12_381::pairing_check::<B>(input, gas_limit),
		Precompile::Bls12MapFpToG1 => bls12_381::map_fp_to_g1::<B>(input, gas_limit),
		Precompile::Bls12MapFp2ToG2 => bls12_381::map_fp2_to_g2::<B>(input, gas_limit),
	}
}

/// Declares the eleven precompiles over one backend as plain functions, the shape an EVM's
/// precompile table takes.
macro_rules! precompiles_over {
	($backend:ty, $what:literal) => {
		#[doc = concat!("BN254 ADD (0x06) ", $what, ":")]
		#[doc = "[`crate::bn254::add`]."]
		pub fn bn254_add(input: &[u8], gas_limit: u64) -> crate::PrecompileResult {
			crate::bn254::add::<$backend>(input, gas_limit)
		}
		#[doc = concat!("BN254 MUL (0x07) ", $what, ":")]
		#[doc = "[`crate::bn254::mul`]."]
		pub fn bn254_mul(input: &[u8], gas_limit: u64) -> crate::PrecompileResult {
			crate::bn254::mul::<$backend>(input, gas_limit)
		}
		#[doc = concat!("BN254 PAIRING (0x08) ", $what, ":")]
		#[doc = "[`crate::bn254::pairing`]."]
		pub fn bn254_pairing(input: &[u8], gas_limit: u64) -> crate::PrecompileResult {
			crate::bn254::pairing::<$backend>(input, gas_limit)
		}
		#[doc = concat!("POINT_EVALUATION (0x0a) ", $what, ":")]
		#[doc = "[`crate::point_evaluation::point_evaluation`]."]
		pub fn point_evaluation(input: &[u8], gas_limit: u64) -> crate::PrecompileResult {
			crate::point_evaluation::point_evaluation::<$backend>(input, gas_limit)
		}
		#[doc = concat!("BLS12_G1ADD (0x0b) ", $what, ":")]
		#[doc = "[`crate::bls12_381::g1_add`]."]
		pub fn bls12_g1add(input: &[u8], gas_limit: u64) -> crate::PrecompileResult {
			crate::bls12_381::g1_add::<$backend>(input, gas_limit)
		}
		#[doc = concat!("BLS12_G1MSM (0x0c) ", $what, ":")]
		#[doc = "[`crate::bls12_381::g1_msm`]."]
		pub fn bls12_g1msm(input: &[u8], gas_limit: u64) -> crate::PrecompileResult {
			crate::bls12_381::g1_msm::<$backend>(input, gas_limit)
		}
		#[doc = concat!("BLS12_G2ADD (0x0d) ", $what, ":")]
		#[doc = "[`crate::bls12_381::g2_add`]."]
		pub fn bls12_g2add(input: &[u8], gas_limit: u64) -> crate::PrecompileResult {
			crate::bls12_381::g2_add::<$backend>(input, gas_limit)
		}
		#[doc = concat!("BLS12_G2MSM (0x0e) ", $what, ":")]
		#[doc = "[`crate::bls12_381::g2_msm`]."]
		pub fn bls12_g2msm(input: &[u8], gas_limit: u64) -> crate::PrecompileResult {
			crate::bls12_381::g2_msm::<$backend>(input, gas_limit)
		}
		#[doc = concat!("BLS12_PAIRING_CHECK (0x0f) ", $what, ":")]
		#[doc = "[`crate::bls12_381::pairing_check`]."]
		pub fn bls12_pairing_check(input: &[u8], gas_limit: u64) -> crate::PrecompileResult {
			crate::bls12_381::pairing_check::<$backend>(input, gas_limit)
		}
		#[doc = concat!("BLS12_MAP_FP_TO_G1 (0x10) ", $what, ":")]
		#[doc = "[`crate::bls12_381::map_fp_to_g1`]."]
		pub fn bls12_map_fp_to_g1(input: &[u8], gas_limit: u64) -> crate::PrecompileResult {
			crate::bls12_381::map_fp_to_g1::<$backend>(input, gas_limit)
		}
		#[doc = concat!("BLS12_MAP_FP2_TO_G2 (0x11) ", $what, ":")]
		#[doc = "[`crate::bls12_381::map_fp2_to_g2`]."]
		pub fn bls12_map_fp2_to_g2(input: &[u8], gas_limit: u64) -> crate::PrecompileResult {
			crate::bls12_381::map_fp2_to_g2::<$backend>(input, gas_limit)
		}
	};
}

/// The precompiles over hostcurves' host functions ([`Host`]).
pub mod host {
	precompiles_over!(crate::Host, "through hostcurves' host functions");
}

/// The precompiles over plain arkworks ([`Arkworks`]): in a runtime, pure Wasm.
pub mod arkworks {
	precompiles_over!(crate::Arkworks, "in plain arkworks");
}
