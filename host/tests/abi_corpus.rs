//! Every registered host function's behaviour, pinned: a committed corpus of inputs per
//! function (`host/tests/data/abi-corpus.tsv`), each with the SHA-256 of the function's
//! result code and output bytes. A change of any answer to any of them fails here, so that no
//! behaviour change of a `_version_1` function goes unseen (docs/boundary.md, "Versions: a
//! behaviour change is a new version": such a change needs a new version of the function,
//! with the old one kept for old blocks).
//!
//! The digests are hostcurves' own answers, recorded once: they pin behaviour, they do not
//! say it is right (the differential, vector and hostile-byte tests do that). The inputs were
//! generated once from a seeded generator and are read back from the file, so a change of a
//! random-number or curve library does not move them. Per function: valid inputs of a few
//! sizes, the identity, points off the curve and outside the subgroup, unequal lengths,
//! edge scalars, then the first argument of a valid case empty, one byte short, with a byte
//! after it, with one bit flipped in its middle and (for a vector) with a count of 2^40, and
//! an output buffer of one byte.
//!
//! To write the file again after a deliberate change (a new function, or a new version):
//! `HOSTCURVES_BLESS_ABI=1 cargo test --release --workspace --test host_integration abi_corpus::`, and
//! say in the commit which answers moved and why.

use crate::common;

use std::{collections::BTreeSet, fmt::Write as _};

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_ff::{Field, One, PrimeField, UniformRand, Zero};
use ark_serialize::{CanonicalSerialize, Compress};
use ark_std::rand::{rngs::StdRng, Rng, SeedableRng};
use common::Oracle;
use hostcurves_host::{
	bls12_377::host_calls as b377, bls12_381::host_calls as b381, bw6_761::host_calls as bw6,
	checked::CheckedDecodeError, ed_on_bls12_377::host_calls as e377,
	ed_on_bls12_381_bandersnatch::host_calls as band, hostcurves_bls::hostcurves_bls as bls,
	hostcurves_calls::hostcurves_calls as x, hostcurves_checked::hostcurves_checked as c,
	pallas::host_calls as pal, vesta::host_calls as ves, wire, Error,
};
use sha2::{Digest, Sha256};

/// One call: its byte arguments, the `compressed` flag (checked decoding and aggregation
/// only) and the length of the output buffer (ignored by the final exponentiations, which
/// work in place on their argument).
struct Case {
	args: Vec<Vec<u8>>,
	flag: bool,
	out_len: usize,
}

/// A host function called on a case's arguments and output buffer: its result code (0 for
/// success, `Error`'s code, or 2^32 + the checked-decoding code) and the buffer after it.
type Call = fn(&[Vec<u8>], bool, &mut [u8]) -> u64;

/// Makes the cases of a function from a seeded generator.
type Make = fn(&mut StdRng) -> Vec<Case>;

fn code(result: Result<(), Error>) -> u64 {
	result.map_or_else(|e| e as u64, |()| 0)
}

fn checked_code(result: Result<(), CheckedDecodeError>) -> u64 {
	result.map_or_else(|e| (1 << 32) | e.to_code(), |()| 0)
}

/// Output buffers: large enough for any single output here (a BW6-761 GT element is 576
/// bytes), and for a checked decoding of up to 4 points.
const OUT: usize = 1024;

fn enc<T: CanonicalSerialize>(value: T) -> Vec<u8> {
	wire::encode(value)
}

fn case(args: Vec<Vec<u8>>) -> Case {
	Case {
		args,
		flag: false,
		out_len: OUT,
	}
}

fn random_points<A: AffineRepr>(rng: &mut StdRng, n: usize) -> Vec<A>
where
	A::Group: UniformRand,
{
	(0..n).map(|_| A::Group::rand(rng).into_affine()).collect()
}

