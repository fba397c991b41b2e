//! The node's services: the client with hostcurves' host functions, the transaction pool,
//! networking, RPC, and block production — instant seal with finality for a development
//! chain ([`new_dev`]), Aura and GRANDPA otherwise ([`new_full`]).

use std::{sync::Arc, time::Duration};

use hostcurves_runtime::{opaque::Block, RuntimeApi};
use sc_client_api::BlockBackend;
use sc_consensus_aura::{ImportQueueParams, SlotProportion, StartAuraParams};
use sc_consensus_grandpa::SharedVoterState;
use sc_consensus_manual_seal::consensus::{
	aura::AuraConsensusDataProvider, timestamp::SlotTimestampProvider,
};
use sc_network::{config::FullNetworkConfiguration, service::NotificationMetrics};
use sc_service::{error::Error as ServiceError, Configuration, TaskManager, WarpSyncConfig};
use sc_telemetry::{Telemetry, TelemetryWorker};
use sc_transaction_pool_api::OffchainTransactionPoolFactory;
use sp_consensus_aura::sr25519::AuthorityPair as AuraPair;

use crate::proposal_bound::{block_time_limit, BoundedProposerFactory};

/// The host functions this node's executor offers the runtime: Substrate's own and every
/// hostcurves function (`hostcurves_host::HostFunctions`); with the feature
/// `runtime-benchmarks` (off by default) also frame-benchmarking's, which a runtime built with
/// its `Benchmark` API imports.
pub type HostFunctions = hostcurves_runtime::host_functions::NodeHostFunctions;
/// The Wasm executor with [`HostFunctions`].
pub type RuntimeExecutor = sc_executor::WasmExecutor<HostFunctions>;
/// The client: `hostcurves-runtime` on [`RuntimeExecutor`].
pub type FullClient = sc_service::TFullClient<Block, RuntimeApi, RuntimeExecutor>;
/// The database backend.
pub type FullBackend = sc_service::TFullBackend<Block>;
type FullPool = sc_transaction_pool::TransactionPoolHandle<Block, FullClient>;
/// The network backend: litep2p, Substrate's default (`--network-backend` is not read).
type Network = sc_network::Litep2pNetworkBackend;

/// Blocks between two GRANDPA justifications kept for light clients and warp sync.
const GRANDPA_JUSTIFICATION_PERIOD: u32 = 512;

/// What both modes share: client, backend, keystore, tasks, transaction pool, telemetry.
struct Parts {
	client: Arc<FullClient>,
	backend: Arc<FullBackend>,
	keystore_container: sc_service::KeystoreContainer,
	task_manager: TaskManager,
	pool: Arc<FullPool>,
	telemetry: Option<Telemetry>,
}

fn new_parts(config: &Configuration) -> Result<Parts, ServiceError> {
	let telemetry = config
		.telemetry_endpoints
		.clone()
		.filter(|x| !x.is_empty())
		.map(|endpoints| -> Result<_, sc_telemetry::Error> {
			let worker = TelemetryWorker::new(16)?;
			let telemetry = worker.handle().new_telemetry(endpoints);
			Ok((worker, telemetry))
		})
		.transpose()?;

	let executor = sc_service::new_wasm_executor::<HostFunctions>(&config.executor);
	let (client, backend, keystore_container, task_manager) =
		sc_service::new_full_parts::<Block, RuntimeApi, _>(
			config,
			telemetry.as_ref().map(|(_, telemetry)| telemetry.handle()),
			executor,
			Vec::new(),
		)?;
	let client = Arc::new(client);
	let telemetry = telemetry.map(|(worker, telemetry)| {
		task_manager
			.spawn_handle()
			.spawn("telemetry", None, worker.run());
		telemetry
	});
	let pool = Arc::from(
		sc_transaction_pool::Builder::new(
			task_manager.spawn_essential_handle(),
			client.clone(),
			config.role.is_authority().into(),
		)
		.with_options(config.transaction_pool.clone())
		.with_prometheus(config.prometheus_registry())
		.build(),
	);
	Ok(Parts {
		client,
		backend,
		keystore_container,
		task_manager,
		pool,
		telemetry,
	})
}

