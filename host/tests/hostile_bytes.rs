//! Malformed bytes to every host function give an error code, never a panic.

use ark_bls12_381::{Fq12, Fr, G1Affine, G2Affine};
use ark_ec::AffineRepr;
use ark_ff::One;
use hostcurves_host::{
	bls12_381::host_calls as h, hostcurves_calls::hostcurves_calls as x, wire, Error,
};

fn g1s(n: usize) -> Vec<u8> {
	wire::encode(vec![G1Affine::generator(); n])
}
fn g2s(n: usize) -> Vec<u8> {
	wire::encode(vec![G2Affine::generator(); n])
}
fn frs(n: usize) -> Vec<u8> {
	wire::encode(vec![Fr::from(3u64); n])
}

/// Byte strings derived from a valid encoding that must all fail to decode: empty,
/// truncated, (for vectors) a count of 2^40 with the original data, and (for
/// a point at byte `point_at`) an x coordinate equal to p and to 2^381 − 1, and bad flags.
fn corruptions(valid: &[u8], is_vec: bool, point_at: Option<usize>) -> Vec<(String, Vec<u8>)> {
	let mut out = vec![
		("empty".to_string(), vec![]),
		("truncated".to_string(), valid[..valid.len() - 1].to_vec()),
	];
	if is_vec {
		let mut huge = (1u64 << 40).to_le_bytes().to_vec();
		huge.extend_from_slice(&valid[8..]);
		out.push(("count 2^40".into(), huge));
	}
	if let Some(at) = point_at {
		// p, big-endian, in the x coordinate (ZCash layout, no flags).
		let p_be = hex::decode("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab").unwrap();
		let mut eq_p = valid.to_vec();
		eq_p[at..at + 48].copy_from_slice(&p_be);
		out.push(("x = p".into(), eq_p));
		let mut all_ones = valid.to_vec();
		all_ones[at] = 0x1f;
		all_ones[at + 1..at + 48].iter_mut().for_each(|b| *b = 0xff);
		out.push(("x = 2^381 - 1".into(), all_ones));
		let mut compressed_flag = valid.to_vec();
		compressed_flag[at] |= 0x80;
		out.push(("compression flag in uncompressed".into(), compressed_flag));
		let mut infinity_with_data = valid.to_vec();
		infinity_with_data[at] |= 0x40;
		out.push(("infinity flag with coordinates".into(), infinity_with_data));
	}
	out
}

#[test]
fn msm_rejects_every_corruption() {
	for (what, bad) in corruptions(&g1s(2), true, Some(8)) {
		let mut out = [0u8; 96];
		assert_eq!(
			h::bls12_381_msm_g1(&bad, &frs(2), &mut out),
			Err(Error::Decode),
			"G1 bases: {what}"
		);
	}
	for (what, bad) in corruptions(&frs(2), true, None) {
		let mut out = [0u8; 96];
		assert_eq!(
			h::bls12_381_msm_g1(&g1s(2), &bad, &mut out),
			Err(Error::Decode),
			"scalars: {what}"
		);
	}
	for (what, bad) in corruptions(&g2s(2), true, Some(8)) {
		let mut out = [0u8; 192];
		assert_eq!(
			h::bls12_381_msm_g2(&bad, &frs(2), &mut out),
			Err(Error::Decode),
			"G2 bases: {what}"
		);
	}
}

#[test]
fn msm_with_unequal_lengths_is_a_length_mismatch() {
	let mut out = [0u8; 96];
	assert_eq!(
		h::bls12_381_msm_g1(&g1s(2), &frs(3), &mut out),
		Err(Error::LengthMismatch)
	);
	let mut out = [0u8; 192];
	assert_eq!(
		h::bls12_381_msm_g2(&g2s(1), &frs(0), &mut out),
		Err(Error::LengthMismatch)
	);
}

