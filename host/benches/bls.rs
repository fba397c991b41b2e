//! Criterion benchmarks of the BLS-signature kernels (`cargo bench -p hostcurves-host --bench
//! bls`), side by side in one run: `hostcurves` is the kernel a `hostcurves_bls` host function
//! runs (blst, boundary bytes in and out), `arkworks` the reference it matches byte for byte
//! (`kernels::hash_to_curve_arkworks`; for aggregation arkworks' checked decoding and sum).
//!
//! - `hash_to_g2`: a 32-byte message (an Ethereum signing root) with the POP DST.
//! - `aggregate_g1/n`: n compressed public keys, each decompressed and subgroup-checked, then
//!   summed: Ethereum's sync committee has 512.

// `criterion_group!` generates an undocumented `pub fn`.
#![allow(missing_docs)]

use ark_bls12_381::{g1, g2, G1Affine, G1Projective};
use ark_ec::{CurveGroup, PrimeGroup};
use ark_ff::UniformRand;
use ark_serialize::{CanonicalSerialize, Compress};
use ark_std::rand::{rngs::StdRng, SeedableRng};
use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion};
use hostcurves_host::{checked, kernels, wire};
use std::time::Duration;

const DST_POP: &[u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";

fn hash_to_g2(c: &mut Criterion) {
	let msg = [0x5a_u8; 32];
	let mut group = c.benchmark_group("hash_to_g2");
	let mut out = wire::buffer_for::<ark_bls12_381::G2Affine>();
	group.bench_function("hostcurves", |b| {
		b.iter(|| kernels::bls12_381_hash_to::<g2::Config>(black_box(&msg), DST_POP, &mut out))
	});
	group.bench_function("arkworks", |b| {
		b.iter(|| kernels::hash_to_curve_arkworks::<g2::Config>(black_box(&msg), DST_POP))
	});
	group.finish();
}

fn aggregate_g1(c: &mut Criterion) {
	let mut rng = StdRng::seed_from_u64(42);
	let mut group = c.benchmark_group("aggregate_g1");
	for n in [64, 512] {
		let keys: Vec<G1Affine> = (0..n)
			.map(|_| (G1Projective::generator() * ark_bls12_381::Fr::rand(&mut rng)).into_affine())
			.collect();
		let mut input = Vec::new();
		keys.serialize_compressed(&mut input).unwrap();
		let mut out = wire::buffer_for::<G1Affine>();
		group.bench_with_input(BenchmarkId::new("hostcurves", n), &input, |b, input| {
			b.iter(|| kernels::bls12_381_aggregate::<g1::Config>(black_box(input), true, &mut out))
		});
		group.bench_with_input(BenchmarkId::new("arkworks", n), &input, |b, input| {
			b.iter(|| {
				let points =
					checked::decode_points::<G1Affine>(black_box(input), Compress::Yes).unwrap();
				points
					.iter()
					.fold(G1Projective::default(), |acc, p| acc + p)
					.into_affine()
			})
		});
	}
	group.finish();
}

criterion_group! {
	name = benches;
	config = Criterion::default()
		.sample_size(20)
		.warm_up_time(Duration::from_millis(500))
		.measurement_time(Duration::from_secs(3));
	targets = hash_to_g2, aggregate_g1
}
criterion_main!(benches);
