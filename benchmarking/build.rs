//! Records what a report must state about the build that measured it (issue: a report names
//! its commit, rustc and wasmtime next to the CPU): the git commit, `rustc --version`, and
//! the wasmtime version locked in `Cargo.lock` (the engine that runs the Wasm columns).

use std::{path::Path, process::Command};

fn main() {
	// Read when the script runs, not compiled in: a build-script binary compiled for a
	// checkout elsewhere may be reused for this one (same package, same hash).
	let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
	let root = Path::new(&manifest_dir).join("..");
	println!("cargo:rustc-env=HOSTCURVES_COMMIT={}", commit(&root));
	println!("cargo:rustc-env=HOSTCURVES_RUSTC={}", rustc());
	println!("cargo:rustc-env=HOSTCURVES_WASMTIME={}", wasmtime(&root));
	println!("cargo:rerun-if-changed=../Cargo.lock");
}

/// `git rev-parse HEAD`, or "unknown" outside a git checkout. Rebuilt when HEAD or the
/// branch it names moves.
fn commit(root: &Path) -> String {
	let git = root.join(".git");
	println!("cargo:rerun-if-changed={}", git.join("HEAD").display());
	if let Ok(head) = std::fs::read_to_string(git.join("HEAD")) {
		if let Some(branch) = head.trim().strip_prefix("ref: ") {
			println!("cargo:rerun-if-changed={}", git.join(branch).display());
		}
	}
	Command::new("git")
		.arg("-C")
		.arg(root)
		.args(["rev-parse", "HEAD"])
		.output()
		.ok()
		.filter(|o| o.status.success())
		.and_then(|o| String::from_utf8(o.stdout).ok())
		.map(|s| s.trim().to_owned())
		.unwrap_or_else(|| "unknown".into())
}

/// `$RUSTC --version` (cargo sets `RUSTC` for build scripts).
fn rustc() -> String {
	let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
	Command::new(rustc)
		.arg("--version")
		.output()
		.ok()
		.and_then(|o| String::from_utf8(o.stdout).ok())
		.map(|s| s.trim().to_owned())
		.unwrap_or_else(|| "unknown".into())
}

/// The version of the `wasmtime` package in the workspace's `Cargo.lock`.
fn wasmtime(root: &Path) -> String {
	let lock = std::fs::read_to_string(root.join("Cargo.lock")).unwrap_or_default();
	let lock: toml::Table = lock.parse().unwrap_or_default();
	lock.get("package")
		.and_then(|p| p.as_array())
		.into_iter()
		.flatten()
		.filter(|p| p.get("name").and_then(|n| n.as_str()) == Some("wasmtime"))
		.find_map(|p| p.get("version").and_then(|v| v.as_str()).map(str::to_owned))
		.unwrap_or_else(|| "unknown".into())
}
