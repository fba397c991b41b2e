//! # hostcurves-runtime-common
//!
//! What hostcurves' three runtimes share, as cumulus's `parachains-common` does for the system
//! parachains: `hostcurves-runtime` (the solo chain), `hostcurves-parachain-runtime` and
//! `hostcurves-bench-runtime` (the benchmark harness). Each runtime keeps its own
//! `construct_runtime`, configurations and APIs; the values they must agree on live here
//! once:
//!
//! - the account, balance and block types ([`AccountId`], [`Balance`], …), feature `runtime`;
//! - the block length and dispatch ratio ([`limits`]);
//! - the endowment of every genesis preset's accounts and the solo chain's and harness's
//!   funded development accounts ([`genesis`]);
//! - the fee multiplier the parachain template uses and the per-byte fee ([`fees`]);
//! - the verifier pallet's bounds ([`verifier_bounds`]), so that the weights the harness
//!   measures are for the bounds a chain deploys;
//! - the host functions a node registers for each build ([`host_functions`], feature `host-functions`);
//! - the build scripts' one Wasm target directory ([`build`], feature `build`, no dependency).
//!
//! Needs no node of its own: nothing here is a host function.
//!
//! ```
//! use hostcurves_runtime_common::{fees::MICRO_UNIT, Balance};
//! let byte_fee: Balance = hostcurves_runtime_common::fees::TransactionByteFee::get();
//! assert_eq!(byte_fee, 10 * MICRO_UNIT);
//! ```
#![cfg_attr(not(feature = "std"), no_std)]

#[cfg(feature = "runtime")]
extern crate alloc;

// Never in a Wasm build: the harness's Wasm build compiled this crate with its build script's
// feature `build` (observed with substrate-wasm-builder 35), and the module needs `std`.
#[cfg(all(feature = "build", not(target_arch = "wasm32")))]
pub mod build;
#[cfg(feature = "runtime")]
pub mod fees;
#[cfg(feature = "runtime")]
pub mod genesis;
#[cfg(feature = "host-functions")]
pub mod host_functions;
#[cfg(feature = "runtime")]
pub mod limits;
#[cfg(feature = "runtime")]
pub mod verifier_bounds;

#[cfg(feature = "runtime")]
pub use types::*;

#[cfg(feature = "runtime")]
mod types {
	use sp_runtime::{
		traits::{IdentifyAccount, Verify},
		MultiSignature,
	};

	/// An extrinsic's signature: sr25519, ed25519 or ECDSA.
	pub type Signature = MultiSignature;
	/// An account: the 32-byte public key behind a [`Signature`].
	pub type AccountId = <<Signature as Verify>::Signer as IdentifyAccount>::AccountId;
	/// A balance, in units of 10^-12 of a token.
	pub type Balance = u128;
	/// An account's transaction count.
	pub type Nonce = u32;
	/// A block's number.
	pub type BlockNumber = u32;
	/// A block's hash (BLAKE2-256, 32 bytes).
	pub type Hash = sp_core::H256;
}
