//! A flood of hostile and honest transactions for the load tests (`load_dev.rs`,
//! `load_network.rs`), and what the chain did with it: each transaction's outcome read back
//! from the finalized blocks, each block's execution time from its author's log against its
//! weight, finality kept up, and the node's memory.

use super::{snarkjs_import, sudo, Node};
use codec::Encode;
use frame_support::dispatch::{DispatchClass, GetDispatchInfo};
use hostcurves_client::{BlockContents, Chain, Keypair, SecretUri};
use hostcurves_runtime::{Runtime, RuntimeCall};
use pallet_hostcurves_verifier::{Call, Error, Event, PairingCurve};
use std::{
	collections::{BTreeMap, HashMap},
	str::FromStr,
	time::{Duration, Instant},
};

/// What a transaction of the flood is, and so what it must do on chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
	/// A snarkjs BLS12-381 proof of its statement: `ProofVerified`.
	Valid,
	/// The same proof with the first public input plus one: `ProofRejected`.
	Rejected,
	/// The proof's bytes cut by one: `InvalidProof`.
	Truncated,
	/// A public input of 32 bytes 0xff (not below r): `InvalidPublicInputs`.
	UncanonicalInput,
	/// A key id nobody registered: `UnknownVerificationKey`.
	UnknownKey,
	/// `verify_proofs` with the most proofs a batch may hold (`MaxBatchSize`), each valid:
	/// the verifier's heaviest call on one key, every point checked: `ProofsVerified`.
	MaximalBatch,
}

impl Kind {
	/// The verifier error this kind must fail with, if it must fail.
	fn error(self) -> Option<Error<Runtime>> {
		match self {
			Kind::Valid | Kind::MaximalBatch => None,
			Kind::Rejected => Some(Error::ProofRejected),
			Kind::Truncated => Some(Error::InvalidProof),
			Kind::UncanonicalInput => Some(Error::InvalidPublicInputs),
			Kind::UnknownKey => Some(Error::UnknownVerificationKey),
		}
	}
}

/// The flood's size in rounds when `HOSTCURVES_LOAD_ROUNDS` is not set: docs/load.md's
/// flood, 10 rounds of 13 transactions from each of the 12 signers (1 560 transactions, 960
/// of them valid proofs), the one its figures come from.
pub const DEFAULT_ROUNDS: usize = 10;
/// The largest `HOSTCURVES_LOAD_ROUNDS` accepted (the tests' 600 s timeout is sized for 10).
const MAX_ROUNDS: usize = 10;

/// Rounds of the flood: `HOSTCURVES_LOAD_ROUNDS` (1 to [`MAX_ROUNDS`]) or
/// [`DEFAULT_ROUNDS`]. `.ci/run` sets 2 (312 transactions, 24 of them maximal batches) to
/// keep a cold CI run within its time: every check still runs, on 9 to 12 flood blocks, but
/// the pool takes that flood in 0.1 s, so it does not load the cores while blocks are built
/// as the default flood does (docs/load.md). Panics on any other value, so that a typo does
/// not silently run the default flood.
pub fn rounds() -> usize {
	const VAR: &str = "HOSTCURVES_LOAD_ROUNDS";
	match std::env::var(VAR) {
		Err(std::env::VarError::NotPresent) => DEFAULT_ROUNDS,
		Ok(value) => match value.parse::<usize>() {
			Ok(n) if (1..=MAX_ROUNDS).contains(&n) => n,
			_ => panic!("{VAR}={value:?}: expected a number of rounds from 1 to {MAX_ROUNDS}"),
		},
		Err(e) => panic!("{VAR}: {e}"),
	}
}

/// The twelve funded development accounts (`//Alice` … `//Ferdie` and their `//stash`).
pub fn signers() -> Vec<Keypair> {
	["Alice", "Bob", "Charlie", "Dave", "Eve", "Ferdie"]
		.iter()
		.flat_map(|name| [format!("//{name}"), format!("//{name}//stash")])
		.map(|uri| {
			let uri = SecretUri::from_str(&uri).expect("a development URI");
			Keypair::from_uri(&uri).expect("a development key")
		})
		.collect()
}

/// The most a normal extrinsic may weigh (ref_time, ps): `BlockWeights`' `max_extrinsic`.
fn max_extrinsic() -> u64 {
	let weights = <Runtime as frame_system::Config>::BlockWeights::get();
	weights
		.get(DispatchClass::Normal)
		.max_extrinsic
		.unwrap_or(weights.max_block)
		.ref_time()
}

