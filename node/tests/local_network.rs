//! Two validator processes (`--chain local --validator --alice` / `--bob`) on 127.0.0.1: they
//! peer, author blocks with Aura that carry Groth16 verifications (single and batched),
//! finalize them with GRANDPA, and report the same finalized hash at the same height.

mod support;

use hostcurves_client::{dev, Chain};
use hostcurves_runtime::RuntimeCall;
use pallet_hostcurves_verifier::{Call, Event, PairingCurve};
use std::time::{Duration, Instant};
use support::Node;

/// Both nodes started, five transactions finalized, and the heads compared in this time.
const TEST_TIMEOUT: Duration = Duration::from_secs(600);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
async fn two_validators_finalize_the_same_blocks_with_proofs() {
	let (alice, bob) = support::two_validators("", &[]);
	support::within(TEST_TIMEOUT, [&alice, &bob], scenario(&alice, &bob)).await;
}

async fn scenario(alice_node: &Node, bob_node: &Node) {
	let started = Instant::now();
	let alice = Chain::connect(&alice_node.rpc_url)
		.await
		.expect("Alice's RPC");
	let bob = Chain::connect(&bob_node.rpc_url).await.expect("Bob's RPC");

	let import = support::snarkjs_import();

	// Submitted to Alice's node, included by whichever validator owns the slot.
	let register = support::sudo(Call::register_verification_key {
		curve: PairingCurve::Bls12_381,
		key: import.key.clone(),
		compressed: true,
	});
	let registered = alice
		.submit(&register, &dev::alice())
		.await
		.expect("registered");
	assert_eq!(registered.result(), Ok(()), "{:?}", registered.events);

	// Bob's node gets the verifications.
	let mut blocks = vec![registered.block_number];
	for _ in 0..2 {
		let verify = RuntimeCall::Verifier(Call::verify_proof {
			key_id: 0,
			proof: import.proof.clone(),
			compressed: true,
			public_inputs: import.public_inputs.clone(),
		});
		let verified = bob.submit(&verify, &dev::bob()).await.expect("verified");
		assert_eq!(
			verified.verifier_events(),
			vec![&Event::ProofVerified { key_id: 0 }]
		);
		blocks.push(verified.block_number);
	}
	let batch = RuntimeCall::Verifier(Call::verify_proofs {
		key_id: 0,
		proofs: vec![(import.proof.clone(), import.public_inputs.clone()); 4],
		compressed: true,
	});
	let included = bob
		.submit(&batch, &dev::charlie())
		.await
		.expect("batch finalized");
	assert_eq!(
		included.verifier_events(),
		vec![&Event::ProofsVerified {
			key_id: 0,
			count: 4
		}]
	);
	blocks.push(included.block_number);

	// Both nodes have finalized past every block above; compare at the lower finalized height.
	let a = alice.finalized().await.expect("Alice's finalized head");
	let b = bob.finalized().await.expect("Bob's finalized head");
	let height = a.number.min(b.number);
	assert!(
		height >= *blocks.iter().max().unwrap_or(&0),
		"finalized {height}, blocks {blocks:?}"
	);
	let at_alice = alice.block_hash(height).await.expect("Alice's hash");
	let at_bob = bob.block_hash(height).await.expect("Bob's hash");
	assert!(at_alice.is_some());
	assert_eq!(
		at_alice, at_bob,
		"the validators disagree at finalized height {height}"
	);
	eprintln!(
		"two validators: calls in blocks {blocks:?}, both finalized #{height} ({:?}) {:?} after start",
		at_alice.unwrap_or_default(),
		started.elapsed()
	);
}
