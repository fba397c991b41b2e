
//! Weights for `pallet_hostcurves`: `ref_time` in picoseconds, proof size in bytes (the Groth16
//! key registry's storage reads and writes; the other extrinsics touch no storage beyond the
//! event).
//!
//! THIS FILE WAS AUTO-GENERATED USING THE SUBSTRATE BENCHMARK CLI VERSION 64.0.0
//! (through `hostcurves-bench pallet`, which registers hostcurves' host functions)
//! DATE: 2026-11-30, STEPS: `3`, REPEAT: `2`, LOW RANGE: `[]`, HIGH RANGE: `[]`
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
// 3
// --repeat
// 2
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
	fn ark_bls12_381_decode_g1(n: u32, ) -> Weight;
	fn bls12_381_decode_g1(n: u32, ) -> Weight;
	fn ark_bls12_381_decode_g2(n: u32, ) -> Weight;
	fn bls12_381_decode_g2(n: u32, ) -> Weight;
	fn ark_bls12_377_pairing() -> Weight;
	fn bls12_377_pairing() -> Weight;
	fn ark_bls12_377_msm_g1(n: u32, ) -> Weight;
	fn bls12_377_msm_g1(n: u32, ) -> Weight;
	fn ark_bls12_377_msm_g2(n: u32, ) -> Weight;
	fn bls12_377_msm_g2(n: u32, ) -> Weight;
	fn ark_bls12_377_mul_projective_g1() -> Weight;
	fn bls12_377_mul_projective_g1() -> Weight;
	fn ark_bls12_377_mul_projective_g2() -> Weight;
	fn bls12_377_mul_projective_g2() -> Weight;
	fn ark_bls12_377_mul_affine_g1() -> Weight;
	fn bls12_377_mul_affine_g1() -> Weight;
	fn ark_bls12_377_mul_affine_g2() -> Weight;
	fn bls12_377_mul_affine_g2() -> Weight;
	fn ark_bls12_377_decode_g1(n: u32, ) -> Weight;
	fn bls12_377_decode_g1(n: u32, ) -> Weight;
	fn ark_bls12_377_decode_g2(n: u32, ) -> Weight;
	fn bls12_377_decode_g2(n: u32, ) -> Weight;
	fn ark_bw6_761_pairing() -> Weight;
	fn bw6_761_pairing() -> Weight;
	fn ark_bw6_761_msm_g1(n: u32, ) -> Weight;
	fn bw6_761_msm_g1(n: u32, ) -> Weight;
	fn ark_bw6_761_msm_g2(n: u32, ) -> Weight;
	fn bw6_761_msm_g2(n: u32, ) -> Weight;
	fn ark_bw6_761_mul_projective_g1() -> Weight;
	fn bw6_761_mul_projective_g1() -> Weight;
	fn ark_bw6_761_mul_projective_g2() -> Weight;
	fn bw6_761_mul_projective_g2() -> Weight;
	fn ark_bw6_761_mul_affine_g1() -> Weight;
	fn bw6_761_mul_affine_g1() -> Weight;
	fn ark_bw6_761_mul_affine_g2() -> Weight;
	fn bw6_761_mul_affine_g2() -> Weight;
	fn ark_bw6_761_decode_g1(n: u32, ) -> Weight;
	fn bw6_761_decode_g1(n: u32, ) -> Weight;
	fn ark_bw6_761_decode_g2(n: u32, ) -> Weight;
	fn bw6_761_decode_g2(n: u32, ) -> Weight;
	fn ark_bn254_pairing() -> Weight;
	fn bn254_pairing() -> Weight;
	fn ark_bn254_msm_g1(n: u32, ) -> Weight;
	fn bn254_msm_g1(n: u32, ) -> Weight;
	fn ark_bn254_msm_g2(n: u32, ) -> Weight;
	fn bn254_msm_g2(n: u32, ) -> Weight;
	fn ark_bn254_mul_projective_g1() -> Weight;
	fn bn254_mul_projective_g1() -> Weight;
	fn ark_bn254_mul_projective_g2() -> Weight;
	fn bn254_mul_projective_g2() -> Weight;
	fn ark_bn254_mul_affine_g1() -> Weight;
	fn bn254_mul_affine_g1() -> Weight;
	fn ark_bn254_mul_affine_g2() -> Weight;
	fn bn254_mul_affine_g2() -> Weight;
	fn ark_bn254_decode_g1(n: u32, ) -> Weight;
	fn bn254_decode_g1(n: u32, ) -> Weight;
	fn ark_bn254_decode_g2(n: u32, ) -> Weight;
	fn bn254_decode_g2(n: u32, ) -> Weight;
	fn ark_bandersnatch_te_msm(n: u32, ) -> Weight;
	fn bandersnatch_te_msm(n: u32, ) -> Weight;
	fn ark_bandersnatch_te_mul_projective() -> Weight;
	fn bandersnatch_te_mul_projective() -> Weight;
	fn ark_bandersnatch_te_mul_affine() -> Weight;
	fn bandersnatch_te_mul_affine() -> Weight;
	fn ark_bandersnatch_te_decode(n: u32, ) -> Weight;
	fn bandersnatch_te_decode(n: u32, ) -> Weight;
	fn ark_bandersnatch_sw_msm(n: u32, ) -> Weight;
	fn bandersnatch_sw_msm(n: u32, ) -> Weight;
	fn ark_bandersnatch_sw_mul_projective() -> Weight;
	fn bandersnatch_sw_mul_projective() -> Weight;
	fn ark_bandersnatch_sw_mul_affine() -> Weight;
	fn bandersnatch_sw_mul_affine() -> Weight;
	fn ark_bandersnatch_sw_decode(n: u32, ) -> Weight;
	fn bandersnatch_sw_decode(n: u32, ) -> Weight;
	fn ark_ed_on_bls12_377_msm(n: u32, ) -> Weight;
	fn ed_on_bls12_377_msm(n: u32, ) -> Weight;
	fn ark_ed_on_bls12_377_mul_projective() -> Weight;
	fn ed_on_bls12_377_mul_projective() -> Weight;
	fn ark_ed_on_bls12_377_mul_affine() -> Weight;
	fn ed_on_bls12_377_mul_affine() -> Weight;
	fn ark_ed_on_bls12_377_decode(n: u32, ) -> Weight;
	fn ed_on_bls12_377_decode(n: u32, ) -> Weight;
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight;
	fn bls12_381_groth16_verify(n: u32, ) -> Weight;
	fn bls12_381_register_verification_key(n: u32, ) -> Weight;
	fn ark_bls12_377_groth16_verify(n: u32, ) -> Weight;
	fn bls12_377_groth16_verify(n: u32, ) -> Weight;
	fn bls12_377_register_verification_key(n: u32, ) -> Weight;
	fn ark_bw6_761_groth16_verify(n: u32, ) -> Weight;
	fn bw6_761_groth16_verify(n: u32, ) -> Weight;
	fn bw6_761_register_verification_key(n: u32, ) -> Weight;
	fn ark_bn254_groth16_verify(n: u32, ) -> Weight;
	fn bn254_groth16_verify(n: u32, ) -> Weight;
	fn bn254_register_verification_key(n: u32, ) -> Weight;
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight;
	fn bls12_381_echo_g1(n: u32, ) -> Weight;
}

