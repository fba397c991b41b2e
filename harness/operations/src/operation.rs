//! The operations the pallet computes, their arguments as bytes, and the backends.

use alloc::{string::String, vec::Vec};

pub use crate::curve::{GroupCurve, PairingCurve};
use codec::{Decode, DecodeWithMemTracking, Encode, MaxEncodedLen};
pub use hostcurves_evm::Precompile;
/// The verifier pallet's proof systems of snarkjs (one definition for both pallets).
pub use pallet_hostcurves_verifier::plonk::PlonkSystem;
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

/// One operation with its arguments as bytes.
///
/// Points and scalars are in the boundary format of `hostcurves_host::wire` (arkworks
/// uncompressed; lengths per curve in [`PairingCurve`] and [`GroupCurve`]; vectors with a
/// u64 LE count) and are decoded **without** curve or subgroup checks, so that a benchmark
/// row measures the operation. The `Decode*` operations and Groth16 take user data and check
/// everything: canonical field elements, on the curve, in the prime-order subgroup.
#[derive(Encode, Decode, DecodeWithMemTracking, Clone, PartialEq, Eq, Debug, TypeInfo)]
pub enum Operation {
	/// `e(P, Q)`. Output: the target-field element (576 bytes; BN254 384).
	Pairing {
		/// The curve.
		curve: PairingCurve,
		/// `P`, one G1 point.
		g1: Vec<u8>,
		/// `Q`, one G2 point.
		g2: Vec<u8>,
	},
	/// `Σ s_i·P_i` in G1. Output: one G1 point.
	MsmG1 {
		/// The curve.
		curve: PairingCurve,
		/// `Vec<G1Affine>`.
		bases: Vec<u8>,
		/// `Vec<Fr>`.
		scalars: Vec<u8>,
	},
	/// `Σ s_i·Q_i` in G2. Output: one G2 point.
	MsmG2 {
		/// The curve.
		curve: PairingCurve,
		/// `Vec<G2Affine>`.
		bases: Vec<u8>,
		/// `Vec<Fr>`.
		scalars: Vec<u8>,
	},
	/// `s·P` in G1, `P` taken to projective form first. Output: one G1 point.
	MulProjectiveG1 {
		/// The curve.
		curve: PairingCurve,
		/// One G1 point.
		base: Vec<u8>,
		/// One `Fr`.
		scalar: Vec<u8>,
	},
	/// `s·Q` in G2, `Q` taken to projective form first. Output: one G2 point.
	MulProjectiveG2 {
		/// The curve.
		curve: PairingCurve,
		/// One G2 point.
		base: Vec<u8>,
		/// One `Fr`.
		scalar: Vec<u8>,
	},
	/// `s·P` in G1 on the affine point. Output: one G1 point.
	MulAffineG1 {
		/// The curve.
		curve: PairingCurve,
		/// One G1 point.
		base: Vec<u8>,
		/// One `Fr`.
		scalar: Vec<u8>,
	},
	/// `s·Q` in G2 on the affine point. Output: one G2 point.
	MulAffineG2 {
		/// The curve.
		curve: PairingCurve,
		/// One G2 point.
		base: Vec<u8>,
		/// One `Fr`.
		scalar: Vec<u8>,
	},
	/// Checked decoding of G1 points. Output: the points, `Vec<G1Affine>` uncompressed.
	DecodeG1 {
		/// The curve.
		curve: PairingCurve,
		/// `Vec<G1Affine>` in the curve's standard serialisation.
		points: Vec<u8>,
		/// Whether `points` is compressed.
		compressed: bool,
	},
	/// Checked decoding of G2 points. Output: the points, `Vec<G2Affine>` uncompressed.
	DecodeG2 {
		/// The curve.
		curve: PairingCurve,
		/// `Vec<G2Affine>` in the curve's standard serialisation.
		points: Vec<u8>,
		/// Whether `points` is compressed.
		compressed: bool,
	},
	/// `Σ s_i·P_i`. Output: one point.
	Msm {
		/// The curve.
		curve: GroupCurve,
		/// `Vec<Affine>`.
		bases: Vec<u8>,
		/// `Vec<Fr>`.
		scalars: Vec<u8>,
	},
	/// `s·P`, `P` taken to projective form first. Output: one point.
	MulProjective {
		/// The curve.
		curve: GroupCurve,
		/// One point.
		base: Vec<u8>,
		/// One `Fr`.
		scalar: Vec<u8>,
	},
	/// `s·P` on the affine point. Output: one point.
	MulAffine {
		/// The curve.
		curve: GroupCurve,
		/// One point.
		base: Vec<u8>,
		/// One `Fr`.
		scalar: Vec<u8>,
	},
	/// Checked decoding of points. Output: the points, `Vec<Affine>` uncompressed.
	Decode {
		/// The curve.
		curve: GroupCurve,
		/// `Vec<Affine>` in the curve's standard serialisation.
		points: Vec<u8>,
		/// Whether `points` is compressed.
		compressed: bool,
	},
	/// Groth16 verification of a proof with n public inputs. [`Backend::Arkworks`]: plain
	/// ark-groth16, the key prepared on every call (as published pallets do);
	/// [`Backend::Host`]: `hostcurves_primitives::groth16`, the key validated and prepared
	/// before the operation proper starts (it models a registered key), then one MSM, one
	/// three-pair Miller loop and one final exponentiation. Output: `[1]` if the proof
	/// verifies; a rejected proof is an error.
	Groth16Verify {
		/// The curve.
		curve: PairingCurve,
		/// `ark_groth16::VerifyingKey`, arkworks uncompressed (BLS12-381: ZCash points),
		/// `G1 + 3·G2 + 8 + (n + 1)·G1` bytes, checked.
		vk: Vec<u8>,
		/// `ark_groth16::Proof`, arkworks uncompressed, `2·G1 + G2` bytes, checked.
		proof: Vec<u8>,
		/// `Vec<Fr>`, `8 + len(Fr)·n` bytes, canonical.
		public_inputs: Vec<u8>,
	},
	/// Groth16 verification of k proofs against one key (n = k; the key has 1 to
	/// [`MAX_BATCH_INPUTS`] public inputs). [`Backend::Arkworks`]: plain ark-groth16 one proof
	/// at a time, the key prepared once; [`Backend::Host`]:
	/// `hostcurves_primitives::groth16::verify_batch`, one final exponentiation for all. The
	/// key, proofs and inputs are decoded and checked before the operation proper starts (a
	/// registered key, proofs as the verifier pallet decodes them). Output: `[1]` if every
	/// proof verifies; else an error.
	Groth16Batch {
		/// The curve: BLS12-381 or BN254.
		curve: PairingCurve,
		/// `ark_groth16::VerifyingKey`, arkworks uncompressed, checked.
		vk: Vec<u8>,
		/// Per proof: `ark_groth16::Proof` (arkworks uncompressed, checked) and its public
		/// inputs (`Vec<Fr>`).
		proofs: Vec<(Vec<u8>, Vec<u8>)>,
	},
	/// BLS signatures: RFC 9380 hash of a message to BLS12-381 G2 with the ciphersuite's DST
	/// (`BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_`). Output: one G2 point.
	HashToG2 {
		/// The message, at most [`MAX_BLS_MESSAGE_LEN`] bytes.
		message: Vec<u8>,
	},
	/// BLS signatures: the sum of n compressed public keys, each checked (flags, x < p, on
	/// the curve, in G1) and not the identity, and the sum not the identity. Output: one G1
	/// point.
	AggregateG1 {
		/// `Vec<[u8; 48]>`: u64 LE count n ≥ 1, then n compressed G1 points (ZCash format).
		public_keys: Vec<u8>,
	},
	/// BLS signatures: FastAggregateVerify against a registered committee of n keys (all of
	/// them sign): the keys summed (stored uncompressed, validated when registered, so not
	/// checked here), the message hashed to G2, a two-pair pairing check. Output: `[1]` if the
	/// signature verifies; a rejected signature is an error.
	FastAggregateVerify {
		/// `Vec<G1Affine>`: u64 LE count n ≥ 1, then n keys uncompressed (96 bytes each),
		/// decoded and found on the curve but not subgroup-checked (validated when
		/// registered).
		committee: Vec<u8>,
		/// The message, at most [`MAX_BLS_MESSAGE_LEN`] bytes.
		message: Vec<u8>,
		/// The signature, a compressed G2 point (96 bytes), checked.
		signature: Vec<u8>,
	},
	/// BLS signatures, min-sig: a drand beacon (scheme `bls-unchained-g1-rfc9380`, quicknet's)
	/// verified against a registered network's key: the 48-byte signature decoded with every
	/// check, `SHA-256(round as 8 big-endian bytes)` hashed to G1
	/// (`BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_`), a two-pair pairing check, as the
	/// verifier pallet's `verify_beacon` runs it. Output: the round's randomness (SHA-256 of
	/// the signature, 32 bytes); a rejected signature is an error.
	VerifyBeacon {
		/// The network's key as a registry stores it: a G2 point uncompressed, 192 bytes,
		/// decoded and found on the curve but not subgroup-checked (validated when
		/// registered).
		public_key: Vec<u8>,
		/// The round.
		round: u64,
		/// The round's signature, a compressed G1 point (48 bytes), checked.
		signature: Vec<u8>,
	},
	/// One Ethereum precompile (`hostcurves_evm`): BN254's ADD, MUL, PAIRING (EIP-196/197)
	/// EIP-4844's POINT_EVALUATION, or BLS12-381's EIP-2537 seven, on their own input format (checked as the EIPs say).
	/// Output: the precompile's output, then the gas the EIP prices it at (u64 LE); a failed
	/// call (which in the EVM consumes all its gas) is an error.
	EvmPrecompile {
		/// The last byte of its address: 0x06–0x08, 0x0a, 0x0b–0x11.
		address: u8,
		/// The call's input bytes.
		input: Vec<u8>,
	},
	/// A Bandersnatch ring VRF signature (ark-vrf 0.6's `Bandersnatch-SHA512-ELL2-v1`)
	/// verified against a ring of `ring_size` keys, as the verifier pallet's
	/// `verify_ring_vrf` runs it: the commitment is validated before the operation proper
	/// starts (a registered ring), then read back, the ring's verifier built, the signature
	/// decoded with every check and verified, by the verification `types` names
	/// ([`RingVrfTypes`]). [`Backend::Arkworks`]: over ark-vrf's own suite (plain arkworks);
	/// [`Backend::Host`]: over `types`' curve types. Output: the VRF output's hash (32 bytes);
	/// a rejected signature is an error.
	RingVrfVerify {
		/// Whose curve types the host backend uses.
		types: RingVrfTypes,
		/// The ring commitment, 144 bytes (three compressed BLS12-381 G1 points), checked.
		commitment: Vec<u8>,
		/// The ring's size (1 to `ring_vrf::MAX_RING_SIZE`): fixes the PIOP domain.
		ring_size: u32,
		/// The VRF input data, at most [`MAX_RING_VRF_DATA_LEN`] bytes.
		data: Vec<u8>,
		/// The additional data, at most [`MAX_RING_VRF_DATA_LEN`] bytes.
		ad: Vec<u8>,
		/// The signature: the output point and ark-vrf's ring proof, 784 bytes, checked.
		signature: Vec<u8>,
	},
	/// A snarkjs PLONK or fflonk proof verified as the verifier pallet's
	/// `verify_plonk_proof` runs it (`hostcurves_primitives::plonk`, `fflonk`): the key is
	/// checked before the operation proper starts (a registered key), then read back, the
	/// proof decoded with every point checked, the inputs decoded, the proof verified.
	/// [`Backend::Arkworks`]: the same verifier over plain arkworks types (points validated by
	/// arkworks in Wasm); [`Backend::Host`]: over hostcurves' types. Output: `[1]`; a rejected
	/// proof is an error.
	PlonkVerify {
		/// PLONK or fflonk.
		system: PlonkSystem,
		/// BN254 (PLONK, fflonk) or BLS12-381 (PLONK).
		curve: PairingCurve,
		/// The key, compressed (`hostcurves_primitives::plonk`'s format), checked.
		key: Vec<u8>,
		/// The proof, compressed, checked.
		proof: Vec<u8>,
		/// The public inputs, arkworks `Vec<Fr>`.
		public_inputs: Vec<u8>,
	},
	/// Decode BLS12-381 G1 points and encode them back. Output: the same bytes as `points`.
	EchoG1 {
		/// `Vec<G1Affine>`, 8 + 96·n bytes.
		points: Vec<u8>,
	},
}

