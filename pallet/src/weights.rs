
//! Weights for `pallet_hostcurves`: `ref_time` in picoseconds, proof size in bytes (the Groth16
//! key registry's storage reads and writes; the other extrinsics touch no storage beyond the
//! event).
//!
//! THIS FILE WAS AUTO-GENERATED USING THE SUBSTRATE BENCHMARK CLI VERSION 64.0.0
//! (through `hostcurves-bench pallet`, which registers hostcurves' host functions)
//! DATE: 2026-11-30, STEPS: `3`, REPEAT: `2`, LOW RANGE: `[]`, HIGH RANGE: `[]`
//! HOSTNAME: `vm`, CPU: `AMD EPYC`
//! WASM-EXECUTION: `Compiled`, CHAIN: `None`, DB CACHE: 1024

// On 2026-12-01 the host `<curve>_groth16_verify` and the `*_groth16_batch_*` functions were
// regenerated with the same steps and repeats (`--extrinsic` listing those twelve, output
// spliced in here); the others are from the run above.

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
	fn ark_bls12_377_groth16_verify(n: u32, ) -> Weight;
	fn bls12_377_groth16_verify(n: u32, ) -> Weight;
	fn ark_bw6_761_groth16_verify(n: u32, ) -> Weight;
	fn bw6_761_groth16_verify(n: u32, ) -> Weight;
	fn ark_bn254_groth16_verify(n: u32, ) -> Weight;
	fn bn254_groth16_verify(n: u32, ) -> Weight;
	fn ark_bls12_381_groth16_batch_1(n: u32, ) -> Weight;
	fn bls12_381_groth16_batch_1(n: u32, ) -> Weight;
	fn ark_bls12_381_groth16_batch_8(n: u32, ) -> Weight;
	fn bls12_381_groth16_batch_8(n: u32, ) -> Weight;
	fn ark_bn254_groth16_batch_1(n: u32, ) -> Weight;
	fn bn254_groth16_batch_1(n: u32, ) -> Weight;
	fn ark_bn254_groth16_batch_8(n: u32, ) -> Weight;
	fn bn254_groth16_batch_8(n: u32, ) -> Weight;
	fn ark_pallas_msm(n: u32, ) -> Weight;
	fn pallas_msm(n: u32, ) -> Weight;
	fn ark_pallas_mul_projective() -> Weight;
	fn pallas_mul_projective() -> Weight;
	fn ark_pallas_mul_affine() -> Weight;
	fn pallas_mul_affine() -> Weight;
	fn ark_pallas_decode(n: u32, ) -> Weight;
	fn pallas_decode(n: u32, ) -> Weight;
	fn ark_vesta_msm(n: u32, ) -> Weight;
	fn vesta_msm(n: u32, ) -> Weight;
	fn ark_vesta_mul_projective() -> Weight;
	fn vesta_mul_projective() -> Weight;
	fn ark_vesta_mul_affine() -> Weight;
	fn vesta_mul_affine() -> Weight;
	fn ark_vesta_decode(n: u32, ) -> Weight;
	fn vesta_decode(n: u32, ) -> Weight;
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight;
	fn bls12_381_echo_g1(n: u32, ) -> Weight;
	fn ark_bls12_381_hash_to_g2() -> Weight;
	fn bls12_381_hash_to_g2() -> Weight;
	fn ark_bls12_381_aggregate_g1(n: u32, ) -> Weight;
	fn bls12_381_aggregate_g1(n: u32, ) -> Weight;
	fn ark_bls12_381_fast_aggregate_verify(n: u32, ) -> Weight;
	fn bls12_381_fast_aggregate_verify(n: u32, ) -> Weight;
}

