
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
		// Minimum execution time: 10_318_666_000 picoseconds.
		Weight::from_parts(10_862_230_000, 0)
	}
	fn bls12_381_pairing() -> Weight {
		// Minimum execution time: 1_491_884_000 picoseconds.
		Weight::from_parts(1_635_422_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 2_515_364_000 picoseconds.
		Weight::from_parts(11_535_070_158, 0)
			// Standard Error: 14_386_363
			.saturating_add(Weight::from_parts(261_838_838, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 483_452_000 picoseconds.
		Weight::from_parts(4_308_435_256, 0)
			// Standard Error: 3_626_793
			.saturating_add(Weight::from_parts(29_217_762, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 4_984_101_000 picoseconds.
		Weight::from_parts(49_022_450_249, 0)
			// Standard Error: 33_719_593
			.saturating_add(Weight::from_parts(532_992_357, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_356_872_000 picoseconds.
		Weight::from_parts(6_885_576_022, 0)
			// Standard Error: 3_755_933
			.saturating_add(Weight::from_parts(86_765_725, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 1_062_793_000 picoseconds.
		Weight::from_parts(1_195_420_000, 0)
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 267_830_000 picoseconds.
		Weight::from_parts(286_454_000, 0)
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 3_759_155_000 picoseconds.
		Weight::from_parts(3_879_158_000, 0)
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 647_168_000 picoseconds.
		Weight::from_parts(681_161_000, 0)
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_332_086_000 picoseconds.
		Weight::from_parts(1_437_071_000, 0)
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 274_001_000 picoseconds.
		Weight::from_parts(301_613_000, 0)
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 3_264_342_000 picoseconds.
		Weight::from_parts(3_291_793_000, 0)
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 687_723_000 picoseconds.
		Weight::from_parts(990_738_000, 0)
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 23_764_197_000 picoseconds.
		Weight::from_parts(23_135_196_341, 0)
			// Standard Error: 21_494_528
			.saturating_add(Weight::from_parts(1_844_793_740, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 4_297_179_000 picoseconds.
		Weight::from_parts(3_039_617_276, 0)
			// Standard Error: 40_350_295
			.saturating_add(Weight::from_parts(485_961_777, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight {
		// Minimum execution time: 46_517_000 picoseconds.
		Weight::from_parts(135_668_036, 0)
			// Standard Error: 98_786
			.saturating_add(Weight::from_parts(2_077_726, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_echo_g1(n: u32, ) -> Weight {
		// Minimum execution time: 32_961_000 picoseconds.
		Weight::from_parts(17_181_234, 0)
			// Standard Error: 35_956
			.saturating_add(Weight::from_parts(609_160, 0).saturating_mul(n.into()))
	}
}

// For backwards compatibility and tests.
impl WeightInfo for () {
	fn ark_bls12_381_pairing() -> Weight {
		Weight::from_parts(10_862_230_000, 0)
	}
	fn bls12_381_pairing() -> Weight {
		Weight::from_parts(1_635_422_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(11_535_070_158, 0)
			.saturating_add(Weight::from_parts(261_838_838, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(4_308_435_256, 0)
			.saturating_add(Weight::from_parts(29_217_762, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(49_022_450_249, 0)
			.saturating_add(Weight::from_parts(532_992_357, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(6_885_576_022, 0)
			.saturating_add(Weight::from_parts(86_765_725, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(1_195_420_000, 0)
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(286_454_000, 0)
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(3_879_158_000, 0)
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(681_161_000, 0)
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(1_437_071_000, 0)
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(301_613_000, 0)
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(3_291_793_000, 0)
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(990_738_000, 0)
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(23_135_196_341, 0)
			.saturating_add(Weight::from_parts(1_844_793_740, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(3_039_617_276, 0)
			.saturating_add(Weight::from_parts(485_961_777, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight {
		Weight::from_parts(135_668_036, 0)
			.saturating_add(Weight::from_parts(2_077_726, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_echo_g1(n: u32, ) -> Weight {
		Weight::from_parts(17_181_234, 0)
			.saturating_add(Weight::from_parts(609_160, 0).saturating_mul(n.into()))
	}
}
