//! What a block holds (a finalized one, for the tests that use it), read back over JSON-RPC:
//! its extrinsics decoded with the runtime's `UncheckedExtrinsic`, each with the events it
//! emitted (`System::Events`, by `Phase::ApplyExtrinsic`), and the weight the block consumed
//! (`System::BlockWeight`).

use codec::Decode;
use frame_support::{dispatch::PerDispatchClass, weights::Weight};
use frame_system::{EventRecord, Phase};
use hostcurves_runtime::{Runtime, RuntimeCall, RuntimeEvent};

use crate::{rpc_error, Chain, ClientError, Included, Keypair, H256};

/// One block's extrinsics and consumed weight.
#[derive(Debug)]
pub struct BlockContents {
	/// Block number.
	pub number: u64,
	/// Block hash.
	pub hash: H256,
	/// Every extrinsic in block order (inherents included): its call, and the events it
	/// emitted as an [`Included`] (so [`Included::result`], [`Included::fee_paid`] and
	/// [`Included::verifier_error`] apply to it).
	pub extrinsics: Vec<(RuntimeCall, Included)>,
	/// The weight the block consumed, per dispatch class (`frame_system::BlockWeight` at the
	/// block; ref_time in ps). Its sum is what the runtime charged against `BlockWeights`.
	pub weight: PerDispatchClass<Weight>,
}

impl BlockContents {
	/// The weight consumed over all three dispatch classes (ref_time in ps, proof size in
	/// bytes).
	pub fn total_weight(&self) -> Weight {
		self.weight.total()
	}
}

/// The storage key of the `name` item of frame-system (`twox128(pallet) ++ twox128(name)`),
/// with the pallet's name from the runtime's `PalletInfo`.
fn system_key(name: &[u8]) -> [u8; 32] {
	use frame_support::traits::PalletInfo;
	let pallet =
		hostcurves_runtime::PalletInfo::name::<hostcurves_runtime::System>().unwrap_or("System");
	frame_support::storage::storage_prefix(pallet.as_bytes(), name)
}

impl Chain {
	/// The block at `number` on the node's best chain (finalized if `number` is at most
	/// [`Chain::finalized`]'s; the caller checks): every extrinsic decoded with
	/// `hostcurves-runtime`'s types, with its events, and the weight the block consumed.
	/// Fails with [`ClientError::Rpc`] if the node has no such block, and with
	/// [`ClientError::Decode`] if an extrinsic or the events do not decode (another runtime).
	pub async fn block_contents(&self, number: u64) -> Result<BlockContents, ClientError> {
		let hash = self
			.block_hash(number)
			.await?
			.ok_or_else(|| ClientError::Rpc(format!("no block #{number}")))?;
		let block = self
			.rpc
			.chain_get_block(Some(hash))
			.await
			.map_err(rpc_error)?
			.ok_or_else(|| ClientError::Rpc(format!("no body for block {hash:?}")))?
			.block;
		let records: Vec<EventRecord<RuntimeEvent, hostcurves_runtime::Hash>> =
			self.storage_at(&system_key(b"Events"), hash).await?;
		let weight = self
			.storage_at(&frame_system::BlockWeight::<Runtime>::hashed_key(), hash)
			.await?;
		let mut extrinsics = Vec::with_capacity(block.extrinsics.len());
		for (index, bytes) in block.extrinsics.iter().enumerate() {
			let extrinsic = hostcurves_runtime::UncheckedExtrinsic::decode(&mut &bytes.0[..])
				.map_err(ClientError::Decode)?;
			let phase = Phase::ApplyExtrinsic(index as u32);
			let events = records
				.iter()
				.filter(|record| record.phase == phase)
				.map(|record| record.event.clone())
				.collect();
			extrinsics.push((
				extrinsic.function,
				Included {
					block_hash: hash,
					block_number: number,
					events,
				},
			));
		}
		Ok(BlockContents {
			number,
			hash,
			extrinsics,
			weight,
		})
	}

	/// The nonce of `signer`'s account in the state of block `hash`: how many of its
	/// transactions that block and its ancestors hold (`frame_system::Account`; 0 for an
	/// account that does not exist there). Fails with [`ClientError::Rpc`] when the node
	/// cannot read that state (unknown or pruned block), and with [`ClientError::Decode`]
	/// when the account does not decode with `hostcurves-runtime`'s types.
	pub async fn account_nonce_at(&self, signer: &Keypair, hash: H256) -> Result<u64, ClientError> {
		let account = sp_runtime::AccountId32::new(signer.public_key().0);
		let info: frame_system::AccountInfo<
			<Runtime as frame_system::Config>::Nonce,
			<Runtime as frame_system::Config>::AccountData,
		> = self
			.storage_at(
				&frame_system::Account::<Runtime>::hashed_key_for(account),
				hash,
			)
			.await?;
		Ok(info.nonce.into())
	}

	/// The SCALE value stored under `key` at block `hash`, decoded as `T`; `T::default()` if
	/// nothing is stored there (a `ValueQuery`'s empty value).
	async fn storage_at<T: Decode + Default>(
		&self,
		key: &[u8],
		hash: H256,
	) -> Result<T, ClientError> {
		match self
			.rpc
			.state_get_storage(key, Some(hash))
			.await
			.map_err(rpc_error)?
		{
			Some(bytes) => T::decode(&mut &bytes[..]).map_err(ClientError::Decode),
			None => Ok(T::default()),
		}
	}
}
