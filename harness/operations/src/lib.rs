//! # hostcurves-bench-operations
//!
//! The benchmark harness's operation library: every (curve, operation) row that
//! `pallet-hostcurves-bench` benchmarks and `hostcurves-bench report` compares, written once
//! and shared by the bench pallet (its extrinsics and frame-benchmarking benchmarks), the
//! harness runtime's `HostcurvesApi`, the CLI (native baseline, report inputs, `worst-case`)
//! and the fuzz targets.
//!
//! - [`operation`]: the operations ([`Operation`], one variant per row, with its arguments in
//!   the boundary byte format) and their kinds ([`OpKind`]).
//! - [`compute`]: each operation in [`Backend::Arkworks`] (plain arkworks: the pure-Wasm
//!   baseline inside a runtime) or [`Backend::Host`] (hostcurves' curve types, whose kernels
//!   are host calls), with [`ComputeError`] for inputs that do not decode.
//! - [`inputs`]: honest inputs of any size, from a fixed seed.
//! - [`adversarial`]: hostile inputs by class (outside the subgroup, small order, off the
//!   curve, …) for the worst-case weights and the fuzzers.
//!
//! Points and scalars are decoded **unchecked** (the row measures the operation itself), so
//! nothing here belongs in a deployable runtime: use `pallet-hostcurves-verifier` and
//! `hostcurves_primitives`' checked decoding there. `no_std`; feature `rfc163` for the
//! harness's portable build.
#![cfg_attr(not(feature = "std"), no_std)]
#![warn(missing_docs)]

extern crate alloc;
// `with_host_engine!`: the verifier pallet's curve dispatch, shared with the harness.
#[macro_use]
extern crate pallet_hostcurves_verifier;

#[macro_use]
mod curve_types;
// `operation_table!`: before the modules that generate code from it.
#[macro_use]
pub mod table;

pub mod adversarial;
pub mod compute;
pub mod compute_bls;
pub mod compute_plonk;
pub mod compute_ring_vrf;
pub mod curve;
pub mod inputs;
pub mod operation;

pub use compute::ComputeError;
pub use operation::{
	Backend, GroupCurve, OpKind, Operation, PairingCurve, PlonkSystem, RingVrfTypes,
};
