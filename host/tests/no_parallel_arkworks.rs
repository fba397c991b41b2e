//! Determinism enforced: no arkworks crate is built with its `parallel` feature in the
//! dependency graph of `hostcurves-host` or of `hostcurves-node` (default features, all
//! features), nor in the workspace's own build.
//!
//! Why: with `ark-ec/parallel`, an MSM splits its points by rayon's thread count, and over
//! points off the curve (which the host functions take, as RFC-0163 requires) the result
//! depends on the split: two nodes with different core counts compute different bytes and
//! disagree on a block (`docs/boundary.md`). Nothing in our manifests turns it on, but feature
//! unification would, silently, as soon as the node links a crate that does (sp-crypto-ec-utils
//! with `std` enables `ark-ec/parallel`). This test reads the graph cargo resolves from
//! `Cargo.lock` (`cargo tree --frozen`: no network, no build) and fails naming the crate.

use std::process::Command;

/// Packages of a `cargo tree --prefix none -f "{p} [{f}]"` listing that are arkworks crates
/// (`ark-*`) built with the feature `parallel`, each once, sorted: `package [features]`.
fn parallel_arkworks(listing: &str) -> Vec<String> {
	listing
		.lines()
		.filter(|line| line.starts_with("ark-"))
		.filter(|line| {
			let features = line
				.split_once('[')
				.and_then(|(_, rest)| rest.split_once(']'))
				.map_or("", |(features, _)| features);
			features.split(',').any(|f| f.trim() == "parallel")
		})
		.map(|line| line.trim_end_matches(" (*)").to_owned())
		.collect::<std::collections::BTreeSet<_>>()
		.into_iter()
		.collect()
}

/// The resolved graph of `args` (normal and build dependencies), one package per line with
/// its features.
fn tree(args: &[&str]) -> String {
	let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
	let workspace = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
	let output = Command::new(cargo)
		.current_dir(workspace)
		.args(["tree", "--frozen", "-e", "normal,build", "--prefix", "none"])
		.args(["-f", "{p} [{f}]"])
		.args(args)
		.output()
		.expect("cargo runs");
	assert!(
		output.status.success(),
		"cargo tree {args:?}: {}",
		String::from_utf8_lossy(&output.stderr)
	);
	String::from_utf8(output.stdout).expect("UTF-8")
}

#[test]
fn the_detector_finds_parallel_among_other_features() {
	let listing = "ark-ec v0.6.0 [parallel,std]\n\
		ark-std v0.5.0 [std] (*)\n\
		ark-ff v0.6.0 [asm, parallel, std] (*)\n\
		ark-ec v0.6.0 [parallel,std] (*)\n\
		rayon v1.10.0 [parallel]\n\
		ark-serialize v0.6.0 [std,parallel-ish]";
	assert_eq!(
		parallel_arkworks(listing),
		[
			"ark-ec v0.6.0 [parallel,std]",
			"ark-ff v0.6.0 [asm, parallel, std]"
		]
	);
}

#[test]
fn no_arkworks_crate_is_parallel_in_the_host_or_the_node() {
	for args in [
		&["-p", "hostcurves-host"][..],
		&["-p", "hostcurves-host", "--all-features"],
		&["-p", "hostcurves-node"],
		&["-p", "hostcurves-node", "--all-features"],
		&["--workspace"],
	] {
		let listing = tree(args);
		assert!(
			listing.lines().any(|l| l.starts_with("ark-ec ")),
			"{args:?}: no ark-ec in the graph, the listing is not what this test reads"
		);
		assert_eq!(
			parallel_arkworks(&listing),
			Vec::<String>::new(),
			"{args:?}: arkworks built with `parallel` makes off-curve MSMs depend on the \
			 thread count (run `cargo tree {} -e features -i <crate>` to see who enables it)",
			args.join(" ")
		);
	}
}