/// Which verification [`Operation::RingVrfVerify`] runs, on whose curve types.
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
pub enum RingVrfTypes {
	/// `hostcurves_primitives::ring_vrf`'s verification over hostcurves' types
	/// (`HostBandersnatch`: Bandersnatch through RFC-0163's functions, BLS12-381 through
	/// hostcurves' own, RFC-0163's in the portable build); pure Wasm over ark-vrf's suite.
	Hostcurves,
	/// The published baseline: ark-vrf's own `ring::Proof::verify` (the verifier of
	/// `RingContext::new`) over `sp-crypto-ec-utils`' hooked types (`ed_on_bls12_381_bandersnatch`,
	/// `bls12_381`: RFC-0163's functions with ark-scale arguments); pure Wasm over ark-vrf's
	/// suite. `sp-crypto-ec-utils` exists only inside a runtime: natively (the report's native
	/// column) hostcurves' types stand in, as both reach the same native kernels.
	SpCryptoEcUtils,
}

/// Names an [`Operation`] and its curve without its arguments: one row family of the
/// benchmark report, one pair of benchmarks (pure Wasm and host).
#[derive(
	Encode, Decode, DecodeWithMemTracking, Clone, Copy, PartialEq, Eq, Hash, Debug, TypeInfo,
)]
pub enum OpKind {
	/// [`Operation::Pairing`].
	Pairing(PairingCurve),
	/// [`Operation::MsmG1`].
	MsmG1(PairingCurve),
	/// [`Operation::MsmG2`].
	MsmG2(PairingCurve),
	/// [`Operation::MulProjectiveG1`].
	MulProjectiveG1(PairingCurve),
	/// [`Operation::MulProjectiveG2`].
	MulProjectiveG2(PairingCurve),
	/// [`Operation::MulAffineG1`].
	MulAffineG1(PairingCurve),
	/// [`Operation::MulAffineG2`].
	MulAffineG2(PairingCurve),
	/// [`Operation::DecodeG1`].
	DecodeG1(PairingCurve),
	/// [`Operation::DecodeG2`].
	DecodeG2(PairingCurve),
	/// [`Operation::Msm`].
	Msm(GroupCurve),
	/// [`Operation::MulProjective`].
	MulProjective(GroupCurve),
	/// [`Operation::MulAffine`].
	MulAffine(GroupCurve),
	/// [`Operation::Decode`].
	Decode(GroupCurve),
	/// [`Operation::Groth16Verify`].
	Groth16Verify(PairingCurve),
	/// [`Operation::Groth16Batch`] with a key of this many public inputs (the table has rows
	/// for 1 and 8; [`OpKind::charged_as`] says which row charges the others).
	Groth16Batch(PairingCurve, u8),
	/// [`Operation::HashToG2`] (BLS12-381).
	HashToG2,
	/// [`Operation::AggregateG1`] (BLS12-381).
	AggregateG1,
	/// [`Operation::FastAggregateVerify`] (BLS12-381).
	FastAggregateVerify,
	/// [`Operation::VerifyBeacon`] (BLS12-381, min-sig).
	VerifyBeacon,
	/// [`Operation::EvmPrecompile`] at this address (an address without a precompile is
	/// charged as BN254's ADD: the call fails before any work).
	EvmPrecompile(u8),
	/// [`Operation::RingVrfVerify`] with these types.
	RingVrfVerify(RingVrfTypes),
	/// [`Operation::PlonkVerify`] of this system on this curve (a pair snarkjs does not make
	/// is charged as PLONK on BLS12-381, the dearest: the call refuses it).
	PlonkVerify(PlonkSystem, PairingCurve),
	/// [`Operation::EchoG1`] (BLS12-381).
	EchoG1,
}

