//! Criterion benchmarks of the native kernels against plain arkworks and blst, side by side
//! in one run (`cargo bench -p hostcurves-host --bench kernels`).
//!
//! For each operation, `hostcurves` is the kernel a host function runs, from the boundary
//! bytes to the boundary bytes (decoding and encoding included); `arkworks` is arkworks' own
//! method on decoded values; `blst` (BLS12-381 only) is blst on its own types. Inputs are
//! random points of the prime-order subgroup and random scalars below r.
//!
//! `mul_g1`/`mul_g2` also time blst's parts: `blst_unchecked_mult` (the 4-bit window, exact
//! for any point) and `blst_in_g1`/`blst_in_g2` (the subgroup check that hostcurves runs
//! before blst's endomorphism method, the difference between `hostcurves` and `blst`).
//!
//! Other curves: `mul` on G1 and G2, hostcurves' kernel (what the host function runs) against
//! arkworks' `mul_affine` (double-and-add, what `sp-crypto-ec-utils` runs), and `kernels::mul_glv` with its subgroup check
//! (`glv_checked`, `subgroup_check`): the figures behind using GLV on BN254 G1 only.
//!
//! `bn254/g2_subgroup_check`: the BN254 G2 subgroup test of `bn254_decode_g2` against
//! arkworks'.

// `criterion_group!` generates an undocumented `pub fn`.
#![allow(missing_docs)]

use ark_bls12_381::{Bls12_381, Fr, G1Affine, G2Affine};
use ark_ec::{
	pairing::Pairing,
	short_weierstrass::{Affine, SWCurveConfig},
	AffineRepr, CurveGroup, PrimeGroup,
};
use ark_ff::{BigInteger, PrimeField, UniformRand};
use ark_std::rand::{rngs::StdRng, SeedableRng};
use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion};
use hostcurves_host::{kernels, wire};
use std::time::Duration;

type Kernel = fn(&[u8], &[u8], &mut [u8]) -> Result<(), hostcurves_host::Error>;

fn rng() -> StdRng {
	StdRng::seed_from_u64(42)
}

fn random_points<T: SWCurveConfig>(n: usize, rng: &mut StdRng) -> Vec<Affine<T>> {
	let g = ark_ec::short_weierstrass::Projective::<T>::generator();
	let points: Vec<_> = (0..n).map(|_| g * T::ScalarField::rand(rng)).collect();
	ark_ec::short_weierstrass::Projective::normalize_batch(&points)
}

fn blst_p1(p: &G1Affine) -> blst::blst_p1_affine {
	let zcash = zcash_g1(p);
	let mut out = blst::blst_p1_affine::default();
	// SAFETY: `zcash` is 96 bytes, `out` a live value.
	unsafe { blst::blst_p1_deserialize(&mut out, zcash.as_ptr()) };
	out
}

fn zcash_g1(p: &G1Affine) -> [u8; 96] {
	let mut out = [0_u8; 96];
	let (x, y) = p.xy().unwrap();
	out[..48].copy_from_slice(&x.into_bigint().to_bytes_be());
	out[48..].copy_from_slice(&y.into_bigint().to_bytes_be());
	out
}

fn blst_p2(p: &G2Affine) -> blst::blst_p2_affine {
	let (x, y) = p.xy().unwrap();
	let mut zcash = [0_u8; 192];
	for (i, c) in [x.c1, x.c0, y.c1, y.c0].iter().enumerate() {
		zcash[48 * i..48 * (i + 1)].copy_from_slice(&c.into_bigint().to_bytes_be());
	}
	let mut out = blst::blst_p2_affine::default();
	// SAFETY: `zcash` is 192 bytes, `out` a live value.
	unsafe { blst::blst_p2_deserialize(&mut out, zcash.as_ptr()) };
	out
}

