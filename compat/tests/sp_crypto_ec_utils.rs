//! Side by side with `sp-crypto-ec-utils` 0.24 (the upstream implementation of RFC-0163 and
//! of the other arkworks curves): for every function both crates have, the same exported
//! names and Wasm signatures, and on the same random valid inputs (full-width scalars,
//! several sizes including 0 and 1) the same result code and the same output bytes.
//!
//! Hostile bytes are compared too, since a host function's answer is consensus: bytes after
//! each argument (one zero byte, a second copy of the value), truncated and empty arguments,
//! a `Vec` count of 2^40, and `mul` scalars of 17 and 40 limbs, on every function; a final
//! exponentiation of zero (255 on both, BW6-761 aside). Where upstream's host panics
//! (Miller-loop arguments of unequal length, BW6-761's final exponentiation of zero), which
//! the executor turns into a trap, ours returns `Error::Trap`, which fails the call the same
//! way (`upstreams_panics_are_our_traps`).

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, VariableBaseMSM};
use ark_ff::{Field, PrimeField, UniformRand, Zero};
use ark_std::{rand::RngCore, test_rng};
use hostcurves_host::{self as ours, wire};
use sp_crypto_ec_utils as up;
use sp_runtime_interface::sp_wasm_interface::{HostFunctions, Signature};

/// A three-argument host function as its `u32` result code (upstream's error type is private).
type Call3 = fn(&[u8], &[u8], &mut [u8]) -> u32;
/// The final exponentiation (in place) as its result code.
type Call1 = fn(&mut [u8]) -> u32;

macro_rules! code3 {
	($f:path) => {{
		let f: Call3 = |a: &[u8], b: &[u8], out: &mut [u8]| -> u32 {
			match $f(a, b, out) {
				Ok(()) => 0,
				Err(e) => e as u32,
			}
		};
		f
	}};
}

macro_rules! code1 {
	($f:path) => {{
		let f: Call1 = |io: &mut [u8]| -> u32 {
			match $f(io) {
				Ok(()) => 0,
				Err(e) => e as u32,
			}
		};
		f
	}};
}

/// Both functions on the same inputs: same code, same output bytes; returns the output.
fn same3(name: &str, (ours, up): (Call3, Call3), a: &[u8], b: &[u8], len: usize) -> Vec<u8> {
	let (mut o1, mut o2) = (vec![0u8; len], vec![0u8; len]);
	let (c1, c2) = (ours(a, b, &mut o1), up(a, b, &mut o2));
	assert_eq!((c1, hex::encode(&o1)), (c2, hex::encode(&o2)), "{name}");
	o1
}

fn same1(name: &str, (ours, up): (Call1, Call1), input: &[u8]) -> u32 {
	let (mut io1, mut io2) = (input.to_vec(), input.to_vec());
	let (c1, c2) = (ours(&mut io1), up(&mut io2));
	assert_eq!((c1, hex::encode(&io1)), (c2, hex::encode(&io2)), "{name}");
	c1
}

/// Variants of a valid argument that hostile callers send: bytes after it (one zero byte, a
/// second copy), one byte short, empty, and for a `Vec` a count of 2^40 over the same data.
fn hostile_variants(valid: &[u8], is_vec: bool) -> Vec<(&'static str, Vec<u8>)> {
	let mut out = vec![
		("one trailing byte", [valid, &[0]].concat()),
		("a second copy after it", [valid, valid].concat()),
		("truncated", valid[..valid.len() - 1].to_vec()),
		("empty", Vec::new()),
	];
	if is_vec {
		out.push((
			"count 2^40",
			[&(1u64 << 40).to_le_bytes()[..], &valid[8..]].concat(),
		));
	}
	out
}

/// Both functions on every hostile variant of each argument in turn (the other valid).
fn same3_hostile(
	name: &str,
	f: (Call3, Call3),
	a: &[u8],
	b: &[u8],
	len: usize,
	vecs: (bool, bool),
) {
	for (what, bad) in hostile_variants(a, vecs.0) {
		same3(&format!("{name}: first argument, {what}"), f, &bad, b, len);
	}
	for (what, bad) in hostile_variants(b, vecs.1) {
		same3(&format!("{name}: second argument, {what}"), f, a, &bad, len);
	}
}

