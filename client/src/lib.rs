//! # hostcurves-client
//!
//! Submits `hostcurves-runtime` calls to a running `hostcurves-node` over JSON-RPC with
//! [subxt](https://docs.rs/subxt), and reads back what happened in a **finalized** block,
//! decoded with the runtime's own types.
//!
//! The call is encoded with the runtime's `RuntimeCall` (so the compiler checks its
//! arguments), handed to subxt as call data, which subxt checks against the node's metadata
//! and signs with the chain's transaction extensions (nonce, mortality, fee). Events come back
//! as `RuntimeEvent`s, and a failed call as a typed `DispatchError`, with
//! [`Included::verifier_error`] naming a `pallet-hostcurves-verifier` error (`ProofRejected`,
//! `ProofRejectedAt { index }`, …).
//!
//! For load: [`Chain::sign_with_nonces`] and [`Chain::submit_encoded`] send many transactions
//! per signer without waiting for blocks, and [`Chain::block_contents`] reads back a finalized block's extrinsics with their events
//! and the weight the block consumed.
//!
//! What a node must offer: the standard RPC methods (`author_submitAndWatchExtrinsic`,
//! `author_submitExtrinsic`,
//! `chain_*`, `state_*`) and `system_accountNextIndex`; `hostcurves-node` has them.
//!
//! ```no_run
//! # async fn demo() -> Result<(), hostcurves_client::ClientError> {
//! use hostcurves_client::{dev, Chain};
//! use hostcurves_runtime::RuntimeCall;
//!
//! let chain = Chain::connect("ws://127.0.0.1:9944").await?;
//! let call = RuntimeCall::Verifier(pallet_hostcurves_verifier::Call::verify_proof {
//!     key_id: 0,
//!     proof: vec![/* arkworks canonical proof bytes */],
//!     compressed: true,
//!     public_inputs: vec![/* Vec<Fr>: u64 LE count, LE scalars */],
//! });
//! let included = chain.submit(&call, &dev::alice()).await?;
//! println!("block #{}: {:?}", included.block_number, included.result());
//! # Ok(()) }
//! ```

use codec::Decode;
use hostcurves_runtime::{Runtime, RuntimeCall, RuntimeEvent};
use sp_runtime::DispatchError;
use subxt::{
	config::RpcConfigFor,
	rpcs::{methods::legacy::LegacyRpcMethods, RpcClient},
	OnlineClient, SubstrateConfig,
};

mod block;

pub use block::BlockContents;
pub use subxt::utils::H256;
pub use subxt_signer::{
	sr25519::{dev, Keypair},
	SecretUri,
};

/// The index of `pallet-hostcurves-verifier` in `hostcurves-runtime`, from the runtime's own
/// `PalletInfo`, so that it cannot drift from `construct_runtime`.
fn verifier_pallet_index() -> Option<u8> {
	use frame_support::traits::PalletInfo;
	hostcurves_runtime::PalletInfo::index::<hostcurves_runtime::Verifier>()
		.and_then(|i| u8::try_from(i).ok())
}

/// Why talking to the node failed (not why a call failed on chain: that is
/// [`Included::result`]).
#[derive(Debug)]
pub enum ClientError {
	/// No JSON-RPC connection to the URL (node not running, wrong port, not `ws://`).
	Connect(String),
	/// A JSON-RPC request failed or the node answered something unexpected.
	Rpc(String),
	/// The transaction was not built, refused by the pool (e.g. `ExhaustsResources`, a bad
	/// nonce), dropped, or never finalized; the text is subxt's.
	Submit(String),
	/// An event of the block did not decode with `hostcurves-runtime`'s types: the node runs
	/// another runtime.
	Decode(codec::Error),
}

impl core::fmt::Display for ClientError {
	fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
		match self {
			ClientError::Connect(e) => write!(f, "cannot connect to the node: {e}"),
			ClientError::Rpc(e) => write!(f, "JSON-RPC request failed: {e}"),
			ClientError::Submit(e) => {
				write!(f, "transaction not signed, accepted or finalized: {e}")
			}
			ClientError::Decode(e) => {
				write!(
					f,
					"an event did not decode (is the node running hostcurves-runtime?): {e}"
				)
			}
		}
	}
}

impl std::error::Error for ClientError {}

