//! *Pallas* host functions, exactly as RFC-0163 and `sp-crypto-ec-utils` 0.24 define them: same
//! names, signatures and bytes.
//!
//! Pallas is a prime-order short-Weierstrass curve (`y² = x³ + 5`, cofactor 1) of the
//! Pallas–Vesta cycle. Points are 65 bytes in the boundary format (`x ‖ y`, 32 bytes each
//! little-endian, and a flags byte: the 255-bit base field leaves one spare bit, the flags
//! need two), scalars 32 bytes. Byte layouts are in [`crate::wire`]; result codes in
//! [`crate::Error`]. The host does **not** check that points are on the curve. Exported Wasm
//! symbols are `ext_host_calls_<fn>_version_1`.

use sp_runtime_interface::{
	pass_by::{PassFatPointerAndRead, PassFatPointerAndWrite},
	runtime_interface,
};

#[cfg(not(substrate_runtime))]
use crate::kernels;
use crate::HostcallResult;

/// *Pallas* MSM and scalar multiplication, computed natively.
#[runtime_interface]
pub trait HostCalls {
	/// Short-Weierstrass multi scalar multiplication for *Pallas*.
	///
	/// - `bases`: `Vec<Affine>`, 8 + 65·n bytes.
	/// - `scalars`: `Vec<ScalarField>`, 8 + 32·n bytes, the same n (else code 3).
	/// - `out`: receives the `Affine` result, 65 bytes.
	fn pallas_msm(
		bases: PassFatPointerAndRead<&[u8]>,
		scalars: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::msm_sw::<ark_pallas::PallasConfig>(bases, scalars, out)
	}

	/// Short-Weierstrass affine scalar multiplication for *Pallas*.
	///
	/// - `base`: `Affine`, 65 bytes.
	/// - `scalar`: `Vec<u64>` big integer, 8 + 8·k bytes, not reduced mod r, any k (time linear in k).
	/// - `out`: receives the `Affine` result, 65 bytes.
	fn pallas_mul(
		base: PassFatPointerAndRead<&[u8]>,
		scalar: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::mul_sw::<ark_pallas::PallasConfig>(base, scalar, out)
	}
}
