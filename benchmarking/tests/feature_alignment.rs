//! The README's second command (`cargo test --release --workspace`) reuses the build of its
//! first (`cargo run --release -p hostcurves-bench -- report`) only if every crate the
//! benchmark tool depends on is compiled with the same features in both. The feature
//! alignment block of benchmarking/Cargo.toml makes it so; this test fails when a dependency
//! change breaks it, naming each crate whose features differ.

use std::{collections::BTreeSet, process::Command};

/// `cargo tree` lines `name version [features]`, one per distinct (package, features).
fn tree(args: &[&str]) -> BTreeSet<String> {
	let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
	let output = Command::new(cargo)
		.current_dir(env!("CARGO_MANIFEST_DIR"))
		.args([
			"tree",
			"--locked",
			"--offline",
			"--prefix",
			"none",
			"-f",
			"{p} [{f}]",
		])
		.args(args)
		.output()
		.expect("cargo runs");
	assert!(
		output.status.success(),
		"cargo tree {args:?} failed: {}",
		String::from_utf8_lossy(&output.stderr)
	);
	String::from_utf8(output.stdout)
		.expect("UTF-8")
		.lines()
		.map(|l| l.trim_end_matches(" (*)").to_owned())
		.filter(|l| !l.is_empty())
		.collect()
}

#[test]
fn the_benchmark_tool_builds_its_dependencies_with_the_tests_features() {
	let bench = tree(&["-p", "hostcurves-bench", "-e", "normal,build"]);
	let workspace = tree(&["--workspace", "-e", "normal,build,dev"]);
	assert!(
		bench.len() > 500,
		"unexpectedly small tree: {} lines",
		bench.len()
	);
	let differing: Vec<&String> = bench.difference(&workspace).collect();
	assert!(
		differing.is_empty(),
		"built with other features than in `cargo test --workspace` (add the missing \
		 features to the alignment block of benchmarking/Cargo.toml): {differing:#?}"
	);
}
