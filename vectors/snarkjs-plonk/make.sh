#!/usr/bin/env bash
# PLONK and fflonk keys and proofs as snarkjs writes them, with tampered and malformed proofs and
# snarkjs' own verdict on each, for the systems and curves snarkjs supports: PLONK on bn128 and
# bls12381, fflonk on bn128 (snarkjs' fflonk sets up on bls12381 but cannot prove there: it
# hard-codes a bn128 cube root of unity). One folder per system and curve, plonk-bn128/,
# plonk-bls12381/, fflonk-bn128/, each with:
#   <circuit>/verification_key.json  `zkey export verificationkey` of the `<system> setup` zkey
#   <circuit>/proof.json, public.json  an honest proof (`wtns calculate`, `<system> prove`), for
#     multiplier (3·11 = 33: 1 public signal), sum16 (Σ x[i]² = 1496 for x = 1..16, with the
#     x[i] public: 17 public signals, the weights' and the report's input) and multiplier3 (2·3·5 = 30:
#     1 public signal, there as a second key of multiplier's shape)
#   <circuit>/<case>_proof.json, <case>_public.json  tampered and malformed variants of the
#     multiplier and sum16 proofs (tamper.js, ffjavascript); a case that changes only the proof
#     or only the public signals writes only that file and uses the honest other
#   cases.json  every case, honest ones too: [{name, circuit, vk, proof, public, snarkjs, what}],
#     paths relative to the folder; "snarkjs" is the verdict of `snarkjs <system> verify`
#     (verdicts.js): "OK", "INVALID" (with the message it rejected with, "snarkjs_message") or
#     "ERROR" (it threw; "snarkjs_error" is the first line). The script fails if an honest proof
#     is not OK.
# The powers of tau are made here (`powersoftau new`, one `contribute`, `prepare phase2`), one per
# curve: 2^6 on bls12381 (PLONK needs 2^k ≥ the number of PLONK gates, sum16 has 48) and 2^9 on
# bn128 (fflonk needs 9·2^k + 18 G1 powers, 594 for sum16's domain of 64; 2^9 gives 1023).
# Needs node and npm (tested with node 20); versions pinned in package.json. The ceremony takes
# fresh randomness and proofs are blinded, so a rerun writes other keys and proofs of the same
# shape (and the same verdicts).
set -euo pipefail
cd "$(dirname "$0")"
npm install --no-audit --no-fund --silent
bin=node_modules/.bin
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
circuits="multiplier sum16 multiplier3"
echo '{"a": "3", "b": "11"}' >"$work/multiplier.json"
echo '{"x": ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16"]}' >"$work/sum16.json"
echo '{"a": "2", "b": "3", "c": "5"}' >"$work/multiplier3.json"
for curve in bn128 bls12381; do
	case "$curve" in bn128) power=9 ;; bls12381) power=6 ;; esac
	mkdir -p "$work/$curve"
	"$bin/snarkjs" powersoftau new "$curve" "$power" "$work/$curve/pot_0.ptau" >/dev/null
	"$bin/snarkjs" powersoftau contribute "$work/$curve/pot_0.ptau" "$work/$curve/pot_1.ptau" \
		--name=phase1 -e="hostcurves phase 1" >/dev/null
	"$bin/snarkjs" powersoftau prepare phase2 "$work/$curve/pot_1.ptau" "$work/$curve/pot.ptau" >/dev/null
	for circuit in $circuits; do
		"$bin/circom2" "$circuit.circom" --r1cs --wasm --prime "$curve" -o "$work/$curve" >/dev/null
		"$bin/snarkjs" wtns calculate "$work/$curve/${circuit}_js/$circuit.wasm" "$work/$circuit.json" \
			"$work/$curve/$circuit.wtns" >/dev/null
	done
done
for target in plonk-bn128 plonk-bls12381 fflonk-bn128; do
	system="${target%%-*}"
	curve="${target#*-}"
	rm -rf "$target"
	for circuit in $circuits; do
		out="$target/$circuit"
		mkdir -p "$out"
		"$bin/snarkjs" "$system" setup "$work/$curve/$circuit.r1cs" "$work/$curve/pot.ptau" "$work/$target-$circuit.zkey" >/dev/null
		"$bin/snarkjs" zkey export verificationkey "$work/$target-$circuit.zkey" "$out/verification_key.json" >/dev/null
		"$bin/snarkjs" "$system" prove "$work/$target-$circuit.zkey" "$work/$curve/$circuit.wtns" \
			"$out/proof.json" "$out/public.json" >/dev/null
	done
	node tamper.js "$target" "$system" "$work/$target-cases.json"
	node verdicts.js "$target" "$system" "$work/$target-cases.json"
done
