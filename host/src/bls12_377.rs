//! *BLS12-377* host functions, exactly as `sp-crypto-ec-utils` 0.24 defines them (same names, signatures and
//! bytes; not part of RFC-0163).
//!
//! Byte layouts are in [`crate::wire`]; result codes in [`crate::Error`]. The host does
//! **not** check that points are on the curve or in the prime-order subgroup: the caller
//! (the runtime) checks user input before it gets here. Exported Wasm symbols are
//! `ext_host_calls_<fn>_version_1`.

use sp_runtime_interface::{
	pass_by::{PassFatPointerAndRead, PassFatPointerAndReadWrite, PassFatPointerAndWrite},
	runtime_interface,
};

#[cfg(not(substrate_runtime))]
use crate::kernels;
use crate::HostcallResult;

/// BLS12-377 pairing, MSM and scalar multiplication, computed natively.
///
/// Every input is `ArkScale<T, HOST_CALL>` (not compressed, not validated); every output is
/// written into a buffer the caller allocates (96 bytes for G1, 192 for G2, 576 for the
/// target field). Each function returns 0 on success or an [`Error`](crate::Error) code.
#[runtime_interface]
pub trait HostCalls {
	/// Pairing multi Miller loop for *BLS12-377*.
	///
	/// - `a`: `Vec<G1Affine>`, 8 + 96·n bytes.
	/// - `b`: `Vec<G2Affine>`, 8 + 192·n bytes, the same n (else the call traps, as upstream's
	///   host panics there: [`Error::Trap`](crate::Error::Trap)).
	/// - `out`: receives the `TargetField` (Fq12) element, 576 bytes (code 1 if shorter).
	///
	/// Code 2 if either input is malformed.
	fn bls12_377_multi_miller_loop(
		a: PassFatPointerAndRead<&[u8]>,
		b: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::multi_miller_loop::<ark_bls12_377::Bls12_377>(a, b, out)
			// Upstream's host panics here (arkworks' `zip_eq`): fail the call the same way.
			.map_err(|e| e.trap_if(crate::Error::LengthMismatch))
	}

	/// Pairing final exponentiation for *BLS12-377*.
	///
	/// - `in_out`: one `TargetField` (Fq12) element, 576 bytes (bytes after it are ignored); the
	///   result overwrites its front.
	///
	/// Code 2 if malformed, code 255 if the element is zero (no inverse).
	fn bls12_377_final_exponentiation(
		in_out: PassFatPointerAndReadWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::final_exponentiation::<ark_bls12_377::Bls12_377>(in_out)
	}

	/// Multi scalar multiplication on *G1* for *BLS12-377*.
	///
	/// - `bases`: `Vec<G1Affine>`, 8 + 96·n bytes.
	/// - `scalars`: `Vec<ScalarField>`, 8 + 32·n bytes, the same n (else code 3).
	/// - `out`: receives the `G1Affine` result, 96 bytes.
	fn bls12_377_msm_g1(
		bases: PassFatPointerAndRead<&[u8]>,
		scalars: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::msm_sw::<ark_bls12_377::g1::Config>(bases, scalars, out)
	}

	/// Multi scalar multiplication on *G2* for *BLS12-377*.
	///
	/// - `bases`: `Vec<G2Affine>`, 8 + 192·n bytes.
	/// - `scalars`: `Vec<ScalarField>`, 8 + 32·n bytes, the same n (else code 3).
	/// - `out`: receives the `G2Affine` result, 192 bytes.
	fn bls12_377_msm_g2(
		bases: PassFatPointerAndRead<&[u8]>,
		scalars: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::msm_sw::<ark_bls12_377::g2::Config>(bases, scalars, out)
	}

	/// Affine scalar multiplication on *G1* for *BLS12-377*.
	///
	/// - `base`: `G1Affine`, 96 bytes.
	/// - `scalar`: `Vec<u64>` big integer, 8 + 8·k bytes, not reduced mod r, any k
	///   (time linear in k).
	/// - `out`: receives the `G1Affine` result, 96 bytes.
	fn bls12_377_mul_g1(
		base: PassFatPointerAndRead<&[u8]>,
		scalar: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::mul_sw::<ark_bls12_377::g1::Config>(base, scalar, out)
	}

	/// Affine scalar multiplication on *G2* for *BLS12-377*.
	///
	/// - `base`: `G2Affine`, 192 bytes.
	/// - `scalar`: `Vec<u64>` big integer, 8 + 8·k bytes, not reduced mod r, any k
	///   (time linear in k).
	/// - `out`: receives the `G2Affine` result, 192 bytes.
	fn bls12_377_mul_g2(
		base: PassFatPointerAndRead<&[u8]>,
		scalar: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::mul_sw::<ark_bls12_377::g2::Config>(base, scalar, out)
	}
}