fn rand_points<A: AffineRepr>(n: usize) -> Vec<A> {
	let mut rng = test_rng();
	(0..n)
		.map(|_| A::Group::rand(&mut rng).into_affine())
		.collect()
}

fn rand_scalars<F: PrimeField>(n: usize) -> Vec<F> {
	let mut rng = test_rng();
	(0..n).map(|_| F::rand(&mut rng)).collect()
}

/// MSM over 0, 1, 2, 10 and 64 random points with full-width random scalars.
fn msm_same<A: AffineRepr>(name: &str, f: (Call3, Call3)) {
	for n in [0, 1, 2, 10, 64] {
		let (b, s) = (rand_points::<A>(n), rand_scalars::<A::ScalarField>(n));
		let out = same3(
			name,
			f,
			&wire::encode(b.clone()),
			&wire::encode(s.clone()),
			A::generator().uncompressed_size(),
		);
		let want = A::Group::msm(&b, &s).unwrap().into_affine();
		assert_eq!(out, wire::encode(want), "{name}: n = {n}");
		if n == 2 {
			let (b, s) = (wire::encode(b), wire::encode(s));
			same3_hostile(
				name,
				f,
				&b,
				&s,
				A::generator().uncompressed_size(),
				(true, true),
			);
		}
	}
}

/// `mul` of a random point by 0 (no limbs, and one zero limb), a full-width scalar, unreduced
/// scalars of 8, 16, 17 and 40 limbs; then hostile variants of both arguments.
fn mul_same<A: AffineRepr>(name: &str, f: (Call3, Call3)) {
	let mut rng = test_rng();
	let full = rand_scalars::<A::ScalarField>(1)[0]
		.into_bigint()
		.as_ref()
		.to_vec();
	let wide: Vec<u64> = (0..8).map(|_| rng.next_u64()).collect();
	let long: Vec<u64> = (0..40).map(|_| rng.next_u64()).collect();
	let variants = [
		vec![],
		vec![0],
		full.clone(),
		wide,
		vec![u64::MAX; 16],
		vec![u64::MAX; 17],
		long,
	];
	for limbs in variants {
		let base = rand_points::<A>(1)[0];
		let out = same3(
			name,
			f,
			&wire::encode(base),
			&wire::encode(limbs.clone()),
			base.uncompressed_size(),
		);
		// A subgroup point, so arkworks' `mul_bigint` (GLV on some curves, which reduces the
		// scalar mod r) gives the unreduced product too.
		assert_eq!(
			out,
			wire::encode(base.mul_bigint(&limbs).into_affine()),
			"{name}: {limbs:?}"
		);
	}
	let base = wire::encode(rand_points::<A>(1)[0]);
	let len = A::generator().uncompressed_size();
	same3_hostile(name, f, &base, &wire::encode(full), len, (false, true));
}

/// Miller loop over 0, 1, 2 and 5 random pairs, then the final exponentiation of its output;
/// the final exponentiation of a random element and of zero.
fn pairing_same<E: Pairing>(name: &str, mml: (Call3, Call3), fe: (Call1, Call1)) {
	let len = wire::encode(E::TargetField::ONE).len();
	for n in [0, 1, 2, 5] {
		let (ps, qs) = (rand_points::<E::G1Affine>(n), rand_points::<E::G2Affine>(n));
		let f = same3(
			name,
			mml,
			&wire::encode(ps.clone()),
			&wire::encode(qs.clone()),
			len,
		);
		assert_eq!(
			f,
			wire::encode(E::multi_miller_loop(ps, qs).0),
			"{name}: n = {n}"
		);
		assert_eq!(same1(name, fe, &f), 0, "{name}");
	}
	let (ps, qs) = (rand_points::<E::G1Affine>(2), rand_points::<E::G2Affine>(2));
	same3_hostile(
		name,
		mml,
		&wire::encode(ps),
		&wire::encode(qs),
		len,
		(true, true),
	);
	let t = E::TargetField::rand(&mut test_rng());
	assert_eq!(same1(name, fe, &wire::encode(t)), 0, "{name}");
	for (what, bad) in hostile_variants(&wire::encode(t), false) {
		same1(&format!("{name}: final exponentiation, {what}"), fe, &bad);
	}
	// Zero has no final exponentiation: both report 255, except that upstream's BW6-761 panics
	// (arkworks' BW6 model unwraps the inverse) and ours traps (`upstreams_panics_are_our_traps`).
	if name != "bw6_761" {
		assert_eq!(
			same1(name, fe, &wire::encode(E::TargetField::zero())),
			255,
			"{name}"
		);
	}
}

