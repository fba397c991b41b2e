//! Reads a Groth16 key, proof and public inputs from snarkjs JSON or arkworks binary files
//! into arkworks canonical bytes.

use super::Sources;
use anyhow::{anyhow, Context};
use hostcurves_bench_operations::PairingCurve;
use hostcurves_primitives::groth16::{snarkjs, Groth16Error, KeyFault};
use std::path::Path;

/// A key, proof and public inputs in arkworks canonical bytes.
pub struct Instance {
	/// The curve.
	pub curve: PairingCurve,
	/// ark-groth16 `VerifyingKey`.
	pub key: Vec<u8>,
	/// ark-groth16 `Proof`.
	pub proof: Vec<u8>,
	/// `Vec<Fr>`.
	pub inputs: Vec<u8>,
	/// Whether `key` and `proof` are compressed.
	pub compressed: bool,
}

/// Parses a report curve name (`bls12_381`, …) into a [`PairingCurve`].
pub fn parse_curve(name: &str) -> Result<PairingCurve, String> {
	PairingCurve::ALL
		.into_iter()
		.find(|c| c.name() == name)
		.ok_or_else(|| format!("unknown curve {name:?} (bls12_381, bls12_377, bw6_761, bn254)"))
}

fn read_text(path: &Path) -> anyhow::Result<String> {
	std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))
}

/// A file's text, refused with its path if it is not JSON.
fn read_json(path: &Path) -> anyhow::Result<String> {
	let text = read_text(path)?;
	serde_json::from_str::<serde_json::Value>(&text)
		.with_context(|| format!("{}: not JSON", path.display()))?;
	Ok(text)
}

/// A hint for a key or proof whose length fits the other compression, else "".
pub fn compression_hint(i: &Instance, e: Groth16Error) -> &'static str {
	let other = !i.compressed;
	let key_fits = i
		.curve
		.groth16_key_exact_inputs(i.key.len(), other)
		.is_some();
	let proof_fits = i.proof.len() == i.curve.groth16_proof_len(other);
	match e {
		Groth16Error::InvalidVerifyingKey(KeyFault::Length) if key_fits => {
			" (its length fits the other compression: check --uncompressed)"
		}
		Groth16Error::InvalidProof(None) if proof_fits => {
			" (its length fits the other compression: check --uncompressed)"
		}
		_ => "",
	}
}

fn read_bytes(path: &Path) -> anyhow::Result<Vec<u8>> {
	std::fs::read(path).with_context(|| format!("reading {}", path.display()))
}

/// Reads `sources`: snarkjs files (converted, compressed), or arkworks binary files.
pub fn read(sources: &Sources) -> anyhow::Result<Instance> {
	if let Some(paths) = &sources.snarkjs {
		let [vk, proof, public] = paths.as_slice() else {
			return Err(anyhow!("--snarkjs takes three files"));
		};
		let texts = [vk, proof, public].map(|p| read_json(p));
		let [vk_text, proof_text, public_text] = texts;
		let import =
			snarkjs::import(&vk_text?, &proof_text?, &public_text?).with_context(|| {
				format!(
					"snarkjs files {}, {}, {}",
					vk.display(),
					proof.display(),
					public.display()
				)
			})?;
		let curve = match import.curve {
			snarkjs::Curve::Bls12_381 => PairingCurve::Bls12_381,
			snarkjs::Curve::Bn254 => PairingCurve::Bn254,
		};
		return Ok(Instance {
			curve,
			key: import.key,
			proof: import.proof,
			inputs: import.public_inputs,
			compressed: true,
		});
	}
	let need = |p: &Option<std::path::PathBuf>, flag: &str| {
		p.clone()
			.ok_or_else(|| anyhow!("{flag} is required without --snarkjs"))
	};
	Ok(Instance {
		curve: sources
			.curve
			.ok_or_else(|| anyhow!("--curve is required with --key"))?,
		key: read_bytes(&need(&sources.key, "--key")?)?,
		proof: read_bytes(&need(&sources.proof, "--proof")?)?,
		inputs: read_bytes(&need(&sources.inputs, "--inputs")?)?,
		compressed: !sources.uncompressed,
	})
}