impl OpKind {
	/// Every operation on every curve, in report order: the rows of the pallet's table
	/// (`operation_table!` in `harness/operations/src/table.rs`), per pairing curve its operations
	/// (Groth16 last), then per single-group curve its four, then the echo.
	pub fn all() -> Vec<OpKind> {
		TABLE.iter().map(|&(kind, _)| kind).collect()
	}

	/// Whether this row's host path calls only RFC-0163's host functions, and nothing of
	/// hostcurves' own in between: pairing, MSM and `mul` on BLS12-381, MSM and `mul` on
	/// Bandersnatch twisted-Edwards, Pallas and Vesta. Every other row uses checked decoding,
	/// BLS hashing or aggregation, or a curve outside the standard, which the portable build
	/// (feature `rfc163`) computes in Wasm.
	pub fn host_path_is_standard(self) -> bool {
		use GroupCurve::{BandersnatchTe, Pallas, Vesta};
		use PairingCurve::Bls12_381;
		matches!(
			self,
			OpKind::Pairing(Bls12_381)
				| OpKind::MsmG1(Bls12_381)
				| OpKind::MsmG2(Bls12_381)
				| OpKind::MulProjectiveG1(Bls12_381)
				| OpKind::MulProjectiveG2(Bls12_381)
				| OpKind::MulAffineG1(Bls12_381)
				| OpKind::MulAffineG2(Bls12_381)
				| OpKind::Msm(BandersnatchTe | Pallas | Vesta)
				| OpKind::MulProjective(BandersnatchTe | Pallas | Vesta)
				| OpKind::MulAffine(BandersnatchTe | Pallas | Vesta)
				| OpKind::RingVrfVerify(RingVrfTypes::SpCryptoEcUtils)
		)
	}