/// The mutations of `valid`'s first argument, and `valid` with a one-byte output buffer.
fn mutations(valid: &Case, is_vec: bool) -> Vec<Case> {
	let first = &valid.args[0];
	let with_first = |a: Vec<u8>| Case {
		args: [vec![a], valid.args[1..].to_vec()].concat(),
		flag: valid.flag,
		out_len: valid.out_len,
	};
	let mut out = vec![
		with_first(vec![]),
		with_first(first[..first.len().saturating_sub(1)].to_vec()),
		with_first([&first[..], &[0]].concat()),
	];
	if !first.is_empty() {
		let mut flipped = first.clone();
		flipped[first.len() / 2] ^= 0x10;
		out.push(with_first(flipped));
	}
	if is_vec && first.len() >= 8 {
		out.push(with_first(
			[&(1u64 << 40).to_le_bytes()[..], &first[8..]].concat(),
		));
	}
	out.push(Case {
		args: valid.args.clone(),
		flag: valid.flag,
		out_len: 1,
	});
	out
}

/// MSM: bases `Vec<A>`, scalars `Vec<Fr>`.
fn msm<A: Oracle>(rng: &mut StdRng) -> Vec<Case>
where
	A::Group: UniformRand,
{
	let scalars = |rng: &mut StdRng, n: usize| -> Vec<A::ScalarField> {
		(0..n).map(|_| A::ScalarField::rand(rng)).collect()
	};
	let g = A::generator();
	let mut cases: Vec<Case> = [0, 1, 3]
		.into_iter()
		.map(|n| {
			let (p, s) = (random_points::<A>(rng, n), scalars(rng, n));
			case(vec![enc(p), enc(s)])
		})
		.collect();
	cases.push(case(vec![
		enc(random_points::<A>(rng, 2)),
		enc(scalars(rng, 3)),
	]));
	cases.push(case(vec![
		enc(vec![A::off_curve(), g]),
		enc(scalars(rng, 2)),
	]));
	if let Some(q) = A::non_subgroup() {
		cases.push(case(vec![enc(vec![q, g]), enc(scalars(rng, 2))]));
	}
	let edge = vec![A::ScalarField::zero(), -A::ScalarField::one()];
	cases.push(case(vec![enc(vec![A::zero(), g]), enc(edge)]));
	let valid = case(vec![enc(random_points::<A>(rng, 2)), enc(scalars(rng, 2))]);
	cases.extend(mutations(&valid, true));
	cases.push(valid);
	cases
}

/// `mul`: a base `A` and a scalar `Vec<u64>` of any length.
fn mul<A: Oracle>(rng: &mut StdRng) -> Vec<Case>
where
	A::Group: UniformRand,
{
	let p = random_points::<A>(rng, 1)[0];
	let random: Vec<u64> = (0..4).map(|_| rng.gen()).collect();
	let modulus = A::ScalarField::MODULUS.as_ref().to_vec();
	let mut cases = vec![
		case(vec![enc(p), enc(random.clone())]),
		case(vec![enc(p), enc(Vec::<u64>::new())]),
		case(vec![enc(p), enc(vec![u64::MAX; 40])]),
		case(vec![enc(p), enc(modulus)]),
		case(vec![enc(A::zero()), enc(random.clone())]),
		case(vec![enc(A::off_curve()), enc(random.clone())]),
	];
	if let Some(q) = A::non_subgroup() {
		cases.push(case(vec![enc(q), enc(random.clone())]));
	}
	let valid = case(vec![enc(p), enc(random)]);
	cases.extend(mutations(&valid, false));
	cases
}

