//! The two-validator network (`--chain local`, Alice and Bob, Aura and GRANDPA) under the
//! flood of `load_dev.rs`, all of it sent to Bob's node: every transaction lands in a
//! finalized block with the outcome its kind calls for, both validators keep authoring and
//! finalizing (no proposal discarded for taking too long), no block takes longer to execute
//! than the block weight limit, both nodes finalize the same flood blocks and their memory
//! stays under a bound. Prints the throughput
//! (`LOAD network: …`; figures in `docs/load.md`).

mod support;

use hostcurves_client::Chain;
use std::time::{Duration, Instant};
use support::{block_replay::FloodBlocks, load, Node};

/// The whole scenario, nodes' start included.
const TEST_TIMEOUT: Duration = Duration::from_secs(600);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
async fn two_validators_keep_authoring_and_finalizing_under_a_flood() {
	let (mut alice, mut bob) = support::two_validators("load-", &load::LOG_ARGS);
	let flood_blocks = support::within(TEST_TIMEOUT, [&alice, &bob], scenario(&alice, &bob)).await;
	// Bob's database holds every block, both authors'; Alice stops first, so that the replay
	// has the machine to itself.
	alice.stop();
	flood_blocks.replay(&mut bob, "local", "network");
}

async fn scenario(alice_node: &Node, bob_node: &Node) -> FloodBlocks {
	let started = Instant::now();
	let alice = Chain::connect(&alice_node.rpc_url)
		.await
		.expect("Alice's RPC");
	let bob = Chain::connect(&bob_node.rpc_url).await.expect("Bob's RPC");
	let key_id = load::register_key(&bob).await;
	let round = load::Round::new(key_id);
	let first = bob.finalized().await.expect("finalized head").number + 1;

	let sent = load::flood(&bob, &load::signers(), &round, load::rounds()).await;
	let observed = load::observe(
		&bob,
		first,
		&sent,
		TEST_TIMEOUT.saturating_sub(started.elapsed()),
	)
	.await;
	let nodes = [alice_node, bob_node];
	load::report(
		"network",
		&sent,
		&observed,
		&load::proposals(&nodes),
		&nodes,
		round.batch_size,
	);
	load::assert_bounded(&observed, &nodes);
	for node in nodes {
		assert!(
			load::authored(&observed, node) > 0,
			"{} authored none of the flood's blocks",
			node.log.display()
		);
	}

	// Both validators finalized the flood's blocks, and the same ones.
	let last = observed
		.blocks
		.iter()
		.rev()
		.find(|b| !b.per_kind.is_empty())
		.expect("flood blocks");
	let mut at_alice = alice.finalized().await.expect("Alice's finalized head");
	let deadline = Instant::now() + Duration::from_secs(60);
	while at_alice.number < last.contents.number && Instant::now() < deadline {
		tokio::time::sleep(Duration::from_millis(500)).await;
		at_alice = alice.finalized().await.expect("Alice's finalized head");
	}
	assert!(
		at_alice.number >= last.contents.number,
		"Alice finalized #{}, not the last flood block #{}",
		at_alice.number,
		last.contents.number
	);
	assert_eq!(
		alice
			.block_hash(last.contents.number)
			.await
			.expect("Alice's hash"),
		Some(last.contents.hash),
		"the validators disagree at finalized #{}",
		last.contents.number
	);
	FloodBlocks::new(observed, load::proposals(&nodes))
}
