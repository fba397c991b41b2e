//! The build script of all seven runtimes of the workspace (the deployable one and its portable
//! build, the harness and its portable and no-EC builds, the parachain runtime and its no-EC
//! build: the others name this file in their manifests): compiles the crate to Wasm with substrate-wasm-builder (`WASM_BINARY`),
//! in the one Wasm target directory they share (`shared_wasm_target.rs`).

#[cfg(feature = "std")]
mod shared_wasm_target;

fn main() {
	#[cfg(feature = "std")]
	{
		shared_wasm_target::share_wasm_target_dir();
		substrate_wasm_builder::WasmBuilder::build_using_defaults();
	}
}