/// The client alone, on the database `config` names, for the maintenance subcommands
/// (`benchmark-block`): no pool, network or authoring. The task manager must live as long as
/// the client is used.
pub fn new_client(config: &Configuration) -> Result<(Arc<FullClient>, TaskManager), ServiceError> {
	let executor = sc_service::new_wasm_executor::<HostFunctions>(&config.executor);
	let (client, _backend, _keystore, task_manager) =
		sc_service::new_full_parts::<Block, RuntimeApi, _>(config, None, executor, Vec::new())?;
	Ok((Arc::new(client), task_manager))
}

/// Both modes' block author: sc-basic-authorship's proposer, whose blocks stop taking
/// transactions at 9/10 of the weight limit's second (crate::proposal_bound) rather than at
/// Aura's 2/3 of the slot (2 s) or manual seal's 10 s.
fn bounded_proposer(
	task_manager: &TaskManager,
	client: &Arc<FullClient>,
	pool: &Arc<FullPool>,
	prometheus: Option<&substrate_prometheus_endpoint::Registry>,
	telemetry: Option<&Telemetry>,
) -> BoundedProposerFactory<sc_basic_authorship::ProposerFactory<FullPool, FullClient>> {
	BoundedProposerFactory::new(
		sc_basic_authorship::ProposerFactory::new(
			task_manager.spawn_handle(),
			client.clone(),
			pool.clone(),
			prometheus,
			telemetry.map(|x| x.handle()),
		),
		block_time_limit(),
	)
}

/// The RPC module builder: the standard methods come from `spawn_tasks`, these are added.
fn rpc_builder(
	client: Arc<FullClient>,
	pool: Arc<FullPool>,
) -> Box<dyn Fn(sc_rpc::SubscriptionTaskExecutor) -> Result<jsonrpsee::RpcModule<()>, ServiceError>>
{
	Box::new(move |_| {
		let deps = crate::rpc::FullDeps {
			client: client.clone(),
			pool: pool.clone(),
		};
		crate::rpc::create_full(deps).map_err(Into::into)
	})
}

/// A development node: no peers, a block sealed as soon as a transaction is in the pool and
/// finalized at once. Aura digests and a timestamp one slot after the parent's keep the
/// runtime's Aura and timestamp pallets consistent without waiting for real slots.
pub fn new_dev(mut config: Configuration) -> Result<TaskManager, ServiceError> {
	// The single-state pool: with the fork-aware pool (sc-cli's default), a burst of
	// transactions left some in the pool unsealed until another one arrived, since instant
	// seal asks for a block per import notification and the fork-aware pool's view of the
	// new best block was not yet up to date (50 pairings at once: 15 waited indefinitely).
	// Limits are sc-cli's defaults (8192 transactions, 20 MiB); no bans on a dev chain.
	config.transaction_pool = sc_transaction_pool::TransactionPoolOptions::new_with_params(
		8192,
		20 * 1024 * 1024,
		None,
		sc_transaction_pool::TransactionPoolType::SingleState,
		true,
		false,
	);
	let Parts {
		client,
		backend,
		keystore_container,
		mut task_manager,
		pool,
		mut telemetry,
	} = new_parts(&config)?;
	let import_queue = sc_consensus_manual_seal::import_queue(
		Box::new(client.clone()),
		&task_manager.spawn_essential_handle(),
		config.prometheus_registry(),
	);

	config.network.default_peers_set.in_peers = 0;
	config.network.default_peers_set.out_peers = 0;
	let net_config = FullNetworkConfiguration::<_, _, Network>::new(&config.network, None);
	let (network, system_rpc_tx, tx_handler_controller, sync_service, _bitswap) =
		sc_service::build_network(sc_service::BuildNetworkParams {
			config: &config,
			net_config,
			client: client.clone(),
			transaction_pool: pool.clone(),
			spawn_handle: task_manager.spawn_handle(),
			spawn_essential_handle: task_manager.spawn_essential_handle(),
			import_queue,
			block_announce_validator_builder: None,
			warp_sync_config: None,
			block_relay: None,
			metrics: NotificationMetrics::new(None),
			gap_sync_body_policy: None,
		})?;

	let proposer = bounded_proposer(
		&task_manager,
		&client,
		&pool,
		config.prometheus_registry(),
		telemetry.as_ref(),
	);
	let slot_duration = sc_consensus_aura::slot_duration(&*client)?;
	let cidp_client = client.clone();
	let params = sc_consensus_manual_seal::InstantSealParams {
		block_import: client.clone(),
		env: proposer,
		client: client.clone(),
		pool: pool.clone(),
		select_chain: sc_consensus::LongestChain::new(backend.clone()),
		consensus_data_provider: Some(Box::new(AuraConsensusDataProvider::new_with_slot_duration(
			slot_duration,
		))),
		create_inherent_data_providers: move |_, ()| {
			let client = cidp_client.clone();
			async move { Ok(SlotTimestampProvider::new_aura(client)?) }
		},
	};
	task_manager.spawn_essential_handle().spawn_blocking(
		"instant-seal",
		Some("block-authoring"),
		sc_consensus_manual_seal::run_instant_seal_and_finalize(params),
	);

	sc_service::spawn_tasks(sc_service::SpawnTasksParams {
		network,
		client: client.clone(),
		keystore: keystore_container.keystore(),
		task_manager: &mut task_manager,
		transaction_pool: pool.clone(),
		rpc_builder: rpc_builder(client, pool),
		backend,
		system_rpc_tx,
		tx_handler_controller,
		sync_service,
		config,
		telemetry: telemetry.as_mut(),
		tracing_execute_block: None,
	})?;
	Ok(task_manager)
}

