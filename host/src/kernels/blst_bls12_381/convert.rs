//! Moving BLS12-381 values between arkworks and blst.
//!
//! Both libraries represent Fq the same way (six little-endian 64-bit limbs in Montgomery
//! form with R = 2^384, kept below p) and build the extensions with the same tower
//! (Fq2 = Fq[u]/(u² + 1), Fq6 = Fq2[v]/(v³ − (u + 1)), Fq12 = Fq6[w]/(w² − v)), so
//! converting is copying limbs. Both write the affine identity as x = y = 0 (arkworks'
//! BLS12-381 curves have `ZeroFlag = ()`: (0, 0) is the identity). [`BlstGroup`] gives G1
//! and G2 one interface to blst's functions.

use ark_bls12_381::{g1, g2, Fq, Fq12, Fq2, Fq6};
use ark_ec::{
	short_weierstrass::{Affine, SWCurveConfig},
	AffineRepr,
};
use ark_ff::{BigInt, Zero};

pub(super) fn fp_to_blst(x: &Fq) -> blst::blst_fp {
	blst::blst_fp { l: x.0 .0 }
}

pub(super) fn fp_from_blst(x: &blst::blst_fp) -> Fq {
	// blst keeps its values reduced below p, so the limbs are a valid Montgomery form.
	Fq::new_unchecked(BigInt(x.l))
}

pub(super) fn fp2_to_blst(x: &Fq2) -> blst::blst_fp2 {
	blst::blst_fp2 {
		fp: [fp_to_blst(&x.c0), fp_to_blst(&x.c1)],
	}
}

fn fp2_from_blst(x: &blst::blst_fp2) -> Fq2 {
	Fq2::new(fp_from_blst(&x.fp[0]), fp_from_blst(&x.fp[1]))
}

pub(super) fn fp12_to_blst(f: &Fq12) -> blst::blst_fp12 {
	let fp6 = |c: &Fq6| blst::blst_fp6 {
		fp2: [fp2_to_blst(&c.c0), fp2_to_blst(&c.c1), fp2_to_blst(&c.c2)],
	};
	blst::blst_fp12 {
		fp6: [fp6(&f.c0), fp6(&f.c1)],
	}
}

pub(super) fn fp12_from_blst(f: &blst::blst_fp12) -> Fq12 {
	let fp6 = |c: &blst::blst_fp6| {
		Fq6::new(
			fp2_from_blst(&c.fp2[0]),
			fp2_from_blst(&c.fp2[1]),
			fp2_from_blst(&c.fp2[2]),
		)
	};
	Fq12::new(fp6(&f.fp6[0]), fp6(&f.fp6[1]))
}

/// A BLS12-381 group (G1 or G2) with blst's types and functions for it. The `unsafe` blst
/// calls are wrapped here once: each takes pointers to live values owned by the caller.
pub trait BlstGroup: SWCurveConfig {
	/// blst's affine point (`blst_p1_affine`, `blst_p2_affine`).
	type BlstAffine: Copy + Default;
	/// blst's Jacobian point (`blst_p1`, `blst_p2`).
	type BlstPoint: Copy + Default;
	/// Below this many scalar bits `blst_pN_mult` uses its plain windowed method; from it up
	/// to 256 bits (for a scalar below r) it uses the endomorphism (176 for G1, 144 for G2).
	const ENDOMORPHISM_MIN_BITS: usize;

