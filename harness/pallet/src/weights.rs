
//! Weights for `pallet_hostcurves_bench`: `ref_time` in picoseconds, proof size in bytes (the Groth16
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
// pallet_hostcurves_bench
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

/// Weight functions needed for `pallet_hostcurves_bench`.
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
	fn ark_bls12_381_evm_point_evaluation() -> Weight;
	fn bls12_381_evm_point_evaluation() -> Weight;
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
	fn bls12_381_verify_beacon() -> Weight;
	fn ark_bls12_381_verify_beacon() -> Weight;
	fn bandersnatch_ring_vrf_verify() -> Weight;
	fn ark_bandersnatch_ring_vrf_verify() -> Weight;
	fn bandersnatch_ring_vrf_verify_sp_crypto_ec_utils() -> Weight;
	fn ark_bandersnatch_ring_vrf_verify_sp_crypto_ec_utils() -> Weight;
	fn bn254_plonk_verify() -> Weight;
	fn ark_bn254_plonk_verify() -> Weight;
	fn bls12_381_plonk_verify() -> Weight;
	fn ark_bls12_381_plonk_verify() -> Weight;
	fn bn254_fflonk_verify() -> Weight;
	fn ark_bn254_fflonk_verify() -> Weight;
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight;
	fn bls12_381_echo_g1(n: u32, ) -> Weight;
}