/// `verify_proofs` of `MaxBatchSize` copies of `member` against `key_id`, and that size.
fn maximal_batch(key_id: u32, member: (Vec<u8>, Vec<u8>)) -> (RuntimeCall, u32) {
	use frame_support::traits::Get;
	let n = <Runtime as pallet_hostcurves_verifier::Config>::MaxBatchSize::get();
	let call = RuntimeCall::Verifier(Call::verify_proofs {
		key_id,
		proofs: vec![member; n as usize],
		compressed: true,
	});
	(call, n)
}

/// One round of the flood: the calls every signer sends, in order (mostly valid proofs,
/// then each way of failing, then one maximal batch).
pub struct Round {
	/// The calls, with their kinds.
	pub calls: Vec<(Kind, RuntimeCall)>,
	/// Proofs in the maximal batch.
	pub batch_size: u32,
}

impl Round {
	/// The round against the verifying key `key_id` (the snarkjs BLS12-381 key).
	pub fn new(key_id: u32) -> Round {
		let import = snarkjs_import();
		let verify = |key_id, proof: &[u8], public_inputs: &[u8]| {
			RuntimeCall::Verifier(Call::verify_proof {
				key_id,
				proof: proof.to_vec(),
				compressed: true,
				public_inputs: public_inputs.to_vec(),
			})
		};
		let (proof, inputs) = (&import.proof, &import.public_inputs);
		let mut wrong_input = inputs.clone();
		// `Vec<Fr>`: u64 LE count, then 32-byte LE scalars; +1 on the lowest byte stays
		// canonical for any input below 2^255 − 256.
		wrong_input[8] = wrong_input[8].wrapping_add(1);
		let mut uncanonical = inputs.clone();
		uncanonical[8..40].fill(0xff);
		let (batch, batch_size) = maximal_batch(key_id, (proof.clone(), inputs.clone()));
		assert!(
			batch.get_dispatch_info().total_weight().ref_time() <= max_extrinsic(),
			"a normal extrinsic cannot carry a batch of MaxBatchSize proofs"
		);
		let mut calls = vec![(Kind::Valid, verify(key_id, proof, inputs)); 8];
		calls.extend([
			(Kind::Rejected, verify(key_id, proof, &wrong_input)),
			(
				Kind::Truncated,
				verify(key_id, &proof[..proof.len() - 1], inputs),
			),
			(Kind::UncanonicalInput, verify(key_id, proof, &uncanonical)),
			(Kind::UnknownKey, verify(key_id + 1000, proof, inputs)),
			(Kind::MaximalBatch, batch),
		]);
		Round { calls, batch_size }
	}
}

/// Registers the snarkjs BLS12-381 key with sudo (as Alice) and returns its id.
pub async fn register_key(chain: &Chain) -> u32 {
	let import = snarkjs_import();
	let registered = chain
		.submit(
			&sudo(Call::register_verification_key {
				curve: PairingCurve::Bls12_381,
				key: import.key,
				compressed: true,
			}),
			&hostcurves_client::dev::alice(),
		)
		.await
		.expect("registration finalized");
	assert_eq!(registered.result(), Ok(()), "{:?}", registered.events);
	registered
		.registered_key_id()
		.expect("a VerificationKeyRegistered event")
}

/// How the flood was sent.
pub struct Sent {
	/// Transactions the pool accepted, per kind.
	pub per_kind: BTreeMap<Kind, usize>,
	/// The kind of every call sent, by its SCALE encoding.
	pub kinds: HashMap<Vec<u8>, Kind>,
	/// Each signer's nonce once all its transactions are in blocks.
	pub final_nonces: Vec<(Keypair, u64)>,
	/// When the first transaction was submitted (all were signed before).
	pub submitted_at: Instant,
	/// From the first submission to the pool's last acceptance.
	pub took: Duration,
}

impl Sent {
	/// Transactions sent.
	pub fn total(&self) -> usize {
		self.per_kind.values().sum()
	}
}

