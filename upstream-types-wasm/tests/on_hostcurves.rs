//! Code written against `sp-crypto-ec-utils`' own types, on a hostcurves node (issue 12,
//! item 4, the second direction): this crate's Wasm computes a BLS12-381 pairing, G1 MSM and
//! G2 `mul` by a 40-limb integer, a Bandersnatch MSM, a Pallas MSM and a Vesta `mul` with
//! upstream's hooked types. In an executor with Substrate's host functions and hostcurves'
//! RFC-0163 set (no missing import allowed) it returns what plain arkworks computes natively,
//! which is what upstream's own host functions compute (`compat/` compares them function by
//! function).

use ark_bls12_381::{Bls12_381, G1Affine, G1Projective, G2Affine, G2Projective};
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, PrimeGroup, VariableBaseMSM};
use ark_ed_on_bls12_381_bandersnatch::{EdwardsAffine, EdwardsProjective};
use ark_serialize::CanonicalSerialize;
use ark_std::{rand::RngCore, test_rng, UniformRand};
use sc_executor::WasmExecutor;
use sp_state_machine::BasicExternalities;

/// A node with hostcurves: Substrate's host functions and hostcurves' RFC-0163 set.
type Hostcurves = (
	sp_io::SubstrateHostFunctions,
	hostcurves_host::HostFunctionsRfc163,
);

/// Arkworks' uncompressed serialisation, the module's argument and result format.
fn ark_bytes<T: CanonicalSerialize>(value: T) -> Vec<u8> {
	let mut out = Vec::new();
	value
		.serialize_uncompressed(&mut out)
		.expect("writing to a Vec");
	out
}

/// Runs the module's `export` on `input` in an executor with [`Hostcurves`]' host functions.
fn run(export: &str, input: &[u8]) -> Vec<u8> {
	let wasm = hostcurves_upstream_types_wasm::WASM_BINARY.expect("built with Wasm");
	let blob = sc_executor_common::runtime_blob::RuntimeBlob::uncompress_if_needed(wasm)
		.expect("a Wasm module");
	let mut ext = BasicExternalities::new_empty();
	WasmExecutor::<Hostcurves>::builder()
		.build()
		.uncached_call(blob, &mut ext, false, export, input)
		.unwrap_or_else(|e| panic!("{export}: {e}"))
}

/// `export` on `input` gives `want` (plain arkworks' bytes) with hostcurves' functions.
fn gives_arkworks_bytes(export: &str, input: Vec<u8>, want: Vec<u8>) {
	let ours = run(export, &input);
	assert_eq!(hex::encode(ours), hex::encode(want), "{export}");
}

#[test]
fn upstreams_types_get_arkworks_results_on_hostcurves_host_functions() {
	let mut rng = test_rng();
	let p = G1Projective::rand(&mut rng).into_affine();
	let q = G2Projective::rand(&mut rng).into_affine();
	gives_arkworks_bytes(
		"bls12_381_pairing",
		ark_bytes((p, q)),
		ark_bytes(Bls12_381::pairing(p, q).0),
	);

	let bases: Vec<G1Affine> = (0..10)
		.map(|_| G1Projective::rand(&mut rng).into_affine())
		.collect();
	let scalars: Vec<ark_bls12_381::Fr> = (0..10).map(|_| UniformRand::rand(&mut rng)).collect();
	let want = G1Projective::msm(&bases, &scalars).unwrap().into_affine();
	gives_arkworks_bytes(
		"bls12_381_msm_g1",
		ark_bytes((bases, scalars)),
		ark_bytes(want),
	);

	// An unreduced 40-limb integer: RFC-0163's `mul` takes any length.
	let limbs: Vec<u64> = (0..40).map(|_| rng.next_u64()).collect();
	let want: G2Affine = q.mul_bigint(&limbs).into_affine();
	gives_arkworks_bytes(
		"bls12_381_mul_g2",
		ark_bytes((q, limbs.clone())),
		ark_bytes(want),
	);

	let bases: Vec<EdwardsAffine> = (0..10)
		.map(|_| EdwardsProjective::rand(&mut rng).into_affine())
		.collect();
	let scalars: Vec<ark_ed_on_bls12_381_bandersnatch::Fr> =
		(0..10).map(|_| UniformRand::rand(&mut rng)).collect();
	let want = EdwardsProjective::msm(&bases, &scalars)
		.unwrap()
		.into_affine();
	gives_arkworks_bytes(
		"bandersnatch_msm",
		ark_bytes((bases, scalars)),
		ark_bytes(want),
	);

	let bases: Vec<ark_pallas::Affine> = (0..10)
		.map(|_| ark_pallas::Projective::rand(&mut rng).into_affine())
		.collect();
	let scalars: Vec<ark_pallas::Fr> = (0..10).map(|_| UniformRand::rand(&mut rng)).collect();
	let want = ark_pallas::Projective::msm(&bases, &scalars)
		.unwrap()
		.into_affine();
	gives_arkworks_bytes("pallas_msm", ark_bytes((bases, scalars)), ark_bytes(want));

	let base = ark_vesta::Projective::generator().into_affine();
	let want = base.into_group().mul_bigint(&limbs).into_affine();
	gives_arkworks_bytes("vesta_mul", ark_bytes((base, limbs)), ark_bytes(want));
}
