//! *BW6-761* host functions, exactly as `sp-crypto-ec-utils` 0.24 defines them (same names, signatures and
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

/// BW6-761 pairing, MSM and scalar multiplication, computed natively.
///
/// Every input is `ArkScale<T, HOST_CALL>` (not compressed, not validated); every output is
/// written into a buffer the caller allocates (192 bytes for G1, 192 for G2, 576 for the
/// target field). Each function returns 0 on success or an [`Error`](crate::Error) code.
#[runtime_interface]
pub trait HostCalls {
	/// Pairing multi Miller loop for *BW6-761*.
	///
	/// - `a`: `Vec<G1Affine>`, 8 + 192·n bytes.
	/// - `b`: `Vec<G2Affine>`, 8 + 192·n bytes, the same n (else the call traps, as upstream's
	///   host panics there: [`Error::Trap`](crate::Error::Trap)).
	/// - `out`: receives the `TargetField` (Fq6) element, 576 bytes (code 1 if shorter).
	///
	/// Code 2 if either input is malformed. The call also traps on a G2 point that arkworks
	/// cannot prepare (e.g. (0, √b), of order 3; [`crate::bw6_prepare`]), where upstream's
	/// host panics too.
	fn bw6_761_multi_miller_loop(
		a: PassFatPointerAndRead<&[u8]>,
		b: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::bw6_761_multi_miller_loop(a, b, out)
			// Upstream's host panics here (arkworks' `zip_eq`, and a G2 point arkworks cannot
			// prepare, which the kernel reports as a trap): fail the call the same way.
			.map_err(|e| e.trap_if(crate::Error::LengthMismatch))
	}

	/// Pairing final exponentiation for *BW6-761*.
	///
	/// - `in_out`: one `TargetField` (Fq6) element, 576 bytes (bytes after it are ignored); the
	///   result overwrites its front.
	///
	/// Code 2 if malformed. The call traps if the element is zero (no inverse;
	/// [`Error::Trap`](crate::Error::Trap)), as upstream's host panics there.
	fn bw6_761_final_exponentiation(
		in_out: PassFatPointerAndReadWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::final_exponentiation::<ark_bw6_761::BW6_761>(in_out)
			// Upstream's host panics on zero here (BW6's easy part unwraps the inverse).
			.map_err(|e| e.trap_if(crate::Error::Unknown))
	}

	/// Multi scalar multiplication on *G1* for *BW6-761*.
	///
	/// - `bases`: `Vec<G1Affine>`, 8 + 192·n bytes.
	/// - `scalars`: `Vec<ScalarField>`, 8 + 48·n bytes, the same n (else code 3).
	/// - `out`: receives the `G1Affine` result, 192 bytes.
	fn bw6_761_msm_g1(
		bases: PassFatPointerAndRead<&[u8]>,
		scalars: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::msm_sw::<ark_bw6_761::g1::Config>(bases, scalars, out)
	}

	/// Multi scalar multiplication on *G2* for *BW6-761*.
	///
	/// - `bases`: `Vec<G2Affine>`, 8 + 192·n bytes.
	/// - `scalars`: `Vec<ScalarField>`, 8 + 48·n bytes, the same n (else code 3).
	/// - `out`: receives the `G2Affine` result, 192 bytes.
	fn bw6_761_msm_g2(
		bases: PassFatPointerAndRead<&[u8]>,
		scalars: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::msm_sw::<ark_bw6_761::g2::Config>(bases, scalars, out)
	}

	/// Affine scalar multiplication on *G1* for *BW6-761*.
	///
	/// - `base`: `G1Affine`, 192 bytes.
	/// - `scalar`: `Vec<u64>` big integer, 8 + 8·k bytes, not reduced mod r, any k
	///   (time linear in k).
	/// - `out`: receives the `G1Affine` result, 192 bytes.
	fn bw6_761_mul_g1(
		base: PassFatPointerAndRead<&[u8]>,
		scalar: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::mul_sw::<ark_bw6_761::g1::Config>(base, scalar, out)
	}

	/// Affine scalar multiplication on *G2* for *BW6-761*.
	///
	/// - `base`: `G2Affine`, 192 bytes.
	/// - `scalar`: `Vec<u64>` big integer, 8 + 8·k bytes, not reduced mod r, any k
	///   (time linear in k).
	/// - `out`: receives the `G2Affine` result, 192 bytes.
	fn bw6_761_mul_g2(
		base: PassFatPointerAndRead<&[u8]>,
		scalar: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::mul_sw::<ark_bw6_761::g2::Config>(base, scalar, out)
	}
}
