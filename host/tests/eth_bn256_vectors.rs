//! EIP-196/197 (BN254 precompiles) vectors of go-ethereum, read in place, through our BN254
//! host functions: add through the MSM with scalars [1, 1] (the group law), scalar
//! multiplication through `mul` with the unreduced 256-bit scalar (and through the MSM with
//! the scalar reduced mod r), the pairing check through the Miller loop and the final
//! exponentiation. Every input point also goes through our checked decoding: the files hold
//! no invalid point (asserted: all decode), so there is no rejection case to check.
//!
//! Layout: 32-byte big-endian coordinates; G2 coordinates are Fp2 with the imaginary part
//! first (c1 ‖ c0); infinity is all zero. EIP-196 pads a short input with zeros and ignores
//! bytes past the operation's length; EIP-197 takes whole 192-byte pairs.

use crate::common;

use ark_bn254::{Fq12, Fr, G1Affine, G2Affine};
use ark_ff::{One, PrimeField};
use common::{
	ark_sw,
	eip::{enc, msm, mul, Layout, G},
};
use hostcurves_host::{
	hostcurves_calls::hostcurves_calls as x, hostcurves_checked::hostcurves_checked as c, wire,
};

/// EIP-196/197 → arkworks' little-endian layout: G2 slots come as x.c1, x.c0, y.c1, y.c0.
fn layout() -> Layout {
	Layout {
		pad: 0,
		width: 32,
		g2_slots: 4,
		scalar: 32,
		g1_bytes: |s| ark_sw::<ark_bn254::g1::Config>(&s),
		g2_bytes: |s| {
			ark_sw::<ark_bn254::g2::Config>(&[
				s[1].clone(),
				s[0].clone(),
				s[3].clone(),
				s[2].clone(),
			])
		},
		decode_g1: c::bn254_decode_g1,
		decode_g2: c::bn254_decode_g2,
	}
}

fn vectors(file: &str) -> Vec<(String, Vec<u8>, Vec<u8>)> {
	let cases = common::cases(&format!("eth-precompiles/{file}"));
	let row = |(i, case)| {
		let case: &serde_json::Value = case;
		let input = common::hex_field(case, "Input");
		(
			common::name(case, i),
			input,
			common::hex_field(case, "Expected"),
		)
	};
	cases.iter().enumerate().map(row).collect()
}

/// EIP-196's framing: zero-padded or cut to the operation's length.
fn framed(input: &[u8], len: usize) -> Vec<u8> {
	let mut v = input.to_vec();
	v.resize(len, 0);
	v
}

/// Our checked decoding accepts the point (the precompiles' on-curve check).
fn assert_valid(g: G, point: &[u8], name: &str) {
	let l = layout();
	let bytes = l.point_bytes(g, point).unwrap();
	l.decode(g, &[bytes])
		.unwrap_or_else(|e| panic!("{name}: {e:?}"));
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn bn256_add_vectors() {
	let (l, cases) = (layout(), vectors("bn256Add.json"));
	for (name, input, expected) in &cases {
		let input = framed(input, 128);
		let (a, b) = input.split_at(64);
		assert_valid(G::G1, a, name);
		assert_valid(G::G1, b, name);
		let points: [G1Affine; 2] = [l.point(G::G1, a), l.point(G::G1, b)];
		let expected = enc(l.point::<G1Affine>(G::G1, expected));
		assert_eq!(
			msm(x::bn254_msm_g1, &points, &[Fr::one(); 2]),
			expected,
			"{name}"
		);
	}
	assert_eq!(cases.len(), 16);
}

/// `mul` takes the 256-bit scalar unreduced (u64 limbs, least significant first; several
/// scalars are ≥ r, up to 2^256 − 1). G1 has cofactor one, so every curve point is in the
/// subgroup and the MSM with the scalar reduced mod r must agree.
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn bn256_scalar_mul_vectors() {
	let (l, cases) = (layout(), vectors("bn256ScalarMul.json"));
	for (name, input, expected) in &cases {
		let input = framed(input, 96);
		let (point, scalar) = input.split_at(64);
		assert_valid(G::G1, point, name);
		let p: G1Affine = l.point(G::G1, point);
		let expected = enc(l.point::<G1Affine>(G::G1, expected));
		let limbs = common::limbs_be(scalar);
		assert_eq!(mul(x::bn254_mul_g1, &p, &limbs), expected, "{name}: mul");
		let reduced = Fr::from_be_bytes_mod_order(scalar);
		assert_eq!(
			msm(x::bn254_msm_g1, &[p], &[reduced]),
			expected,
			"{name}: msm"
		);
	}
	assert_eq!(cases.len(), 19);
}

/// The pairing check: the product of the pairs' pairings is one exactly when the expected
/// 32-byte output is 1. The points go through checked decoding (on the curve, G2 in the
/// subgroup, as EIP-197 requires), whose output feeds the Miller loop unchanged.
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn bn256_pairing_vectors() {
	let (l, cases) = (layout(), vectors("bn256Pairing.json"));
	for (name, input, expected) in &cases {
		let pairs = input.chunks(192).collect::<Vec<_>>();
		assert!(pairs.iter().all(|p| p.len() == 192), "{name}");
		let g1: Vec<_> = pairs
			.iter()
			.map(|p| l.point_bytes(G::G1, &p[..64]).unwrap())
			.collect();
		let g2: Vec<_> = pairs
			.iter()
			.map(|p| l.point_bytes(G::G2, &p[64..]).unwrap())
			.collect();
		let a = l
			.decode(G::G1, &g1)
			.unwrap_or_else(|e| panic!("{name}: {e:?}"));
		let b = l
			.decode(G::G2, &g2)
			.unwrap_or_else(|e| panic!("{name}: {e:?}"));
		let mut out = wire::buffer_for::<Fq12>();
		x::bn254_multi_miller_loop(&a, &b, &mut out).unwrap();
		x::bn254_final_exponentiation(&mut out).unwrap();
		let is_one = wire::decode::<Fq12>(&out).unwrap() == Fq12::one();
		let mut want = [0u8; 32];
		want[31] = u8::from(is_one);
		assert_eq!(&want[..], &expected[..], "{name}");
		// The decoded G2 points are the ones plain arkworks reads from the same bytes.
		let qs: Vec<G2Affine> = g2.iter().map(|q| common::ark_point(q)).collect();
		assert_eq!(b, wire::encode(qs), "{name}");
	}
	assert_eq!(cases.len(), 14);
}