	/// The same point in blst's form.
	fn to_blst(p: &Affine<Self>) -> Self::BlstAffine;
	/// The point in blst's form if it is on the curve (or the identity), else `None`: an
	/// off-curve point has no meaning to compare, so the callers leave it to arkworks.
	fn to_blst_on_curve(p: &Affine<Self>) -> Option<Self::BlstAffine> {
		let q = Self::to_blst(p);
		Self::on_curve(&q).then_some(q)
	}
	/// The same point in arkworks' form (normalised to affine by blst).
	fn from_blst(p: &Self::BlstPoint) -> Affine<Self> {
		Self::from_blst_affine(&Self::to_affine(p))
	}
	/// The same affine point in arkworks' form.
	fn from_blst_affine(p: &Self::BlstAffine) -> Affine<Self>;
	/// `blst_pN_to_affine` (the identity gives (0, 0)).
	fn to_affine(p: &Self::BlstPoint) -> Self::BlstAffine;
	/// The point encoded in `chunk` (ZCash format, compressed or not), if blst decodes it
	/// on the curve (`blst_pN_uncompress` / `blst_pN_deserialize`, which also check that
	/// coordinates are below p); `None` on any failure, on a chunk of the wrong length, and on
	/// an uncompressed chunk with the compression flag (blst would read it compressed).
	fn deserialize(chunk: &[u8], compressed: bool) -> Option<Self::BlstAffine>;
	/// `blst_pN_affine_on_curve`: on the curve, or the identity.
	fn on_curve(p: &Self::BlstAffine) -> bool;
	/// `blst_pN_affine_in_gN`: in the prime-order subgroup (assumes on the curve).
	fn in_subgroup(p: &Self::BlstAffine) -> bool;
	/// `blst_pN_from_affine`.
	fn from_affine(p: &Self::BlstAffine) -> Self::BlstPoint;
	/// Whether blst's 4-bit window tables would get `p` wrong: its MSM below 32 points builds
	/// 1·P … 8·P with an incomplete addition and one batch inversion, which a point with
	/// 3·P = 0 turns to zeros (for every point of the MSM), and `blst_pN_unchecked_mult`
	/// also mishandles such a point. G1's points of order 3 are (0, ±2) (3 divides its
	/// cofactor); no other point of G1 or G2 has an order of 9 or less (the cofactors' small
	/// prime factors are 3 and 11 for G1, 13 for G2), which a table of 8 multiples could
	/// meet. `tests/blst_group_ops.rs` checks points of order 3, 11 and 13.
	fn breaks_blst_tables(p: &Affine<Self>) -> bool;
	/// `blst_pN_mult`: `scalar` little-endian, `nbits` significant bits. Uses the
	/// endomorphism for `ENDOMORPHISM_MIN_BITS ≤ nbits ≤ 256` and a scalar below r, and is
	/// then right only for points in the subgroup. `None` if `scalar` is shorter than
	/// `nbits`.
	fn mult(p: &Self::BlstPoint, scalar: &[u8], nbits: usize) -> Option<Self::BlstPoint>;
	/// `blst_pN_unchecked_mult`: the windowed method, right for any point on the curve and
	/// any scalar. `None` if `scalar` is shorter than `nbits`.
	fn unchecked_mult(p: &Self::BlstPoint, scalar: &[u8], nbits: usize) -> Option<Self::BlstPoint>;
	/// `blst_pNs_mult_pippenger` (single-threaded, its scratch allocated here) over
	/// `points.len()` points and as many scalars of `nbits` bits, `(nbits + 7) / 8`
	/// little-endian bytes each, back to back. `None` for no points or too few scalar bytes.
	fn pippenger(
		points: &[Self::BlstAffine],
		scalars: &[u8],
		nbits: usize,
	) -> Option<Self::BlstPoint>;
}

