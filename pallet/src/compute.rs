//! Computes an [`Operation`] with either backend. The same generic code runs over plain
//! arkworks (`ark_bls12_381::Bls12_381`) and over hostcurves' host-backed engine
//! (`hostcurves_primitives::bls12_381::Bls12_381`), so the two report columns measure the
//! same work; natively, the plain variant is the report's native baseline.

use alloc::{vec, vec::Vec};
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, VariableBaseMSM};
use ark_ff::Zero;
use ark_groth16::{Groth16, Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use codec::{Decode, DecodeWithMemTracking, Encode};
use hostcurves_primitives::host::{hostcurves_calls::hostcurves_calls, wire};
use scale_info::TypeInfo;

use crate::operation::{max_elements, Backend, Operation, FR_LEN, G1_LEN, G2_LEN, VEC_PREFIX_LEN};

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
}

/// Computes `op` with `backend`; returns the encoded result (see [`Operation`] for each
/// output's layout).
pub fn execute(backend: Backend, op: &Operation) -> Result<Vec<u8>, ComputeError> {
	execute_timed(backend, op, &mut ())
}

/// Marks the operation proper: [`execute_timed`] calls `start` once its arguments are decoded
/// (and, for Groth16, checked) and `stop` before it encodes the result, so that a benchmark
/// can time the operation apart from the decoding of its inputs (DESIGN.md §6).
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
	match (backend, op) {
		// The echo measures one boundary crossing, so the host variant hands the bytes over
		// as they are instead of decoding them in Wasm first.
		(Backend::Host, Operation::Bls12_381EchoG1 { points }) => {
			let mut out = vec![0u8; points.len()];
			timed(stopwatch, || {
				hostcurves_calls::bls12_381_echo_g1(points, &mut out)
			})
			.map_err(|_| ComputeError::HostCallFailed)?;
			Ok(out)
		}
		(Backend::Arkworks, op) => execute_with::<ark_bls12_381::Bls12_381>(op, stopwatch),
		(Backend::Host, op) => {
			execute_with::<hostcurves_primitives::bls12_381::Bls12_381>(op, stopwatch)
		}
	}
}

fn timed<R>(stopwatch: &mut dyn Stopwatch, f: impl FnOnce() -> R) -> R {
	stopwatch.start();
	let result = f();
	stopwatch.stop();
	result
}

/// Decodes arguments in the boundary format, without curve or subgroup checks.
fn unchecked<T: CanonicalDeserialize>(bytes: &[u8]) -> Result<T, ComputeError> {
	wire::decode::<T>(bytes).map_err(|_| ComputeError::MalformedInput)
}

/// Decodes arkworks uncompressed bytes with every check, in the order the Ethereum
/// precompiles use: length and canonical field elements while decoding, then each point on
/// the curve, then in the prime-order subgroup (arkworks `Valid::check`; the hooked types'
/// subgroup checks call the host `mul` functions). All bytes must be used.
///
/// Not `deserialize_uncompressed` itself: for BLS12-381 it checks the subgroup but not the
/// curve equation.
fn checked<T: CanonicalDeserialize>(bytes: &[u8], err: ComputeError) -> Result<T, ComputeError> {
	let value = wire::decode::<T>(bytes).map_err(|_| err)?;
	value.check().map_err(|_| err)?;
	Ok(value)
}

