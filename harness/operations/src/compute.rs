//! Computes an [`Operation`] with either backend. The same generic code runs over plain
//! arkworks (`ark_bls12_381::Bls12_381`, `ark_bn254::G1Projective`, …) and over hostcurves'
//! host-backed types (`hostcurves_primitives::bls12_381::Bls12_381`, …), so the two report
//! columns measure the same work; natively, the plain variant is the report's native
//! baseline.

use alloc::{vec, vec::Vec};
use ark_ec::{
	pairing::Pairing,
	short_weierstrass::{Projective as SWProjective, SWCurveConfig},
	twisted_edwards::{Projective as TEProjective, TECurveConfig},
	AffineRepr, CurveGroup,
};
use ark_ff::Zero;
use ark_groth16::{Groth16, Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress};
use codec::{Decode, DecodeWithMemTracking, Encode};
use hostcurves_primitives::{
	checked::HostChecked,
	endomorphism::G1Endomorphism,
	groth16::{self, Groth16Error, PreparedVerifyingKey},
	host::{
		checked::{decode_points, CheckedPoint},
		wire,
	},
};
// The echo of hostcurves' own; in the portable build (feature `rfc163`) the host backend's
// echo is the Wasm one.
#[cfg(not(feature = "rfc163"))]
use hostcurves_primitives::host::hostcurves_calls::hostcurves_calls;
use scale_info::TypeInfo;

/// arkworks' `Compress` for a call's `compressed` flag (the verifier pallet's).
pub use pallet_hostcurves_verifier::compress;

use crate::compute_bls;
use crate::operation::{
	max_elements, Backend, GroupCurve, Operation, PairingCurve, BATCH_CURVES, MAX_BATCH,
	MAX_BATCH_INPUTS, VEC_PREFIX_LEN,
};

/// Why an operation could not be computed. Mirrors the pallet's `Error<T>` without the
/// `T`, so that the runtime API and native code can return it.
#[derive(Encode, Decode, DecodeWithMemTracking, Clone, Copy, PartialEq, Eq, Debug, TypeInfo)]
pub enum ComputeError {
	/// An argument is not in the documented byte format (truncated, trailing bytes, a field
	/// element not below the modulus, bad flags).
	MalformedInput,
	/// MSM bases and scalars have different lengths.
	LengthMismatch,
	/// The pairing is undefined for these (unchecked) points: the Miller loop gave zero.
	PairingUndefined,
	/// The Groth16 verifying key is malformed, or a point in it is not on the curve or not
	/// in the prime-order subgroup.
	InvalidVerifyingKey,
	/// The Groth16 proof is malformed, or a point in it is not on the curve or not in the
	/// prime-order subgroup.
	InvalidProof,
	/// The public inputs are malformed or not canonical (not below r).
	InvalidPublicInputs,
	/// The number of public inputs differs from the verifying key's.
	WrongPublicInputCount,
	/// The Groth16 proof is well formed but does not verify.
	ProofRejected,
	/// The echo host function returned an error code.
	HostCallFailed,
	/// A twisted-Edwards result has `z = 0` and no affine form.
	DegeneratePoint,
	/// Checked decoding rejected the point at `index`.
	InvalidPoint {
		/// 0-based index of the first point that failed a check.
		index: u32,
	},
	/// BLS public keys sum to the identity, which KeyValidate refuses.
	IdentityAggregate,
	/// The BLS signature is well formed but does not verify.
	SignatureRejected,
	/// The EVM precompile refused its input (`failure`: `hostcurves_evm::PrecompileFailure`'s
	/// code), or no precompile has that address (`failure` 0).
	PrecompileFailed {
		/// Which check failed.
		failure: u8,
	},
}

/// Computes `op` with `backend`; returns the encoded result (see [`Operation`] for each
/// output's layout).
pub fn execute(backend: Backend, op: &Operation) -> Result<Vec<u8>, ComputeError> {
	execute_timed(backend, op, &mut ())
}

/// Marks the operation proper: [`execute_timed`] calls `start` once its arguments are decoded
/// (and, for Groth16, checked) and `stop` before it encodes the result, so that a benchmark
/// can time the operation apart from the decoding of its inputs (docs/benchmark-method.md).
pub trait Stopwatch {
	/// The operation starts.
	fn start(&mut self);
	/// The operation has finished.
	fn stop(&mut self);
}

