//! Compiles this runtime to its two Wasm blobs with substrate-wasm-builder, one after the
//! other in the same Wasm project and target directory (`wbuild/hostcurves-runtime/`): the
//! full blob (`WASM_BINARY`, `hostcurves_runtime.compact.compressed.wasm`) and the portable
//! one, built with the feature `rfc163` (`portable::WASM_BINARY`,
//! `hostcurves_runtime_rfc163.compact.compressed.wasm`). `set_file_name` names both the file
//! `lib.rs` includes and the blob, so the second build does not overwrite the first's blob; the
//! dependencies the two share are compiled once. Every feature enabled natively goes into both
//! builds (substrate-wasm-builder forwards them): no crate enables `rfc163` or
//! `runtime-benchmarks` natively.

fn main() {
	#[cfg(feature = "std")]
	{
		substrate_wasm_builder::WasmBuilder::build_using_defaults();
		substrate_wasm_builder::WasmBuilder::init_with_defaults()
			.enable_feature("rfc163")
			.set_file_name(PORTABLE_BLOB)
			.build();
	}
}

/// The portable build's file in `OUT_DIR` and the name of its blob (`lib.rs` includes the
/// file under this name).
#[cfg(feature = "std")]
const PORTABLE_BLOB: &str = "hostcurves_runtime_rfc163";
