//! Host functions of hostcurves' own, outside RFC-0163, under the trait name
//! `HostcurvesCalls` (exported as `ext_hostcurves_calls_<fn>_version_<n>`), so they never
//! collide with future upstream functions. Same byte format and result codes as
//! [`crate::bls12_381`]:
//!
//! - *BN254* (alt_bn128, EIP-196/197): the whole pairing-curve set, as for BLS12-381. Points
//!   use arkworks' layout: coordinates 32 bytes little-endian, flags in the top bits of the
//!   last byte; G1 64 bytes, G2 128 bytes, `Fr` 32 bytes, the target field Fq12 384 bytes.
//! - *Ed-on-BLS12-381-Bandersnatch* in short-Weierstrass form: MSM and scalar multiplication.
//! - The echo, for the report's fixed cost of one boundary crossing.

use sp_runtime_interface::{
	pass_by::{PassFatPointerAndRead, PassFatPointerAndReadWrite, PassFatPointerAndWrite},
	runtime_interface,
};

#[cfg(not(substrate_runtime))]
use crate::kernels;
use crate::HostcallResult;

/// hostcurves' extension host functions: BN254, Bandersnatch short-Weierstrass, echo.
#[runtime_interface]
pub trait HostcurvesCalls {
	/// Echo for *BLS12-381* G1: decodes `points` and writes the same encoding back, nothing
	/// else. Measures the fixed cost of a boundary crossing (report row `echo`).
	///
	/// - `points`: `Vec<G1Affine>`, 8 + 96·n bytes.
	/// - `out`: receives the re-encoded points, at least as long as `points` (else code 1).
	///
	/// Code 2 if `points` is malformed.
	fn bls12_381_echo_g1(
		points: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::echo_sw::<ark_bls12_381::g1::Config>(points, out)
	}

	/// Pairing multi Miller loop for *BN254*.
	///
	/// - `a`: `Vec<G1Affine>`, 8 + 64·n bytes.
	/// - `b`: `Vec<G2Affine>`, 8 + 128·n bytes, the same n (else code 3).
	/// - `out`: receives the `TargetField` (Fq12) element, 384 bytes (code 1 if shorter).
	///
	/// Code 2 if either input is malformed.
	fn bn254_multi_miller_loop(
		a: PassFatPointerAndRead<&[u8]>,
		b: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::multi_miller_loop::<ark_bn254::Bn254>(a, b, out)
	}

	/// Pairing final exponentiation for *BN254*.
	///
	/// - `in_out`: one `TargetField` (Fq12) element, 384 bytes (bytes after it are ignored); the
	///   result overwrites its front.
	///
	/// Code 2 if malformed, code 255 if the element is zero (no inverse).
	fn bn254_final_exponentiation(in_out: PassFatPointerAndReadWrite<&mut [u8]>) -> HostcallResult {
		kernels::final_exponentiation::<ark_bn254::Bn254>(in_out)
	}

	/// Multi scalar multiplication on *G1* for *BN254*.
	///
	/// - `bases`: `Vec<G1Affine>`, 8 + 64·n bytes.
	/// - `scalars`: `Vec<ScalarField>`, 8 + 32·n bytes, the same n (else code 3).
	/// - `out`: receives the `G1Affine` result, 64 bytes.
	fn bn254_msm_g1(
		bases: PassFatPointerAndRead<&[u8]>,
		scalars: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::msm_sw::<ark_bn254::g1::Config>(bases, scalars, out)
	}

	/// Multi scalar multiplication on *G2* for *BN254*.
	///
	/// - `bases`: `Vec<G2Affine>`, 8 + 128·n bytes.
	/// - `scalars`: `Vec<ScalarField>`, 8 + 32·n bytes, the same n (else code 3).
	/// - `out`: receives the `G2Affine` result, 128 bytes.
	fn bn254_msm_g2(
		bases: PassFatPointerAndRead<&[u8]>,
		scalars: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::msm_sw::<ark_bn254::g2::Config>(bases, scalars, out)
	}

	/// Affine scalar multiplication on *G1* for *BN254* (arkworks' GLV, exact: every point
	/// on this curve is in the subgroup; see `kernels::mul_glv`).
	///
	/// - `base`: `G1Affine`, 64 bytes.
	/// - `scalar`: `Vec<u64>` big integer, 8 + 8·k bytes, not reduced mod r, any k
	///   (time linear in k).
	/// - `out`: receives the `G1Affine` result, 64 bytes.
	fn bn254_mul_g1(
		base: PassFatPointerAndRead<&[u8]>,
		scalar: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::mul_glv::<ark_bn254::g1::Config>(base, scalar, out)
	}

	/// Affine scalar multiplication on *G2* for *BN254*.
	///
	/// - `base`: `G2Affine`, 128 bytes.
	/// - `scalar`: `Vec<u64>` big integer, 8 + 8·k bytes, not reduced mod r, any k
	///   (time linear in k).
	/// - `out`: receives the `G2Affine` result, 128 bytes.
	fn bn254_mul_g2(
		base: PassFatPointerAndRead<&[u8]>,
		scalar: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::mul_sw::<ark_bn254::g2::Config>(base, scalar, out)
	}

	/// Short-Weierstrass multi scalar multiplication for *Ed-on-BLS12-381-Bandersnatch*.
	///
	/// - `bases`: `Vec<SWAffine>`, 8 + 65·n bytes (`x ‖ y`, little-endian, 32 and 33 bytes:
	///   the 255-bit `y` and two flag bits need 33).
	/// - `scalars`: `Vec<ScalarField>`, 8 + 32·n bytes, the same n (else code 3).
	/// - `out`: receives the `SWAffine` result, 65 bytes.
	fn ed_on_bls12_381_bandersnatch_sw_msm(
		bases: PassFatPointerAndRead<&[u8]>,
		scalars: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::msm_sw::<ark_ed_on_bls12_381_bandersnatch::SWConfig>(bases, scalars, out)
	}

	/// Short-Weierstrass affine scalar multiplication for *Ed-on-BLS12-381-Bandersnatch*.
	///
	/// - `base`: `SWAffine`, 65 bytes.
	/// - `scalar`: `Vec<u64>` big integer, 8 + 8·k bytes, not reduced mod r, any k (time linear in k).
	/// - `out`: receives the `SWAffine` result, 65 bytes.
	fn ed_on_bls12_381_bandersnatch_sw_mul(
		base: PassFatPointerAndRead<&[u8]>,
		scalar: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::mul_sw::<ark_ed_on_bls12_381_bandersnatch::SWConfig>(base, scalar, out)
	}
}
