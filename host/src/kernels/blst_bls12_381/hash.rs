//! RFC 9380 hashing to BLS12-381 G1 and G2 and the map from a field element, with blst.
//!
//! The result of each is one group element, which blst and arkworks represent alike
//! ([`super::convert`]), so the bytes are arkworks' whenever both follow RFC 9380:
//! `tests/blst_hash_to_curve.rs` checks blst against arkworks' `MapToCurveBasedHasher` and
//! `WBMap` on random and edge inputs (empty, 255-byte and oversized DSTs; u = 0, 1, p − 1).

use ark_bls12_381::{g1, g2};
use ark_ec::short_weierstrass::Affine;

use super::convert::{fp2_to_blst, fp_to_blst, BlstGroup};

/// A BLS12-381 group blst can hash to: RFC 9380's `hash_to_curve` with
/// `expand_message_xmd` over SHA-256 and the simplified SWU map to the isogenous curve
/// (suites `BLS12381G1_XMD:SHA-256_SSWU_RO_` and `BLS12381G2_XMD:SHA-256_SSWU_RO_` once
/// given their DST), and `map_to_curve` followed by `clear_cofactor` (EIP-2537's MAP
/// operations).
pub trait BlstHashGroup: BlstGroup {
	/// `blst_hash_to_gN(msg, dst)`: any lengths; a DST longer than 255 bytes is first hashed
	/// as RFC 9380 §5.3.3 says, as arkworks does.
	fn hash_to(msg: &[u8], dst: &[u8]) -> Affine<Self>;
	/// `blst_map_to_gN(u, NULL)`: one field element mapped and the cofactor cleared.
	fn map_to(u: &Self::BaseField) -> Affine<Self>;
}

// The G1 and G2 impls differ only in blst's names and the field converter.
macro_rules! blst_hash_group {
	($config:ty, $point:ident, $to_field:ident, $hash_to:ident, $map_to:ident) => {
		impl BlstHashGroup for $config {
			fn hash_to(msg: &[u8], dst: &[u8]) -> Affine<Self> {
				let mut out = blst::$point::default();
				// SAFETY: blst reads `msg.len()` bytes of `msg` and `dst.len()` of `dst`, no
				// augmentation (null, 0), and writes `out`; all live.
				unsafe {
					blst::$hash_to(
						&mut out,
						msg.as_ptr(),
						msg.len(),
						dst.as_ptr(),
						dst.len(),
						core::ptr::null(),
						0,
					)
				};
				Self::from_blst(&out)
			}

			fn map_to(u: &Self::BaseField) -> Affine<Self> {
				let mut out = blst::$point::default();
				let u = $to_field(u);
				// SAFETY: `u` is read, `out` written; a null `v` maps the one element.
				unsafe { blst::$map_to(&mut out, &u, core::ptr::null()) };
				Self::from_blst(&out)
			}
		}
	};
}

blst_hash_group!(
	g1::Config,
	blst_p1,
	fp_to_blst,
	blst_hash_to_g1,
	blst_map_to_g1
);
blst_hash_group!(
	g2::Config,
	blst_p2,
	fp2_to_blst,
	blst_hash_to_g2,
	blst_map_to_g2
);