	/// The table row whose benchmarks measure and charge this operation: itself, except a
	/// Groth16 batch, which is charged as the 1-input row if its key has at most one public
	/// input and as the 8-input row otherwise (the call refuses keys of more than
	/// [`MAX_BATCH_INPUTS`]), on BLS12-381 if its curve has no batch rows (the call refuses
	/// it before decoding; BLS12-381's 8-input row is the dearest).
	pub fn charged_as(self) -> OpKind {
		match self {
			OpKind::Groth16Batch(curve, inputs) if BATCH_CURVES.contains(&curve) => {
				OpKind::Groth16Batch(
					curve,
					if inputs <= 1 {
						1
					} else {
						MAX_BATCH_INPUTS as u8
					},
				)
			}
			OpKind::Groth16Batch(..) => {
				OpKind::Groth16Batch(PairingCurve::Bls12_381, MAX_BATCH_INPUTS as u8)
			}
			OpKind::EvmPrecompile(address) if Precompile::from_address(address).is_none() => {
				OpKind::EvmPrecompile(Precompile::Bn254Add.address())
			}
			OpKind::PlonkVerify(system, curve)
				if !pallet_hostcurves_verifier::plonk::SUPPORTED.contains(&(system, curve)) =>
			{
				OpKind::PlonkVerify(PlonkSystem::Plonk, PairingCurve::Bls12_381)
			}
			other => other,
		}
	}

