//! Compiles the runtime's source to Wasm with the portable feature (`WASM_BINARY`), in a
//! target directory shared with hostcurves-runtime's Wasm build.

fn main() {
	#[cfg(feature = "std")]
	{
		share_wasm_target_dir();
		substrate_wasm_builder::WasmBuilder::build_using_defaults();
	}
}

/// substrate-wasm-builder compiles each runtime in its own project under
/// `<target>/<profile>/wbuild/<crate>/`, with its own target directory: this runtime would
/// compile the whole dependency tree for Wasm a second time (minutes on a cold machine),
/// though only the crates with the feature differ. Pointing its target directory at
/// hostcurves-runtime's reuses every artifact whose features agree; cargo's lock on the
/// directory orders the two builds. If the link cannot be made, the build is just slower.
#[cfg(feature = "std")]
fn share_wasm_target_dir() {
	use std::path::PathBuf;
	let Some(out_dir) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
		return;
	};
	// OUT_DIR is <target>/<profile>/build/<crate>-<hash>/out.
	let Some(profile_dir) = out_dir.ancestors().nth(3) else {
		return;
	};
	let wbuild = profile_dir.join("wbuild");
	let shared = wbuild.join("hostcurves-runtime").join("target");
	let ours = wbuild.join("hostcurves-runtime-rfc163");
	let _ = std::fs::create_dir_all(&shared);
	let _ = std::fs::create_dir_all(&ours);
	let link = ours.join("target");
	if std::fs::symlink_metadata(&link).is_err() {
		#[cfg(unix)]
		if let Err(e) = std::os::unix::fs::symlink(&shared, &link) {
			println!(
				"cargo:warning=the portable runtime builds in a target directory of its own ({e})"
			);
		}
	} else if !link.is_symlink() {
		println!("cargo:warning=the portable runtime builds in a target directory of its own ({} exists)", link.display());
	}
}