macro_rules! blst_group {
	(
		$config:ty, $affine:ident, $point:ident, $min_bits:expr, $to_field:ident, $from_field:ident,
		$on_curve:ident, $in_group:ident, $from_affine:ident, $to_affine:ident,
		$mult:ident, $unchecked_mult:ident, $scratch:ident, $pippenger:ident,
		$uncompress:ident, $deserialize:ident, $compressed_len:expr, $order_three:expr
	) => {
		impl BlstGroup for $config {
			type BlstAffine = blst::$affine;
			type BlstPoint = blst::$point;
			const ENDOMORPHISM_MIN_BITS: usize = $min_bits;

			fn to_blst(p: &Affine<Self>) -> blst::$affine {
				blst::$affine {
					x: $to_field(&p.x),
					y: $to_field(&p.y),
				}
			}

			fn from_blst_affine(p: &blst::$affine) -> Affine<Self> {
				// (0, 0) is the identity in both libraries (arkworks: `ZeroFlag = ()`).
				Affine::new_unchecked($from_field(&p.x), $from_field(&p.y))
			}

			fn to_affine(p: &blst::$point) -> blst::$affine {
				let mut out = blst::$affine::default();
				// SAFETY: `p` is read, `out` written; both live.
				unsafe { blst::$to_affine(&mut out, p) };
				out
			}

			fn deserialize(chunk: &[u8], compressed: bool) -> Option<blst::$affine> {
				let mut out = blst::$affine::default();
				type Decode =
					unsafe extern "C" fn(*mut blst::$affine, *const u8) -> blst::BLST_ERROR;
				let (len, decode): (usize, Decode) = if compressed {
					($compressed_len, blst::$uncompress)
				} else {
					(2 * $compressed_len, blst::$deserialize)
				};
				let compression_flag = chunk.first().is_some_and(|b| b & 0x80 != 0);
				if chunk.len() != len || compression_flag != compressed {
					return None;
				}
				// SAFETY: `chunk` has the `len` bytes blst reads; `out` is live.
				let status = unsafe { decode(&mut out, chunk.as_ptr()) };
				(status == blst::BLST_ERROR::BLST_SUCCESS).then_some(out)
			}

			fn on_curve(p: &blst::$affine) -> bool {
				// SAFETY: `p` is a live value blst only reads.
				unsafe { blst::$on_curve(p) }
			}

			fn in_subgroup(p: &blst::$affine) -> bool {
				// SAFETY: as above.
				unsafe { blst::$in_group(p) }
			}

			fn from_affine(p: &blst::$affine) -> blst::$point {
				let mut out = blst::$point::default();
				// SAFETY: `p` is read, `out` written; both live.
				unsafe { blst::$from_affine(&mut out, p) };
				out
			}

			fn breaks_blst_tables(p: &Affine<Self>) -> bool {
				$order_three(p)
			}

			fn mult(p: &blst::$point, scalar: &[u8], nbits: usize) -> Option<blst::$point> {
				if scalar.len() < nbits.div_ceil(8) {
					return None;
				}
				let mut out = blst::$point::default();
				// SAFETY: blst reads `(nbits + 7) / 8` bytes of `scalar`, which has them.
				unsafe { blst::$mult(&mut out, p, scalar.as_ptr(), nbits) };
				Some(out)
			}

			fn unchecked_mult(
				p: &blst::$point,
				scalar: &[u8],
				nbits: usize,
			) -> Option<blst::$point> {
				if scalar.len() < nbits.div_ceil(8) {
					return None;
				}
				let mut out = blst::$point::default();
				// SAFETY: as for `mult`.
				unsafe { blst::$unchecked_mult(&mut out, p, scalar.as_ptr(), nbits) };
				Some(out)
			}

			fn pippenger(
				points: &[blst::$affine],
				scalars: &[u8],
				nbits: usize,
			) -> Option<blst::$point> {
				// blst writes past a zero-size table for no points, and reads every scalar.
				if points.is_empty() || scalars.len() < points.len() * nbits.div_ceil(8) {
					return None;
				}
				// SAFETY: a pure size computation.
				let scratch_bytes = unsafe { blst::$scratch(points.len()) };
				let mut scratch = alloc::vec![0_u64; scratch_bytes.div_ceil(8)];
				// blst reads the points and scalars as contiguous arrays when the second
				// pointer of each list is null.
				let p = [points.as_ptr(), core::ptr::null()];
				let s = [scalars.as_ptr(), core::ptr::null()];
				let mut out = blst::$point::default();
				// SAFETY: `points` has `points.len()` values, `scalars` as many of
				// `(nbits + 7) / 8` bytes (checked above), and `scratch` the size blst asks for.
				unsafe {
					blst::$pippenger(
						&mut out,
						p.as_ptr(),
						points.len(),
						s.as_ptr(),
						nbits,
						scratch.as_mut_ptr(),
					)
				};
				Some(out)
			}
		}
	};
}

blst_group!(
	g1::Config,
	blst_p1_affine,
	blst_p1,
	176,
	fp_to_blst,
	fp_from_blst,
	blst_p1_affine_on_curve,
	blst_p1_affine_in_g1,
	blst_p1_from_affine,
	blst_p1_to_affine,
	blst_p1_mult,
	blst_p1_unchecked_mult,
	blst_p1s_mult_pippenger_scratch_sizeof,
	blst_p1s_mult_pippenger,
	blst_p1_uncompress,
	blst_p1_deserialize,
	48,
	|p: &Affine<g1::Config>| p.x.is_zero() && !p.is_zero()
);
blst_group!(
	g2::Config,
	blst_p2_affine,
	blst_p2,
	144,
	fp2_to_blst,
	fp2_from_blst,
	blst_p2_affine_on_curve,
	blst_p2_affine_in_g2,
	blst_p2_from_affine,
	blst_p2_to_affine,
	blst_p2_mult,
	blst_p2_unchecked_mult,
	blst_p2s_mult_pippenger_scratch_sizeof,
	blst_p2s_mult_pippenger,
	blst_p2_uncompress,
	blst_p2_deserialize,
	96,
	|_: &Affine<g2::Config>| false
);