/// Multi Miller loop: `Vec<G1>`, `Vec<G2>`.
fn miller_loop<E: Pairing>(rng: &mut StdRng) -> Vec<Case>
where
	E::G1Affine: Oracle,
	E::G2Affine: Oracle,
	E::G1: UniformRand,
	E::G2: UniformRand,
{
	let pairs = |rng: &mut StdRng, n: usize, m: usize| {
		case(vec![
			enc(random_points::<E::G1Affine>(rng, n)),
			enc(random_points::<E::G2Affine>(rng, m)),
		])
	};
	let mut cases = vec![
		pairs(rng, 0, 0),
		pairs(rng, 1, 1),
		pairs(rng, 2, 2),
		pairs(rng, 2, 1),
	];
	let (g1, g2) = (E::G1Affine::generator(), E::G2Affine::generator());
	cases.push(case(vec![
		enc(vec![E::G1Affine::off_curve()]),
		enc(vec![g2]),
	]));
	if let Some(q) = E::G2Affine::non_subgroup() {
		cases.push(case(vec![enc(vec![g1]), enc(vec![q])]));
	}
	cases.push(case(vec![
		enc(vec![E::G1Affine::zero(), g1]),
		enc(vec![g2, E::G2Affine::zero()]),
	]));
	let valid = pairs(rng, 1, 1);
	cases.extend(mutations(&valid, true));
	cases
}

/// Final exponentiation, in place: a GT-field element (its argument is the buffer, so each
/// case's output length is its argument's).
fn final_exponentiation<E: Pairing>(rng: &mut StdRng) -> Vec<Case> {
	let valid = case(vec![enc(E::TargetField::rand(rng))]);
	let mut cases = vec![
		case(vec![enc(E::TargetField::one())]),
		case(vec![enc(E::TargetField::zero())]),
	];
	// No separate output buffer to shorten.
	cases.extend(
		mutations(&valid, false)
			.into_iter()
			.filter(|c| c.out_len != 1),
	);
	cases.push(valid);
	for c in &mut cases {
		c.out_len = c.args[0].len();
	}
	cases
}

/// Checked decoding (and BLS aggregation, which decodes the same way): `Vec<A>` in the
/// curve's standard serialisation, compressed or not as the flag says.
fn decode<A: Oracle>(rng: &mut StdRng) -> Vec<Case>
where
	A::Group: UniformRand,
{
	let mut cases = Vec::new();
	for compress in [Compress::Yes, Compress::No] {
		let flag = compress == Compress::Yes;
		let batch = |points: Vec<A>| {
			let mut bytes = Vec::new();
			points.serialize_with_mode(&mut bytes, compress).unwrap();
			Case {
				args: vec![bytes],
				flag,
				out_len: OUT,
			}
		};
		for n in [0, 1, 3] {
			cases.push(batch(random_points::<A>(rng, n)));
		}
		cases.push(batch(vec![A::generator(), A::zero()]));
		cases.push(batch(vec![A::generator(), A::off_curve()]));
		if let Some(q) = A::non_subgroup() {
			cases.push(batch(vec![q]));
		}
		let valid = batch(random_points::<A>(rng, 2));
		cases.extend(mutations(&valid, true));
		// The other mode's flag on the same bytes.
		cases.push(Case {
			flag: !flag,
			..batch(random_points::<A>(rng, 1))
		});
	}
	cases
}

/// Echo: `Vec<G1Affine>` uncompressed, written back to an output of the same length.
fn echo(rng: &mut StdRng) -> Vec<Case> {
	type G1 = ark_bls12_381::G1Affine;
	let mut cases: Vec<Case> = [0, 1, 3]
		.into_iter()
		.map(|n| enc(random_points::<G1>(rng, n)))
		.chain([enc(vec![G1::off_curve()]), enc(vec![G1::zero()])])
		.map(|a| Case {
			out_len: a.len(),
			args: vec![a],
			flag: false,
		})
		.collect();
	let valid = enc(random_points::<G1>(rng, 2));
	let valid = Case {
		out_len: valid.len(),
		args: vec![valid],
		flag: false,
	};
	cases.extend(mutations(&valid, true));
	cases
}