/// Sends `rounds` rounds from every signer at once: all signed first (consecutive nonces
/// per signer), then submitted with 32 in flight, round by round so that every block gets a
/// mix. Panics if the pool refuses any of them.
pub async fn flood(chain: &Chain, signers: &[Keypair], round: &Round, rounds: usize) -> Sent {
	use futures::StreamExt;
	let mut nonces = Vec::new();
	for signer in signers {
		nonces.push(chain.next_nonce(signer).await.expect("a nonce"));
	}
	let mut jobs = Vec::new();
	for r in 0..rounds {
		for (i, (kind, call)) in round.calls.iter().enumerate() {
			for (s, signer) in signers.iter().enumerate() {
				let nonce = nonces[s] + (r * round.calls.len() + i) as u64;
				jobs.push((*kind, call, signer, nonce));
			}
		}
	}
	let signed = chain
		.sign_with_nonces(
			&jobs
				.iter()
				.map(|&(_, call, signer, nonce)| (call, signer, nonce))
				.collect::<Vec<_>>(),
		)
		.await
		.expect("the flood signed");
	let submitted_at = Instant::now();
	let results: Vec<_> = futures::stream::iter(jobs.iter().zip(&signed))
		.map(
			|(&(kind, ..), extrinsic)| async move { (kind, chain.submit_encoded(extrinsic).await) },
		)
		.buffer_unordered(32)
		.collect()
		.await;
	let mut per_kind = BTreeMap::new();
	for (kind, result) in results {
		result.unwrap_or_else(|e| panic!("{kind:?} refused by the pool: {e}"));
		*per_kind.entry(kind).or_insert(0) += 1;
	}
	Sent {
		per_kind,
		kinds: round
			.calls
			.iter()
			.map(|(kind, call)| (call.encode(), *kind))
			.collect(),
		final_nonces: signers
			.iter()
			.zip(&nonces)
			.map(|(signer, nonce)| (signer.clone(), nonce + (rounds * round.calls.len()) as u64))
			.collect(),
		submitted_at,
		took: submitted_at.elapsed(),
	}
}

/// One finalized block of the flood.
pub struct FloodBlock {
	/// The block.
	pub contents: BlockContents,
	/// Flood transactions in it, per kind.
	pub per_kind: BTreeMap<Kind, usize>,
	/// `ProofVerified` events in it.
	pub proofs_verified: usize,
}

/// What the chain did with the flood.
pub struct Observed {
	/// Every finalized block from the first one after the flood started to the one that
	/// holds its last transaction.
	pub blocks: Vec<FloodBlock>,
	/// The longest wait for the finalized head to move while transactions were pending.
	pub longest_finality_stall: Duration,
	/// From the flood's first submission to the finalization of its last transaction.
	pub took: Duration,
}

/// Waits until the finalized chain holds every flood transaction (each signer's nonce at the
/// finalized head reaches its final value: a few storage reads per poll, so that the test
/// does not compete with the node for the CPU while it builds blocks), then reads the
/// finalized blocks from `first` on and checks each flood transaction's outcome against its
/// kind: the right event, or the right typed verifier error with a fee paid. Panics on any
/// other outcome, on a call that is not the flood's (other than an inherent), on a missing
/// transaction, or `timeout` after the first submission.
pub async fn observe(chain: &Chain, first: u64, sent: &Sent, timeout: Duration) -> Observed {
	let started = sent.submitted_at;
	let mut last_advance = Instant::now();
	let mut longest_finality_stall = Duration::ZERO;
	let mut head = chain.finalized().await.expect("finalized head");
	let mut pending = sent.final_nonces.clone();
	loop {
		let mut still = Vec::new();
		for (signer, last) in pending {
			let nonce = chain
				.account_nonce_at(&signer, head.hash)
				.await
				.expect("a nonce");
			if nonce < last {
				still.push((signer, last));
			}
		}
		pending = still;
		if pending.is_empty() {
			break;
		}
		assert!(
			started.elapsed() < timeout,
			"{} signers' transactions not all finalized after {timeout:?}",
			pending.len()
		);
		loop {
			tokio::time::sleep(Duration::from_millis(200)).await;
			let now = chain.finalized().await.expect("finalized head");
			longest_finality_stall = longest_finality_stall.max(last_advance.elapsed());
			if now.number > head.number {
				head = now;
				last_advance = Instant::now();
				break;
			}
			assert!(
				last_advance.elapsed() <= FINALITY_STALL_BOUND && started.elapsed() < timeout,
				"the finalized head stayed at #{} for {:?}",
				head.number,
				last_advance.elapsed()
			);
		}
	}
	let took = started.elapsed();
	let mut blocks = Vec::new();
	for number in first..=head.number {
		let contents = chain.block_contents(number).await.expect("block contents");
		blocks.push(check_block(contents, &sent.kinds));
	}
	let mut seen = BTreeMap::new();
	for (kind, count) in blocks.iter().flat_map(|b| &b.per_kind) {
		*seen.entry(*kind).or_insert(0) += count;
	}
	assert_eq!(
		seen, sent.per_kind,
		"flood transactions per kind in blocks #{first}..=#{}",
		head.number
	);
	Observed {
		blocks,
		longest_finality_stall,
		took,
	}
}