/// Weights for `pallet_hostcurves` using the Substrate node and recommended hardware.
pub struct SubstrateWeight<T>(PhantomData<T>);
impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {
	fn ark_bls12_381_pairing() -> Weight {
		// Minimum execution time: 7_031_542_000 picoseconds.
		Weight::from_parts(7_194_406_000, 0)
	}
	fn bls12_381_pairing() -> Weight {
		// Minimum execution time: 1_177_628_000 picoseconds.
		Weight::from_parts(1_318_420_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 2_205_115_000 picoseconds.
		Weight::from_parts(8_836_375_509, 0)
			// Standard Error: 12_539_060
			.saturating_add(Weight::from_parts(166_923_788, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 571_195_000 picoseconds.
		Weight::from_parts(2_902_863_364, 0)
			// Standard Error: 3_618_772
			.saturating_add(Weight::from_parts(27_872_076, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 6_368_104_000 picoseconds.
		Weight::from_parts(14_178_994_855, 0)
			// Standard Error: 15_572_991
			.saturating_add(Weight::from_parts(497_534_830, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_504_627_000 picoseconds.
		Weight::from_parts(4_505_961_264, 0)
			// Standard Error: 4_055_110
			.saturating_add(Weight::from_parts(94_043_190, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 1_052_805_000 picoseconds.
		Weight::from_parts(1_116_604_000, 0)
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 353_840_000 picoseconds.
		Weight::from_parts(355_804_000, 0)
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 4_018_519_000 picoseconds.
		Weight::from_parts(4_447_239_000, 0)
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 762_623_000 picoseconds.
		Weight::from_parts(764_376_000, 0)
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_397_989_000 picoseconds.
		Weight::from_parts(1_405_774_000, 0)
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 265_906_000 picoseconds.
		Weight::from_parts(273_550_000, 0)
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 3_772_129_000 picoseconds.
		Weight::from_parts(3_830_989_000, 0)
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 735_042_000 picoseconds.
		Weight::from_parts(848_233_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 917_372_000 picoseconds.
		Weight::from_parts(917_372_000, 0)
			// Standard Error: 11_521_014
			.saturating_add(Weight::from_parts(845_618_777, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 257_581_000 picoseconds.
		Weight::from_parts(257_581_000, 0)
			// Standard Error: 8_340_859
			.saturating_add(Weight::from_parts(138_353_198, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_316_346_000 picoseconds.
		Weight::from_parts(1_316_346_000, 0)
			// Standard Error: 54_172_606
			.saturating_add(Weight::from_parts(1_580_385_435, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 444_479_000 picoseconds.
		Weight::from_parts(20_754_041_254, 0)
			// Standard Error: 35_813_748
			.saturating_add(Weight::from_parts(236_040_240, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_377_pairing() -> Weight {
		// Minimum execution time: 11_752_091_000 picoseconds.
		Weight::from_parts(12_488_204_000, 0)
	}
	fn bls12_377_pairing() -> Weight {
		// Minimum execution time: 2_902_476_000 picoseconds.
		Weight::from_parts(3_285_431_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 4_640_690_000 picoseconds.
		Weight::from_parts(4_134_916_324, 0)
			// Standard Error: 12_629_932
			.saturating_add(Weight::from_parts(286_942_902, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 384_578_000 picoseconds.
		Weight::from_parts(2_508_985_981, 0)
			// Standard Error: 3_963_655
			.saturating_add(Weight::from_parts(27_181_976, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 5_939_274_000 picoseconds.
		Weight::from_parts(23_163_072_682, 0)
			// Standard Error: 37_296_329
			.saturating_add(Weight::from_parts(663_022_867, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_384_173_000 picoseconds.
		Weight::from_parts(3_945_167_836, 0)
			// Standard Error: 5_403_833
			.saturating_add(Weight::from_parts(107_598_120, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_377_mul_projective_g1() -> Weight {
		// Minimum execution time: 1_165_525_000 picoseconds.
		Weight::from_parts(1_622_318_000, 0)
	}
	fn bls12_377_mul_projective_g1() -> Weight {
		// Minimum execution time: 275_053_000 picoseconds.
		Weight::from_parts(328_743_000, 0)
	}
	fn ark_bls12_377_mul_projective_g2() -> Weight {
		// Minimum execution time: 7_243_157_000 picoseconds.
		Weight::from_parts(7_456_455_000, 0)
	}
	fn bls12_377_mul_projective_g2() -> Weight {
		// Minimum execution time: 1_097_338_000 picoseconds.
		Weight::from_parts(1_110_432_000, 0)
	}
	fn ark_bls12_377_mul_affine_g1() -> Weight {
		// Minimum execution time: 2_107_944_000 picoseconds.
		Weight::from_parts(2_116_680_000, 0)
	}
	fn bls12_377_mul_affine_g1() -> Weight {
		// Minimum execution time: 419_362_000 picoseconds.
		Weight::from_parts(429_922_000, 0)
	}
	fn ark_bls12_377_mul_affine_g2() -> Weight {
		// Minimum execution time: 3_990_677_000 picoseconds.
		Weight::from_parts(6_179_632_000, 0)
	}
	fn bls12_377_mul_affine_g2() -> Weight {
		// Minimum execution time: 1_062_683_000 picoseconds.
		Weight::from_parts(1_063_835_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 2_181_411_000 picoseconds.
		Weight::from_parts(2_181_411_000, 0)
			// Standard Error: 22_017_101
			.saturating_add(Weight::from_parts(2_235_494_474, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 411_728_000 picoseconds.
		Weight::from_parts(411_728_000, 0)
			// Standard Error: 10_408_011
			.saturating_add(Weight::from_parts(349_233_892, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 6_578_446_000 picoseconds.
		Weight::from_parts(6_578_446_000, 0)
			// Standard Error: 158_372_576
			.saturating_add(Weight::from_parts(5_828_013_143, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_126_252_000 picoseconds.
		Weight::from_parts(4_500_131_720, 0)
			// Standard Error: 31_741_414
			.saturating_add(Weight::from_parts(926_891_533, 0).saturating_mul(n.into()))
	}
	fn ark_bw6_761_pairing() -> Weight {
		// Minimum execution time: 49_903_536_000 picoseconds.
		Weight::from_parts(58_944_366_000, 0)
	}
	fn bw6_761_pairing() -> Weight {
		// Minimum execution time: 6_543_611_000 picoseconds.
		Weight::from_parts(7_881_759_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 21_994_534_000 picoseconds.
		Weight::from_parts(71_908_309_722, 0)
			// Standard Error: 147_792_810
			.saturating_add(Weight::from_parts(1_574_647_704, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_896_239_000 picoseconds.
		Weight::from_parts(1_567_777_239, 0)
			// Standard Error: 24_277_734
			.saturating_add(Weight::from_parts(194_393_803, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 17_504_465_000 picoseconds.
		Weight::from_parts(88_306_023_364, 0)
			// Standard Error: 140_663_333
			.saturating_add(Weight::from_parts(1_470_184_817, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_735_058_000 picoseconds.
		Weight::from_parts(17_240_186_130, 0)
			// Standard Error: 31_115_715
			.saturating_add(Weight::from_parts(163_318_979, 0).saturating_mul(n.into()))
	}
	fn ark_bw6_761_mul_projective_g1() -> Weight {
		// Minimum execution time: 13_040_335_000 picoseconds.
		Weight::from_parts(19_072_611_000, 0)
	}
	fn bw6_761_mul_projective_g1() -> Weight {
		// Minimum execution time: 1_844_412_000 picoseconds.
		Weight::from_parts(2_092_996_000, 0)
	}
	fn ark_bw6_761_mul_projective_g2() -> Weight {
		// Minimum execution time: 15_268_022_000 picoseconds.
		Weight::from_parts(17_146_327_000, 0)
	}
	fn bw6_761_mul_projective_g2() -> Weight {
		// Minimum execution time: 1_757_450_000 picoseconds.
		Weight::from_parts(2_084_671_000, 0)
	}
	fn ark_bw6_761_mul_affine_g1() -> Weight {
		// Minimum execution time: 15_488_012_000 picoseconds.
		Weight::from_parts(16_165_496_000, 0)
	}
	fn bw6_761_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_794_579_000 picoseconds.
		Weight::from_parts(1_808_865_000, 0)
	}
	fn ark_bw6_761_mul_affine_g2() -> Weight {
		// Minimum execution time: 9_711_202_000 picoseconds.
		Weight::from_parts(11_130_250_000, 0)
	}
	fn bw6_761_mul_affine_g2() -> Weight {
		// Minimum execution time: 1_319_633_000 picoseconds.
		Weight::from_parts(1_683_772_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 10_604_399_000 picoseconds.
		Weight::from_parts(10_604_399_000, 0)
			// Standard Error: 350_570_082
			.saturating_add(Weight::from_parts(13_237_299_592, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_683_922_000 picoseconds.
		Weight::from_parts(1_683_922_000, 0)
			// Standard Error: 48_117_378
			.saturating_add(Weight::from_parts(1_715_578_052, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 11_702_789_000 picoseconds.
		Weight::from_parts(11_702_789_000, 0)
			// Standard Error: 218_593_457
			.saturating_add(Weight::from_parts(14_058_908_592, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_927_938_000 picoseconds.
		Weight::from_parts(4_344_851_204, 0)
			// Standard Error: 10_586_238
			.saturating_add(Weight::from_parts(1_207_376_490, 0).saturating_mul(n.into()))
	}
	fn ark_bn254_pairing() -> Weight {
		// Minimum execution time: 4_687_218_000 picoseconds.
		Weight::from_parts(4_752_859_000, 0)
	}
	fn bn254_pairing() -> Weight {
		// Minimum execution time: 1_295_918_000 picoseconds.
		Weight::from_parts(1_529_634_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_490_281_000 picoseconds.
		Weight::from_parts(1_490_281_000, 0)
			// Standard Error: 6_763_093
			.saturating_add(Weight::from_parts(96_154_046, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 293_097_000 picoseconds.
		Weight::from_parts(698_608_656, 0)
			// Standard Error: 774_631
			.saturating_add(Weight::from_parts(21_065_059, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 4_012_979_000 picoseconds.
		Weight::from_parts(17_537_615_750, 0)
			// Standard Error: 41_518_830
			.saturating_add(Weight::from_parts(225_146_694, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 570_775_000 picoseconds.
		Weight::from_parts(1_349_199_465, 0)
			// Standard Error: 2_376_393
			.saturating_add(Weight::from_parts(44_365_022, 0).saturating_mul(n.into()))
	}
	fn ark_bn254_mul_projective_g1() -> Weight {
		// Minimum execution time: 712_429_000 picoseconds.
		Weight::from_parts(735_863_000, 0)
	}
	fn bn254_mul_projective_g1() -> Weight {
		// Minimum execution time: 213_037_000 picoseconds.
		Weight::from_parts(237_203_000, 0)
	}
	fn ark_bn254_mul_projective_g2() -> Weight {
		// Minimum execution time: 2_564_696_000 picoseconds.
		Weight::from_parts(2_712_461_000, 0)
	}
	fn bn254_mul_projective_g2() -> Weight {
		// Minimum execution time: 506_465_000 picoseconds.
		Weight::from_parts(509_310_000, 0)
	}
	fn ark_bn254_mul_affine_g1() -> Weight {
		// Minimum execution time: 691_450_000 picoseconds.
		Weight::from_parts(745_040_000, 0)
	}
	fn bn254_mul_affine_g1() -> Weight {
		// Minimum execution time: 145_201_000 picoseconds.
		Weight::from_parts(164_618_000, 0)
	}
	fn ark_bn254_mul_affine_g2() -> Weight {
		// Minimum execution time: 2_485_509_000 picoseconds.
		Weight::from_parts(2_503_942_000, 0)
	}
	fn bn254_mul_affine_g2() -> Weight {
		// Minimum execution time: 584_050_000 picoseconds.
		Weight::from_parts(596_433_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 127_999_000 picoseconds.
		Weight::from_parts(1_023_560_562, 0)
			// Standard Error: 2_758_323
			.saturating_add(Weight::from_parts(78_466_362, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 51_466_000 picoseconds.
		Weight::from_parts(240_879_306, 0)
			// Standard Error: 925_456
			.saturating_add(Weight::from_parts(13_471_552, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_291_440_000 picoseconds.
		Weight::from_parts(16_358_515_559, 0)
			// Standard Error: 52_059_421
			.saturating_add(Weight::from_parts(1_069_837_575, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 260_797_000 picoseconds.
		Weight::from_parts(260_797_000, 0)
			// Standard Error: 9_877_695
			.saturating_add(Weight::from_parts(258_039_214, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_msm(n: u32, ) -> Weight {
		// Minimum execution time: 3_498_929_000 picoseconds.
		Weight::from_parts(9_600_380_690, 0)
			// Standard Error: 12_856_120
			.saturating_add(Weight::from_parts(116_357_554, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_msm(n: u32, ) -> Weight {
		// Minimum execution time: 663_097_000 picoseconds.
		Weight::from_parts(2_308_552_652, 0)
			// Standard Error: 2_862_702
			.saturating_add(Weight::from_parts(20_214_415, 0).saturating_mul(n.into()))
	}
	fn ark_bandersnatch_te_mul_projective() -> Weight {
		// Minimum execution time: 690_609_000 picoseconds.
		Weight::from_parts(723_600_000, 0)
	}
	fn bandersnatch_te_mul_projective() -> Weight {
		// Minimum execution time: 191_998_000 picoseconds.
		Weight::from_parts(199_373_000, 0)
	}
	fn ark_bandersnatch_te_mul_affine() -> Weight {
		// Minimum execution time: 674_879_000 picoseconds.
		Weight::from_parts(708_232_000, 0)
	}
	fn bandersnatch_te_mul_affine() -> Weight {
		// Minimum execution time: 189_093_000 picoseconds.
		Weight::from_parts(235_690_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_decode(n: u32, ) -> Weight {
		// Minimum execution time: 891_594_000 picoseconds.
		Weight::from_parts(891_594_000, 0)
			// Standard Error: 32_691_191
			.saturating_add(Weight::from_parts(835_723_592, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_decode(n: u32, ) -> Weight {
		// Minimum execution time: 198_932_000 picoseconds.
		Weight::from_parts(82_716_799, 0)
			// Standard Error: 6_726_941
			.saturating_add(Weight::from_parts(163_980_058, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_msm(n: u32, ) -> Weight {
		// Minimum execution time: 1_022_317_000 picoseconds.
		Weight::from_parts(1_022_317_000, 0)
			// Standard Error: 5_732_258
			.saturating_add(Weight::from_parts(118_659_111, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_msm(n: u32, ) -> Weight {
		// Minimum execution time: 397_152_000 picoseconds.
		Weight::from_parts(1_604_484_584, 0)
			// Standard Error: 2_140_072
			.saturating_add(Weight::from_parts(16_294_724, 0).saturating_mul(n.into()))
	}
	fn ark_bandersnatch_sw_mul_projective() -> Weight {
		// Minimum execution time: 1_301_920_000 picoseconds.
		Weight::from_parts(1_448_323_000, 0)
	}
	fn bandersnatch_sw_mul_projective() -> Weight {
		// Minimum execution time: 239_797_000 picoseconds.
		Weight::from_parts(272_328_000, 0)
	}
	fn ark_bandersnatch_sw_mul_affine() -> Weight {
		// Minimum execution time: 840_007_000 picoseconds.
		Weight::from_parts(905_610_000, 0)
	}
	fn bandersnatch_sw_mul_affine() -> Weight {
		// Minimum execution time: 200_073_000 picoseconds.
		Weight::from_parts(310_259_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_decode(n: u32, ) -> Weight {
		// Minimum execution time: 1_289_537_000 picoseconds.
		Weight::from_parts(1_289_537_000, 0)
			// Standard Error: 21_209_231
			.saturating_add(Weight::from_parts(1_092_687_457, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_decode(n: u32, ) -> Weight {
		// Minimum execution time: 297_886_000 picoseconds.
		Weight::from_parts(2_730_169_177, 0)
			// Standard Error: 5_599_561
			.saturating_add(Weight::from_parts(210_114_139, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_msm(n: u32, ) -> Weight {
		// Minimum execution time: 4_515_696_000 picoseconds.
		Weight::from_parts(12_351_201_889, 0)
			// Standard Error: 13_399_935
			.saturating_add(Weight::from_parts(152_691_695, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_msm(n: u32, ) -> Weight {
		// Minimum execution time: 754_118_000 picoseconds.
		Weight::from_parts(1_816_176_255, 0)
			// Standard Error: 1_890_623
			.saturating_add(Weight::from_parts(19_775_908, 0).saturating_mul(n.into()))
	}
	fn ark_ed_on_bls12_377_mul_projective() -> Weight {
		// Minimum execution time: 1_002_821_000 picoseconds.
		Weight::from_parts(1_029_922_000, 0)
	}
	fn ed_on_bls12_377_mul_projective() -> Weight {
		// Minimum execution time: 198_189_000 picoseconds.
		Weight::from_parts(263_321_000, 0)
	}
	fn ark_ed_on_bls12_377_mul_affine() -> Weight {
		// Minimum execution time: 538_234_000 picoseconds.
		Weight::from_parts(581_145_000, 0)
	}
	fn ed_on_bls12_377_mul_affine() -> Weight {
		// Minimum execution time: 255_326_000 picoseconds.
		Weight::from_parts(267_128_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_decode(n: u32, ) -> Weight {
		// Minimum execution time: 1_151_609_000 picoseconds.
		Weight::from_parts(3_326_970_294, 0)
			// Standard Error: 46_038_765
			.saturating_add(Weight::from_parts(968_459_657, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_decode(n: u32, ) -> Weight {
		// Minimum execution time: 255_767_000 picoseconds.
		Weight::from_parts(660_646_219, 0)
			// Standard Error: 8_203_529
			.saturating_add(Weight::from_parts(166_849_544, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 30_448_640_000 picoseconds.
		Weight::from_parts(34_415_919_441, 0)
			// Standard Error: 225_697_381
			.saturating_add(Weight::from_parts(1_761_183_472, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 3_252_970_000 picoseconds.
		Weight::from_parts(3_819_952_339, 10788)
			// Standard Error: 14_241_546
			.saturating_add(Weight::from_parts(91_659_264, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 3_205_663_000 picoseconds.
		Weight::from_parts(2_730_749_111, 1489)
			// Standard Error: 27_464_461
			.saturating_add(Weight::from_parts(161_825_462, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_377_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 66_366_888_000 picoseconds.
		Weight::from_parts(69_057_585_048, 0)
			// Standard Error: 331_747_556
			.saturating_add(Weight::from_parts(3_040_727_986, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 4_773_799_000 picoseconds.
		Weight::from_parts(5_532_298_536, 10788)
			// Standard Error: 36_964_947
			.saturating_add(Weight::from_parts(82_969_650, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 6_595_988_000 picoseconds.
		Weight::from_parts(6_835_938_429, 1489)
			// Standard Error: 73_150_023
			.saturating_add(Weight::from_parts(255_440_136, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bw6_761_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 288_880_533_000 picoseconds.
		Weight::from_parts(276_116_061_298, 0)
			// Standard Error: 2_255_564_894
			.saturating_add(Weight::from_parts(24_943_320_522, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 13_873_429_000 picoseconds.
		Weight::from_parts(17_063_657_143, 10788)
			// Standard Error: 200_834_910
			.saturating_add(Weight::from_parts(383_681_236, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 12_938_976_000 picoseconds.
		Weight::from_parts(11_487_696_206, 1489)
			// Standard Error: 240_367_725
			.saturating_add(Weight::from_parts(2_124_211_426, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bn254_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 20_458_628_000 picoseconds.
		Weight::from_parts(18_540_870_555, 0)
			// Standard Error: 85_505_652
			.saturating_add(Weight::from_parts(382_844_659, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 2_644_194_000 picoseconds.
		Weight::from_parts(2_639_625_089, 10788)
			// Standard Error: 5_556_815
			.saturating_add(Weight::from_parts(46_476_657, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 2_138_981_000 picoseconds.
		Weight::from_parts(2_211_368_470, 1489)
			// Standard Error: 3_830_701
			.saturating_add(Weight::from_parts(25_510_665, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight {
		// Minimum execution time: 56_025_000 picoseconds.
		Weight::from_parts(58_560_079, 0)
			// Standard Error: 90_220
			.saturating_add(Weight::from_parts(3_150_161, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_echo_g1(n: u32, ) -> Weight {
		// Minimum execution time: 63_048_000 picoseconds.
		Weight::from_parts(56_687_097, 0)
			// Standard Error: 34_263
			.saturating_add(Weight::from_parts(618_509, 0).saturating_mul(n.into()))
	}
}

// For backwards compatibility and tests.
impl WeightInfo for () {
	fn ark_bls12_381_pairing() -> Weight {
		Weight::from_parts(7_194_406_000, 0)
	}
	fn bls12_381_pairing() -> Weight {
		Weight::from_parts(1_318_420_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(8_836_375_509, 0)
			.saturating_add(Weight::from_parts(166_923_788, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(2_902_863_364, 0)
			.saturating_add(Weight::from_parts(27_872_076, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(14_178_994_855, 0)
			.saturating_add(Weight::from_parts(497_534_830, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(4_505_961_264, 0)
			.saturating_add(Weight::from_parts(94_043_190, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(1_116_604_000, 0)
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(355_804_000, 0)
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(4_447_239_000, 0)
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(764_376_000, 0)
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(1_405_774_000, 0)
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(273_550_000, 0)
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(3_830_989_000, 0)
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(848_233_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(917_372_000, 0)
			.saturating_add(Weight::from_parts(845_618_777, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(257_581_000, 0)
			.saturating_add(Weight::from_parts(138_353_198, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(1_316_346_000, 0)
			.saturating_add(Weight::from_parts(1_580_385_435, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(20_754_041_254, 0)
			.saturating_add(Weight::from_parts(236_040_240, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_377_pairing() -> Weight {
		Weight::from_parts(12_488_204_000, 0)
	}
	fn bls12_377_pairing() -> Weight {
		Weight::from_parts(3_285_431_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(4_134_916_324, 0)
			.saturating_add(Weight::from_parts(286_942_902, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(2_508_985_981, 0)
			.saturating_add(Weight::from_parts(27_181_976, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(23_163_072_682, 0)
			.saturating_add(Weight::from_parts(663_022_867, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(3_945_167_836, 0)
			.saturating_add(Weight::from_parts(107_598_120, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_377_mul_projective_g1() -> Weight {
		Weight::from_parts(1_622_318_000, 0)
	}
	fn bls12_377_mul_projective_g1() -> Weight {
		Weight::from_parts(328_743_000, 0)
	}
	fn ark_bls12_377_mul_projective_g2() -> Weight {
		Weight::from_parts(7_456_455_000, 0)
	}
	fn bls12_377_mul_projective_g2() -> Weight {
		Weight::from_parts(1_110_432_000, 0)
	}
	fn ark_bls12_377_mul_affine_g1() -> Weight {
		Weight::from_parts(2_116_680_000, 0)
	}
	fn bls12_377_mul_affine_g1() -> Weight {
		Weight::from_parts(429_922_000, 0)
	}
	fn ark_bls12_377_mul_affine_g2() -> Weight {
		Weight::from_parts(6_179_632_000, 0)
	}
	fn bls12_377_mul_affine_g2() -> Weight {
		Weight::from_parts(1_063_835_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(2_181_411_000, 0)
			.saturating_add(Weight::from_parts(2_235_494_474, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(411_728_000, 0)
			.saturating_add(Weight::from_parts(349_233_892, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(6_578_446_000, 0)
			.saturating_add(Weight::from_parts(5_828_013_143, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(4_500_131_720, 0)
			.saturating_add(Weight::from_parts(926_891_533, 0).saturating_mul(n.into()))
	}
	fn ark_bw6_761_pairing() -> Weight {
		Weight::from_parts(58_944_366_000, 0)
	}
	fn bw6_761_pairing() -> Weight {
		Weight::from_parts(7_881_759_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(71_908_309_722, 0)
			.saturating_add(Weight::from_parts(1_574_647_704, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_567_777_239, 0)
			.saturating_add(Weight::from_parts(194_393_803, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(88_306_023_364, 0)
			.saturating_add(Weight::from_parts(1_470_184_817, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(17_240_186_130, 0)
			.saturating_add(Weight::from_parts(163_318_979, 0).saturating_mul(n.into()))
	}
	fn ark_bw6_761_mul_projective_g1() -> Weight {
		Weight::from_parts(19_072_611_000, 0)
	}
	fn bw6_761_mul_projective_g1() -> Weight {
		Weight::from_parts(2_092_996_000, 0)
	}
	fn ark_bw6_761_mul_projective_g2() -> Weight {
		Weight::from_parts(17_146_327_000, 0)
	}
	fn bw6_761_mul_projective_g2() -> Weight {
		Weight::from_parts(2_084_671_000, 0)
	}
	fn ark_bw6_761_mul_affine_g1() -> Weight {
		Weight::from_parts(16_165_496_000, 0)
	}
	fn bw6_761_mul_affine_g1() -> Weight {
		Weight::from_parts(1_808_865_000, 0)
	}
	fn ark_bw6_761_mul_affine_g2() -> Weight {
		Weight::from_parts(11_130_250_000, 0)
	}
	fn bw6_761_mul_affine_g2() -> Weight {
		Weight::from_parts(1_683_772_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(10_604_399_000, 0)
			.saturating_add(Weight::from_parts(13_237_299_592, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_683_922_000, 0)
			.saturating_add(Weight::from_parts(1_715_578_052, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(11_702_789_000, 0)
			.saturating_add(Weight::from_parts(14_058_908_592, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(4_344_851_204, 0)
			.saturating_add(Weight::from_parts(1_207_376_490, 0).saturating_mul(n.into()))
	}
	fn ark_bn254_pairing() -> Weight {
		Weight::from_parts(4_752_859_000, 0)
	}
	fn bn254_pairing() -> Weight {
		Weight::from_parts(1_529_634_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_490_281_000, 0)
			.saturating_add(Weight::from_parts(96_154_046, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(698_608_656, 0)
			.saturating_add(Weight::from_parts(21_065_059, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(17_537_615_750, 0)
			.saturating_add(Weight::from_parts(225_146_694, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(1_349_199_465, 0)
			.saturating_add(Weight::from_parts(44_365_022, 0).saturating_mul(n.into()))
	}
	fn ark_bn254_mul_projective_g1() -> Weight {
		Weight::from_parts(735_863_000, 0)
	}
	fn bn254_mul_projective_g1() -> Weight {
		Weight::from_parts(237_203_000, 0)
	}
	fn ark_bn254_mul_projective_g2() -> Weight {
		Weight::from_parts(2_712_461_000, 0)
	}
	fn bn254_mul_projective_g2() -> Weight {
		Weight::from_parts(509_310_000, 0)
	}
	fn ark_bn254_mul_affine_g1() -> Weight {
		Weight::from_parts(745_040_000, 0)
	}
	fn bn254_mul_affine_g1() -> Weight {
		Weight::from_parts(164_618_000, 0)
	}
	fn ark_bn254_mul_affine_g2() -> Weight {
		Weight::from_parts(2_503_942_000, 0)
	}
	fn bn254_mul_affine_g2() -> Weight {
		Weight::from_parts(596_433_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_023_560_562, 0)
			.saturating_add(Weight::from_parts(78_466_362, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(240_879_306, 0)
			.saturating_add(Weight::from_parts(13_471_552, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(16_358_515_559, 0)
			.saturating_add(Weight::from_parts(1_069_837_575, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(260_797_000, 0)
			.saturating_add(Weight::from_parts(258_039_214, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_msm(n: u32, ) -> Weight {
		Weight::from_parts(9_600_380_690, 0)
			.saturating_add(Weight::from_parts(116_357_554, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_msm(n: u32, ) -> Weight {
		Weight::from_parts(2_308_552_652, 0)
			.saturating_add(Weight::from_parts(20_214_415, 0).saturating_mul(n.into()))
	}
	fn ark_bandersnatch_te_mul_projective() -> Weight {
		Weight::from_parts(723_600_000, 0)
	}
	fn bandersnatch_te_mul_projective() -> Weight {
		Weight::from_parts(199_373_000, 0)
	}
	fn ark_bandersnatch_te_mul_affine() -> Weight {
		Weight::from_parts(708_232_000, 0)
	}
	fn bandersnatch_te_mul_affine() -> Weight {
		Weight::from_parts(235_690_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_decode(n: u32, ) -> Weight {
		Weight::from_parts(891_594_000, 0)
			.saturating_add(Weight::from_parts(835_723_592, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_decode(n: u32, ) -> Weight {
		Weight::from_parts(82_716_799, 0)
			.saturating_add(Weight::from_parts(163_980_058, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_022_317_000, 0)
			.saturating_add(Weight::from_parts(118_659_111, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_604_484_584, 0)
			.saturating_add(Weight::from_parts(16_294_724, 0).saturating_mul(n.into()))
	}
	fn ark_bandersnatch_sw_mul_projective() -> Weight {
		Weight::from_parts(1_448_323_000, 0)
	}
	fn bandersnatch_sw_mul_projective() -> Weight {
		Weight::from_parts(272_328_000, 0)
	}
	fn ark_bandersnatch_sw_mul_affine() -> Weight {
		Weight::from_parts(905_610_000, 0)
	}
	fn bandersnatch_sw_mul_affine() -> Weight {
		Weight::from_parts(310_259_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_decode(n: u32, ) -> Weight {
		Weight::from_parts(1_289_537_000, 0)
			.saturating_add(Weight::from_parts(1_092_687_457, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_decode(n: u32, ) -> Weight {
		Weight::from_parts(2_730_169_177, 0)
			.saturating_add(Weight::from_parts(210_114_139, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_msm(n: u32, ) -> Weight {
		Weight::from_parts(12_351_201_889, 0)
			.saturating_add(Weight::from_parts(152_691_695, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_816_176_255, 0)
			.saturating_add(Weight::from_parts(19_775_908, 0).saturating_mul(n.into()))
	}
	fn ark_ed_on_bls12_377_mul_projective() -> Weight {
		Weight::from_parts(1_029_922_000, 0)
	}
	fn ed_on_bls12_377_mul_projective() -> Weight {
		Weight::from_parts(263_321_000, 0)
	}
	fn ark_ed_on_bls12_377_mul_affine() -> Weight {
		Weight::from_parts(581_145_000, 0)
	}
	fn ed_on_bls12_377_mul_affine() -> Weight {
		Weight::from_parts(267_128_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_decode(n: u32, ) -> Weight {
		Weight::from_parts(3_326_970_294, 0)
			.saturating_add(Weight::from_parts(968_459_657, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_decode(n: u32, ) -> Weight {
		Weight::from_parts(660_646_219, 0)
			.saturating_add(Weight::from_parts(166_849_544, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(34_415_919_441, 0)
			.saturating_add(Weight::from_parts(1_761_183_472, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(3_819_952_339, 10788)
			.saturating_add(Weight::from_parts(91_659_264, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(2_730_749_111, 1489)
			.saturating_add(Weight::from_parts(161_825_462, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_377_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(69_057_585_048, 0)
			.saturating_add(Weight::from_parts(3_040_727_986, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(5_532_298_536, 10788)
			.saturating_add(Weight::from_parts(82_969_650, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(6_835_938_429, 1489)
			.saturating_add(Weight::from_parts(255_440_136, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bw6_761_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(276_116_061_298, 0)
			.saturating_add(Weight::from_parts(24_943_320_522, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(17_063_657_143, 10788)
			.saturating_add(Weight::from_parts(383_681_236, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(11_487_696_206, 1489)
			.saturating_add(Weight::from_parts(2_124_211_426, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bn254_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(18_540_870_555, 0)
			.saturating_add(Weight::from_parts(382_844_659, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(2_639_625_089, 10788)
			.saturating_add(Weight::from_parts(46_476_657, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(2_211_368_470, 1489)
			.saturating_add(Weight::from_parts(25_510_665, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight {
		Weight::from_parts(58_560_079, 0)
			.saturating_add(Weight::from_parts(3_150_161, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_echo_g1(n: u32, ) -> Weight {
		Weight::from_parts(56_687_097, 0)
			.saturating_add(Weight::from_parts(618_509, 0).saturating_mul(n.into()))
	}
}
