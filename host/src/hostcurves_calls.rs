//! Host functions of hostcurves' own, outside RFC-0163, under the trait name
//! `HostcurvesCalls` (exported as `ext_hostcurves_calls_<fn>_version_<n>`), so they never
//! collide with future upstream functions. Same byte format and result codes as
//! [`crate::bls12_381`].

use sp_runtime_interface::{
	pass_by::{PassFatPointerAndRead, PassFatPointerAndWrite},
	runtime_interface,
};

#[cfg(not(substrate_runtime))]
use crate::kernels;
use crate::HostcallResult;

/// hostcurves' extension host functions.
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
}
