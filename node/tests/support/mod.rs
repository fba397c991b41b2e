//! Starts `hostcurves-node` as a child process for end-to-end tests: RPC on a free port of
//! 127.0.0.1 (read from the node's log), its log kept in a file under the target directory,
//! and the process stopped (SIGINT, then killed) when the handle drops, its base path then
//! removed.

#![allow(dead_code)]

pub mod block_replay;
pub mod load;

use std::{
	io::{BufRead, BufReader},
	net::TcpListener,
	path::PathBuf,
	process::{Child, Command, Stdio},
	sync::mpsc,
	time::{Duration, Instant},
};

/// How long a node may take to open its RPC server (the first start compiles the runtime).
const START_TIMEOUT: Duration = Duration::from_secs(180);

/// A running node.
pub struct Node {
	child: Child,
	/// `ws://127.0.0.1:<port>`.
	pub rpc_url: String,
	/// Its libp2p peer id (from `Local node identity is: …`).
	pub peer_id: String,
	/// Where its log goes.
	pub log: PathBuf,
	/// A base path (keystore, database) removed once the node has stopped.
	base_path: Option<PathBuf>,
}

/// A TCP port that was free a moment ago (for a node's p2p port, which others must know).
pub fn free_port() -> u16 {
	TcpListener::bind("127.0.0.1:0")
		.and_then(|l| l.local_addr())
		.map(|a| a.port())
		.expect("a free port on 127.0.0.1")
}

impl Node {
	/// Starts `hostcurves-node <args> --rpc-port 0 --no-prometheus --no-telemetry` with its log
	/// in `<name>.log`, and waits for its RPC server.
	pub fn start(name: &str, args: &[&str]) -> Node {
		let log = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}.log"));
		let mut child = Command::new(env!("CARGO_BIN_EXE_hostcurves-node"))
			.args(args)
			.args([
				"--rpc-port",
				"0",
				"--no-prometheus",
				"--no-telemetry",
				"--no-mdns",
			])
			.env("RUST_LOG", "info")
			.stdout(Stdio::null())
			.stderr(Stdio::piped())
			.spawn()
			.expect("hostcurves-node starts");
		let stderr = child.stderr.take().expect("piped stderr");
		let (lines, received) = mpsc::channel();
		let log_path = log.clone();
		std::thread::spawn(move || {
			use std::io::Write;
			let mut file = std::fs::File::create(&log_path).ok();
			for line in BufReader::new(stderr).lines().map_while(Result::ok) {
				if let Some(f) = file.as_mut() {
					let _ = writeln!(f, "{line}");
				}
				// The receiver goes away once the node is up; keep draining the pipe.
				let _ = lines.send(line);
			}
		});

		let deadline = Instant::now() + START_TIMEOUT;
		let (mut rpc_url, mut peer_id) = (None, None);
		while rpc_url.is_none() || peer_id.is_none() {
			let left = deadline.saturating_duration_since(Instant::now());
			let line = match received.recv_timeout(left) {
				Ok(line) => line,
				Err(_) => {
					let _ = child.kill();
					panic!(
						"{name}: no RPC server within {START_TIMEOUT:?}; log: {}",
						log.display()
					)
				}
			};
			if let Some(rest) = line.split("Running JSON-RPC server: addr=").nth(1) {
				let addr = rest.split([',', ' ']).next().unwrap_or_default();
				rpc_url = Some(format!("ws://{addr}"));
			}
			if let Some(rest) = line.split("Local node identity is: ").nth(1) {
				peer_id = Some(rest.trim().to_string());
			}
		}
		Node {
			child,
			rpc_url: rpc_url.unwrap_or_default(),
			peer_id: peer_id.unwrap_or_default(),
			log,
			base_path: None,
		}
	}

	/// The node process's peak resident memory so far (`VmHWM` in `/proc/<pid>/status`), in
	/// KiB; `None` where there is no procfs.
	pub fn peak_memory_kib(&self) -> Option<u64> {
		let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
		status
			.lines()
			.find_map(|line| line.strip_prefix("VmHWM:"))
			.and_then(|kib| kib.trim().trim_end_matches("kB").trim().parse().ok())
	}
}

/// Alice's and Bob's validators of the `local` chain, Bob's node peered with Alice's, both
/// with the `extra` arguments; their logs are `<prefix>alice.log` and `<prefix>bob.log`.
pub fn two_validators(prefix: &str, extra: &[&str]) -> (Node, Node) {
	let alice_port = free_port();
	let alice = validator(&format!("{prefix}alice"), "alice", alice_port, None, extra);
	let bootnode = format!("/ip4/127.0.0.1/tcp/{alice_port}/p2p/{}", alice.peer_id);
	let bob = validator(
		&format!("{prefix}bob"),
		"bob",
		free_port(),
		Some(bootnode),
		extra,
	);
	(alice, bob)
}

