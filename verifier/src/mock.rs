//! A test runtime with frame-system and this pallet.

use crate as pallet_hostcurves_verifier;
use frame_support::{derive_impl, traits::ConstU32};
use sp_runtime::BuildStorage;

type Block = frame_system::mocking::MockBlock<Test>;

frame_support::construct_runtime!(
	pub enum Test {
		System: frame_system,
		Verifier: pallet_hostcurves_verifier,
	}
);

#[derive_impl(frame_system::config_preludes::TestDefaultConfig)]
impl frame_system::Config for Test {
	type Block = Block;
}

impl pallet_hostcurves_verifier::Config for Test {
	type RuntimeEvent = RuntimeEvent;
	type WeightInfo = ();
	type MaxPublicInputs = ConstU32<32>;
	type MaxBatchSize = ConstU32<16>;
	type RegisterOrigin = frame_system::EnsureRoot<u64>;
	type MaxCommitteeSize = ConstU32<512>;
	type MaxBlsMessageLen = ConstU32<1024>;
}

/// Externalities at block 1, so that events are recorded.
pub fn new_test_ext() -> sp_io::TestExternalities {
	let storage = frame_system::GenesisConfig::<Test>::default()
		.build_storage()
		.unwrap();
	let mut ext = sp_io::TestExternalities::new(storage);
	ext.execute_with(|| System::set_block_number(1));
	ext
}

/// The root origin (`RegisterOrigin` here).
pub fn root() -> RuntimeOrigin {
	frame_system::RawOrigin::Root.into()
}

/// A signed origin (account 1).
pub fn signed() -> RuntimeOrigin {
	frame_system::RawOrigin::Signed(1).into()
}

/// The last event this pallet deposited, if any.
pub fn last_event() -> Option<pallet_hostcurves_verifier::Event<Test>> {
	System::events()
		.into_iter()
		.rev()
		.find_map(|record| match record.event {
			RuntimeEvent::Verifier(event) => Some(event),
			_ => None,
		})
}
