//! EIP-2537 (BLS12-381 precompiles) vectors of go-ethereum, read in place, through our host
//! functions: Add through the MSM with scalars [1, 1] (the group law), Mul and MultiExp
//! through the MSM (and single pairs also through `mul`), pairing inputs through checked
//! decoding, and every fail-*.json case rejected with the class of its error text.
//!
//! Inputs are parsed with plain ark-bls12-381 from the EIP layout (64-byte big-endian field
//! elements, top 16 bytes zero, Fp2 = c0 ‖ c1, infinity = all zero) after moving the bytes
//! to the ZCash layout arkworks reads; expected values come only from the files.
//!
//! blsMapG1/blsMapG2's success cases run through the `map_to_g1`/`map_to_g2` host functions
//! in `blst_hash_to_curve.rs`; their fail files run here, for the framing and the
//! field-element check. blsPairing's success cases
//! are also in `eip2537_pairing.rs` (built with arkworks); here they run through our checked
//! decoding, whose output goes to the Miller loop unchanged.

use crate::common;

use ark_bls12_381::{Fq12, G1Affine, G2Affine};
use ark_ff::One;
use common::{
	eip::{add_file, check_fail_file, msm_file, Counts, Layout, Op, G},
	zcash,
};
use hostcurves_host::{
	bls12_381::host_calls as h, hostcurves_checked::hostcurves_checked as c, wire,
};

/// EIP-2537 → ZCash layout: G2 slots come as x.c0, x.c1, y.c0, y.c1; ZCash wants c1 first.
fn layout() -> Layout {
	Layout {
		pad: 16,
		width: 48,
		g2_slots: 4,
		scalar: 32,
		g1_bytes: |s| zcash(&s),
		g2_bytes: |s| zcash(&[s[1].clone(), s[0].clone(), s[3].clone(), s[2].clone()]),
		decode_g1: c::bls12_381_decode_g1,
		decode_g2: c::bls12_381_decode_g2,
	}
}

fn vectors(file: &str) -> Vec<serde_json::Value> {
	common::cases(&format!("eth-precompiles/{file}"))
}

fn counts(cases: usize, outside_subgroup: usize, above_r: usize) -> Counts {
	Counts {
		cases,
		outside_subgroup,
		above_r,
	}
}

/// Add through the MSM with [1, 1]: one point in each file is outside the subgroup
/// (EIP-2537 addition checks none), which the group law handles all the same.
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn add_vectors() {
	let (l, (g1, g2)) = (layout(), (h::bls12_381_msm_g1, h::bls12_381_msm_g2));
	let f = |name: &str| format!("eth-precompiles/{name}");
	assert_eq!(
		add_file::<G1Affine>(&f("blsG1Add.json"), &l, G::G1, g1),
		counts(112, 1, 0)
	);
	assert_eq!(
		add_file::<G2Affine>(&f("blsG2Add.json"), &l, G::G2, g2),
		counts(112, 1, 0)
	);
}

/// Mul and MultiExp: EIP-2537 checks the subgroup of MSM inputs, so every scalar (32 bytes,
/// 2 of blsG*Mul's and 865 of blsG*MultiExp's are ≥ r) is reduced mod r for the MSM; the
/// single-pair cases also go through `mul` with the unreduced 256-bit scalar.
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn mul_and_multiexp_vectors() {
	let l = layout();
	let f = |name: &str| format!("eth-precompiles/{name}");
	let (g1, g1_mul) = (h::bls12_381_msm_g1, h::bls12_381_mul_g1);
	let (g2, g2_mul) = (h::bls12_381_msm_g2, h::bls12_381_mul_g2);
	let run1 = |name: &str| msm_file::<G1Affine>(&f(name), &l, G::G1, g1, g1_mul);
	let run2 = |name: &str| msm_file::<G2Affine>(&f(name), &l, G::G2, g2, g2_mul);
	assert_eq!(run1("blsG1Mul.json"), counts(11, 0, 2));
	assert_eq!(run2("blsG2Mul.json"), counts(11, 0, 2));
	assert_eq!(run1("blsG1MultiExp.json"), counts(154, 0, 865));
	assert_eq!(run2("blsG2MultiExp.json"), counts(153, 0, 865));
}

