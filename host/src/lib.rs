//! # hostcurves-host
//!
//! The boundary between a Substrate runtime (Wasm) and the node (native) for elliptic-curve
//! kernels: the `#[runtime_interface]` declarations, the byte format that crosses them, the
//! error codes, and (feature `std`) their native implementation with arkworks.
//!
//! The functions in [`bls12_381`], [`bls12_377`], [`bw6_761`],
//! [`ed_on_bls12_381_bandersnatch`], [`ed_on_bls12_377`], [`pallas`] and [`vesta`] are exactly
//! those of `sp-crypto-ec-utils` 0.24 (the BLS12-381, Bandersnatch, Pallas and Vesta ones are
//! [RFC-0163](https://github.com/polkadot-fellows/RFCs/pull/163)): same exported names
//! (`ext_host_calls_<fn>_version_1`), same Wasm signatures, same bytes. Functions of our own
//! live in [`hostcurves_calls`] (BN254, Bandersnatch short-Weierstrass, echo),
//! [`hostcurves_checked`] (checked decoding) and [`hostcurves_bls`] (BLS signatures' hash to
//! curve and aggregation) under trait names of our own, so they can never
//! collide with future upstream names.
//!
//! The byte format is described once, in [`wire`]; the result codes in [`Error`].
//!
//! **Every operation here is variable time** with respect to its inputs (arkworks makes no
//! constant-time claim). They are meant for public data: proofs, public keys, public inputs.
//!
//! ## Registering the host functions in a node
//!
//! ```text
//! type Executor = sc_executor::WasmExecutor<(
//!     sp_io::SubstrateHostFunctions,
//!     hostcurves_host::HostFunctions,
//! )>;
//! ```
#![cfg_attr(not(feature = "std"), no_std)]
#![warn(missing_docs)]

extern crate alloc;

pub mod bls12_377;
pub mod bls12_381;
pub mod bw6_761;
pub mod bw6_prepare;
pub mod checked;
pub mod ed_on_bls12_377;
pub mod ed_on_bls12_381_bandersnatch;
mod error;
pub mod hash_to_curve;
pub mod hostcurves_bls;
pub mod hostcurves_calls;
pub mod hostcurves_checked;
#[cfg(not(substrate_runtime))]
pub mod kernels;
pub mod pallas;
pub mod rfc163;
pub mod vesta;
pub mod wire;

pub use error::{CheckedResult, Error, HostcallResult};
pub use rfc163::RFC_0163_IMPORTS;

/// Every host function hostcurves provides: the RFC-0163 set ([`HostFunctionsRfc163`]), the
/// other `sp-crypto-ec-utils` 0.24 curves (BLS12-377, BW6-761, Ed-on-BLS12-377) and our own
/// extensions ([`hostcurves_calls`]: BN254, Bandersnatch short-Weierstrass, echo;
/// [`hostcurves_checked`]: checked decoding; [`hostcurves_bls`]: hash to curve, map to
/// curve, aggregation). Register this tuple in the node's
/// `WasmExecutor`.
#[cfg(not(substrate_runtime))]
pub type HostFunctions = (
	HostFunctionsRfc163,
	bls12_377::host_calls::HostFunctions,
	bw6_761::host_calls::HostFunctions,
	ed_on_bls12_377::host_calls::HostFunctions,
	hostcurves_calls::hostcurves_calls::HostFunctions,
	hostcurves_checked::hostcurves_checked::HostFunctions,
	hostcurves_bls::hostcurves_bls::HostFunctions,
);

/// Exactly the functions of RFC-0163 (the set `sp-crypto-ec-utils` 0.24 registers as
/// `HostFunctionsRfc163`): BLS12-381 (pairing, MSM, mul), Ed-on-BLS12-381-Bandersnatch
/// twisted-Edwards (MSM, mul), Pallas and Vesta (MSM, mul); the 12 functions of
/// [`RFC_0163_IMPORTS`]. A runtime that imports nothing else runs on any node that ships the
/// standard set, including a parachain's relay validators.
#[cfg(not(substrate_runtime))]
pub type HostFunctionsRfc163 = (
	bls12_381::host_calls::HostFunctions,
	ed_on_bls12_381_bandersnatch::host_calls::HostFunctions,
	pallas::host_calls::HostFunctions,
	vesta::host_calls::HostFunctions,
);