/// Runs `scenario` on two nodes, failing with both logs' paths after `timeout`.
pub async fn within<T, F: std::future::Future<Output = T>>(
	timeout: Duration,
	nodes: [&Node; 2],
	scenario: F,
) -> T {
	tokio::time::timeout(timeout, scenario)
		.await
		.unwrap_or_else(|_| {
			panic!(
				"timed out; logs: {} {}",
				nodes[0].log.display(),
				nodes[1].log.display()
			)
		})
}

/// A validator of the `local` chain (`--chain local --validator --alice` or `--bob`, as
/// `who` says) with its own fresh base path, listening on 127.0.0.1:`port` and peering with
/// `bootnode` if given, with the `extra` arguments; its log is `<name>.log`.
pub fn validator(
	name: &str,
	who: &str,
	port: u16,
	bootnode: Option<String>,
	extra: &[&str],
) -> Node {
	let base = fresh_base_path(name);
	let base_arg = base.to_string_lossy().into_owned();
	let listen = format!("/ip4/127.0.0.1/tcp/{port}");
	// A validator must be given its network key (sc-cli refuses to generate one for it).
	let (account, node_key) = match who {
		"alice" => (
			"--alice",
			"0000000000000000000000000000000000000000000000000000000000000001",
		),
		_ => (
			"--bob",
			"0000000000000000000000000000000000000000000000000000000000000002",
		),
	};
	let mut args = vec![
		"--chain",
		"local",
		"--validator",
		account,
		"--base-path",
		base_arg.as_str(),
		"--listen-addr",
		listen.as_str(),
		"--node-key",
		node_key,
	];
	if let Some(bootnode) = bootnode.as_deref() {
		args.extend(["--bootnodes", bootnode]);
	}
	args.extend(extra);
	let mut node = Node::start(name, &args);
	node.base_path = Some(base);
	node
}

impl Node {
	/// Stops the node (SIGINT, which lets it close its database; killed if it has not exited
	/// within 10 s) and keeps its base path, e.g. for `benchmark-block` on its database.
	pub fn stop(&mut self) {
		if matches!(self.child.try_wait(), Ok(Some(_))) {
			return;
		}
		let _ = Command::new("kill")
			.args(["-INT", &self.child.id().to_string()])
			.status();
		let deadline = Instant::now() + Duration::from_secs(10);
		while Instant::now() < deadline {
			if let Ok(Some(_)) = self.child.try_wait() {
				return;
			}
			std::thread::sleep(Duration::from_millis(100));
		}
		let _ = self.child.kill();
		let _ = self.child.wait();
	}

	/// The base path given with [`fresh_base_path`], if any.
	pub fn base_path(&self) -> Option<&std::path::Path> {
		self.base_path.as_deref()
	}

	/// Starts a node as [`Node::start`] does, with `--base-path` a fresh directory that is
	/// removed when the handle drops.
	pub fn start_with_base_path(name: &str, args: &[&str]) -> Node {
		let base = fresh_base_path(name);
		let base_arg = base.to_string_lossy().into_owned();
		let mut node = Node::start(name, &[args, &["--base-path", base_arg.as_str()]].concat());
		node.base_path = Some(base);
		node
	}
}

/// An empty directory for a node's base path, under the target directory's temporary folder.
fn fresh_base_path(name: &str) -> PathBuf {
	let base =
		PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-{}", std::process::id()));
	let _ = std::fs::remove_dir_all(&base);
	base
}

impl Drop for Node {
	fn drop(&mut self) {
		self.stop();
		if let Some(base) = &self.base_path {
			let _ = std::fs::remove_dir_all(base);
		}
	}
}

/// The snarkjs BLS12-381 key, proof and public inputs of the shared vector set
/// (`groth16/snarkjs-bls12381`, `docs/test-data.md`), imported (arkworks compressed bytes).
pub fn snarkjs_import() -> hostcurves_primitives::groth16::snarkjs::Import {
	let [vk, proof, public] = pallet_hostcurves_bench::test_vectors::vectors::snarkjs_bls12_381();
	hostcurves_primitives::groth16::snarkjs::import(&vk, &proof, &public)
		.expect("the snarkjs vectors import")
}

/// `call` of the verifier pallet wrapped in `Sudo.sudo` (its registry needs the root origin).
pub fn sudo(
	call: pallet_hostcurves_verifier::Call<hostcurves_runtime::Runtime>,
) -> hostcurves_runtime::RuntimeCall {
	use hostcurves_runtime::RuntimeCall;
	RuntimeCall::Sudo(pallet_sudo::Call::sudo {
		call: Box::new(RuntimeCall::Verifier(call)),
	})
}
