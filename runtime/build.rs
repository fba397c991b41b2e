//! Compiles this crate to Wasm with substrate-wasm-builder (`WASM_BINARY`). The other
//! runtimes of the workspace build in this one's Wasm target directory
//! (`shared_wasm_target.rs`).

fn main() {
	#[cfg(feature = "std")]
	substrate_wasm_builder::WasmBuilder::build_using_defaults();
}
