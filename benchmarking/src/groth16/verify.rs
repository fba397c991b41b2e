//! `groth16 verify`: one proof, natively and through the Wasm runtime.

use super::{files, Sources};
use anyhow::{anyhow, bail};
use codec::Decode;
use hostcurves_bench_runtime::{client::WasmRuntime, Runtime};
use hostcurves_bench_runtime::{RuntimeCall, RuntimeEvent};
use hostcurves_primitives::{
	self as hp,
	groth16::{Groth16Error, PreparedVerifyingKey},
	host::checked::CheckedPoint,
};
use pallet_hostcurves_verifier::{Call, Event, PairingCurve};
use sp_runtime::DispatchError;
use std::time::Instant;

/// Arguments of `hostcurves-bench groth16 verify`.
#[derive(Debug, clap::Args)]
pub struct VerifyCmd {
	/// The files to verify.
	#[command(flatten)]
	pub sources: Sources,
	/// Submit to a running node (its JSON-RPC URL, e.g. `ws://127.0.0.1:9944`) instead of
	/// the in-process Wasm runtime: `verify_proof` signed by --suri, waited for until its
	/// block is finalized.
	#[arg(long, value_name = "URL")]
	pub rpc: Option<String>,
	/// With --rpc: register the key first, as `sudo(register_verification_key(..))` signed by
	/// --suri (the sudo key; Alice on `--dev` and `local` chains).
	#[arg(long, requires = "rpc")]
	pub sudo: bool,
	/// With --rpc and without --sudo: the id of a key already registered on the chain.
	#[arg(long, requires = "rpc", conflicts_with = "sudo", value_name = "ID")]
	pub key_id: Option<u32>,
	/// With --rpc: the signer's secret URI (`//Alice`, `//Bob`, a mnemonic, …).
	#[arg(long, default_value = "//Alice", requires = "rpc", value_name = "SURI")]
	pub suri: String,
}

fn native_on<E: ark_ec::pairing::Pairing>(i: &files::Instance) -> Result<(), Groth16Error>
where
	E::G1Affine: hp::checked::HostChecked + CheckedPoint,
	E::G2Affine: hp::checked::HostChecked + CheckedPoint,
{
	let c = hostcurves_bench_operations::compute::compress(i.compressed);
	PreparedVerifyingKey::<E>::prepare(&i.key, c)?.verify_bytes(&i.proof, c, &i.inputs)
}

/// Prepares the key and verifies the proof natively (hostcurves' verifier, the host kernels
/// called directly).
pub fn native(i: &files::Instance) -> Result<(), Groth16Error> {
	match i.curve {
		PairingCurve::Bls12_381 => native_on::<hp::bls12_381::Bls12_381>(i),
		PairingCurve::Bls12_377 => native_on::<hp::bls12_377::Bls12_377>(i),
		PairingCurve::Bw6_761 => native_on::<hp::bw6_761::BW6_761>(i),
		PairingCurve::Bn254 => native_on::<hp::bn254::Bn254>(i),
	}
}