/// Weights for `pallet_hostcurves` using the Substrate node and recommended hardware.
pub struct SubstrateWeight<T>(PhantomData<T>);
impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {
	fn ark_bls12_381_pairing() -> Weight {
		// Minimum execution time: 7_133_371_000 picoseconds.
		Weight::from_parts(7_217_709_000, 0)
	}
	fn bls12_381_pairing() -> Weight {
		// Minimum execution time: 855_426_000 picoseconds.
		Weight::from_parts(1_254_351_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 2_475_509_000 picoseconds.
		Weight::from_parts(11_373_474_244, 0)
			// Standard Error: 21_436_832
			.saturating_add(Weight::from_parts(210_223_516, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 218_738_000 picoseconds.
		Weight::from_parts(849_824_701, 0)
			// Standard Error: 1_565_662
			.saturating_add(Weight::from_parts(25_343_628, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 5_137_637_000 picoseconds.
		Weight::from_parts(18_737_896_212, 0)
			// Standard Error: 26_175_252
			.saturating_add(Weight::from_parts(514_814_770, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 427_037_000 picoseconds.
		Weight::from_parts(2_091_223_820, 0)
			// Standard Error: 3_202_270
			.saturating_add(Weight::from_parts(63_360_380, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 1_636_233_000 picoseconds.
		Weight::from_parts(1_729_948_000, 0)
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 201_877_000 picoseconds.
		Weight::from_parts(212_526_000, 0)
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 5_802_638_000 picoseconds.
		Weight::from_parts(6_382_651_000, 0)
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 337_721_000 picoseconds.
		Weight::from_parts(384_206_000, 0)
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_384_554_000 picoseconds.
		Weight::from_parts(1_450_747_000, 0)
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 191_888_000 picoseconds.
		Weight::from_parts(197_198_000, 0)
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 3_626_458_000 picoseconds.
		Weight::from_parts(4_183_006_000, 0)
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 334_344_000 picoseconds.
		Weight::from_parts(339_754_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 736_955_000 picoseconds.
		Weight::from_parts(5_019_035_425, 0)
			// Standard Error: 15_278_571
			.saturating_add(Weight::from_parts(878_002_278, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 143_317_000 picoseconds.
		Weight::from_parts(5_998_915_760, 0)
			// Standard Error: 10_262_928
			.saturating_add(Weight::from_parts(78_692_889, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_484_681_000 picoseconds.
		Weight::from_parts(1_484_681_000, 0)
			// Standard Error: 112_696_839
			.saturating_add(Weight::from_parts(1_816_225_938, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 165_790_000 picoseconds.
		Weight::from_parts(165_790_000, 0)
			// Standard Error: 2_379_671
			.saturating_add(Weight::from_parts(115_324_599, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_377_pairing() -> Weight {
		// Minimum execution time: 7_725_406_000 picoseconds.
		Weight::from_parts(8_545_938_000, 0)
	}
	fn bls12_377_pairing() -> Weight {
		// Minimum execution time: 1_709_711_000 picoseconds.
		Weight::from_parts(1_736_491_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 2_246_672_000 picoseconds.
		Weight::from_parts(9_259_274_414, 0)
			// Standard Error: 29_824_963
			.saturating_add(Weight::from_parts(241_334_840, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 498_339_000 picoseconds.
		Weight::from_parts(1_368_690_622, 0)
			// Standard Error: 1_599_680
			.saturating_add(Weight::from_parts(28_406_203, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 8_222_585_000 picoseconds.
		Weight::from_parts(31_192_262_039, 0)
			// Standard Error: 41_633_531
			.saturating_add(Weight::from_parts(536_524_678, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_549_502_000 picoseconds.
		Weight::from_parts(5_906_558_543, 0)
			// Standard Error: 10_696_300
			.saturating_add(Weight::from_parts(116_106_434, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_377_mul_projective_g1() -> Weight {
		// Minimum execution time: 1_125_060_000 picoseconds.
		Weight::from_parts(1_597_932_000, 0)
	}
	fn bls12_377_mul_projective_g1() -> Weight {
		// Minimum execution time: 320_077_000 picoseconds.
		Weight::from_parts(466_030_000, 0)
	}
	fn ark_bls12_377_mul_projective_g2() -> Weight {
		// Minimum execution time: 4_794_768_000 picoseconds.
		Weight::from_parts(5_985_910_000, 0)
	}
	fn bls12_377_mul_projective_g2() -> Weight {
		// Minimum execution time: 752_414_000 picoseconds.
		Weight::from_parts(1_098_209_000, 0)
	}
	fn ark_bls12_377_mul_affine_g1() -> Weight {
		// Minimum execution time: 2_024_708_000 picoseconds.
		Weight::from_parts(2_233_397_000, 0)
	}
	fn bls12_377_mul_affine_g1() -> Weight {
		// Minimum execution time: 377_183_000 picoseconds.
		Weight::from_parts(428_690_000, 0)
	}
	fn ark_bls12_377_mul_affine_g2() -> Weight {
		// Minimum execution time: 6_228_263_000 picoseconds.
		Weight::from_parts(6_425_210_000, 0)
	}
	fn bls12_377_mul_affine_g2() -> Weight {
		// Minimum execution time: 824_228_000 picoseconds.
		Weight::from_parts(1_121_113_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 2_524_491_000 picoseconds.
		Weight::from_parts(2_524_491_000, 0)
			// Standard Error: 60_455_650
			.saturating_add(Weight::from_parts(2_178_831_852, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 397_662_000 picoseconds.
		Weight::from_parts(397_662_000, 0)
			// Standard Error: 3_341_751
			.saturating_add(Weight::from_parts(331_008_752, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 6_375_357_000 picoseconds.
		Weight::from_parts(94_842_480_803, 0)
			// Standard Error: 196_096_249
			.saturating_add(Weight::from_parts(5_516_098_039, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_199_790_000 picoseconds.
		Weight::from_parts(1_199_790_000, 0)
			// Standard Error: 14_736_016
			.saturating_add(Weight::from_parts(915_983_789, 0).saturating_mul(n.into()))
	}
	fn ark_bw6_761_pairing() -> Weight {
		// Minimum execution time: 63_604_734_000 picoseconds.
		Weight::from_parts(85_570_333_000, 0)
	}
	fn bw6_761_pairing() -> Weight {
		// Minimum execution time: 5_694_907_000 picoseconds.
		Weight::from_parts(9_628_438_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 19_583_104_000 picoseconds.
		Weight::from_parts(63_382_009_050, 0)
			// Standard Error: 121_081_088
			.saturating_add(Weight::from_parts(1_617_033_205, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_711_664_000 picoseconds.
		Weight::from_parts(5_794_807_256, 0)
			// Standard Error: 10_832_460
			.saturating_add(Weight::from_parts(151_608_464, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 14_965_137_000 picoseconds.
		Weight::from_parts(53_526_176_585, 0)
			// Standard Error: 148_641_502
			.saturating_add(Weight::from_parts(1_899_566_713, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 2_566_370_000 picoseconds.
		Weight::from_parts(5_757_530_887, 0)
			// Standard Error: 5_917_452
			.saturating_add(Weight::from_parts(223_828_772, 0).saturating_mul(n.into()))
	}
	fn ark_bw6_761_mul_projective_g1() -> Weight {
		// Minimum execution time: 12_696_392_000 picoseconds.
		Weight::from_parts(19_182_306_000, 0)
	}
	fn bw6_761_mul_projective_g1() -> Weight {
		// Minimum execution time: 1_316_246_000 picoseconds.
		Weight::from_parts(1_505_249_000, 0)
	}
	fn ark_bw6_761_mul_projective_g2() -> Weight {
		// Minimum execution time: 13_302_033_000 picoseconds.
		Weight::from_parts(20_486_721_000, 0)
	}
	fn bw6_761_mul_projective_g2() -> Weight {
		// Minimum execution time: 1_918_280_000 picoseconds.
		Weight::from_parts(2_089_128_000, 0)
	}
	fn ark_bw6_761_mul_affine_g1() -> Weight {
		// Minimum execution time: 10_166_643_000 picoseconds.
		Weight::from_parts(11_274_499_000, 0)
	}
	fn bw6_761_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_315_265_000 picoseconds.
		Weight::from_parts(1_462_279_000, 0)
	}
	fn ark_bw6_761_mul_affine_g2() -> Weight {
		// Minimum execution time: 10_185_568_000 picoseconds.
		Weight::from_parts(10_941_378_000, 0)
	}
	fn bw6_761_mul_affine_g2() -> Weight {
		// Minimum execution time: 1_561_654_000 picoseconds.
		Weight::from_parts(1_988_721_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 11_556_516_000 picoseconds.
		Weight::from_parts(11_556_516_000, 0)
			// Standard Error: 181_490_272
			.saturating_add(Weight::from_parts(13_558_338_987, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_664_978_000 picoseconds.
		Weight::from_parts(31_004_832_990, 0)
			// Standard Error: 55_757_527
			.saturating_add(Weight::from_parts(1_535_406_466, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 13_927_200_000 picoseconds.
		Weight::from_parts(96_335_135_787, 0)
			// Standard Error: 902_909_475
			.saturating_add(Weight::from_parts(13_271_085_701, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_217_762_000 picoseconds.
		Weight::from_parts(1_217_762_000, 0)
			// Standard Error: 65_931_505
			.saturating_add(Weight::from_parts(1_403_212_027, 0).saturating_mul(n.into()))
	}
	fn ark_bn254_pairing() -> Weight {
		// Minimum execution time: 3_526_591_000 picoseconds.
		Weight::from_parts(3_584_639_000, 0)
	}
	fn bn254_pairing() -> Weight {
		// Minimum execution time: 1_097_839_000 picoseconds.
		Weight::from_parts(1_936_714_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 805_173_000 picoseconds.
		Weight::from_parts(3_046_769_487, 0)
			// Standard Error: 4_377_947
			.saturating_add(Weight::from_parts(66_644_391, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 237_834_000 picoseconds.
		Weight::from_parts(529_156_627, 0)
			// Standard Error: 521_512
			.saturating_add(Weight::from_parts(13_837_199, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 3_088_873_000 picoseconds.
		Weight::from_parts(8_519_281_469, 0)
			// Standard Error: 9_510_087
			.saturating_add(Weight::from_parts(203_280_782, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 558_682_000 picoseconds.
		Weight::from_parts(2_166_321_497, 0)
			// Standard Error: 2_487_389
			.saturating_add(Weight::from_parts(41_637_005, 0).saturating_mul(n.into()))
	}
	fn ark_bn254_mul_projective_g1() -> Weight {
		// Minimum execution time: 395_608_000 picoseconds.
		Weight::from_parts(405_277_000, 0)
	}
	fn bn254_mul_projective_g1() -> Weight {
		// Minimum execution time: 96_150_000 picoseconds.
		Weight::from_parts(114_424_000, 0)
	}
	fn ark_bn254_mul_projective_g2() -> Weight {
		// Minimum execution time: 1_875_419_000 picoseconds.
		Weight::from_parts(1_952_664_000, 0)
	}
	fn bn254_mul_projective_g2() -> Weight {
		// Minimum execution time: 447_334_000 picoseconds.
		Weight::from_parts(458_796_000, 0)
	}
	fn ark_bn254_mul_affine_g1() -> Weight {
		// Minimum execution time: 558_371_000 picoseconds.
		Weight::from_parts(643_961_000, 0)
	}
	fn bn254_mul_affine_g1() -> Weight {
		// Minimum execution time: 121_417_000 picoseconds.
		Weight::from_parts(144_049_000, 0)
	}
	fn ark_bn254_mul_affine_g2() -> Weight {
		// Minimum execution time: 1_666_379_000 picoseconds.
		Weight::from_parts(1_681_047_000, 0)
	}
	fn bn254_mul_affine_g2() -> Weight {
		// Minimum execution time: 452_163_000 picoseconds.
		Weight::from_parts(465_799_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 71_783_000 picoseconds.
		Weight::from_parts(71_783_000, 0)
			// Standard Error: 1_343_473
			.saturating_add(Weight::from_parts(56_640_370, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 36_828_000 picoseconds.
		Weight::from_parts(36_828_000, 0)
			// Standard Error: 134_788
			.saturating_add(Weight::from_parts(11_561_606, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_131_161_000 picoseconds.
		Weight::from_parts(6_004_498_187, 0)
			// Standard Error: 22_782_037
			.saturating_add(Weight::from_parts(1_018_353_413, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 400_637_000 picoseconds.
		Weight::from_parts(988_857_427, 0)
			// Standard Error: 5_410_411
			.saturating_add(Weight::from_parts(225_714_892, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_msm(n: u32, ) -> Weight {
		// Minimum execution time: 2_943_332_000 picoseconds.
		Weight::from_parts(3_601_513_391, 0)
			// Standard Error: 16_269_104
			.saturating_add(Weight::from_parts(106_785_307, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_msm(n: u32, ) -> Weight {
		// Minimum execution time: 543_124_000 picoseconds.
		Weight::from_parts(1_030_258_132, 0)
			// Standard Error: 945_339
			.saturating_add(Weight::from_parts(20_865_465, 0).saturating_mul(n.into()))
	}
	fn ark_bandersnatch_te_mul_projective() -> Weight {
		// Minimum execution time: 560_096_000 picoseconds.
		Weight::from_parts(717_569_000, 0)
	}
	fn bandersnatch_te_mul_projective() -> Weight {
		// Minimum execution time: 187_209_000 picoseconds.
		Weight::from_parts(313_505_000, 0)
	}
	fn ark_bandersnatch_te_mul_affine() -> Weight {
		// Minimum execution time: 609_798_000 picoseconds.
		Weight::from_parts(647_539_000, 0)
	}
	fn bandersnatch_te_mul_affine() -> Weight {
		// Minimum execution time: 161_231_000 picoseconds.
		Weight::from_parts(268_330_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_decode(n: u32, ) -> Weight {
		// Minimum execution time: 737_426_000 picoseconds.
		Weight::from_parts(31_975_743_388, 0)
			// Standard Error: 73_440_590
			.saturating_add(Weight::from_parts(667_401_872, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_decode(n: u32, ) -> Weight {
		// Minimum execution time: 254_114_000 picoseconds.
		Weight::from_parts(10_695_321_927, 0)
			// Standard Error: 18_292_182
			.saturating_add(Weight::from_parts(130_075_925, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_msm(n: u32, ) -> Weight {
		// Minimum execution time: 1_018_551_000 picoseconds.
		Weight::from_parts(2_378_989_871, 0)
			// Standard Error: 2_786_532
			.saturating_add(Weight::from_parts(74_361_434, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_msm(n: u32, ) -> Weight {
		// Minimum execution time: 316_280_000 picoseconds.
		Weight::from_parts(775_955_970, 0)
			// Standard Error: 861_189
			.saturating_add(Weight::from_parts(14_246_786, 0).saturating_mul(n.into()))
	}
	fn ark_bandersnatch_sw_mul_projective() -> Weight {
		// Minimum execution time: 822_905_000 picoseconds.
		Weight::from_parts(833_485_000, 0)
	}
	fn bandersnatch_sw_mul_projective() -> Weight {
		// Minimum execution time: 204_021_000 picoseconds.
		Weight::from_parts(223_377_000, 0)
	}
	fn ark_bandersnatch_sw_mul_affine() -> Weight {
		// Minimum execution time: 635_746_000 picoseconds.
		Weight::from_parts(661_985_000, 0)
	}
	fn bandersnatch_sw_mul_affine() -> Weight {
		// Minimum execution time: 198_872_000 picoseconds.
		Weight::from_parts(268_361_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_decode(n: u32, ) -> Weight {
		// Minimum execution time: 733_930_000 picoseconds.
		Weight::from_parts(40_155_231_789, 0)
			// Standard Error: 71_050_482
			.saturating_add(Weight::from_parts(856_726_902, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_decode(n: u32, ) -> Weight {
		// Minimum execution time: 290_532_000 picoseconds.
		Weight::from_parts(3_246_470_839, 0)
			// Standard Error: 8_300_490
			.saturating_add(Weight::from_parts(171_833_329, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_msm(n: u32, ) -> Weight {
		// Minimum execution time: 2_915_210_000 picoseconds.
		Weight::from_parts(10_089_217_303, 0)
			// Standard Error: 12_714_835
			.saturating_add(Weight::from_parts(76_489_334, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_msm(n: u32, ) -> Weight {
		// Minimum execution time: 520_451_000 picoseconds.
		Weight::from_parts(1_795_598_404, 0)
			// Standard Error: 2_884_767
			.saturating_add(Weight::from_parts(18_891_340, 0).saturating_mul(n.into()))
	}
	fn ark_ed_on_bls12_377_mul_projective() -> Weight {
		// Minimum execution time: 597_234_000 picoseconds.
		Weight::from_parts(629_424_000, 0)
	}
	fn ed_on_bls12_377_mul_projective() -> Weight {
		// Minimum execution time: 220_391_000 picoseconds.
		Weight::from_parts(263_942_000, 0)
	}
	fn ark_ed_on_bls12_377_mul_affine() -> Weight {
		// Minimum execution time: 875_544_000 picoseconds.
		Weight::from_parts(926_499_000, 0)
	}
	fn ed_on_bls12_377_mul_affine() -> Weight {
		// Minimum execution time: 224_359_000 picoseconds.
		Weight::from_parts(224_629_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_decode(n: u32, ) -> Weight {
		// Minimum execution time: 1_063_655_000 picoseconds.
		Weight::from_parts(17_388_606_640, 0)
			// Standard Error: 49_143_184
			.saturating_add(Weight::from_parts(823_679_292, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_decode(n: u32, ) -> Weight {
		// Minimum execution time: 148_467_000 picoseconds.
		Weight::from_parts(148_467_000, 0)
			// Standard Error: 4_544_799
			.saturating_add(Weight::from_parts(155_164_530, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 25_544_499_000 picoseconds.
		Weight::from_parts(23_840_455_121, 0)
			// Standard Error: 65_595_170
			.saturating_add(Weight::from_parts(1_965_295_788, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 2_894_215_000 picoseconds.
		Weight::from_parts(3_061_320_167, 0)
			// Standard Error: 9_757_575
			.saturating_add(Weight::from_parts(96_079_622, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_377_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 41_392_784_000 picoseconds.
		Weight::from_parts(34_484_420_162, 0)
			// Standard Error: 682_439_368
			.saturating_add(Weight::from_parts(3_489_968_388, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 7_988_467_000 picoseconds.
		Weight::from_parts(7_890_977_509, 0)
			// Standard Error: 7_389_487
			.saturating_add(Weight::from_parts(226_100_183, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bw6_761_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 304_075_789_000 picoseconds.
		Weight::from_parts(268_017_622_711, 0)
			// Standard Error: 3_924_280_319
			.saturating_add(Weight::from_parts(21_531_016_303, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 23_925_288_000 picoseconds.
		Weight::from_parts(24_268_977_283, 0)
			// Standard Error: 169_695_319
			.saturating_add(Weight::from_parts(1_374_198_105, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bn254_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 15_642_370_000 picoseconds.
		Weight::from_parts(18_736_402_359, 0)
			// Standard Error: 123_381_470
			.saturating_add(Weight::from_parts(718_585_702, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_groth16_verify(_n: u32, ) -> Weight {
		// Minimum execution time: 4_616_849_000 picoseconds.
		Weight::from_parts(5_677_225_245, 0)
	}
	/// The range of component `n` is `[1, 64]`.
	fn ark_bls12_381_groth16_batch_1(n: u32, ) -> Weight {
		// Minimum execution time: 22_151_817_000 picoseconds.
		Weight::from_parts(11_745_114_433, 0)
			// Standard Error: 313_753_993
			.saturating_add(Weight::from_parts(11_228_918_105, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bls12_381_groth16_batch_1(n: u32, ) -> Weight {
		// Minimum execution time: 2_626_909_000 picoseconds.
		Weight::from_parts(3_035_165_934, 0)
			// Standard Error: 25_104_561
			.saturating_add(Weight::from_parts(549_110_053, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn ark_bls12_381_groth16_batch_8(n: u32, ) -> Weight {
		// Minimum execution time: 32_167_715_000 picoseconds.
		Weight::from_parts(32_167_715_000, 0)
			// Standard Error: 1_188_033_829
			.saturating_add(Weight::from_parts(29_293_615_500, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bls12_381_groth16_batch_8(n: u32, ) -> Weight {
		// Minimum execution time: 3_687_965_000 picoseconds.
		Weight::from_parts(4_000_933_672, 0)
			// Standard Error: 26_912_929
			.saturating_add(Weight::from_parts(589_695_989, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn ark_bn254_groth16_batch_1(n: u32, ) -> Weight {
		// Minimum execution time: 11_455_374_000 picoseconds.
		Weight::from_parts(11_455_374_000, 0)
			// Standard Error: 243_297_694
			.saturating_add(Weight::from_parts(6_003_098_211, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bn254_groth16_batch_1(n: u32, ) -> Weight {
		// Minimum execution time: 3_755_757_000 picoseconds.
		Weight::from_parts(3_274_885_467, 0)
			// Standard Error: 30_676_240
			.saturating_add(Weight::from_parts(640_416_026, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn ark_bn254_groth16_batch_8(n: u32, ) -> Weight {
		// Minimum execution time: 16_706_086_000 picoseconds.
		Weight::from_parts(15_737_571_662, 0)
			// Standard Error: 244_971_863
			.saturating_add(Weight::from_parts(8_386_639_221, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bn254_groth16_batch_8(n: u32, ) -> Weight {
		// Minimum execution time: 4_575_042_000 picoseconds.
		Weight::from_parts(4_634_226_761, 0)
			// Standard Error: 10_019_573
			.saturating_add(Weight::from_parts(559_905_388, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_pallas_msm(n: u32, ) -> Weight {
		// Minimum execution time: 523_791_000 picoseconds.
		Weight::from_parts(4_613_586_996, 0)
			// Standard Error: 984_789
			.saturating_add(Weight::from_parts(54_423_612, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn pallas_msm(n: u32, ) -> Weight {
		// Minimum execution time: 146_649_000 picoseconds.
		Weight::from_parts(1_263_206_718, 0)
			// Standard Error: 221_895
			.saturating_add(Weight::from_parts(8_935_751, 0).saturating_mul(n.into()))
	}
	fn ark_pallas_mul_projective() -> Weight {
		// Minimum execution time: 365_826_000 picoseconds.
		Weight::from_parts(409_391_000, 0)
	}
	fn pallas_mul_projective() -> Weight {
		// Minimum execution time: 90_265_000 picoseconds.
		Weight::from_parts(103_434_000, 0)
	}
	fn ark_pallas_mul_affine() -> Weight {
		// Minimum execution time: 301_089_000 picoseconds.
		Weight::from_parts(324_073_000, 0)
	}
	fn pallas_mul_affine() -> Weight {
		// Minimum execution time: 301_971_000 picoseconds.
		Weight::from_parts(461_709_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_pallas_decode(n: u32, ) -> Weight {
		// Minimum execution time: 79_519_000 picoseconds.
		Weight::from_parts(94_401_000, 0)
			// Standard Error: 548_782
			.saturating_add(Weight::from_parts(57_671_658, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn pallas_decode(n: u32, ) -> Weight {
		// Minimum execution time: 56_294_000 picoseconds.
		Weight::from_parts(15_041_988, 0)
			// Standard Error: 216_539
			.saturating_add(Weight::from_parts(12_102_868, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_vesta_msm(n: u32, ) -> Weight {
		// Minimum execution time: 536_911_000 picoseconds.
		Weight::from_parts(6_752_522_442, 0)
			// Standard Error: 921_511
			.saturating_add(Weight::from_parts(44_174_548, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn vesta_msm(n: u32, ) -> Weight {
		// Minimum execution time: 111_106_000 picoseconds.
		Weight::from_parts(1_119_894_698, 0)
			// Standard Error: 159_337
			.saturating_add(Weight::from_parts(8_683_015, 0).saturating_mul(n.into()))
	}
	fn ark_vesta_mul_projective() -> Weight {
		// Minimum execution time: 396_521_000 picoseconds.
		Weight::from_parts(431_484_000, 0)
	}
	fn vesta_mul_projective() -> Weight {
		// Minimum execution time: 82_684_000 picoseconds.
		Weight::from_parts(88_923_000, 0)
	}
	fn ark_vesta_mul_affine() -> Weight {
		// Minimum execution time: 323_253_000 picoseconds.
		Weight::from_parts(337_494_000, 0)
	}
	fn vesta_mul_affine() -> Weight {
		// Minimum execution time: 321_090_000 picoseconds.
		Weight::from_parts(335_691_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_vesta_decode(n: u32, ) -> Weight {
		// Minimum execution time: 45_548_000 picoseconds.
		Weight::from_parts(1_425_399_474, 0)
			// Standard Error: 673_387
			.saturating_add(Weight::from_parts(41_077_446, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn vesta_decode(n: u32, ) -> Weight {
		// Minimum execution time: 16_725_000 picoseconds.
		Weight::from_parts(14_218_770, 0)
			// Standard Error: 52_705
			.saturating_add(Weight::from_parts(10_115_169, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight {
		// Minimum execution time: 46_527_000 picoseconds.
		Weight::from_parts(4_165_148, 0)
			// Standard Error: 138_746
			.saturating_add(Weight::from_parts(2_884_568, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_echo_g1(n: u32, ) -> Weight {
		// Minimum execution time: 46_447_000 picoseconds.
		Weight::from_parts(53_048_004, 0)
			// Standard Error: 24_866
			.saturating_add(Weight::from_parts(589_102, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_hash_to_g2() -> Weight {
		// Minimum execution time: 2_447_121_000 picoseconds.
		Weight::from_parts(2_448_444_000, 0)
	}
	fn bls12_381_hash_to_g2() -> Weight {
		// Minimum execution time: 160_180_000 picoseconds.
		Weight::from_parts(198_697_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_aggregate_g1(n: u32, ) -> Weight {
		// Minimum execution time: 517_342_000 picoseconds.
		Weight::from_parts(517_342_000, 0)
			// Standard Error: 6_960_714
			.saturating_add(Weight::from_parts(494_315_659, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_aggregate_g1(n: u32, ) -> Weight {
		// Minimum execution time: 134_201_000 picoseconds.
		Weight::from_parts(133_619_048, 0)
			// Standard Error: 145_135
			.saturating_add(Weight::from_parts(44_160_754, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_fast_aggregate_verify(n: u32, ) -> Weight {
		// Minimum execution time: 9_482_850_000 picoseconds.
		Weight::from_parts(9_564_718_083, 0)
			// Standard Error: 96_247
			.saturating_add(Weight::from_parts(4_995_058, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_fast_aggregate_verify(n: u32, ) -> Weight {
		// Minimum execution time: 896_368_000 picoseconds.
		Weight::from_parts(909_314_966, 0)
			// Standard Error: 85_416
			.saturating_add(Weight::from_parts(826_817, 0).saturating_mul(n.into()))
	}
}

// For backwards compatibility and tests.
impl WeightInfo for () {
	fn ark_bls12_381_pairing() -> Weight {
		Weight::from_parts(7_217_709_000, 0)
	}
	fn bls12_381_pairing() -> Weight {
		Weight::from_parts(1_254_351_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(11_373_474_244, 0)
			.saturating_add(Weight::from_parts(210_223_516, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(849_824_701, 0)
			.saturating_add(Weight::from_parts(25_343_628, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(18_737_896_212, 0)
			.saturating_add(Weight::from_parts(514_814_770, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(2_091_223_820, 0)
			.saturating_add(Weight::from_parts(63_360_380, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(1_729_948_000, 0)
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(212_526_000, 0)
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(6_382_651_000, 0)
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(384_206_000, 0)
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(1_450_747_000, 0)
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(197_198_000, 0)
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(4_183_006_000, 0)
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(339_754_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(5_019_035_425, 0)
			.saturating_add(Weight::from_parts(878_002_278, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(5_998_915_760, 0)
			.saturating_add(Weight::from_parts(78_692_889, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(1_484_681_000, 0)
			.saturating_add(Weight::from_parts(1_816_225_938, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(165_790_000, 0)
			.saturating_add(Weight::from_parts(115_324_599, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_377_pairing() -> Weight {
		Weight::from_parts(8_545_938_000, 0)
	}
	fn bls12_377_pairing() -> Weight {
		Weight::from_parts(1_736_491_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(9_259_274_414, 0)
			.saturating_add(Weight::from_parts(241_334_840, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_368_690_622, 0)
			.saturating_add(Weight::from_parts(28_406_203, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(31_192_262_039, 0)
			.saturating_add(Weight::from_parts(536_524_678, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(5_906_558_543, 0)
			.saturating_add(Weight::from_parts(116_106_434, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_377_mul_projective_g1() -> Weight {
		Weight::from_parts(1_597_932_000, 0)
	}
	fn bls12_377_mul_projective_g1() -> Weight {
		Weight::from_parts(466_030_000, 0)
	}
	fn ark_bls12_377_mul_projective_g2() -> Weight {
		Weight::from_parts(5_985_910_000, 0)
	}
	fn bls12_377_mul_projective_g2() -> Weight {
		Weight::from_parts(1_098_209_000, 0)
	}
	fn ark_bls12_377_mul_affine_g1() -> Weight {
		Weight::from_parts(2_233_397_000, 0)
	}
	fn bls12_377_mul_affine_g1() -> Weight {
		Weight::from_parts(428_690_000, 0)
	}
	fn ark_bls12_377_mul_affine_g2() -> Weight {
		Weight::from_parts(6_425_210_000, 0)
	}
	fn bls12_377_mul_affine_g2() -> Weight {
		Weight::from_parts(1_121_113_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(2_524_491_000, 0)
			.saturating_add(Weight::from_parts(2_178_831_852, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(397_662_000, 0)
			.saturating_add(Weight::from_parts(331_008_752, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(94_842_480_803, 0)
			.saturating_add(Weight::from_parts(5_516_098_039, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(1_199_790_000, 0)
			.saturating_add(Weight::from_parts(915_983_789, 0).saturating_mul(n.into()))
	}
	fn ark_bw6_761_pairing() -> Weight {
		Weight::from_parts(85_570_333_000, 0)
	}
	fn bw6_761_pairing() -> Weight {
		Weight::from_parts(9_628_438_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(63_382_009_050, 0)
			.saturating_add(Weight::from_parts(1_617_033_205, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(5_794_807_256, 0)
			.saturating_add(Weight::from_parts(151_608_464, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(53_526_176_585, 0)
			.saturating_add(Weight::from_parts(1_899_566_713, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(5_757_530_887, 0)
			.saturating_add(Weight::from_parts(223_828_772, 0).saturating_mul(n.into()))
	}
	fn ark_bw6_761_mul_projective_g1() -> Weight {
		Weight::from_parts(19_182_306_000, 0)
	}
	fn bw6_761_mul_projective_g1() -> Weight {
		Weight::from_parts(1_505_249_000, 0)
	}
	fn ark_bw6_761_mul_projective_g2() -> Weight {
		Weight::from_parts(20_486_721_000, 0)
	}
	fn bw6_761_mul_projective_g2() -> Weight {
		Weight::from_parts(2_089_128_000, 0)
	}
	fn ark_bw6_761_mul_affine_g1() -> Weight {
		Weight::from_parts(11_274_499_000, 0)
	}
	fn bw6_761_mul_affine_g1() -> Weight {
		Weight::from_parts(1_462_279_000, 0)
	}
	fn ark_bw6_761_mul_affine_g2() -> Weight {
		Weight::from_parts(10_941_378_000, 0)
	}
	fn bw6_761_mul_affine_g2() -> Weight {
		Weight::from_parts(1_988_721_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(11_556_516_000, 0)
			.saturating_add(Weight::from_parts(13_558_338_987, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(31_004_832_990, 0)
			.saturating_add(Weight::from_parts(1_535_406_466, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bw6_761_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(96_335_135_787, 0)
			.saturating_add(Weight::from_parts(13_271_085_701, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(1_217_762_000, 0)
			.saturating_add(Weight::from_parts(1_403_212_027, 0).saturating_mul(n.into()))
	}
	fn ark_bn254_pairing() -> Weight {
		Weight::from_parts(3_584_639_000, 0)
	}
	fn bn254_pairing() -> Weight {
		Weight::from_parts(1_936_714_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(3_046_769_487, 0)
			.saturating_add(Weight::from_parts(66_644_391, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(529_156_627, 0)
			.saturating_add(Weight::from_parts(13_837_199, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(8_519_281_469, 0)
			.saturating_add(Weight::from_parts(203_280_782, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(2_166_321_497, 0)
			.saturating_add(Weight::from_parts(41_637_005, 0).saturating_mul(n.into()))
	}
	fn ark_bn254_mul_projective_g1() -> Weight {
		Weight::from_parts(405_277_000, 0)
	}
	fn bn254_mul_projective_g1() -> Weight {
		Weight::from_parts(114_424_000, 0)
	}
	fn ark_bn254_mul_projective_g2() -> Weight {
		Weight::from_parts(1_952_664_000, 0)
	}
	fn bn254_mul_projective_g2() -> Weight {
		Weight::from_parts(458_796_000, 0)
	}
	fn ark_bn254_mul_affine_g1() -> Weight {
		Weight::from_parts(643_961_000, 0)
	}
	fn bn254_mul_affine_g1() -> Weight {
		Weight::from_parts(144_049_000, 0)
	}
	fn ark_bn254_mul_affine_g2() -> Weight {
		Weight::from_parts(1_681_047_000, 0)
	}
	fn bn254_mul_affine_g2() -> Weight {
		Weight::from_parts(465_799_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(71_783_000, 0)
			.saturating_add(Weight::from_parts(56_640_370, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(36_828_000, 0)
			.saturating_add(Weight::from_parts(11_561_606, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(6_004_498_187, 0)
			.saturating_add(Weight::from_parts(1_018_353_413, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(988_857_427, 0)
			.saturating_add(Weight::from_parts(225_714_892, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_msm(n: u32, ) -> Weight {
		Weight::from_parts(3_601_513_391, 0)
			.saturating_add(Weight::from_parts(106_785_307, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_030_258_132, 0)
			.saturating_add(Weight::from_parts(20_865_465, 0).saturating_mul(n.into()))
	}
	fn ark_bandersnatch_te_mul_projective() -> Weight {
		Weight::from_parts(717_569_000, 0)
	}
	fn bandersnatch_te_mul_projective() -> Weight {
		Weight::from_parts(313_505_000, 0)
	}
	fn ark_bandersnatch_te_mul_affine() -> Weight {
		Weight::from_parts(647_539_000, 0)
	}
	fn bandersnatch_te_mul_affine() -> Weight {
		Weight::from_parts(268_330_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_decode(n: u32, ) -> Weight {
		Weight::from_parts(31_975_743_388, 0)
			.saturating_add(Weight::from_parts(667_401_872, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_decode(n: u32, ) -> Weight {
		Weight::from_parts(10_695_321_927, 0)
			.saturating_add(Weight::from_parts(130_075_925, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_msm(n: u32, ) -> Weight {
		Weight::from_parts(2_378_989_871, 0)
			.saturating_add(Weight::from_parts(74_361_434, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_msm(n: u32, ) -> Weight {
		Weight::from_parts(775_955_970, 0)
			.saturating_add(Weight::from_parts(14_246_786, 0).saturating_mul(n.into()))
	}
	fn ark_bandersnatch_sw_mul_projective() -> Weight {
		Weight::from_parts(833_485_000, 0)
	}
	fn bandersnatch_sw_mul_projective() -> Weight {
		Weight::from_parts(223_377_000, 0)
	}
	fn ark_bandersnatch_sw_mul_affine() -> Weight {
		Weight::from_parts(661_985_000, 0)
	}
	fn bandersnatch_sw_mul_affine() -> Weight {
		Weight::from_parts(268_361_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_decode(n: u32, ) -> Weight {
		Weight::from_parts(40_155_231_789, 0)
			.saturating_add(Weight::from_parts(856_726_902, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_decode(n: u32, ) -> Weight {
		Weight::from_parts(3_246_470_839, 0)
			.saturating_add(Weight::from_parts(171_833_329, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_msm(n: u32, ) -> Weight {
		Weight::from_parts(10_089_217_303, 0)
			.saturating_add(Weight::from_parts(76_489_334, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_795_598_404, 0)
			.saturating_add(Weight::from_parts(18_891_340, 0).saturating_mul(n.into()))
	}
	fn ark_ed_on_bls12_377_mul_projective() -> Weight {
		Weight::from_parts(629_424_000, 0)
	}
	fn ed_on_bls12_377_mul_projective() -> Weight {
		Weight::from_parts(263_942_000, 0)
	}
	fn ark_ed_on_bls12_377_mul_affine() -> Weight {
		Weight::from_parts(926_499_000, 0)
	}
	fn ed_on_bls12_377_mul_affine() -> Weight {
		Weight::from_parts(224_629_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_decode(n: u32, ) -> Weight {
		Weight::from_parts(17_388_606_640, 0)
			.saturating_add(Weight::from_parts(823_679_292, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_decode(n: u32, ) -> Weight {
		Weight::from_parts(148_467_000, 0)
			.saturating_add(Weight::from_parts(155_164_530, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(23_840_455_121, 0)
			.saturating_add(Weight::from_parts(1_965_295_788, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(3_061_320_167, 0)
			.saturating_add(Weight::from_parts(96_079_622, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_377_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(34_484_420_162, 0)
			.saturating_add(Weight::from_parts(3_489_968_388, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(7_890_977_509, 0)
			.saturating_add(Weight::from_parts(226_100_183, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bw6_761_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(268_017_622_711, 0)
			.saturating_add(Weight::from_parts(21_531_016_303, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(24_268_977_283, 0)
			.saturating_add(Weight::from_parts(1_374_198_105, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bn254_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(18_736_402_359, 0)
			.saturating_add(Weight::from_parts(718_585_702, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_groth16_verify(_n: u32, ) -> Weight {
		Weight::from_parts(5_677_225_245, 0)
	}
	/// The range of component `n` is `[1, 64]`.
	fn ark_bls12_381_groth16_batch_1(n: u32, ) -> Weight {
		Weight::from_parts(11_745_114_433, 0)
			.saturating_add(Weight::from_parts(11_228_918_105, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bls12_381_groth16_batch_1(n: u32, ) -> Weight {
		Weight::from_parts(3_035_165_934, 0)
			.saturating_add(Weight::from_parts(549_110_053, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn ark_bls12_381_groth16_batch_8(n: u32, ) -> Weight {
		Weight::from_parts(32_167_715_000, 0)
			.saturating_add(Weight::from_parts(29_293_615_500, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bls12_381_groth16_batch_8(n: u32, ) -> Weight {
		Weight::from_parts(4_000_933_672, 0)
			.saturating_add(Weight::from_parts(589_695_989, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn ark_bn254_groth16_batch_1(n: u32, ) -> Weight {
		Weight::from_parts(11_455_374_000, 0)
			.saturating_add(Weight::from_parts(6_003_098_211, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bn254_groth16_batch_1(n: u32, ) -> Weight {
		Weight::from_parts(3_274_885_467, 0)
			.saturating_add(Weight::from_parts(640_416_026, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn ark_bn254_groth16_batch_8(n: u32, ) -> Weight {
		Weight::from_parts(15_737_571_662, 0)
			.saturating_add(Weight::from_parts(8_386_639_221, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bn254_groth16_batch_8(n: u32, ) -> Weight {
		Weight::from_parts(4_634_226_761, 0)
			.saturating_add(Weight::from_parts(559_905_388, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_pallas_msm(n: u32, ) -> Weight {
		Weight::from_parts(4_613_586_996, 0)
			.saturating_add(Weight::from_parts(54_423_612, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn pallas_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_263_206_718, 0)
			.saturating_add(Weight::from_parts(8_935_751, 0).saturating_mul(n.into()))
	}
	fn ark_pallas_mul_projective() -> Weight {
		Weight::from_parts(409_391_000, 0)
	}
	fn pallas_mul_projective() -> Weight {
		Weight::from_parts(103_434_000, 0)
	}
	fn ark_pallas_mul_affine() -> Weight {
		Weight::from_parts(324_073_000, 0)
	}
	fn pallas_mul_affine() -> Weight {
		Weight::from_parts(461_709_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_pallas_decode(n: u32, ) -> Weight {
		Weight::from_parts(94_401_000, 0)
			.saturating_add(Weight::from_parts(57_671_658, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn pallas_decode(n: u32, ) -> Weight {
		Weight::from_parts(15_041_988, 0)
			.saturating_add(Weight::from_parts(12_102_868, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_vesta_msm(n: u32, ) -> Weight {
		Weight::from_parts(6_752_522_442, 0)
			.saturating_add(Weight::from_parts(44_174_548, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn vesta_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_119_894_698, 0)
			.saturating_add(Weight::from_parts(8_683_015, 0).saturating_mul(n.into()))
	}
	fn ark_vesta_mul_projective() -> Weight {
		Weight::from_parts(431_484_000, 0)
	}
	fn vesta_mul_projective() -> Weight {
		Weight::from_parts(88_923_000, 0)
	}
	fn ark_vesta_mul_affine() -> Weight {
		Weight::from_parts(337_494_000, 0)
	}
	fn vesta_mul_affine() -> Weight {
		Weight::from_parts(335_691_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_vesta_decode(n: u32, ) -> Weight {
		Weight::from_parts(1_425_399_474, 0)
			.saturating_add(Weight::from_parts(41_077_446, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn vesta_decode(n: u32, ) -> Weight {
		Weight::from_parts(14_218_770, 0)
			.saturating_add(Weight::from_parts(10_115_169, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight {
		Weight::from_parts(4_165_148, 0)
			.saturating_add(Weight::from_parts(2_884_568, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_echo_g1(n: u32, ) -> Weight {
		Weight::from_parts(53_048_004, 0)
			.saturating_add(Weight::from_parts(589_102, 0).saturating_mul(n.into()))
	}
	fn ark_bls12_381_hash_to_g2() -> Weight {
		Weight::from_parts(2_448_444_000, 0)
	}
	fn bls12_381_hash_to_g2() -> Weight {
		Weight::from_parts(198_697_000, 0)
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_aggregate_g1(n: u32, ) -> Weight {
		Weight::from_parts(517_342_000, 0)
			.saturating_add(Weight::from_parts(494_315_659, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_aggregate_g1(n: u32, ) -> Weight {
		Weight::from_parts(133_619_048, 0)
			.saturating_add(Weight::from_parts(44_160_754, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_fast_aggregate_verify(n: u32, ) -> Weight {
		Weight::from_parts(9_564_718_083, 0)
			.saturating_add(Weight::from_parts(4_995_058, 0).saturating_mul(n.into()))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_fast_aggregate_verify(n: u32, ) -> Weight {
		Weight::from_parts(909_314_966, 0)
			.saturating_add(Weight::from_parts(826_817, 0).saturating_mul(n.into()))
	}
}