#[test]
fn scalar_equal_to_r_is_not_canonical() {
	let mut r_le = wire::encode(vec![Fr::from(0u64)]);
	r_le[8..].copy_from_slice(
		&hex::decode("01000000fffffffffe5bfeff02a4bd5305d8a10908d83933487d9d2953a7ed73").unwrap(),
	);
	let mut out = [0u8; 96];
	assert_eq!(
		h::bls12_381_msm_g1(&g1s(1), &r_le, &mut out),
		Err(Error::Decode)
	);
}

#[test]
fn mul_rejects_every_corruption() {
	let scalar = wire::encode(vec![5u64]);
	for (what, bad) in corruptions(&wire::encode(G1Affine::generator()), false, Some(0)) {
		let mut out = [0u8; 96];
		assert_eq!(
			h::bls12_381_mul_g1(&bad, &scalar, &mut out),
			Err(Error::Decode),
			"G1: {what}"
		);
	}
	for (what, bad) in corruptions(&wire::encode(G2Affine::generator()), false, Some(0)) {
		let mut out = [0u8; 192];
		assert_eq!(
			h::bls12_381_mul_g2(&bad, &scalar, &mut out),
			Err(Error::Decode),
			"G2: {what}"
		);
	}
	for (what, bad) in corruptions(&scalar, true, None) {
		let mut out = [0u8; 96];
		let base = wire::encode(G1Affine::generator());
		assert_eq!(
			h::bls12_381_mul_g1(&base, &bad, &mut out),
			Err(Error::Decode),
			"scalar: {what}"
		);
	}
}

#[test]
fn miller_loop_rejects_corruptions_and_unequal_pair_counts() {
	for (what, bad) in corruptions(&g1s(2), true, Some(8)) {
		let mut out = vec![0u8; 576];
		assert_eq!(
			h::bls12_381_multi_miller_loop(&bad, &g2s(2), &mut out),
			Err(Error::Decode),
			"{what}"
		);
	}
	let mut out = vec![0u8; 576];
	// arkworks' own Miller loop, and so upstream's host, would panic here (`zip_eq`): the
	// call traps instead, without a panic.
	assert_eq!(
		h::bls12_381_multi_miller_loop(&g1s(2), &g2s(3), &mut out),
		Err(Error::Trap)
	);
}

#[test]
fn final_exponentiation_rejects_zero_and_bad_lengths() {
	let mut zero = wire::encode(Fq12::from(0u64));
	assert_eq!(
		h::bls12_381_final_exponentiation(&mut zero),
		Err(Error::Unknown)
	);
	let one = wire::encode(Fq12::one());
	for (what, mut bad) in corruptions(&one, false, None) {
		assert_eq!(
			h::bls12_381_final_exponentiation(&mut bad),
			Err(Error::Decode),
			"{what}"
		);
	}
	// A coefficient equal to 2^384 − 1 (not below p).
	let mut big = one.clone();
	big[..48].iter_mut().for_each(|b| *b = 0xff);
	assert_eq!(
		h::bls12_381_final_exponentiation(&mut big),
		Err(Error::Decode)
	);
}

#[test]
fn outputs_too_small_are_an_encode_error() {
	let mut out = [0u8; 95];
	assert_eq!(
		h::bls12_381_msm_g1(&g1s(1), &frs(1), &mut out),
		Err(Error::Encode)
	);
	let mut out = [0u8; 191];
	assert_eq!(
		h::bls12_381_mul_g2(
			&wire::encode(G2Affine::generator()),
			&wire::encode(vec![2u64]),
			&mut out
		),
		Err(Error::Encode)
	);
	let mut out = vec![0u8; 575];
	assert_eq!(
		h::bls12_381_multi_miller_loop(&g1s(1), &g2s(1), &mut out),
		Err(Error::Encode)
	);
	let mut out = vec![0u8; 8 + 96];
	assert_eq!(x::bls12_381_echo_g1(&g1s(2), &mut out), Err(Error::Encode));
}