/// Checks every extrinsic of `contents` against its kind and counts them.
fn check_block(contents: BlockContents, kinds: &HashMap<Vec<u8>, Kind>) -> FloodBlock {
	let mut per_kind = BTreeMap::new();
	let mut proofs_verified = 0;
	for (call, included) in &contents.extrinsics {
		let Some(&kind) = kinds.get(&call.encode()) else {
			assert!(
				matches!(call, RuntimeCall::Timestamp(_)),
				"block #{}: a call not of the flood: {call:?}",
				contents.number
			);
			continue;
		};
		let at = format!("block #{} {kind:?}", contents.number);
		match kind.error() {
			None => assert_eq!(included.result(), Ok(()), "{at}: {:?}", included.events),
			Some(expected) => {
				let got = included.verifier_error();
				assert_eq!(
					got.as_ref().map(Encode::encode),
					Some(expected.encode()),
					"{at}: {:?}",
					included.events
				);
				assert!(
					included.fee_paid().unwrap_or(0) > 0,
					"{at}: no fee paid: {:?}",
					included.events
				);
			}
		}
		let verified = included
			.verifier_events()
			.iter()
			.filter(|e| matches!(e, Event::ProofVerified { .. }))
			.count();
		if kind == Kind::Valid {
			assert_eq!(verified, 1, "{at}: {:?}", included.events);
		}
		if kind == Kind::MaximalBatch {
			assert!(
				included
					.verifier_events()
					.iter()
					.any(|e| matches!(e, Event::ProofsVerified { .. })),
				"{at}: no ProofsVerified event: {:?}",
				included.events
			);
		}
		proofs_verified += verified;
		*per_kind.entry(kind).or_insert(0) += 1;
	}
	FloodBlock {
		contents,
		per_kind,
		proofs_verified,
	}
}

/// The log options the load tests start their nodes with: sc-basic-authorship's debug lines
/// (the moment its transaction loop starts) and millisecond timestamps.
pub const LOG_ARGS: [&str; 2] = ["-lbasic-authorship=debug", "--detailed-log-output"];

/// How long one proposal took, from its author's log.
#[derive(Clone, Copy, Debug)]
pub struct Proposal {
	/// From the start of the proposal to the built block (sc-basic-authorship's
	/// `Prepared block for proposing at N (T ms)`): inherents, the wait for the pool's ready
	/// set (up to 1/8 of the time left, `ready_at_with_timeout`), the extrinsics, the invalid
	/// ones reported to the pool, and `finalize_block` with the state root.
	pub total_ms: u64,
	/// The execution alone: from `Attempting to push transactions from the pool`, logged
	/// once the pool's ready set is there, to the built block (the `Prepared` line's
	/// timestamp). It leaves out the inherents (the timestamp's `set`) and the pool wait.
	pub execution_ms: u64,
}

/// Every proposal in the authors' logs, by the hash of the block it became.
#[derive(Default)]
pub struct Proposals {
	/// By the final block hash (`{:?}`, 0x and 64 hex digits). Aura seals the header after the
	/// proposal, which changes its hash; the slot worker's `🔖 Pre-sealed block for proposal
	/// at N. Hash now X, previously Y.` maps the one to the other (manual seal keeps it).
	pub by_hash: HashMap<String, Proposal>,
	/// `⌛️ Discarding proposal for slot …; block production took too long` lines: slots an
	/// Aura author lost because the proposal outran its share of the slot.
	pub discarded: usize,
}

/// Milliseconds since midnight of a `--detailed-log-output` line (`YYYY-MM-DD HH:MM:SS.mmm`).
fn log_time_ms(line: &str) -> Option<u64> {
	let (hms, ms) = line.get(11..23)?.split_once('.')?;
	let mut parts = hms.split(':').map(|p| p.parse::<u64>().ok());
	let (h, m, s) = (parts.next()??, parts.next()??, parts.next()??);
	Some(((h * 60 + m) * 60 + s) * 1000 + ms.parse::<u64>().ok()?)
}