#[test]
fn bls12_381_same_codes_and_bytes() {
	use ark_bls12_381::{Bls12_381, G1Affine, G2Affine};
	use ours::bls12_381::host_calls as o;
	use up::bls12_381::host_calls as u;
	let mml = (
		code3!(o::bls12_381_multi_miller_loop),
		code3!(u::bls12_381_multi_miller_loop),
	);
	let fe = (
		code1!(o::bls12_381_final_exponentiation),
		code1!(u::bls12_381_final_exponentiation),
	);
	pairing_same::<Bls12_381>("bls12_381", mml, fe);
	msm_same::<G1Affine>(
		"bls12_381_msm_g1",
		(code3!(o::bls12_381_msm_g1), code3!(u::bls12_381_msm_g1)),
	);
	msm_same::<G2Affine>(
		"bls12_381_msm_g2",
		(code3!(o::bls12_381_msm_g2), code3!(u::bls12_381_msm_g2)),
	);
	mul_same::<G1Affine>(
		"bls12_381_mul_g1",
		(code3!(o::bls12_381_mul_g1), code3!(u::bls12_381_mul_g1)),
	);
	mul_same::<G2Affine>(
		"bls12_381_mul_g2",
		(code3!(o::bls12_381_mul_g2), code3!(u::bls12_381_mul_g2)),
	);
}

#[test]
fn bls12_377_same_codes_and_bytes() {
	use ark_bls12_377::{Bls12_377, G1Affine, G2Affine};
	use ours::bls12_377::host_calls as o;
	use up::bls12_377::host_calls as u;
	let mml = (
		code3!(o::bls12_377_multi_miller_loop),
		code3!(u::bls12_377_multi_miller_loop),
	);
	let fe = (
		code1!(o::bls12_377_final_exponentiation),
		code1!(u::bls12_377_final_exponentiation),
	);
	pairing_same::<Bls12_377>("bls12_377", mml, fe);
	msm_same::<G1Affine>(
		"bls12_377_msm_g1",
		(code3!(o::bls12_377_msm_g1), code3!(u::bls12_377_msm_g1)),
	);
	msm_same::<G2Affine>(
		"bls12_377_msm_g2",
		(code3!(o::bls12_377_msm_g2), code3!(u::bls12_377_msm_g2)),
	);
	mul_same::<G1Affine>(
		"bls12_377_mul_g1",
		(code3!(o::bls12_377_mul_g1), code3!(u::bls12_377_mul_g1)),
	);
	mul_same::<G2Affine>(
		"bls12_377_mul_g2",
		(code3!(o::bls12_377_mul_g2), code3!(u::bls12_377_mul_g2)),
	);
}

#[test]
fn bw6_761_same_codes_and_bytes() {
	use ark_bw6_761::{G1Affine, G2Affine, BW6_761};
	use ours::bw6_761::host_calls as o;
	use up::bw6_761::host_calls as u;
	let mml = (
		code3!(o::bw6_761_multi_miller_loop),
		code3!(u::bw6_761_multi_miller_loop),
	);
	let fe = (
		code1!(o::bw6_761_final_exponentiation),
		code1!(u::bw6_761_final_exponentiation),
	);
	pairing_same::<BW6_761>("bw6_761", mml, fe);
	msm_same::<G1Affine>(
		"bw6_761_msm_g1",
		(code3!(o::bw6_761_msm_g1), code3!(u::bw6_761_msm_g1)),
	);
	msm_same::<G2Affine>(
		"bw6_761_msm_g2",
		(code3!(o::bw6_761_msm_g2), code3!(u::bw6_761_msm_g2)),
	);
	mul_same::<G1Affine>(
		"bw6_761_mul_g1",
		(code3!(o::bw6_761_mul_g1), code3!(u::bw6_761_mul_g1)),
	);
	mul_same::<G2Affine>(
		"bw6_761_mul_g2",
		(code3!(o::bw6_761_mul_g2), code3!(u::bw6_761_mul_g2)),
	);
}