fn submit_error(e: impl core::fmt::Display) -> ClientError {
	ClientError::Submit(e.to_string())
}

fn rpc_error(e: impl core::fmt::Display) -> ClientError {
	ClientError::Rpc(e.to_string())
}

/// A connection to one node.
pub struct Chain {
	api: OnlineClient<SubstrateConfig>,
	rpc: LegacyRpcMethods<RpcConfigFor<SubstrateConfig>>,
}

/// A finalized block's number and hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finalized {
	/// Block number.
	pub number: u64,
	/// Block hash.
	pub hash: H256,
}

impl Chain {
	/// Connects to a node's JSON-RPC server, e.g. `ws://127.0.0.1:9944` (plain `ws://` is
	/// accepted: nodes serve RPC unencrypted). Fails with [`ClientError::Connect`].
	pub async fn connect(url: &str) -> Result<Self, ClientError> {
		let rpc_client = RpcClient::from_insecure_url(url)
			.await
			.map_err(|e| ClientError::Connect(format!("{url}: {e}")))?;
		let api = OnlineClient::from_rpc_client(rpc_client.clone())
			.await
			.map_err(|e| ClientError::Connect(format!("{url}: {e}")))?;
		Ok(Self {
			api,
			rpc: LegacyRpcMethods::new(rpc_client),
		})
	}

	/// Signs `call` as `signer` (nonce from `system_accountNextIndex`, mortal era, no tip),
	/// submits it and waits until the block that contains it is finalized; returns that
	/// block's number and hash and the call's events. A call that fails on chain is still
	/// `Ok`: see [`Included::result`]. Fails with [`ClientError::Submit`] when the pool
	/// refuses the transaction or it is dropped.
	pub async fn submit(
		&self,
		call: &RuntimeCall,
		signer: &Keypair,
	) -> Result<Included, ClientError> {
		use codec::Encode;
		let at = self.api.at_current_block().await.map_err(rpc_error)?;
		let mut tx = at.tx();
		let payload = tx
			.from_call_data_bytes(&call.encode())
			.map_err(submit_error)?;
		let progress = tx
			.sign_and_submit_then_watch_default(&payload, signer)
			.await
			.map_err(submit_error)?;
		let in_block = progress.wait_for_finalized().await.map_err(submit_error)?;
		let extrinsic_events = in_block.fetch_events().await.map_err(submit_error)?;
		let mut events = Vec::new();
		for event in extrinsic_events.iter() {
			let event = event.map_err(submit_error)?;
			// A `RuntimeEvent` is the pallet index, the variant index, then the fields.
			let mut bytes = vec![event.pallet_index(), event.event_index()];
			bytes.extend_from_slice(event.field_bytes());
			events.push(RuntimeEvent::decode(&mut &bytes[..]).map_err(ClientError::Decode)?);
		}
		let block_hash = in_block.block_hash();
		let block_number = self.block_number(block_hash).await?;
		Ok(Included {
			block_hash,
			block_number,
			events,
		})
	}

	/// The nonce `signer`'s next transaction must carry (`system_accountNextIndex`: its
	/// on-chain nonce plus its transactions already in the pool).
	/// Fails with [`ClientError::Rpc`] when the request fails.
	pub async fn next_nonce(&self, signer: &Keypair) -> Result<u64, ClientError> {
		let account = <Keypair as subxt::tx::Signer<SubstrateConfig>>::account_id(signer);
		self.rpc
			.system_account_next_index(&account)
			.await
			.map_err(rpc_error)
	}

	/// Signs each `(call, signer, nonce)` offline (immortal, no tip) with the metadata of the
	/// node's last finalized block, and returns the encoded extrinsics, ready for
	/// [`Chain::submit_encoded`]: for many transactions per signer at once (consecutive
	/// nonces, one metadata read for all), one per input and in input order. Fails with
	/// [`ClientError::Rpc`] when the block
	/// cannot be read and with [`ClientError::Submit`] when a call does not fit the metadata.
	pub async fn sign_with_nonces(
		&self,
		txs: &[(&RuntimeCall, &Keypair, u64)],
	) -> Result<Vec<Vec<u8>>, ClientError> {
		use codec::Encode;
		let at = self.api.at_current_block().await.map_err(rpc_error)?;
		let tx = at.tx();
		txs.iter()
			.map(|(call, signer, nonce)| {
				let payload = tx
					.from_call_data_bytes(&call.encode())
					.map_err(submit_error)?;
				let params =
					subxt::config::SubstrateExtrinsicParamsBuilder::<SubstrateConfig>::new()
						.nonce(*nonce)
						.immortal()
						.build();
				let mut signable = tx
					.create_signable_offline(&payload, params)
					.map_err(submit_error)?;
				Ok(signable.sign(*signer).map_err(submit_error)?.into_encoded())
			})
			.collect()
	}

