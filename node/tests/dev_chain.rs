//! `hostcurves-node --dev` end to end on the deployable runtime, over JSON-RPC only, as a
//! polkadot.js user would: Groth16 keys registered with sudo, proofs verified in finalized
//! blocks, tampered inputs and signed registrations refused.

mod support;

use hostcurves_client::{dev, Chain, Included};
use hostcurves_runtime::{Runtime, RuntimeCall};
use pallet_hostcurves_bench::test_vectors::gowaves;
use pallet_hostcurves_verifier::{Call, Error, Event, PairingCurve};
use std::time::{Duration, Instant};
use support::{snarkjs_import, sudo, Node};

/// The whole scenario must finish in this time (the node's first start included).
const TEST_TIMEOUT: Duration = Duration::from_secs(600);

fn verifier(call: Call<Runtime>) -> RuntimeCall {
	RuntimeCall::Verifier(call)
}

/// The key id that a `VerificationKeyRegistered` event of `included` announces.
fn registered_key_id(included: &Included) -> u32 {
	included
		.registered_key_id()
		.unwrap_or_else(|| panic!("no VerificationKeyRegistered in {:?}", included.events))
}

/// `public_inputs` (`Vec<Fr>`: u64 LE count, 32-byte LE scalars) with the first input plus one.
fn first_input_plus_one(public_inputs: &[u8]) -> Vec<u8> {
	let mut wrong = public_inputs.to_vec();
	assert!(wrong.len() >= 8 + 32, "at least one input");
	// Adding one to the lowest byte stays canonical for any input below 2^255 − 256.
	wrong[8] = wrong[8].wrapping_add(1);
	wrong
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
async fn proofs_land_in_finalized_blocks_of_a_dev_chain() {
	let started = Instant::now();
	let node = Node::start("dev", &["--dev", "--listen-addr", "/ip4/127.0.0.1/tcp/0"]);
	let up = started.elapsed();
	tokio::time::timeout(TEST_TIMEOUT, scenario(&node, started, up))
		.await
		.unwrap_or_else(|_| panic!("timed out; node log: {}", node.log.display()));
}

async fn scenario(node: &Node, started: Instant, up: Duration) {
	let chain = Chain::connect(&node.rpc_url).await.expect("RPC connects");
	let alice = dev::alice();
	let bob = dev::bob();

	// snarkjs BLS12-381: register with sudo, verify signed, in finalized blocks.
	let import = snarkjs_import();
	let registered = chain
		.submit(
			&sudo(Call::register_verification_key {
				curve: PairingCurve::Bls12_381,
				key: import.key.clone(),
				compressed: true,
			}),
			&alice,
		)
		.await
		.expect("registration finalized");
	assert_eq!(
		registered.result(),
		Ok(()),
		"{:?}",
		registered.verifier_error()
	);
	let key_id = registered_key_id(&registered);

	let verified = chain
		.submit(
			&verifier(Call::verify_proof {
				key_id,
				proof: import.proof.clone(),
				compressed: true,
				public_inputs: import.public_inputs.clone(),
			}),
			&bob,
		)
		.await
		.expect("verification finalized");
	assert_eq!(verified.result(), Ok(()), "{:?}", verified.events);
	assert_eq!(
		verified.verifier_events(),
		vec![&Event::ProofVerified { key_id }]
	);
	let fee = verified.fee_paid().expect("a TransactionFeePaid event");
	assert!(fee > 0, "verify_proof is not free");
	eprintln!(
		"node up in {up:?}; first ProofVerified finalized in block #{} at {:?} after start; fee {fee}",
		verified.block_number,
		started.elapsed()
	);

	// The same proof for another statement is rejected, in a finalized block.
	let rejected = chain
		.submit(
			&verifier(Call::verify_proof {
				key_id,
				proof: import.proof.clone(),
				compressed: true,
				public_inputs: first_input_plus_one(&import.public_inputs),
			}),
			&bob,
		)
		.await
		.expect("rejection finalized");
	assert!(
		matches!(
			rejected.verifier_error(),
			Some(Error::<Runtime>::ProofRejected)
		),
		"{:?}",
		rejected.events
	);
	assert!(
		rejected.fee_paid().unwrap_or(0) > 0,
		"a rejected proof still pays its fee"
	);

	// The proof three times as one batch; then with the second one's input changed, which
	// the error names.
	let member = (import.proof.clone(), import.public_inputs.clone());
	let batch = chain
		.submit(
			&verifier(Call::verify_proofs {
				key_id,
				proofs: vec![member.clone(); 3],
				compressed: true,
			}),
			&bob,
		)
		.await
		.expect("batch finalized");
	assert_eq!(
		batch.verifier_events(),
		vec![&Event::ProofsVerified { key_id, count: 3 }]
	);
	let mut tampered = vec![member; 3];
	tampered[1].1 = first_input_plus_one(&import.public_inputs);
	let batch = chain
		.submit(
			&verifier(Call::verify_proofs {
				key_id,
				proofs: tampered,
				compressed: true,
			}),
			&bob,
		)
		.await
		.expect("batch rejection finalized");
	assert!(
		matches!(
			batch.verifier_error(),
			Some(Error::<Runtime>::ProofRejectedAt { index: 1 })
		),
		"{:?}",
		batch.events
	);

	// A BN254 proof from gowaves (arkworks compressed bytes) verifies the same way.
	let bn254 = &gowaves::bn254_ok()[0];
	let registered = chain
		.submit(
			&sudo(Call::register_verification_key {
				curve: PairingCurve::Bn254,
				key: bn254.key.clone(),
				compressed: true,
			}),
			&alice,
		)
		.await
		.expect("BN254 registration finalized");
	assert_eq!(registered.result(), Ok(()), "{:?}", registered.events);
	let bn254_key = registered_key_id(&registered);
	assert_ne!(bn254_key, key_id);
	let verified = chain
		.submit(
			&verifier(Call::verify_proof {
				key_id: bn254_key,
				proof: bn254.proof.clone(),
				compressed: true,
				public_inputs: bn254.inputs.clone(),
			}),
			&bob,
		)
		.await
		.expect("BN254 verification finalized");
	assert_eq!(
		verified.verifier_events(),
		vec![&Event::ProofVerified { key_id: bn254_key }]
	);

	// A signed origin cannot register keys: sudo is the only way.
	let refused = chain
		.submit(
			&verifier(Call::register_verification_key {
				curve: PairingCurve::Bn254,
				key: bn254.key.clone(),
				compressed: true,
			}),
			&bob,
		)
		.await
		.expect("refusal finalized");
	assert_eq!(refused.result(), Err(sp_runtime::DispatchError::BadOrigin));

	// A burst: twelve funded signers submit at once, and every call is sealed and finalized
	// (instant seal asks for a block per pool notification; with the fork-aware pool a stale
	// view once left transactions waiting for the next arrival).
	let signers = support::load::signers();
	let call = verifier(Call::verify_proof {
		key_id,
		proof: import.proof.clone(),
		compressed: true,
		public_inputs: import.public_inputs.clone(),
	});
	let burst =
		futures::future::join_all(signers.iter().map(|signer| chain.submit(&call, signer))).await;
	for (i, included) in burst.iter().enumerate() {
		let included = included
			.as_ref()
			.unwrap_or_else(|e| panic!("burst call {i}: {e}"));
		assert_eq!(
			included.verifier_events(),
			vec![&Event::ProofVerified { key_id }],
			"burst call {i}"
		);
	}

	// Every call is in a finalized block: the head has reached the last of them. (Instant
	// seal may put several of the burst in one block, so no count of blocks is implied.)
	let last = burst
		.iter()
		.filter_map(|included| included.as_ref().ok())
		.map(|included| included.block_number)
		.max()
		.expect("a burst of twelve");
	let head = chain.finalized().await.expect("finalized head");
	assert!(
		head.number >= last,
		"every call sealed and finalized: {head:?}, last burst block #{last}"
	);
}