#[test]
fn twisted_edwards_same_codes_and_bytes() {
	use ark_ed_on_bls12_381_bandersnatch::EdwardsAffine as Band;
	use ours::{
		ed_on_bls12_377::host_calls as o377, ed_on_bls12_381_bandersnatch::host_calls as ob,
	};
	use up::{ed_on_bls12_377::host_calls as u377, ed_on_bls12_381_bandersnatch::host_calls as ub};
	let band_msm = (
		code3!(ob::ed_on_bls12_381_bandersnatch_msm),
		code3!(ub::ed_on_bls12_381_bandersnatch_msm),
	);
	let band_mul = (
		code3!(ob::ed_on_bls12_381_bandersnatch_mul),
		code3!(ub::ed_on_bls12_381_bandersnatch_mul),
	);
	msm_same::<Band>("ed_on_bls12_381_bandersnatch_msm", band_msm);
	mul_same::<Band>("ed_on_bls12_381_bandersnatch_mul", band_mul);
	type Ed377 = ark_ed_on_bls12_377::EdwardsAffine;
	msm_same::<Ed377>(
		"ed_on_bls12_377_msm",
		(
			code3!(o377::ed_on_bls12_377_msm),
			code3!(u377::ed_on_bls12_377_msm),
		),
	);
	mul_same::<Ed377>(
		"ed_on_bls12_377_mul",
		(
			code3!(o377::ed_on_bls12_377_mul),
			code3!(u377::ed_on_bls12_377_mul),
		),
	);
}

#[test]
fn pallas_and_vesta_same_codes_and_bytes() {
	use ours::{pallas::host_calls as op, vesta::host_calls as ov};
	use up::{pallas::host_calls as upa, vesta::host_calls as uv};
	msm_same::<ark_pallas::Affine>(
		"pallas_msm",
		(code3!(op::pallas_msm), code3!(upa::pallas_msm)),
	);
	mul_same::<ark_pallas::Affine>(
		"pallas_mul",
		(code3!(op::pallas_mul), code3!(upa::pallas_mul)),
	);
	msm_same::<ark_vesta::Affine>("vesta_msm", (code3!(ov::vesta_msm), code3!(uv::vesta_msm)));
	mul_same::<ark_vesta::Affine>("vesta_mul", (code3!(ov::vesta_mul), code3!(uv::vesta_mul)));
}

/// Exported name and Wasm signature of every function of a host-function set, by name.
fn meta<H: HostFunctions>() -> Vec<(String, Signature)> {
	let mut v: Vec<_> = H::host_functions()
		.iter()
		.map(|f| (f.name().to_string(), f.signature()))
		.collect();
	v.sort_by(|a, b| a.0.cmp(&b.0));
	v
}

fn names<H: HostFunctions>() -> Vec<String> {
	meta::<H>().into_iter().map(|(n, _)| n).collect()
}

#[test]
fn same_names_and_signatures() {
	let pairs = [
		(
			meta::<ours::bls12_381::host_calls::HostFunctions>(),
			meta::<up::bls12_381::host_calls::HostFunctions>(),
		),
		(
			meta::<ours::bls12_377::host_calls::HostFunctions>(),
			meta::<up::bls12_377::host_calls::HostFunctions>(),
		),
		(
			meta::<ours::bw6_761::host_calls::HostFunctions>(),
			meta::<up::bw6_761::host_calls::HostFunctions>(),
		),
		(
			meta::<ours::ed_on_bls12_381_bandersnatch::host_calls::HostFunctions>(),
			meta::<up::ed_on_bls12_381_bandersnatch::host_calls::HostFunctions>(),
		),
		(
			meta::<ours::ed_on_bls12_377::host_calls::HostFunctions>(),
			meta::<up::ed_on_bls12_377::host_calls::HostFunctions>(),
		),
		(
			meta::<ours::pallas::host_calls::HostFunctions>(),
			meta::<up::pallas::host_calls::HostFunctions>(),
		),
		(
			meta::<ours::vesta::host_calls::HostFunctions>(),
			meta::<up::vesta::host_calls::HostFunctions>(),
		),
	];
	let sizes: Vec<usize> = pairs.iter().map(|(o, _)| o.len()).collect();
	assert_eq!(sizes, [6, 6, 6, 2, 2, 2, 2]);
	for (o, u) in pairs {
		assert_eq!(o, u);
	}
}

