//! The runtimes' build scripts share one Wasm target directory.
//!
//! substrate-wasm-builder compiles each runtime crate in its own project under
//! `<target>/<profile>/wbuild/<crate>/`, with its own target directory: each of the three
//! runtime crates would compile the whole dependency tree for Wasm again (minutes on a cold
//! 2-core machine), though most of it is the same. Pointing the harness's and the parachain's
//! project target directory at hostcurves-runtime's reuses every artifact whose features agree
//! (the deployable runtimes build without `runtime-benchmarks`, the harness with it: two sets
//! of artifacts side by side); cargo's lock on the directory orders the builds. Each crate
//! makes all its blobs in its one project (`WasmBuilder::set_file_name`). If the link cannot
//! be made, the build is only slower.

// The crate is `no_std` without `std`; a build script runs on the host, which has it.
extern crate std;

use std::{path::PathBuf, println};

/// The runtime whose Wasm target directory the others share.
pub const OWNER: &str = "hostcurves-runtime";

/// From a runtime's build script: links `wbuild/<this crate>/target` to
/// `wbuild/hostcurves-runtime/target`. Does nothing for hostcurves-runtime itself, whose
/// directory it is, or outside a build script (no `OUT_DIR`); warns through cargo if a
/// directory is already in the way or the link fails.
pub fn share_wasm_target_dir() {
	let Some(out_dir) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
		return;
	};
	let Ok(name) = std::env::var("CARGO_PKG_NAME") else {
		return;
	};
	if name == OWNER {
		return;
	}
	// OUT_DIR is <target>/<profile>/build/<crate>-<hash>/out.
	let Some(profile_dir) = out_dir.ancestors().nth(3) else {
		return;
	};
	let wbuild = profile_dir.join("wbuild");
	let shared = wbuild.join(OWNER).join("target");
	let ours = wbuild.join(name);
	let _ = std::fs::create_dir_all(&shared);
	let _ = std::fs::create_dir_all(&ours);
	let link = ours.join("target");
	if std::fs::symlink_metadata(&link).is_err() {
		#[cfg(unix)]
		if let Err(e) = std::os::unix::fs::symlink(&shared, &link) {
			println!(
				"cargo:warning=this runtime builds in a Wasm target directory of its own ({e})"
			);
		}
	} else if !link.is_symlink() {
		println!(
			"cargo:warning=this runtime builds in a Wasm target directory of its own ({} exists)",
			link.display()
		);
	}
}
