//! *BLS12-381* types whose pairing, MSM and scalar multiplication run as host functions.
//!
//! The aliases mirror `ark_bls12_381`'s names. [`HostHooks`] implements
//! `ark_bls12_381_ext::CurveHooks` by calling [`hostcurves_host::bls12_381::host_calls`].

use alloc::vec::Vec;
use ark_bls12_381_ext::CurveHooks;
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_ff::Zero;
use hostcurves_host::{bls12_381::host_calls, wire, wire::FAIL_MSG};

/// Configuration for the *BLS12-381* curve with host hooks.
pub type Config = ark_bls12_381_ext::Config<HostHooks>;
/// *BLS12-381* pairing engine (`Pairing`), host-backed.
pub type Bls12_381 = ark_bls12_381_ext::Bls12_381<HostHooks>;

/// G1 group configuration.
pub type G1Config = ark_bls12_381_ext::g1::Config<HostHooks>;
/// An element of G1 in affine form (96 bytes uncompressed, 48 compressed, ZCash layout).
pub type G1Affine = ark_bls12_381_ext::g1::G1Affine<HostHooks>;
/// An element of G1 in projective (Jacobian) form.
pub type G1Projective = ark_bls12_381_ext::g1::G1Projective<HostHooks>;

/// G2 group configuration.
pub type G2Config = ark_bls12_381_ext::g2::Config<HostHooks>;
/// An element of G2 in affine form (192 bytes uncompressed, 96 compressed, ZCash layout).
pub type G2Affine = ark_bls12_381_ext::g2::G2Affine<HostHooks>;
/// An element of G2 in projective (Jacobian) form.
pub type G2Projective = ark_bls12_381_ext::g2::G2Projective<HostHooks>;

/// The scalar field Fr of G1 and G2 (255 bits, 32 bytes).
pub type ScalarField = <Bls12_381 as Pairing>::ScalarField;
/// A G1 element prepared for the Miller loop (the affine point itself).
pub type G1Prepared = <Bls12_381 as Pairing>::G1Prepared;
/// A G2 element prepared for the Miller loop (the affine point itself: line coefficients are
/// computed on the host, not in Wasm).
pub type G2Prepared = <Bls12_381 as Pairing>::G2Prepared;
/// The pairing target field Fq12 (576 bytes uncompressed).
pub type TargetField = <Bls12_381 as Pairing>::TargetField;

/// Curve hooks jumping into the [`host_calls`] host functions.
///
/// Failures the hooks cannot report through arkworks' signatures are mapped so that no
/// input can make the runtime panic: a Miller loop over unequal numbers of points, or a final
/// exponentiation of zero, yields zero in the target field — which is never a pairing value
/// (GT excludes zero), so every comparison with a real pairing fails. MSM and mul inputs come
/// from arkworks already checked (equal lengths), so a host error there means the host and
/// runtime disagree on the contract, and the hook panics with [`FAIL_MSG`].
#[derive(Copy, Clone)]
pub struct HostHooks;

impl CurveHooks for HostHooks {
	fn multi_miller_loop(
		g1: impl Iterator<Item = G1Prepared>,
		g2: impl Iterator<Item = G2Prepared>,
	) -> TargetField {
		let g1: Vec<G1Affine> = g1.map(|p| p.0).collect();
		let g2: Vec<G2Affine> = g2.map(|p| p.0).collect();
		let mut out = wire::buffer_for::<TargetField>();
		host_calls::bls12_381_multi_miller_loop(&wire::encode(g1), &wire::encode(g2), &mut out)
			.and_then(|_| wire::decode::<TargetField>(&out))
			.unwrap_or_else(|_| TargetField::zero())
	}

	fn final_exponentiation(target: TargetField) -> TargetField {
		let mut in_out = wire::encode(target);
		host_calls::bls12_381_final_exponentiation(&mut in_out)
			.and_then(|_| wire::decode::<TargetField>(&in_out))
			.unwrap_or_else(|_| TargetField::zero())
	}

	fn msm_g1(bases: &[G1Affine], scalars: &[ScalarField]) -> G1Projective {
		let mut out = wire::buffer_for::<G1Affine>();
		host_calls::bls12_381_msm_g1(&encode_g1_points(bases), &wire::encode(scalars), &mut out)
			.and_then(|_| wire::decode::<G1Affine>(&out))
			.expect(FAIL_MSG)
			.into_group()
	}

	fn msm_g2(bases: &[G2Affine], scalars: &[ScalarField]) -> G2Projective {
		let mut out = wire::buffer_for::<G2Affine>();
		host_calls::bls12_381_msm_g2(&encode_g2_points(bases), &wire::encode(scalars), &mut out)
			.and_then(|_| wire::decode::<G2Affine>(&out))
			.expect(FAIL_MSG)
			.into_group()
	}

	fn mul_projective_g1(base: &G1Projective, scalar: &[u64]) -> G1Projective {
		let mut out = wire::buffer_for::<G1Affine>();
		host_calls::bls12_381_mul_g1(
			&wire::encode(base.into_affine()),
			&wire::encode(scalar),
			&mut out,
		)
		.and_then(|_| wire::decode::<G1Affine>(&out))
		.expect(FAIL_MSG)
		.into_group()
	}

	fn mul_projective_g2(base: &G2Projective, scalar: &[u64]) -> G2Projective {
		let mut out = wire::buffer_for::<G2Affine>();
		host_calls::bls12_381_mul_g2(
			&wire::encode(base.into_affine()),
			&wire::encode(scalar),
			&mut out,
		)
		.and_then(|_| wire::decode::<G2Affine>(&out))
		.expect(FAIL_MSG)
		.into_group()
	}
}

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
