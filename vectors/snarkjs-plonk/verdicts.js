// Runs `snarkjs <plonk|fflonk> verify <vk> <public> <proof>` (the CLI, as a user would) on every
// case tamper.js listed and writes the list with snarkjs' verdict as <folder>/cases.json:
//   "OK"       exit 0 with snarkjs' success line ("OK!" for plonk, "PROOF VERIFIED SUCCESSFULLY"
//              for fflonk);
//   "INVALID"  exit 1 after the verifier returned false: it logged one of its own rejection
//              messages (kept as "snarkjs_message");
//   "ERROR"    anything else: the verifier threw (the CLI logs the exception and exits 1); the
//              exception's first line is kept as "snarkjs_error".
// The CLI exits 1 both for a rejected proof and for an exception, so only its messages tell
// them apart. Fails if an honest proof is not OK.
// Usage: node verdicts.js <system-curve folder> <plonk|fflonk> <cases list from tamper.js>
const fs = require("fs");
const path = require("path");
const { spawnSync } = require("child_process");

const snarkjs = path.join(__dirname, "node_modules", ".bin", "snarkjs");
const success = { plonk: "OK!", fflonk: "PROOF VERIFIED SUCCESSFULLY" };
// Every message plonk_verify.js and fflonk_verify.js log just before returning false.
const rejections = [
	"Proof commitments are not valid.",
	"Proof commitments are not valid",
	"Invalid number of public inputs",
	"Number of public signals does not match with vk",
	"Proof evaluations are not valid",
	"Proof evaluations are not valid.",
	"Public inputs are not valid.",
	"Invalid Proof",
];

const [dir, system, listPath] = process.argv.slice(2);
const cases = JSON.parse(fs.readFileSync(listPath, "utf8"));
let bad = 0;
const out = [];
for (const c of cases) {
	const run = spawnSync(snarkjs, [system, "verify", c.vk, c.public, c.proof], { cwd: dir, encoding: "utf8" });
	// logplease colours its output even when it is not a terminal; drop the colour codes.
	const lines = (run.stdout + run.stderr).replace(/\x1b\[[0-9;]*m/g, "").split("\n");
	const said = lines
		.map((l) => l.match(/^\[(INFO|WARN|ERROR)\]\s+snarkJS: (.*)$/))
		.filter(Boolean)
		.map((m) => ({ level: m[1], text: m[2].trim() }));
	const rejection = said.find((m) => m.level !== "INFO" && rejections.includes(m.text));
	const { what, ...rest } = c;
	let verdict;
	if (run.status === 0 && said.some((m) => m.level === "INFO" && m.text === success[system])) {
		verdict = { snarkjs: "OK" };
	} else if (run.status === 1 && rejection) {
		verdict = { snarkjs: "INVALID", snarkjs_message: `[${rejection.level}] ${rejection.text}` };
	} else {
		const err = said.find((m) => m.level === "ERROR");
		const first = err ? err.text : (lines.find((l) => l.trim()) || `exit status ${run.status}`).trim();
		verdict = { snarkjs: "ERROR", snarkjs_error: first };
	}
	out.push({ ...rest, ...verdict, what });
	if (c.name === "honest" && verdict.snarkjs !== "OK") {
		console.error(`${dir}: the honest ${c.circuit} proof is not OK: ${JSON.stringify(out[out.length - 1])}`);
		bad++;
	}
}
fs.writeFileSync(path.join(dir, "cases.json"), JSON.stringify(out, null, 1) + "\n");
const tally = {};
for (const c of out) tally[c.snarkjs] = (tally[c.snarkjs] || 0) + 1;
console.log(`${dir}: ${out.length} cases, ${Object.entries(tally).map(([k, v]) => `${v} ${k}`).join(", ")}`);
if (bad) process.exit(1);
