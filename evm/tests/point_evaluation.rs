//! POINT_EVALUATION (0x0a, EIP-4844) through both backends on data nobody here wrote:
//! c-kzg-4844's `verify_kzg_proof` cases and the openings `ckzg` made
//! (`vectors/kzg/`), each wrapped in the precompile's 192-byte input with its versioned hash;
//! geth's vector runs in `geth_vectors.rs`. Also the checks before the opening: gas, length,
//! versioned hash.

use hostcurves_evm::{
	point_evaluation::{success_output, versioned_hash, GAS, INPUT_LEN},
	run, Arkworks, Backend, Host, Precompile, PrecompileFailure, PrecompileResult,
};

#[path = "../../primitives/tests/support/vectors.rs"]
mod vectors;

fn unhex(s: &str) -> Vec<u8> {
	hex::decode(s.trim_start_matches("0x")).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The precompile's input for an opening, with the commitment's versioned hash.
fn input(commitment: &[u8], z: &[u8], y: &[u8], proof: &[u8]) -> Vec<u8> {
	[&versioned_hash(commitment)[..], z, y, commitment, proof].concat()
}

/// Both backends, which must agree.
fn call(input: &[u8], gas_limit: u64) -> PrecompileResult {
	fn one<B: Backend>(input: &[u8], gas_limit: u64) -> PrecompileResult {
		run::<B>(Precompile::PointEvaluation, input, gas_limit)
	}
	let host = one::<Host>(input, gas_limit);
	assert_eq!(
		host,
		one::<Arkworks>(input, gas_limit),
		"the backends disagree"
	);
	host
}

fn parts(case: &serde_json::Value) -> [Vec<u8>; 4] {
	["commitment", "z", "y", "proof"].map(|k| unhex(case[k].as_str().expect(k)))
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn c_kzg_4844_cases_through_the_precompile() {
	let dir = vectors::shared_dir().join("kzg/c-kzg-4844/verify_kzg_proof/kzg-mainnet");
	let (mut accepted, mut rejected, mut refused, mut not_192) = (0, 0, 0, 0);
	for entry in std::fs::read_dir(&dir).unwrap() {
		let case = entry.unwrap().path();
		let name = case.file_name().unwrap().to_string_lossy().into_owned();
		let data: serde_yaml::Value =
			serde_yaml::from_str(&std::fs::read_to_string(case.join("data.yaml")).unwrap())
				.unwrap();
		let field = |k: &str| unhex(data["input"][k].as_str().unwrap());
		let (c, z, y, p) = (field("commitment"), field("z"), field("y"), field("proof"));
		let input = input(&c, &z, &y, &p);
		if input.len() != INPUT_LEN {
			// A part of the wrong length cannot be put in the precompile's input; the call
			// refuses the length instead.
			assert_eq!(
				call(&input, GAS),
				Err(PrecompileFailure::InvalidInputLength),
				"{name}"
			);
			not_192 += 1;
			continue;
		}
		let got = call(&input, GAS);
		match data["output"].as_bool() {
			Some(true) => {
				assert_eq!(got, Ok((success_output(), GAS)), "{name}");
				accepted += 1;
			}
			Some(false) => {
				assert_eq!(got, Err(PrecompileFailure::KzgProofRejected), "{name}");
				rejected += 1;
			}
			None => {
				assert!(
					!matches!(got, Ok(_) | Err(PrecompileFailure::KzgProofRejected)),
					"{name}: refused bytes gave {got:?}"
				);
				refused += 1;
			}
		}
	}
	assert_eq!((accepted, rejected, refused, not_192), (54, 48, 12, 8));
}

#[test]
fn ckzg_openings_through_the_precompile() {
	let data: serde_json::Value =
		serde_json::from_str(&vectors::read("kzg/ckzg/openings.json")).unwrap();
	let section = |s: &str| data[s].as_array().unwrap().clone();
	for case in section("valid") {
		let [c, z, y, p] = parts(&case);
		assert_eq!(
			call(&input(&c, &z, &y, &p), GAS),
			Ok((success_output(), GAS)),
			"{case}"
		);
	}
	for case in section("tampered") {
		let [c, z, y, p] = parts(&case);
		let got = call(&input(&c, &z, &y, &p), GAS);
		assert_eq!(
			got,
			Err(PrecompileFailure::KzgProofRejected),
			"{}",
			case["name"]
		);
	}
	for case in section("malformed") {
		let [c, z, y, p] = parts(&case);
		let got = call(&input(&c, &z, &y, &p), GAS);
		let name = case["name"].as_str().unwrap();
		// make.py names each case after what it breaks.
		let expected = if name.starts_with('z') || name.starts_with('y') {
			PrecompileFailure::NonCanonicalFieldElement
		} else if name.contains("outside_g1") {
			PrecompileFailure::NotInSubgroup
		} else {
			// Flags, or an x with no point: not a compressed point's encoding.
			PrecompileFailure::InvalidPointEncoding
		};
		assert_eq!(got, Err(expected), "{name}");
	}
}

#[test]
fn gas_length_and_versioned_hash_come_first() {
	let data: serde_json::Value =
		serde_json::from_str(&vectors::read("kzg/ckzg/openings.json")).unwrap();
	let [c, z, y, p] = parts(&data["valid"][0]);
	let good = input(&c, &z, &y, &p);
	assert_eq!(call(&good, GAS - 1), Err(PrecompileFailure::OutOfGas));
	assert_eq!(call(&good, u64::MAX), Ok((success_output(), GAS)));
	for len in [0, 191, 193, 384] {
		let mut bytes = good.clone();
		bytes.resize(len, 0);
		assert_eq!(
			call(&bytes, GAS),
			Err(PrecompileFailure::InvalidInputLength),
			"{len}"
		);
	}
	// Another version byte, or a hash bit flipped.
	for (at, mask) in [(0, 0x03), (31, 0x01)] {
		let mut bytes = good.clone();
		bytes[at] ^= mask;
		assert_eq!(
			call(&bytes, GAS),
			Err(PrecompileFailure::VersionedHashMismatch)
		);
	}
	// A valid opening under another commitment's hash.
	let [c2, ..] = parts(&data["valid"][5]);
	let mut bytes = good.clone();
	bytes[..32].copy_from_slice(&versioned_hash(&c2));
	assert_eq!(
		call(&bytes, GAS),
		Err(PrecompileFailure::VersionedHashMismatch)
	);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn the_output_is_eip_4844s() {
	// FIELD_ELEMENTS_PER_BLOB = 4096 and BLS_MODULUS, as geth's vector expects them.
	let cases: serde_json::Value = serde_json::from_str(&vectors::read_shared(
		"eth-precompiles/pointEvaluation.json",
	))
	.unwrap();
	assert_eq!(
		success_output(),
		unhex(cases[0]["Expected"].as_str().unwrap())
	);
}
