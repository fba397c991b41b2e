
//! Weights for `pallet_hostcurves`: `ref_time` in picoseconds, proof size in bytes (the Groth16
//! key registry's storage reads and writes; the other extrinsics touch no storage beyond the
//! event).
//!
//! THIS FILE WAS AUTO-GENERATED USING THE SUBSTRATE BENCHMARK CLI VERSION 64.0.0
//! (through `hostcurves-bench pallet`, which registers hostcurves' host functions)
//! DATE: 2026-12-02, STEPS: `20`, REPEAT: `10`, LOW RANGE: `[]`, HIGH RANGE: `[]`
//! HOSTNAME: `vm`, CPU: `AMD EPYC`
//! WASM-EXECUTION: `Compiled`, CHAIN: `None`, DB CACHE: 1024

// Executed Command:
// /root/.cache/hostcurves/target/release/hostcurves-bench
// pallet
// --pallet
// pallet_hostcurves
// --extrinsic
// *
// --steps
// 20
// --repeat
// 10
// --output-analysis
// max
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
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight;
	fn bls12_381_groth16_verify(n: u32, ) -> Weight;
	fn ark_bls12_381_groth16_batch_1(n: u32, ) -> Weight;
	fn bls12_381_groth16_batch_1(n: u32, ) -> Weight;
	fn ark_bls12_381_groth16_batch_8(n: u32, ) -> Weight;
	fn bls12_381_groth16_batch_8(n: u32, ) -> Weight;
	fn ark_bls12_381_hash_to_g2() -> Weight;
	fn bls12_381_hash_to_g2() -> Weight;
	fn ark_bls12_381_aggregate_g1(n: u32, ) -> Weight;
	fn bls12_381_aggregate_g1(n: u32, ) -> Weight;
	fn ark_bls12_381_fast_aggregate_verify(n: u32, ) -> Weight;
	fn bls12_381_fast_aggregate_verify(n: u32, ) -> Weight;
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
	fn ark_bls12_377_groth16_verify(n: u32, ) -> Weight;
	fn bls12_377_groth16_verify(n: u32, ) -> Weight;
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
	fn ark_bw6_761_groth16_verify(n: u32, ) -> Weight;
	fn bw6_761_groth16_verify(n: u32, ) -> Weight;
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
	fn ark_bn254_groth16_verify(n: u32, ) -> Weight;
	fn bn254_groth16_verify(n: u32, ) -> Weight;
	fn ark_bn254_groth16_batch_1(n: u32, ) -> Weight;
	fn bn254_groth16_batch_1(n: u32, ) -> Weight;
	fn ark_bn254_groth16_batch_8(n: u32, ) -> Weight;
	fn bn254_groth16_batch_8(n: u32, ) -> Weight;
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
	fn ark_bn254_evm_add() -> Weight;
	fn bn254_evm_add() -> Weight;
	fn ark_bn254_evm_mul() -> Weight;
	fn bn254_evm_mul() -> Weight;
	fn ark_bn254_evm_pairing(n: u32, ) -> Weight;
	fn bn254_evm_pairing(n: u32, ) -> Weight;
	fn ark_bls12_381_evm_g1add() -> Weight;
	fn bls12_381_evm_g1add() -> Weight;
	fn ark_bls12_381_evm_g1msm(n: u32, ) -> Weight;
	fn bls12_381_evm_g1msm(n: u32, ) -> Weight;
	fn ark_bls12_381_evm_g2add() -> Weight;
	fn bls12_381_evm_g2add() -> Weight;
	fn ark_bls12_381_evm_g2msm(n: u32, ) -> Weight;
	fn bls12_381_evm_g2msm(n: u32, ) -> Weight;
	fn ark_bls12_381_evm_pairing_check(n: u32, ) -> Weight;
	fn bls12_381_evm_pairing_check(n: u32, ) -> Weight;
	fn ark_bls12_381_evm_map_fp_to_g1() -> Weight;
	fn bls12_381_evm_map_fp_to_g1() -> Weight;
	fn ark_bls12_381_evm_map_fp2_to_g2() -> Weight;
	fn bls12_381_evm_map_fp2_to_g2() -> Weight;
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight;
	fn bls12_381_echo_g1(n: u32, ) -> Weight;
}