/// RFC 9380 hashing: a message and a DST.
fn hash_to(rng: &mut StdRng) -> Vec<Case> {
	let long: Vec<u8> = (0..256).map(|_| rng.gen()).collect();
	let dst = b"QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_".to_vec();
	let mut cases: Vec<Case> = [
		(vec![], dst.clone()),
		(b"abc".to_vec(), dst.clone()),
		(
			long.clone(),
			b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_".to_vec(),
		),
		(b"abc".to_vec(), vec![]),
		(b"abc".to_vec(), long),
	]
	.into_iter()
	.map(|(m, d)| case(vec![m, d]))
	.collect();
	cases.push(Case {
		out_len: 1,
		..case(vec![b"abc".to_vec(), dst])
	});
	cases
}

/// EIP-2537's maps: a field element (Fq or Fq2).
fn map_to<F: Field>(rng: &mut StdRng) -> Vec<Case> {
	let valid = case(vec![enc(F::rand(rng))]);
	let mut cases = vec![case(vec![enc(F::zero())]), case(vec![enc(F::one())])];
	let all_ones = vec![0xff; valid.args[0].len()];
	cases.push(case(vec![all_ones]));
	cases.extend(mutations(&valid, false));
	cases.push(valid);
	cases
}

macro_rules! two {
	($f:path) => {{
		fn call(a: &[Vec<u8>], _: bool, out: &mut [u8]) -> u64 {
			code($f(&a[0], &a[1], out))
		}
		call as Call
	}};
}
macro_rules! one {
	($f:path) => {{
		fn call(a: &[Vec<u8>], _: bool, out: &mut [u8]) -> u64 {
			code($f(&a[0], out))
		}
		call as Call
	}};
}
macro_rules! checked {
	($f:path) => {{
		fn call(a: &[Vec<u8>], flag: bool, out: &mut [u8]) -> u64 {
			checked_code($f(&a[0], flag, out))
		}
		call as Call
	}};
}
macro_rules! in_place {
	($f:path) => {{
		fn call(a: &[Vec<u8>], _: bool, out: &mut [u8]) -> u64 {
			// In place: the buffer is the argument (the cases give it the argument's length).
			let n = a[0].len().min(out.len());
			out[..n].copy_from_slice(&a[0][..n]);
			code($f(&mut out[..n]))
		}
		call as Call
	}};
}

