//! KZG openings (`hostcurves_primitives::kzg`) on data from implementations nobody here
//! wrote, through both engines (host calls and plain arkworks):
//! - c-kzg-4844's own `verify_kzg_proof` cases (122, the shared vector set's
//!   `kzg/c-kzg-4844/verify_kzg_proof/`): `true`, `false`, or `null` for bytes it refuses;
//! - openings made by c-kzg-4844's Python binding `ckzg` 2.1.8 (`vectors/kzg/ckzg/make.py`):
//!   valid, tampered (well formed, false) and malformed (refused), and a batch;
//! - the ceremony's `[τ]₂` against c-kzg-4844's `trusted_setup.txt` (as the `c-kzg` crate
//!   ships it, `vectors/kzg/c-kzg-4844/`).

use crate::vectors;

use ark_ec::AffineRepr;
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use hostcurves_primitives::kzg::{
	self, decode_openings, verify_batch, verify_bytes, BatchKzgError, KzgEngine, KzgError, Opening,
	Part, OPENING_LEN,
};

type Host = hostcurves_primitives::bls12_381::Bls12_381;
type Ark = ark_bls12_381::Bls12_381;

fn unhex(s: &str) -> Vec<u8> {
	hex::decode(s.trim_start_matches("0x")).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// An opening's four byte strings, as the vector files give them.
#[derive(Clone)]
struct Bytes {
	name: String,
	parts: [Vec<u8>; 4],
}

impl Bytes {
	fn verify<E: KzgEngine>(&self) -> Result<bool, KzgError> {
		let [c, z, y, p] = &self.parts;
		verify_bytes::<E>(c, z, y, p)
	}

	/// Both engines, which must agree.
	fn verdict(&self) -> Result<bool, KzgError> {
		let host = self.verify::<Host>();
		assert_eq!(
			host,
			self.verify::<Ark>(),
			"{}: the engines disagree",
			self.name
		);
		host
	}
}

fn from_json(case: &serde_json::Value, name: &str) -> Bytes {
	let field = |k: &str| unhex(case[k].as_str().unwrap_or_else(|| panic!("{name}: {k}")));
	Bytes {
		name: name.to_string(),
		parts: [field("commitment"), field("z"), field("y"), field("proof")],
	}
}

fn ckzg() -> serde_json::Value {
	serde_json::from_str(&vectors::read("kzg/ckzg/openings.json")).expect("openings.json is JSON")
}

fn named(section: &str) -> Vec<Bytes> {
	ckzg()[section]
		.as_array()
		.unwrap_or_else(|| panic!("{section} missing"))
		.iter()
		.map(|c| from_json(c, c["name"].as_str().expect("named")))
		.collect()
}

#[test]
fn tau_g2_is_the_ceremony_point() {
	let setup = vectors::read("kzg/c-kzg-4844/trusted_setup.txt");
	let lines: Vec<&str> = setup.lines().collect();
	// c-kzg-4844's layout: n₁ = 4096, n₂ = 65, n₁ G1 Lagrange points, n₂ G2 monomial points.
	assert_eq!((lines[0], lines[1]), ("4096", "65"));
	let g2 = &lines[2 + 4096..2 + 4096 + 65];
	assert_eq!(unhex(g2[1]), kzg::TAU_G2_COMPRESSED);

	// The uncompressed constant the verifier reads is that point: arkworks reads the
	// compressed line with every check (curve, subgroup), and both forms agree.
	let checked = ark_bls12_381::G2Affine::deserialize_compressed(&unhex(g2[1])[..]).unwrap();
	let tau = kzg::tau_g2::<Ark>().unwrap();
	assert_eq!(tau, checked);
	let mut compressed = Vec::new();
	tau.serialize_compressed(&mut compressed).unwrap();
	assert_eq!(compressed, kzg::TAU_G2_COMPRESSED);
	assert_eq!(unhex(g2[0]), {
		let mut g = Vec::new();
		ark_bls12_381::G2Affine::generator()
			.serialize_compressed(&mut g)
			.unwrap();
		g
	});
	// [τ]₁: the G1 monomial section follows, generator first.
	let g1 = &lines[2 + 4096 + 65..];
	assert_eq!(g1.len(), 4096);
	assert_eq!(unhex(g1[1]), kzg::TAU_G1_COMPRESSED);
	// The host engine's point has the same coordinates.
	let host_tau = kzg::tau_g2::<Host>().unwrap();
	assert_eq!((host_tau.x, host_tau.y), (tau.x, tau.y));
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn c_kzg_4844_cases() {
	let dir = vectors::shared_dir().join("kzg/c-kzg-4844/verify_kzg_proof/kzg-mainnet");
	let mut cases: Vec<_> = std::fs::read_dir(&dir)
		.unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
		.map(|entry| entry.unwrap().path())
		.collect();
	cases.sort();
	assert_eq!(cases.len(), 122);
	let mut seen = [0usize; 3];
	for case in cases {
		let name = case.file_name().unwrap().to_string_lossy().into_owned();
		let text = std::fs::read_to_string(case.join("data.yaml")).unwrap();
		let data: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
		let input = &data["input"];
		let field = |k: &str| unhex(input[k].as_str().unwrap_or_else(|| panic!("{name}: {k}")));
		let bytes = Bytes {
			name: name.clone(),
			parts: [field("commitment"), field("z"), field("y"), field("proof")],
		};
		let verdict = bytes.verdict();
		match data["output"].as_bool() {
			Some(expected) => {
				assert_eq!(verdict, Ok(expected), "{name}");
				seen[usize::from(expected)] += 1;
			}
			None => {
				assert!(data["output"].is_null(), "{name}: output is a bool or null");
				assert!(
					verdict.is_err(),
					"{name}: c-kzg-4844 refuses it, we gave {verdict:?}"
				);
				seen[2] += 1;
			}
		}
	}
	// false, true, refused: the file set's own counts.
	assert_eq!(seen, [48, 54, 20]);
}

#[test]
fn ckzg_valid_openings_hold() {
	let valid = named("valid");
	assert_eq!(valid.len(), 11);
	for case in &valid {
		assert_eq!(case.verdict(), Ok(true), "{}", case.name);
	}
}

#[test]
fn ckzg_tampered_openings_fail() {
	let tampered = named("tampered");
	assert_eq!(tampered.len(), 8);
	for case in &tampered {
		assert_eq!(case.verdict(), Ok(false), "{}", case.name);
	}
}

#[test]
fn ckzg_malformed_openings_are_refused_naming_the_part() {
	let malformed = named("malformed");
	assert_eq!(malformed.len(), 10);
	for case in &malformed {
		let error = case.verdict().expect_err(&case.name);
		// make.py names each case after the part it breaks.
		let part = match case.name.split('_').next().unwrap() {
			"z" => Part::Z,
			"y" => Part::Y,
			"commitment" => Part::Commitment,
			"proof" => Part::Proof,
			other => panic!("{other}"),
		};
		let found = match error {
			KzgError::NonCanonicalScalar { part } | KzgError::InvalidPoint { part, .. } => part,
			other => panic!("{}: {other:?}", case.name),
		};
		assert_eq!(found, part, "{}: {error:?}", case.name);
	}
}

#[test]
fn wrong_lengths_are_refused_before_any_curve_work() {
	let case = &named("valid")[0];
	for (i, part) in [Part::Commitment, Part::Z, Part::Y, Part::Proof]
		.into_iter()
		.enumerate()
	{
		for delta in [-1i32, 1] {
			let mut bytes = case.clone();
			let len = (bytes.parts[i].len() as i32 + delta) as usize;
			bytes.parts[i].resize(len, 0);
			assert_eq!(bytes.verdict(), Err(KzgError::WrongLength { part }));
		}
	}
}

fn batch() -> (Vec<u8>, usize, Vec<u8>) {
	let data = ckzg();
	let b = &data["batch"];
	let mut bytes = Vec::new();
	for (i, o) in b["openings"].as_array().unwrap().iter().enumerate() {
		for part in from_json(o, &format!("batch {i}")).parts {
			bytes.extend(part);
		}
	}
	let bad_index = b["bad_index"].as_u64().unwrap() as usize;
	(bytes, bad_index, unhex(b["bad_y"].as_str().unwrap()))
}

fn batch_verdict(bytes: &[u8]) -> Result<bool, BatchKzgError> {
	let host = decode_openings::<Host>(bytes)
		.and_then(|o| verify_batch(&o).map_err(|error| BatchKzgError { index: 0, error }));
	let ark = decode_openings::<Ark>(bytes)
		.and_then(|o| verify_batch(&o).map_err(|error| BatchKzgError { index: 0, error }));
	assert_eq!(host, ark, "the engines disagree on a batch");
	host
}

#[test]
fn a_batch_holds_exactly_when_every_opening_does() {
	let (bytes, bad_index, bad_y) = batch();
	assert_eq!(bytes.len(), 8 * OPENING_LEN);
	assert_eq!(batch_verdict(&bytes), Ok(true));
	// Every prefix is a batch too, the empty one included.
	for k in 0..8 {
		assert_eq!(
			batch_verdict(&bytes[..k * OPENING_LEN]),
			Ok(true),
			"{k} openings"
		);
	}

	// ckzg says opening `bad_index` with `bad_y` does not hold: nor does the batch.
	let mut tampered = bytes.clone();
	let y_at = bad_index * OPENING_LEN + 48 + 32;
	tampered[y_at..y_at + 32].copy_from_slice(&bad_y);
	assert_eq!(batch_verdict(&tampered), Ok(false));
	let alone = decode_openings::<Host>(&tampered).unwrap();
	let verdicts: Vec<bool> = alone.iter().map(|o| o.verify().unwrap()).collect();
	assert_eq!(verdicts.iter().filter(|ok| !**ok).count(), 1);
	assert!(!verdicts[bad_index]);

	// Two wrong openings whose errors cancel in a plain sum do not cancel with coefficients:
	// y₀ + 1 and y₁ − 1.
	let shift = |bytes: &mut [u8], at: usize, up: bool| {
		let mut o = decode_openings::<Ark>(&bytes[at..at + OPENING_LEN])
			.unwrap()
			.remove(0);
		o.y += if up {
			ark_bls12_381::Fr::from(1u8)
		} else {
			-ark_bls12_381::Fr::from(1u8)
		};
		let mut y = Vec::new();
		o.y.serialize_compressed(&mut y).unwrap();
		y.reverse();
		bytes[at + 80..at + 112].copy_from_slice(&y);
	};
	let mut cancelling = bytes.clone();
	shift(&mut cancelling, 0, true);
	shift(&mut cancelling, OPENING_LEN, false);
	assert_eq!(batch_verdict(&cancelling), Ok(false));
}

#[test]
fn a_batch_names_the_first_refused_opening() {
	let (bytes, _, _) = batch();
	let malformed = &named("malformed")[0]; // z = r
	let mut bad = bytes.clone();
	bad.extend(malformed.parts.concat());
	bad.extend_from_slice(&bytes[..OPENING_LEN]);
	let error = batch_verdict(&bad).unwrap_err();
	assert_eq!(
		error,
		BatchKzgError {
			index: 8,
			error: KzgError::NonCanonicalScalar { part: Part::Z }
		}
	);

	// A partial last opening (48 + 12 bytes): its first short part, z.
	let short = &bytes[..OPENING_LEN + 60];
	assert_eq!(
		batch_verdict(short).unwrap_err(),
		BatchKzgError {
			index: 1,
			error: KzgError::WrongLength { part: Part::Z }
		}
	);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn geth_point_evaluation_vector_holds() {
	// EIP-4844's precompile input: versioned hash ‖ z ‖ y ‖ commitment ‖ proof.
	let cases: serde_json::Value = serde_json::from_str(&vectors::read_shared(
		"eth-precompiles/pointEvaluation.json",
	))
	.unwrap();
	let input = unhex(cases[0]["Input"].as_str().unwrap());
	assert_eq!(input.len(), 192);
	let (z, y, c, p) = (
		&input[32..64],
		&input[64..96],
		&input[96..144],
		&input[144..192],
	);
	let o = Opening::<Host>::decode(c, z, y, p).unwrap();
	assert_eq!(o.verify(), Ok(true));
	assert_eq!(verify_bytes::<Ark>(c, z, y, p), Ok(true));
}

#[test]
fn openings_of_linear_polynomials_hold() {
	// a + b·X at z is a + b·z, with quotient b: `linear_opening`'s benchmarks inputs hold by
	// construction, and moving any of its parts breaks them.
	use ark_bls12_381::Fr;
	use ark_std::{
		rand::{rngs::StdRng, SeedableRng},
		UniformRand,
	};
	let rng = &mut StdRng::seed_from_u64(4844);
	let mut all = Vec::new();
	for _ in 0..4 {
		let [a, b, z] = [(); 3].map(|()| Fr::rand(rng));
		let bytes = kzg::linear_opening(a, b, z).unwrap();
		let o = decode_openings::<Ark>(&bytes).unwrap().remove(0);
		assert_eq!((o.z, o.y), (z, a + b * z));
		assert_eq!(o.verify(), Ok(true));
		assert_eq!(
			decode_openings::<Host>(&bytes).unwrap()[0].verify(),
			Ok(true)
		);
		let other = kzg::linear_opening(a, b + Fr::from(1u8), z).unwrap();
		let mut mixed = bytes;
		mixed[OPENING_LEN - 48..].copy_from_slice(&other[OPENING_LEN - 48..]);
		assert_eq!(batch_verdict(&mixed), Ok(false));
		all.extend(bytes);
	}
	assert_eq!(batch_verdict(&all), Ok(true));
}
