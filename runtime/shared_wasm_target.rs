//! One Wasm target directory for every runtime of the workspace (`build_other_runtimes.rs`,
//! the build script of the runtimes other than hostcurves-runtime).
//!
//! substrate-wasm-builder compiles each runtime crate in its own project under
//! `<target>/<profile>/wbuild/<crate>/`, with its own target directory: each runtime crate would
//! compile the whole dependency tree for Wasm again (minutes on a cold machine), though most
//! of it is shared. Pointing the project's target directory at hostcurves-runtime's reuses
//! every artifact whose features agree (the deployable runtimes build without
//! `runtime-benchmarks`, the harness with it: two sets of artifacts side by side); cargo's lock
//! on the directory orders the builds. hostcurves-runtime makes its two blobs in one project
//! (`build.rs`, `set_file_name`); the other runtimes are still one crate per blob, and their
//! projects link to its target directory. If the link cannot be made, the build is just slower.

/// The runtime whose Wasm target directory the others share.
const OWNER: &str = "hostcurves-runtime";

/// Links `wbuild/<this crate>/target` to `wbuild/hostcurves-runtime/target`; nothing for
/// hostcurves-runtime itself, whose directory it is.
pub fn share_wasm_target_dir() {
	use std::path::PathBuf;
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
