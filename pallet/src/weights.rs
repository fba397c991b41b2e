
//! Weights for `pallet_hostcurves`, in picoseconds of `ref_time` (proof size is zero: the
//! extrinsics touch no storage beyond the event).
//!
//! THIS FILE WAS AUTO-GENERATED USING THE SUBSTRATE BENCHMARK CLI VERSION 64.0.0
//! (through `hostcurves-bench pallet`, which registers hostcurves' host functions)
//! DATE: 2026-11-30, STEPS: `5`, REPEAT: `5`, LOW RANGE: `[]`, HIGH RANGE: `[]`
//! HOSTNAME: `vm`, CPU: `AMD EPYC`
//! WASM-EXECUTION: `Compiled`, CHAIN: `None`, DB CACHE: 1024

// Executed Command:
// ./target/release/hostcurves-bench
// pallet
// --pallet
// pallet_hostcurves
// --extrinsic
// *
// --steps
// 5
// --repeat
// 5
// --template
// pallet/weight-template.hbs
// --output
// pallet/src/weights.rs

#![cfg_attr(rustfmt, rustfmt_skip)]
#![allow(unused_parens)]
#![allow(unused_imports)]
#![allow(missing_docs)]

use frame_support::{traits::Get, weights::{Weight, constants::RocksDbWeight}};
use core::marker::PhantomData;

/// Weight functions needed for `pallet_hostcurves`.
pub trait WeightInfo {
	fn ark_bls12_381_pairing() -> Weight;
	fn bls12_381_pairing() -> Weight;
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight;
	fn bls12_381_msm_g1(n: u32, ) -> Weight;
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight;
	fn bls12_381_msm_g2(n: u32, ) -> Weight;
	fn ark_bls12_381_mul_projective_g1() -> Weight;
	fn bls12_381_mul_projective_g1() -> Weight;
	fn ark_bls12_381_mul_projective_g2() -> Weight;
	fn bls12_381_mul_projective_g2() -> Weight;
	fn ark_bls12_381_mul_affine_g1() -> Weight;
	fn bls12_381_mul_affine_g1() -> Weight;
	fn ark_bls12_381_mul_affine_g2() -> Weight;
	fn bls12_381_mul_affine_g2() -> Weight;
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight;
	fn bls12_381_groth16_verify(n: u32, ) -> Weight;
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight;
	fn bls12_381_echo_g1(n: u32, ) -> Weight;
}

/// Weights for `pallet_hostcurves` using the Substrate node and recommended hardware.
pub struct SubstrateWeight<T>(PhantomData<T>);
impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {
	fn ark_bls12_381_pairing() -> Weight {
		// Minimum execution time: 11_136_913_000 picoseconds.
		Weight::from_parts(11_488_589_000, 0)
	}
	fn bls12_381_pairing() -> Weight {
		// Minimum execution time: 1_524_234_000 picoseconds.
		Weight::from_parts(1_855_603_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 3_301_471_000 picoseconds.
		Weight::from_parts(23_804_730_702, 0)
			// Standard Error: 14_497_027
			.saturating_add(Weight::from_parts(198_862_573, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 634_374_000 picoseconds.
		Weight::from_parts(1_246_701_438, 0)
			// Standard Error: 1_189_272
			.saturating_add(Weight::from_parts(43_311_969, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 7_618_587_000 picoseconds.
		Weight::from_parts(44_241_940_444, 0)
			// Standard Error: 47_503_481
			.saturating_add(Weight::from_parts(614_928_704, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_306_758_000 picoseconds.
		Weight::from_parts(6_564_719_762, 0)
			// Standard Error: 6_154_476
			.saturating_add(Weight::from_parts(117_748_067, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 1_143_354_000 picoseconds.
		Weight::from_parts(1_570_561_000, 0)
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 256_348_000 picoseconds.
		Weight::from_parts(266_858_000, 0)
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 4_228_321_000 picoseconds.
		Weight::from_parts(4_250_452_000, 0)
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 667_275_000 picoseconds.
		Weight::from_parts(792_158_000, 0)
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_872_895_000 picoseconds.
		Weight::from_parts(1_949_798_000, 0)
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 370_822_000 picoseconds.
		Weight::from_parts(376_453_000, 0)
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 4_733_203_000 picoseconds.
		Weight::from_parts(4_781_533_000, 0)
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 853_993_000 picoseconds.
		Weight::from_parts(864_474_000, 0)
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 24_450_036_000 picoseconds.
		Weight::from_parts(30_538_346_475, 0)
			// Standard Error: 255_541_018
			.saturating_add(Weight::from_parts(2_325_967_106, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 6_598_003_000 picoseconds.
		Weight::from_parts(6_289_056_140, 0)
			// Standard Error: 21_310_377
			.saturating_add(Weight::from_parts(462_150_312, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight {
		// Minimum execution time: 64_581_000 picoseconds.
		Weight::from_parts(121_126_128, 0)
			// Standard Error: 261_058
			.saturating_add(Weight::from_parts(2_567_511, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_echo_g1(n: u32, ) -> Weight {
		// Minimum execution time: 50_424_000 picoseconds.
		Weight::from_parts(64_064_299, 0)
			// Standard Error: 15_440
			.saturating_add(Weight::from_parts(660_093, 0).saturating_mul(n.into()))
	}
}

// For backwards compatibility and tests.
impl WeightInfo for () {
	fn ark_bls12_381_pairing() -> Weight {
		Weight::from_parts(11_488_589_000, 0)
	}
	fn bls12_381_pairing() -> Weight {
		Weight::from_parts(1_855_603_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(23_804_730_702, 0)
			.saturating_add(Weight::from_parts(198_862_573, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_246_701_438, 0)
			.saturating_add(Weight::from_parts(43_311_969, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(44_241_940_444, 0)
			.saturating_add(Weight::from_parts(614_928_704, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(6_564_719_762, 0)
			.saturating_add(Weight::from_parts(117_748_067, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(1_570_561_000, 0)
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(266_858_000, 0)
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(4_250_452_000, 0)
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(792_158_000, 0)
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(1_949_798_000, 0)
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(376_453_000, 0)
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(4_781_533_000, 0)
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(864_474_000, 0)
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(30_538_346_475, 0)
			.saturating_add(Weight::from_parts(2_325_967_106, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(6_289_056_140, 0)
			.saturating_add(Weight::from_parts(462_150_312, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight {
		Weight::from_parts(121_126_128, 0)
			.saturating_add(Weight::from_parts(2_567_511, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_echo_g1(n: u32, ) -> Weight {
		Weight::from_parts(64_064_299, 0)
			.saturating_add(Weight::from_parts(660_093, 0).saturating_mul(n.into()))
	}
}
