//! *BLS12-381* types whose pairing, MSM and scalar multiplication run as host functions.
//!
//! The aliases mirror `ark_bls12_381`'s names. [`HostHooks`] implements
//! `ark_bls12_381_ext::CurveHooks` by calling [`hostcurves_host::bls12_381::host_calls`]
//! (RFC-0163). MSM bases are encoded by [`encode_g1_points`] / [`encode_g2_points`].

use alloc::vec::Vec;
use ark_ec::AffineRepr;
#[cfg(not(feature = "no-ec"))]
use hostcurves_host::{bls12_381::host_calls, wire};

pairing_aliases!(
	ext = ark_bls12_381_ext,
	engine = Bls12_381,
	title = "BLS12-381",
	g1_len = "96 (ZCash layout; 48 compressed)",
	g2_len = "192 (ZCash layout; 96 compressed)",
	fr_len = "255 bits, 32",
	gt = "Fq12, 576",
);

#[cfg(not(feature = "no-ec"))]
impl_pairing_hooks!(
	ext = ark_bls12_381_ext,
	miller_loop = host_calls::bls12_381_multi_miller_loop,
	final_exp = host_calls::bls12_381_final_exponentiation,
	msm_g1 = host_calls::bls12_381_msm_g1,
	msm_g2 = host_calls::bls12_381_msm_g2,
	mul_g1 = host_calls::bls12_381_mul_g1,
	mul_g2 = host_calls::bls12_381_mul_g2,
	encode_g1 = encode_g1_points,
	encode_g2 = encode_g2_points,
);

/// The no-EC build (feature `no-ec`): no elliptic-curve host function at all, so the default
/// hooks compute with plain arkworks in Wasm.
#[cfg(feature = "no-ec")]
impl ark_bls12_381_ext::CurveHooks for HostHooks {}

/// Length of one coordinate (an Fq element) in the ZCash layout, bytes.
const FQ_LEN: usize = 48;
/// The ZCash infinity flag, in the first byte of an encoded point.
const INFINITY_FLAG: u8 = 0x40;

/// Appends `x` in big-endian (the ZCash layout of an Fq element).
fn push_fq(out: &mut Vec<u8>, x: &ark_bls12_381_ext::Fq) {
	use ark_ff::PrimeField;
	for limb in x.into_bigint().0.iter().rev() {
		out.extend_from_slice(&limb.to_be_bytes());
	}
}

/// Appends `points` to `out` behind their u64 count: each point as its coordinates (`coords`
/// lists the Fq elements in ZCash order), or `len` bytes with the infinity flag.
fn encode_points<P, const K: usize>(
	points: &[P],
	coords: impl Fn(&P) -> Option<[ark_bls12_381_ext::Fq; K]>,
) -> Vec<u8> {
	let len = K * FQ_LEN;
	let mut out = Vec::with_capacity(8 + len * points.len());
	out.extend_from_slice(&(points.len() as u64).to_le_bytes());
	for p in points {
		match coords(p) {
			Some(cs) => cs.iter().for_each(|c| push_fq(&mut out, c)),
			None => {
				let start = out.len();
				out.resize(start + len, 0);
				out[start] = INFINITY_FLAG;
			}
		}
	}
	out
}

/// `Vec<G1Affine>` in the boundary format (uncompressed ZCash points), byte-identical to
/// `wire::encode(points)`.
///
/// Why not `wire::encode`: arkworks' serializer computes the lexicographic sign of `y` (two
/// Montgomery reductions and a negation per point) even for the uncompressed form, which
/// never uses it; in Wasm that was about half the cost of handing an MSM's bases to the host
/// (report row `msm_g1`, n = 1000). The layout itself is arkworks' (see
/// `encoding_matches_arkworks` in `tests/differential.rs`).
pub fn encode_g1_points(points: &[G1Affine]) -> Vec<u8> {
	encode_points(points, |p| p.xy().map(|(x, y)| [x, y]))
}

/// `Vec<G2Affine>` in the boundary format (uncompressed ZCash points: `x.c1 ‖ x.c0 ‖ y.c1 ‖
/// y.c0`), byte-identical to `wire::encode(points)`; see [`encode_g1_points`] for why.
pub fn encode_g2_points(points: &[G2Affine]) -> Vec<u8> {
	encode_points(points, |p| p.xy().map(|(x, y)| [x.c1, x.c0, y.c1, y.c0]))
}
