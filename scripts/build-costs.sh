#!/usr/bin/env bash
# The verifier's Groth16 `verify_proof` on BLS12-381 (1 and 8 public inputs) in the three
# builds, side by side in one run: frame-benchmarking's own benchmark of the extrinsic
# (`bls12_381_verify_proof`) on the harness runtime (full), its portable build and its no-EC
# build, one after the other with the same binary. Prints a Markdown table of the medians (and
# the fastest run), µs of ref_time (docs/parachain.md, "What it costs"). Needs the report tool
# built first (`cargo build --release -p hostcurves-bench`, which also builds the harness
# runtime's three blobs, as the tests' build does);
# REPEAT (default 50) sets the runs per point: on a shared 2-core VM single runs vary by up to
# 1.6×. About 3 min.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${CARGO_TARGET_DIR:-target}/release"
bench="$target/hostcurves-bench"
repeat="${REPEAT:-50}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

for build in full rfc163 noec; do
	# The full build is the report tool's bundled harness runtime.
	args=(--pallet pallet_hostcurves_verifier)
	if [ "$build" != full ]; then
		blob="$target/wbuild/hostcurves-bench-runtime/hostcurves_bench_runtime_$build.compact.compressed.wasm"
		[ -s "$blob" ] || { echo "no $blob: cargo build --release -p hostcurves-bench" >&2; exit 1; }
		args+=(--runtime "$blob")
	fi
	"$bench" pallet "${args[@]}" \
		--extrinsic bls12_381_verify_proof --low 1 --high 8 --steps 2 --repeat "$repeat" \
		--json-file "$out/$build.json" >"$out/$build.log" 2>&1 ||
		{ cat "$out/$build.log" >&2; exit 1; }
done

python3 - "$out" <<'EOF'
import json, statistics, sys

out = sys.argv[1]

def runs(build):
    """Extrinsic times in µs (ns in frame-benchmarking's JSON), per number of inputs."""
    by_n = {}
    for result in json.load(open(f"{out}/{build}.json"))[0]["time_results"]:
        n = dict(result["components"])["n"]
        by_n.setdefault(n, []).append(result["extrinsic_time"] / 1000)
    return by_n

full, portable, noec = (runs(b) for b in ("full", "rfc163", "noec"))
med = statistics.median
print("| inputs | no-EC (µs) | portable (µs) | full (µs) | no-EC ÷ portable | no-EC ÷ full |")
print("|---:|---:|---:|---:|---:|---:|")
for n in sorted(full):
    cells = " | ".join(f"{med(b[n]):.0f} ({min(b[n]):.0f})" for b in (noec, portable, full))
    print(f"| {n} | {cells} | {med(noec[n]) / med(portable[n]):.2f}× "
          f"| {med(noec[n]) / med(full[n]):.2f}× |")
EOF
