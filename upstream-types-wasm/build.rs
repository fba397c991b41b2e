//! Compiles this crate to Wasm with substrate-wasm-builder (`WASM_BINARY`). It is not a FRAME
//! runtime, so it has no runtime-version section to check.

fn main() {
	#[cfg(feature = "std")]
	substrate_wasm_builder::WasmBuilder::init_with_defaults()
		.disable_runtime_version_section_check()
		.build();
}
