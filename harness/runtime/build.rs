//! Compiles the harness runtime's source to Wasm (`WASM_BINARY`), in the Wasm target
//! directory that every runtime of the workspace shares.

#[cfg(feature = "std")]
#[path = "../../runtime/shared_wasm_target.rs"]
mod shared_wasm_target;

fn main() {
	#[cfg(feature = "std")]
	{
		shared_wasm_target::share_wasm_target_dir();
		substrate_wasm_builder::WasmBuilder::build_using_defaults();
	}
}