/// The text after `marker` up to the first of `ends`.
fn field<'a>(line: &'a str, marker: &str, ends: &[char]) -> Option<&'a str> {
	let rest = line.split(marker).nth(1)?;
	rest.split(ends).next()
}

/// Reads the proposals of `nodes`' logs (nodes started with [`LOG_ARGS`]).
pub fn proposals(nodes: &[&Node]) -> Proposals {
	const DAY_MS: u64 = 86_400_000;
	let mut proposals = Proposals::default();
	for node in nodes {
		let log = std::fs::read_to_string(&node.log).unwrap_or_default();
		let (mut loop_started, mut sealed, mut built) = (None, HashMap::new(), Vec::new());
		for line in log.lines() {
			if line.contains("Attempting to push transactions from the pool") {
				loop_started = log_time_ms(line);
			} else if line.contains("Prepared block for proposing at ") {
				let total = field(line, " (", &[' ']).and_then(|ms| ms.parse().ok());
				let hash = field(line, " hash: ", &[';']);
				if let (Some(total_ms), Some(hash), Some(start), Some(end)) =
					(total, hash, loop_started.take(), log_time_ms(line))
				{
					// Across midnight the clock wraps.
					let execution_ms = (end + DAY_MS - start) % DAY_MS;
					built.push((
						hash.to_string(),
						Proposal {
							total_ms,
							execution_ms,
						},
					));
				}
			} else if let (Some(now), Some(before)) = (
				field(line, "Hash now ", &[',']),
				field(line, ", previously ", &['.']),
			) {
				sealed.insert(before.to_string(), now.to_string());
			} else if line.contains("Discarding proposal") {
				proposals.discarded += 1;
			}
		}
		for (hash, proposal) in built {
			let hash = sealed.get(&hash).cloned().unwrap_or(hash);
			proposals.by_hash.insert(hash, proposal);
		}
	}
	proposals
}

/// The time an Aura author has to build a block, in ms: 2/3 of the 3 s slot (the node's
/// `block_proposal_slot_portion`).
pub fn proposal_window_ms() -> u64 {
	hostcurves_runtime::SLOT_DURATION * 2 / 3
}

/// The smallest charged weight, in ms of ref_time, at which a block's time is compared with
/// its weight as a ratio. Below it the block's fixed costs (initialization, finalization,
/// the state root) and the VM's jitter of a few ms dominate: a block of 5 proofs charged
/// 16.1 ms once replayed in 19.5 ms (1.21×), 3.4 ms that say nothing of the per-call weights.
pub const RATIO_FLOOR_MS: f64 = 100.0;

/// The block weight limit, in ms of ref_time (`BlockWeights::max_block`).
pub fn block_limit_ms() -> f64 {
	<Runtime as frame_system::Config>::BlockWeights::get()
		.max_block
		.ref_time() as f64
		/ 1e9
}

