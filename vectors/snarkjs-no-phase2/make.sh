#!/usr/bin/env bash
# Groth16 keys as snarkjs writes them before any phase-2 contribution, for each curve snarkjs
# supports: `groth16 setup` puts the G2 generator in both γ and δ, and only a phase-2
# contribution (`zkey contribute`) moves δ. The outputs, per curve folder:
#   verification_key.json  `zkey export verificationkey` of the setup's zkey (γ = δ)
#   proof.json, public.json  an honest proof of 3·11 = 33 with that zkey
#   forged_proof.json, forged_public.json  A = α, B = β, C = −(IC₀ + 5·IC₁) for x = 5
#     (forge.js, ffjavascript), which `snarkjs groth16 verify` accepts: the script fails if not.
# Needs node and npm (tested with node 20); versions pinned in package.json. The ptau's
# phase-1 contribution takes fresh randomness, so a rerun writes other keys of the same shape.
set -euo pipefail
cd "$(dirname "$0")"
npm install --no-audit --no-fund --silent
bin=node_modules/.bin
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo '{"a": "3", "b": "11"}' >"$work/input.json"
for curve in bn128 bls12381; do
	mkdir -p "$curve"
	"$bin/circom2" multiplier.circom --r1cs --wasm --prime "$curve" -o "$work" >/dev/null
	"$bin/snarkjs" powersoftau new "$curve" 4 "$work/pot_0.ptau" >/dev/null
	"$bin/snarkjs" powersoftau contribute "$work/pot_0.ptau" "$work/pot_1.ptau" \
		--name=phase1 -e="hostcurves phase 1" >/dev/null
	"$bin/snarkjs" powersoftau prepare phase2 "$work/pot_1.ptau" "$work/pot.ptau" >/dev/null
	# The zkey as setup writes it: no `zkey contribute` after this line.
	"$bin/snarkjs" groth16 setup "$work/multiplier.r1cs" "$work/pot.ptau" "$work/circuit_0000.zkey" >/dev/null
	"$bin/snarkjs" zkey export verificationkey "$work/circuit_0000.zkey" "$curve/verification_key.json" >/dev/null
	"$bin/snarkjs" wtns calculate "$work/multiplier_js/multiplier.wasm" "$work/input.json" "$work/witness.wtns" >/dev/null
	"$bin/snarkjs" groth16 prove "$work/circuit_0000.zkey" "$work/witness.wtns" "$curve/proof.json" "$curve/public.json" >/dev/null
	"$bin/snarkjs" groth16 verify "$curve/verification_key.json" "$curve/public.json" "$curve/proof.json" | grep -q "OK"
	node forge.js "$curve/verification_key.json" 5 "$curve/forged_proof.json" "$curve/forged_public.json"
	"$bin/snarkjs" groth16 verify "$curve/verification_key.json" "$curve/forged_public.json" "$curve/forged_proof.json" | grep -q "OK"
	echo "$curve: snarkjs accepts the honest proof and the forged one"
done
