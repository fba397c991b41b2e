//! The build script of the workspace's other runtimes (the harness and its portable and no-EC
//! builds, the parachain runtime and its no-EC build: their manifests name this file):
//! compiles the crate to Wasm with substrate-wasm-builder (`WASM_BINARY`), in the one Wasm
//! target directory they share with hostcurves-runtime (`shared_wasm_target.rs`).
//! hostcurves-runtime has a build script of its own (`build.rs`), which makes its two blobs
//! from one crate.

#[cfg(feature = "std")]
mod shared_wasm_target;

fn main() {
	#[cfg(feature = "std")]
	{
		shared_wasm_target::share_wasm_target_dir();
		substrate_wasm_builder::WasmBuilder::build_using_defaults();
	}
}