	/// The operation's name in the report (`msm_g1`).
	pub fn name(self) -> &'static str {
		match self {
			OpKind::Pairing(_) => "pairing",
			OpKind::MsmG1(_) => "msm_g1",
			OpKind::MsmG2(_) => "msm_g2",
			OpKind::MulProjectiveG1(_) => "mul_projective_g1",
			OpKind::MulProjectiveG2(_) => "mul_projective_g2",
			OpKind::MulAffineG1(_) => "mul_affine_g1",
			OpKind::MulAffineG2(_) => "mul_affine_g2",
			OpKind::DecodeG1(_) => "decode_g1",
			OpKind::DecodeG2(_) => "decode_g2",
			OpKind::Msm(_) => "msm",
			OpKind::MulProjective(_) => "mul_projective",
			OpKind::MulAffine(_) => "mul_affine",
			OpKind::Decode(_) => "decode",
			OpKind::Groth16Verify(_) => "groth16_verify",
			OpKind::Groth16Batch(_, 1) => "groth16_batch_1",
			OpKind::Groth16Batch(_, 8) => "groth16_batch_8",
			OpKind::Groth16Batch(_, _) => "groth16_batch",
			OpKind::HashToG2 => "hash_to_g2",
			OpKind::AggregateG1 => "aggregate_g1",
			OpKind::FastAggregateVerify => "fast_aggregate_verify",
			OpKind::VerifyBeacon => "verify_beacon",
			OpKind::EvmPrecompile(address) => match Precompile::from_address(address) {
				Some(Precompile::Bn254Add) => "evm_add",
				Some(Precompile::Bn254Mul) => "evm_mul",
				Some(Precompile::Bn254Pairing) => "evm_pairing",
				Some(Precompile::PointEvaluation) => "evm_point_evaluation",
				Some(Precompile::Bls12G1Add) => "evm_g1add",
				Some(Precompile::Bls12G1Msm) => "evm_g1msm",
				Some(Precompile::Bls12G2Add) => "evm_g2add",
				Some(Precompile::Bls12G2Msm) => "evm_g2msm",
				Some(Precompile::Bls12PairingCheck) => "evm_pairing_check",
				Some(Precompile::Bls12MapFpToG1) => "evm_map_fp_to_g1",
				Some(Precompile::Bls12MapFp2ToG2) => "evm_map_fp2_to_g2",
				None => "evm_unknown",
			},
			OpKind::RingVrfVerify(RingVrfTypes::Hostcurves) => "ring_vrf_verify",
			OpKind::RingVrfVerify(RingVrfTypes::SpCryptoEcUtils) => {
				"ring_vrf_verify_sp_crypto_ec_utils"
			}
			OpKind::PlonkVerify(PlonkSystem::Plonk, _) => "plonk_verify",
			OpKind::PlonkVerify(PlonkSystem::Fflonk, _) => "fflonk_verify",
			OpKind::EchoG1 => "echo_g1",
		}
	}

	/// The curve's name in the report (`bls12_381`, `bandersnatch_te`).
	pub fn curve(self) -> &'static str {
		match self {
			OpKind::Pairing(c)
			| OpKind::MsmG1(c)
			| OpKind::MsmG2(c)
			| OpKind::MulProjectiveG1(c)
			| OpKind::MulProjectiveG2(c)
			| OpKind::MulAffineG1(c)
			| OpKind::MulAffineG2(c)
			| OpKind::DecodeG1(c)
			| OpKind::DecodeG2(c)
			| OpKind::Groth16Verify(c)
			| OpKind::Groth16Batch(c, _)
			| OpKind::PlonkVerify(_, c) => c.name(),
			OpKind::Msm(c)
			| OpKind::MulProjective(c)
			| OpKind::MulAffine(c)
			| OpKind::Decode(c) => c.name(),
			OpKind::HashToG2
			| OpKind::AggregateG1
			| OpKind::FastAggregateVerify
			| OpKind::VerifyBeacon
			| OpKind::EchoG1 => "bls12_381",
			OpKind::RingVrfVerify(_) => "bandersnatch",
			OpKind::EvmPrecompile(address) => match Precompile::from_address(address) {
				Some(p) if p.address() <= Precompile::Bn254Pairing.address() => "bn254",
				Some(_) => "bls12_381",
				None => "evm",
			},
		}
	}

	/// The name of the frame-benchmarking benchmark (and weight function) that measures this
	/// operation with `backend`: the table's name of its [`charged_as`](Self::charged_as)
	/// row (`<curve>_<op>`), with `ark_` in front for pure Wasm.
	pub fn benchmark(self, backend: Backend) -> String {
		let charged = self.charged_as();
		let name = TABLE
			.iter()
			.find(|&&(kind, _)| kind == charged)
			.map_or("unknown", |&(_, name)| name);
		match backend {
			Backend::Arkworks => alloc::format!("ark_{name}"),
			Backend::Host => String::from(name),
		}
	}

	/// Whether the operation has a size `n` (points, or public inputs for Groth16); the
	/// others are measured at `n = 1`.
	pub fn is_sized(self) -> bool {
		matches!(
			self,
			OpKind::MsmG1(_)
				| OpKind::MsmG2(_)
				| OpKind::Msm(_)
				| OpKind::DecodeG1(_)
				| OpKind::DecodeG2(_)
				| OpKind::Decode(_)
				| OpKind::Groth16Verify(_)
				| OpKind::Groth16Batch(..)
				| OpKind::AggregateG1
				| OpKind::FastAggregateVerify
				| OpKind::EchoG1
		) || matches!(self, OpKind::EvmPrecompile(address)
			if Precompile::from_address(address).is_some_and(Precompile::is_repeated))
	}
}

