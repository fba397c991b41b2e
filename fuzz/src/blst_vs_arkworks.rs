//! Target `blst_vs_arkworks`: each BLS12-381 kernel that computes with blst natively against
//! the generic arkworks kernel on the same bytes (byte-identical output and the same result
//! code), on hostile points (off the curve, outside the subgroup, of small order, repeated,
//! negated: [`hostile`](crate::hostile)), scalars of any width, and mutated encodings.
//!
//! Kernels: MSM and mul on G1 and G2, the multi Miller loop, the final exponentiation,
//! checked decoding and aggregation of G1 and G2 (compressed or not), hash to G1/G2 and map
//! to G1/G2.

use arbitrary::{Result, Unstructured};
use ark_bls12_381::{g1, g2, Bls12_381, Fq12, Fr};
use ark_ec::short_weierstrass::{Affine, SWCurveConfig};
use ark_ff::{Field, UniformRand, Zero};
use ark_serialize::CanonicalSerialize;
use hostcurves_host::{
	checked::{self, CheckedDecodeError},
	hash_to_curve::{hash_to_curve_arkworks, map_to_curve_arkworks},
	kernels::{self, Bls12_381Group, Bls12_381HashGroup},
	wire, Error,
};

use crate::{hostile, meter};

/// The output buffer: larger than any result here (a target-field element, 576 bytes; a
/// decoded batch is compared on its own length).
const OUT: usize = 1024;

/// The fuzz target (module docs).
pub fn run(data: &[u8]) {
	let _ = try_run(data);
}

fn try_run(data: &[u8]) -> Result<()> {
	let u = &mut Unstructured::new(data);
	match u.int_in_range(0..=13u8)? {
		0 => msm::<g1::Config>(u),
		1 => msm::<g2::Config>(u),
		2 => mul::<g1::Config>(u),
		3 => mul::<g2::Config>(u),
		4 => miller_loop(u),
		5 => final_exponentiation(u),
		6 => decode::<g1::Config>(u),
		7 => decode::<g2::Config>(u),
		8 => aggregate::<g1::Config>(u),
		9 => aggregate::<g2::Config>(u),
		10 => hash_to::<g1::Config>(u),
		11 => hash_to::<g2::Config>(u),
		12 => map_to::<g1::Config>(u),
		_ => map_to::<g2::Config>(u),
	}
}

/// Both kernels' results are the same code and the same bytes.
fn same<E: PartialEq + core::fmt::Debug>(
	what: &str,
	blst: (Result<(), E>, Vec<u8>),
	arkworks: (Result<(), E>, Vec<u8>),
) {
	assert_eq!(blst, arkworks, "{what}: blst and arkworks differ");
}

type Kernel = fn(&[u8], &[u8], &mut [u8]) -> core::result::Result<(), Error>;

fn both(what: &str, blst: Kernel, arkworks: Kernel, a: &[u8], b: &[u8]) {
	let call = |f: Kernel| {
		let mut out = vec![0; OUT];
		let code = meter::bounded(what, a.len() + b.len(), || f(a, b, &mut out));
		(code, out)
	};
	same(what, call(blst), call(arkworks));
}

/// MSM bases and scalars, sometimes of different lengths; scalars of 32 bytes, some not
/// below r (which both refuse).
fn msm<P: Bls12_381Group>(u: &mut Unstructured) -> Result<()> {
	let points = hostile::points::<Affine<P>>(u, 8)?;
	let count = if u.ratio(1, 8)? {
		u.int_in_range(0..=8)?
	} else {
		points.len()
	};
	let mut scalars = (count as u64).to_le_bytes().to_vec();
	for _ in 0..count {
		let mut s = hostile::scalar_bytes::<Fr>(u)?;
		s.resize(32, 0);
		scalars.extend_from_slice(&s);
	}
	let mut bases = wire::encode(points);
	hostile::mutate(u, &mut bases)?;
	hostile::mutate(u, &mut scalars)?;
	both(
		"msm",
		kernels::bls12_381_msm::<P>,
		kernels::msm_sw::<P>,
		&bases,
		&scalars,
	);
	Ok(())
}

/// One hostile point times an unreduced scalar of any width (`Vec<u64>` limbs).
fn mul<P: Bls12_381Group>(u: &mut Unstructured) -> Result<()> {
	let point = hostile::point::<Affine<P>>(u, &[])?;
	let mut bytes = hostile::scalar_bytes::<Fr>(u)?;
	bytes.resize(bytes.len().next_multiple_of(8), 0);
	let limbs: Vec<u64> = bytes
		.chunks_exact(8)
		.map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
		.collect();
	let mut base = wire::encode(point);
	let mut scalar = wire::encode(limbs);
	hostile::mutate(u, &mut base)?;
	hostile::mutate(u, &mut scalar)?;
	both(
		"mul",
		kernels::bls12_381_mul::<P>,
		kernels::mul_sw::<P>,
		&base,
		&scalar,
	);
	Ok(())
}

