//! EIP-2537 pairing-check vectors (go-ethereum's `blsPairing.json`, read in place) through
//! the Miller-loop and final-exponentiation host functions: the product of pairings is one
//! exactly when the precompile's expected output is 1.

use crate::common::vectors;
use ark_bls12_381::{Fq, Fq12, Fq2, G1Affine, G2Affine};
use ark_ec::AffineRepr;
use ark_ff::One;

use ark_serialize::CanonicalDeserialize;
use hostcurves_host::{bls12_381::host_calls as h, wire};

fn vectors(name: &str) -> Vec<serde_json::Value> {
	let text = vectors::read_shared(&format!("eth-precompiles/{name}"));
	serde_json::from_str::<Vec<serde_json::Value>>(&text).unwrap()
}

/// An EIP-2537 field element: 64 bytes big-endian, the top 16 zero, the value below p.
fn fq(bytes: &[u8]) -> Fq {
	assert!(
		bytes[..16].iter().all(|&b| b == 0),
		"top 16 bytes must be zero"
	);
	let le: Vec<u8> = bytes[16..].iter().rev().copied().collect();
	Fq::deserialize_uncompressed(&le[..]).expect("canonical field element")
}

/// EIP-2537 G1: x ‖ y (128 bytes); all zero is the point at infinity.
fn g1(bytes: &[u8]) -> G1Affine {
	if bytes.iter().all(|&b| b == 0) {
		return G1Affine::zero();
	}
	G1Affine::new_unchecked(fq(&bytes[..64]), fq(&bytes[64..]))
}

/// EIP-2537 G2: x.c0 ‖ x.c1 ‖ y.c0 ‖ y.c1 (256 bytes); all zero is the point at infinity.
fn g2(bytes: &[u8]) -> G2Affine {
	if bytes.iter().all(|&b| b == 0) {
		return G2Affine::zero();
	}
	let x = Fq2::new(fq(&bytes[..64]), fq(&bytes[64..128]));
	let y = Fq2::new(fq(&bytes[128..192]), fq(&bytes[192..]));
	G2Affine::new_unchecked(x, y)
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn bls_pairing_vectors_give_the_expected_result() {
	let cases = vectors("blsPairing.json");
	assert!(cases.len() > 100, "expected the full go-ethereum file");
	for case in &cases {
		let name = case["Name"].as_str().unwrap();
		let input = hex::decode(case["Input"].as_str().unwrap()).unwrap();
		let expected = hex::decode(case["Expected"].as_str().unwrap()).unwrap();
		assert_eq!(input.len() % 384, 0, "{name}");
		let (ps, qs): (Vec<G1Affine>, Vec<G2Affine>) = input
			.chunks(384)
			.map(|pair| (g1(&pair[..128]), g2(&pair[128..])))
			.unzip();
		for p in &ps {
			assert!(
				p.is_on_curve() && p.is_in_correct_subgroup_assuming_on_curve(),
				"{name}"
			);
		}
		let mut out = vec![0u8; wire::encoded_len::<Fq12>()];
		h::bls12_381_multi_miller_loop(&wire::encode(ps), &wire::encode(qs), &mut out)
			.unwrap_or_else(|e| panic!("{name}: Miller loop {e:?}"));
		h::bls12_381_final_exponentiation(&mut out)
			.unwrap_or_else(|e| panic!("{name}: final exponentiation {e:?}"));
		let is_one = wire::decode::<Fq12>(&out).unwrap() == Fq12::one();
		assert_eq!(is_one, expected.last() == Some(&1), "{name}");
	}
}