	/// Submits an encoded signed extrinsic (`author_submitExtrinsic`) and returns its hash as
	/// soon as the pool has accepted it, without waiting for a block; read its outcome from
	/// the blocks with [`Chain::block_contents`]. Fails with [`ClientError::Submit`] when the
	/// pool refuses it (a stale nonce, `ExhaustsResources`, a full pool).
	pub async fn submit_encoded(&self, extrinsic: &[u8]) -> Result<H256, ClientError> {
		self.rpc
			.author_submit_extrinsic(extrinsic)
			.await
			.map_err(submit_error)
	}

	/// The node's last finalized block.
	pub async fn finalized(&self) -> Result<Finalized, ClientError> {
		let hash = self
			.rpc
			.chain_get_finalized_head()
			.await
			.map_err(rpc_error)?;
		Ok(Finalized {
			number: self.block_number(hash).await?,
			hash,
		})
	}

	/// The hash of the block at `number` on the node's best chain, if it has one.
	pub async fn block_hash(&self, number: u64) -> Result<Option<H256>, ClientError> {
		self.rpc
			.chain_get_block_hash(Some(number.into()))
			.await
			.map_err(rpc_error)
	}

	async fn block_number(&self, hash: H256) -> Result<u64, ClientError> {
		let header = self
			.rpc
			.chain_get_header(Some(hash))
			.await
			.map_err(rpc_error)?
			.ok_or_else(|| ClientError::Rpc(format!("no header for block {hash:?}")))?;
		Ok(header.number)
	}
}

/// A call in a finalized block, with the events it emitted (decoded with
/// `hostcurves-runtime`'s types).
#[derive(Debug)]
pub struct Included {
	/// The finalized block's hash.
	pub block_hash: H256,
	/// The finalized block's number.
	pub block_number: u64,
	/// The events of this extrinsic, in order (fee payment, the pallets', then
	/// `ExtrinsicSuccess` or `ExtrinsicFailed`).
	pub events: Vec<RuntimeEvent>,
}

impl Included {
	/// `Ok` if the call succeeded; else its `DispatchError`. A `sudo` call's inner result
	/// counts: `Sudid { sudo_result: Err(e) }` gives `Err(e)`.
	pub fn result(&self) -> Result<(), DispatchError> {
		for event in &self.events {
			match event {
				RuntimeEvent::System(frame_system::Event::ExtrinsicFailed {
					dispatch_error,
					..
				}) => return Err(*dispatch_error),
				RuntimeEvent::Sudo(pallet_sudo::Event::Sudid {
					sudo_result: Err(e),
				}) => return Err(*e),
				_ => {}
			}
		}
		Ok(())
	}

	/// The `pallet-hostcurves-verifier` error the call failed with, if it failed with one.
	pub fn verifier_error(&self) -> Option<pallet_hostcurves_verifier::Error<Runtime>> {
		match self.result() {
			Err(DispatchError::Module(m)) if Some(m.index) == verifier_pallet_index() => {
				pallet_hostcurves_verifier::Error::<Runtime>::decode(&mut &m.error[..]).ok()
			}
			_ => None,
		}
	}

	/// The `pallet-hostcurves-verifier` events of the call, in order.
	pub fn verifier_events(&self) -> Vec<&pallet_hostcurves_verifier::Event<Runtime>> {
		self.events
			.iter()
			.filter_map(|e| match e {
				RuntimeEvent::Verifier(e) => Some(e),
				_ => None,
			})
			.collect()
	}

	/// The id of the key the call registered (`VerificationKeyRegistered`), if it did.
	pub fn registered_key_id(&self) -> Option<u32> {
		self.verifier_events().into_iter().find_map(|e| match e {
			pallet_hostcurves_verifier::Event::VerificationKeyRegistered { key_id, .. } => {
				Some(*key_id)
			}
			_ => None,
		})
	}

