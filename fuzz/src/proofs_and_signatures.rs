//! Target `proofs_and_signatures`: the verifiers on mutated real inputs. Typed errors only,
//! and a mutated proof or signature of a real statement is never accepted: whenever a
//! verifier accepts, the bytes it was given decode to the original statement.
//!
//! Real inputs, from the shared vector set (`docs/test-data.md`; its `SOURCES.md`): gowaves'
//! Groth16 cases on BLS12-381 and BN254 that verify, snarkjs' BLS12-381 key, proof and public
//! signals, and the Ethereum consensus BLS `verify` cases whose output is `true`.
//!
//! Paths: `PreparedVerifyingKey::prepare` and `verify_bytes` (one of key, proof or inputs
//! mutated), the snarkjs importer (one of its three JSON texts mutated, then verified),
//! `groth16::batch::verify_batch` (three copies of a real proof, one of them mutated), and
//! `bls::verify` (public key, message or signature mutated).

use std::sync::OnceLock;

use arbitrary::{Result, Unstructured};
use ark_ec::pairing::Pairing;
use ark_serialize::Compress;
use hostcurves_primitives::{
	bls,
	bls12_381::Bls12_381,
	bn254::Bn254,
	checked::HostChecked,
	endomorphism::G1Endomorphism,
	groth16::{batch::verify_batch, decode_public_inputs, snarkjs, PreparedVerifyingKey, Proof},
};

use crate::{gowaves, hostile, meter, vectors};

/// A statement with its proof: compressed key, proof, `Vec<Fr>` public inputs.
#[derive(Clone)]
struct Statement {
	key: Vec<u8>,
	proof: Vec<u8>,
	inputs: Vec<u8>,
}

/// A BLS signature case: compressed public key, message, compressed signature.
#[derive(Clone)]
struct Signed {
	public_key: Vec<u8>,
	message: Vec<u8>,
	signature: Vec<u8>,
}

struct Inputs {
	bls12_381: Vec<Statement>,
	bn254: Vec<Statement>,
	snarkjs: [String; 3],
	signed: Vec<Signed>,
}

fn statements(cases: Vec<gowaves::Case>) -> Vec<Statement> {
	cases
		.into_iter()
		.filter(|c| c.ok)
		.map(|c| Statement {
			key: c.key,
			proof: c.proof,
			inputs: c.inputs,
		})
		.collect()
}

fn hex_field(value: &serde_json::Value, name: &str) -> Vec<u8> {
	let text = value["input"][name].as_str().expect("a hex string");
	hex::decode(text.trim_start_matches("0x")).expect("hex")
}

/// The real inputs, read once per process.
fn inputs() -> &'static Inputs {
	static INPUTS: OnceLock<Inputs> = OnceLock::new();
	INPUTS.get_or_init(|| {
		let dir = vectors::shared_dir().join("bls-signatures/verify");
		let mut files: Vec<_> = std::fs::read_dir(&dir)
			.unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
			.map(|entry| entry.expect("a directory entry").path())
			.collect();
		files.sort();
		let signed = files
			.iter()
			.map(|path| {
				let text = std::fs::read_to_string(path).expect("readable");
				serde_json::from_str::<serde_json::Value>(&text).expect("JSON")
			})
			.filter(|case| case["output"] == serde_json::Value::Bool(true))
			.map(|case| Signed {
				public_key: hex_field(&case, "pubkey"),
				message: hex_field(&case, "message"),
				signature: hex_field(&case, "signature"),
			})
			.collect();
		Inputs {
			bls12_381: statements(gowaves::bls12_381()),
			bn254: statements(gowaves::bn254_ok()),
			snarkjs: vectors::snarkjs_bls12_381(),
			signed,
		}
	})
}

/// The fuzz target (module docs).
pub fn run(data: &[u8]) {
	let _ = try_run(data);
}

fn try_run(data: &[u8]) -> Result<()> {
	let u = &mut Unstructured::new(data);
	let all = inputs();
	match u.int_in_range(0..=5u8)? {
		0 => {
			let real = u.choose(&all.bls12_381)?;
			groth16::<Bls12_381>(u, real)
		}
		1 => {
			let real = u.choose(&all.bn254)?;
			groth16::<Bn254>(u, real)
		}
		2 => {
			let real = u.choose(&all.bls12_381)?;
			batch::<Bls12_381>(u, real)
		}
		3 => {
			let real = u.choose(&all.bn254)?;
			batch::<Bn254>(u, real)
		}
		4 => snarkjs_import(u, &all.snarkjs),
		_ => {
			let real = u.choose(&all.signed)?;
			signature(u, real)
		}
	}
}

/// Whether `a` and `b` decode to the same proof and inputs under `pvk`.
fn same_statement<E: Pairing>(
	pvk: &PreparedVerifyingKey<E>,
	a: (&[u8], &[u8]),
	b: (&[u8], &[u8]),
) -> bool
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let decode = |(proof, inputs): (&[u8], &[u8])| {
		let proof = Proof::<E>::decode(proof, Compress::Yes).expect("accepted, so decodable");
		let inputs = decode_public_inputs::<E::ScalarField>(inputs, pvk.public_inputs())
			.expect("accepted, so decodable");
		(proof, inputs)
	};
	decode(a) == decode(b)
}