/// No stopwatch.
impl Stopwatch for () {
	fn start(&mut self) {}
	fn stop(&mut self) {}
}

/// [`execute`], reporting the operation proper to `stopwatch`.
pub fn execute_timed(
	backend: Backend,
	op: &Operation,
	stopwatch: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	use hostcurves_primitives as hp;
	use Backend::{Arkworks as Ark, Host};
	use Operation::*;
	let sw = stopwatch;
	match (backend, op) {
		// The echo measures one boundary crossing, so the host variant hands the bytes over
		// as they are instead of decoding them in Wasm first.
		#[cfg(not(feature = "rfc163"))]
		(Host, EchoG1 { points }) => {
			let mut out = vec![0u8; points.len()];
			timed(sw, || hostcurves_calls::bls12_381_echo_g1(points, &mut out))
				.map_err(|_| ComputeError::HostCallFailed)?;
			Ok(out)
		}
		(_, EchoG1 { points }) => echo::<ark_bls12_381::G1Affine>(points, sw),
		(_, HashToG2 { message }) => compute_bls::hash_to_g2(backend, message, sw),
		(_, EvmPrecompile { address, input }) => evm_precompile(backend, *address, input, sw),
		(
			_,
			RingVrfVerify {
				types,
				commitment,
				ring_size,
				data,
				ad,
				signature,
			},
		) => crate::compute_ring_vrf::verify(
			backend,
			*types,
			crate::compute_ring_vrf::Arguments {
				commitment,
				ring_size: *ring_size,
				data,
				ad,
				signature,
			},
			sw,
		),
		(
			_,
			PlonkVerify {
				system,
				curve,
				key,
				proof,
				public_inputs,
			},
		) => crate::compute_plonk::verify(
			backend,
			*system,
			*curve,
			crate::compute_plonk::Arguments {
				key,
				proof,
				public_inputs,
			},
			sw,
		),
		(_, AggregateG1 { public_keys }) => compute_bls::aggregate_g1(backend, public_keys, sw),
		(
			_,
			FastAggregateVerify {
				committee,
				message,
				signature,
			},
		) => compute_bls::fast_aggregate_verify(backend, committee, message, signature, sw),
		(
			_,
			VerifyBeacon {
				public_key,
				round,
				signature,
			},
		) => compute_bls::verify_beacon(backend, public_key, *round, signature, sw),
		(
			_,
			Groth16Verify {
				curve,
				vk,
				proof,
				public_inputs,
			},
		) => {
			groth16_lengths(*curve, vk, proof, public_inputs)?;
			match backend {
				Ark => {
					with_engine!(Ark, *curve, E => groth16_verify_ark::<E>(vk, proof, public_inputs, sw))
				}
				Host => {
					with_host_engine!(*curve, E => groth16_verify_host::<E>(vk, proof, public_inputs, sw))
				}
			}
			.map(|_| vec![1])
		}
		(_, Groth16Batch { curve, vk, proofs }) => {
			groth16_batch_lengths(*curve, vk, proofs)?;
			match backend {
				Ark => {
					let proofs: Vec<(&[u8], &[u8])> =
						proofs.iter().map(|(p, i)| (&p[..], &i[..])).collect();
					with_engine!(Ark, *curve, E => groth16_batch_ark::<E>(vk, &proofs, sw))
				}
				Host => with_host_engine!(*curve, E => groth16_batch_host::<E>(vk, proofs, sw)),
			}
			.map(|_| vec![1])
		}
		(
			_,
			DecodeG1 {
				curve,
				points,
				compressed,
			}
			| DecodeG2 {
				curve,
				points,
				compressed,
			},
		) => {
			let g2 = matches!(op, DecodeG2 { .. });
			let c = compress(*compressed);
			match (backend, curve, g2) {
				(Ark, PairingCurve::Bls12_381, false) => {
					decode_in_wasm::<ark_bls12_381::G1Affine>(points, c, sw)
				}
				(Ark, PairingCurve::Bls12_381, true) => {
					decode_in_wasm::<ark_bls12_381::G2Affine>(points, c, sw)
				}
				(Ark, PairingCurve::Bls12_377, false) => {
					decode_in_wasm::<ark_bls12_377::G1Affine>(points, c, sw)
				}
				(Ark, PairingCurve::Bls12_377, true) => {
					decode_in_wasm::<ark_bls12_377::G2Affine>(points, c, sw)
				}
				(Ark, PairingCurve::Bw6_761, false) => {
					decode_in_wasm::<ark_bw6_761::G1Affine>(points, c, sw)
				}
				(Ark, PairingCurve::Bw6_761, true) => {
					decode_in_wasm::<ark_bw6_761::G2Affine>(points, c, sw)
				}
				(Ark, PairingCurve::Bn254, false) => {
					decode_in_wasm::<ark_bn254::G1Affine>(points, c, sw)
				}
				(Ark, PairingCurve::Bn254, true) => {
					decode_in_wasm::<ark_bn254::G2Affine>(points, c, sw)
				}
				(Host, PairingCurve::Bls12_381, false) => {
					decode_on_host::<hp::bls12_381::G1Affine>(points, c, sw)
				}
				(Host, PairingCurve::Bls12_381, true) => {
					decode_on_host::<hp::bls12_381::G2Affine>(points, c, sw)
				}
				(Host, PairingCurve::Bls12_377, false) => {
					decode_on_host::<hp::bls12_377::G1Affine>(points, c, sw)
				}
				(Host, PairingCurve::Bls12_377, true) => {
					decode_on_host::<hp::bls12_377::G2Affine>(points, c, sw)
				}
				(Host, PairingCurve::Bw6_761, false) => {
					decode_on_host::<hp::bw6_761::G1Affine>(points, c, sw)
				}
				(Host, PairingCurve::Bw6_761, true) => {
					decode_on_host::<hp::bw6_761::G2Affine>(points, c, sw)
				}
				(Host, PairingCurve::Bn254, false) => {
					decode_on_host::<hp::bn254::G1Affine>(points, c, sw)
				}
				(Host, PairingCurve::Bn254, true) => {
					decode_on_host::<hp::bn254::G2Affine>(points, c, sw)
				}
			}
		}
		(
			_,
			Decode {
				curve,
				points,
				compressed,
			},
		) => {
			let c = compress(*compressed);
			match (backend, curve) {
				(Ark, GroupCurve::BandersnatchTe) => {
					decode_in_wasm::<ark_ed_on_bls12_381_bandersnatch::EdwardsAffine>(points, c, sw)
				}
				(Ark, GroupCurve::BandersnatchSw) => {
					decode_in_wasm::<ark_ed_on_bls12_381_bandersnatch::SWAffine>(points, c, sw)
				}
				(Ark, GroupCurve::EdOnBls12_377) => {
					decode_in_wasm::<ark_ed_on_bls12_377::EdwardsAffine>(points, c, sw)
				}
				(Host, GroupCurve::BandersnatchTe) => {
					decode_on_host::<hp::ed_on_bls12_381_bandersnatch::EdwardsAffine>(points, c, sw)
				}
				(Host, GroupCurve::BandersnatchSw) => {
					decode_on_host::<hp::ed_on_bls12_381_bandersnatch::SWAffine>(points, c, sw)
				}
				(Host, GroupCurve::EdOnBls12_377) => {
					decode_on_host::<hp::ed_on_bls12_377::EdwardsAffine>(points, c, sw)
				}
				(Ark, GroupCurve::Pallas) => decode_in_wasm::<ark_pallas::Affine>(points, c, sw),
				(Ark, GroupCurve::Vesta) => decode_in_wasm::<ark_vesta::Affine>(points, c, sw),
				(Host, GroupCurve::Pallas) => decode_on_host::<hp::pallas::Affine>(points, c, sw),
				(Host, GroupCurve::Vesta) => decode_on_host::<hp::vesta::Affine>(points, c, sw),
			}
		}
		(_, Msm { curve, .. } | MulProjective { curve, .. } | MulAffine { curve, .. }) => {
			with_group!(backend, *curve, G => group_op::<G>(op, sw))
		}
		(
			_,
			Pairing { curve, .. }
			| MsmG1 { curve, .. }
			| MsmG2 { curve, .. }
			| MulProjectiveG1 { curve, .. }
			| MulProjectiveG2 { curve, .. }
			| MulAffineG1 { curve, .. }
			| MulAffineG2 { curve, .. },
		) => with_engine!(backend, *curve, E => pairing_op::<E>(op, sw)),
	}
}

