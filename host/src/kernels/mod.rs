//! Native implementations of the host functions, generic over the arkworks curve model.
//!
//! Each kernel decodes its inputs with [`wire::decode`] (strict,
//! unvalidated), runs the arkworks operation, and writes the result with
//! [`wire::encode_into`]. None of them panics on any input bytes:
//! every arkworks call that could panic on hostile input (the `zip_eq` in the Miller loop,
//! the inverse in the final exponentiation, `into_affine` of a twisted-Edwards `z = 0`) is
//! guarded first.

use alloc::vec::Vec;

use crate::{wire, Error};

mod aggregate;
mod bls12_381;
#[cfg(feature = "std")]
mod blst_bls12_381;
mod checked;
mod glv;
mod hash_to_curve;
mod pairing;
mod short_weierstrass;
mod twisted_edwards;

pub use aggregate::bls12_381_aggregate;
pub use bls12_381::{
	bls12_381_decode_checked, bls12_381_decode_checked_points, bls12_381_final_exponentiation,
	bls12_381_msm, bls12_381_mul, bls12_381_multi_miller_loop, Bls12_381Group,
};
pub use checked::decode_checked;
pub use glv::mul_glv;
pub use hash_to_curve::{
	bls12_381_hash_to, bls12_381_map_to, hash_to_curve_arkworks, map_to_curve_arkworks,
	Bls12_381HashGroup,
};
pub use pairing::{final_exponentiation, multi_miller_loop, multi_miller_loop_unchunked};
pub use short_weierstrass::{echo_sw, msm_sw, mul_sw};
pub use twisted_edwards::{msm_te, mul_te};

/// Largest `mul` scalar, in 64-bit limbs: 1024 bits covers every cofactor of the supported
/// curves (BLS12-381 G2's effective cofactor is 636 bits) with room to spare, and keeps the
/// double-and-add time of one call bounded.
pub const MAX_MUL_SCALAR_LIMBS: usize = 16;

/// Decodes a `mul` scalar (`Vec<u64>`, unreduced), rejecting more than
/// [`MAX_MUL_SCALAR_LIMBS`] limbs with [`Error::Decode`] before reading them.
fn decode_mul_scalar(scalar: &[u8]) -> Result<Vec<u64>, Error> {
	if scalar.len() > 8 + 8 * MAX_MUL_SCALAR_LIMBS {
		return Err(Error::Decode);
	}
	wire::decode::<Vec<u64>>(scalar)
}