	/// The fee the signer paid (`TransactionFeePaid::actual_fee`, in units of 10^-12).
	pub fn fee_paid(&self) -> Option<u128> {
		self.events.iter().find_map(|e| match e {
			RuntimeEvent::TransactionPayment(
				pallet_transaction_payment::Event::TransactionFeePaid { actual_fee, .. },
			) => Some(*actual_fee),
			_ => None,
		})
	}
}

#[cfg(test)]
mod tests {
	use super::*;
	use sp_runtime::ModuleError;

	fn included(events: Vec<RuntimeEvent>) -> Included {
		Included {
			block_hash: H256::zero(),
			block_number: 1,
			events,
		}
	}

	/// `pallet-hostcurves-verifier`'s `ProofRejected` as a runtime's `DispatchError`.
	fn proof_rejected() -> DispatchError {
		let index = verifier_pallet_index().expect("pallet-hostcurves-verifier is in the runtime");
		let encoded =
			codec::Encode::encode(&pallet_hostcurves_verifier::Error::<Runtime>::ProofRejected);
		let mut error = [0u8; 4];
		error[..encoded.len()].copy_from_slice(&encoded);
		DispatchError::Module(ModuleError {
			index,
			error,
			message: None,
		})
	}

	#[test]
	fn a_call_without_failure_events_succeeded() {
		let ok = included(vec![RuntimeEvent::Verifier(
			pallet_hostcurves_verifier::Event::ProofVerified { key_id: 3 },
		)]);
		assert_eq!(ok.result(), Ok(()));
		assert!(ok.verifier_error().is_none());
		assert_eq!(
			ok.verifier_events(),
			vec![&pallet_hostcurves_verifier::Event::ProofVerified { key_id: 3 }]
		);
		assert_eq!(ok.fee_paid(), None);
	}

	#[test]
	fn extrinsic_failed_names_the_pallet_error() {
		let failed = included(vec![RuntimeEvent::System(
			frame_system::Event::ExtrinsicFailed {
				dispatch_error: proof_rejected(),
				dispatch_info: Default::default(),
			},
		)]);
		assert_eq!(failed.result(), Err(proof_rejected()));
		assert!(matches!(
			failed.verifier_error(),
			Some(pallet_hostcurves_verifier::Error::<Runtime>::ProofRejected)
		));
	}

	#[test]
	fn a_failed_sudo_call_is_a_failure_though_the_extrinsic_succeeded() {
		let sudid = included(vec![RuntimeEvent::Sudo(pallet_sudo::Event::Sudid {
			sudo_result: Err(DispatchError::BadOrigin),
		})]);
		assert_eq!(sudid.result(), Err(DispatchError::BadOrigin));
		assert!(
			sudid.verifier_error().is_none(),
			"BadOrigin is not a pallet error"
		);
	}

	#[test]
	fn another_pallets_error_is_not_read_as_a_verifier_error() {
		let mut other = proof_rejected();
		if let DispatchError::Module(m) = &mut other {
			m.index = m.index.wrapping_add(1);
		}
		let failed = included(vec![RuntimeEvent::System(
			frame_system::Event::ExtrinsicFailed {
				dispatch_error: other,
				dispatch_info: Default::default(),
			},
		)]);
		assert!(failed.verifier_error().is_none());
	}

	#[test]
	fn the_fee_comes_from_transaction_fee_paid() {
		let who = sp_runtime::AccountId32::new([7; 32]);
		let paid = included(vec![RuntimeEvent::TransactionPayment(
			pallet_transaction_payment::Event::TransactionFeePaid {
				who,
				actual_fee: 2_391_266_052,
				tip: 0,
			},
		)]);
		assert_eq!(paid.fee_paid(), Some(2_391_266_052));
	}

	#[test]
	fn the_registered_key_id_comes_from_its_event() {
		use pallet_hostcurves_verifier::{Event, PairingCurve};
		let registered = included(vec![
			RuntimeEvent::Verifier(Event::ProofVerified { key_id: 1 }),
			RuntimeEvent::Verifier(Event::VerificationKeyRegistered {
				key_id: 9,
				curve: PairingCurve::Bn254,
				public_inputs: 2,
			}),
		]);
		assert_eq!(registered.registered_key_id(), Some(9));
		assert_eq!(included(vec![]).registered_key_id(), None);
	}
}
