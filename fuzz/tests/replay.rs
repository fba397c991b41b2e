//! Every committed corpus file (`fuzz/corpus/<target>/`, kept by `scripts/fuzz.sh`) and every
//! input that once crashed a target (`fuzz/regressions/<target>/`, never merged away) through
//! its target on the stable toolchain: CI keeps them all without a nightly build. A target panics exactly when it finds a bug, so each
//! test here fails naming the file.

use std::{collections::BTreeSet, path::PathBuf};

use hostcurves_fuzz::{host_functions::HOST_FUNCTIONS, meter, TARGETS};

#[path = "../../host/tests/common/registered.rs"]
mod registered;

/// The files of `fuzz/<folder>/<target>/`, sorted by name (none if the folder is missing).
fn files(folder: &str, target: &str) -> Vec<PathBuf> {
	let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
		.join(folder)
		.join(target);
	let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
		.map(|entries| {
			entries
				.map(|entry| entry.expect("a directory entry").path())
				.collect()
		})
		.unwrap_or_default();
	files.sort();
	files
}

/// Runs every corpus file of `target`; fails naming the first file whose run panics.
fn replay(target: &str) {
	let run = TARGETS
		.iter()
		.find(|(name, _)| *name == target)
		.map(|(_, run)| *run)
		.unwrap_or_else(|| panic!("no target {target}"));
	let corpus = files("corpus", target);
	assert!(
		corpus.len() >= 10,
		"{target}: {} corpus files committed; run scripts/fuzz.sh {target}",
		corpus.len()
	);
	for file in corpus.iter().chain(&files("regressions", target)) {
		let bytes = std::fs::read(file).expect("readable");
		if std::panic::catch_unwind(|| run(&bytes)).is_err() {
			panic!("{target}: {} fails", file.display());
		}
	}
}

macro_rules! replay_tests {
	($($(#[$attribute:meta])* $target:ident),* $(,)?) => {$(
		#[test]
		$(#[$attribute])*
		fn $target() {
			replay(stringify!($target));
		}
	)*};
}

replay_tests!(
	host_functions,
	blst_vs_arkworks,
	checked_decoding,
	evm_precompiles,
	// These two targets start from real inputs in the shared vector set (docs/test-data.md).
	#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
	proofs_and_signatures,
	#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
	pallet_calls,
);

#[test]
fn every_target_has_a_replay_test_and_a_cargo_fuzz_binary() {
	let manifest = std::fs::read_to_string(
		PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cargo-fuzz/Cargo.toml"),
	)
	.expect("fuzz/cargo-fuzz/Cargo.toml");
	let replayed = [
		"host_functions",
		"blst_vs_arkworks",
		"checked_decoding",
		"evm_precompiles",
		"proofs_and_signatures",
		"pallet_calls",
	];
	let targets: Vec<&str> = TARGETS.iter().map(|(name, _)| *name).collect();
	assert_eq!(targets, replayed);
	for name in targets {
		assert!(
			manifest.contains(&format!("name = \"{name}\"")),
			"{name}: no cargo-fuzz binary"
		);
	}
}

/// The raw target reaches every host function a node registers, and nothing else.
#[test]
fn the_raw_target_calls_every_registered_host_function() {
	let registered = registered::registered_host_functions();
	let fuzzed: BTreeSet<String> = HOST_FUNCTIONS.iter().map(|(n, _)| n.to_string()).collect();
	assert_eq!(fuzzed, registered);
	assert_eq!(fuzzed.len(), 54);
}

/// The meter measures what a call holds at its peak, and the bound refuses more.
#[test]
fn the_memory_meter_measures_the_peak_and_enforces_the_bound() {
	// `black_box`: the optimiser may otherwise drop an allocation nothing reads.
	let (len, peak) = meter::peak_of(|| {
		let first = std::hint::black_box(vec![1u8; 5000]);
		drop(first);
		std::hint::black_box(vec![2u8; 3000]).len()
	});
	assert_eq!((len, peak), (3000, 5000));
	let within = meter::bounded("within", 10, || {
		std::hint::black_box(vec![0u8; meter::bound(10)]).len()
	});
	assert_eq!(
		within,
		meter::FIXED_BYTES + 10 * meter::BYTES_PER_INPUT_BYTE
	);
	let over = std::panic::catch_unwind(|| {
		meter::bounded("over", 10, || {
			std::hint::black_box(vec![0u8; meter::bound(10) + 1]).len()
		})
	});
	assert!(over.is_err());
}