/// A full node of an Aura + GRANDPA chain; with `--validator` (and a key in its keystore,
/// e.g. `--alice`) it authors blocks in its slots and votes in GRANDPA.
pub fn new_full(config: Configuration) -> Result<TaskManager, ServiceError> {
	let Parts {
		client,
		backend,
		keystore_container,
		mut task_manager,
		pool,
		mut telemetry,
	} = new_parts(&config)?;
	let select_chain = sc_consensus::LongestChain::new(backend.clone());
	let (grandpa_block_import, grandpa_link) = sc_consensus_grandpa::block_import(
		client.clone(),
		GRANDPA_JUSTIFICATION_PERIOD,
		&client,
		select_chain.clone(),
		telemetry.as_ref().map(|x| x.handle()),
	)?;

	let cidp_client = client.clone();
	let import_queue = sc_consensus_aura::import_queue::<AuraPair, _, _, _, _, _>(
		ImportQueueParams {
			block_import: grandpa_block_import.clone(),
			justification_import: Some(Box::new(grandpa_block_import.clone())),
			client: client.clone(),
			create_inherent_data_providers: move |parent_hash, _| {
				let cidp_client = cidp_client.clone();
				async move {
					let slot_duration = sc_consensus_aura::standalone::slot_duration_at(
						&*cidp_client,
						parent_hash,
					)?;
					let timestamp = sp_timestamp::InherentDataProvider::from_system_time();
					let slot = sp_consensus_aura::inherents::InherentDataProvider::from_timestamp_and_slot_duration(
						*timestamp,
						slot_duration,
					);
					Ok((slot, timestamp))
				}
			},
			spawner: &task_manager.spawn_essential_handle(),
			registry: config.prometheus_registry(),
			check_for_equivocation: Default::default(),
			telemetry: telemetry.as_ref().map(|x| x.handle()),
			compatibility_mode: Default::default(),
		},
	)?;

	let mut net_config = FullNetworkConfiguration::<
		Block,
		<Block as sp_runtime::traits::Block>::Hash,
		Network,
	>::new(&config.network, config.prometheus_registry().cloned());
	let metrics = <Network as sc_network::NetworkBackend<
		Block,
		<Block as sp_runtime::traits::Block>::Hash,
	>>::register_notification_metrics(config.prometheus_registry());
	let genesis_hash = client
		.block_hash(0)?
		.ok_or_else(|| ServiceError::Other("the database has no genesis block".into()))?;
	let grandpa_protocol_name =
		sc_consensus_grandpa::protocol_standard_name(&genesis_hash, &config.chain_spec);
	let (grandpa_protocol_config, grandpa_notification_service) =
		sc_consensus_grandpa::grandpa_peers_set_config::<Block, Network>(
			grandpa_protocol_name.clone(),
			metrics.clone(),
			net_config.peer_store_handle(),
		);
	net_config.add_notification_protocol(grandpa_protocol_config);
	let warp_sync = Arc::new(sc_consensus_grandpa::warp_proof::NetworkProvider::new(
		backend.clone(),
		grandpa_link.shared_authority_set().clone(),
		Vec::default(),
	));

	let (network, system_rpc_tx, tx_handler_controller, sync_service, _bitswap) =
		sc_service::build_network(sc_service::BuildNetworkParams {
			config: &config,
			net_config,
			client: client.clone(),
			transaction_pool: pool.clone(),
			spawn_handle: task_manager.spawn_handle(),
			spawn_essential_handle: task_manager.spawn_essential_handle(),
			import_queue,
			block_announce_validator_builder: None,
			warp_sync_config: Some(WarpSyncConfig::WithProvider(warp_sync)),
			block_relay: None,
			metrics,
			gap_sync_body_policy: None,
		})?;

	let role = config.role;
	let force_authoring = config.force_authoring;
	let name = config.network.node_name.clone();
	let enable_grandpa = !config.disable_grandpa;
	let prometheus_registry = config.prometheus_registry().cloned();

	sc_service::spawn_tasks(sc_service::SpawnTasksParams {
		network: network.clone(),
		client: client.clone(),
		keystore: keystore_container.keystore(),
		task_manager: &mut task_manager,
		transaction_pool: pool.clone(),
		rpc_builder: rpc_builder(client.clone(), pool.clone()),
		backend,
		system_rpc_tx,
		tx_handler_controller,
		sync_service: sync_service.clone(),
		config,
		telemetry: telemetry.as_mut(),
		tracing_execute_block: None,
	})?;

	if role.is_authority() {
		let proposer_factory = bounded_proposer(
			&task_manager,
			&client,
			&pool,
			prometheus_registry.as_ref(),
			telemetry.as_ref(),
		);
		let slot_duration = sc_consensus_aura::slot_duration(&*client)?;
		let aura = sc_consensus_aura::start_aura::<AuraPair, _, _, _, _, _, _, _, _, _, _>(
			StartAuraParams {
				slot_duration,
				client: client.clone(),
				select_chain,
				block_import: grandpa_block_import,
				proposer_factory,
				create_inherent_data_providers: move |_, ()| async move {
					let timestamp = sp_timestamp::InherentDataProvider::from_system_time();
					let slot = sp_consensus_aura::inherents::InherentDataProvider::from_timestamp_and_slot_duration(
						*timestamp,
						slot_duration,
					);
					Ok((slot, timestamp))
				},
				force_authoring,
				backoff_authoring_blocks: Option::<()>::None,
				keystore: keystore_container.keystore(),
				sync_oracle: sync_service.clone(),
				justification_sync_link: sync_service.clone(),
				block_proposal_slot_portion: SlotProportion::new(2f32 / 3f32),
				max_block_proposal_slot_portion: None,
				telemetry: telemetry.as_ref().map(|x| x.handle()),
				compatibility_mode: Default::default(),
			},
		)?;
		task_manager
			.spawn_essential_handle()
			.spawn_blocking("aura", Some("block-authoring"), aura);
	}

	if enable_grandpa {
		let keystore = role.is_authority().then(|| keystore_container.keystore());
		let grandpa_config = sc_consensus_grandpa::Config {
			gossip_duration: Duration::from_millis(333),
			justification_generation_period: GRANDPA_JUSTIFICATION_PERIOD,
			name: Some(name),
			observer_enabled: false,
			keystore,
			local_role: role,
			telemetry: telemetry.as_ref().map(|x| x.handle()),
			protocol_name: grandpa_protocol_name,
		};
		let voter = sc_consensus_grandpa::run_grandpa_voter(sc_consensus_grandpa::GrandpaParams {
			config: grandpa_config,
			link: grandpa_link,
			network,
			sync: sync_service,
			notification_service: grandpa_notification_service,
			voting_rule: sc_consensus_grandpa::VotingRulesBuilder::default().build(),
			prometheus_registry,
			shared_voter_state: SharedVoterState::empty(),
			telemetry: telemetry.as_ref().map(|x| x.handle()),
			offchain_tx_pool_factory: OffchainTransactionPoolFactory::new(pool),
		})?;
		task_manager
			.spawn_essential_handle()
			.spawn_blocking("grandpa-voter", None, voter);
	}

	Ok(task_manager)
}