fn pairing(c: &mut Criterion) {
	let mut rng = rng();
	let p = random_points::<ark_bls12_381::g1::Config>(1, &mut rng)[0];
	let q = random_points::<ark_bls12_381::g2::Config>(1, &mut rng)[0];
	let (p_bytes, q_bytes) = (wire::encode(vec![p]), wire::encode(vec![q]));
	let (bp, bq) = (blst_p1(&p), blst_p2(&q));
	let mut group = c.benchmark_group("bls12_381/pairing");
	group.bench_function("hostcurves", |b| {
		let mut f = vec![0_u8; 576];
		b.iter(|| {
			kernels::bls12_381_multi_miller_loop(black_box(&p_bytes), &q_bytes, &mut f).unwrap();
			kernels::bls12_381_final_exponentiation(&mut f).unwrap();
		})
	});
	group.bench_function("arkworks", |b| {
		b.iter(|| Bls12_381::pairing(black_box(p), q))
	});
	group.bench_function("blst", |b| {
		b.iter(|| {
			let (mut ml, mut out) = (blst::blst_fp12::default(), blst::blst_fp12::default());
			// SAFETY: live values; blst reads the points and writes the outputs.
			unsafe {
				blst::blst_miller_loop(&mut ml, black_box(&bq), &bp);
				blst::blst_final_exp(&mut out, &ml);
			}
			out
		})
	});
	group.finish();

	let mut group = c.benchmark_group("bls12_381/miller_loop");
	group.bench_function("hostcurves", |b| {
		let mut f = vec![0_u8; 576];
		b.iter(|| kernels::bls12_381_multi_miller_loop(black_box(&p_bytes), &q_bytes, &mut f))
	});
	group.bench_function("arkworks", |b| {
		b.iter(|| Bls12_381::multi_miller_loop([black_box(p)], [q]))
	});
	group.bench_function("blst", |b| {
		b.iter(|| {
			let mut ml = blst::blst_fp12::default();
			// SAFETY: as above.
			unsafe { blst::blst_miller_loop(&mut ml, black_box(&bq), &bp) };
			ml
		})
	});
	group.finish();
}

fn msm_group<T: SWCurveConfig<ScalarField = Fr>, B: Copy>(
	c: &mut Criterion,
	name: &str,
	kernel: Kernel,
	to_blst: fn(&Affine<T>) -> B,
	blst_msm: fn(&[B], &[u8]) -> Vec<u8>,
) {
	let mut rng = rng();
	let mut group = c.benchmark_group(format!("bls12_381/msm_{name}"));
	for n in [10, 100, 1000] {
		let bases = random_points::<T>(n, &mut rng);
		let scalars: Vec<Fr> = (0..n).map(|_| Fr::rand(&mut rng)).collect();
		let (bases_bytes, scalars_bytes) =
			(wire::encode(bases.clone()), wire::encode(scalars.clone()));
		let blst_bases: Vec<B> = bases.iter().map(to_blst).collect();
		let blst_scalars: Vec<u8> = scalars
			.iter()
			.flat_map(|s| s.into_bigint().to_bytes_le())
			.collect();
		let mut out = wire::buffer_for::<Affine<T>>();
		group.bench_with_input(BenchmarkId::new("hostcurves", n), &n, |b, _| {
			b.iter(|| kernel(black_box(&bases_bytes), &scalars_bytes, &mut out).unwrap())
		});
		group.bench_with_input(BenchmarkId::new("arkworks", n), &n, |b, _| {
			b.iter(|| T::msm(black_box(&bases), &scalars).unwrap())
		});
		group.bench_with_input(BenchmarkId::new("blst", n), &n, |b, _| {
			b.iter(|| blst_msm(black_box(&blst_bases), &blst_scalars))
		});
	}
	group.finish();
}

fn blst_msm_g1(points: &[blst::blst_p1_affine], scalars: &[u8]) -> Vec<u8> {
	let mut scratch =
		vec![0_u64; unsafe { blst::blst_p1s_mult_pippenger_scratch_sizeof(points.len()) } / 8];
	let (p, s) = (
		[points.as_ptr(), std::ptr::null()],
		[scalars.as_ptr(), std::ptr::null()],
	);
	let (mut out, mut affine) = (blst::blst_p1::default(), blst::blst_p1_affine::default());
	// SAFETY: `points.len()` points and as many 32-byte scalars; scratch of blst's size.
	unsafe {
		blst::blst_p1s_mult_pippenger(
			&mut out,
			p.as_ptr(),
			points.len(),
			s.as_ptr(),
			255,
			scratch.as_mut_ptr(),
		);
		blst::blst_p1_to_affine(&mut affine, &out);
	}
	let mut bytes = vec![0_u8; 96];
	unsafe { blst::blst_p1_affine_serialize(bytes.as_mut_ptr(), &affine) };
	bytes
}

