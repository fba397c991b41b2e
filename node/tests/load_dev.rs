//! `hostcurves-node --dev` under a flood from twelve signers at once: valid Groth16 proofs,
//! rejected proofs, malformed proofs and inputs, unknown keys and maximal batches of proofs. Every
//! transaction lands in a finalized block with the outcome its kind calls for (failures as
//! typed verifier errors that still pay their fee), instant seal keeps sealing and finalizing,
//! no block takes longer to execute than the block weight limit, and the node's memory stays
//! under a bound. Prints the throughput (`LOAD dev: …`; figures in `docs/load.md`).

mod support;

use hostcurves_client::Chain;
use std::time::{Duration, Instant};
use support::{block_replay::FloodBlocks, load, Node};

/// The whole scenario, node start included.
const TEST_TIMEOUT: Duration = Duration::from_secs(600);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
async fn a_dev_node_keeps_sealing_and_finalizing_under_a_flood() {
	let mut node = Node::start_with_base_path(
		"load-dev",
		&[
			&["--dev", "--listen-addr", "/ip4/127.0.0.1/tcp/0"][..],
			&load::LOG_ARGS,
		]
		.concat(),
	);
	let flood_blocks = tokio::time::timeout(TEST_TIMEOUT, scenario(&node))
		.await
		.unwrap_or_else(|_| panic!("timed out; node log: {}", node.log.display()));
	flood_blocks.replay(&mut node, "dev", "dev");
}

async fn scenario(node: &Node) -> FloodBlocks {
	let started = Instant::now();
	let chain = Chain::connect(&node.rpc_url).await.expect("RPC connects");
	let key_id = load::register_key(&chain).await;
	let round = load::Round::new(key_id);
	let first = chain.finalized().await.expect("finalized head").number + 1;

	let sent = load::flood(&chain, &load::signers(), &round, load::rounds()).await;
	let observed = load::observe(
		&chain,
		first,
		&sent,
		TEST_TIMEOUT.saturating_sub(started.elapsed()),
	)
	.await;
	load::report(
		"dev",
		&sent,
		&observed,
		&load::proposals(&[node]),
		&[node],
		round.batch_size,
	);
	load::assert_bounded(&observed, &[node]);
	FloodBlocks::new(observed, load::proposals(&[node]))
}
