#!/usr/bin/env bash
# Runs one fuzz target for a given time, then merges what it found into the committed corpus:
#
#   bash scripts/fuzz.sh TARGET [SECONDS] [libFuzzer options...]
#
# TARGET is one of fuzz/src/lib.rs' TARGETS (host_functions, blst_vs_arkworks,
# checked_decoding, evm_precompiles, proofs_and_signatures, pallet_calls); SECONDS defaults to
# 600. Installs what it needs: a nightly toolchain (rustup) and cargo-fuzz. The run's own corpus
# is fuzz/cargo-fuzz/corpus/TARGET (not committed), seeded with fuzz/corpus/TARGET; at the end
# libFuzzer's merge keeps, in fuzz/corpus/TARGET, the smallest set of inputs that reaches every
# edge either reaches. A crash stops the run and leaves its input in fuzz/cargo-fuzz/artifacts/
# (named TARGET-crash-…); once the bug is fixed, copy it to fuzz/regressions/TARGET/, which no
# merge touches. `cargo test --release --workspace --test replay -- --include-ignored` replays both
# folders on stable (two targets' replays need the shared vector set, docs/test-data.md).
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:?usage: scripts/fuzz.sh TARGET [SECONDS] [libFuzzer options...]}"
seconds="${2:-600}"
shift $(( $# < 2 ? $# : 2 ))

rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
command -v cargo-fuzz >/dev/null || cargo +nightly install cargo-fuzz --locked

# The fuzz targets run natively: no runtime Wasm is needed. proofs_and_signatures and
# pallet_calls start from real inputs in the shared vector set (docs/test-data.md).
export SKIP_WASM_BUILD=1 HOSTCURVES_VECTORS="${HOSTCURVES_VECTORS:-$PWD/../shared/vectors}"
# Sanitizer "none": the targets are safe Rust, and blst's C is not instrumented by cargo-fuzz
# anyway; what the targets assert (no panic, bounded memory, equal answers) needs none, and
# the runs are about twice as fast. Debug assertions stay on (-O keeps them).
fuzz=(--fuzz-dir fuzz/cargo-fuzz -O -s none)

work="fuzz/cargo-fuzz/corpus/$target"
kept="fuzz/corpus/$target"
mkdir -p "$work" "$kept" fuzz/cargo-fuzz/artifacts
cargo +nightly fuzz build "${fuzz[@]}" "$target"
# The binary itself from here on: a later edit of the sources cannot rebuild it mid-run.
binary="fuzz/cargo-fuzz/target/x86_64-unknown-linux-gnu/release/$target"
"$binary" "$work" "$kept" -max_total_time="$seconds" -max_len=4096 -rss_limit_mb=4096 \
	-timeout=60 -print_final_stats=1 -artifact_prefix="fuzz/cargo-fuzz/artifacts/$target-" "$@"

# Commit the smallest set of inputs that reaches every edge the run's corpus and the committed
# one reach (edges only, not hit counts: hundreds of files, not thousands); the committed set
# is replaced only if the merge succeeds.
merged="$(mktemp -d)"
if "$binary" -merge=1 -use_counters=0 "$merged" "$kept" "$work" >"$merged.log" 2>&1; then
	grep -E 'MERGE-OUTER: [0-9]+ new files' "$merged.log" || true
	rm -rf "$kept" && mv "$merged" "$kept"
	echo "fuzz.sh: $target: $(ls "$kept" | wc -l) inputs kept in $kept"
else
	echo "fuzz.sh: $target: the merge failed ($merged.log); $kept is unchanged" >&2
	exit 1
fi