impl Operation {
	/// Which kind of operation this is.
	pub fn kind(&self) -> OpKind {
		use Operation::*;
		match *self {
			Pairing { curve, .. } => OpKind::Pairing(curve),
			MsmG1 { curve, .. } => OpKind::MsmG1(curve),
			MsmG2 { curve, .. } => OpKind::MsmG2(curve),
			MulProjectiveG1 { curve, .. } => OpKind::MulProjectiveG1(curve),
			MulProjectiveG2 { curve, .. } => OpKind::MulProjectiveG2(curve),
			MulAffineG1 { curve, .. } => OpKind::MulAffineG1(curve),
			MulAffineG2 { curve, .. } => OpKind::MulAffineG2(curve),
			DecodeG1 { curve, .. } => OpKind::DecodeG1(curve),
			DecodeG2 { curve, .. } => OpKind::DecodeG2(curve),
			Msm { curve, .. } => OpKind::Msm(curve),
			MulProjective { curve, .. } => OpKind::MulProjective(curve),
			MulAffine { curve, .. } => OpKind::MulAffine(curve),
			Decode { curve, .. } => OpKind::Decode(curve),
			Groth16Verify { curve, .. } => OpKind::Groth16Verify(curve),
			Groth16Batch { curve, ref vk, .. } => {
				let inputs = curve.groth16_key_inputs(vk.len(), false);
				OpKind::Groth16Batch(curve, u8::try_from(inputs).unwrap_or(u8::MAX))
			}
			HashToG2 { .. } => OpKind::HashToG2,
			AggregateG1 { .. } => OpKind::AggregateG1,
			FastAggregateVerify { .. } => OpKind::FastAggregateVerify,
			VerifyBeacon { .. } => OpKind::VerifyBeacon,
			EvmPrecompile { address, .. } => OpKind::EvmPrecompile(address),
			RingVrfVerify { types, .. } => OpKind::RingVrfVerify(types),
			PlonkVerify { system, curve, .. } => OpKind::PlonkVerify(system, curve),
			EchoG1 { .. } => OpKind::EchoG1,
		}
	}
}

