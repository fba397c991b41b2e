//! The bench pallet's configuration, the one thing this runtime configures beyond
//! `hostcurves-runtime` ([`crate::configs`] is that runtime's file).

use frame_support::traits::ConstU32;

use super::{Runtime, RuntimeEvent};

/// Up to 1 000 points per MSM (192 KB of BW6-761 G2 points, within a 5 MiB block) and 32
/// public inputs per Groth16 row, the verifier's bound.
impl pallet_hostcurves_bench::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type WeightInfo = pallet_hostcurves_bench::weights::SubstrateWeight<Runtime>;
	type MaxMsmLen = ConstU32<1000>;
	type MaxPublicInputs = ConstU32<32>;
}