/// Every registered host function: its name (as `registered` gives it), how to call it and
/// how to make its cases.
fn table() -> Vec<(&'static str, Call, Make)> {
	use ark_bls12_377 as l377;
	use ark_bls12_381 as l381;
	use ark_bn254 as lbn;
	use ark_bw6_761 as lbw6;
	vec![
		(
			"bls12_381_multi_miller_loop",
			two!(b381::bls12_381_multi_miller_loop),
			miller_loop::<l381::Bls12_381>,
		),
		(
			"bls12_381_final_exponentiation",
			in_place!(b381::bls12_381_final_exponentiation),
			final_exponentiation::<l381::Bls12_381>,
		),
		(
			"bls12_381_msm_g1",
			two!(b381::bls12_381_msm_g1),
			msm::<l381::G1Affine>,
		),
		(
			"bls12_381_msm_g2",
			two!(b381::bls12_381_msm_g2),
			msm::<l381::G2Affine>,
		),
		(
			"bls12_381_mul_g1",
			two!(b381::bls12_381_mul_g1),
			mul::<l381::G1Affine>,
		),
		(
			"bls12_381_mul_g2",
			two!(b381::bls12_381_mul_g2),
			mul::<l381::G2Affine>,
		),
		(
			"bls12_377_multi_miller_loop",
			two!(b377::bls12_377_multi_miller_loop),
			miller_loop::<l377::Bls12_377>,
		),
		(
			"bls12_377_final_exponentiation",
			in_place!(b377::bls12_377_final_exponentiation),
			final_exponentiation::<l377::Bls12_377>,
		),
		(
			"bls12_377_msm_g1",
			two!(b377::bls12_377_msm_g1),
			msm::<l377::G1Affine>,
		),
		(
			"bls12_377_msm_g2",
			two!(b377::bls12_377_msm_g2),
			msm::<l377::G2Affine>,
		),
		(
			"bls12_377_mul_g1",
			two!(b377::bls12_377_mul_g1),
			mul::<l377::G1Affine>,
		),
		(
			"bls12_377_mul_g2",
			two!(b377::bls12_377_mul_g2),
			mul::<l377::G2Affine>,
		),
		(
			"bw6_761_multi_miller_loop",
			two!(bw6::bw6_761_multi_miller_loop),
			miller_loop::<lbw6::BW6_761>,
		),
		(
			"bw6_761_final_exponentiation",
			in_place!(bw6::bw6_761_final_exponentiation),
			final_exponentiation::<lbw6::BW6_761>,
		),
		(
			"bw6_761_msm_g1",
			two!(bw6::bw6_761_msm_g1),
			msm::<lbw6::G1Affine>,
		),
		(
			"bw6_761_msm_g2",
			two!(bw6::bw6_761_msm_g2),
			msm::<lbw6::G2Affine>,
		),
		(
			"bw6_761_mul_g1",
			two!(bw6::bw6_761_mul_g1),
			mul::<lbw6::G1Affine>,
		),
		(
			"bw6_761_mul_g2",
			two!(bw6::bw6_761_mul_g2),
			mul::<lbw6::G2Affine>,
		),
		(
			"bn254_multi_miller_loop",
			two!(x::bn254_multi_miller_loop),
			miller_loop::<lbn::Bn254>,
		),
		(
			"bn254_final_exponentiation",
			in_place!(x::bn254_final_exponentiation),
			final_exponentiation::<lbn::Bn254>,
		),
		("bn254_msm_g1", two!(x::bn254_msm_g1), msm::<lbn::G1Affine>),
		("bn254_msm_g2", two!(x::bn254_msm_g2), msm::<lbn::G2Affine>),
		("bn254_mul_g1", two!(x::bn254_mul_g1), mul::<lbn::G1Affine>),
		("bn254_mul_g2", two!(x::bn254_mul_g2), mul::<lbn::G2Affine>),
		(
			"ed_on_bls12_381_bandersnatch_msm",
			two!(band::ed_on_bls12_381_bandersnatch_msm),
			msm::<ark_ed_on_bls12_381_bandersnatch::EdwardsAffine>,
		),
		(
			"ed_on_bls12_381_bandersnatch_mul",
			two!(band::ed_on_bls12_381_bandersnatch_mul),
			mul::<ark_ed_on_bls12_381_bandersnatch::EdwardsAffine>,
		),
		(
			"ed_on_bls12_381_bandersnatch_sw_msm",
			two!(x::ed_on_bls12_381_bandersnatch_sw_msm),
			msm::<ark_ed_on_bls12_381_bandersnatch::SWAffine>,
		),
		(
			"ed_on_bls12_381_bandersnatch_sw_mul",
			two!(x::ed_on_bls12_381_bandersnatch_sw_mul),
			mul::<ark_ed_on_bls12_381_bandersnatch::SWAffine>,
		),
		(
			"ed_on_bls12_377_msm",
			two!(e377::ed_on_bls12_377_msm),
			msm::<ark_ed_on_bls12_377::EdwardsAffine>,
		),
		(
			"ed_on_bls12_377_mul",
			two!(e377::ed_on_bls12_377_mul),
			mul::<ark_ed_on_bls12_377::EdwardsAffine>,
		),
		(
			"pallas_msm",
			two!(pal::pallas_msm),
			msm::<ark_pallas::Affine>,
		),
		(
			"pallas_mul",
			two!(pal::pallas_mul),
			mul::<ark_pallas::Affine>,
		),
		("vesta_msm", two!(ves::vesta_msm), msm::<ark_vesta::Affine>),
		("vesta_mul", two!(ves::vesta_mul), mul::<ark_vesta::Affine>),
		("bls12_381_echo_g1", one!(x::bls12_381_echo_g1), echo),
		(
			"bls12_381_decode_g1",
			checked!(c::bls12_381_decode_g1),
			decode::<l381::G1Affine>,
		),
		(
			"bls12_381_decode_g2",
			checked!(c::bls12_381_decode_g2),
			decode::<l381::G2Affine>,
		),
		(
			"bls12_377_decode_g1",
			checked!(c::bls12_377_decode_g1),
			decode::<l377::G1Affine>,
		),
		(
			"bls12_377_decode_g2",
			checked!(c::bls12_377_decode_g2),
			decode::<l377::G2Affine>,
		),
		(
			"bw6_761_decode_g1",
			checked!(c::bw6_761_decode_g1),
			decode::<lbw6::G1Affine>,
		),
		(
			"bw6_761_decode_g2",
			checked!(c::bw6_761_decode_g2),
			decode::<lbw6::G2Affine>,
		),
		(
			"bn254_decode_g1",
			checked!(c::bn254_decode_g1),
			decode::<lbn::G1Affine>,
		),
		(
			"bn254_decode_g2",
			checked!(c::bn254_decode_g2),
			decode::<lbn::G2Affine>,
		),
		(
			"ed_on_bls12_381_bandersnatch_decode_te",
			checked!(c::ed_on_bls12_381_bandersnatch_decode_te),
			decode::<ark_ed_on_bls12_381_bandersnatch::EdwardsAffine>,
		),
		(
			"ed_on_bls12_381_bandersnatch_decode_sw",
			checked!(c::ed_on_bls12_381_bandersnatch_decode_sw),
			decode::<ark_ed_on_bls12_381_bandersnatch::SWAffine>,
		),
		(
			"ed_on_bls12_377_decode",
			checked!(c::ed_on_bls12_377_decode),
			decode::<ark_ed_on_bls12_377::EdwardsAffine>,
		),
		(
			"pallas_decode",
			checked!(c::pallas_decode),
			decode::<ark_pallas::Affine>,
		),
		(
			"vesta_decode",
			checked!(c::vesta_decode),
			decode::<ark_vesta::Affine>,
		),
		(
			"bls12_381_hash_to_g1",
			two!(bls::bls12_381_hash_to_g1),
			hash_to,
		),
		(
			"bls12_381_hash_to_g2",
			two!(bls::bls12_381_hash_to_g2),
			hash_to,
		),
		(
			"bls12_381_map_to_g1",
			one!(bls::bls12_381_map_to_g1),
			map_to::<l381::Fq>,
		),
		(
			"bls12_381_map_to_g2",
			one!(bls::bls12_381_map_to_g2),
			map_to::<l381::Fq2>,
		),
		(
			"bls12_381_aggregate_g1",
			checked!(bls::bls12_381_aggregate_g1),
			decode::<l381::G1Affine>,
		),
		(
			"bls12_381_aggregate_g2",
			checked!(bls::bls12_381_aggregate_g2),
			decode::<l381::G2Affine>,
		),
	]
}