/// The figures of one load test, printed for the closing note and `docs/load.md` (each
/// flood block's proofs, charged weight, execution and proposal times, then the totals),
/// after checking that every flood block's proposal is in its author's log, that each
/// executed within an Aura author's share of its slot, and that no Aura author discarded a
/// proposal for taking too long. Blocks that took longer to execute than the block weight
/// limit (1 s of ref_time) are counted, not refused: `docs/load.md` says when some do.
pub fn report(
	name: &str,
	sent: &Sent,
	observed: &Observed,
	proposals: &Proposals,
	nodes: &[&Node],
	batch_size: u32,
) {
	let limit = block_limit_ms();
	let mut worst_ratio = 0f64;
	let (mut slowest, mut slowest_total, mut over_limit) = (0, 0, 0);
	let with_flood: Vec<_> = observed
		.blocks
		.iter()
		.filter(|b| !b.per_kind.is_empty())
		.collect();
	for block in &with_flood {
		let number = block.contents.number;
		// frame-system's CheckWeight already refuses more; a check that it did.
		let charged_ms = block.contents.total_weight().ref_time() as f64 / 1e9;
		assert!(
			charged_ms <= limit,
			"block #{number}: charged {charged_ms:.1} ms > limit {limit} ms"
		);
		let proposal = proposals
			.by_hash
			.get(&format!("{:?}", block.contents.hash))
			.unwrap_or_else(|| panic!("{name}: block #{number}'s proposal is not in the logs"));
		eprintln!(
			"  #{number}: {} proofs verified, {:?}; charged {charged_ms:.1} ms, executed in {} \
			 ms, proposed in {} ms",
			block.proofs_verified, block.per_kind, proposal.execution_ms, proposal.total_ms
		);
		// The bound that keeps a chain live: an Aura author's share of its slot. (The dev
		// node's manual seal allows 10 s; the test holds it to the network's bound.)
		assert!(
			proposal.execution_ms <= proposal_window_ms(),
			"block #{number} took {} ms to execute, beyond an author's {} ms (charged \
			 {charged_ms:.1} ms)",
			proposal.execution_ms,
			proposal_window_ms()
		);
		if proposal.execution_ms as f64 > limit {
			over_limit += 1;
		}
		slowest = slowest.max(proposal.execution_ms);
		slowest_total = slowest_total.max(proposal.total_ms);
		if charged_ms >= RATIO_FLOOR_MS {
			worst_ratio = worst_ratio.max(proposal.execution_ms as f64 / charged_ms);
		}
	}
	assert_eq!(
		proposals.discarded, 0,
		"{name}: an Aura author discarded a proposal for taking too long"
	);
	let proofs: usize = observed.blocks.iter().map(|b| b.proofs_verified).sum();
	let most = observed
		.blocks
		.iter()
		.map(|b| b.proofs_verified)
		.max()
		.unwrap_or(0);
	let peak: Vec<String> = nodes
		.iter()
		.map(|n| format!("{} MiB", n.peak_memory_kib().unwrap_or(0) / 1024))
		.collect();
	eprintln!(
		"LOAD {name}: {} transactions {:?} sent in {:.1} s; {} blocks with flood transactions \
		 (all {} finalized by {:.1} s), {proofs} proofs verified: {most} in the fullest block, \
		 {:.1} per block, {:.1}/s; maximal batch {batch_size} proofs; longest finality stall \
		 {:.1} s; slowest execution {slowest} ms, {over_limit} of {} blocks over the {limit} ms \
		 weight limit, worst execution / charged weight {worst_ratio:.2} (blocks charged 100 ms \
		 or more); slowest proposal with the pool wait {slowest_total} ms; peak RSS {}",
		sent.total(),
		sent.per_kind,
		sent.took.as_secs_f64(),
		with_flood.len(),
		observed.blocks.len(),
		observed.took.as_secs_f64(),
		proofs as f64 / with_flood.len().max(1) as f64,
		proofs as f64 / observed.took.as_secs_f64(),
		observed.longest_finality_stall.as_secs_f64(),
		with_flood.len(),
		peak.join(", ")
	);
}

/// The longest the finalized head may stand still while flood transactions are pending:
/// ten 3 s slots (an Aura slot with GRANDPA one or two blocks behind takes 3–9 s).
pub const FINALITY_STALL_BOUND: Duration = Duration::from_secs(30);

/// The peak resident memory a node may reach, in MiB (measured: 439–503 MiB). The flood puts
/// about 16 MiB of transactions into the pool (its maximal batches carry 64 proofs
/// and their inputs each); what remains is the node's own: the database cache, the Wasm
/// runtime's instances (up to 8, each with its heap) and the native kernels' scratch memory.
pub const MEMORY_BOUND_MIB: u64 = 2048;

/// Asserts that finality kept up with the flood and that every node's memory stayed under
/// [`MEMORY_BOUND_MIB`].
pub fn assert_bounded(observed: &Observed, nodes: &[&Node]) {
	assert!(
		observed.longest_finality_stall <= FINALITY_STALL_BOUND,
		"the finalized head stood still for {:?} while transactions were pending",
		observed.longest_finality_stall
	);
	for node in nodes {
		let peak = node.peak_memory_kib().expect("procfs") / 1024;
		assert!(
			peak <= MEMORY_BOUND_MIB,
			"{}: peak RSS {peak} MiB > {MEMORY_BOUND_MIB} MiB",
			node.log.display()
		);
	}
}

/// How many of the flood's blocks `node` authored (its log's proposals, by final hash).
pub fn authored(observed: &Observed, node: &Node) -> usize {
	let proposals = proposals(&[node]);
	observed
		.blocks
		.iter()
		.filter(|b| {
			!b.per_kind.is_empty()
				&& proposals
					.by_hash
					.contains_key(&format!("{:?}", b.contents.hash))
		})
		.count()
}
