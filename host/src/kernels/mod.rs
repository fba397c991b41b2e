//! Native implementations of the host functions, generic over the arkworks curve model.
//!
//! Each kernel decodes its inputs with [`wire::decode`](crate::wire::decode) (as
//! `sp-crypto-ec-utils` does: one value from the front of each argument, unvalidated), runs
//! the arkworks operation, and writes the result with
//! [`wire::encode_into`](crate::wire::encode_into). None of them panics on any input bytes:
//! every arkworks call that could panic on hostile input (the `zip_eq` in the Miller loop,
//! the inverse in the final exponentiation, `into_affine` of a twisted-Edwards `z = 0`) is
//! guarded first.

mod aggregate;
mod bls12_381;
#[cfg(feature = "std")]
mod blst_bls12_381;
mod bn254_g2;
mod glv;
mod hash_to_curve;
mod pairing;
mod short_weierstrass;
mod twisted_edwards;

/// The checked-decoding kernel of every curve but BLS12-381 (whose kernel is blst's) and
/// BN254 G2 ([`bn254_g2_decode_checked`]):
/// [`crate::checked::decode_into`].
pub use crate::checked::decode_into as decode_checked;
pub use aggregate::bls12_381_aggregate;
pub use bls12_381::{
	bls12_381_decode_checked, bls12_381_decode_checked_points, bls12_381_final_exponentiation,
	bls12_381_msm, bls12_381_mul, bls12_381_multi_miller_loop, Bls12_381Group,
};
pub use bn254_g2::{bn254_g2_decode_checked, bn254_g2_in_subgroup};
pub use glv::mul_glv;
pub use hash_to_curve::{
	bls12_381_hash_to, bls12_381_map_to, hash_to_curve_arkworks, map_to_curve_arkworks,
	Bls12_381HashGroup,
};
pub use pairing::{bw6_761_multi_miller_loop, final_exponentiation, multi_miller_loop};
pub use short_weierstrass::{echo_sw, msm_sw, mul_sw};
pub use twisted_edwards::{msm_te, mul_te};