/// The runtime's path for user input: checked decoding, then its output bytes straight into
/// the Miller loop and the final exponentiation.
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn pairing_vectors_through_checked_decoding() {
	let l = layout();
	let cases = vectors("blsPairing.json");
	for (i, case) in cases.iter().enumerate() {
		let name = common::name(case, i);
		let input = common::hex_field(case, "Input");
		let pairs = common::records(&input, 384, None).unwrap();
		let g1: Vec<_> = pairs
			.iter()
			.map(|p| l.point_bytes(G::G1, &p[..128]).unwrap())
			.collect();
		let g2: Vec<_> = pairs
			.iter()
			.map(|p| l.point_bytes(G::G2, &p[128..]).unwrap())
			.collect();
		let a = l
			.decode(G::G1, &g1)
			.unwrap_or_else(|e| panic!("{name}: {e:?}"));
		let b = l
			.decode(G::G2, &g2)
			.unwrap_or_else(|e| panic!("{name}: {e:?}"));
		let mut out = wire::buffer_for::<Fq12>();
		h::bls12_381_multi_miller_loop(&a, &b, &mut out).unwrap();
		h::bls12_381_final_exponentiation(&mut out).unwrap();
		let expected = common::hex_field(case, "Expected");
		let is_one = wire::decode::<Fq12>(&out).unwrap() == Fq12::one();
		assert_eq!(u8::from(is_one), expected[31], "{name}");
		assert!(expected[..31].iter().all(|&b| b == 0), "{name}");
	}
	assert_eq!(cases.len(), 106);
}

/// Every fail case, with the class its error text names. Per file (class:count), as asserted
/// below: the `Framing(..)` cases are rejected by the EIP framing the test implements
/// (input length; zero padding of each 64-byte field element), the `Checked(..)` cases by
/// our checked-decoding host functions (`bls12_381_decode_g1/_g2`, ZCash layout).
///
/// - fail-blsG1Add: Length 3, Padding 1, InvalidCoordinate 1, NotOnCurve 1
/// - fail-blsG2Add: Length 3, Padding 1, InvalidCoordinate 1, NotOnCurve 1
/// - fail-blsG1Mul, fail-blsG1MultiExp, fail-blsG2Mul, fail-blsG2MultiExp: Length 3,
///   Padding 1, InvalidCoordinate 1, NotOnCurve 1, NotInSubgroup 1 (G2MultiExp's subgroup
///   case is named `bls_pairing_g2_not_in_correct_subgroup` but is a two-pair G2 MSM input)
/// - fail-blsPairing: Length 3, Padding 1, InvalidCoordinate 1, NotOnCurve 2 (G1, G2),
///   NotInSubgroup 2 (G1, G2)
/// - fail-blsMapG1, fail-blsMapG2: Length 3, Padding 1, InvalidCoordinate 1 (the field
///   element, checked as the x of a point; see `Op::Map`)
///
/// Several "invalid fp.Element encoding" values are ≥ 2^381, so in the ZCash layout their
/// top bits land on the flag bits: ark-bls12-381 reports the sort flag on an uncompressed
/// point as invalid data, i.e. still InvalidCoordinate.
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn fail_vectors_are_rejected_with_the_right_class() {
	let (len, pad, coord) = (
		"Framing(Length):3",
		"Framing(Padding):1",
		"Checked(InvalidCoordinate):1",
	);
	let three = format!("{coord} Checked(NotOnCurve):1 {len} {pad}");
	let four = format!("{coord} Checked(NotInSubgroup):1 Checked(NotOnCurve):1 {len} {pad}");
	let table = [
		("fail-blsG1Add.json", Op::Add(G::G1), three.clone()),
		("fail-blsG2Add.json", Op::Add(G::G2), three),
		("fail-blsG1Mul.json", Op::Mul(G::G1), four.clone()),
		("fail-blsG2Mul.json", Op::Mul(G::G2), four.clone()),
		("fail-blsG1MultiExp.json", Op::MultiExp(G::G1), four.clone()),
		("fail-blsG2MultiExp.json", Op::MultiExp(G::G2), four),
		(
			"fail-blsPairing.json",
			Op::Pairing,
			format!("{coord} Checked(NotInSubgroup):2 Checked(NotOnCurve):2 {len} {pad}"),
		),
		(
			"fail-blsMapG1.json",
			Op::Map(G::G1),
			format!("{coord} {len} {pad}"),
		),
		(
			"fail-blsMapG2.json",
			Op::Map(G::G2),
			format!("{coord} {len} {pad}"),
		),
	];
	let l = layout();
	for (file, op, tally) in table {
		assert_eq!(
			check_fail_file(&format!("eth-precompiles/{file}"), &l, op),
			tally,
			"{file}"
		);
	}
}
