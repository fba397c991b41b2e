//! celo-blockchain's BLS12-377 (EIP-2539 style) and BW6-761 (EIP-3026 style) precompile
//! vectors, read in place, through our host functions: Add through the MSM with scalars
//! [1, 1] (the group law), Mul through the MSM and through `mul` with the unreduced scalar,
//! MultiExp through the MSM; every fail-*.json case rejected with the class of its error.
//!
//! Layouts: BLS12-377 field elements are 64 bytes big-endian with 16 zero bytes on top, Fp2
//! = c0 ‖ c1, scalars 32 bytes; BW6-761 field elements are 96 bytes (no padding), G2 is over
//! Fp, scalars 64 bytes; infinity is all zero bytes. The tests move the bytes to arkworks'
//! little-endian layout and parse them with plain arkworks; expected values come only from
//! the files.
//!
//! SOURCES.md: the celo precompile does not check subgroups in MSM, and reducing a scalar mod
//! r is sound only in the subgroup. Every input point of these files is in the subgroup and
//! every scalar is below r (both asserted through `Counts`), so the MSM gives the
//! precompile's result; `mul` takes the scalar unreduced anyway. The G2 files were not
//! re-computed independently upstream; they agree with our results all the same.

use crate::common;

use ark_bls12_377::{G1Affine as G1_377, G2Affine as G2_377};
use ark_bw6_761::{G1Affine as G1_761, G2Affine as G2_761};
use common::{
	ark_sw,
	eip::{add_file, check_fail_file, msm_file, Counts, Layout, Op, G},
};
use hostcurves_host::{
	bls12_377::host_calls as b377, bw6_761::host_calls as bw6,
	hostcurves_checked::hostcurves_checked as c,
};

/// EIP-2539 for BLS12-377: padded 48-byte field elements, Fp2 in arkworks' order already.
fn bls12_377() -> Layout {
	Layout {
		pad: 16,
		width: 48,
		g2_slots: 4,
		scalar: 32,
		g1_bytes: |s| ark_sw::<ark_bls12_377::g1::Config>(&s),
		g2_bytes: |s| ark_sw::<ark_bls12_377::g2::Config>(&s),
		decode_g1: c::bls12_377_decode_g1,
		decode_g2: c::bls12_377_decode_g2,
	}
}

/// EIP-3026 for BW6-761: 96-byte field elements, no padding; G2 is over Fp.
fn bw6_761() -> Layout {
	Layout {
		pad: 0,
		width: 96,
		g2_slots: 2,
		scalar: 64,
		g1_bytes: |s| ark_sw::<ark_bw6_761::g1::Config>(&s),
		g2_bytes: |s| ark_sw::<ark_bw6_761::g2::Config>(&s),
		decode_g1: c::bw6_761_decode_g1,
		decode_g2: c::bw6_761_decode_g2,
	}
}

fn celo(file: &str) -> String {
	format!("celo/{file}")
}

