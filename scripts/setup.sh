#!/usr/bin/env bash
# Installs what building hostcurves needs on a fresh Debian machine with rustup:
# the Wasm targets and rust-src (substrate-wasm-builder), rustfmt and clippy (CI) and protoc
# (litep2p, via frame-benchmarking-cli). Idempotent; uses sudo only when not root.
set -euo pipefail

rustup target add wasm32v1-none wasm32-unknown-unknown
rustup component add rust-src rustfmt clippy

if ! command -v protoc >/dev/null 2>&1; then
	sudo=""
	[ "$(id -u)" -eq 0 ] || sudo="sudo"
	$sudo apt-get update -qq
	$sudo apt-get install -y -qq protobuf-compiler
fi
