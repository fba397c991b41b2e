//! hostcurves-primitives' integration tests in one test binary: each file of `tests/` is a module
//! (its tests named `<file>::<test>`), so the crate's tree is linked once instead of once
//! per file (`Cargo.toml`: `autotests = false`, test `primitives_integration`).

mod common;
#[path = "support/gowaves.rs"]
mod gowaves;
#[path = "support/vectors.rs"]
mod vectors;

mod bilinear_miller_loop;
mod bls_min_sig;
mod bls_possession;
mod bls_signatures;
mod differential;
mod differential_all_curves;
mod differential_checked_decode;
mod differential_edwards_curves;
mod differential_pasta_curves;
mod endomorphism;
mod groth16_batch;
mod groth16_forgeable_keys;
mod groth16_vectors;
mod kzg_vectors;
mod ring_vrf_vectors;
mod snarkjs_plonk;
