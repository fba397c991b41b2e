//! Compiles the harness runtime to its three Wasm blobs with substrate-wasm-builder, one after
//! the other in one Wasm project: the full blob (`WASM_BINARY`,
//! `hostcurves_bench_runtime.compact.compressed.wasm`), the portable one with the feature
//! `rfc163` (`portable::WASM_BINARY`, `hostcurves_bench_runtime_rfc163…`) and the no-EC one
//! with `no-ec` (`noec::WASM_BINARY`, `hostcurves_bench_runtime_noec…`). `set_file_name` names
//! both the file `lib.rs` includes and the blob. The project's target directory is
//! hostcurves-runtime's (`hostcurves-runtime-common`'s `build`), so the dependencies the
//! runtimes share are compiled for Wasm once. `runtime-benchmarks`, on by default, goes into
//! all three (substrate-wasm-builder forwards every feature enabled natively).

fn main() {
	#[cfg(feature = "std")]
	{
		hostcurves_runtime_common::build::share_wasm_target_dir();
		substrate_wasm_builder::WasmBuilder::build_using_defaults();
		for (feature, blob) in [
			("rfc163", "hostcurves_bench_runtime_rfc163"),
			("no-ec", "hostcurves_bench_runtime_noec"),
		] {
			substrate_wasm_builder::WasmBuilder::init_with_defaults()
				.enable_feature(feature)
				.set_file_name(blob)
				.build();
		}
	}
}
