//! # hostcurves-primitives
//!
//! arkworks curve types for Substrate runtimes whose heavy kernels run natively on the host.
//! Runtime code keeps writing ordinary arkworks (`Bls12_381::pairing`, `G1Projective::msm`,
//! `p * s`, ark-groth16 over [`bls12_381::Bls12_381`]); the types' hooks
//! (arkworks-extensions' `CurveHooks`) encode the operands and call the host functions of
//! [`hostcurves_host`]. The same source compiles natively, where the hooks call the native
//! implementation directly (tests, benchmarks).
//!
//! ```
//! use ark_ec::{pairing::Pairing, PrimeGroup};
//! use hostcurves_primitives::bls12_381::{Bls12_381, G1Projective, G2Projective};
//!
//! let lhs = Bls12_381::pairing(G1Projective::generator() * ark_ff::Fp::from(6u64), G2Projective::generator());
//! let rhs = Bls12_381::pairing(G1Projective::generator() * ark_ff::Fp::from(2u64), G2Projective::generator() * ark_ff::Fp::from(3u64));
//! assert_eq!(lhs, rhs);
//! ```
//!
//! Curves: [`bls12_381`], [`bls12_377`], [`bw6_761`], [`bn254`] (pairing, MSM and scalar
//! multiplication in G1 and G2), [`ed_on_bls12_381_bandersnatch`] (twisted-Edwards and
//! short-Weierstrass forms), [`ed_on_bls12_377`], [`pallas`] and [`vesta`] (MSM and scalar
//! multiplication).
//! [`checked`] decodes user bytes into these types with every check done on the host; [`bls`]
//! verifies BLS signatures (Ethereum's ciphersuite) with hashing and aggregation on the host;
//! [`kzg`] checks KZG openings against Ethereum's ceremony (EIP-4844); [`ring_vrf`] verifies
//! Bandersnatch ring, IETF and Pedersen VRFs (ark-vrf); [`plonk`] and [`fflonk`] verify PLONK
//! and fflonk proofs as snarkjs makes them.
//!
//! **Three builds of one API** (`docs/portable.md`): by default the hooks call RFC-0163's and
//! hostcurves' own host functions (nodes that register `hostcurves_host::HostFunctions`); with
//! the feature `rfc163` only RFC-0163's (stock nodes, relays with `EccRfc163`), the rest in
//! Wasm (the module `portable`); with `no-ec` (which implies `rfc163`) none at all, every curve
//! operation in Wasm with arkworks' default hooks (relays without `EccRfc163`). The answers'
//! bytes and errors are the same in all three.
//!
//! **Every operation is variable time** with respect to its inputs; use them on public data.
//! Decoding user bytes into these types with arkworks' validation (`Validate::Yes`) checks
//! canonical encoding and subgroup membership, but not always curve membership: BLS12-381's
//! uncompressed decoding checks only the subgroup (see `docs/validation.md`). Decode user
//! bytes with [`checked`], which checks all three. arkworks' subgroup checks call the host
//! through the `mul` hooks with unreduced scalars, which is sound (the host never reduces
//! `mul` scalars mod r).
#![cfg_attr(not(feature = "std"), no_std)]
#![warn(missing_docs)]

extern crate alloc;

// Under `no-ec` no curve has host hooks, so `impl_pairing_hooks!` goes unused.
#[cfg_attr(feature = "no-ec", allow(unused_macros))]
#[macro_use]
mod pairing_hooks;
// The hooks' encoders, unused when every curve computes in Wasm (feature `no-ec`).
#[cfg(not(feature = "no-ec"))]
mod sw_hooks;
#[cfg(not(feature = "no-ec"))]
mod te_hooks;

pub mod bilinear;
pub mod bls;
pub mod bls12_377;
pub mod bls12_381;
pub mod bn254;
pub mod bw6_761;
pub mod checked;
pub mod ed_on_bls12_377;
pub mod ed_on_bls12_381_bandersnatch;
pub mod endomorphism;
pub mod fflonk;
mod fiat_shamir;
pub mod groth16;
pub mod kzg;
pub mod pallas;
pub mod plonk;
#[cfg(feature = "rfc163")]
pub mod portable;
pub mod ring_vrf;
pub mod vesta;

/// The boundary crate, re-exported so runtime code needs one dependency.
pub use hostcurves_host as host;