#[test]
fn echo_returns_its_input_and_rejects_corruptions() {
	let input = g1s(3);
	let mut out = vec![0u8; input.len()];
	assert_eq!(x::bls12_381_echo_g1(&input, &mut out), Ok(()));
	assert_eq!(out, input);
	for (what, bad) in corruptions(&input, true, Some(8)) {
		let mut out = vec![0u8; input.len() + 8];
		assert_eq!(
			x::bls12_381_echo_g1(&bad, &mut out),
			Err(Error::Decode),
			"{what}"
		);
	}
}

#[test]
fn empty_msm_and_miller_loop_give_the_identities() {
	let mut out = [0u8; 96];
	assert_eq!(h::bls12_381_msm_g1(&g1s(0), &frs(0), &mut out), Ok(()));
	assert!(wire::decode::<G1Affine>(&out).unwrap().is_zero());
	let mut out = vec![0u8; 576];
	assert_eq!(
		h::bls12_381_multi_miller_loop(&g1s(0), &g2s(0), &mut out),
		Ok(())
	);
	assert_eq!(wire::decode::<Fq12>(&out).unwrap(), Fq12::one());
}

/// `mul` takes scalars of any length, as `sp-crypto-ec-utils` does. Mathematics, not
/// arkworks, gives the answer: for k = r·2^(64·j) (r's limbs shifted up by j limbs, up to 40
/// limbs in all), k·P is the identity for every P in the prime-order subgroup, and k + 1
/// gives P back.
#[test]
fn mul_takes_scalars_of_any_length() {
	use ark_ff::PrimeField;
	let r = Fr::MODULUS.0;
	for shift in [0, 13, 36] {
		let mut k = vec![0u64; shift];
		k.extend_from_slice(&r);
		let mut k_plus_1 = k.clone();
		k_plus_1[0] = 1;
		if shift == 0 {
			k_plus_1[0] = r[0] + 1;
		}
		let g1 = wire::encode(G1Affine::generator());
		let mut out = [0u8; 96];
		assert_eq!(
			h::bls12_381_mul_g1(&g1, &wire::encode(k.clone()), &mut out),
			Ok(())
		);
		assert_eq!(
			out.to_vec(),
			wire::encode(G1Affine::zero()),
			"r·2^(64·{shift})·G1"
		);
		assert_eq!(
			h::bls12_381_mul_g1(&g1, &wire::encode(k_plus_1.clone()), &mut out),
			Ok(())
		);
		assert_eq!(out.to_vec(), g1, "(r·2^(64·{shift}) + 1)·G1");
		let g2 = wire::encode(G2Affine::generator());
		let mut out = [0u8; 192];
		assert_eq!(h::bls12_381_mul_g2(&g2, &wire::encode(k), &mut out), Ok(()));
		assert_eq!(
			out.to_vec(),
			wire::encode(G2Affine::zero()),
			"r·2^(64·{shift})·G2"
		);
		assert_eq!(
			h::bls12_381_mul_g2(&g2, &wire::encode(k_plus_1), &mut out),
			Ok(())
		);
		assert_eq!(out.to_vec(), g2, "(r·2^(64·{shift}) + 1)·G2");
	}
}

#[test]
fn miller_loop_over_many_pairs_matches_arkworks() {
	// The host runs the loop in chunks of pairs; the product must be arkworks' own output.
	use ark_ec::pairing::Pairing;
	use ark_std::{test_rng, UniformRand};
	let mut rng = test_rng();
	let ps: Vec<G1Affine> = (0..9).map(|_| G1Affine::rand(&mut rng)).collect();
	let mut qs: Vec<G2Affine> = (0..9).map(|_| G2Affine::rand(&mut rng)).collect();
	qs[4] = G2Affine::zero();
	let mut out = vec![0u8; 576];
	h::bls12_381_multi_miller_loop(
		&wire::encode(ps.clone()),
		&wire::encode(qs.clone()),
		&mut out,
	)
	.unwrap();
	let expected = ark_bls12_381::Bls12_381::multi_miller_loop(ps, qs).0;
	assert_eq!(wire::decode::<Fq12>(&out).unwrap(), expected);
}
