//! `groth16 verify --rpc URL`: the proof verified by a running node, in a finalized block.

use super::{files, verify::VerifyCmd};
use anyhow::{anyhow, Context};
use hostcurves_client::{Chain, Included, Keypair};
use hostcurves_runtime::RuntimeCall;
use pallet_hostcurves_verifier::{Call, Event};
use std::{str::FromStr, time::Instant};

/// Registers the key (with `--sudo`) and verifies the proof on the node at `url`; prints each
/// call's finalized block, outcome and fee. `Ok(true)` if the chain emitted `ProofVerified`;
/// errors when the node cannot be reached, the transaction is refused, or the key cannot be
/// registered.
pub fn run(i: &files::Instance, url: &str, cmd: &VerifyCmd) -> anyhow::Result<bool> {
	let uri = subxt_signer::SecretUri::from_str(&cmd.suri)
		.map_err(|e| anyhow!("--suri {}: {e}", cmd.suri))?;
	let signer = Keypair::from_uri(&uri).map_err(|e| anyhow!("--suri {}: {e}", cmd.suri))?;
	let runtime = tokio::runtime::Builder::new_current_thread()
		.enable_all()
		.build()
		.context("starting the async runtime")?;
	runtime.block_on(verify_on_chain(i, url, cmd, &signer))
}

async fn verify_on_chain(
	i: &files::Instance,
	url: &str,
	cmd: &VerifyCmd,
	signer: &Keypair,
) -> anyhow::Result<bool> {
	let chain = Chain::connect(url).await?;
	let key_id = if cmd.sudo {
		let register = RuntimeCall::Sudo(pallet_sudo::Call::sudo {
			call: Box::new(RuntimeCall::Verifier(Call::register_verification_key {
				curve: i.curve,
				key: i.key.clone(),
				compressed: i.compressed,
			})),
		});
		let included = submit(&chain, "sudo(register_verification_key)", &register, signer).await?;
		included
			.registered_key_id()
			.ok_or_else(|| anyhow!("the key was not registered: {}", outcome(&included)))?
	} else {
		cmd.key_id
			.ok_or_else(|| anyhow!("--rpc needs --sudo or --key-id"))?
	};
	let verify = RuntimeCall::Verifier(Call::verify_proof {
		key_id,
		proof: i.proof.clone(),
		compressed: i.compressed,
		public_inputs: i.inputs.clone(),
	});
	let included = submit(&chain, "verify_proof", &verify, signer).await?;
	Ok(included
		.verifier_events()
		.contains(&&Event::ProofVerified { key_id }))
}

async fn submit(
	chain: &Chain,
	name: &str,
	call: &RuntimeCall,
	signer: &Keypair,
) -> anyhow::Result<Included> {
	let started = Instant::now();
	let included = chain
		.submit(call, signer)
		.await
		.with_context(|| name.to_string())?;
	println!(
		"chain:        {name} {} in finalized block #{} (fee {} units of 10^-12, {} ms to finality)",
		outcome(&included),
		included.block_number,
		included.fee_paid().unwrap_or(0),
		started.elapsed().as_millis()
	);
	Ok(included)
}

/// `Ok(<pallet-hostcurves-verifier event>)` or `Err(<error, named>)`.
fn outcome(included: &Included) -> String {
	match included.result() {
		Ok(()) => match included.verifier_events().last() {
			Some(event) => format!("Ok({event:?})"),
			None => "Ok".into(),
		},
		Err(e) => super::verify::describe_error::<hostcurves_runtime::Runtime>(&e),
	}
}
