//! Builds a parachain block as a collator does and validates it as a relay validator does,
//! without a node: the runtime's Wasm runs in sc-executor over in-memory state.
//!
//! - **Building** ([`Chain::build_block`]): genesis state from the `development` preset (as
//!   chain-spec-builder makes it), then `Core_initialize_block`, the inherents the runtime
//!   makes from the collator's inherent data (`BlockBuilder_inherent_extrinsics`: the
//!   parachain-system validation data with a relay state proof from
//!   cumulus-test-relay-sproof-builder, and the timestamp), each extrinsic
//!   (`BlockBuilder_apply_extrinsic`) and `BlockBuilder_finalize_block`, all over a trie
//!   backend that records every node read: that recording is the proof of validity. The header
//!   carries Aura's pre-digest and is sealed with the slot author's key.
//! - **Validating** ([`validate`]): the runtime's `validate_block` export called with
//!   `ValidationParams` (parent head, `ParachainBlockData` with the compact proof, relay parent
//!   number and storage root) in an executor with only the host functions `H`; the
//!   externalities hold no state, since `validate_block` answers storage from the proof.

// Each test crate that includes this module uses part of it.
#![allow(dead_code)]

pub mod candidate_files;
pub mod proof_calls;
mod pvf;
pub use proof_calls::proof_calls;
pub use pvf::PvfHostFunctions;

use codec::{Decode, Encode};
use cumulus_primitives_core::{
	relay_chain, InboundDownwardMessage, ParaId, ParachainBlockData, PersistedValidationData,
};
use cumulus_primitives_parachain_inherent::{MessageQueueChain, ParachainInherentData};
use cumulus_test_relay_sproof_builder::RelayStateSproofBuilder;
use hostcurves_parachain_runtime::{
	genesis_config_presets::PARACHAIN_ID, Block, Header, Runtime, RuntimeCall, SignedPayload,
	TxExtension, UncheckedExtrinsic, SLOT_DURATION, VERSION, WASM_BINARY,
};
use polkadot_parachain_primitives::primitives::{
	BlockData, HeadData, ValidationParams, ValidationResult,
};
use sc_executor::{HostFunctions, WasmExecutor};
use sp_consensus_aura::{Slot, AURA_ENGINE_ID};
use sp_core::{
	traits::{CallContext, RuntimeCode, WrappedRuntimeCode},
	H256,
};
use sp_keyring::Sr25519Keyring;
use sp_runtime::{
	generic::{Digest, DigestItem, Era},
	traits::{BlakeTwo256, Hash as _, Header as _},
	ApplyExtrinsicResult, MultiSignature, StateVersion,
};
use sp_state_machine::{InMemoryBackend, OverlayedChanges, StateMachine, TrieBackendBuilder};
use sp_trie::recorder::Recorder;

/// What a collator's executor registers to build this runtime's blocks: Substrate's
/// functions, cumulus' storage proof size, and RFC-0163's (hostcurves' implementation).
pub type CollatorHostFunctions = (
	sp_io::SubstrateHostFunctions,
	cumulus_primitives_proof_size_hostfunction::storage_proof_size::HostFunctions,
	hostcurves_host::HostFunctionsRfc163,
);

/// The relay chain's block number the candidate is built on.
const RELAY_PARENT_NUMBER: u32 = 1;

/// The runtime's Wasm (the portable build).
pub fn wasm() -> &'static [u8] {
	WASM_BINARY.expect("built with its Wasm")
}

/// A candidate: the sealed block, the PoV's `ParachainBlockData`, and the validation
/// parameters a validator receives with it.
pub struct Candidate {
	/// The sealed block.
	pub block: Block,
	/// What `validate_block` gets.
	pub params: ValidationParams,
	/// What each extrinsic returned when the block was built (the inherents first).
	pub applied: Vec<ApplyExtrinsicResult>,
}

/// The genesis state and header of a chain from the `development` preset.
pub struct Chain {
	backend: InMemoryBackend<BlakeTwo256>,
	genesis: Header,
	executor: WasmExecutor<CollatorHostFunctions>,
	code: WrappedRuntimeCode<'static>,
	/// The code's hash, which `RuntimeCode` carries (computed once, not per call).
	code_hash: Vec<u8>,
}

impl Chain {
	/// The chain spec's genesis of the portable build ([`wasm`]): the preset's storage and the
	/// runtime code under `:code`.
	pub fn development() -> Self {
		Self::development_of(wasm())
	}

	/// The chain spec's genesis of the runtime `wasm` (a build of this crate's source).
	pub fn development_of(wasm: &'static [u8]) -> Self {
		let mut storage = sc_chain_spec::GenesisConfigBuilderRuntimeCaller::<()>::new(wasm)
			.get_storage_for_named_preset(Some(&"development".to_string()))
			.expect("the development preset builds");
		storage.top.insert(
			sp_core::storage::well_known_keys::CODE.to_vec(),
			wasm.to_vec(),
		);
		let backend = InMemoryBackend::<BlakeTwo256>::from((storage, StateVersion::V1));
		let genesis = Header::new(
			0,
			BlakeTwo256::ordered_trie_root(Vec::new(), StateVersion::V1),
			*backend.root(),
			H256::zero(),
			Digest::default(),
		);
		Chain {
			backend,
			genesis,
			executor: WasmExecutor::builder().build(),
			code: WrappedRuntimeCode(wasm.into()),
			code_hash: BlakeTwo256::hash(wasm).as_bytes().to_vec(),
		}
	}