/// The curves of the Groth16 batch rows.
pub const BATCH_CURVES: [PairingCurve; 2] = [PairingCurve::Bls12_381, PairingCurve::Bn254];
/// The most public inputs a key of [`Operation::Groth16Batch`] may have (charged as the
/// 8-input benchmark).
pub const MAX_BATCH_INPUTS: u32 = 8;
/// The most proofs in one [`Operation::Groth16Batch`].
pub const MAX_BATCH: u32 = 64;
/// The longest message of [`Operation::HashToG2`] and [`Operation::FastAggregateVerify`],
/// bytes (their benchmarks hash a message this long, so the weights cover every message).
pub const MAX_BLS_MESSAGE_LEN: usize = 256;
/// The longest VRF input data and additional data of [`Operation::RingVrfVerify`], bytes
/// (the verifier pallet's bound).
pub const MAX_RING_VRF_DATA_LEN: usize =
	pallet_hostcurves_verifier::ring_vrf::MAX_VRF_DATA_LEN as usize;
/// The most public inputs a key of [`Operation::PlonkVerify`] may have: snarkjs' `sum16`
/// proofs' 17, at which the row is benchmarked (the verifier pallet's calls take up to
/// `MaxPublicInputs` and are benchmarked linearly in them).
pub const MAX_PLONK_INPUTS: u32 = 17;
/// A BLS12-381 public key: compressed G1 point, bytes.
const PUBLIC_KEY_LEN: usize = 48;

pub use pallet_hostcurves_verifier::{max_elements, VEC_PREFIX_LEN};