pub(crate) fn timed<R>(stopwatch: &mut dyn Stopwatch, f: impl FnOnce() -> R) -> R {
	stopwatch.start();
	let result = f();
	stopwatch.stop();
	result
}

/// Runs the EVM precompile at `address` on `input` with no gas limit (the extrinsic's weight
/// stands for the gas); returns its output followed by the gas it prices (u64 LE). The
/// precompile decodes and checks its own input, so all of it is the operation proper.
fn evm_precompile(
	backend: Backend,
	address: u8,
	input: &[u8],
	sw: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	use hostcurves_evm::{run, Arkworks, Host, Precompile};
	let precompile =
		Precompile::from_address(address).ok_or(ComputeError::PrecompileFailed { failure: 0 })?;
	let result = timed(sw, || match backend {
		Backend::Arkworks => run::<Arkworks>(precompile, input, u64::MAX),
		Backend::Host => run::<Host>(precompile, input, u64::MAX),
	});
	match result {
		Ok((mut output, gas)) => {
			output.extend_from_slice(&gas.to_le_bytes());
			Ok(output)
		}
		Err(failure) => Err(ComputeError::PrecompileFailed {
			failure: failure as u8,
		}),
	}
}

/// Decodes arguments in the boundary format, without curve or subgroup checks.
fn unchecked<T: CanonicalDeserialize>(bytes: &[u8]) -> Result<T, ComputeError> {
	wire::decode_exact::<T>(bytes).map_err(|_| ComputeError::MalformedInput)
}

