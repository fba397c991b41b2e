//! The bench pallet's configuration, the one pallet this runtime has beyond
//! `hostcurves-runtime`'s.

use frame_support::traits::ConstU32;
use hostcurves_runtime_common::verifier_bounds::MaxPublicInputs;

use crate::{Runtime, RuntimeEvent};

/// Up to 1 000 points per MSM (192 KB of BW6-761 G2 points, within a 5 MiB block) and 32
/// public inputs per Groth16 row, the verifier's bound.
impl pallet_hostcurves_bench::Config for Runtime {
	type RuntimeEvent = RuntimeEvent;
	type WeightInfo = pallet_hostcurves_bench::weights::SubstrateWeight<Runtime>;
	type MaxMsmLen = ConstU32<1000>;
	type MaxPublicInputs = MaxPublicInputs;
}
