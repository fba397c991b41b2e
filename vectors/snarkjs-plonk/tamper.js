// Writes the tampered and malformed cases beside snarkjs' honest PLONK or fflonk proofs, and
// the list of cases (without verdicts: verdicts.js runs snarkjs on each and adds them).
// Curve arithmetic (the generator, doubling, r-multiples) is ffjavascript's, snarkjs' curve
// library; everything else is arithmetic on the decimal strings snarkjs writes.
// Usage: node tamper.js <system-curve folder> <plonk|fflonk> <cases list to write>
// The folder holds multiplier/, multiplier3/ and sum16/, each with snarkjs'
// verification_key.json, proof.json and public.json.
const fs = require("fs");
const path = require("path");
const { getCurveFromName } = require("ffjavascript");

const read = (f) => JSON.parse(fs.readFileSync(f, "utf8"));
const write = (f, o) => fs.writeFileSync(f, JSON.stringify(o, null, 1));
const copy = (o) => JSON.parse(JSON.stringify(o));

function modpow(b, e, m) {
	let r = 1n;
	b %= m;
	for (; e > 0n; e >>= 1n, b = (b * b) % m) if (e & 1n) r = (r * b) % m;
	return r;
}

async function main() {
	const [dir, system, listPath] = process.argv.slice(2);
	const vk0 = read(path.join(dir, "multiplier", "verification_key.json"));
	const curve = await getCurveFromName(vk0.curve);
	const G1 = curve.G1;
	const p = curve.q;
	const r = curve.r;
	const wide = 1n << BigInt(8 * G1.F.n8); // ffjavascript writes a coordinate into n8 bytes
	const wideR = 1n << BigInt(8 * curve.Fr.n8); // and a scalar into Fr.n8 bytes
	const b = vk0.curve === "bn128" ? 3n : 4n; // y² = x³ + b
	const pt = (o) => G1.fromObject(o.map(BigInt));
	const obj = (P) => G1.toObject(G1.toAffine(P)).map(String);
	const generator = obj(G1.g);
	const double = (o) => obj(G1.double(pt(o)));
	const jacobianZ2 = (o) => [String((BigInt(o[0]) * 4n) % p), String((BigInt(o[1]) * 8n) % p), "2"];

	// A point of E(Fp) outside the r-torsion subgroup G1 (BLS12-381's G1 has cofactor
	// h ≠ 1; BN254's has cofactor 1, so there is none). p ≡ 3 mod 4: y = (x³+b)^((p+1)/4).
	function outsideSubgroup() {
		for (let x = 1n; ; x++) {
			const rhs = (x * x * x + b) % p;
			const y = modpow(rhs, (p + 1n) / 4n, p);
			if ((y * y) % p !== rhs) continue;
			const o = [String(x), String(y), "1"];
			if (!G1.isZero(G1.timesScalar(pt(o), r))) return o;
		}
	}

	// Where the commitments and evaluations are, per system.
	const plonk = system === "plonk";
	const C1 = plonk ? "A" : "C1"; // the commitment most cases change
	const getC = (pr, k) => (plonk ? pr[k] : pr.polynomials[k]);
	const setC = (pr, k, v) => {
		if (plonk) pr[k] = v;
		else pr.polynomials[k] = v;
	};
	const getE = (pr, k) => (plonk ? pr[k] : pr.evaluations[k]);
	const setE = (pr, k, v) => {
		if (plonk) pr[k] = v;
		else pr.evaluations[k] = v;
	};
	const delE = (pr, k) => {
		if (plonk) delete pr[k];
		else delete pr.evaluations[k];
	};
	const evalA = plonk ? "eval_a" : "a";
	const lastEval = plonk ? "eval_zw" : "zw";
	const doubled = plonk ? "Wxi" : "W1";
	const swap = plonk ? ["A", "B"] : ["W1", "W2"];
	const cfield = plonk ? "proof." : "proof.polynomials.";
	const efield = plonk ? "proof." : "proof.evaluations.";
	const cmd = `snarkjs ${system} verify`;
	const curveCheck = plonk
		? "isWellConstructed (G1.isValid on A…Wxiw: on the curve, no subgroup check) rejects it"
		: "commitmentsBelongToG1 (G1.isValid on C1, C2, W1, W2 and the key's C0: on the curve, no subgroup check) rejects it";
	const countCheck = plonk
		? "publicSignals.length != vk.nPublic: rejected before any arithmetic"
		: "publicSignals.length !== vk.nPublic: rejected before any arithmetic";
	const transcript = "changes the Keccak-256 transcript, so every challenge: the pairing check fails";

	const cases = [];
	for (const circuit of ["multiplier", "sum16", "multiplier3"]) {
		const cdir = path.join(dir, circuit);
		const rel = (f) => `${circuit}/${f}`;
		const vkFile = rel("verification_key.json");
		const proof = read(path.join(cdir, "proof.json"));
		const pub = read(path.join(cdir, "public.json"));
		const add = (name, what, { proof: pr, pub: pu, vk } = {}) => {
			let proofFile = rel("proof.json");
			let pubFile = rel("public.json");
			if (pr !== undefined) {
				proofFile = rel(`${name}_proof.json`);
				write(path.join(dir, proofFile), pr);
			}
			if (pu !== undefined) {
				pubFile = rel(`${name}_public.json`);
				write(path.join(dir, pubFile), pu);
			}
			cases.push({ name, circuit, vk: vk || vkFile, proof: proofFile, public: pubFile, what });
		};
		const withC = (k, v) => {
			const pr = copy(proof);
			setC(pr, k, v);
			return { proof: pr };
		};
		const withE = (k, v) => {
			const pr = copy(proof);
			setE(pr, k, v);
			return { proof: pr };
		};
		const withPub = (i, v) => {
			const pu = copy(pub);
			pu[i] = v;
			return { pub: pu };
		};

		add("honest", `the proof as snarkjs wrote it, ${pub.length} public signal(s): every check passes and the pairing holds`);
		// multiplier3 is only there as the other key of the same shape.
		if (circuit === "multiplier3") continue;
		const n = pub.length;
		const x0 = BigInt(pub[0]);
		add("public_plus_one", `public[0] + 1 mod r: in range, but ${transcript} (and PI(ξ) changes)`, withPub(0, String((x0 + 1n) % r)));
		if (n > 1) {
			const xl = BigInt(pub[n - 1]);
			add("public_last_plus_one", `public[${n - 1}] (the last, Lagrange L_${n}) + 1 mod r: in range, but ${transcript} (and PI(ξ) changes)`, withPub(n - 1, String((xl + 1n) % r)));
		}
		add("public_plus_r", "public[0] + r (the same value mod r, as a decimal string ≥ r): publicInputsAreValid (0 ≤ w < r on the JSON integer, before any reduction) rejects it", withPub(0, String(x0 + r)));
		add("public_one_fewer", `the last public signal dropped (${n - 1} instead of ${n}): ${countCheck}`, { pub: pub.slice(0, n - 1) });
		add("public_one_more", `a public signal "0" appended (${n + 1} instead of ${n}): ${countCheck}`, { pub: [...pub, "0"] });
		if (circuit === "multiplier") {
			add("public_hex", `public[0] as "0x" hex ("0x${x0.toString(16)}", the same value): ffjavascript's unstringifyBigInts reads 0x-hex strings as well as decimal ones`, withPub(0, "0x" + x0.toString(16)));
			add("public_leading_zero", `public[0] with a leading zero ("0${x0}"): unstringifyBigInts takes any /^[0-9]+$/ string`, withPub(0, "0" + pub[0]));
			add("public_json_number", `public[0] as a JSON number (${x0}) instead of a string: left as a number, then converted by BigInt/Fr.e`, withPub(0, Number(x0)));
			add("public_negative", `public[0] as "-${x0}" (≡ r − ${x0}): not a /^[0-9]+$/ string, so left as a string; publicInputsAreValid (value ≥ 0) rejects it`, withPub(0, "-" + pub[0]));
		}

		const a = BigInt(getE(proof, evalA));
		add("eval_plus_one", `${efield}${evalA} + 1 mod r: in range, but ${transcript}`, withE(evalA, String((a + 1n) % r)));
		add("eval_plus_r", `${efield}${evalA} + r (a decimal string ≥ r): evaluationsAreValid tests the Montgomery form Fr.fromObject already reduced mod r, so the check never fires and the value is used mod r`, withE(evalA, String(a + r)));
		add("eval_plus_2_256", `${efield}${evalA} + 2^${8 * curve.Fr.n8}: Fr.fromObject writes the integer into ${curve.Fr.n8} bytes (Scalar.toRprLE drops the higher words), so it is read as ${evalA} itself`, withE(evalA, String(a + wideR)));
		{
			const pr = copy(proof);
			delE(pr, lastEval);
			const where = plonk
				? "fromObjectProof's Fr.fromObject(undefined)"
				: "evaluationsAreValid's Scalar.fromRprLE(undefined) (Proof.fromObjectProof reads only the keys present)";
			add("eval_missing", `${efield}${lastEval} removed: ${where} throws a TypeError, not a verdict`, { proof: pr });
		}
		if (!plonk) {
			const inv = BigInt(proof.evaluations.inv);
			add("eval_inv_plus_one", "proof.evaluations.inv + 1 mod r: inv is the batched inverse the Solidity verifier checks and uses; snarkjs' JS verifier never reads it", withE("inv", String((inv + 1n) % r)));
			const pr = copy(proof);
			delete pr.evaluations.inv;
			add("eval_inv_missing", "proof.evaluations.inv removed: snarkjs' JS verifier never reads it", { proof: pr });
		}

		const c = getC(proof, C1);
		add("commitment_generator", `${cfield}${C1} replaced by the G1 generator (a valid point): ${transcript}`, withC(C1, generator));
		add("commitment_double", `${cfield}${doubled} replaced by 2·${doubled} (a valid point): ${transcript}`, withC(doubled, double(getC(proof, doubled))));
		add("commitment_infinity", `${cfield}${C1} replaced by the point at infinity [0, 1, 0]: G1.isValid accepts the identity; ${transcript}`, withC(C1, ["0", "1", "0"]));
		{
			const pr = copy(proof);
			setC(pr, swap[0], getC(proof, swap[1]));
			setC(pr, swap[1], getC(proof, swap[0]));
			add("commitments_swapped", `${cfield}${swap[0]} and ${cfield}${swap[1]} swapped (both valid points): ${transcript}`, { proof: pr });
		}
		add("commitment_not_on_curve", `${cfield}${C1} with y + 1: ${curveCheck}`, withC(C1, [c[0], String((BigInt(c[1]) + 1n) % p), c[2]]));
		add("coordinate_plus_p", `${cfield}${C1} with x + p (a decimal string ≥ p, the same point mod p): G1.fromObject reduces it mod p (toMontgomery) and no check looks at the JSON integer`, withC(C1, [String(BigInt(c[0]) + p), c[1], c[2]]));
		add("coordinate_plus_2_" + 8 * G1.F.n8, `${cfield}${C1} with x + 2^${8 * G1.F.n8}: Fp.fromObject writes the integer into ${G1.F.n8} bytes (Scalar.toRprLE drops the higher words), so it is read as x itself`, withC(C1, [String(BigInt(c[0]) + wide), c[1], c[2]]));
		add("commitment_jacobian_z2", `${cfield}${C1} written in Jacobian coordinates with z = 2 ([4x, 8y, 2] mod p, the same point): snarkjs reads G1 points as Jacobian [x, y, z] and only writes z = 1`, withC(C1, jacobianZ2(c)));
		if (vk0.curve === "bls12381") {
			add("commitment_outside_subgroup", `${cfield}${C1} replaced by a point of E(Fp) outside G1 (the smallest x with x³+4 a square, r·P ≠ 0): G1.isValid checks only the curve equation; ${transcript}`, withC(C1, outsideSubgroup()));
		}
		{
			const pr = copy(proof);
			pr.protocol = plonk ? "fflonk" : "plonk";
			pr.curve = vk0.curve === "bn128" ? "bls12381" : "bn128";
			add("proof_protocol_curve_wrong", `proof.protocol "${pr.protocol}" and proof.curve "${pr.curve}" (the key's are "${system}", "${vk0.curve}"): the verifier reads neither, only the key's curve`, { proof: pr });
		}
		if (circuit === "multiplier") {
			add("vk_of_multiplier3", `this proof with multiplier3's key (d = a·b·c, also 1 public signal and the same domain): every count and format check passes; the pairing check fails`, { vk: "multiplier3/verification_key.json" });
			add("vk_of_sum16", `this proof with sum16's key (17 public signals): ${countCheck}`, { vk: "sum16/verification_key.json" });
		}
	}
	write(listPath, cases);
	await curve.terminate();
}

main().catch((e) => {
	console.error(e);
	process.exit(1);
});