/// Decodes arkworks uncompressed bytes with every check, in the order the Ethereum
/// precompiles use: length and canonical field elements while decoding, then each point on
/// the curve, then in the prime-order subgroup (arkworks `Valid::check`; the hooked types'
/// subgroup checks call the host `mul` functions). All bytes must be used.
///
/// Not `deserialize_uncompressed` itself: for BLS12-381 it checks the subgroup but not the
/// curve equation.
fn checked<T: CanonicalDeserialize>(bytes: &[u8], err: ComputeError) -> Result<T, ComputeError> {
	let value = wire::decode_exact::<T>(bytes).map_err(|_| err)?;
	value.check().map_err(|_| err)?;
	Ok(value)
}

/// The affine form of a projective result, or [`ComputeError::DegeneratePoint`] for a
/// twisted-Edwards point with `z = 0` (arkworks' `into_affine` would divide by zero and
/// trap the runtime).
trait ToAffine: CurveGroup {
	fn to_affine(self) -> Result<Self::Affine, ComputeError>;
}

impl<P: SWCurveConfig> ToAffine for SWProjective<P> {
	fn to_affine(self) -> Result<Self::Affine, ComputeError> {
		// A short-Weierstrass `z = 0` is the identity, which `into_affine` handles.
		Ok(self.into_affine())
	}
}

impl<P: TECurveConfig> ToAffine for TEProjective<P> {
	fn to_affine(self) -> Result<Self::Affine, ComputeError> {
		if self.z.is_zero() {
			return Err(ComputeError::DegeneratePoint);
		}
		Ok(self.into_affine())
	}
}

/// MSM and scalar multiplication on the prime-order group `G`.
fn msm<G: ToAffine>(
	bases: &[u8],
	scalars: &[u8],
	sw: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	let bases = unchecked::<Vec<G::Affine>>(bases)?;
	let scalars = unchecked::<Vec<G::ScalarField>>(scalars)?;
	let r = timed(sw, || {
		G::msm(&bases, &scalars)
			.map_err(|_| ComputeError::LengthMismatch)
			.and_then(ToAffine::to_affine)
	});
	Ok(wire::encode(r?))
}

fn mul<G: ToAffine>(
	base: &[u8],
	scalar: &[u8],
	projective: bool,
	sw: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	let p = unchecked::<G::Affine>(base)?;
	let s = unchecked::<G::ScalarField>(scalar)?;
	let r = if projective {
		let p = p.into_group();
		timed(sw, || (p * s).to_affine())
	} else {
		timed(sw, || (p * s).to_affine())
	};
	Ok(wire::encode(r?))
}

