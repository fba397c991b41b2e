//! Compiles this runtime to its two Wasm blobs with substrate-wasm-builder, one after the
//! other in one Wasm project: the portable blob, built with the feature `rfc163`
//! (`WASM_BINARY`, `hostcurves_parachain_runtime.compact.compressed.wasm`), and the no-EC
//! one, built with `no-ec` (`noec::WASM_BINARY`,
//! `hostcurves_parachain_runtime_noec.compact.compressed.wasm`). `set_file_name` names both
//! the file `lib.rs` includes and the blob. The project's target directory is
//! hostcurves-runtime's (`hostcurves-runtime-common`'s `build`), so the dependencies the
//! runtimes share are compiled for Wasm once.

fn main() {
	#[cfg(feature = "std")]
	{
		hostcurves_runtime_common::build::share_wasm_target_dir();
		substrate_wasm_builder::WasmBuilder::init_with_defaults()
			.enable_feature("rfc163")
			.build();
		substrate_wasm_builder::WasmBuilder::init_with_defaults()
			.enable_feature("no-ec")
			.set_file_name(NOEC_BLOB)
			.build();
	}
}

/// The no-EC build's file in `OUT_DIR` and the name of its blob (`lib.rs` includes the file
/// under this name).
#[cfg(feature = "std")]
const NOEC_BLOB: &str = "hostcurves_parachain_runtime_noec";