fn groth16<E: Pairing>(u: &mut Unstructured, real: &Statement) -> Result<()>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let original = PreparedVerifyingKey::<E>::prepare(&real.key, Compress::Yes)
		.expect("the real key prepares");
	let mut s = real.clone();
	match u.int_in_range(0..=2u8)? {
		0 => hostile::mutate(u, &mut s.key)?,
		1 => hostile::mutate(u, &mut s.proof)?,
		_ => hostile::mutate(u, &mut s.inputs)?,
	}
	let input_len = s.key.len() + s.proof.len() + s.inputs.len();
	let verdict = meter::bounded("groth16", input_len, || {
		let pvk = PreparedVerifyingKey::<E>::prepare(&s.key, Compress::Yes).ok()?;
		Some((pvk.verify_bytes(&s.proof, Compress::Yes, &s.inputs), pvk))
	});
	if let Some((Ok(()), pvk)) = verdict {
		assert!(
			pvk.to_bytes() == original.to_bytes()
				&& same_statement(&pvk, (&s.proof, &s.inputs), (&real.proof, &real.inputs)),
			"Groth16 accepted a mutated statement"
		);
	}
	Ok(())
}

fn batch<E: G1Endomorphism>(u: &mut Unstructured, real: &Statement) -> Result<()>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let pvk = PreparedVerifyingKey::<E>::prepare(&real.key, Compress::Yes)
		.expect("the real key prepares");
	let (mut proof, mut inputs) = (real.proof.clone(), real.inputs.clone());
	hostile::mutate(u, &mut proof)?;
	hostile::mutate(u, &mut inputs)?;
	let (Ok(decoded), Ok(scalars)) = (
		Proof::<E>::decode(&proof, Compress::Yes),
		decode_public_inputs::<E::ScalarField>(&inputs, pvk.public_inputs()),
	) else {
		return Ok(());
	};
	let genuine = Proof::<E>::decode(&real.proof, Compress::Yes).expect("the real proof");
	let genuine_inputs = decode_public_inputs::<E::ScalarField>(&real.inputs, pvk.public_inputs())
		.expect("the real inputs");
	let at = u.int_in_range(0..=2)?;
	let mut members = vec![(genuine, genuine_inputs.clone()); 3];
	members[at] = (decoded, scalars.clone());
	let verdict = meter::bounded("groth16 batch", 3 * (proof.len() + inputs.len()), || {
		verify_batch(&pvk, &members)
	});
	if verdict.is_ok() {
		assert!(
			decoded == genuine && scalars == genuine_inputs,
			"a batch accepted a mutated proof"
		);
	}
	Ok(())
}

fn snarkjs_import(u: &mut Unstructured, real: &[String; 3]) -> Result<()> {
	let original = snarkjs::import(&real[0], &real[1], &real[2]).expect("the real files import");
	let mut texts = real.clone().map(String::into_bytes);
	let which = u.int_in_range(0..=2)?;
	hostile::mutate(u, &mut texts[which])?;
	let texts = texts.map(|t| String::from_utf8_lossy(&t).into_owned());
	let input_len = texts.iter().map(String::len).sum();
	let verdict = meter::bounded("snarkjs", input_len, || {
		let import = snarkjs::import(&texts[0], &texts[1], &texts[2]).ok()?;
		let pvk = PreparedVerifyingKey::<Bls12_381>::prepare(&import.key, Compress::Yes).ok()?;
		let verdict = pvk.verify_bytes(&import.proof, Compress::Yes, &import.public_inputs);
		Some((verdict, import))
	});
	if let Some((Ok(()), import)) = verdict {
		assert!(
			import == original,
			"snarkjs: a mutated import verified as another statement"
		);
	}
	Ok(())
}

fn signature(u: &mut Unstructured, real: &Signed) -> Result<()> {
	let mut s = real.clone();
	match u.int_in_range(0..=2u8)? {
		0 => hostile::mutate(u, &mut s.public_key)?,
		1 => hostile::mutate(u, &mut s.message)?,
		_ => hostile::mutate(u, &mut s.signature)?,
	}
	let input_len = s.public_key.len() + s.message.len() + s.signature.len();
	let verdict = meter::bounded("bls verify", input_len, || {
		let public_key = bls::PublicKey::from_bytes(&s.public_key).ok()?;
		let signature = bls::Signature::from_bytes(&s.signature).ok()?;
		Some(bls::verify(&public_key, &s.message, &signature))
	});
	if let Some(Ok(())) = verdict {
		assert!(
			s.public_key == real.public_key
				&& s.message == real.message
				&& s.signature == real.signature,
			"BLS accepted a mutated signature, key or message"
		);
	}
	Ok(())
}
