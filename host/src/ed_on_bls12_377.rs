//! *Ed-on-BLS12-377* twisted-Edwards host functions, exactly as `sp-crypto-ec-utils` 0.24 defines them
//! (not part of RFC-0163): same names, signatures and bytes.
//!
//! Byte layouts are in [`crate::wire`]; result codes in [`crate::Error`]. The host does
//! **not** check that points are on the curve or in the prime-order subgroup. Exported Wasm
//! symbols are `ext_host_calls_<fn>_version_1`.

use sp_runtime_interface::{
	pass_by::{PassFatPointerAndRead, PassFatPointerAndWrite},
	runtime_interface,
};

#[cfg(not(substrate_runtime))]
use crate::kernels;
use crate::HostcallResult;

/// *Ed-on-BLS12-377* MSM and scalar multiplication in twisted-Edwards form, computed natively.
#[runtime_interface]
pub trait HostCalls {
	/// Twisted-Edwards multi scalar multiplication for *Ed-on-BLS12-377*.
	///
	/// - `bases`: `Vec<EdwardsAffine>`, 8 + 64·n bytes (`x ‖ y`, 32 bytes each, little-endian).
	/// - `scalars`: `Vec<ScalarField>`, 8 + 32·n bytes, the same n (else code 3).
	/// - `out`: receives the `EdwardsAffine` result, 64 bytes.
	///
	/// Code 4 if the projective result has `z = 0` (no affine form).
	fn ed_on_bls12_377_msm(
		bases: PassFatPointerAndRead<&[u8]>,
		scalars: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::msm_te::<ark_ed_on_bls12_377::EdwardsConfig>(bases, scalars, out)
	}

	/// Twisted-Edwards affine scalar multiplication for *Ed-on-BLS12-377*.
	///
	/// - `base`: `EdwardsAffine`, 64 bytes.
	/// - `scalar`: `Vec<u64>` big integer, 8 + 8·k bytes, not reduced mod r, any k (time linear in k).
	/// - `out`: receives the `EdwardsAffine` result, 64 bytes.
	///
	/// Code 4 if the projective result has `z = 0` (no affine form).
	fn ed_on_bls12_377_mul(
		base: PassFatPointerAndRead<&[u8]>,
		scalar: PassFatPointerAndRead<&[u8]>,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> HostcallResult {
		kernels::mul_te::<ark_ed_on_bls12_377::EdwardsConfig>(base, scalar, out)
	}
}