/// One answer: its result code, and the digest the corpus keeps, SHA-256 over the function's
/// name, the result code (u64 LE) and the output buffer.
fn answer(name: &str, call: Call, case: &Case) -> (u64, String) {
	let mut out = vec![0u8; case.out_len];
	let result = call(&case.args, case.flag, &mut out);
	let digest = Sha256::new()
		.chain_update(name)
		.chain_update(result.to_le_bytes())
		.chain_update(&out)
		.finalize();
	(result, hex::encode(digest))
}

/// The corpus file of this checkout: under `CARGO_MANIFEST_DIR` as cargo sets it when it runs
/// the test, else as it was at compile time (a test binary reused from another checkout's
/// build, in a shared target directory, must read this checkout's file).
fn corpus_path() -> std::path::PathBuf {
	std::env::var_os("CARGO_MANIFEST_DIR")
		.map(std::path::PathBuf::from)
		.unwrap_or_else(|| env!("CARGO_MANIFEST_DIR").into())
		.join("tests/data/abi-corpus.tsv")
}

/// One corpus line: name, flag, output length, the arguments in hex (comma-separated), the
/// answer's digest; tab-separated.
fn line(name: &str, case: &Case, digest: &str) -> String {
	let args: Vec<String> = case.args.iter().map(hex::encode).collect();
	format!(
		"{name}\t{}\t{}\t{}\t{digest}\n",
		u8::from(case.flag),
		case.out_len,
		args.join(",")
	)
}

