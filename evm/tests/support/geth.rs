//! geth's precompile vector files (the shared set's `eth-precompiles/`, go-ethereum's
//! `core/vm/testdata/precompiles/`): which precompile each file exercises and what each case
//! expects. Included with `#[path]` by the tests that run them (hostcurves-evm's natively,
//! the runtime's in Wasm, compat's against revm), each of which uses part of it.
#![allow(dead_code)]

use hostcurves_evm::{Precompile, PrecompileFailure, PrecompileResult};
use serde::{de::DeserializeOwned, Deserialize};

#[path = "../../../primitives/tests/support/vectors.rs"]
mod vectors;

/// The files, by the name geth gives them, and the precompile they call. geth's
/// `blsG1Mul`/`blsG2Mul` are single-pair MSMs (EIP-2537 dropped the MUL precompiles); the
/// BLS files have `fail-` twins, the BN254 ones and EIP-4844's (one valid opening) none.
pub const FILES: [(&str, Precompile); 13] = [
	("bn256Add", Precompile::Bn254Add),
	("bn256ScalarMul", Precompile::Bn254Mul),
	("bn256Pairing", Precompile::Bn254Pairing),
	("pointEvaluation", Precompile::PointEvaluation),
	("blsG1Add", Precompile::Bls12G1Add),
	("blsG1Mul", Precompile::Bls12G1Msm),
	("blsG1MultiExp", Precompile::Bls12G1Msm),
	("blsG2Add", Precompile::Bls12G2Add),
	("blsG2Mul", Precompile::Bls12G2Msm),
	("blsG2MultiExp", Precompile::Bls12G2Msm),
	("blsPairing", Precompile::Bls12PairingCheck),
	("blsMapG1", Precompile::Bls12MapFpToG1),
	("blsMapG2", Precompile::Bls12MapFp2ToG2),
];

/// One case: the precompile, its input and what it must give with `gas_limit`.
pub struct Case {
	/// `file/name`, for messages.
	pub name: String,
	pub precompile: Precompile,
	pub input: Vec<u8>,
	/// The gas given: the case's price for successes, unlimited for failures.
	pub gas_limit: u64,
	pub expected: PrecompileResult,
}

#[derive(Deserialize)]
#[serde(rename_all = "PascalCase")]
struct Success {
	input: String,
	expected: String,
	name: String,
	gas: u64,
}

#[derive(Deserialize)]
#[serde(rename_all = "PascalCase")]
struct Failure {
	input: String,
	expected_error: String,
	name: String,
}

/// The class of one of geth's error texts (the words are geth's; the class is the EIP's).
fn failure_class(geth_error: &str) -> PrecompileFailure {
	match geth_error {
		"invalid input length" => PrecompileFailure::InvalidInputLength,
		"invalid field element top bytes" => PrecompileFailure::InvalidPadding,
		"invalid fp.Element encoding" => PrecompileFailure::NonCanonicalFieldElement,
		"invalid point: not on curve" => PrecompileFailure::NotOnCurve,
		"g1 point is not on correct subgroup" | "g2 point is not on correct subgroup" => {
			PrecompileFailure::NotInSubgroup
		}
		other => panic!("geth error text without a class here: {other:?}"),
	}
}

fn unhex(s: &str) -> Vec<u8> {
	hex::decode(s).unwrap_or_else(|e| panic!("bad hex in a vector file: {e}"))
}

/// The cases of the shared set's `eth-precompiles/{file}.json`, each made a [`Case`] by `case`.
fn read<T: DeserializeOwned>(file: &str, case: impl Fn(T) -> Case) -> Vec<Case> {
	let parsed: Vec<T> = serde_json::from_str(&vectors::read_shared(&format!(
		"eth-precompiles/{file}.json"
	)))
	.unwrap_or_else(|e| panic!("{file}: not in geth's layout: {e}"));
	parsed.into_iter().map(case).collect()
}

/// Every case of every file, successes then failures.
pub fn cases() -> Vec<Case> {
	let mut cases = Vec::new();
	for (file, precompile) in FILES {
		cases.extend(read(file, |c: Success| Case {
			name: format!("{file}/{}", c.name),
			precompile,
			input: unhex(&c.input),
			gas_limit: c.gas,
			expected: Ok((unhex(&c.expected), c.gas)),
		}));
		if file.starts_with("bls") {
			cases.extend(read(&format!("fail-{file}"), |c: Failure| Case {
				name: format!("fail-{file}/{}", c.name),
				precompile,
				input: unhex(&c.input),
				gas_limit: u64::MAX,
				expected: Err(failure_class(&c.expected_error)),
			}));
		}
	}
	cases
}