	/// The genesis header's hash: what `CheckGenesis` signs.
	pub fn genesis_hash(&self) -> H256 {
		self.genesis.hash()
	}

	/// Block 1 on top of genesis, with `extrinsics` after the inherents, sealed by the author
	/// of its slot.
	pub fn build_block(&self, extrinsics: Vec<UncheckedExtrinsic>) -> Candidate {
		self.build_block_with(extrinsics, Vec::new())
	}

	/// [`Chain::build_block`] with `downward` messages from the relay chain in its
	/// parachain-system inherent (each sent at or before the relay parent, block 1); the relay
	/// state proof carries the head of their message queue chain.
	pub fn build_block_with(
		&self,
		extrinsics: Vec<UncheckedExtrinsic>,
		downward: Vec<InboundDownwardMessage>,
	) -> Candidate {
		// The parachain's slot equals the relay chain's (both 6 s: the consensus hook
		// checks it), and Aura's author is authorities[slot % n].
		let (slot, author) = slot_of(Sr25519Keyring::Alice);
		let mut sproof = RelayStateSproofBuilder {
			para_id: ParaId::from(PARACHAIN_ID),
			current_slot: relay_chain::Slot::from(slot),
			included_para_head: Some(relay_chain::HeadData(self.genesis.encode())),
			..Default::default()
		};
		sproof.host_config.max_upward_message_num_per_candidate = 16;
		let mut queue = MessageQueueChain::default();
		for message in &downward {
			queue.extend_downward(message);
		}
		sproof.dmq_mqc_head = Some(queue.head());
		let (relay_parent_storage_root, relay_chain_state) = sproof.into_state_root_and_proof();
		let validation_data = PersistedValidationData {
			parent_head: relay_chain::HeadData(self.genesis.encode()),
			relay_parent_number: RELAY_PARENT_NUMBER,
			relay_parent_storage_root,
			max_pov_size: 5 * 1024 * 1024,
		};
		let mut inherent_data = sp_inherents::InherentData::new();
		inherent_data
			.put_data(
				cumulus_primitives_parachain_inherent::INHERENT_IDENTIFIER,
				&ParachainInherentData {
					validation_data,
					relay_chain_state,
					downward_messages: downward,
					horizontal_messages: Default::default(),
					relay_parent_descendants: Vec::new(),
					collator_peer_id: None,
				},
			)
			.expect("encodes");
		inherent_data
			.put_data(sp_timestamp::INHERENT_IDENTIFIER, &(slot * SLOT_DURATION))
			.expect("encodes");

		let recorder = Recorder::<BlakeTwo256>::default();
		let backend = TrieBackendBuilder::wrap(&self.backend)
			.with_recorder(recorder.clone())
			.build();
		let mut overlay = OverlayedChanges::default();
		let mut call =
			|method: &str, args: Vec<u8>| self.call(&backend, &mut overlay, method, &args);

		let pre_digest = DigestItem::PreRuntime(AURA_ENGINE_ID, Slot::from(slot).encode());
		let header = Header::new(
			1,
			H256::zero(),
			H256::zero(),
			self.genesis.hash(),
			Digest {
				logs: vec![pre_digest],
			},
		);
		call("Core_initialize_block", header.encode());
		let inherents: Vec<UncheckedExtrinsic> = decode(&call(
			"BlockBuilder_inherent_extrinsics",
			inherent_data.encode(),
		));
		let mut body = Vec::new();
		let mut applied = Vec::new();
		for xt in inherents.into_iter().chain(extrinsics) {
			applied.push(decode::<ApplyExtrinsicResult>(&call(
				"BlockBuilder_apply_extrinsic",
				xt.encode(),
			)));
			body.push(xt);
		}
		let mut header: Header = decode(&call("BlockBuilder_finalize_block", Vec::new()));
		drop(backend);

		let signature = author.sign(header.hash().as_ref());
		header
			.digest_mut()
			.push(DigestItem::Seal(AURA_ENGINE_ID, signature.encode()));
		let block = Block {
			header,
			extrinsics: body,
		};
		let proof = recorder
			.drain_storage_proof()
			.into_compact_proof::<BlakeTwo256>(*self.genesis.state_root())
			.expect("the proof holds the nodes read");
		let block_data = ParachainBlockData::<Block>::new(vec![block.clone()], proof, None);
		let params = ValidationParams {
			parent_head: HeadData(self.genesis.encode()),
			block_data: BlockData(block_data.encode()),
			relay_parent_number: RELAY_PARENT_NUMBER,
			relay_parent_storage_root,
		};
		Candidate {
			block,
			params,
			applied,
		}
	}