fn blst_msm_g2(points: &[blst::blst_p2_affine], scalars: &[u8]) -> Vec<u8> {
	let mut scratch =
		vec![0_u64; unsafe { blst::blst_p2s_mult_pippenger_scratch_sizeof(points.len()) } / 8];
	let (p, s) = (
		[points.as_ptr(), std::ptr::null()],
		[scalars.as_ptr(), std::ptr::null()],
	);
	let (mut out, mut affine) = (blst::blst_p2::default(), blst::blst_p2_affine::default());
	// SAFETY: as for G1.
	unsafe {
		blst::blst_p2s_mult_pippenger(
			&mut out,
			p.as_ptr(),
			points.len(),
			s.as_ptr(),
			255,
			scratch.as_mut_ptr(),
		);
		blst::blst_p2_to_affine(&mut affine, &out);
	}
	let mut bytes = vec![0_u8; 192];
	unsafe { blst::blst_p2_affine_serialize(bytes.as_mut_ptr(), &affine) };
	bytes
}

fn msm(c: &mut Criterion) {
	msm_group::<ark_bls12_381::g1::Config, _>(
		c,
		"g1",
		kernels::bls12_381_msm::<ark_bls12_381::g1::Config>,
		blst_p1,
		blst_msm_g1,
	);
	msm_group::<ark_bls12_381::g2::Config, _>(
		c,
		"g2",
		kernels::bls12_381_msm::<ark_bls12_381::g2::Config>,
		blst_p2,
		blst_msm_g2,
	);
}

/// blst's calls for one group, for the `mul` benchmarks.
struct BlstMul<T: SWCurveConfig, A, P> {
	to_blst: fn(&Affine<T>) -> A,
	from_affine: unsafe extern "C" fn(*mut P, *const A),
	mult: unsafe extern "C" fn(*mut P, *const P, *const u8, usize),
	unchecked_mult: unsafe extern "C" fn(*mut P, *const P, *const u8, usize),
	to_affine: unsafe extern "C" fn(*mut A, *const P),
	in_group: unsafe extern "C" fn(*const A) -> bool,
}

fn mul_group<T: kernels::Bls12_381Group, A: Default + Copy, P: Default + Copy>(
	c: &mut Criterion,
	name: &str,
	blst_ops: BlstMul<T, A, P>,
) {
	let mut rng = rng();
	let p = random_points::<T>(1, &mut rng)[0];
	let s = Fr::rand(&mut rng).into_bigint();
	let s_bytes = s.to_bytes_le();
	let scalar = wire::encode(s.0.to_vec());
	let (p_bytes, mut out) = (wire::encode(p), wire::buffer_for::<Affine<T>>());
	let affine = (blst_ops.to_blst)(&p);
	let mut point = P::default();
	// SAFETY: live values; blst reads one and writes the other.
	unsafe { (blst_ops.from_affine)(&mut point, &affine) };

	let mut group = c.benchmark_group(format!("bls12_381/{name}"));
	group.bench_function("hostcurves", |b| {
		b.iter(|| kernels::bls12_381_mul::<T>(black_box(&p_bytes), &scalar, &mut out))
	});
	group.bench_function("arkworks", |b| {
		b.iter(|| T::mul_affine(black_box(&p), &s.0).into_affine())
	});
	group.bench_function("blst", |b| {
		b.iter(|| {
			let (mut r, mut a) = (P::default(), A::default());
			// SAFETY: live values, a 32-byte scalar of 255 bits.
			unsafe {
				(blst_ops.mult)(&mut r, black_box(&point), s_bytes.as_ptr(), 255);
				(blst_ops.to_affine)(&mut a, &r);
			}
			a
		})
	});
	group.bench_function("blst_unchecked_mult", |b| {
		b.iter(|| {
			let mut r = P::default();
			// SAFETY: as above.
			unsafe { (blst_ops.unchecked_mult)(&mut r, black_box(&point), s_bytes.as_ptr(), 255) };
			r
		})
	});
	group.bench_function(format!("blst_in_{}", &name[4..]), |b| {
		// SAFETY: a live value blst only reads.
		b.iter(|| unsafe { (blst_ops.in_group)(black_box(&affine)) })
	});
	group.finish();
}

