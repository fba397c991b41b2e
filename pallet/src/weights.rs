
//! Weights for `pallet_hostcurves`, in picoseconds of `ref_time` (proof size is zero: the
//! extrinsics touch no storage beyond the event).
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
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight;
	fn bls12_381_echo_g1(n: u32, ) -> Weight;
}

/// Weights for `pallet_hostcurves` using the Substrate node and recommended hardware.
pub struct SubstrateWeight<T>(PhantomData<T>);
impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {
	fn ark_bls12_381_pairing() -> Weight {
		// Minimum execution time: 6_858_288_000 picoseconds.
		Weight::from_parts(7_499_705_000, 0)
	}
	fn bls12_381_pairing() -> Weight {
		// Minimum execution time: 1_116_113_000 picoseconds.
		Weight::from_parts(1_200_210_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 2_634_837_000 picoseconds.
		Weight::from_parts(32_485_579_708, 0)
			// Standard Error: 57_531_947
			.saturating_add(Weight::from_parts(225_877_546, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 595_841_000 picoseconds.
		Weight::from_parts(1_707_425_355, 0)
			// Standard Error: 1_910_242
			.saturating_add(Weight::from_parts(42_063_449, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 4_903_450_000 picoseconds.
		Weight::from_parts(30_819_810_944, 0)
			// Standard Error: 67_429_334
			.saturating_add(Weight::from_parts(600_461_782, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 958_839_000 picoseconds.
		Weight::from_parts(5_560_223_114, 0)
			// Standard Error: 13_153_053
			.saturating_add(Weight::from_parts(132_258_833, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 1_664_626_000 picoseconds.
		Weight::from_parts(1_675_266_000, 0)
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 389_026_000 picoseconds.
		Weight::from_parts(394_997_000, 0)
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 6_617_930_000 picoseconds.
		Weight::from_parts(6_642_666_000, 0)
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 974_889_000 picoseconds.
		Weight::from_parts(1_034_620_000, 0)
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 2_368_590_000 picoseconds.
		Weight::from_parts(2_423_613_000, 0)
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 444_430_000 picoseconds.
		Weight::from_parts(446_152_000, 0)
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 5_197_108_000 picoseconds.
		Weight::from_parts(6_060_901_000, 0)
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 1_017_880_000 picoseconds.
		Weight::from_parts(1_076_509_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_208_615_000 picoseconds.
		Weight::from_parts(1_208_615_000, 0)
			// Standard Error: 18_904_085
			.saturating_add(Weight::from_parts(1_058_245_561, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 251_569_000 picoseconds.
		Weight::from_parts(1_601_724_352, 0)
			// Standard Error: 9_429_204
			.saturating_add(Weight::from_parts(134_998_503, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_441_520_000 picoseconds.
		Weight::from_parts(1_839_544_782, 0)
			// Standard Error: 104_361_145
			.saturating_add(Weight::from_parts(1_890_497_482, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 332_260_000 picoseconds.
		Weight::from_parts(332_260_000, 0)
			// Standard Error: 6_815_549
			.saturating_add(Weight::from_parts(292_758_534, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_377_pairing() -> Weight {
		// Minimum execution time: 9_848_698_000 picoseconds.
		Weight::from_parts(11_680_246_000, 0)
	}
	fn bls12_377_pairing() -> Weight {
		// Minimum execution time: 1_858_138_000 picoseconds.
		Weight::from_parts(1_945_858_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 3_503_538_000 picoseconds.
		Weight::from_parts(10_211_911_891, 0)
			// Standard Error: 40_743_137
			.saturating_add(Weight::from_parts(299_035_958, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 541_441_000 picoseconds.
		Weight::from_parts(2_202_090_922, 0)
			// Standard Error: 3_545_866
			.saturating_add(Weight::from_parts(38_242_264, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 8_580_191_000 picoseconds.
		Weight::from_parts(44_640_046_871, 0)
			// Standard Error: 66_311_040
			.saturating_add(Weight::from_parts(708_422_770, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_317_659_000 picoseconds.
		Weight::from_parts(3_780_120_923, 0)
			// Standard Error: 4_602_523
			.saturating_add(Weight::from_parts(120_634_282, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_377_mul_projective_g1() -> Weight {
		// Minimum execution time: 1_194_088_000 picoseconds.
		Weight::from_parts(1_850_172_000, 0)
	}
	fn bls12_377_mul_projective_g1() -> Weight {
		// Minimum execution time: 421_166_000 picoseconds.
		Weight::from_parts(462_052_000, 0)
	}
	fn ark_bls12_377_mul_projective_g2() -> Weight {
		// Minimum execution time: 6_548_941_000 picoseconds.
		Weight::from_parts(6_900_367_000, 0)
	}
	fn bls12_377_mul_projective_g2() -> Weight {
		// Minimum execution time: 1_086_057_000 picoseconds.
		Weight::from_parts(1_098_800_000, 0)
	}
	fn ark_bls12_377_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_489_419_000 picoseconds.
		Weight::from_parts(1_541_957_000, 0)
	}
	fn bls12_377_mul_affine_g1() -> Weight {
		// Minimum execution time: 395_287_000 picoseconds.
		Weight::from_parts(401_960_000, 0)
	}
	fn ark_bls12_377_mul_affine_g2() -> Weight {
		// Minimum execution time: 5_898_287_000 picoseconds.
		Weight::from_parts(6_213_204_000, 0)
	}
	fn bls12_377_mul_affine_g2() -> Weight {
		// Minimum execution time: 1_154_785_000 picoseconds.
		Weight::from_parts(1_159_093_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 2_373_980_000 picoseconds.
		Weight::from_parts(3_513_577_582, 0)
			// Standard Error: 67_272_263
			.saturating_add(Weight::from_parts(2_570_591_441, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 453_516_000 picoseconds.
		Weight::from_parts(3_570_377_324, 0)
			// Standard Error: 13_942_468
			.saturating_add(Weight::from_parts(351_984_751, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 6_177_016_000 picoseconds.
		Weight::from_parts(191_223_567_062, 0)
			// Standard Error: 509_724_763
			.saturating_add(Weight::from_parts(5_685_023_712, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_111_785_000 picoseconds.
		Weight::from_parts(34_472_259_234, 0)
			// Standard Error: 75_315_300
			.saturating_add(Weight::from_parts(858_294_445, 0).saturating_mul(n.into()))
	}
	fn ark_bw6_761_pairing() -> Weight {
		// Minimum execution time: 49_554_675_000 picoseconds.
		Weight::from_parts(53_663_331_000, 0)
	}
	fn bw6_761_pairing() -> Weight {
		// Minimum execution time: 5_358_129_000 picoseconds.
		Weight::from_parts(7_438_301_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 15_474_707_000 picoseconds.
		Weight::from_parts(129_602_377_841, 0)
			// Standard Error: 206_147_824
			.saturating_add(Weight::from_parts(1_408_636_552, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_847_187_000 picoseconds.
		Weight::from_parts(1_847_187_000, 0)
			// Standard Error: 13_326_132
			.saturating_add(Weight::from_parts(204_850_884, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 17_340_540_000 picoseconds.
		Weight::from_parts(68_995_435_263, 0)
			// Standard Error: 134_619_069
			.saturating_add(Weight::from_parts(1_494_792_895, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 2_567_081_000 picoseconds.
		Weight::from_parts(2_567_081_000, 0)
			// Standard Error: 5_603_907
			.saturating_add(Weight::from_parts(223_903_704, 0).saturating_mul(n.into()))
	}
	fn ark_bw6_761_mul_projective_g1() -> Weight {
		// Minimum execution time: 17_550_340_000 picoseconds.
		Weight::from_parts(25_995_040_000, 0)
	}
	fn bw6_761_mul_projective_g1() -> Weight {
		// Minimum execution time: 1_689_353_000 picoseconds.
		Weight::from_parts(5_376_723_000, 0)
	}
	fn ark_bw6_761_mul_projective_g2() -> Weight {
		// Minimum execution time: 22_807_271_000 picoseconds.
		Weight::from_parts(25_265_298_000, 0)
	}
	fn bw6_761_mul_projective_g2() -> Weight {
		// Minimum execution time: 1_755_366_000 picoseconds.
		Weight::from_parts(1_930_694_000, 0)
	}
	fn ark_bw6_761_mul_affine_g1() -> Weight {
		// Minimum execution time: 20_775_379_000 picoseconds.
		Weight::from_parts(23_208_320_000, 0)
	}
	fn bw6_761_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_804_928_000 picoseconds.
		Weight::from_parts(1_984_844_000, 0)
	}
	fn ark_bw6_761_mul_affine_g2() -> Weight {
		// Minimum execution time: 15_741_788_000 picoseconds.
		Weight::from_parts(23_043_892_000, 0)
	}
	fn bw6_761_mul_affine_g2() -> Weight {
		// Minimum execution time: 1_989_001_000 picoseconds.
		Weight::from_parts(2_027_604_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 14_091_836_000 picoseconds.
		Weight::from_parts(567_113_132_403, 0)
			// Standard Error: 1_062_205_094
			.saturating_add(Weight::from_parts(12_254_150_433, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_213_714_000 picoseconds.
		Weight::from_parts(1_213_714_000, 0)
			// Standard Error: 62_351_542
			.saturating_add(Weight::from_parts(1_511_377_264, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 13_816_112_000 picoseconds.
		Weight::from_parts(247_169_437_811, 0)
			// Standard Error: 471_951_900
			.saturating_add(Weight::from_parts(12_603_102_658, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_661_531_000 picoseconds.
		Weight::from_parts(1_661_531_000, 0)
			// Standard Error: 34_486_623
			.saturating_add(Weight::from_parts(1_629_863_747, 0).saturating_mul(n.into()))
	}
	fn ark_bn254_pairing() -> Weight {
		// Minimum execution time: 3_599_808_000 picoseconds.
		Weight::from_parts(6_109_371_000, 0)
	}
	fn bn254_pairing() -> Weight {
		// Minimum execution time: 1_289_286_000 picoseconds.
		Weight::from_parts(1_565_201_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_330_203_000 picoseconds.
		Weight::from_parts(5_081_318_805, 0)
			// Standard Error: 8_335_077
			.saturating_add(Weight::from_parts(88_018_719, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 278_680_000 picoseconds.
		Weight::from_parts(264_738_051, 0)
			// Standard Error: 147_046
			.saturating_add(Weight::from_parts(19_902_735, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 3_703_601_000 picoseconds.
		Weight::from_parts(7_489_897_787, 0)
			// Standard Error: 12_192_340
			.saturating_add(Weight::from_parts(277_651_510, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 627_742_000 picoseconds.
		Weight::from_parts(1_265_475_521, 0)
			// Standard Error: 3_309_359
			.saturating_add(Weight::from_parts(51_860_844, 0).saturating_mul(n.into()))
	}
	fn ark_bn254_mul_projective_g1() -> Weight {
		// Minimum execution time: 737_325_000 picoseconds.
		Weight::from_parts(794_873_000, 0)
	}
	fn bn254_mul_projective_g1() -> Weight {
		// Minimum execution time: 227_365_000 picoseconds.
		Weight::from_parts(248_223_000, 0)
	}
	fn ark_bn254_mul_projective_g2() -> Weight {
		// Minimum execution time: 2_502_099_000 picoseconds.
		Weight::from_parts(2_574_184_000, 0)
	}
	fn bn254_mul_projective_g2() -> Weight {
		// Minimum execution time: 539_487_000 picoseconds.
		Weight::from_parts(574_332_000, 0)
	}
	fn ark_bn254_mul_affine_g1() -> Weight {
		// Minimum execution time: 919_797_000 picoseconds.
		Weight::from_parts(1_015_766_000, 0)
	}
	fn bn254_mul_affine_g1() -> Weight {
		// Minimum execution time: 232_554_000 picoseconds.
		Weight::from_parts(262_700_000, 0)
	}
	fn ark_bn254_mul_affine_g2() -> Weight {
		// Minimum execution time: 1_993_409_000 picoseconds.
		Weight::from_parts(2_325_429_000, 0)
	}
	fn bn254_mul_affine_g2() -> Weight {
		// Minimum execution time: 438_208_000 picoseconds.
		Weight::from_parts(540_308_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 140_482_000 picoseconds.
		Weight::from_parts(2_658_868_679, 0)
			// Standard Error: 6_706_909
			.saturating_add(Weight::from_parts(66_682_927, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 77_655_000 picoseconds.
		Weight::from_parts(172_333_194, 0)
			// Standard Error: 370_533
			.saturating_add(Weight::from_parts(15_136_541, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_504_437_000 picoseconds.
		Weight::from_parts(1_504_437_000, 0)
			// Standard Error: 16_979_258
			.saturating_add(Weight::from_parts(1_321_168_075, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 349_132_000 picoseconds.
		Weight::from_parts(92_977_331, 0)
			// Standard Error: 4_362_964
			.saturating_add(Weight::from_parts(260_433_345, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_msm(n: u32, ) -> Weight {
		// Minimum execution time: 5_267_309_000 picoseconds.
		Weight::from_parts(11_316_669_946, 0)
			// Standard Error: 15_111_742
			.saturating_add(Weight::from_parts(88_828_855, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_msm(n: u32, ) -> Weight {
		// Minimum execution time: 525_200_000 picoseconds.
		Weight::from_parts(840_532_996, 0)
			// Standard Error: 1_032_795
			.saturating_add(Weight::from_parts(20_303_248, 0).saturating_mul(n.into()))
	}
	fn ark_bandersnatch_te_mul_projective() -> Weight {
		// Minimum execution time: 515_411_000 picoseconds.
		Weight::from_parts(777_501_000, 0)
	}
	fn bandersnatch_te_mul_projective() -> Weight {
		// Minimum execution time: 135_242_000 picoseconds.
		Weight::from_parts(152_064_000, 0)
	}
	fn ark_bandersnatch_te_mul_affine() -> Weight {
		// Minimum execution time: 526_132_000 picoseconds.
		Weight::from_parts(626_580_000, 0)
	}
	fn bandersnatch_te_mul_affine() -> Weight {
		// Minimum execution time: 151_262_000 picoseconds.
		Weight::from_parts(198_690_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_decode(n: u32, ) -> Weight {
		// Minimum execution time: 635_506_000 picoseconds.
		Weight::from_parts(12_646_502_817, 0)
			// Standard Error: 37_087_816
			.saturating_add(Weight::from_parts(715_304_721, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_decode(n: u32, ) -> Weight {
		// Minimum execution time: 270_756_000 picoseconds.
		Weight::from_parts(692_964_730, 0)
			// Standard Error: 4_907_342
			.saturating_add(Weight::from_parts(150_213_893, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_msm(n: u32, ) -> Weight {
		// Minimum execution time: 963_207_000 picoseconds.
		Weight::from_parts(11_744_066_066, 0)
			// Standard Error: 19_159_212
			.saturating_add(Weight::from_parts(74_619_988, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_msm(n: u32, ) -> Weight {
		// Minimum execution time: 242_011_000 picoseconds.
		Weight::from_parts(1_301_230_494, 0)
			// Standard Error: 1_818_002
			.saturating_add(Weight::from_parts(15_021_795, 0).saturating_mul(n.into()))
	}
	fn ark_bandersnatch_sw_mul_projective() -> Weight {
		// Minimum execution time: 858_843_000 picoseconds.
		Weight::from_parts(884_070_000, 0)
	}
	fn bandersnatch_sw_mul_projective() -> Weight {
		// Minimum execution time: 183_813_000 picoseconds.
		Weight::from_parts(245_318_000, 0)
	}
	fn ark_bandersnatch_sw_mul_affine() -> Weight {
		// Minimum execution time: 734_441_000 picoseconds.
		Weight::from_parts(904_388_000, 0)
	}
	fn bandersnatch_sw_mul_affine() -> Weight {
		// Minimum execution time: 215_011_000 picoseconds.
		Weight::from_parts(216_835_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_decode(n: u32, ) -> Weight {
		// Minimum execution time: 881_555_000 picoseconds.
		Weight::from_parts(881_555_000, 0)
			// Standard Error: 6_110_167
			.saturating_add(Weight::from_parts(972_839_210, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_decode(n: u32, ) -> Weight {
		// Minimum execution time: 294_660_000 picoseconds.
		Weight::from_parts(4_864_988_096, 0)
			// Standard Error: 8_583_519
			.saturating_add(Weight::from_parts(188_227_617, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_msm(n: u32, ) -> Weight {
		// Minimum execution time: 2_645_737_000 picoseconds.
		Weight::from_parts(6_605_077_267, 0)
			// Standard Error: 12_686_899
			.saturating_add(Weight::from_parts(92_387_007, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_msm(n: u32, ) -> Weight {
		// Minimum execution time: 511_204_000 picoseconds.
		Weight::from_parts(1_180_761_159, 0)
			// Standard Error: 1_201_049
			.saturating_add(Weight::from_parts(16_137_147, 0).saturating_mul(n.into()))
	}
	fn ark_ed_on_bls12_377_mul_projective() -> Weight {
		// Minimum execution time: 588_669_000 picoseconds.
		Weight::from_parts(662_106_000, 0)
	}
	fn ed_on_bls12_377_mul_projective() -> Weight {
		// Minimum execution time: 127_167_000 picoseconds.
		Weight::from_parts(195_224_000, 0)
	}
	fn ark_ed_on_bls12_377_mul_affine() -> Weight {
		// Minimum execution time: 568_331_000 picoseconds.
		Weight::from_parts(609_638_000, 0)
	}
	fn ed_on_bls12_377_mul_affine() -> Weight {
		// Minimum execution time: 139_360_000 picoseconds.
		Weight::from_parts(164_016_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_decode(n: u32, ) -> Weight {
		// Minimum execution time: 649_732_000 picoseconds.
		Weight::from_parts(649_732_000, 0)
			// Standard Error: 54_447_936
			.saturating_add(Weight::from_parts(879_397_231, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_decode(n: u32, ) -> Weight {
		// Minimum execution time: 230_670_000 picoseconds.
		Weight::from_parts(230_670_000, 0)
			// Standard Error: 2_881_268
			.saturating_add(Weight::from_parts(156_709_054, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 30_761_264_000 picoseconds.
		Weight::from_parts(33_519_494_320, 0)
			// Standard Error: 299_483_787
			.saturating_add(Weight::from_parts(2_495_097_970, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 6_198_848_000 picoseconds.
		Weight::from_parts(6_480_867_844, 0)
			// Standard Error: 85_370_349
			.saturating_add(Weight::from_parts(396_437_642, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight {
		// Minimum execution time: 47_579_000 picoseconds.
		Weight::from_parts(52_150_908, 0)
			// Standard Error: 94_178
			.saturating_add(Weight::from_parts(2_743_830, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_echo_g1(n: u32, ) -> Weight {
		// Minimum execution time: 53_510_000 picoseconds.
		Weight::from_parts(84_100_949, 0)
			// Standard Error: 81_969
			.saturating_add(Weight::from_parts(461_736, 0).saturating_mul(n.into()))
	}
}

// For backwards compatibility and tests.
impl WeightInfo for () {
	fn ark_bls12_381_pairing() -> Weight {
		Weight::from_parts(7_499_705_000, 0)
	}
	fn bls12_381_pairing() -> Weight {
		Weight::from_parts(1_200_210_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(32_485_579_708, 0)
			.saturating_add(Weight::from_parts(225_877_546, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_707_425_355, 0)
			.saturating_add(Weight::from_parts(42_063_449, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(30_819_810_944, 0)
			.saturating_add(Weight::from_parts(600_461_782, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(5_560_223_114, 0)
			.saturating_add(Weight::from_parts(132_258_833, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(1_675_266_000, 0)
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(394_997_000, 0)
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(6_642_666_000, 0)
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(1_034_620_000, 0)
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(2_423_613_000, 0)
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(446_152_000, 0)
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(6_060_901_000, 0)
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(1_076_509_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_208_615_000, 0)
			.saturating_add(Weight::from_parts(1_058_245_561, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_601_724_352, 0)
			.saturating_add(Weight::from_parts(134_998_503, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(1_839_544_782, 0)
			.saturating_add(Weight::from_parts(1_890_497_482, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(332_260_000, 0)
			.saturating_add(Weight::from_parts(292_758_534, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_377_pairing() -> Weight {
		Weight::from_parts(11_680_246_000, 0)
	}
	fn bls12_377_pairing() -> Weight {
		Weight::from_parts(1_945_858_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(10_211_911_891, 0)
			.saturating_add(Weight::from_parts(299_035_958, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(2_202_090_922, 0)
			.saturating_add(Weight::from_parts(38_242_264, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(44_640_046_871, 0)
			.saturating_add(Weight::from_parts(708_422_770, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(3_780_120_923, 0)
			.saturating_add(Weight::from_parts(120_634_282, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_377_mul_projective_g1() -> Weight {
		Weight::from_parts(1_850_172_000, 0)
	}
	fn bls12_377_mul_projective_g1() -> Weight {
		Weight::from_parts(462_052_000, 0)
	}
	fn ark_bls12_377_mul_projective_g2() -> Weight {
		Weight::from_parts(6_900_367_000, 0)
	}
	fn bls12_377_mul_projective_g2() -> Weight {
		Weight::from_parts(1_098_800_000, 0)
	}
	fn ark_bls12_377_mul_affine_g1() -> Weight {
		Weight::from_parts(1_541_957_000, 0)
	}
	fn bls12_377_mul_affine_g1() -> Weight {
		Weight::from_parts(401_960_000, 0)
	}
	fn ark_bls12_377_mul_affine_g2() -> Weight {
		Weight::from_parts(6_213_204_000, 0)
	}
	fn bls12_377_mul_affine_g2() -> Weight {
		Weight::from_parts(1_159_093_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(3_513_577_582, 0)
			.saturating_add(Weight::from_parts(2_570_591_441, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(3_570_377_324, 0)
			.saturating_add(Weight::from_parts(351_984_751, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(191_223_567_062, 0)
			.saturating_add(Weight::from_parts(5_685_023_712, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(34_472_259_234, 0)
			.saturating_add(Weight::from_parts(858_294_445, 0).saturating_mul(n.into()))
	}
	fn ark_bw6_761_pairing() -> Weight {
		Weight::from_parts(53_663_331_000, 0)
	}
	fn bw6_761_pairing() -> Weight {
		Weight::from_parts(7_438_301_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(129_602_377_841, 0)
			.saturating_add(Weight::from_parts(1_408_636_552, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_847_187_000, 0)
			.saturating_add(Weight::from_parts(204_850_884, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(68_995_435_263, 0)
			.saturating_add(Weight::from_parts(1_494_792_895, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(2_567_081_000, 0)
			.saturating_add(Weight::from_parts(223_903_704, 0).saturating_mul(n.into()))
	}
	fn ark_bw6_761_mul_projective_g1() -> Weight {
		Weight::from_parts(25_995_040_000, 0)
	}
	fn bw6_761_mul_projective_g1() -> Weight {
		Weight::from_parts(5_376_723_000, 0)
	}
	fn ark_bw6_761_mul_projective_g2() -> Weight {
		Weight::from_parts(25_265_298_000, 0)
	}
	fn bw6_761_mul_projective_g2() -> Weight {
		Weight::from_parts(1_930_694_000, 0)
	}
	fn ark_bw6_761_mul_affine_g1() -> Weight {
		Weight::from_parts(23_208_320_000, 0)
	}
	fn bw6_761_mul_affine_g1() -> Weight {
		Weight::from_parts(1_984_844_000, 0)
	}
	fn ark_bw6_761_mul_affine_g2() -> Weight {
		Weight::from_parts(23_043_892_000, 0)
	}
	fn bw6_761_mul_affine_g2() -> Weight {
		Weight::from_parts(2_027_604_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(567_113_132_403, 0)
			.saturating_add(Weight::from_parts(12_254_150_433, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_213_714_000, 0)
			.saturating_add(Weight::from_parts(1_511_377_264, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(247_169_437_811, 0)
			.saturating_add(Weight::from_parts(12_603_102_658, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(1_661_531_000, 0)
			.saturating_add(Weight::from_parts(1_629_863_747, 0).saturating_mul(n.into()))
	}
	fn ark_bn254_pairing() -> Weight {
		Weight::from_parts(6_109_371_000, 0)
	}
	fn bn254_pairing() -> Weight {
		Weight::from_parts(1_565_201_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(5_081_318_805, 0)
			.saturating_add(Weight::from_parts(88_018_719, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(264_738_051, 0)
			.saturating_add(Weight::from_parts(19_902_735, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(7_489_897_787, 0)
			.saturating_add(Weight::from_parts(277_651_510, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(1_265_475_521, 0)
			.saturating_add(Weight::from_parts(51_860_844, 0).saturating_mul(n.into()))
	}
	fn ark_bn254_mul_projective_g1() -> Weight {
		Weight::from_parts(794_873_000, 0)
	}
	fn bn254_mul_projective_g1() -> Weight {
		Weight::from_parts(248_223_000, 0)
	}
	fn ark_bn254_mul_projective_g2() -> Weight {
		Weight::from_parts(2_574_184_000, 0)
	}
	fn bn254_mul_projective_g2() -> Weight {
		Weight::from_parts(574_332_000, 0)
	}
	fn ark_bn254_mul_affine_g1() -> Weight {
		Weight::from_parts(1_015_766_000, 0)
	}
	fn bn254_mul_affine_g1() -> Weight {
		Weight::from_parts(262_700_000, 0)
	}
	fn ark_bn254_mul_affine_g2() -> Weight {
		Weight::from_parts(2_325_429_000, 0)
	}
	fn bn254_mul_affine_g2() -> Weight {
		Weight::from_parts(540_308_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(2_658_868_679, 0)
			.saturating_add(Weight::from_parts(66_682_927, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(172_333_194, 0)
			.saturating_add(Weight::from_parts(15_136_541, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(1_504_437_000, 0)
			.saturating_add(Weight::from_parts(1_321_168_075, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(92_977_331, 0)
			.saturating_add(Weight::from_parts(260_433_345, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_msm(n: u32, ) -> Weight {
		Weight::from_parts(11_316_669_946, 0)
			.saturating_add(Weight::from_parts(88_828_855, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_msm(n: u32, ) -> Weight {
		Weight::from_parts(840_532_996, 0)
			.saturating_add(Weight::from_parts(20_303_248, 0).saturating_mul(n.into()))
	}
	fn ark_bandersnatch_te_mul_projective() -> Weight {
		Weight::from_parts(777_501_000, 0)
	}
	fn bandersnatch_te_mul_projective() -> Weight {
		Weight::from_parts(152_064_000, 0)
	}
	fn ark_bandersnatch_te_mul_affine() -> Weight {
		Weight::from_parts(626_580_000, 0)
	}
	fn bandersnatch_te_mul_affine() -> Weight {
		Weight::from_parts(198_690_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_decode(n: u32, ) -> Weight {
		Weight::from_parts(12_646_502_817, 0)
			.saturating_add(Weight::from_parts(715_304_721, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_decode(n: u32, ) -> Weight {
		Weight::from_parts(692_964_730, 0)
			.saturating_add(Weight::from_parts(150_213_893, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_msm(n: u32, ) -> Weight {
		Weight::from_parts(11_744_066_066, 0)
			.saturating_add(Weight::from_parts(74_619_988, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_301_230_494, 0)
			.saturating_add(Weight::from_parts(15_021_795, 0).saturating_mul(n.into()))
	}
	fn ark_bandersnatch_sw_mul_projective() -> Weight {
		Weight::from_parts(884_070_000, 0)
	}
	fn bandersnatch_sw_mul_projective() -> Weight {
		Weight::from_parts(245_318_000, 0)
	}
	fn ark_bandersnatch_sw_mul_affine() -> Weight {
		Weight::from_parts(904_388_000, 0)
	}
	fn bandersnatch_sw_mul_affine() -> Weight {
		Weight::from_parts(216_835_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_decode(n: u32, ) -> Weight {
		Weight::from_parts(881_555_000, 0)
			.saturating_add(Weight::from_parts(972_839_210, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_decode(n: u32, ) -> Weight {
		Weight::from_parts(4_864_988_096, 0)
			.saturating_add(Weight::from_parts(188_227_617, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_msm(n: u32, ) -> Weight {
		Weight::from_parts(6_605_077_267, 0)
			.saturating_add(Weight::from_parts(92_387_007, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_180_761_159, 0)
			.saturating_add(Weight::from_parts(16_137_147, 0).saturating_mul(n.into()))
	}
	fn ark_ed_on_bls12_377_mul_projective() -> Weight {
		Weight::from_parts(662_106_000, 0)
	}
	fn ed_on_bls12_377_mul_projective() -> Weight {
		Weight::from_parts(195_224_000, 0)
	}
	fn ark_ed_on_bls12_377_mul_affine() -> Weight {
		Weight::from_parts(609_638_000, 0)
	}
	fn ed_on_bls12_377_mul_affine() -> Weight {
		Weight::from_parts(164_016_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_decode(n: u32, ) -> Weight {
		Weight::from_parts(649_732_000, 0)
			.saturating_add(Weight::from_parts(879_397_231, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_decode(n: u32, ) -> Weight {
		Weight::from_parts(230_670_000, 0)
			.saturating_add(Weight::from_parts(156_709_054, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(33_519_494_320, 0)
			.saturating_add(Weight::from_parts(2_495_097_970, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(6_480_867_844, 0)
			.saturating_add(Weight::from_parts(396_437_642, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight {
		Weight::from_parts(52_150_908, 0)
			.saturating_add(Weight::from_parts(2_743_830, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_echo_g1(n: u32, ) -> Weight {
		Weight::from_parts(84_100_949, 0)
			.saturating_add(Weight::from_parts(461_736, 0).saturating_mul(n.into()))
	}
}