/// Weights for `pallet_hostcurves` using the Substrate node and recommended hardware.
pub struct SubstrateWeight<T>(PhantomData<T>);
impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {
	fn ark_bls12_381_pairing() -> Weight {
		// Minimum execution time: 5_019_841_000 picoseconds.
		Weight::from_parts(6_001_366_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_019_841_000, 0))
	}
	fn bls12_381_pairing() -> Weight {
		// Minimum execution time: 678_663_000 picoseconds.
		Weight::from_parts(731_071_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(678_663_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_870_061_000 picoseconds.
		Weight::from_parts(19_816_990_000, 0)
			// Standard Error: 1_555_216
			.saturating_add(Weight::from_parts(120_837_727, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_870_061_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 116_574_000 picoseconds.
		Weight::from_parts(717_013_231, 0)
			// Standard Error: 431_335
			.saturating_add(Weight::from_parts(18_080_770, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(116_574_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 3_669_066_000 picoseconds.
		Weight::from_parts(32_247_403_899, 0)
			// Standard Error: 8_024_821
			.saturating_add(Weight::from_parts(358_984_960, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_669_066_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 333_978_000 picoseconds.
		Weight::from_parts(2_252_280_947, 0)
			// Standard Error: 1_202_661
			.saturating_add(Weight::from_parts(51_744_489, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(333_978_000, 0))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 925_371_000 picoseconds.
		Weight::from_parts(971_209_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(925_371_000, 0))
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 192_477_000 picoseconds.
		Weight::from_parts(229_072_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(192_477_000, 0))
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 3_180_316_000 picoseconds.
		Weight::from_parts(4_375_849_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_180_316_000, 0))
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 258_396_000 picoseconds.
		Weight::from_parts(294_890_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(258_396_000, 0))
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_369_454_000 picoseconds.
		Weight::from_parts(1_463_444_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_369_454_000, 0))
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 125_537_000 picoseconds.
		Weight::from_parts(135_712_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(125_537_000, 0))
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 2_626_700_000 picoseconds.
		Weight::from_parts(2_672_198_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_626_700_000, 0))
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 286_297_000 picoseconds.
		Weight::from_parts(307_469_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(286_297_000, 0))
	}
	/// The range of component `n` is `[1, 734]`.
	fn ark_bls12_381_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 733_204_000 picoseconds.
		Weight::from_parts(32_672_945_570, 0)
			// Standard Error: 19_751_394
			.saturating_add(Weight::from_parts(795_458_477, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(733_204_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 61_852_000 picoseconds.
		Weight::from_parts(64_837_000, 0)
			// Standard Error: 741_074
			.saturating_add(Weight::from_parts(57_675_504, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(61_852_000, 0))
	}
	/// The range of component `n` is `[1, 357]`.
	fn ark_bls12_381_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_358_667_000 picoseconds.
		Weight::from_parts(3_298_871_184, 0)
			// Standard Error: 15_408_942
			.saturating_add(Weight::from_parts(1_028_123_301, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_358_667_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 113_018_000 picoseconds.
		Weight::from_parts(114_591_000, 0)
			// Standard Error: 700_013
			.saturating_add(Weight::from_parts(76_279_114, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(113_018_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 16_971_206_000 picoseconds.
		Weight::from_parts(18_162_898_242, 0)
			// Standard Error: 36_428_161
			.saturating_add(Weight::from_parts(1_478_175_705, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(16_971_206_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 2_165_061_000 picoseconds.
		Weight::from_parts(2_473_841_843, 0)
			// Standard Error: 5_806_348
			.saturating_add(Weight::from_parts(81_242_390, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_165_061_000, 0))
	}
	/// The range of component `n` is `[1, 56]`.
	fn ark_bls12_381_groth16_batch_1(n: u32, ) -> Weight {
		// Minimum execution time: 18_439_827_000 picoseconds.
		Weight::from_parts(16_001_538_300, 0)
			// Standard Error: 150_014_828
			.saturating_add(Weight::from_parts(10_297_587_683, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(18_439_827_000, 0))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bls12_381_groth16_batch_1(n: u32, ) -> Weight {
		// Minimum execution time: 1_913_135_000 picoseconds.
		Weight::from_parts(2_113_140_269, 0)
			// Standard Error: 9_320_090
			.saturating_add(Weight::from_parts(408_188_941, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_913_135_000, 0))
	}
	/// The range of component `n` is `[1, 21]`.
	fn ark_bls12_381_groth16_batch_8(n: u32, ) -> Weight {
		// Minimum execution time: 27_315_302_000 picoseconds.
		Weight::from_parts(7_413_522_900, 0)
			// Standard Error: 360_928_778
			.saturating_add(Weight::from_parts(20_476_049_440, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(27_315_302_000, 0))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bls12_381_groth16_batch_8(n: u32, ) -> Weight {
		// Minimum execution time: 2_502_394_000 picoseconds.
		Weight::from_parts(2_873_211_648, 0)
			// Standard Error: 6_218_175
			.saturating_add(Weight::from_parts(385_833_974, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_502_394_000, 0))
	}
	fn ark_bls12_381_hash_to_g2() -> Weight {
		// Minimum execution time: 2_601_261_000 picoseconds.
		Weight::from_parts(2_698_367_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_601_261_000, 0))
	}
	fn bls12_381_hash_to_g2() -> Weight {
		// Minimum execution time: 160_460_000 picoseconds.
		Weight::from_parts(162_072_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(160_460_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_aggregate_g1(n: u32, ) -> Weight {
		// Minimum execution time: 548_589_000 picoseconds.
		Weight::from_parts(579_455_000, 0)
			// Standard Error: 3_264_301
			.saturating_add(Weight::from_parts(579_809_766, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(548_589_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_aggregate_g1(n: u32, ) -> Weight {
		// Minimum execution time: 76_274_000 picoseconds.
		Weight::from_parts(86_850_000, 0)
			// Standard Error: 695_598
			.saturating_add(Weight::from_parts(51_284_474, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(76_274_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_fast_aggregate_verify(n: u32, ) -> Weight {
		// Minimum execution time: 10_379_118_000 picoseconds.
		Weight::from_parts(12_194_865_039, 0)
			// Standard Error: 562_618
			.saturating_add(Weight::from_parts(5_039_367, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_379_118_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_fast_aggregate_verify(n: u32, ) -> Weight {
		// Minimum execution time: 1_481_301_000 picoseconds.
		Weight::from_parts(1_756_482_768, 0)
			// Standard Error: 115_219
			.saturating_add(Weight::from_parts(2_633_397, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_481_301_000, 0))
	}
	fn ark_bls12_377_pairing() -> Weight {
		// Minimum execution time: 5_511_144_000 picoseconds.
		Weight::from_parts(5_634_408_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_511_144_000, 0))
	}
	fn bls12_377_pairing() -> Weight {
		// Minimum execution time: 1_186_290_000 picoseconds.
		Weight::from_parts(1_612_596_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_186_290_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_603_843_000 picoseconds.
		Weight::from_parts(13_976_695_168, 0)
			// Standard Error: 2_276_422
			.saturating_add(Weight::from_parts(154_675_341, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_603_843_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 292_206_000 picoseconds.
		Weight::from_parts(2_478_745_412, 0)
			// Standard Error: 429_002
			.saturating_add(Weight::from_parts(15_666_404, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(292_206_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 4_199_146_000 picoseconds.
		Weight::from_parts(33_462_274_139, 0)
			// Standard Error: 8_567_538
			.saturating_add(Weight::from_parts(461_817_787, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_199_146_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_023_047_000 picoseconds.
		Weight::from_parts(8_964_739_197, 0)
			// Standard Error: 1_738_499
			.saturating_add(Weight::from_parts(65_914_406, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_023_047_000, 0))
	}
	fn ark_bls12_377_mul_projective_g1() -> Weight {
		// Minimum execution time: 794_886_000 picoseconds.
		Weight::from_parts(833_534_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(794_886_000, 0))
	}
	fn bls12_377_mul_projective_g1() -> Weight {
		// Minimum execution time: 185_807_000 picoseconds.
		Weight::from_parts(264_074_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(185_807_000, 0))
	}
	fn ark_bls12_377_mul_projective_g2() -> Weight {
		// Minimum execution time: 3_483_898_000 picoseconds.
		Weight::from_parts(3_879_900_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_483_898_000, 0))
	}
	fn bls12_377_mul_projective_g2() -> Weight {
		// Minimum execution time: 564_663_000 picoseconds.
		Weight::from_parts(673_605_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(564_663_000, 0))
	}
	fn ark_bls12_377_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_149_996_000 picoseconds.
		Weight::from_parts(1_407_871_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_149_996_000, 0))
	}
	fn bls12_377_mul_affine_g1() -> Weight {
		// Minimum execution time: 220_749_000 picoseconds.
		Weight::from_parts(292_276_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(220_749_000, 0))
	}
	fn ark_bls12_377_mul_affine_g2() -> Weight {
		// Minimum execution time: 3_437_520_000 picoseconds.
		Weight::from_parts(4_003_154_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_437_520_000, 0))
	}
	fn bls12_377_mul_affine_g2() -> Weight {
		// Minimum execution time: 547_997_000 picoseconds.
		Weight::from_parts(755_738_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(547_997_000, 0))
	}
	/// The range of component `n` is `[1, 297]`.
	fn ark_bls12_377_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_329_925_000 picoseconds.
		Weight::from_parts(1_475_833_000, 0)
			// Standard Error: 4_701_461
			.saturating_add(Weight::from_parts(1_404_770_133, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_329_925_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 293_098_000 picoseconds.
		Weight::from_parts(3_816_647_268, 0)
			// Standard Error: 3_500_992
			.saturating_add(Weight::from_parts(177_089_855, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(293_098_000, 0))
	}
	/// The range of component `n` is `[1, 100]`.
	fn ark_bls12_377_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 4_385_435_000 picoseconds.
		Weight::from_parts(9_801_139_853, 0)
			// Standard Error: 39_764_354
			.saturating_add(Weight::from_parts(4_256_438_164, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_385_435_000, 0))
	}
	/// The range of component `n` is `[1, 708]`.
	fn bls12_377_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 563_271_000 picoseconds.
		Weight::from_parts(24_161_235_887, 0)
			// Standard Error: 9_782_578
			.saturating_add(Weight::from_parts(517_387_829, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(563_271_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_377_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 30_454_896_000 picoseconds.
		Weight::from_parts(28_961_080_391, 0)
			// Standard Error: 31_717_108
			.saturating_add(Weight::from_parts(2_631_046_122, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(30_454_896_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 5_477_624_000 picoseconds.
		Weight::from_parts(6_837_558_800, 0)
			// Standard Error: 5_585_034
			.saturating_add(Weight::from_parts(236_574_857, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_477_624_000, 0))
	}
	fn ark_bw6_761_pairing() -> Weight {
		// Minimum execution time: 41_341_832_000 picoseconds.
		Weight::from_parts(43_525_051_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(41_341_832_000, 0))
	}
	fn bw6_761_pairing() -> Weight {
		// Minimum execution time: 3_724_728_000 picoseconds.
		Weight::from_parts(4_506_465_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_724_728_000, 0))
	}
	/// The range of component `n` is `[1, 362]`.
	fn ark_bw6_761_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 12_096_602_000 picoseconds.
		Weight::from_parts(58_189_744_090, 0)
			// Standard Error: 15_777_941
			.saturating_add(Weight::from_parts(1_349_067_557, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(12_096_602_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_238_519_000 picoseconds.
		Weight::from_parts(9_792_238_409, 0)
			// Standard Error: 1_603_500
			.saturating_add(Weight::from_parts(94_369_787, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_238_519_000, 0))
	}
	/// The range of component `n` is `[1, 313]`.
	fn ark_bw6_761_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 12_800_942_000 picoseconds.
		Weight::from_parts(44_153_451_000, 0)
			// Standard Error: 17_035_923
			.saturating_add(Weight::from_parts(1_436_221_926, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(12_800_942_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_283_997_000 picoseconds.
		Weight::from_parts(12_996_358_934, 0)
			// Standard Error: 2_029_733
			.saturating_add(Weight::from_parts(100_420_714, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_283_997_000, 0))
	}
	fn ark_bw6_761_mul_projective_g1() -> Weight {
		// Minimum execution time: 10_312_288_000 picoseconds.
		Weight::from_parts(10_722_771_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_312_288_000, 0))
	}
	fn bw6_761_mul_projective_g1() -> Weight {
		// Minimum execution time: 928_536_000 picoseconds.
		Weight::from_parts(977_719_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(928_536_000, 0))
	}
	fn ark_bw6_761_mul_projective_g2() -> Weight {
		// Minimum execution time: 10_363_245_000 picoseconds.
		Weight::from_parts(10_474_250_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_363_245_000, 0))
	}
	fn bw6_761_mul_projective_g2() -> Weight {
		// Minimum execution time: 954_705_000 picoseconds.
		Weight::from_parts(992_051_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(954_705_000, 0))
	}
	fn ark_bw6_761_mul_affine_g1() -> Weight {
		// Minimum execution time: 8_514_726_000 picoseconds.
		Weight::from_parts(8_617_860_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_514_726_000, 0))
	}
	fn bw6_761_mul_affine_g1() -> Weight {
		// Minimum execution time: 941_044_000 picoseconds.
		Weight::from_parts(960_623_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(941_044_000, 0))
	}
	fn ark_bw6_761_mul_affine_g2() -> Weight {
		// Minimum execution time: 8_339_665_000 picoseconds.
		Weight::from_parts(8_469_199_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_339_665_000, 0))
	}
	fn bw6_761_mul_affine_g2() -> Weight {
		// Minimum execution time: 936_367_000 picoseconds.
		Weight::from_parts(991_189_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(936_367_000, 0))
	}
	/// The range of component `n` is `[1, 47]`.
	fn ark_bw6_761_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 9_428_390_000 picoseconds.
		Weight::from_parts(9_469_180_000, 0)
			// Standard Error: 32_294_353
			.saturating_add(Weight::from_parts(9_548_230_387, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(9_428_390_000, 0))
	}
	/// The range of component `n` is `[1, 403]`.
	fn bw6_761_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 928_265_000 picoseconds.
		Weight::from_parts(4_162_098_199, 0)
			// Standard Error: 6_656_724
			.saturating_add(Weight::from_parts(843_637_470, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(928_265_000, 0))
	}
	/// The range of component `n` is `[1, 41]`.
	fn ark_bw6_761_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 9_225_557_000 picoseconds.
		Weight::from_parts(4_160_792_944, 0)
			// Standard Error: 60_349_928
			.saturating_add(Weight::from_parts(9_329_646_542, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(9_225_557_000, 0))
	}
	/// The range of component `n` is `[1, 462]`.
	fn bw6_761_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 910_780_000 picoseconds.
		Weight::from_parts(4_012_949_795, 0)
			// Standard Error: 4_755_328
			.saturating_add(Weight::from_parts(779_740_734, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(910_780_000, 0))
	}
	/// The range of component `n` is `[1, 17]`.
	fn ark_bw6_761_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 172_271_324_000 picoseconds.
		Weight::from_parts(164_462_616_940, 0)
			// Standard Error: 143_430_673
			.saturating_add(Weight::from_parts(15_048_423_200, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(172_271_324_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 16_210_079_000 picoseconds.
		Weight::from_parts(17_769_784_460, 0)
			// Standard Error: 30_273_283
			.saturating_add(Weight::from_parts(1_000_761_600, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(16_210_079_000, 0))
	}
	fn ark_bn254_pairing() -> Weight {
		// Minimum execution time: 3_707_213_000 picoseconds.
		Weight::from_parts(3_862_053_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_707_213_000, 0))
	}
	fn bn254_pairing() -> Weight {
		// Minimum execution time: 1_124_518_000 picoseconds.
		Weight::from_parts(1_188_093_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_124_518_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 876_958_000 picoseconds.
		Weight::from_parts(7_929_460_916, 0)
			// Standard Error: 1_102_805
			.saturating_add(Weight::from_parts(48_738_384, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(876_958_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 101_952_000 picoseconds.
		Weight::from_parts(815_488_271, 0)
			// Standard Error: 210_328
			.saturating_add(Weight::from_parts(9_457_446, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(101_952_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_553_578_000 picoseconds.
		Weight::from_parts(19_426_795_961, 0)
			// Standard Error: 4_819_619
			.saturating_add(Weight::from_parts(180_831_057, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_553_578_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 573_015_000 picoseconds.
		Weight::from_parts(5_150_140_515, 0)
			// Standard Error: 645_559
			.saturating_add(Weight::from_parts(35_173_362, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(573_015_000, 0))
	}
	fn ark_bn254_mul_projective_g1() -> Weight {
		// Minimum execution time: 386_797_000 picoseconds.
		Weight::from_parts(397_704_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(386_797_000, 0))
	}
	fn bn254_mul_projective_g1() -> Weight {
		// Minimum execution time: 93_710_000 picoseconds.
		Weight::from_parts(97_005_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(93_710_000, 0))
	}
	fn ark_bn254_mul_projective_g2() -> Weight {
		// Minimum execution time: 1_751_053_000 picoseconds.
		Weight::from_parts(1_837_051_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_751_053_000, 0))
	}
	fn bn254_mul_projective_g2() -> Weight {
		// Minimum execution time: 394_959_000 picoseconds.
		Weight::from_parts(408_350_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(394_959_000, 0))
	}
	fn ark_bn254_mul_affine_g1() -> Weight {
		// Minimum execution time: 533_026_000 picoseconds.
		Weight::from_parts(561_558_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(533_026_000, 0))
	}
	fn bn254_mul_affine_g1() -> Weight {
		// Minimum execution time: 134_951_000 picoseconds.
		Weight::from_parts(156_253_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(134_951_000, 0))
	}
	fn ark_bn254_mul_affine_g2() -> Weight {
		// Minimum execution time: 1_164_768_000 picoseconds.
		Weight::from_parts(1_662_250_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_164_768_000, 0))
	}
	fn bn254_mul_affine_g2() -> Weight {
		// Minimum execution time: 419_957_000 picoseconds.
		Weight::from_parts(443_582_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(419_957_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 68_452_000 picoseconds.
		Weight::from_parts(1_068_676_710, 0)
			// Standard Error: 751_971
			.saturating_add(Weight::from_parts(34_650_071, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(68_452_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g1(n: u32, ) -> Weight {
		// Minimum execution time: 13_110_000 picoseconds.
		Weight::from_parts(13_190_000, 0)
			// Standard Error: 88_327
			.saturating_add(Weight::from_parts(7_352_982, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(13_110_000, 0))
	}
	/// The range of component `n` is `[1, 632]`.
	fn ark_bn254_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 677_711_000 picoseconds.
		Weight::from_parts(6_584_993_542, 0)
			// Standard Error: 8_920_015
			.saturating_add(Weight::from_parts(652_739_768, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(677_711_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g2(n: u32, ) -> Weight {
		// Minimum execution time: 160_470_000 picoseconds.
		Weight::from_parts(168_311_000, 0)
			// Standard Error: 698_324
			.saturating_add(Weight::from_parts(145_854_823, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(160_470_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bn254_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 10_597_294_000 picoseconds.
		Weight::from_parts(11_548_450_524, 0)
			// Standard Error: 17_510_491
			.saturating_add(Weight::from_parts(351_670_800, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_597_294_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_groth16_verify(n: u32, ) -> Weight {
		// Minimum execution time: 2_457_638_000 picoseconds.
		Weight::from_parts(2_582_152_631, 0)
			// Standard Error: 1_451_446
			.saturating_add(Weight::from_parts(23_020_161, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_457_638_000, 0))
	}
	/// The range of component `n` is `[1, 64]`.
	fn ark_bn254_groth16_batch_1(n: u32, ) -> Weight {
		// Minimum execution time: 9_285_626_000 picoseconds.
		Weight::from_parts(5_334_011_384, 0)
			// Standard Error: 48_724_605
			.saturating_add(Weight::from_parts(4_617_880_125, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(9_285_626_000, 0))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bn254_groth16_batch_1(n: u32, ) -> Weight {
		// Minimum execution time: 2_519_900_000 picoseconds.
		Weight::from_parts(2_513_052_863, 0)
			// Standard Error: 1_182_231
			.saturating_add(Weight::from_parts(400_890_225, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_519_900_000, 0))
	}
	/// The range of component `n` is `[1, 64]`.
	fn ark_bn254_groth16_batch_8(n: u32, ) -> Weight {
		// Minimum execution time: 11_765_247_000 picoseconds.
		Weight::from_parts(8_598_641_377, 0)
			// Standard Error: 53_697_899
			.saturating_add(Weight::from_parts(6_993_896_324, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(11_765_247_000, 0))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bn254_groth16_batch_8(n: u32, ) -> Weight {
		// Minimum execution time: 3_615_765_000 picoseconds.
		Weight::from_parts(2_912_362_615, 0)
			// Standard Error: 6_295_973
			.saturating_add(Weight::from_parts(435_795_839, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_615_765_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_msm(n: u32, ) -> Weight {
		// Minimum execution time: 1_838_343_000 picoseconds.
		Weight::from_parts(10_254_167_817, 0)
			// Standard Error: 958_135
			.saturating_add(Weight::from_parts(40_560_870, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_838_343_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_msm(n: u32, ) -> Weight {
		// Minimum execution time: 316_262_000 picoseconds.
		Weight::from_parts(1_915_315_053, 0)
			// Standard Error: 212_071
			.saturating_add(Weight::from_parts(10_298_241, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(316_262_000, 0))
	}
	fn ark_bandersnatch_te_mul_projective() -> Weight {
		// Minimum execution time: 311_725_000 picoseconds.
		Weight::from_parts(324_114_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(311_725_000, 0))
	}
	fn bandersnatch_te_mul_projective() -> Weight {
		// Minimum execution time: 71_086_000 picoseconds.
		Weight::from_parts(76_063_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(71_086_000, 0))
	}
	fn ark_bandersnatch_te_mul_affine() -> Weight {
		// Minimum execution time: 328_110_000 picoseconds.
		Weight::from_parts(330_984_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(328_110_000, 0))
	}
	fn bandersnatch_te_mul_affine() -> Weight {
		// Minimum execution time: 72_738_000 picoseconds.
		Weight::from_parts(78_377_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(72_738_000, 0))
	}
	/// The range of component `n` is `[1, 925]`.
	fn ark_bandersnatch_te_decode(n: u32, ) -> Weight {
		// Minimum execution time: 385_665_000 picoseconds.
		Weight::from_parts(1_076_645_938, 0)
			// Standard Error: 4_639_882
			.saturating_add(Weight::from_parts(421_294_947, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(385_665_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_decode(n: u32, ) -> Weight {
		// Minimum execution time: 88_052_000 picoseconds.
		Weight::from_parts(89_604_000, 0)
			// Standard Error: 565_783
			.saturating_add(Weight::from_parts(91_791_232, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(88_052_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_msm(n: u32, ) -> Weight {
		// Minimum execution time: 693_445_000 picoseconds.
		Weight::from_parts(6_056_263_643, 0)
			// Standard Error: 499_181
			.saturating_add(Weight::from_parts(49_739_164, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(693_445_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_msm(n: u32, ) -> Weight {
		// Minimum execution time: 118_097_000 picoseconds.
		Weight::from_parts(988_034_214, 0)
			// Standard Error: 83_969
			.saturating_add(Weight::from_parts(8_675_877, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(118_097_000, 0))
	}
	fn ark_bandersnatch_sw_mul_projective() -> Weight {
		// Minimum execution time: 565_604_000 picoseconds.
		Weight::from_parts(576_250_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(565_604_000, 0))
	}
	fn bandersnatch_sw_mul_projective() -> Weight {
		// Minimum execution time: 94_982_000 picoseconds.
		Weight::from_parts(97_826_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(94_982_000, 0))
	}
	fn ark_bandersnatch_sw_mul_affine() -> Weight {
		// Minimum execution time: 440_127_000 picoseconds.
		Weight::from_parts(446_436_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(440_127_000, 0))
	}
	fn bandersnatch_sw_mul_affine() -> Weight {
		// Minimum execution time: 87_941_000 picoseconds.
		Weight::from_parts(92_569_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(87_941_000, 0))
	}
	/// The range of component `n` is `[1, 711]`.
	fn ark_bandersnatch_sw_decode(n: u32, ) -> Weight {
		// Minimum execution time: 503_091_000 picoseconds.
		Weight::from_parts(510_131_000, 0)
			// Standard Error: 3_160_454
			.saturating_add(Weight::from_parts(579_190_240, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(503_091_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_decode(n: u32, ) -> Weight {
		// Minimum execution time: 96_544_000 picoseconds.
		Weight::from_parts(99_449_000, 0)
			// Standard Error: 972_639
			.saturating_add(Weight::from_parts(114_899_157, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(96_544_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_msm(n: u32, ) -> Weight {
		// Minimum execution time: 1_702_541_000 picoseconds.
		Weight::from_parts(14_536_322_541, 0)
			// Standard Error: 2_942_066
			.saturating_add(Weight::from_parts(58_454_437, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_702_541_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_msm(n: u32, ) -> Weight {
		// Minimum execution time: 322_151_000 picoseconds.
		Weight::from_parts(2_653_374_945, 0)
			// Standard Error: 433_031
			.saturating_add(Weight::from_parts(9_169_131, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(322_151_000, 0))
	}
	fn ark_ed_on_bls12_377_mul_projective() -> Weight {
		// Minimum execution time: 315_992_000 picoseconds.
		Weight::from_parts(343_863_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(315_992_000, 0))
	}
	fn ed_on_bls12_377_mul_projective() -> Weight {
		// Minimum execution time: 66_429_000 picoseconds.
		Weight::from_parts(74_542_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(66_429_000, 0))
	}
	fn ark_ed_on_bls12_377_mul_affine() -> Weight {
		// Minimum execution time: 314_570_000 picoseconds.
		Weight::from_parts(345_054_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(314_570_000, 0))
	}
	fn ed_on_bls12_377_mul_affine() -> Weight {
		// Minimum execution time: 68_092_000 picoseconds.
		Weight::from_parts(71_397_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(68_092_000, 0))
	}
	/// The range of component `n` is `[1, 767]`.
	fn ark_ed_on_bls12_377_decode(n: u32, ) -> Weight {
		// Minimum execution time: 380_938_000 picoseconds.
		Weight::from_parts(394_739_000, 0)
			// Standard Error: 6_538_438
			.saturating_add(Weight::from_parts(554_280_125, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(380_938_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_decode(n: u32, ) -> Weight {
		// Minimum execution time: 95_202_000 picoseconds.
		Weight::from_parts(153_230_923, 0)
			// Standard Error: 2_149_705
			.saturating_add(Weight::from_parts(112_425_222, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(95_202_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_pallas_msm(n: u32, ) -> Weight {
		// Minimum execution time: 475_390_000 picoseconds.
		Weight::from_parts(3_244_821_176, 0)
			// Standard Error: 791_385
			.saturating_add(Weight::from_parts(49_424_461, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(475_390_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn pallas_msm(n: u32, ) -> Weight {
		// Minimum execution time: 104_066_000 picoseconds.
		Weight::from_parts(1_106_551_770, 0)
			// Standard Error: 182_564
			.saturating_add(Weight::from_parts(10_701_225, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(104_066_000, 0))
	}
	fn ark_pallas_mul_projective() -> Weight {
		// Minimum execution time: 494_848_000 picoseconds.
		Weight::from_parts(503_241_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(494_848_000, 0))
	}
	fn pallas_mul_projective() -> Weight {
		// Minimum execution time: 128_672_000 picoseconds.
		Weight::from_parts(136_413_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(128_672_000, 0))
	}
	fn ark_pallas_mul_affine() -> Weight {
		// Minimum execution time: 423_412_000 picoseconds.
		Weight::from_parts(428_990_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(423_412_000, 0))
	}
	fn pallas_mul_affine() -> Weight {
		// Minimum execution time: 421_459_000 picoseconds.
		Weight::from_parts(432_485_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(421_459_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_pallas_decode(n: u32, ) -> Weight {
		// Minimum execution time: 98_897_000 picoseconds.
		Weight::from_parts(2_769_496_316, 0)
			// Standard Error: 1_202_879
			.saturating_add(Weight::from_parts(39_102_086, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(98_897_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn pallas_decode(n: u32, ) -> Weight {
		// Minimum execution time: 17_646_000 picoseconds.
		Weight::from_parts(19_229_000, 0)
			// Standard Error: 87_655
			.saturating_add(Weight::from_parts(12_714_241, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(17_646_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_vesta_msm(n: u32, ) -> Weight {
		// Minimum execution time: 716_960_000 picoseconds.
		Weight::from_parts(8_030_494_489, 0)
			// Standard Error: 1_089_858
			.saturating_add(Weight::from_parts(43_323_315, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(716_960_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn vesta_msm(n: u32, ) -> Weight {
		// Minimum execution time: 93_470_000 picoseconds.
		Weight::from_parts(1_190_492_531, 0)
			// Standard Error: 234_453
			.saturating_add(Weight::from_parts(10_774_351, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(93_470_000, 0))
	}
	fn ark_vesta_mul_projective() -> Weight {
		// Minimum execution time: 359_897_000 picoseconds.
		Weight::from_parts(413_487_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(359_897_000, 0))
	}
	fn vesta_mul_projective() -> Weight {
		// Minimum execution time: 69_594_000 picoseconds.
		Weight::from_parts(79_078_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(69_594_000, 0))
	}
	fn ark_vesta_mul_affine() -> Weight {
		// Minimum execution time: 293_197_000 picoseconds.
		Weight::from_parts(304_305_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(293_197_000, 0))
	}
	fn vesta_mul_affine() -> Weight {
		// Minimum execution time: 291_705_000 picoseconds.
		Weight::from_parts(316_583_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(291_705_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_vesta_decode(n: u32, ) -> Weight {
		// Minimum execution time: 48_292_000 picoseconds.
		Weight::from_parts(59_810_000, 0)
			// Standard Error: 282_657
			.saturating_add(Weight::from_parts(36_152_230, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(48_292_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn vesta_decode(n: u32, ) -> Weight {
		// Minimum execution time: 15_743_000 picoseconds.
		Weight::from_parts(16_254_000, 0)
			// Standard Error: 142_659
			.saturating_add(Weight::from_parts(10_915_095, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(15_743_000, 0))
	}
	fn ark_bn254_evm_add() -> Weight {
		// Minimum execution time: 19_620_000 picoseconds.
		Weight::from_parts(24_777_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(19_620_000, 0))
	}
	fn bn254_evm_add() -> Weight {
		// Minimum execution time: 16_184_000 picoseconds.
		Weight::from_parts(20_050_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(16_184_000, 0))
	}
	fn ark_bn254_evm_mul() -> Weight {
		// Minimum execution time: 302_252_000 picoseconds.
		Weight::from_parts(358_215_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(302_252_000, 0))
	}
	fn bn254_evm_mul() -> Weight {
		// Minimum execution time: 70_736_000 picoseconds.
		Weight::from_parts(87_391_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(70_736_000, 0))
	}
	/// The range of component `n` is `[1, 215]`.
	fn ark_bn254_evm_pairing(n: u32, ) -> Weight {
		// Minimum execution time: 3_387_836_000 picoseconds.
		Weight::from_parts(8_026_959_741, 0)
			// Standard Error: 17_683_900
			.saturating_add(Weight::from_parts(1_483_089_855, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_387_836_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_evm_pairing(n: u32, ) -> Weight {
		// Minimum execution time: 771_681_000 picoseconds.
		Weight::from_parts(1_335_315_403, 0)
			// Standard Error: 1_139_984
			.saturating_add(Weight::from_parts(324_139_590, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(771_681_000, 0))
	}
	fn ark_bls12_381_evm_g1add() -> Weight {
		// Minimum execution time: 33_200_000 picoseconds.
		Weight::from_parts(42_704_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(33_200_000, 0))
	}
	fn bls12_381_evm_g1add() -> Weight {
		// Minimum execution time: 30_625_000 picoseconds.
		Weight::from_parts(41_032_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(30_625_000, 0))
	}
	/// The range of component `n` is `[1, 806]`.
	fn ark_bls12_381_evm_g1msm(n: u32, ) -> Weight {
		// Minimum execution time: 1_939_064_000 picoseconds.
		Weight::from_parts(17_067_222_510, 0)
			// Standard Error: 3_159_121
			.saturating_add(Weight::from_parts(438_734_778, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_939_064_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_evm_g1msm(n: u32, ) -> Weight {
		// Minimum execution time: 138_667_000 picoseconds.
		Weight::from_parts(758_645_233, 0)
			// Standard Error: 139_763
			.saturating_add(Weight::from_parts(46_753_401, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(138_667_000, 0))
	}
	fn ark_bls12_381_evm_g2add() -> Weight {
		// Minimum execution time: 38_898_000 picoseconds.
		Weight::from_parts(44_677_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(38_898_000, 0))
	}
	fn bls12_381_evm_g2add() -> Weight {
		// Minimum execution time: 40_240_000 picoseconds.
		Weight::from_parts(44_326_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(40_240_000, 0))
	}
	/// The range of component `n` is `[1, 280]`.
	fn ark_bls12_381_evm_g2msm(n: u32, ) -> Weight {
		// Minimum execution time: 3_561_144_000 picoseconds.
		Weight::from_parts(10_621_623_386, 0)
			// Standard Error: 3_965_108
			.saturating_add(Weight::from_parts(737_401_387, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_561_144_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_evm_g2msm(n: u32, ) -> Weight {
		// Minimum execution time: 287_669_000 picoseconds.
		Weight::from_parts(2_767_423_145, 0)
			// Standard Error: 264_914
			.saturating_add(Weight::from_parts(79_253_388, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(287_669_000, 0))
	}
	/// The range of component `n` is `[1, 113]`.
	fn ark_bls12_381_evm_pairing_check(n: u32, ) -> Weight {
		// Minimum execution time: 4_876_778_000 picoseconds.
		Weight::from_parts(2_393_782_966, 0)
			// Standard Error: 5_633_710
			.saturating_add(Weight::from_parts(2_149_887_619, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_876_778_000, 0))
	}
	/// The range of component `n` is `[1, 926]`.
	fn bls12_381_evm_pairing_check(n: u32, ) -> Weight {
		// Minimum execution time: 638_583_000 picoseconds.
		Weight::from_parts(6_026_671_224, 0)
			// Standard Error: 3_906_192
			.saturating_add(Weight::from_parts(263_001_207, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(638_583_000, 0))
	}
	fn ark_bls12_381_evm_map_fp_to_g1() -> Weight {
		// Minimum execution time: 588_218_000 picoseconds.
		Weight::from_parts(662_329_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(588_218_000, 0))
	}
	fn bls12_381_evm_map_fp_to_g1() -> Weight {
		// Minimum execution time: 44_947_000 picoseconds.
		Weight::from_parts(45_468_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(44_947_000, 0))
	}
	fn ark_bls12_381_evm_map_fp2_to_g2() -> Weight {
		// Minimum execution time: 1_653_678_000 picoseconds.
		Weight::from_parts(1_760_437_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_653_678_000, 0))
	}
	fn bls12_381_evm_map_fp2_to_g2() -> Weight {
		// Minimum execution time: 133_449_000 picoseconds.
		Weight::from_parts(133_769_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(133_449_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight {
		// Minimum execution time: 47_391_000 picoseconds.
		Weight::from_parts(184_349_962, 0)
			// Standard Error: 32_375
			.saturating_add(Weight::from_parts(998_383, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(47_391_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_echo_g1(n: u32, ) -> Weight {
		// Minimum execution time: 10_836_000 picoseconds.
		Weight::from_parts(32_958_800, 0)
			// Standard Error: 4_724
			.saturating_add(Weight::from_parts(283_543, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_836_000, 0))
	}
}

// For backwards compatibility and tests.
impl WeightInfo for () {
	fn ark_bls12_381_pairing() -> Weight {
		Weight::from_parts(6_001_366_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_019_841_000, 0))
	}
	fn bls12_381_pairing() -> Weight {
		Weight::from_parts(731_071_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(678_663_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(19_816_990_000, 0)
			.saturating_add(Weight::from_parts(120_837_727, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_870_061_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(717_013_231, 0)
			.saturating_add(Weight::from_parts(18_080_770, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(116_574_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(32_247_403_899, 0)
			.saturating_add(Weight::from_parts(358_984_960, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_669_066_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(2_252_280_947, 0)
			.saturating_add(Weight::from_parts(51_744_489, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(333_978_000, 0))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(971_209_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(925_371_000, 0))
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(229_072_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(192_477_000, 0))
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(4_375_849_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_180_316_000, 0))
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(294_890_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(258_396_000, 0))
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(1_463_444_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_369_454_000, 0))
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(135_712_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(125_537_000, 0))
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(2_672_198_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_626_700_000, 0))
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(307_469_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(286_297_000, 0))
	}
	/// The range of component `n` is `[1, 734]`.
	fn ark_bls12_381_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(32_672_945_570, 0)
			.saturating_add(Weight::from_parts(795_458_477, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(733_204_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(64_837_000, 0)
			.saturating_add(Weight::from_parts(57_675_504, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(61_852_000, 0))
	}
	/// The range of component `n` is `[1, 357]`.
	fn ark_bls12_381_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(3_298_871_184, 0)
			.saturating_add(Weight::from_parts(1_028_123_301, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_358_667_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(114_591_000, 0)
			.saturating_add(Weight::from_parts(76_279_114, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(113_018_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(18_162_898_242, 0)
			.saturating_add(Weight::from_parts(1_478_175_705, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(16_971_206_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(2_473_841_843, 0)
			.saturating_add(Weight::from_parts(81_242_390, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_165_061_000, 0))
	}
	/// The range of component `n` is `[1, 56]`.
	fn ark_bls12_381_groth16_batch_1(n: u32, ) -> Weight {
		Weight::from_parts(16_001_538_300, 0)
			.saturating_add(Weight::from_parts(10_297_587_683, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(18_439_827_000, 0))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bls12_381_groth16_batch_1(n: u32, ) -> Weight {
		Weight::from_parts(2_113_140_269, 0)
			.saturating_add(Weight::from_parts(408_188_941, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_913_135_000, 0))
	}
	/// The range of component `n` is `[1, 21]`.
	fn ark_bls12_381_groth16_batch_8(n: u32, ) -> Weight {
		Weight::from_parts(7_413_522_900, 0)
			.saturating_add(Weight::from_parts(20_476_049_440, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(27_315_302_000, 0))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bls12_381_groth16_batch_8(n: u32, ) -> Weight {
		Weight::from_parts(2_873_211_648, 0)
			.saturating_add(Weight::from_parts(385_833_974, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_502_394_000, 0))
	}
	fn ark_bls12_381_hash_to_g2() -> Weight {
		Weight::from_parts(2_698_367_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_601_261_000, 0))
	}
	fn bls12_381_hash_to_g2() -> Weight {
		Weight::from_parts(162_072_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(160_460_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_aggregate_g1(n: u32, ) -> Weight {
		Weight::from_parts(579_455_000, 0)
			.saturating_add(Weight::from_parts(579_809_766, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(548_589_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_aggregate_g1(n: u32, ) -> Weight {
		Weight::from_parts(86_850_000, 0)
			.saturating_add(Weight::from_parts(51_284_474, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(76_274_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_fast_aggregate_verify(n: u32, ) -> Weight {
		Weight::from_parts(12_194_865_039, 0)
			.saturating_add(Weight::from_parts(5_039_367, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_379_118_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_fast_aggregate_verify(n: u32, ) -> Weight {
		Weight::from_parts(1_756_482_768, 0)
			.saturating_add(Weight::from_parts(2_633_397, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_481_301_000, 0))
	}
	fn ark_bls12_377_pairing() -> Weight {
		Weight::from_parts(5_634_408_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_511_144_000, 0))
	}
	fn bls12_377_pairing() -> Weight {
		Weight::from_parts(1_612_596_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_186_290_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(13_976_695_168, 0)
			.saturating_add(Weight::from_parts(154_675_341, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_603_843_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(2_478_745_412, 0)
			.saturating_add(Weight::from_parts(15_666_404, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(292_206_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(33_462_274_139, 0)
			.saturating_add(Weight::from_parts(461_817_787, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_199_146_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(8_964_739_197, 0)
			.saturating_add(Weight::from_parts(65_914_406, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_023_047_000, 0))
	}
	fn ark_bls12_377_mul_projective_g1() -> Weight {
		Weight::from_parts(833_534_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(794_886_000, 0))
	}
	fn bls12_377_mul_projective_g1() -> Weight {
		Weight::from_parts(264_074_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(185_807_000, 0))
	}
	fn ark_bls12_377_mul_projective_g2() -> Weight {
		Weight::from_parts(3_879_900_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_483_898_000, 0))
	}
	fn bls12_377_mul_projective_g2() -> Weight {
		Weight::from_parts(673_605_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(564_663_000, 0))
	}
	fn ark_bls12_377_mul_affine_g1() -> Weight {
		Weight::from_parts(1_407_871_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_149_996_000, 0))
	}
	fn bls12_377_mul_affine_g1() -> Weight {
		Weight::from_parts(292_276_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(220_749_000, 0))
	}
	fn ark_bls12_377_mul_affine_g2() -> Weight {
		Weight::from_parts(4_003_154_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_437_520_000, 0))
	}
	fn bls12_377_mul_affine_g2() -> Weight {
		Weight::from_parts(755_738_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(547_997_000, 0))
	}
	/// The range of component `n` is `[1, 297]`.
	fn ark_bls12_377_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_475_833_000, 0)
			.saturating_add(Weight::from_parts(1_404_770_133, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_329_925_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(3_816_647_268, 0)
			.saturating_add(Weight::from_parts(177_089_855, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(293_098_000, 0))
	}
	/// The range of component `n` is `[1, 100]`.
	fn ark_bls12_377_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(9_801_139_853, 0)
			.saturating_add(Weight::from_parts(4_256_438_164, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_385_435_000, 0))
	}
	/// The range of component `n` is `[1, 708]`.
	fn bls12_377_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(24_161_235_887, 0)
			.saturating_add(Weight::from_parts(517_387_829, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(563_271_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bls12_377_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(28_961_080_391, 0)
			.saturating_add(Weight::from_parts(2_631_046_122, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(30_454_896_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(6_837_558_800, 0)
			.saturating_add(Weight::from_parts(236_574_857, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_477_624_000, 0))
	}
	fn ark_bw6_761_pairing() -> Weight {
		Weight::from_parts(43_525_051_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(41_341_832_000, 0))
	}
	fn bw6_761_pairing() -> Weight {
		Weight::from_parts(4_506_465_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_724_728_000, 0))
	}
	/// The range of component `n` is `[1, 362]`.
	fn ark_bw6_761_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(58_189_744_090, 0)
			.saturating_add(Weight::from_parts(1_349_067_557, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(12_096_602_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(9_792_238_409, 0)
			.saturating_add(Weight::from_parts(94_369_787, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_238_519_000, 0))
	}
	/// The range of component `n` is `[1, 313]`.
	fn ark_bw6_761_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(44_153_451_000, 0)
			.saturating_add(Weight::from_parts(1_436_221_926, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(12_800_942_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(12_996_358_934, 0)
			.saturating_add(Weight::from_parts(100_420_714, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_283_997_000, 0))
	}
	fn ark_bw6_761_mul_projective_g1() -> Weight {
		Weight::from_parts(10_722_771_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_312_288_000, 0))
	}
	fn bw6_761_mul_projective_g1() -> Weight {
		Weight::from_parts(977_719_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(928_536_000, 0))
	}
	fn ark_bw6_761_mul_projective_g2() -> Weight {
		Weight::from_parts(10_474_250_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_363_245_000, 0))
	}
	fn bw6_761_mul_projective_g2() -> Weight {
		Weight::from_parts(992_051_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(954_705_000, 0))
	}
	fn ark_bw6_761_mul_affine_g1() -> Weight {
		Weight::from_parts(8_617_860_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_514_726_000, 0))
	}
	fn bw6_761_mul_affine_g1() -> Weight {
		Weight::from_parts(960_623_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(941_044_000, 0))
	}
	fn ark_bw6_761_mul_affine_g2() -> Weight {
		Weight::from_parts(8_469_199_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_339_665_000, 0))
	}
	fn bw6_761_mul_affine_g2() -> Weight {
		Weight::from_parts(991_189_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(936_367_000, 0))
	}
	/// The range of component `n` is `[1, 47]`.
	fn ark_bw6_761_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(9_469_180_000, 0)
			.saturating_add(Weight::from_parts(9_548_230_387, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(9_428_390_000, 0))
	}
	/// The range of component `n` is `[1, 403]`.
	fn bw6_761_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(4_162_098_199, 0)
			.saturating_add(Weight::from_parts(843_637_470, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(928_265_000, 0))
	}
	/// The range of component `n` is `[1, 41]`.
	fn ark_bw6_761_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(4_160_792_944, 0)
			.saturating_add(Weight::from_parts(9_329_646_542, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(9_225_557_000, 0))
	}
	/// The range of component `n` is `[1, 462]`.
	fn bw6_761_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(4_012_949_795, 0)
			.saturating_add(Weight::from_parts(779_740_734, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(910_780_000, 0))
	}
	/// The range of component `n` is `[1, 17]`.
	fn ark_bw6_761_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(164_462_616_940, 0)
			.saturating_add(Weight::from_parts(15_048_423_200, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(172_271_324_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(17_769_784_460, 0)
			.saturating_add(Weight::from_parts(1_000_761_600, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(16_210_079_000, 0))
	}
	fn ark_bn254_pairing() -> Weight {
		Weight::from_parts(3_862_053_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_707_213_000, 0))
	}
	fn bn254_pairing() -> Weight {
		Weight::from_parts(1_188_093_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_124_518_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(7_929_460_916, 0)
			.saturating_add(Weight::from_parts(48_738_384, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(876_958_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(815_488_271, 0)
			.saturating_add(Weight::from_parts(9_457_446, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(101_952_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(19_426_795_961, 0)
			.saturating_add(Weight::from_parts(180_831_057, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_553_578_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(5_150_140_515, 0)
			.saturating_add(Weight::from_parts(35_173_362, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(573_015_000, 0))
	}
	fn ark_bn254_mul_projective_g1() -> Weight {
		Weight::from_parts(397_704_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(386_797_000, 0))
	}
	fn bn254_mul_projective_g1() -> Weight {
		Weight::from_parts(97_005_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(93_710_000, 0))
	}
	fn ark_bn254_mul_projective_g2() -> Weight {
		Weight::from_parts(1_837_051_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_751_053_000, 0))
	}
	fn bn254_mul_projective_g2() -> Weight {
		Weight::from_parts(408_350_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(394_959_000, 0))
	}
	fn ark_bn254_mul_affine_g1() -> Weight {
		Weight::from_parts(561_558_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(533_026_000, 0))
	}
	fn bn254_mul_affine_g1() -> Weight {
		Weight::from_parts(156_253_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(134_951_000, 0))
	}
	fn ark_bn254_mul_affine_g2() -> Weight {
		Weight::from_parts(1_662_250_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_164_768_000, 0))
	}
	fn bn254_mul_affine_g2() -> Weight {
		Weight::from_parts(443_582_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(419_957_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_068_676_710, 0)
			.saturating_add(Weight::from_parts(34_650_071, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(68_452_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g1(n: u32, ) -> Weight {
		Weight::from_parts(13_190_000, 0)
			.saturating_add(Weight::from_parts(7_352_982, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(13_110_000, 0))
	}
	/// The range of component `n` is `[1, 632]`.
	fn ark_bn254_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(6_584_993_542, 0)
			.saturating_add(Weight::from_parts(652_739_768, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(677_711_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_decode_g2(n: u32, ) -> Weight {
		Weight::from_parts(168_311_000, 0)
			.saturating_add(Weight::from_parts(145_854_823, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(160_470_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn ark_bn254_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(11_548_450_524, 0)
			.saturating_add(Weight::from_parts(351_670_800, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_597_294_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_groth16_verify(n: u32, ) -> Weight {
		Weight::from_parts(2_582_152_631, 0)
			.saturating_add(Weight::from_parts(23_020_161, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_457_638_000, 0))
	}
	/// The range of component `n` is `[1, 64]`.
	fn ark_bn254_groth16_batch_1(n: u32, ) -> Weight {
		Weight::from_parts(5_334_011_384, 0)
			.saturating_add(Weight::from_parts(4_617_880_125, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(9_285_626_000, 0))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bn254_groth16_batch_1(n: u32, ) -> Weight {
		Weight::from_parts(2_513_052_863, 0)
			.saturating_add(Weight::from_parts(400_890_225, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_519_900_000, 0))
	}
	/// The range of component `n` is `[1, 64]`.
	fn ark_bn254_groth16_batch_8(n: u32, ) -> Weight {
		Weight::from_parts(8_598_641_377, 0)
			.saturating_add(Weight::from_parts(6_993_896_324, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(11_765_247_000, 0))
	}
	/// The range of component `n` is `[1, 64]`.
	fn bn254_groth16_batch_8(n: u32, ) -> Weight {
		Weight::from_parts(2_912_362_615, 0)
			.saturating_add(Weight::from_parts(435_795_839, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_615_765_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_te_msm(n: u32, ) -> Weight {
		Weight::from_parts(10_254_167_817, 0)
			.saturating_add(Weight::from_parts(40_560_870, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_838_343_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_915_315_053, 0)
			.saturating_add(Weight::from_parts(10_298_241, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(316_262_000, 0))
	}
	fn ark_bandersnatch_te_mul_projective() -> Weight {
		Weight::from_parts(324_114_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(311_725_000, 0))
	}
	fn bandersnatch_te_mul_projective() -> Weight {
		Weight::from_parts(76_063_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(71_086_000, 0))
	}
	fn ark_bandersnatch_te_mul_affine() -> Weight {
		Weight::from_parts(330_984_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(328_110_000, 0))
	}
	fn bandersnatch_te_mul_affine() -> Weight {
		Weight::from_parts(78_377_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(72_738_000, 0))
	}
	/// The range of component `n` is `[1, 925]`.
	fn ark_bandersnatch_te_decode(n: u32, ) -> Weight {
		Weight::from_parts(1_076_645_938, 0)
			.saturating_add(Weight::from_parts(421_294_947, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(385_665_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_decode(n: u32, ) -> Weight {
		Weight::from_parts(89_604_000, 0)
			.saturating_add(Weight::from_parts(91_791_232, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(88_052_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bandersnatch_sw_msm(n: u32, ) -> Weight {
		Weight::from_parts(6_056_263_643, 0)
			.saturating_add(Weight::from_parts(49_739_164, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(693_445_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_msm(n: u32, ) -> Weight {
		Weight::from_parts(988_034_214, 0)
			.saturating_add(Weight::from_parts(8_675_877, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(118_097_000, 0))
	}
	fn ark_bandersnatch_sw_mul_projective() -> Weight {
		Weight::from_parts(576_250_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(565_604_000, 0))
	}
	fn bandersnatch_sw_mul_projective() -> Weight {
		Weight::from_parts(97_826_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(94_982_000, 0))
	}
	fn ark_bandersnatch_sw_mul_affine() -> Weight {
		Weight::from_parts(446_436_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(440_127_000, 0))
	}
	fn bandersnatch_sw_mul_affine() -> Weight {
		Weight::from_parts(92_569_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(87_941_000, 0))
	}
	/// The range of component `n` is `[1, 711]`.
	fn ark_bandersnatch_sw_decode(n: u32, ) -> Weight {
		Weight::from_parts(510_131_000, 0)
			.saturating_add(Weight::from_parts(579_190_240, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(503_091_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_decode(n: u32, ) -> Weight {
		Weight::from_parts(99_449_000, 0)
			.saturating_add(Weight::from_parts(114_899_157, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(96_544_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_ed_on_bls12_377_msm(n: u32, ) -> Weight {
		Weight::from_parts(14_536_322_541, 0)
			.saturating_add(Weight::from_parts(58_454_437, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_702_541_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_msm(n: u32, ) -> Weight {
		Weight::from_parts(2_653_374_945, 0)
			.saturating_add(Weight::from_parts(9_169_131, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(322_151_000, 0))
	}
	fn ark_ed_on_bls12_377_mul_projective() -> Weight {
		Weight::from_parts(343_863_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(315_992_000, 0))
	}
	fn ed_on_bls12_377_mul_projective() -> Weight {
		Weight::from_parts(74_542_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(66_429_000, 0))
	}
	fn ark_ed_on_bls12_377_mul_affine() -> Weight {
		Weight::from_parts(345_054_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(314_570_000, 0))
	}
	fn ed_on_bls12_377_mul_affine() -> Weight {
		Weight::from_parts(71_397_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(68_092_000, 0))
	}
	/// The range of component `n` is `[1, 767]`.
	fn ark_ed_on_bls12_377_decode(n: u32, ) -> Weight {
		Weight::from_parts(394_739_000, 0)
			.saturating_add(Weight::from_parts(554_280_125, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(380_938_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_decode(n: u32, ) -> Weight {
		Weight::from_parts(153_230_923, 0)
			.saturating_add(Weight::from_parts(112_425_222, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(95_202_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_pallas_msm(n: u32, ) -> Weight {
		Weight::from_parts(3_244_821_176, 0)
			.saturating_add(Weight::from_parts(49_424_461, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(475_390_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn pallas_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_106_551_770, 0)
			.saturating_add(Weight::from_parts(10_701_225, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(104_066_000, 0))
	}
	fn ark_pallas_mul_projective() -> Weight {
		Weight::from_parts(503_241_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(494_848_000, 0))
	}
	fn pallas_mul_projective() -> Weight {
		Weight::from_parts(136_413_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(128_672_000, 0))
	}
	fn ark_pallas_mul_affine() -> Weight {
		Weight::from_parts(428_990_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(423_412_000, 0))
	}
	fn pallas_mul_affine() -> Weight {
		Weight::from_parts(432_485_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(421_459_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_pallas_decode(n: u32, ) -> Weight {
		Weight::from_parts(2_769_496_316, 0)
			.saturating_add(Weight::from_parts(39_102_086, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(98_897_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn pallas_decode(n: u32, ) -> Weight {
		Weight::from_parts(19_229_000, 0)
			.saturating_add(Weight::from_parts(12_714_241, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(17_646_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_vesta_msm(n: u32, ) -> Weight {
		Weight::from_parts(8_030_494_489, 0)
			.saturating_add(Weight::from_parts(43_323_315, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(716_960_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn vesta_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_190_492_531, 0)
			.saturating_add(Weight::from_parts(10_774_351, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(93_470_000, 0))
	}
	fn ark_vesta_mul_projective() -> Weight {
		Weight::from_parts(413_487_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(359_897_000, 0))
	}
	fn vesta_mul_projective() -> Weight {
		Weight::from_parts(79_078_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(69_594_000, 0))
	}
	fn ark_vesta_mul_affine() -> Weight {
		Weight::from_parts(304_305_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(293_197_000, 0))
	}
	fn vesta_mul_affine() -> Weight {
		Weight::from_parts(316_583_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(291_705_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_vesta_decode(n: u32, ) -> Weight {
		Weight::from_parts(59_810_000, 0)
			.saturating_add(Weight::from_parts(36_152_230, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(48_292_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn vesta_decode(n: u32, ) -> Weight {
		Weight::from_parts(16_254_000, 0)
			.saturating_add(Weight::from_parts(10_915_095, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(15_743_000, 0))
	}
	fn ark_bn254_evm_add() -> Weight {
		Weight::from_parts(24_777_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(19_620_000, 0))
	}
	fn bn254_evm_add() -> Weight {
		Weight::from_parts(20_050_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(16_184_000, 0))
	}
	fn ark_bn254_evm_mul() -> Weight {
		Weight::from_parts(358_215_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(302_252_000, 0))
	}
	fn bn254_evm_mul() -> Weight {
		Weight::from_parts(87_391_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(70_736_000, 0))
	}
	/// The range of component `n` is `[1, 215]`.
	fn ark_bn254_evm_pairing(n: u32, ) -> Weight {
		Weight::from_parts(8_026_959_741, 0)
			.saturating_add(Weight::from_parts(1_483_089_855, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_387_836_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_evm_pairing(n: u32, ) -> Weight {
		Weight::from_parts(1_335_315_403, 0)
			.saturating_add(Weight::from_parts(324_139_590, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(771_681_000, 0))
	}
	fn ark_bls12_381_evm_g1add() -> Weight {
		Weight::from_parts(42_704_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(33_200_000, 0))
	}
	fn bls12_381_evm_g1add() -> Weight {
		Weight::from_parts(41_032_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(30_625_000, 0))
	}
	/// The range of component `n` is `[1, 806]`.
	fn ark_bls12_381_evm_g1msm(n: u32, ) -> Weight {
		Weight::from_parts(17_067_222_510, 0)
			.saturating_add(Weight::from_parts(438_734_778, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_939_064_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_evm_g1msm(n: u32, ) -> Weight {
		Weight::from_parts(758_645_233, 0)
			.saturating_add(Weight::from_parts(46_753_401, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(138_667_000, 0))
	}
	fn ark_bls12_381_evm_g2add() -> Weight {
		Weight::from_parts(44_677_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(38_898_000, 0))
	}
	fn bls12_381_evm_g2add() -> Weight {
		Weight::from_parts(44_326_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(40_240_000, 0))
	}
	/// The range of component `n` is `[1, 280]`.
	fn ark_bls12_381_evm_g2msm(n: u32, ) -> Weight {
		Weight::from_parts(10_621_623_386, 0)
			.saturating_add(Weight::from_parts(737_401_387, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_561_144_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_evm_g2msm(n: u32, ) -> Weight {
		Weight::from_parts(2_767_423_145, 0)
			.saturating_add(Weight::from_parts(79_253_388, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(287_669_000, 0))
	}
	/// The range of component `n` is `[1, 113]`.
	fn ark_bls12_381_evm_pairing_check(n: u32, ) -> Weight {
		Weight::from_parts(2_393_782_966, 0)
			.saturating_add(Weight::from_parts(2_149_887_619, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_876_778_000, 0))
	}
	/// The range of component `n` is `[1, 926]`.
	fn bls12_381_evm_pairing_check(n: u32, ) -> Weight {
		Weight::from_parts(6_026_671_224, 0)
			.saturating_add(Weight::from_parts(263_001_207, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(638_583_000, 0))
	}
	fn ark_bls12_381_evm_map_fp_to_g1() -> Weight {
		Weight::from_parts(662_329_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(588_218_000, 0))
	}
	fn bls12_381_evm_map_fp_to_g1() -> Weight {
		Weight::from_parts(45_468_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(44_947_000, 0))
	}
	fn ark_bls12_381_evm_map_fp2_to_g2() -> Weight {
		Weight::from_parts(1_760_437_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_653_678_000, 0))
	}
	fn bls12_381_evm_map_fp2_to_g2() -> Weight {
		Weight::from_parts(133_769_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(133_449_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight {
		Weight::from_parts(184_349_962, 0)
			.saturating_add(Weight::from_parts(998_383, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(47_391_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_echo_g1(n: u32, ) -> Weight {
		Weight::from_parts(32_958_800, 0)
			.saturating_add(Weight::from_parts(283_543, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_836_000, 0))
	}
}