	/// Runs the runtime API function `method` on `backend` with the changes so far in
	/// `overlay`, as a collator's block builder does.
	fn call<B: sp_state_machine::Backend<BlakeTwo256>>(
		&self,
		backend: &B,
		overlay: &mut OverlayedChanges<BlakeTwo256>,
		method: &str,
		args: &[u8],
	) -> Vec<u8> {
		let runtime_code = RuntimeCode {
			code_fetcher: &self.code,
			heap_pages: None,
			hash: self.code_hash.clone(),
		};
		let mut extensions = Default::default();
		let result = StateMachine::new(
			backend,
			overlay,
			&self.executor,
			method,
			args,
			&mut extensions,
			&runtime_code,
			// Building, not importing: a collator's block builder.
			CallContext::Onchain { import: false },
		)
		.execute();
		result.unwrap_or_else(|e| panic!("{method}: {e}"))
	}
}

/// A slot whose Aura author is `who` (the collators are Alice and Bob, sorted by key as
/// collator-selection keeps them), and `who`'s key.
fn slot_of(who: Sr25519Keyring) -> (u64, Sr25519Keyring) {
	let mut collators = [Sr25519Keyring::Alice, Sr25519Keyring::Bob];
	collators.sort_by_key(|k| k.public());
	let index = collators
		.iter()
		.position(|k| *k == who)
		.expect("a collator") as u64;
	// A slot in 2026 (6 s slots since the Unix epoch), congruent to the author's index.
	let slot = 295_000_000 / 2 * 2 + index;
	(slot, who)
}

/// Runs the portable build's `validate_block` on `params` in an executor with exactly the
/// host functions `H` (missing imports allowed, as the PVF worker does: a call to one traps).
/// Returns the decoded `ValidationResult`, or the executor's error text.
pub fn validate<H: HostFunctions>(params: &ValidationParams) -> Result<ValidationResult, String> {
	validate_on::<H>(wasm(), params)
}

/// [`validate`] with the validation code `wasm` (the candidate's chain's runtime).
pub fn validate_on<H: HostFunctions>(
	wasm: &[u8],
	params: &ValidationParams,
) -> Result<ValidationResult, String> {
	validate_raw_on::<H>(wasm, params).map(|out| decode(&out))
}

/// [`validate_on`]'s call, returning the export's output as it is: the SCALE-encoded
/// `ValidationResult`.
pub fn validate_raw_on<H: HostFunctions>(
	wasm: &[u8],
	params: &ValidationParams,
) -> Result<Vec<u8>, String> {
	pvf::validate_block_raw::<H>(wasm, &params.encode())
}

/// `call` signed by `who` with nonce `nonce`, immortal, no tip, for the chain whose genesis
/// hash is `genesis`.
pub fn signed(
	call: RuntimeCall,
	who: Sr25519Keyring,
	nonce: u32,
	genesis: H256,
) -> UncheckedExtrinsic {
	let extension: TxExtension = (
		frame_system::CheckNonZeroSender::<Runtime>::new(),
		frame_system::CheckSpecVersion::<Runtime>::new(),
		frame_system::CheckTxVersion::<Runtime>::new(),
		frame_system::CheckGenesis::<Runtime>::new(),
		frame_system::CheckEra::<Runtime>::from(Era::Immortal),
		frame_system::CheckNonce::<Runtime>::from(nonce),
		frame_system::CheckWeight::<Runtime>::new(),
		pallet_transaction_payment::ChargeTransactionPayment::<Runtime>::from(0),
		frame_system::WeightReclaim::<Runtime>::new(),
	);
	let implicit = (
		(),
		VERSION.spec_version,
		VERSION.transaction_version,
		genesis,
		genesis,
		(),
		(),
		(),
		(),
	);
	let payload = SignedPayload::from_raw(call.clone(), extension.clone(), implicit);
	let signature = payload.using_encoded(|bytes| who.sign(bytes));
	UncheckedExtrinsic::new_signed(
		call,
		who.to_account_id().into(),
		MultiSignature::Sr25519(signature),
		extension,
	)
}

fn decode<T: Decode>(bytes: &[u8]) -> T {
	T::decode(&mut &bytes[..]).expect("the runtime's answer decodes")
}

/// `candidate`'s parameters with its block's seal replaced by Bob's, in a slot whose author
/// is Alice (same proof).
pub fn sealed_by_bob(candidate: &Candidate) -> ValidationParams {
	let mut block = candidate.block.clone();
	let seal = block.header.digest.logs.pop();
	assert!(
		matches!(seal, Some(DigestItem::Seal(AURA_ENGINE_ID, _))),
		"the last digest item is Aura's seal"
	);
	let unsealed = block.header.hash();
	block.header.digest.push(DigestItem::Seal(
		AURA_ENGINE_ID,
		Sr25519Keyring::Bob.sign(unsealed.as_ref()).encode(),
	));
	let data: ParachainBlockData<Block> = decode(&candidate.params.block_data.0);
	let (_, proof) = data.into_inner();
	ValidationParams {
		block_data: BlockData(ParachainBlockData::new(vec![block], proof, None).encode()),
		..candidate.params.clone()
	}
}
