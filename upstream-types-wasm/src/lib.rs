//! A Wasm module whose curve arithmetic is `sp-crypto-ec-utils`' hooked types, the types a
//! runtime written against the upstream RFC-0163 crate uses: run by sc-executor with
//! hostcurves' host functions, it shows such a runtime gets upstream's results on a hostcurves
//! node (`tests/on_hostcurves.rs`). Its dependencies are Wasm-only (`Cargo.toml` says why):
//! natively the crate is just [`WASM_BINARY`].
//!
//! Each operation reads its arguments from arkworks' uncompressed serialisation (no checks:
//! the test passes points of the groups) and returns its result the same way. In the Wasm
//! build each is exported under its name with the runtime calling convention
//! (`fn(ptr: u32, len: u32) -> u64`, the result's pointer in the low and its length in the
//! high 32 bits), so that `WasmExecutor::uncached_call` can call it.

#![cfg_attr(not(feature = "std"), no_std)]

#[cfg(target_arch = "wasm32")]
extern crate alloc;

#[cfg(target_arch = "wasm32")]
mod operations;
#[cfg(all(target_arch = "wasm32", substrate_runtime))]
mod wasm;

/// This crate compiled to Wasm by substrate-wasm-builder: `WASM_BINARY` (compact and
/// compressed), `WASM_BINARY_BLOATY`, `WASM_BINARY_PATH`; `None` under `SKIP_WASM_BUILD`.
#[cfg(feature = "std")]
#[allow(missing_docs)]
mod wasm_binary {
	include!(concat!(env!("OUT_DIR"), "/wasm_binary.rs"));
}
#[cfg(feature = "std")]
pub use wasm_binary::{WASM_BINARY, WASM_BINARY_BLOATY, WASM_BINARY_PATH};
