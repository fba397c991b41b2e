#!/usr/bin/env python3
"""The units that took longest in a `cargo build --timings` report (docs/build.md).

Usage: scripts/timings-top.py <cargo-timing.html> [--top N]

Reads the `UNIT_DATA` array cargo writes into its HTML report (one object per compiled unit:
name, version, target, mode, start and duration in seconds) and prints the build's wall time,
the sum of the units' durations, the N longest units as a Markdown table, and the totals of
three groups: hostcurves' runtimes' build-script runs (their Wasm builds), the test binaries and
the other binaries (mostly their links).
"""
import argparse
import json
import re
import sys


def units(path):
    text = open(path, encoding="utf-8").read()
    match = re.search(r"const UNIT_DATA = (\[.*?\]);\n", text, re.S)
    if not match:
        sys.exit(f"{path}: no UNIT_DATA (not a cargo --timings report?)")
    return json.loads(match.group(1))


def label(u):
    target = u["target"].strip()
    kind = f" {target}" if target else ""
    mode = "" if u["mode"] == "todo" else f" ({u['mode']})"
    return f"{u['name']} {u['version']}{kind}{mode}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("report")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()
    data = units(args.report)
    wall = max(u["start"] + u["duration"] for u in data)
    total = sum(u["duration"] for u in data)
    print(f"{len(data)} units; wall {wall:.0f} s; sum of unit times {total:.0f} s\n")
    print("| unit | start (s) | duration (s) |\n|---|---:|---:|")
    for u in sorted(data, key=lambda u: -u["duration"])[: args.top]:
        print(f"| {label(u)} | {u['start']:.0f} | {u['duration']:.1f} |")
    groups = {
        "hostcurves' runtimes' build-script runs (their Wasm builds)": lambda u: u["mode"]
        == "run-custom-build"
        and u["name"].startswith("hostcurves")
        and "runtime" in u["name"],
        "test binaries": lambda u: '"test"' in u["target"] or "(test)" in u["target"],
        "other binaries": lambda u: '"bin"' in u["target"],
    }
    print()
    for name, keep in groups.items():
        chosen = [u for u in data if keep(u)]
        print(f"- {name}: {len(chosen)} units, {sum(u['duration'] for u in chosen):.0f} s")


if __name__ == "__main__":
    main()
