//! # hostcurves-fuzz
//!
//! The fuzz targets of hostcurves, one module each, every one a `run(&[u8])` that panics
//! exactly when it finds a bug. cargo-fuzz's crate (`fuzz/cargo-fuzz`, nightly, run with
//! `scripts/fuzz.sh`) hands libFuzzer's bytes to them; `tests/replay.rs` runs every committed
//! corpus file through the same functions on the stable toolchain, so CI keeps each
//! regression without a nightly build.
//!
//! | target | boundary |
//! |---|---|
//! | [`host_functions`] | every registered host function on raw bytes |
//! | [`blst_vs_arkworks`] | each blst-backed BLS12-381 kernel against plain arkworks |
//! | [`checked_decoding`] | checked decoding against arkworks' deserializer, every curve |
//! | [`evm_precompiles`] | the EVM precompiles, host calls against plain arkworks |
//! | [`proofs_and_signatures`] | Groth16, batches, snarkjs import, BLS on mutated real inputs |
//! | [`pallet_calls`] | both pallets' calls from SCALE bytes, dispatched |
//!
//! Every target also bounds the memory a call allocates ([`meter`]). docs/fuzzing.md has
//! the runs and what they found.

pub mod blst_vs_arkworks;
pub mod checked_decoding;
pub mod evm_precompiles;
pub mod host_functions;
pub mod hostile;
pub mod meter;
pub mod pallet_calls;
pub mod proofs_and_signatures;

/// The locator of the test data (the repository's `vectors/`, the shared vector set), shared by every crate's tests.
#[path = "../../primitives/tests/support/vectors.rs"]
mod vectors;

/// gowaves' Groth16 cases, the reader shared by every crate's tests.
#[path = "../../primitives/tests/support/gowaves.rs"]
mod gowaves;

/// A fuzz target: panics exactly when it finds a bug in what `data` reaches.
pub type Target = fn(data: &[u8]);

/// Every target by name, as cargo-fuzz names its binaries and `fuzz/corpus/` its folders.
pub const TARGETS: &[(&str, Target)] = &[
	("host_functions", host_functions::run),
	("blst_vs_arkworks", blst_vs_arkworks::run),
	("checked_decoding", checked_decoding::run),
	("evm_precompiles", evm_precompiles::run),
	("proofs_and_signatures", proofs_and_signatures::run),
	("pallet_calls", pallet_calls::run),
];
