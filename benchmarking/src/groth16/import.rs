//! `groth16 import`: the SCALE-encoded call arguments for the registry.

use super::{files, Sources};
use anyhow::{bail, Context};
use codec::Encode;
use hostcurves_bench_operations::PairingCurve;
use hostcurves_primitives::groth16::Groth16Error;

/// Arguments of `hostcurves-bench groth16 import`.
#[derive(Debug, clap::Args)]
pub struct ImportCmd {
	/// The files to import.
	#[command(flatten)]
	pub sources: Sources,
	/// The key id `verify_proof` names (from the `VerificationKeyRegistered` event).
	#[arg(long, default_value_t = 0)]
	pub key_id: u32,
	/// Also write the arkworks canonical bytes here: vk.bin, proof.bin, inputs.bin (what
	/// `groth16 verify --key --proof --inputs` reads).
	#[arg(long)]
	pub out_dir: Option<std::path::PathBuf>,
}

/// Prints the curve, the number of public inputs, and the hex SCALE encodings of
/// `register_verification_key`'s `(curve, key, compressed)` and `verify_proof`'s
/// `(key_id, proof, compressed, public_inputs)`.
pub fn run(cmd: &ImportCmd) -> anyhow::Result<()> {
	let i = files::read(&cmd.sources)?;
	// A key or proof the chain would refuse is refused here; a proof that merely does not
	// verify is still converted (with a warning), for tests of rejection.
	match super::verify::native(&i) {
		Ok(()) => println!("checked natively: the key is valid and the proof verifies"),
		Err(Groth16Error::ProofRejected) => {
			println!("warning: checked natively, the proof does not verify")
		}
		Err(e) => bail!("{e}{}", files::compression_hint(&i, e)),
	}
	if let Some(dir) = &cmd.out_dir {
		std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
		for (name, bytes) in [
			("vk.bin", &i.key),
			("proof.bin", &i.proof),
			("inputs.bin", &i.inputs),
		] {
			let path = dir.join(name);
			std::fs::write(&path, bytes).with_context(|| format!("writing {}", path.display()))?;
		}
		println!(
			"arkworks bytes written to {}/{{vk,proof,inputs}}.bin",
			dir.display()
		);
	}
	let inputs = u64::from_le_bytes(
		i.inputs
			.get(..8)
			.and_then(|b| b.try_into().ok())
			.unwrap_or([0; 8]),
	);
	println!("curve: {}, {inputs} public input(s)", i.curve.name());
	let register: (PairingCurve, &Vec<u8>, bool) = (i.curve, &i.key, i.compressed);
	println!(
		"register_verification_key(curve, key, compressed): 0x{}",
		hex(&register.encode())
	);
	let verify = (cmd.key_id, &i.proof, i.compressed, &i.inputs);
	println!(
		"verify_proof(key_id = {}, proof, compressed, public_inputs): 0x{}",
		cmd.key_id,
		hex(&verify.encode())
	);
	Ok(())
}

fn hex(bytes: &[u8]) -> String {
	bytes.iter().map(|b| format!("{b:02x}")).collect()
}
