//! Block authoring bounded by the block's weight limit in wall-clock time.
//!
//! A block's weight limit (`BlockWeights::max_block`, 1 s of `ref_time` in
//! `hostcurves-runtime`) promises that the block executes in that time on an idle core of the
//! benchmark machine. The author's core is not always idle: the transaction pool validates
//! incoming transactions on two blocking threads of its own (sc-transaction-pool's
//! `FullChainApi`), and on a two-core machine a flood of transactions leaves the block builder
//! about two thirds of a core. `docs/load.md` measured blocks executed in up to 1.54× their
//! charged weight that way, while the same blocks re-executed alone stay under it.
//!
//! sc-basic-authorship stops pushing transactions at 9/10 of the proposal's `max_duration`.
//! Aura gives it 2/3 of the slot (2 s of a 3 s slot) and manual seal 10 s, so neither stops a
//! slow block before it passes its weight limit. [`BoundedProposerFactory`] caps that
//! duration at the weight limit's time: a block then stops taking transactions after 0.9 s of
//! wall-clock time, whatever else runs on the machine, and finishes with its last extrinsic,
//! `finalize_block` and the state root. Blocks built on an idle core are unchanged: they fill
//! their weight before that deadline.

use std::time::Duration;

use sp_consensus::{Environment, ProposeArgs, Proposer};
use sp_runtime::traits::Block as BlockT;

/// The runtime's block weight limit as wall-clock time: `max_block`'s `ref_time` (ps) read as
/// picoseconds of execution (1 s for `hostcurves-runtime`).
pub fn block_time_limit() -> Duration {
	let limit = hostcurves_runtime::configs::RuntimeBlockWeights::get().max_block;
	Duration::from_nanos(limit.ref_time() / 1_000)
}

/// An [`Environment`] whose proposers never get more than `limit` to build a block: the
/// `max_duration` consensus asks for, capped at `limit`.
pub struct BoundedProposerFactory<E> {
	inner: E,
	limit: Duration,
}

impl<E> BoundedProposerFactory<E> {
	/// Wraps `inner` (sc-basic-authorship's `ProposerFactory`), capping every proposal's
	/// `max_duration` at `limit` (see [`block_time_limit`]).
	pub fn new(inner: E, limit: Duration) -> Self {
		Self { inner, limit }
	}
}

/// A proposer whose `max_duration` is capped (made by [`BoundedProposerFactory`]).
pub struct BoundedProposer<P> {
	inner: P,
	limit: Duration,
}

impl<B: BlockT, E: Environment<B>> Environment<B> for BoundedProposerFactory<E> {
	type Proposer = BoundedProposer<E::Proposer>;
	type CreateProposer = futures::future::MapOk<
		E::CreateProposer,
		Box<dyn FnOnce(E::Proposer) -> BoundedProposer<E::Proposer> + Send>,
	>;
	type Error = E::Error;

	fn init(&mut self, parent_header: &B::Header) -> Self::CreateProposer {
		use futures::TryFutureExt;
		let limit = self.limit;
		self.inner
			.init(parent_header)
			.map_ok(Box::new(move |inner| BoundedProposer { inner, limit }))
	}
}

impl<B: BlockT, P: Proposer<B>> Proposer<B> for BoundedProposer<P> {
	type Error = P::Error;
	type Proposal = P::Proposal;

	fn propose(self, mut args: ProposeArgs<B>) -> Self::Proposal {
		args.max_duration = args.max_duration.min(self.limit);
		self.inner.propose(args)
	}
}

#[cfg(test)]
mod tests {
	use super::*;
	use hostcurves_runtime::opaque::Block;
	use std::sync::{Arc, Mutex};

	/// A proposer that records the `max_duration` it was given and proposes nothing.
	struct Recording(Arc<Mutex<Option<Duration>>>);

	impl Proposer<Block> for Recording {
		type Error = sp_consensus::Error;
		type Proposal =
			futures::future::Ready<Result<sp_consensus::Proposal<Block>, sp_consensus::Error>>;

		fn propose(self, args: ProposeArgs<Block>) -> Self::Proposal {
			*self.0.lock().unwrap() = Some(args.max_duration);
			futures::future::ready(Err(sp_consensus::Error::StateUnavailable("test".into())))
		}
	}

	fn given(limit: Duration, asked: Duration) -> Option<Duration> {
		let seen = Arc::new(Mutex::new(None));
		let proposer = BoundedProposer {
			inner: Recording(seen.clone()),
			limit,
		};
		let _ = futures::executor::block_on(proposer.propose(ProposeArgs {
			max_duration: asked,
			..Default::default()
		}));
		let duration = *seen.lock().unwrap();
		duration
	}

	#[test]
	fn a_proposal_gets_at_most_the_limit() {
		let second = Duration::from_secs(1);
		// Aura's 2/3 of a 3 s slot and manual seal's 10 s are capped at the limit …
		assert_eq!(given(second, Duration::from_secs(2)), Some(second));
		assert_eq!(given(second, Duration::from_secs(10)), Some(second));
		// … and a shorter deadline (a late slot) is kept.
		assert_eq!(
			given(second, Duration::from_millis(400)),
			Some(Duration::from_millis(400))
		);
	}

	#[test]
	fn the_limit_is_the_runtimes_block_weight_read_as_time() {
		let ref_time = hostcurves_runtime::configs::RuntimeBlockWeights::get()
			.max_block
			.ref_time();
		assert_eq!(block_time_limit().as_nanos() * 1_000, u128::from(ref_time));
	}
}