fn miller_loop(u: &mut Unstructured) -> Result<()> {
	let mut a = wire::encode(hostile::points::<Affine<g1::Config>>(u, 4)?);
	let mut b = wire::encode(hostile::points::<Affine<g2::Config>>(u, 4)?);
	hostile::mutate(u, &mut a)?;
	hostile::mutate(u, &mut b)?;
	both(
		"multi Miller loop",
		kernels::bls12_381_multi_miller_loop,
		kernels::multi_miller_loop::<Bls12_381>,
		&a,
		&b,
	);
	Ok(())
}

/// Zero, one, a random element, an element of the cyclotomic subgroup's complement, or the
/// fuzzer's bytes.
fn final_exponentiation(u: &mut Unstructured) -> Result<()> {
	let mut rng = hostile::rng(u)?;
	let mut bytes = match u.int_in_range(0..=3u8)? {
		0 => wire::encode(Fq12::zero()),
		1 => wire::encode(Fq12::ONE),
		2 => wire::encode(Fq12::rand(&mut rng)),
		_ => u.bytes(576.min(u.len()))?.to_vec(),
	};
	hostile::mutate(u, &mut bytes)?;
	let call = |f: fn(&mut [u8]) -> core::result::Result<(), Error>| {
		let mut buf = bytes.clone();
		let code = meter::bounded("final exponentiation", bytes.len(), || f(&mut buf));
		(code, buf)
	};
	same(
		"final exponentiation",
		call(kernels::bls12_381_final_exponentiation),
		call(kernels::final_exponentiation::<Bls12_381>),
	);
	Ok(())
}

/// A batch of hostile points in the ZCash serialisation, compressed or not, mutated.
fn zcash_batch<P: SWCurveConfig>(u: &mut Unstructured) -> Result<(Vec<u8>, bool)> {
	let points = hostile::points::<Affine<P>>(u, 6)?;
	let compressed = u.arbitrary::<bool>()?;
	let mut bytes = Vec::new();
	points
		.serialize_with_mode(&mut bytes, checked::compress_flag(compressed))
		.expect("a Vec serialises");
	hostile::mutate(u, &mut bytes)?;
	Ok((bytes, compressed))
}

type DecodeKernel = fn(&[u8], bool, &mut [u8]) -> core::result::Result<(), CheckedDecodeError>;

fn both_checked(what: &str, blst: DecodeKernel, arkworks: DecodeKernel, input: &[u8], c: bool) {
	let call = |f: DecodeKernel| {
		let mut out = vec![0; 2 * input.len() + 16];
		let code = meter::bounded(what, input.len(), || f(input, c, &mut out));
		(code, out)
	};
	same(what, call(blst), call(arkworks));
}

fn decode<P: Bls12_381Group>(u: &mut Unstructured) -> Result<()> {
	let (input, compressed) = zcash_batch::<P>(u)?;
	both_checked(
		"checked decoding",
		kernels::bls12_381_decode_checked::<P>,
		checked::decode_into::<Affine<P>>,
		&input,
		compressed,
	);
	Ok(())
}

/// arkworks' aggregation: checked decoding, then the sum.
fn aggregate_arkworks<P: SWCurveConfig>(
	input: &[u8],
	compressed: bool,
	out: &mut [u8],
) -> core::result::Result<(), CheckedDecodeError> {
	out.fill(0);
	let points = checked::decode_points::<Affine<P>>(input, checked::compress_flag(compressed))?;
	checked::write_sum(&points, out)
}

fn aggregate<P: Bls12_381Group>(u: &mut Unstructured) -> Result<()> {
	let (input, compressed) = zcash_batch::<P>(u)?;
	both_checked(
		"aggregation",
		kernels::bls12_381_aggregate::<P>,
		aggregate_arkworks::<P>,
		&input,
		compressed,
	);
	Ok(())
}

fn hash_to<P: Bls12_381HashGroup>(u: &mut Unstructured) -> Result<()> {
	let message_len = u.int_in_range(0..=300)?;
	let message = u.bytes(message_len)?.to_vec();
	let dst_len = u.int_in_range(0..=300)?;
	let dst = u.bytes(dst_len)?.to_vec();
	let arkworks: Kernel = |m, d, out| wire::encode_into(hash_to_curve_arkworks::<P>(m, d)?, out);
	both(
		"hash to curve",
		kernels::bls12_381_hash_to::<P>,
		arkworks,
		&message,
		&dst,
	);
	Ok(())
}

fn map_to<P: Bls12_381HashGroup>(u: &mut Unstructured) -> Result<()> {
	let mut element = wire::encode(P::BaseField::rand(&mut hostile::rng(u)?));
	hostile::mutate(u, &mut element)?;
	let blst: Kernel = |e, _, out| kernels::bls12_381_map_to::<P>(e, out);
	let arkworks: Kernel = |e, _, out| {
		let e = wire::decode_exact::<P::BaseField>(e)?;
		wire::encode_into(map_to_curve_arkworks::<P>(e)?, out)
	};
	both("map to curve", blst, arkworks, &element, &[]);
	Ok(())
}