fn execute_with<E: Pairing>(
	op: &Operation,
	sw: &mut dyn Stopwatch,
) -> Result<Vec<u8>, ComputeError> {
	Ok(match op {
		Operation::Bls12_381Pairing { g1, g2 } => {
			let p = unchecked::<E::G1Affine>(g1)?;
			let q = unchecked::<E::G2Affine>(g2)?;
			// Miller loop and final exponentiation separately: `Pairing::pairing` unwraps the
			// latter, which is `None` for some points outside the subgroups.
			let gt = timed(sw, || {
				E::final_exponentiation(E::multi_miller_loop([p], [q]))
			})
			.ok_or(ComputeError::PairingUndefined)?;
			if gt.0.is_zero() {
				return Err(ComputeError::PairingUndefined);
			}
			wire::encode(gt.0)
		}
		Operation::Bls12_381MsmG1 { bases, scalars } => {
			let bases = unchecked::<Vec<E::G1Affine>>(bases)?;
			let scalars = unchecked::<Vec<E::ScalarField>>(scalars)?;
			let r = timed(sw, || E::G1::msm(&bases, &scalars).map(|r| r.into_affine()));
			wire::encode(r.map_err(|_| ComputeError::LengthMismatch)?)
		}
		Operation::Bls12_381MsmG2 { bases, scalars } => {
			let bases = unchecked::<Vec<E::G2Affine>>(bases)?;
			let scalars = unchecked::<Vec<E::ScalarField>>(scalars)?;
			let r = timed(sw, || E::G2::msm(&bases, &scalars).map(|r| r.into_affine()));
			wire::encode(r.map_err(|_| ComputeError::LengthMismatch)?)
		}
		Operation::Bls12_381MulProjectiveG1 { base, scalar } => {
			let (p, s) = (
				unchecked::<E::G1Affine>(base)?.into_group(),
				unchecked::<E::ScalarField>(scalar)?,
			);
			wire::encode(timed(sw, || (p * s).into_affine()))
		}
		Operation::Bls12_381MulProjectiveG2 { base, scalar } => {
			let (q, s) = (
				unchecked::<E::G2Affine>(base)?.into_group(),
				unchecked::<E::ScalarField>(scalar)?,
			);
			wire::encode(timed(sw, || (q * s).into_affine()))
		}
		Operation::Bls12_381MulAffineG1 { base, scalar } => {
			let (p, s) = (
				unchecked::<E::G1Affine>(base)?,
				unchecked::<E::ScalarField>(scalar)?,
			);
			wire::encode(timed(sw, || (p * s).into_affine()))
		}
		Operation::Bls12_381MulAffineG2 { base, scalar } => {
			let (q, s) = (
				unchecked::<E::G2Affine>(base)?,
				unchecked::<E::ScalarField>(scalar)?,
			);
			wire::encode(timed(sw, || (q * s).into_affine()))
		}
		Operation::Bls12_381Groth16Verify {
			vk,
			proof,
			public_inputs,
		} => {
			groth16_verify::<E>(vk, proof, public_inputs, sw)?;
			vec![1]
		}
		// Decoding and encoding are the echo's whole work.
		Operation::Bls12_381EchoG1 { points } => timed(sw, || {
			let points = unchecked::<Vec<E::G1Affine>>(points)?;
			let mut out = Vec::with_capacity(points.uncompressed_size());
			points
				.serialize_uncompressed(&mut out)
				.map_err(|_| ComputeError::MalformedInput)?;
			Ok::<_, ComputeError>(out)
		})?,
	})
}

/// Verifies a Groth16 proof with ark-groth16 (`prepare_verifying_key` then `verify_proof`),
/// after decoding every argument with its checks (uncompressed points: decompression is a
/// square root per point, which in Wasm would cost more than the checks themselves).
fn groth16_verify<E: Pairing>(
	vk: &[u8],
	proof: &[u8],
	inputs: &[u8],
	sw: &mut dyn Stopwatch,
) -> Result<(), ComputeError> {
	// Sizes first, so that the checked decoding below (a subgroup check per point) costs what
	// the weight charged for the number of public inputs, whatever the key's length prefix.
	let n = max_elements(inputs, FR_LEN) as usize;
	if inputs.len() != VEC_PREFIX_LEN + FR_LEN * n {
		return Err(ComputeError::InvalidPublicInputs);
	}
	let vk_fixed = G1_LEN + 3 * G2_LEN + VEC_PREFIX_LEN;
	if vk.len() != vk_fixed + G1_LEN * (n + 1) {
		let whole_points = vk.len() > vk_fixed && (vk.len() - vk_fixed).is_multiple_of(G1_LEN);
		return Err(if whole_points {
			ComputeError::WrongPublicInputCount
		} else {
			ComputeError::InvalidVerifyingKey
		});
	}
	if proof.len() != 2 * G1_LEN + G2_LEN {
		return Err(ComputeError::InvalidProof);
	}
	let vk = checked::<VerifyingKey<E>>(vk, ComputeError::InvalidVerifyingKey)?;
	let proof = checked::<Proof<E>>(proof, ComputeError::InvalidProof)?;
	let inputs = checked::<Vec<E::ScalarField>>(inputs, ComputeError::InvalidPublicInputs)?;
	// ark-groth16 zips inputs with the key's points and would silently ignore extras.
	if inputs.len() + 1 != vk.gamma_abc_g1.len() {
		return Err(ComputeError::WrongPublicInputCount);
	}
	// Every point was checked to be in its subgroup, so the Miller loop output is invertible
	// and `verify_proof`'s internal unwrap of the final exponentiation cannot fail.
	let verdict = timed(sw, || {
		let pvk = ark_groth16::prepare_verifying_key(&vk);
		Groth16::<E>::verify_proof(&pvk, &proof, &inputs)
	});
	match verdict {
		Ok(true) => Ok(()),
		_ => Err(ComputeError::ProofRejected),
	}
}