/// Verifies natively, then registers and verifies inside the Wasm runtime; prints both.
pub fn run(cmd: &VerifyCmd) -> anyhow::Result<()> {
	if cmd.rpc.is_some() && !cmd.sudo && cmd.key_id.is_none() {
		bail!("--rpc needs --sudo (register the key first) or --key-id (a registered key)");
	}
	let i = files::read(&cmd.sources)?;
	let started = Instant::now();
	let verdict = native(&i);
	println!(
		"native:       {:?} ({} µs: key checked and prepared, then the proof)",
		verdict,
		started.elapsed().as_micros()
	);

	if let Some(url) = &cmd.rpc {
		let chain_ok = super::rpc::run(&i, url, cmd)?;
		return conclude(&i, verdict, chain_ok, "the chain");
	}

	let runtime = WasmRuntime::new()?;
	// The first runtime call compiles the Wasm (seconds); an empty echo takes that cost out
	// of the timing below.
	let empty = hostcurves_bench_operations::Operation::EchoG1 {
		points: 0u64.to_le_bytes().to_vec(),
	};
	let _warm = runtime.execute(hostcurves_bench_operations::Backend::Arkworks, &empty)?;
	let register = Call::<Runtime>::register_verification_key {
		curve: i.curve,
		key: i.key.clone(),
		compressed: i.compressed,
	};
	let verify = Call::<Runtime>::verify_proof {
		key_id: 0,
		proof: i.proof.clone(),
		compressed: i.compressed,
		public_inputs: i.inputs.clone(),
	};
	let started = Instant::now();
	let outcome = runtime.dispatch_all(&[
		(true, RuntimeCall::Verifier(register)),
		(false, RuntimeCall::Verifier(verify)),
	])?;
	let elapsed = started.elapsed().as_micros();
	let [registered, verified] = outcome.as_slice() else {
		bail!(
			"the runtime answered {} outcomes for 2 calls",
			outcome.len()
		);
	};
	println!(
		"Wasm runtime: register_verification_key {}",
		describe(registered)
	);
	println!(
		"              verify_proof {} ({elapsed} µs for both calls)",
		describe(verified)
	);
	let runtime_ok = matches!(
		verified,
		Ok(RuntimeEvent::Verifier(Event::ProofVerified { .. }))
	);
	conclude(&i, verdict, runtime_ok, "Wasm runtime")
}

/// The command's verdict from the native one and the runtime's (or the chain's).
fn conclude(
	i: &files::Instance,
	native: Result<(), Groth16Error>,
	wasm_ok: bool,
	wasm: &str,
) -> anyhow::Result<()> {
	match (native.is_ok(), wasm_ok) {
		(true, true) => {
			println!("the proof verifies");
			Ok(())
		}
		(false, false) => Err(match native {
			Err(e) => anyhow!("not verified: {e}{}", files::compression_hint(i, e)),
			Ok(()) => anyhow!("not verified"),
		}),
		(true, false) => Err(anyhow!(
			"the proof verifies natively but not on {wasm}: see its error above (a wrong \
			 --key-id, or a key registered for another statement?)"
		)),
		(false, true) => Err(anyhow!("native and {wasm} disagree: only {wasm} accepts")),
	}
}

/// An outcome with the pallet's error named (`ProofRejected`) instead of its index bytes.
pub(super) fn describe(outcome: &Result<RuntimeEvent, DispatchError>) -> String {
	match outcome {
		Ok(RuntimeEvent::Verifier(event)) => format!("Ok({event:?})"),
		Ok(event) => format!("Ok({event:?})"),
		Err(e) => describe_error::<Runtime>(e),
	}
}

/// A dispatch error of runtime `R` with the verifier pallet's error named; an error of another
/// pallet (e.g. Sudo's `RequireSudo` on a live chain) by its pallet and error indices, never
/// misread as one of ours.
pub(super) fn describe_error<R>(error: &DispatchError) -> String
where
	R: pallet_hostcurves_verifier::Config + pallet_sudo::Config,
{
	use frame_support::traits::PalletInfoAccess;
	let ours = pallet_hostcurves_verifier::Pallet::<R>::index();
	let sudo = pallet_sudo::Pallet::<R>::index();
	match error {
		DispatchError::Module(m) if m.index as usize == ours => {
			match pallet_hostcurves_verifier::Error::<R>::decode(&mut &m.error[..]) {
				Ok(e) => format!("Err({e:?})"),
				Err(_) => format!("Err({m:?})"),
			}
		}
		DispatchError::Module(m) => format!(
			"Err(pallet {} error {}{})",
			m.index,
			m.error[0],
			// pallet-sudo's error 0 is `RequireSudo`.
			if m.index as usize == sudo && m.error[0] == 0 {
				": RequireSudo, the signer is not the sudo key (Alice on dev and local chains)"
			} else {
				""
			}
		),
		e => format!("Err({e:?})"),
	}
}
