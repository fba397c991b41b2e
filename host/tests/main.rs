//! hostcurves-host's integration tests in one test binary: each file of `tests/` is a module
//! (its tests named `<file>::<test>`), so the crate's tree is linked once instead of once
//! per file (`Cargo.toml`: `autotests = false`, test `host_integration`).

mod common;

mod abi_corpus;
mod blst_checked_decode;
mod blst_group_ops;
mod blst_hash_to_curve;
mod blst_pairing;
mod bug_classes_2026;
mod bw6_prepare;
mod celo_vectors;
mod eip2537_pairing;
mod eth_bls_vectors;
mod eth_bn256_vectors;
mod glv_differential;
mod hostile_bytes;
mod hostile_bytes_all_curves;
mod no_parallel_arkworks;
mod zkcrypto_checked_decode;