fn group_op<G: ToAffine>(op: &Operation, sw: &mut dyn Stopwatch) -> Result<Vec<u8>, ComputeError> {
	match op {
		Operation::Msm { bases, scalars, .. } => msm::<G>(bases, scalars, sw),
		Operation::MulProjective { base, scalar, .. } => mul::<G>(base, scalar, true, sw),
		Operation::MulAffine { base, scalar, .. } => mul::<G>(base, scalar, false, sw),
		_ => Err(ComputeError::MalformedInput),
	}
}

fn pairing_op<E: Pairing>(op: &Operation, sw: &mut dyn Stopwatch) -> Result<Vec<u8>, ComputeError>
where
	E::G1: ToAffine,
	E::G2: ToAffine,
{
	match op {
		Operation::Pairing { curve, g1, g2 } => {
			let p = unchecked::<E::G1Affine>(g1)?;
			let q = unchecked::<E::G2Affine>(g2)?;
			// arkworks panics preparing some unchecked BW6-761 G2 points (the host traps):
			// refused first, in both backends.
			if *curve == crate::operation::PairingCurve::Bw6_761 && !bw6_g2_prepares(g2) {
				return Err(ComputeError::PairingUndefined);
			}
			// Miller loop and final exponentiation separately: `Pairing::pairing` unwraps the
			// latter, which is `None` for some points outside the subgroups.
			let gt = timed(sw, || {
				// A zero Miller-loop output has no final exponentiation; BW6's would panic.
				let ml = E::multi_miller_loop([p], [q]);
				if ml.0.is_zero() {
					return None;
				}
				E::final_exponentiation(ml)
			})
			.ok_or(ComputeError::PairingUndefined)?;
			if gt.0.is_zero() {
				return Err(ComputeError::PairingUndefined);
			}
			Ok(wire::encode(gt.0))
		}
		Operation::MsmG1 { bases, scalars, .. } => msm::<E::G1>(bases, scalars, sw),
		Operation::MsmG2 { bases, scalars, .. } => msm::<E::G2>(bases, scalars, sw),
		Operation::MulProjectiveG1 { base, scalar, .. } => mul::<E::G1>(base, scalar, true, sw),
		Operation::MulProjectiveG2 { base, scalar, .. } => mul::<E::G2>(base, scalar, true, sw),
		Operation::MulAffineG1 { base, scalar, .. } => mul::<E::G1>(base, scalar, false, sw),
		Operation::MulAffineG2 { base, scalar, .. } => mul::<E::G2>(base, scalar, false, sw),
		_ => Err(ComputeError::MalformedInput),
	}
}

/// Whether arkworks can prepare the BW6-761 G2 point in `bytes` for a Miller loop
/// (`hostcurves_host::bw6_prepare`); true for bytes that do not decode (refused elsewhere).
fn bw6_g2_prepares(bytes: &[u8]) -> bool {
	wire::decode::<ark_bw6_761::G2Affine>(bytes).map_or(true, |q| {
		hostcurves_primitives::host::bw6_prepare::g2_prepares::<ark_bw6_761::Config>(&q)
	})
}

/// Checked decoding in Wasm with plain arkworks types: the same algorithm as the host
/// functions ([`hostcurves_host::checked::decode_points`]), compiled into the runtime.
fn decode_in_wasm<A: CheckedPoint>(
	points: &[u8],
	c: Compress,
	sw: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	let r = timed(sw, || decode_points::<A>(points, c));
	r.map(wire::encode)
		.map_err(|e| ComputeError::InvalidPoint { index: e.index })
}

/// Checked decoding through the host ([`hostcurves_primitives::checked::decode`]).
fn decode_on_host<A: HostChecked>(
	points: &[u8],
	c: Compress,
	sw: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	let r = timed(sw, || {
		hostcurves_primitives::checked::decode::<A>(points, c)
	});
	r.map(wire::encode)
		.map_err(|e| ComputeError::InvalidPoint { index: e.index })
}

/// Decoding and encoding are the echo's whole work.
fn echo<A: CanonicalDeserialize + CanonicalSerialize>(
	points: &[u8],
	sw: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	timed(sw, || {
		let points = unchecked::<Vec<A>>(points)?;
		let mut out = Vec::with_capacity(points.uncompressed_size());
		points
			.serialize_uncompressed(&mut out)
			.map_err(|_| ComputeError::MalformedInput)?;
		Ok::<_, ComputeError>(out)
	})
}