/// Weights for `pallet_hostcurves_bench` using the Substrate node and recommended hardware.
pub struct SubstrateWeight<T>(PhantomData<T>);
impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {
	fn ark_bls12_381_pairing() -> Weight {
		// Minimum execution time: 5_066_110_000 picoseconds.
		Weight::from_parts(5_131_407_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_066_110_000, 0))
	}
	fn bls12_381_pairing() -> Weight {
		// Minimum execution time: 572_725_000 picoseconds.
		Weight::from_parts(647_677_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(572_725_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_657_233_000 picoseconds.
		Weight::from_parts(15_533_296_173, 0)
			// Standard Error: 1_371_967
			.saturating_add(Weight::from_parts(134_472_812, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_657_233_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 200_459_000 picoseconds.
		Weight::from_parts(1_561_286_823, 0)
			// Standard Error: 150_927
			.saturating_add(Weight::from_parts(18_383_004, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(200_459_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 3_980_800_000 picoseconds.
		Weight::from_parts(36_975_942_947, 0)
			// Standard Error: 3_492_755
			.saturating_add(Weight::from_parts(308_254_189, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_980_800_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 576_200_000 picoseconds.
		Weight::from_parts(5_933_402_147, 0)
			// Standard Error: 949_940
			.saturating_add(Weight::from_parts(57_099_353, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(576_200_000, 0))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 869_277_000 picoseconds.
		Weight::from_parts(970_698_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(869_277_000, 0))
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		// Minimum execution time: 187_770_000 picoseconds.
		Weight::from_parts(199_527_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(187_770_000, 0))
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 5_111_257_000 picoseconds.
		Weight::from_parts(5_323_404_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_111_257_000, 0))
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		// Minimum execution time: 625_063_000 picoseconds.
		Weight::from_parts(704_652_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(625_063_000, 0))
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_619_527_000 picoseconds.
		Weight::from_parts(1_709_862_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_619_527_000, 0))
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		// Minimum execution time: 186_909_000 picoseconds.
		Weight::from_parts(191_937_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(186_909_000, 0))
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 3_960_480_000 picoseconds.
		Weight::from_parts(4_090_864_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_960_480_000, 0))
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		// Minimum execution time: 628_798_000 picoseconds.
		Weight::from_parts(850_098_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(628_798_000, 0))
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
		// Minimum execution time: 5_569_521_000 picoseconds.
		Weight::from_parts(6_241_945_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_569_521_000, 0))
	}
	fn bls12_377_pairing() -> Weight {
		// Minimum execution time: 1_135_024_000 picoseconds.
		Weight::from_parts(1_263_205_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_135_024_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 2_027_806_000 picoseconds.
		Weight::from_parts(26_203_765_611, 0)
			// Standard Error: 1_816_984
			.saturating_add(Weight::from_parts(128_217_125, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_027_806_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 186_008_000 picoseconds.
		Weight::from_parts(1_360_874_996, 0)
			// Standard Error: 175_807
			.saturating_add(Weight::from_parts(15_914_417, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(186_008_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 4_194_389_000 picoseconds.
		Weight::from_parts(26_087_363_187, 0)
			// Standard Error: 6_540_048
			.saturating_add(Weight::from_parts(369_465_876, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_194_389_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 625_153_000 picoseconds.
		Weight::from_parts(6_439_413_025, 0)
			// Standard Error: 1_902_885
			.saturating_add(Weight::from_parts(70_139_271, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(625_153_000, 0))
	}
	fn ark_bls12_377_mul_projective_g1() -> Weight {
		// Minimum execution time: 841_475_000 picoseconds.
		Weight::from_parts(855_266_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(841_475_000, 0))
	}
	fn bls12_377_mul_projective_g1() -> Weight {
		// Minimum execution time: 176_894_000 picoseconds.
		Weight::from_parts(179_668_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(176_894_000, 0))
	}
	fn ark_bls12_377_mul_projective_g2() -> Weight {
		// Minimum execution time: 5_339_057_000 picoseconds.
		Weight::from_parts(5_665_435_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_339_057_000, 0))
	}
	fn bls12_377_mul_projective_g2() -> Weight {
		// Minimum execution time: 589_229_000 picoseconds.
		Weight::from_parts(629_119_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(589_229_000, 0))
	}
	fn ark_bls12_377_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_644_945_000 picoseconds.
		Weight::from_parts(1_761_649_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_644_945_000, 0))
	}
	fn bls12_377_mul_affine_g1() -> Weight {
		// Minimum execution time: 183_504_000 picoseconds.
		Weight::from_parts(240_849_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(183_504_000, 0))
	}
	fn ark_bls12_377_mul_affine_g2() -> Weight {
		// Minimum execution time: 4_973_212_000 picoseconds.
		Weight::from_parts(5_162_484_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_973_212_000, 0))
	}
	fn bls12_377_mul_affine_g2() -> Weight {
		// Minimum execution time: 641_197_000 picoseconds.
		Weight::from_parts(785_442_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(641_197_000, 0))
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
		// Minimum execution time: 41_148_094_000 picoseconds.
		Weight::from_parts(42_190_108_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(41_148_094_000, 0))
	}
	fn bw6_761_pairing() -> Weight {
		// Minimum execution time: 5_326_629_000 picoseconds.
		Weight::from_parts(5_490_083_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_326_629_000, 0))
	}
	/// The range of component `n` is `[1, 438]`.
	fn ark_bw6_761_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 12_176_590_000 picoseconds.
		Weight::from_parts(54_367_544_239, 0)
			// Standard Error: 11_257_642
			.saturating_add(Weight::from_parts(1_301_235_415, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(12_176_590_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 1_435_072_000 picoseconds.
		Weight::from_parts(11_904_694_477, 0)
			// Standard Error: 1_082_252
			.saturating_add(Weight::from_parts(92_281_604, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_435_072_000, 0))
	}
	/// The range of component `n` is `[1, 421]`.
	fn ark_bw6_761_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 12_574_635_000 picoseconds.
		Weight::from_parts(48_335_941_378, 0)
			// Standard Error: 11_136_622
			.saturating_add(Weight::from_parts(1_369_764_534, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(12_574_635_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_719_616_000 picoseconds.
		Weight::from_parts(13_057_348_000, 0)
			// Standard Error: 2_359_632
			.saturating_add(Weight::from_parts(115_343_338, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_719_616_000, 0))
	}
	fn ark_bw6_761_mul_projective_g1() -> Weight {
		// Minimum execution time: 15_628_061_000 picoseconds.
		Weight::from_parts(16_831_477_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(15_628_061_000, 0))
	}
	fn bw6_761_mul_projective_g1() -> Weight {
		// Minimum execution time: 1_084_879_000 picoseconds.
		Weight::from_parts(1_135_234_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_084_879_000, 0))
	}
	fn ark_bw6_761_mul_projective_g2() -> Weight {
		// Minimum execution time: 15_397_758_000 picoseconds.
		Weight::from_parts(16_764_277_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(15_397_758_000, 0))
	}
	fn bw6_761_mul_projective_g2() -> Weight {
		// Minimum execution time: 1_415_612_000 picoseconds.
		Weight::from_parts(1_450_204_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_415_612_000, 0))
	}
	fn ark_bw6_761_mul_affine_g1() -> Weight {
		// Minimum execution time: 12_564_339_000 picoseconds.
		Weight::from_parts(12_924_757_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(12_564_339_000, 0))
	}
	fn bw6_761_mul_affine_g1() -> Weight {
		// Minimum execution time: 1_068_975_000 picoseconds.
		Weight::from_parts(1_409_133_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_068_975_000, 0))
	}
	fn ark_bw6_761_mul_affine_g2() -> Weight {
		// Minimum execution time: 11_510_677_000 picoseconds.
		Weight::from_parts(11_634_973_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(11_510_677_000, 0))
	}
	fn bw6_761_mul_affine_g2() -> Weight {
		// Minimum execution time: 1_037_438_000 picoseconds.
		Weight::from_parts(1_090_687_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_037_438_000, 0))
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
		// Minimum execution time: 2_521_483_000 picoseconds.
		Weight::from_parts(2_603_915_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_521_483_000, 0))
	}
	fn bn254_pairing() -> Weight {
		// Minimum execution time: 799_844_000 picoseconds.
		Weight::from_parts(851_591_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(799_844_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 755_898_000 picoseconds.
		Weight::from_parts(4_477_972_448, 0)
			// Standard Error: 1_053_687
			.saturating_add(Weight::from_parts(52_363_988, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(755_898_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g1(n: u32, ) -> Weight {
		// Minimum execution time: 113_619_000 picoseconds.
		Weight::from_parts(1_586_093_737, 0)
			// Standard Error: 295_142
			.saturating_add(Weight::from_parts(9_952_855, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(113_619_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 1_468_752_000 picoseconds.
		Weight::from_parts(17_199_179_236, 0)
			// Standard Error: 2_756_977
			.saturating_add(Weight::from_parts(127_491_243, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_468_752_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g2(n: u32, ) -> Weight {
		// Minimum execution time: 279_286_000 picoseconds.
		Weight::from_parts(3_379_046_993, 0)
			// Standard Error: 422_282
			.saturating_add(Weight::from_parts(27_509_211, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(279_286_000, 0))
	}
	fn ark_bn254_mul_projective_g1() -> Weight {
		// Minimum execution time: 282_582_000 picoseconds.
		Weight::from_parts(285_315_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(282_582_000, 0))
	}
	fn bn254_mul_projective_g1() -> Weight {
		// Minimum execution time: 90_756_000 picoseconds.
		Weight::from_parts(91_947_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(90_756_000, 0))
	}
	fn ark_bn254_mul_projective_g2() -> Weight {
		// Minimum execution time: 1_810_102_000 picoseconds.
		Weight::from_parts(1_851_694_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_810_102_000, 0))
	}
	fn bn254_mul_projective_g2() -> Weight {
		// Minimum execution time: 268_381_000 picoseconds.
		Weight::from_parts(291_735_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(268_381_000, 0))
	}
	fn ark_bn254_mul_affine_g1() -> Weight {
		// Minimum execution time: 497_362_000 picoseconds.
		Weight::from_parts(507_848_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(497_362_000, 0))
	}
	fn bn254_mul_affine_g1() -> Weight {
		// Minimum execution time: 93_049_000 picoseconds.
		Weight::from_parts(95_082_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(93_049_000, 0))
	}
	fn ark_bn254_mul_affine_g2() -> Weight {
		// Minimum execution time: 1_479_247_000 picoseconds.
		Weight::from_parts(1_522_933_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_479_247_000, 0))
	}
	fn bn254_mul_affine_g2() -> Weight {
		// Minimum execution time: 269_322_000 picoseconds.
		Weight::from_parts(290_443_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(269_322_000, 0))
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
		// Minimum execution time: 1_687_799_000 picoseconds.
		Weight::from_parts(10_688_432_377, 0)
			// Standard Error: 882_601
			.saturating_add(Weight::from_parts(44_464_741, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_687_799_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_msm(n: u32, ) -> Weight {
		// Minimum execution time: 321_680_000 picoseconds.
		Weight::from_parts(2_178_091_000, 0)
			// Standard Error: 194_893
			.saturating_add(Weight::from_parts(10_172_405, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(321_680_000, 0))
	}
	fn ark_bandersnatch_te_mul_projective() -> Weight {
		// Minimum execution time: 442_040_000 picoseconds.
		Weight::from_parts(449_991_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(442_040_000, 0))
	}
	fn bandersnatch_te_mul_projective() -> Weight {
		// Minimum execution time: 88_152_000 picoseconds.
		Weight::from_parts(88_803_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(88_152_000, 0))
	}
	fn ark_bandersnatch_te_mul_affine() -> Weight {
		// Minimum execution time: 453_367_000 picoseconds.
		Weight::from_parts(458_474_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(453_367_000, 0))
	}
	fn bandersnatch_te_mul_affine() -> Weight {
		// Minimum execution time: 89_123_000 picoseconds.
		Weight::from_parts(90_826_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(89_123_000, 0))
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
		// Minimum execution time: 702_318_000 picoseconds.
		Weight::from_parts(6_311_149_755, 0)
			// Standard Error: 476_226
			.saturating_add(Weight::from_parts(52_026_939, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(702_318_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_msm(n: u32, ) -> Weight {
		// Minimum execution time: 115_463_000 picoseconds.
		Weight::from_parts(1_104_859_895, 0)
			// Standard Error: 91_387
			.saturating_add(Weight::from_parts(9_072_726, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(115_463_000, 0))
	}
	fn ark_bandersnatch_sw_mul_projective() -> Weight {
		// Minimum execution time: 760_235_000 picoseconds.
		Weight::from_parts(766_374_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(760_235_000, 0))
	}
	fn bandersnatch_sw_mul_projective() -> Weight {
		// Minimum execution time: 108_152_000 picoseconds.
		Weight::from_parts(110_905_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(108_152_000, 0))
	}
	fn ark_bandersnatch_sw_mul_affine() -> Weight {
		// Minimum execution time: 644_141_000 picoseconds.
		Weight::from_parts(648_117_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(644_141_000, 0))
	}
	fn bandersnatch_sw_mul_affine() -> Weight {
		// Minimum execution time: 106_329_000 picoseconds.
		Weight::from_parts(108_682_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(106_329_000, 0))
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
		// Minimum execution time: 1_701_349_000 picoseconds.
		Weight::from_parts(9_641_834_945, 0)
			// Standard Error: 970_933
			.saturating_add(Weight::from_parts(45_443_971, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_701_349_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_msm(n: u32, ) -> Weight {
		// Minimum execution time: 312_316_000 picoseconds.
		Weight::from_parts(1_691_334_225, 0)
			// Standard Error: 225_735
			.saturating_add(Weight::from_parts(10_131_908, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(312_316_000, 0))
	}
	fn ark_ed_on_bls12_377_mul_projective() -> Weight {
		// Minimum execution time: 459_446_000 picoseconds.
		Weight::from_parts(469_290_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(459_446_000, 0))
	}
	fn ed_on_bls12_377_mul_projective() -> Weight {
		// Minimum execution time: 88_852_000 picoseconds.
		Weight::from_parts(90_725_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(88_852_000, 0))
	}
	fn ark_ed_on_bls12_377_mul_affine() -> Weight {
		// Minimum execution time: 448_329_000 picoseconds.
		Weight::from_parts(454_428_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(448_329_000, 0))
	}
	fn ed_on_bls12_377_mul_affine() -> Weight {
		// Minimum execution time: 87_761_000 picoseconds.
		Weight::from_parts(89_183_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(87_761_000, 0))
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
		// Minimum execution time: 453_506_000 picoseconds.
		Weight::from_parts(6_364_183_016, 0)
			// Standard Error: 507_396
			.saturating_add(Weight::from_parts(41_122_440, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(453_506_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn pallas_msm(n: u32, ) -> Weight {
		// Minimum execution time: 83_224_000 picoseconds.
		Weight::from_parts(1_171_600_217, 0)
			// Standard Error: 110_834
			.saturating_add(Weight::from_parts(7_740_597, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(83_224_000, 0))
	}
	fn ark_pallas_mul_projective() -> Weight {
		// Minimum execution time: 511_073_000 picoseconds.
		Weight::from_parts(516_040_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(511_073_000, 0))
	}
	fn pallas_mul_projective() -> Weight {
		// Minimum execution time: 82_883_000 picoseconds.
		Weight::from_parts(85_608_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(82_883_000, 0))
	}
	fn ark_pallas_mul_affine() -> Weight {
		// Minimum execution time: 405_675_000 picoseconds.
		Weight::from_parts(429_090_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(405_675_000, 0))
	}
	fn pallas_mul_affine() -> Weight {
		// Minimum execution time: 402_821_000 picoseconds.
		Weight::from_parts(410_513_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(402_821_000, 0))
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
		// Minimum execution time: 481_969_000 picoseconds.
		Weight::from_parts(5_208_632_885, 0)
			// Standard Error: 419_750
			.saturating_add(Weight::from_parts(60_022_643, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(481_969_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn vesta_msm(n: u32, ) -> Weight {
		// Minimum execution time: 90_415_000 picoseconds.
		Weight::from_parts(1_074_370_946, 0)
			// Standard Error: 85_812
			.saturating_add(Weight::from_parts(8_234_384, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(90_415_000, 0))
	}
	fn ark_vesta_mul_projective() -> Weight {
		// Minimum execution time: 533_235_000 picoseconds.
		Weight::from_parts(539_085_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(533_235_000, 0))
	}
	fn vesta_mul_projective() -> Weight {
		// Minimum execution time: 87_711_000 picoseconds.
		Weight::from_parts(89_864_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(87_711_000, 0))
	}
	fn ark_vesta_mul_affine() -> Weight {
		// Minimum execution time: 421_359_000 picoseconds.
		Weight::from_parts(424_714_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(421_359_000, 0))
	}
	fn vesta_mul_affine() -> Weight {
		// Minimum execution time: 418_775_000 picoseconds.
		Weight::from_parts(423_402_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(418_775_000, 0))
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
	fn ark_bls12_381_evm_point_evaluation() -> Weight {
		// Minimum execution time: 10_754_804_000 picoseconds.
		Weight::from_parts(10_792_050_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_754_804_000, 0))
	}
	fn bls12_381_evm_point_evaluation() -> Weight {
		// Minimum execution time: 1_192_587_000 picoseconds.
		Weight::from_parts(1_238_084_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_192_587_000, 0))
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
	/// The range of component `n` is `[1, 301]`.
	fn ark_bls12_381_evm_pairing_check(n: u32, ) -> Weight {
		// Minimum execution time: 6_032_913_000 picoseconds.
		Weight::from_parts(6_056_298_000, 0)
			// Standard Error: 13_002_324
			.saturating_add(Weight::from_parts(2_819_373_719, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_032_913_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_evm_pairing_check(n: u32, ) -> Weight {
		// Minimum execution time: 846_303_000 picoseconds.
		Weight::from_parts(850_830_000, 0)
			// Standard Error: 2_740_890
			.saturating_add(Weight::from_parts(317_083_371, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(846_303_000, 0))
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
	fn bls12_381_verify_beacon() -> Weight {
		// Minimum execution time: 1_176_828_000 picoseconds.
		Weight::from_parts(1_462_704_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_176_828_000, 0))
	}
	fn ark_bls12_381_verify_beacon() -> Weight {
		// Minimum execution time: 10_673_372_000 picoseconds.
		Weight::from_parts(10_758_271_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_673_372_000, 0))
	}
	fn bandersnatch_ring_vrf_verify() -> Weight {
		// Minimum execution time: 7_997_529_000 picoseconds.
		Weight::from_parts(8_058_429_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(7_997_529_000, 0))
	}
	fn ark_bandersnatch_ring_vrf_verify() -> Weight {
		// Minimum execution time: 23_562_460_000 picoseconds.
		Weight::from_parts(23_808_444_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(23_562_460_000, 0))
	}
	fn bandersnatch_ring_vrf_verify_sp_crypto_ec_utils() -> Weight {
		// Minimum execution time: 32_834_999_000 picoseconds.
		Weight::from_parts(32_915_718_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(32_834_999_000, 0))
	}
	fn ark_bandersnatch_ring_vrf_verify_sp_crypto_ec_utils() -> Weight {
		// Minimum execution time: 44_803_792_000 picoseconds.
		Weight::from_parts(45_005_290_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(44_803_792_000, 0))
	}
	fn bn254_plonk_verify() -> Weight {
		// Minimum execution time: 2_219_979_000 picoseconds.
		Weight::from_parts(2_282_071_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_219_979_000, 0))
	}
	fn ark_bn254_plonk_verify() -> Weight {
		// Minimum execution time: 8_782_111_000 picoseconds.
		Weight::from_parts(8_840_108_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_782_111_000, 0))
	}
	fn bls12_381_plonk_verify() -> Weight {
		// Minimum execution time: 3_284_005_000 picoseconds.
		Weight::from_parts(3_320_510_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_284_005_000, 0))
	}
	fn ark_bls12_381_plonk_verify() -> Weight {
		// Minimum execution time: 27_327_679_000 picoseconds.
		Weight::from_parts(27_401_358_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(27_327_679_000, 0))
	}
	fn bn254_fflonk_verify() -> Weight {
		// Minimum execution time: 1_881_637_000 picoseconds.
		Weight::from_parts(1_927_456_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_881_637_000, 0))
	}
	fn ark_bn254_fflonk_verify() -> Weight {
		// Minimum execution time: 6_606_408_000 picoseconds.
		Weight::from_parts(6_690_523_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_606_408_000, 0))
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
		Weight::from_parts(5_131_407_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_066_110_000, 0))
	}
	fn bls12_381_pairing() -> Weight {
		Weight::from_parts(647_677_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(572_725_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(15_533_296_173, 0)
			.saturating_add(Weight::from_parts(134_472_812, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_657_233_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_561_286_823, 0)
			.saturating_add(Weight::from_parts(18_383_004, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(200_459_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(36_975_942_947, 0)
			.saturating_add(Weight::from_parts(308_254_189, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_980_800_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(5_933_402_147, 0)
			.saturating_add(Weight::from_parts(57_099_353, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(576_200_000, 0))
	}
	fn ark_bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(970_698_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(869_277_000, 0))
	}
	fn bls12_381_mul_projective_g1() -> Weight {
		Weight::from_parts(199_527_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(187_770_000, 0))
	}
	fn ark_bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(5_323_404_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_111_257_000, 0))
	}
	fn bls12_381_mul_projective_g2() -> Weight {
		Weight::from_parts(704_652_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(625_063_000, 0))
	}
	fn ark_bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(1_709_862_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_619_527_000, 0))
	}
	fn bls12_381_mul_affine_g1() -> Weight {
		Weight::from_parts(191_937_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(186_909_000, 0))
	}
	fn ark_bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(4_090_864_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_960_480_000, 0))
	}
	fn bls12_381_mul_affine_g2() -> Weight {
		Weight::from_parts(850_098_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(628_798_000, 0))
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
		Weight::from_parts(6_241_945_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_569_521_000, 0))
	}
	fn bls12_377_pairing() -> Weight {
		Weight::from_parts(1_263_205_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_135_024_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(26_203_765_611, 0)
			.saturating_add(Weight::from_parts(128_217_125, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_027_806_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_360_874_996, 0)
			.saturating_add(Weight::from_parts(15_914_417, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(186_008_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bls12_377_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(26_087_363_187, 0)
			.saturating_add(Weight::from_parts(369_465_876, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_194_389_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_377_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(6_439_413_025, 0)
			.saturating_add(Weight::from_parts(70_139_271, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(625_153_000, 0))
	}
	fn ark_bls12_377_mul_projective_g1() -> Weight {
		Weight::from_parts(855_266_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(841_475_000, 0))
	}
	fn bls12_377_mul_projective_g1() -> Weight {
		Weight::from_parts(179_668_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(176_894_000, 0))
	}
	fn ark_bls12_377_mul_projective_g2() -> Weight {
		Weight::from_parts(5_665_435_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_339_057_000, 0))
	}
	fn bls12_377_mul_projective_g2() -> Weight {
		Weight::from_parts(629_119_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(589_229_000, 0))
	}
	fn ark_bls12_377_mul_affine_g1() -> Weight {
		Weight::from_parts(1_761_649_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_644_945_000, 0))
	}
	fn bls12_377_mul_affine_g1() -> Weight {
		Weight::from_parts(240_849_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(183_504_000, 0))
	}
	fn ark_bls12_377_mul_affine_g2() -> Weight {
		Weight::from_parts(5_162_484_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_973_212_000, 0))
	}
	fn bls12_377_mul_affine_g2() -> Weight {
		Weight::from_parts(785_442_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(641_197_000, 0))
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
		Weight::from_parts(42_190_108_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(41_148_094_000, 0))
	}
	fn bw6_761_pairing() -> Weight {
		Weight::from_parts(5_490_083_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_326_629_000, 0))
	}
	/// The range of component `n` is `[1, 438]`.
	fn ark_bw6_761_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(54_367_544_239, 0)
			.saturating_add(Weight::from_parts(1_301_235_415, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(12_176_590_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(11_904_694_477, 0)
			.saturating_add(Weight::from_parts(92_281_604, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_435_072_000, 0))
	}
	/// The range of component `n` is `[1, 421]`.
	fn ark_bw6_761_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(48_335_941_378, 0)
			.saturating_add(Weight::from_parts(1_369_764_534, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(12_574_635_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bw6_761_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(13_057_348_000, 0)
			.saturating_add(Weight::from_parts(115_343_338, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_719_616_000, 0))
	}
	fn ark_bw6_761_mul_projective_g1() -> Weight {
		Weight::from_parts(16_831_477_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(15_628_061_000, 0))
	}
	fn bw6_761_mul_projective_g1() -> Weight {
		Weight::from_parts(1_135_234_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_084_879_000, 0))
	}
	fn ark_bw6_761_mul_projective_g2() -> Weight {
		Weight::from_parts(16_764_277_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(15_397_758_000, 0))
	}
	fn bw6_761_mul_projective_g2() -> Weight {
		Weight::from_parts(1_450_204_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_415_612_000, 0))
	}
	fn ark_bw6_761_mul_affine_g1() -> Weight {
		Weight::from_parts(12_924_757_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(12_564_339_000, 0))
	}
	fn bw6_761_mul_affine_g1() -> Weight {
		Weight::from_parts(1_409_133_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_068_975_000, 0))
	}
	fn ark_bw6_761_mul_affine_g2() -> Weight {
		Weight::from_parts(11_634_973_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(11_510_677_000, 0))
	}
	fn bw6_761_mul_affine_g2() -> Weight {
		Weight::from_parts(1_090_687_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_037_438_000, 0))
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
		Weight::from_parts(2_603_915_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_521_483_000, 0))
	}
	fn bn254_pairing() -> Weight {
		Weight::from_parts(851_591_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(799_844_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(4_477_972_448, 0)
			.saturating_add(Weight::from_parts(52_363_988, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(755_898_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g1(n: u32, ) -> Weight {
		Weight::from_parts(1_586_093_737, 0)
			.saturating_add(Weight::from_parts(9_952_855, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(113_619_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ark_bn254_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(17_199_179_236, 0)
			.saturating_add(Weight::from_parts(127_491_243, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_468_752_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bn254_msm_g2(n: u32, ) -> Weight {
		Weight::from_parts(3_379_046_993, 0)
			.saturating_add(Weight::from_parts(27_509_211, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(279_286_000, 0))
	}
	fn ark_bn254_mul_projective_g1() -> Weight {
		Weight::from_parts(285_315_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(282_582_000, 0))
	}
	fn bn254_mul_projective_g1() -> Weight {
		Weight::from_parts(91_947_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(90_756_000, 0))
	}
	fn ark_bn254_mul_projective_g2() -> Weight {
		Weight::from_parts(1_851_694_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_810_102_000, 0))
	}
	fn bn254_mul_projective_g2() -> Weight {
		Weight::from_parts(291_735_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(268_381_000, 0))
	}
	fn ark_bn254_mul_affine_g1() -> Weight {
		Weight::from_parts(507_848_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(497_362_000, 0))
	}
	fn bn254_mul_affine_g1() -> Weight {
		Weight::from_parts(95_082_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(93_049_000, 0))
	}
	fn ark_bn254_mul_affine_g2() -> Weight {
		Weight::from_parts(1_522_933_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_479_247_000, 0))
	}
	fn bn254_mul_affine_g2() -> Weight {
		Weight::from_parts(290_443_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(269_322_000, 0))
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
		Weight::from_parts(10_688_432_377, 0)
			.saturating_add(Weight::from_parts(44_464_741, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_687_799_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_te_msm(n: u32, ) -> Weight {
		Weight::from_parts(2_178_091_000, 0)
			.saturating_add(Weight::from_parts(10_172_405, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(321_680_000, 0))
	}
	fn ark_bandersnatch_te_mul_projective() -> Weight {
		Weight::from_parts(449_991_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(442_040_000, 0))
	}
	fn bandersnatch_te_mul_projective() -> Weight {
		Weight::from_parts(88_803_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(88_152_000, 0))
	}
	fn ark_bandersnatch_te_mul_affine() -> Weight {
		Weight::from_parts(458_474_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(453_367_000, 0))
	}
	fn bandersnatch_te_mul_affine() -> Weight {
		Weight::from_parts(90_826_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(89_123_000, 0))
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
		Weight::from_parts(6_311_149_755, 0)
			.saturating_add(Weight::from_parts(52_026_939, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(702_318_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bandersnatch_sw_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_104_859_895, 0)
			.saturating_add(Weight::from_parts(9_072_726, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(115_463_000, 0))
	}
	fn ark_bandersnatch_sw_mul_projective() -> Weight {
		Weight::from_parts(766_374_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(760_235_000, 0))
	}
	fn bandersnatch_sw_mul_projective() -> Weight {
		Weight::from_parts(110_905_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(108_152_000, 0))
	}
	fn ark_bandersnatch_sw_mul_affine() -> Weight {
		Weight::from_parts(648_117_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(644_141_000, 0))
	}
	fn bandersnatch_sw_mul_affine() -> Weight {
		Weight::from_parts(108_682_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(106_329_000, 0))
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
		Weight::from_parts(9_641_834_945, 0)
			.saturating_add(Weight::from_parts(45_443_971, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_701_349_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn ed_on_bls12_377_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_691_334_225, 0)
			.saturating_add(Weight::from_parts(10_131_908, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(312_316_000, 0))
	}
	fn ark_ed_on_bls12_377_mul_projective() -> Weight {
		Weight::from_parts(469_290_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(459_446_000, 0))
	}
	fn ed_on_bls12_377_mul_projective() -> Weight {
		Weight::from_parts(90_725_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(88_852_000, 0))
	}
	fn ark_ed_on_bls12_377_mul_affine() -> Weight {
		Weight::from_parts(454_428_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(448_329_000, 0))
	}
	fn ed_on_bls12_377_mul_affine() -> Weight {
		Weight::from_parts(89_183_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(87_761_000, 0))
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
		Weight::from_parts(6_364_183_016, 0)
			.saturating_add(Weight::from_parts(41_122_440, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(453_506_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn pallas_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_171_600_217, 0)
			.saturating_add(Weight::from_parts(7_740_597, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(83_224_000, 0))
	}
	fn ark_pallas_mul_projective() -> Weight {
		Weight::from_parts(516_040_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(511_073_000, 0))
	}
	fn pallas_mul_projective() -> Weight {
		Weight::from_parts(85_608_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(82_883_000, 0))
	}
	fn ark_pallas_mul_affine() -> Weight {
		Weight::from_parts(429_090_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(405_675_000, 0))
	}
	fn pallas_mul_affine() -> Weight {
		Weight::from_parts(410_513_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(402_821_000, 0))
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
		Weight::from_parts(5_208_632_885, 0)
			.saturating_add(Weight::from_parts(60_022_643, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(481_969_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn vesta_msm(n: u32, ) -> Weight {
		Weight::from_parts(1_074_370_946, 0)
			.saturating_add(Weight::from_parts(8_234_384, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(90_415_000, 0))
	}
	fn ark_vesta_mul_projective() -> Weight {
		Weight::from_parts(539_085_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(533_235_000, 0))
	}
	fn vesta_mul_projective() -> Weight {
		Weight::from_parts(89_864_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(87_711_000, 0))
	}
	fn ark_vesta_mul_affine() -> Weight {
		Weight::from_parts(424_714_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(421_359_000, 0))
	}
	fn vesta_mul_affine() -> Weight {
		Weight::from_parts(423_402_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(418_775_000, 0))
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
	fn ark_bls12_381_evm_point_evaluation() -> Weight {
		Weight::from_parts(10_792_050_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_754_804_000, 0))
	}
	fn bls12_381_evm_point_evaluation() -> Weight {
		Weight::from_parts(1_238_084_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_192_587_000, 0))
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
	/// The range of component `n` is `[1, 301]`.
	fn ark_bls12_381_evm_pairing_check(n: u32, ) -> Weight {
		Weight::from_parts(6_056_298_000, 0)
			.saturating_add(Weight::from_parts(2_819_373_719, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_032_913_000, 0))
	}
	/// The range of component `n` is `[1, 1000]`.
	fn bls12_381_evm_pairing_check(n: u32, ) -> Weight {
		Weight::from_parts(850_830_000, 0)
			.saturating_add(Weight::from_parts(317_083_371, 0).saturating_mul(n.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(846_303_000, 0))
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
	fn bls12_381_verify_beacon() -> Weight {
		Weight::from_parts(1_462_704_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_176_828_000, 0))
	}
	fn ark_bls12_381_verify_beacon() -> Weight {
		Weight::from_parts(10_758_271_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_673_372_000, 0))
	}
	fn bandersnatch_ring_vrf_verify() -> Weight {
		Weight::from_parts(8_058_429_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(7_997_529_000, 0))
	}
	fn ark_bandersnatch_ring_vrf_verify() -> Weight {
		Weight::from_parts(23_808_444_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(23_562_460_000, 0))
	}
	fn bandersnatch_ring_vrf_verify_sp_crypto_ec_utils() -> Weight {
		Weight::from_parts(32_915_718_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(32_834_999_000, 0))
	}
	fn ark_bandersnatch_ring_vrf_verify_sp_crypto_ec_utils() -> Weight {
		Weight::from_parts(45_005_290_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(44_803_792_000, 0))
	}
	fn bn254_plonk_verify() -> Weight {
		Weight::from_parts(2_282_071_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_219_979_000, 0))
	}
	fn ark_bn254_plonk_verify() -> Weight {
		Weight::from_parts(8_840_108_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_782_111_000, 0))
	}
	fn bls12_381_plonk_verify() -> Weight {
		Weight::from_parts(3_320_510_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_284_005_000, 0))
	}
	fn ark_bls12_381_plonk_verify() -> Weight {
		Weight::from_parts(27_401_358_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(27_327_679_000, 0))
	}
	fn bn254_fflonk_verify() -> Weight {
		Weight::from_parts(1_927_456_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_881_637_000, 0))
	}
	fn ark_bn254_fflonk_verify() -> Weight {
		Weight::from_parts(6_690_523_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_606_408_000, 0))
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
