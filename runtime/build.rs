//! Compiles this crate to Wasm with substrate-wasm-builder (`WASM_BINARY`).

fn main() {
	#[cfg(feature = "std")]
	substrate_wasm_builder::WasmBuilder::build_using_defaults();
}