/// 100 cases per file, all points in the subgroup, no scalar ≥ r.
const HUNDRED: Counts = Counts {
	cases: 100,
	outside_subgroup: 0,
	above_r: 0,
};

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn bls12_377_add_vectors() {
	let l = bls12_377();
	let (g1, g2) = (b377::bls12_377_msm_g1, b377::bls12_377_msm_g2);
	assert_eq!(
		add_file::<G1_377>(&celo("bls12377G1Add_zexe.json"), &l, G::G1, g1),
		HUNDRED
	);
	assert_eq!(
		add_file::<G2_377>(&celo("bls12377G2Add_zexe.json"), &l, G::G2, g2),
		HUNDRED
	);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn bls12_377_mul_and_multiexp_vectors() {
	let l = bls12_377();
	let (g1, g1_mul) = (b377::bls12_377_msm_g1, b377::bls12_377_mul_g1);
	let (g2, g2_mul) = (b377::bls12_377_msm_g2, b377::bls12_377_mul_g2);
	let run1 = |file: &str| msm_file::<G1_377>(&celo(file), &l, G::G1, g1, g1_mul);
	let run2 = |file: &str| msm_file::<G2_377>(&celo(file), &l, G::G2, g2, g2_mul);
	assert_eq!(run1("bls12377G1Mul_zexe.json"), HUNDRED);
	assert_eq!(run2("bls12377G2Mul_zexe.json"), HUNDRED);
	// MultiExp case k has k pairs (1 to 100); the single-pair case also runs through `mul`.
	assert_eq!(run1("bls12377G1MultiExp_zexe.json"), HUNDRED);
	assert_eq!(run2("bls12377G2MultiExp_zexe.json"), HUNDRED);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn bw6_761_add_vectors() {
	let l = bw6_761();
	let (g1, g2) = (bw6::bw6_761_msm_g1, bw6::bw6_761_msm_g2);
	assert_eq!(
		add_file::<G1_761>(&celo("bw6G1Add_zexe.json"), &l, G::G1, g1),
		HUNDRED
	);
	assert_eq!(
		add_file::<G2_761>(&celo("bw6G2Add_zexe.json"), &l, G::G2, g2),
		HUNDRED
	);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn bw6_761_mul_vectors() {
	let l = bw6_761();
	let (g1, g1_mul) = (bw6::bw6_761_msm_g1, bw6::bw6_761_mul_g1);
	let (g2, g2_mul) = (bw6::bw6_761_msm_g2, bw6::bw6_761_mul_g2);
	let got1 = msm_file::<G1_761>(&celo("bw6G1Mul_zexe.json"), &l, G::G1, g1, g1_mul);
	let got2 = msm_file::<G2_761>(&celo("bw6G2Mul_zexe.json"), &l, G::G2, g2, g2_mul);
	assert_eq!((got1, got2), (HUNDRED, HUNDRED));
}

/// Every fail case, with the class its error text names. Per file (class:count), as asserted
/// below: `Framing(..)` cases are rejected by the EIP framing the test implements (input
/// length, including the empty input that the "short" cases are; zero padding), `Checked(..)`
/// cases by our checked decoding (`bls12_377_decode_*`, `bw6_761_decode_*`, arkworks layout).
///
/// - fail-bls12377{G1,G2}{Add,Mul,Multiexp}: Length 3, Padding 1, InvalidCoordinate 1
///   ("must be less than modulus"), NotOnCurve 1
/// - fail-bls12377Pairing: Length 3, Padding 1, InvalidCoordinate 1, NotOnCurve 2 (G1, G2),
///   NotInSubgroup 2 (G1, G2)
/// - fail-bw6{G1,G2}{Add,Mul,MultiExp}: Length 3, InvalidCoordinate 1, NotOnCurve 1 (EIP-3026
///   has no padding, so no padding case)
/// - fail-bw6Pairing: Length 3, InvalidCoordinate 1, NotOnCurve 2, NotInSubgroup 2
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn fail_vectors_are_rejected_with_the_right_class() {
	let (len, pad, coord) = (
		"Framing(Length):3",
		"Framing(Padding):1",
		"Checked(InvalidCoordinate):1",
	);
	let curve = "Checked(NotOnCurve):1";
	let pairing = "Checked(NotInSubgroup):2 Checked(NotOnCurve):2";
	let b377 = format!("{coord} {curve} {len} {pad}");
	let bw6 = format!("{coord} {curve} {len}");
	let (l377, l761) = (bls12_377(), bw6_761());
	let table = [
		(
			"fail-bls12377G1Add.json",
			&l377,
			Op::Add(G::G1),
			b377.clone(),
		),
		(
			"fail-bls12377G2Add.json",
			&l377,
			Op::Add(G::G2),
			b377.clone(),
		),
		(
			"fail-bls12377G1Mul.json",
			&l377,
			Op::Mul(G::G1),
			b377.clone(),
		),
		(
			"fail-bls12377G2Mul.json",
			&l377,
			Op::Mul(G::G2),
			b377.clone(),
		),
		(
			"fail-bls12377G1Multiexp.json",
			&l377,
			Op::MultiExp(G::G1),
			b377.clone(),
		),
		(
			"fail-bls12377G2Multiexp.json",
			&l377,
			Op::MultiExp(G::G2),
			b377,
		),
		(
			"fail-bls12377Pairing.json",
			&l377,
			Op::Pairing,
			format!("{coord} {pairing} {len} {pad}"),
		),
		("fail-bw6G1Add.json", &l761, Op::Add(G::G1), bw6.clone()),
		("fail-bw6G2Add.json", &l761, Op::Add(G::G2), bw6.clone()),
		("fail-bw6G1Mul.json", &l761, Op::Mul(G::G1), bw6.clone()),
		("fail-bw6G2Mul.json", &l761, Op::Mul(G::G2), bw6.clone()),
		(
			"fail-bw6G1MultiExp.json",
			&l761,
			Op::MultiExp(G::G1),
			bw6.clone(),
		),
		("fail-bw6G2MultiExp.json", &l761, Op::MultiExp(G::G2), bw6),
		(
			"fail-bw6Pairing.json",
			&l761,
			Op::Pairing,
			format!("{coord} {pairing} {len}"),
		),
	];
	for (file, l, op, tally) in table {
		assert_eq!(check_fail_file(&celo(file), l, op), tally, "{file}");
	}
}