/// `HostFunctionsRfc163` is exactly upstream's `HostFunctionsRfc163` (names and Wasm
/// signatures): BLS12-381, Bandersnatch twisted-Edwards, Pallas and Vesta, and nothing of ours
/// (BN254, Bandersnatch SW, echo, checked decoding, BLS).
#[test]
fn rfc163_set_is_upstreams() {
	assert_eq!(
		meta::<ours::HostFunctionsRfc163>(),
		meta::<up::HostFunctionsRfc163>()
	);
	let expected = [
		"bls12_381_final_exponentiation",
		"bls12_381_msm_g1",
		"bls12_381_msm_g2",
		"bls12_381_mul_g1",
		"bls12_381_mul_g2",
		"bls12_381_multi_miller_loop",
		"ed_on_bls12_381_bandersnatch_msm",
		"ed_on_bls12_381_bandersnatch_mul",
		"pallas_msm",
		"pallas_mul",
		"vesta_msm",
		"vesta_mul",
	]
	.map(|f| format!("ext_host_calls_{f}_version_1"));
	assert_eq!(names::<ours::HostFunctionsRfc163>(), expected);
}

/// `RFC_0163_IMPORTS` (which `hostcurves-bench imports` checks runtimes against) is exactly
/// the import names of upstream's `HostFunctionsRfc163`, Pallas and Vesta included.
#[test]
fn rfc163_import_list_is_upstreams_set() {
	let mut ours: Vec<String> = ours::RFC_0163_IMPORTS.map(String::from).to_vec();
	ours.sort();
	assert_eq!(ours, names::<up::HostFunctionsRfc163>());
	assert_eq!(ours.len(), 12);
}

/// Where upstream's host panics (the executor catches the panic and fails the call), ours
/// returns [`ours::Error::Trap`], which fails the call the same way: a Miller loop over
/// unequal numbers of points on the three shared pairing curves, and BW6-761's final
/// exponentiation of zero.
#[test]
fn upstreams_panics_are_our_traps() {
	use ours::Error;
	fn unequal<E: Pairing>() -> (Vec<u8>, Vec<u8>) {
		(
			wire::encode(rand_points::<E::G1Affine>(2)),
			wire::encode(rand_points::<E::G2Affine>(1)),
		)
	}
	type Mml = fn(&[u8], &[u8], &mut [u8]) -> Result<(), Error>;
	type Case = (&'static str, Mml, Call3, (Vec<u8>, Vec<u8>));
	let cases: [Case; 3] = [
		(
			"bls12_381",
			ours::bls12_381::host_calls::bls12_381_multi_miller_loop,
			code3!(up::bls12_381::host_calls::bls12_381_multi_miller_loop),
			unequal::<ark_bls12_381::Bls12_381>(),
		),
		(
			"bls12_377",
			ours::bls12_377::host_calls::bls12_377_multi_miller_loop,
			code3!(up::bls12_377::host_calls::bls12_377_multi_miller_loop),
			unequal::<ark_bls12_377::Bls12_377>(),
		),
		(
			"bw6_761",
			ours::bw6_761::host_calls::bw6_761_multi_miller_loop,
			code3!(up::bw6_761::host_calls::bw6_761_multi_miller_loop),
			unequal::<ark_bw6_761::BW6_761>(),
		),
	];
	for (name, o, u, (a, b)) in cases {
		let upstream = std::panic::catch_unwind(|| u(&a, &b, &mut vec![0u8; 576]));
		assert!(upstream.is_err(), "{name}: upstream panics");
		assert_eq!(o(&a, &b, &mut vec![0u8; 576]), Err(Error::Trap), "{name}");
	}
	let zero = wire::encode(ark_bw6_761::Fq6::zero());
	let upstream = std::panic::catch_unwind(|| {
		up::bw6_761::host_calls::bw6_761_final_exponentiation(&mut zero.clone())
	});
	assert!(upstream.is_err(), "bw6_761: upstream panics on zero");
	assert_eq!(
		ours::bw6_761::host_calls::bw6_761_final_exponentiation(&mut zero.clone()),
		Err(Error::Trap)
	);
}