/// The longest input [`Operation::EvmPrecompile`] accepts for a precompile whose input is
/// not a sequence (ADD, MUL, the maps), bytes: EIP-196 reads the first 128 or 96 bytes and
/// ignores the rest, EIP-2537 refuses any other length than its own; 1 KiB keeps what an
/// ignored tail adds to the call's decoding negligible next to the work weighed.
pub const MAX_EVM_FIXED_INPUT: usize = 1024;

/// The size of an [`Operation::EvmPrecompile`] call from its input's length alone: for an
/// MSM or a pairing the pairs its input holds, rounded up (bounded by `MaxMsmLen`); for the
/// others 1, or 2 (over any bound, refused) above [`MAX_EVM_FIXED_INPUT`] bytes. At least 1.
pub fn evm_units(address: u8, input: &[u8]) -> u32 {
	match Precompile::from_address(address) {
		Some(p) if p.is_repeated() => u32::try_from(input.len().div_ceil(p.unit_len()))
			.unwrap_or(u32::MAX)
			.max(1),
		_ if input.len() > MAX_EVM_FIXED_INPUT => 2,
		_ => 1,
	}
}

/// The MSM size an extrinsic is charged and bounded by, before decoding: the larger of the
/// counts its `bases` (`point_len` bytes each) and `scalars` (`fr_len` bytes each) can hold,
/// so that neither vector can make decoding cost more than the weight paid for.
pub fn msm_len(bases: &[u8], point_len: usize, scalars: &[u8], fr_len: usize) -> u32 {
	max_elements(bases, point_len).max(max_elements(scalars, fr_len))
}

impl Operation {
	/// The size `n` the extrinsic is charged for and bounded by, from byte lengths alone
	/// (before decoding): points in an MSM ([`msm_len`]), points to decode or echo, Groth16
	/// public inputs; 1 for the others. The extrinsics' weight attributes compute the same
	/// from their borrowed arguments.
	pub fn size(&self) -> u32 {
		use Operation::*;
		match self {
			MsmG1 {
				curve,
				bases,
				scalars,
			} => msm_len(bases, curve.g1_len(), scalars, curve.fr_len()),
			MsmG2 {
				curve,
				bases,
				scalars,
			} => msm_len(bases, curve.g2_len(), scalars, curve.fr_len()),
			Msm {
				curve,
				bases,
				scalars,
			} => msm_len(bases, curve.point_len(), scalars, curve.fr_len()),
			DecodeG1 {
				curve,
				points,
				compressed,
			} => max_elements(points, curve.g1_encoded_len(*compressed)),
			DecodeG2 {
				curve,
				points,
				compressed,
			} => max_elements(points, curve.g2_encoded_len(*compressed)),
			Decode {
				curve,
				points,
				compressed,
			} => max_elements(points, curve.encoded_len(*compressed)),
			Groth16Verify {
				curve,
				public_inputs,
				..
			} => max_elements(public_inputs, curve.fr_len()),
			Groth16Batch { proofs, .. } => u32::try_from(proofs.len()).unwrap_or(u32::MAX),
			EchoG1 { points } => max_elements(points, PairingCurve::Bls12_381.g1_len()),
			AggregateG1 { public_keys } => max_elements(public_keys, PUBLIC_KEY_LEN),
			FastAggregateVerify { committee, .. } => {
				max_elements(committee, PairingCurve::Bls12_381.g1_len())
			}
			EvmPrecompile { address, input } => evm_units(*address, input),
			_ => 1,
		}
	}
}

/// The rows of [`operation_table!`](crate::table): each row's operation and the name of its
/// host benchmark (the pure-Wasm one is `ark_` + it).
macro_rules! rows_of_table {
	($(
		$name:ident = $kind:ident $(($($arg:tt)*))?
			=> $call:ident($($pre:ident)?; $($post:ident),*) $(, $n:ident)?;
	)*) => {
		/// Every row of the table in report order: its operation and its benchmark's name.
		const TABLE: &[(OpKind, &str)] = {
			use crate::operation::{GroupCurve::*, PairingCurve::*, PlonkSystem::*, RingVrfTypes::*};
			&[$((OpKind::$kind $(($($arg)*))?, stringify!($name))),*]
		};
	};
}
operation_table!(rows_of_table);
