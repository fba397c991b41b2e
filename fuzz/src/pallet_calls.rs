//! Target `pallet_calls`: calls of both pallets decoded from SCALE bytes and dispatched in
//! test externalities (frame-system's own calls are skipped). Asserted: no panic; every failure is a `DispatchError`; the weight a
//! call reports after dispatch never exceeds the weight it was charged before.
//!
//! The runtime: frame-system, the benchmark pallet and the verifier pallet,
//! with the generated weights (`SubstrateWeight`), a `MaxMsmLen` of 64 and, registered in
//! every run, gowaves' first BLS12-381 key as key 0. Bytes are the fuzzer's own, or a valid
//! call (every benchmark operation with `inputs::operation`, or `verify_proof` of a real
//! proof against key 0) mutated byte by byte. The origin is a signed account or root.

use arbitrary::{Result, Unstructured};
use codec::{DecodeLimit, Encode};
use frame_support::dispatch::{GetDispatchInfo, PostDispatchInfo};
use hostcurves_bench_operations::{inputs, Backend, OpKind, PairingCurve};
use sp_runtime::{traits::Dispatchable, BuildStorage};

use crate::{gowaves, hostile};

/// The fuzzed runtime (module docs). construct_runtime's items carry no docs, hence the
/// private module.
mod runtime {
	use frame_support::{derive_impl, traits::ConstU32};

	type Block = frame_system::mocking::MockBlock<Runtime>;

	frame_support::construct_runtime!(
		pub enum Runtime {
			System: frame_system,
			Hostcurves: pallet_hostcurves_bench,
			Verifier: pallet_hostcurves_verifier,
		}
	);

	#[derive_impl(frame_system::config_preludes::TestDefaultConfig)]
	impl frame_system::Config for Runtime {
		type Block = Block;
	}

	impl pallet_hostcurves_bench::Config for Runtime {
		type RuntimeEvent = RuntimeEvent;
		type WeightInfo = pallet_hostcurves_bench::weights::SubstrateWeight<Runtime>;
		type MaxMsmLen = ConstU32<64>;
		type MaxPublicInputs = ConstU32<32>;
	}

	impl pallet_hostcurves_verifier::Config for Runtime {
		type RuntimeEvent = RuntimeEvent;
		type WeightInfo = pallet_hostcurves_verifier::weights::SubstrateWeight<Runtime>;
		type MaxPublicInputs = ConstU32<32>;
		type MaxBatchSize = ConstU32<16>;
		type RegisterOrigin = frame_system::EnsureRoot<u64>;
		type MaxCommitteeSize = ConstU32<512>;
		type MaxBlsMessageLen = ConstU32<1024>;
	}
}
use runtime::{Runtime, RuntimeCall, RuntimeOrigin, System, Verifier};

/// gowaves' first BLS12-381 case that verifies, read once per process.
fn real_case() -> &'static gowaves::Case {
	static CASE: std::sync::OnceLock<gowaves::Case> = std::sync::OnceLock::new();
	CASE.get_or_init(|| {
		gowaves::bls12_381()
			.into_iter()
			.find(|c| c.ok)
			.expect("a gowaves case that verifies")
	})
}

/// How deep a fuzzed call may nest when decoded (as `frame_executive` decodes extrinsics).
const DECODE_DEPTH: u32 = 256;

/// The fuzz target (module docs).
pub fn run(data: &[u8]) {
	let _ = try_run(data);
}

fn try_run(data: &[u8]) -> Result<()> {
	let u = &mut Unstructured::new(data);
	let root = u.ratio(1, 4)?;
	let key = real_case();
	let mut bytes = match u.int_in_range(0..=2u8)? {
		0 => {
			let kind = *u.choose(&OpKind::all())?;
			let backend = *u.choose(&[Backend::Arkworks, Backend::Host])?;
			let op = inputs::operation(kind, u.int_in_range(1..=3)?);
			RuntimeCall::Hostcurves(pallet_hostcurves_bench::Pallet::<Runtime>::call_for(
				backend, op,
			))
			.encode()
		}
		1 => RuntimeCall::Verifier(pallet_hostcurves_verifier::Call::verify_proof {
			key_id: 0,
			proof: key.proof.clone(),
			compressed: true,
			public_inputs: key.inputs.clone(),
		})
		.encode(),
		_ => u.bytes(u.len())?.to_vec(),
	};
	hostile::mutate(u, &mut bytes)?;
	let call = match RuntimeCall::decode_with_depth_limit(DECODE_DEPTH, &mut &bytes[..]) {
		// frame-system's calls are not hostcurves' (and `set_code` needs the runtime-version
		// reader a node provides and test externalities lack).
		Ok(RuntimeCall::System(_)) | Err(_) => return Ok(()),
		Ok(call) => call,
	};
	let info = call.get_dispatch_info();

	let storage = frame_system::GenesisConfig::<Runtime>::default()
		.build_storage()
		.expect("the genesis builds");
	sp_io::TestExternalities::new(storage).execute_with(|| {
		System::set_block_number(1);
		Verifier::register_verification_key(
			RuntimeOrigin::root(),
			PairingCurve::Bls12_381,
			key.key.clone(),
			true,
		)
		.expect("the real key registers");
		let origin = if root {
			RuntimeOrigin::root()
		} else {
			RuntimeOrigin::signed(1)
		};
		let post: PostDispatchInfo = match call.dispatch(origin) {
			Ok(post) => post,
			Err(e) => e.post_info,
		};
		if let Some(actual) = post.actual_weight {
			assert!(
				actual.all_lte(info.call_weight),
				"a call reports {actual:?} after dispatch, over the {:?} it was charged",
				info.call_weight
			);
		}
	});
	Ok(())
}