fn parse(line: &str) -> (String, Case, String) {
	let fields: Vec<&str> = line.split('\t').collect();
	assert_eq!(fields.len(), 5, "corpus line: {line}");
	// Every function takes at least one argument: an empty field is one empty argument.
	let args = fields[3]
		.split(',')
		.map(|a| hex::decode(a).unwrap())
		.collect();
	let case = Case {
		args,
		flag: fields[1] == "1",
		out_len: fields[2].parse().unwrap(),
	};
	(fields[0].to_string(), case, fields[4].to_string())
}

fn bless() {
	let mut file = String::from(
		"# hostcurves host functions' answers, pinned (host/tests/abi_corpus.rs says how this was made\n# and when it may change). name, compressed flag, output length, arguments (hex), SHA-256 of the answer.\n",
	);
	for (i, (name, call, make)) in table().into_iter().enumerate() {
		let mut rng = StdRng::seed_from_u64(0xab1 + i as u64);
		for case in make(&mut rng) {
			let (_, digest) = answer(name, call, &case);
			file.write_str(&line(name, &case, &digest)).unwrap();
		}
	}
	let path = corpus_path();
	std::fs::create_dir_all(path.parent().unwrap()).unwrap();
	std::fs::write(path, file).unwrap();
}

#[test]
fn every_host_function_gives_its_pinned_answers() {
	if std::env::var_os("HOSTCURVES_BLESS_ABI").is_some() {
		bless();
	}
	let table = table();
	let text = std::fs::read_to_string(corpus_path()).expect("host/tests/data/abi-corpus.tsv");
	let mut seen = BTreeSet::new();
	let mut codes = std::collections::BTreeMap::<String, BTreeSet<u64>>::new();
	let mut moved = Vec::new();
	let mut count = 0;
	for l in text.lines().filter(|l| !l.starts_with('#')) {
		let (name, case, digest) = parse(l);
		let (_, call, _) = table
			.iter()
			.find(|(n, ..)| *n == name)
			.unwrap_or_else(|| panic!("{name} is in the corpus but not registered"));
		let (code, got) = answer(&name, *call, &case);
		if got != digest {
			moved.push(format!("{name} on {}", &l[..l.len().min(160)]));
		}
		codes.entry(name.clone()).or_default().insert(code);
		seen.insert(name);
		count += 1;
	}
	assert!(
		moved.is_empty(),
		"{} answers moved:\n{}",
		moved.len(),
		moved.join("\n")
	);
	// Every registered function has answers pinned, and the table names exactly them.
	let table_names: BTreeSet<String> = table.iter().map(|(n, ..)| n.to_string()).collect();
	assert_eq!(table_names, common::registered::registered_host_functions());
	assert_eq!(seen, common::registered::registered_host_functions());
	assert!(
		count > 10 * seen.len(),
		"{count} answers for {} functions",
		seen.len()
	);
	// Each function's pinned answers include a success and a refusal.
	for (name, codes) in &codes {
		assert!(
			codes.contains(&0) && codes.len() > 1,
			"{name}: codes {codes:?}"
		);
	}
}

#[test]
fn a_changed_answer_is_seen() {
	// The check can fail: the digest of another function's answer to the same input differs
	// (the name is hashed), and so does an answer with one output byte more.
	let table = table();
	let (name, call, make) = &table[2];
	let case = &make(&mut StdRng::seed_from_u64(1))[1];
	let (_, digest) = answer(name, *call, case);
	assert_ne!(answer("bls12_381_msm_g2", *call, case).1, digest);
	let longer = Case {
		args: case.args.clone(),
		flag: case.flag,
		out_len: case.out_len + 1,
	};
	assert_ne!(answer(name, *call, &longer).1, digest);
}
