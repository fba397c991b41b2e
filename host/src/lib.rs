//! # hostcurves-host
//!
//! The boundary between a Substrate runtime (Wasm) and the node (native) for elliptic-curve
//! kernels: the `#[runtime_interface]` declarations, the byte format that crosses them, the
//! error codes, and (feature `std`) their native implementation with arkworks.
//!
//! The BLS12-381 functions in [`bls12_381`] are exactly those of
//! [RFC-0163](https://github.com/polkadot-fellows/RFCs/pull/163) as implemented by
//! `sp-crypto-ec-utils` 0.24: same exported names (`ext_host_calls_bls12_381_*_version_1`),
//! same Wasm signatures, same bytes. Functions of our own live in [`hostcurves_calls`] under
//! the trait name `HostcurvesCalls`, so they can never collide with future upstream names.
//!
//! The byte format is described once, in [`wire`]; the result codes in [`Error`].
//!
//! **Every operation here is variable time** with respect to its inputs (arkworks makes no
//! constant-time claim). They are meant for public data: proofs, public keys, public inputs.
//!
//! ## Registering the host functions in a node
//!
//! ```ignore
//! type Executor = sc_executor::WasmExecutor<(
//!     sp_io::SubstrateHostFunctions,
//!     hostcurves_host::HostFunctions,
//! )>;
//! ```
#![cfg_attr(not(feature = "std"), no_std)]
#![warn(missing_docs)]

extern crate alloc;

pub mod bls12_381;
mod error;
pub mod hostcurves_calls;
#[cfg(not(substrate_runtime))]
pub mod kernels;
pub mod wire;

pub use error::{Error, HostcallResult};

/// Every host function hostcurves provides: the RFC-0163 BLS12-381 set and our own
/// extensions ([`hostcurves_calls`]). Register this tuple in the node's `WasmExecutor`.
#[cfg(not(substrate_runtime))]
pub type HostFunctions = (
	bls12_381::host_calls::HostFunctions,
	hostcurves_calls::hostcurves_calls::HostFunctions,
);

/// Only the functions ratified by RFC-0163 that hostcurves provides (BLS12-381). A runtime
/// that imports nothing else runs on any node that ships the standard set.
#[cfg(not(substrate_runtime))]
pub type HostFunctionsRfc163 = bls12_381::host_calls::HostFunctions;