/// Refuses Groth16 arguments whose lengths disagree, before any decoding: the public inputs
/// fix n (the weight was charged for it), so the key must have exactly n + 1 `IC` points and
/// the proof its fixed length; the checked decoding after this (a subgroup check per point)
/// then costs what was paid for, whatever length prefix the key carries. Lengths are
/// arkworks uncompressed ones for `curve`.
fn groth16_lengths(
	curve: PairingCurve,
	vk: &[u8],
	proof: &[u8],
	inputs: &[u8],
) -> Result<(), ComputeError> {
	let fr = curve.fr_len();
	let n = max_elements(inputs, fr) as usize;
	if inputs.len() != VEC_PREFIX_LEN + fr * n {
		return Err(ComputeError::InvalidPublicInputs);
	}
	if vk.len() != curve.groth16_key_len(n, false) {
		return Err(match curve.groth16_key_exact_inputs(vk.len(), false) {
			Some(_) => ComputeError::WrongPublicInputCount,
			None => ComputeError::InvalidVerifyingKey,
		});
	}
	if proof.len() != curve.groth16_proof_len(false) {
		return Err(ComputeError::InvalidProof);
	}
	Ok(())
}

/// Refuses a Groth16 batch whose lengths disagree, before any decoding: BLS12-381 or BN254
/// only, 1 to [`MAX_BATCH`] proofs, every proof and input vector of the lengths the key's
/// input count (1 to [`MAX_BATCH_INPUTS`]) fixes ([`groth16_lengths`]).
fn groth16_batch_lengths(
	curve: PairingCurve,
	vk: &[u8],
	proofs: &[(Vec<u8>, Vec<u8>)],
) -> Result<(), ComputeError> {
	if !BATCH_CURVES.contains(&curve) || proofs.is_empty() || proofs.len() > MAX_BATCH as usize {
		return Err(ComputeError::MalformedInput);
	}
	match curve.groth16_key_exact_inputs(vk.len(), false) {
		Some(n) if (1..=MAX_BATCH_INPUTS as usize).contains(&n) => {}
		_ => return Err(ComputeError::InvalidVerifyingKey),
	}
	proofs
		.iter()
		.try_for_each(|(proof, inputs)| groth16_lengths(curve, vk, proof, inputs))
}

/// Whether `α`, `β`, `γ` or `δ` of `vk` is the identity: the same refusal as hostcurves'
/// verifier (`KeyFault::Identity`), so that both backends give one answer (with `γ` or `δ`
/// the identity anyone can satisfy the equation).
fn has_identity<E: Pairing>(vk: &VerifyingKey<E>) -> bool {
	vk.alpha_g1.is_zero() || vk.beta_g2.is_zero() || vk.gamma_g2.is_zero() || vk.delta_g2.is_zero()
}

/// Verifies Groth16 proofs against one key with ark-groth16, one proof at a time
/// (`prepare_verifying_key` once, then `verify_proof` per proof, all timed), after decoding
/// every argument with its checks (uncompressed points: decompression is a square root per
/// point, which in Wasm would cost more than the checks themselves); fails at the first
/// proof that does not verify.
fn groth16_batch_ark<E: Pairing>(
	vk: &[u8],
	proofs: &[(&[u8], &[u8])],
	sw: &mut dyn Stopwatch,
) -> Result<(), ComputeError> {
	let vk = checked::<VerifyingKey<E>>(vk, ComputeError::InvalidVerifyingKey)?;
	let decoded = proofs
		.iter()
		.map(|(proof, inputs)| {
			let proof = checked::<Proof<E>>(proof, ComputeError::InvalidProof)?;
			let inputs = checked::<Vec<E::ScalarField>>(inputs, ComputeError::InvalidPublicInputs)?;
			Ok((proof, inputs))
		})
		.collect::<Result<Vec<_>, ComputeError>>()?;
	if has_identity(&vk) {
		return Err(ComputeError::InvalidVerifyingKey);
	}
	// ark-groth16 zips inputs with the key's points and would silently ignore extras.
	if decoded
		.iter()
		.any(|(_, inputs)| inputs.len() + 1 != vk.gamma_abc_g1.len())
	{
		return Err(ComputeError::WrongPublicInputCount);
	}
	// Every point was checked to be in its subgroup, so the Miller loop output is invertible
	// and `verify_proof`'s internal unwrap of the final exponentiation cannot fail.
	timed(sw, || {
		let pvk = ark_groth16::prepare_verifying_key(&vk);
		decoded.iter().try_for_each(|(proof, inputs)| {
			match Groth16::<E>::verify_proof(&pvk, proof, inputs) {
				Ok(true) => Ok(()),
				_ => Err(ComputeError::ProofRejected),
			}
		})
	})
}