fn mul(c: &mut Criterion) {
	mul_group::<ark_bls12_381::g1::Config, _, _>(
		c,
		"mul_g1",
		BlstMul {
			to_blst: blst_p1,
			from_affine: blst::blst_p1_from_affine,
			mult: blst::blst_p1_mult,
			unchecked_mult: blst::blst_p1_unchecked_mult,
			to_affine: blst::blst_p1_to_affine,
			in_group: blst::blst_p1_affine_in_g1,
		},
	);
	mul_group::<ark_bls12_381::g2::Config, _, _>(
		c,
		"mul_g2",
		BlstMul {
			to_blst: blst_p2,
			from_affine: blst::blst_p2_from_affine,
			mult: blst::blst_p2_mult,
			unchecked_mult: blst::blst_p2_unchecked_mult,
			to_affine: blst::blst_p2_to_affine,
			in_group: blst::blst_p2_affine_in_g2,
		},
	);
}

/// `mul` on the other curves: hostcurves' kernel against arkworks' `mul_affine`, and the
/// GLV kernel (`kernels::mul_glv`, subgroup check included).
fn other_curve_mul<T: ark_ec::scalar_mul::glv::GLVConfig>(
	c: &mut Criterion,
	name: &str,
	kernel: Kernel,
) {
	let mut rng = rng();
	let p = random_points::<T>(1, &mut rng)[0];
	let s = T::ScalarField::rand(&mut rng).into_bigint();
	let limbs: Vec<u64> = s.as_ref().to_vec();
	let (p_bytes, scalar) = (wire::encode(p), wire::encode(limbs.clone()));
	let mut out = wire::buffer_for::<Affine<T>>();
	let mut group = c.benchmark_group(name);
	group.bench_function("hostcurves", |b| {
		b.iter(|| kernel(black_box(&p_bytes), &scalar, &mut out))
	});
	group.bench_function("arkworks", |b| {
		b.iter(|| T::mul_affine(black_box(&p), &limbs).into_affine())
	});
	group.bench_function("glv_checked", |b| {
		b.iter(|| kernels::mul_glv::<T>(black_box(&p_bytes), &scalar, &mut out))
	});
	group.bench_function("subgroup_check", |b| {
		b.iter(|| T::is_in_correct_subgroup_assuming_on_curve(black_box(&p)))
	});
	group.finish();
}

fn other_curves(c: &mut Criterion) {
	other_curve_mul::<ark_bls12_377::g1::Config>(
		c,
		"bls12_377/mul_g1",
		kernels::mul_sw::<ark_bls12_377::g1::Config>,
	);
	other_curve_mul::<ark_bls12_377::g2::Config>(
		c,
		"bls12_377/mul_g2",
		kernels::mul_sw::<ark_bls12_377::g2::Config>,
	);
	other_curve_mul::<ark_bw6_761::g1::Config>(
		c,
		"bw6_761/mul_g1",
		kernels::mul_sw::<ark_bw6_761::g1::Config>,
	);
	other_curve_mul::<ark_bw6_761::g2::Config>(
		c,
		"bw6_761/mul_g2",
		kernels::mul_sw::<ark_bw6_761::g2::Config>,
	);
	other_curve_mul::<ark_bn254::g1::Config>(
		c,
		"bn254/mul_g1",
		kernels::mul_glv::<ark_bn254::g1::Config>,
	);
	other_curve_mul::<ark_bn254::g2::Config>(
		c,
		"bn254/mul_g2",
		kernels::mul_sw::<ark_bn254::g2::Config>,
	);
}

/// BN254 G2's subgroup check, one point: hostcurves' (`kernels::bn254_g2_in_subgroup`,
/// gnark-crypto's test, what `bn254_decode_g2` runs) against arkworks'. Both cost the same on
/// points in and out of the subgroup (a fixed multiplication): the point is a subgroup one.
fn bn254_g2_subgroup(c: &mut Criterion) {
	let p = random_points::<ark_bn254::g2::Config>(1, &mut rng())[0];
	let mut group = c.benchmark_group("bn254/g2_subgroup_check");
	group.bench_function("hostcurves", |b| {
		b.iter(|| kernels::bn254_g2_in_subgroup(black_box(&p)))
	});
	group.bench_function("arkworks", |b| {
		b.iter(|| black_box(&p).is_in_correct_subgroup_assuming_on_curve())
	});
	group.finish();
}

criterion_group! {
	name = benches;
	config = Criterion::default()
		.sample_size(20)
		.warm_up_time(Duration::from_millis(500))
		.measurement_time(Duration::from_secs(2));
	targets = pairing, msm, mul, other_curves, bn254_g2_subgroup
}
criterion_main!(benches);