/// Verifies a Groth16 batch with `hostcurves_primitives::groth16::batch::batch_holds`: the
/// key validated and prepared, the proofs decoded with their checks (two host calls) and the
/// inputs decoded before the stopwatch starts; the timed part is the batch check (a failing
/// batch is `ProofRejected`, without the search for the failing proof).
fn groth16_batch_host<E: G1Endomorphism>(
	vk: &[u8],
	proofs: &[(Vec<u8>, Vec<u8>)],
	sw: &mut dyn Stopwatch,
) -> Result<(), ComputeError>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let pvk = PreparedVerifyingKey::<E>::prepare(vk, Compress::No)?;
	let batch = groth16::batch::decode_members::<E>(proofs, pvk.public_inputs(), Compress::No)
		.map_err(batch_error)?;
	let members = groth16::batch::one_key(&batch);
	let keys = core::slice::from_ref(&pvk);
	// The verdict alone: looking for the failing proof would cost up to k single
	// verifications, which this call's weight (a passing batch) does not cover.
	match timed(sw, || groth16::batch::batch_holds(keys, &members)) {
		Ok(true) => Ok(()),
		Ok(false) => Err(ComputeError::ProofRejected),
		Err(e) => Err(batch_error(e)),
	}
}

/// A batch's error without its index: the member's error, or (for a key index out of range,
/// which one key rules out) a key fault.
fn batch_error(e: groth16::BatchError) -> ComputeError {
	match e {
		groth16::BatchError::Member { error, .. } => ComputeError::from(error),
		groth16::BatchError::UnknownKey { .. } => ComputeError::InvalidVerifyingKey,
	}
}

/// Verifies a Groth16 proof with ark-groth16: [`groth16_batch_ark`] with one proof (the key
/// prepared in the timed part, as published pallets prepare it on every call).
fn groth16_verify_ark<E: Pairing>(
	vk: &[u8],
	proof: &[u8],
	inputs: &[u8],
	sw: &mut dyn Stopwatch,
) -> Result<(), ComputeError> {
	groth16_batch_ark::<E>(vk, &[(proof, inputs)], sw)
}

/// Verifies a Groth16 proof with [`hostcurves_primitives::groth16`]: the key is validated
/// and prepared on the host before the stopwatch starts (a registered key is prepared once),
/// the proof's points are checked on the host, and the timed part is the verification proper
/// (one MSM, one three-pair Miller loop, one final exponentiation).
fn groth16_verify_host<E: Pairing>(
	vk: &[u8],
	proof: &[u8],
	inputs: &[u8],
	sw: &mut dyn Stopwatch,
) -> Result<(), ComputeError>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let pvk = PreparedVerifyingKey::<E>::prepare(vk, Compress::No)?;
	let proof = groth16::Proof::<E>::decode(proof, Compress::No)?;
	let inputs = groth16::decode_public_inputs::<E::ScalarField>(inputs, pvk.public_inputs())?;
	timed(sw, || pvk.verify(&proof, &inputs))?;
	Ok(())
}

impl From<Groth16Error> for ComputeError {
	fn from(e: Groth16Error) -> Self {
		match e {
			Groth16Error::InvalidVerifyingKey(_) => ComputeError::InvalidVerifyingKey,
			Groth16Error::InvalidProof(_) => ComputeError::InvalidProof,
			Groth16Error::InvalidPublicInputs => ComputeError::InvalidPublicInputs,
			Groth16Error::WrongPublicInputCount { .. } => ComputeError::WrongPublicInputCount,
			Groth16Error::ProofRejected => ComputeError::ProofRejected,
		}
	}
}
