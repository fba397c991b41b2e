
//! Weights for `pallet_hostcurves_verifier`: `ref_time` in picoseconds, proof size in bytes (the key
//! registries' storage reads and writes). `n`: public inputs of a Groth16 key, or BLS public
//! keys; `k`: proofs in a batch; `p`: participants of a committee signature.
//!
//! THIS FILE WAS AUTO-GENERATED USING THE SUBSTRATE BENCHMARK CLI VERSION 64.0.0
//! (through `hostcurves-bench pallet`, which registers hostcurves' host functions)
//! DATE: 2026-12-04, STEPS: `20`, REPEAT: `10`, LOW RANGE: `[]`, HIGH RANGE: `[]`
//! HOSTNAME: `vm`, CPU: `AMD EPYC`
//! WASM-EXECUTION: `Compiled`, CHAIN: `None`, DB CACHE: 1024

// Executed Command:
// /root/.cache/hostcurves/target/release/hostcurves-bench
// pallet
// --pallet
// pallet_hostcurves_verifier
// --extrinsic
// *
// --steps
// 20
// --repeat
// 10
// --output-analysis
// max
// --template
// verifier/weight-template.hbs
// --output
// verifier/src/weights.rs

#![cfg_attr(rustfmt, rustfmt_skip)]
#![allow(unused_parens)]
#![allow(unused_imports)]
#![allow(missing_docs)]

use frame_support::{traits::Get, weights::{Weight, constants::RocksDbWeight}};
use core::marker::PhantomData;

/// Weight functions needed for `pallet_hostcurves_verifier`.
pub trait WeightInfo {
	fn bls12_381_register_verification_key(n: u32, ) -> Weight;
	fn bls12_381_verify_proof(n: u32, ) -> Weight;
	fn bls12_381_verify_proofs(k: u32, ) -> Weight;
	fn bls12_377_register_verification_key(n: u32, ) -> Weight;
	fn bls12_377_verify_proof(n: u32, ) -> Weight;
	fn bls12_377_verify_proofs(k: u32, ) -> Weight;
	fn bw6_761_register_verification_key(n: u32, ) -> Weight;
	fn bw6_761_verify_proof(n: u32, ) -> Weight;
	fn bw6_761_verify_proofs(k: u32, ) -> Weight;
	fn bn254_register_verification_key(n: u32, ) -> Weight;
	fn bn254_verify_proof(n: u32, ) -> Weight;
	fn bn254_verify_proofs(k: u32, ) -> Weight;
	fn remove_verification_key() -> Weight;
	fn register_committee(n: u32, ) -> Weight;
	fn remove_committee() -> Weight;
	fn verify_committee_signature(p: u32, ) -> Weight;
	fn verify_bls() -> Weight;
	fn register_beacon_chain() -> Weight;
	fn remove_beacon_chain() -> Weight;
	fn verify_beacon() -> Weight;
	fn verify_kzg_opening() -> Weight;
	fn verify_kzg_openings(k: u32, ) -> Weight;
	fn register_ring() -> Weight;
	fn remove_ring() -> Weight;
	fn verify_ring_vrf() -> Weight;
	fn verify_ietf_vrf() -> Weight;
	fn register_plonk_bn254() -> Weight;
	fn register_plonk_bls12_381() -> Weight;
	fn register_fflonk_bn254() -> Weight;
	fn remove_plonk_key() -> Weight;
	fn verify_plonk_bn254(n: u32, ) -> Weight;
	fn verify_plonk_bls12_381(n: u32, ) -> Weight;
	fn verify_fflonk_bn254(n: u32, ) -> Weight;
}

/// Weights for `pallet_hostcurves_verifier` using the Substrate node and recommended hardware.
pub struct SubstrateWeight<T>(PhantomData<T>);
impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 1_572_319_000 picoseconds.
		Weight::from_parts(2_209_369_125, 1489)
			// Standard Error: 5_954_732
			.saturating_add(Weight::from_parts(115_331_375, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_572_319_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 1_934_840_000 picoseconds.
		Weight::from_parts(2_385_855_449, 10788)
			// Standard Error: 4_906_126
			.saturating_add(Weight::from_parts(51_329_190, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_934_840_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_381_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 4_669_459_000 picoseconds.
		Weight::from_parts(7_423_105_572, 10788)
			// Standard Error: 18_271_125
			.saturating_add(Weight::from_parts(868_811_910, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_669_459_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 5_059_862_000 picoseconds.
		Weight::from_parts(5_211_453_702, 1489)
			// Standard Error: 16_899_757
			.saturating_add(Weight::from_parts(342_071_579, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_059_862_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 4_372_242_000 picoseconds.
		Weight::from_parts(5_366_172_663, 10788)
			// Standard Error: 12_742_824
			.saturating_add(Weight::from_parts(81_480_173, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_372_242_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_377_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 8_683_950_000 picoseconds.
		Weight::from_parts(9_037_103_000, 10788)
			// Standard Error: 38_488_046
			.saturating_add(Weight::from_parts(2_992_123_204, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_683_950_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 13_757_658_000 picoseconds.
		Weight::from_parts(12_313_448_000, 1489)
			// Standard Error: 64_331_276
			.saturating_add(Weight::from_parts(1_666_248_636, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(13_757_658_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 14_655_772_000 picoseconds.
		Weight::from_parts(15_500_280_482, 10788)
			// Standard Error: 36_124_397
			.saturating_add(Weight::from_parts(464_475_686, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(14_655_772_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bw6_761_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 36_033_584_000 picoseconds.
		Weight::from_parts(35_470_426_000, 10788)
			// Standard Error: 244_623_520
			.saturating_add(Weight::from_parts(8_561_706_570, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(36_033_584_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 1_522_276_000 picoseconds.
		Weight::from_parts(1_493_918_347, 1489)
			// Standard Error: 2_608_499
			.saturating_add(Weight::from_parts(48_744_968, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_522_276_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 2_108_796_000 picoseconds.
		Weight::from_parts(3_106_238_000, 10788)
			// Standard Error: 4_074_617
			.saturating_add(Weight::from_parts(64_947_370, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_108_796_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bn254_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 5_767_468_000 picoseconds.
		Weight::from_parts(6_645_352_949, 10788)
			// Standard Error: 26_666_222
			.saturating_add(Weight::from_parts(789_151_023, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_767_468_000, 0))
	}
	fn remove_verification_key() -> Weight {
		// Minimum execution time: 40_447_000 picoseconds.
		Weight::from_parts(43_662_000, 10788)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(40_447_000, 0))
	}
	/// The range of component `n` is `[1, 512]`.
	fn register_committee(n: u32, ) -> Weight {
		// Minimum execution time: 1_649_013_000 picoseconds.
		Weight::from_parts(9_499_488_915, 1489)
			// Standard Error: 16_367_803
			.saturating_add(Weight::from_parts(968_305_419, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_649_013_000, 0))
	}
	fn remove_committee() -> Weight {
		// Minimum execution time: 39_474_000 picoseconds.
		Weight::from_parts(67_527_000, 52631)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(39_474_000, 0))
	}
	/// The range of component `p` is `[1, 512]`.
	fn verify_committee_signature(p: u32, ) -> Weight {
		// Minimum execution time: 1_580_175_000 picoseconds.
		Weight::from_parts(1_983_698_109, 52631)
			// Standard Error: 217_053
			.saturating_add(Weight::from_parts(2_344_502, 0).saturating_mul(p.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_580_175_000, 0))
	}
	fn verify_bls() -> Weight {
		// Minimum execution time: 2_343_446_000 picoseconds.
		Weight::from_parts(2_489_310_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_343_446_000, 0))
	}
	fn register_beacon_chain() -> Weight {
		// Minimum execution time: 181_070_000 picoseconds.
		Weight::from_parts(218_490_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(181_070_000, 0))
	}
	fn remove_beacon_chain() -> Weight {
		// Minimum execution time: 37_461_000 picoseconds.
		Weight::from_parts(42_479_000, 3669)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(37_461_000, 0))
	}
	fn verify_beacon() -> Weight {
		// Minimum execution time: 1_885_237_000 picoseconds.
		Weight::from_parts(2_080_453_000, 3669)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_885_237_000, 0))
	}
	fn verify_kzg_opening() -> Weight {
		// Minimum execution time: 1_177_014_000 picoseconds.
		Weight::from_parts(1_210_965_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_177_014_000, 0))
	}
	/// The range of component `k` is `[1, 64]`.
	fn verify_kzg_openings(k: u32, ) -> Weight {
		// Minimum execution time: 1_266_236_000 picoseconds.
		Weight::from_parts(1_633_634_550, 0)
			// Standard Error: 759_677
			.saturating_add(Weight::from_parts(191_437_558, 0).saturating_mul(k.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_266_236_000, 0))
	}
	fn register_ring() -> Weight {
		// Minimum execution time: 849_699_000 picoseconds.
		Weight::from_parts(872_734_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(849_699_000, 0))
	}
	fn remove_ring() -> Weight {
		// Minimum execution time: 14_731_000 picoseconds.
		Weight::from_parts(16_955_000, 3769)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(14_731_000, 0))
	}
	fn verify_ring_vrf() -> Weight {
		// Minimum execution time: 6_962_686_000 picoseconds.
		Weight::from_parts(7_022_214_000, 3769)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_962_686_000, 0))
	}
	fn verify_ietf_vrf() -> Weight {
		// Minimum execution time: 1_815_690_000 picoseconds.
		Weight::from_parts(2_775_652_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_815_690_000, 0))
	}
	fn register_plonk_bn254() -> Weight {
		// Minimum execution time: 340_074_000 picoseconds.
		Weight::from_parts(351_841_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(340_074_000, 0))
	}
	fn register_plonk_bls12_381() -> Weight {
		// Minimum execution time: 788_818_000 picoseconds.
		Weight::from_parts(796_199_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(788_818_000, 0))
	}
	fn register_fflonk_bn254() -> Weight {
		// Minimum execution time: 295_238_000 picoseconds.
		Weight::from_parts(315_748_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(295_238_000, 0))
	}
	fn remove_plonk_key() -> Weight {
		// Minimum execution time: 15_713_000 picoseconds.
		Weight::from_parts(17_937_000, 4549)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(15_713_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_plonk_bn254(n: u32, ) -> Weight {
		// Minimum execution time: 1_835_951_000 picoseconds.
		Weight::from_parts(1_916_962_035, 4549)
			// Standard Error: 771_566
			.saturating_add(Weight::from_parts(1_688_000, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_835_951_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_plonk_bls12_381(n: u32, ) -> Weight {
		// Minimum execution time: 2_438_743_000 picoseconds.
		Weight::from_parts(2_491_180_529, 4549)
			// Standard Error: 202_102
			.saturating_add(Weight::from_parts(1_167_884, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_438_743_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_fflonk_bn254(n: u32, ) -> Weight {
		// Minimum execution time: 1_554_153_000 picoseconds.
		Weight::from_parts(1_581_840_000, 4549)
			// Standard Error: 302_081
			.saturating_add(Weight::from_parts(2_032_377, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_554_153_000, 0))
	}
}

// For backwards compatibility and tests.
impl WeightInfo for () {
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(2_209_369_125, 1489)
			.saturating_add(Weight::from_parts(115_331_375, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_572_319_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(2_385_855_449, 10788)
			.saturating_add(Weight::from_parts(51_329_190, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_934_840_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_381_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(7_423_105_572, 10788)
			.saturating_add(Weight::from_parts(868_811_910, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_669_459_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(5_211_453_702, 1489)
			.saturating_add(Weight::from_parts(342_071_579, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_059_862_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(5_366_172_663, 10788)
			.saturating_add(Weight::from_parts(81_480_173, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_372_242_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_377_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(9_037_103_000, 10788)
			.saturating_add(Weight::from_parts(2_992_123_204, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_683_950_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(12_313_448_000, 1489)
			.saturating_add(Weight::from_parts(1_666_248_636, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(13_757_658_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(15_500_280_482, 10788)
			.saturating_add(Weight::from_parts(464_475_686, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(14_655_772_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bw6_761_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(35_470_426_000, 10788)
			.saturating_add(Weight::from_parts(8_561_706_570, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(36_033_584_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(1_493_918_347, 1489)
			.saturating_add(Weight::from_parts(48_744_968, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_522_276_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(3_106_238_000, 10788)
			.saturating_add(Weight::from_parts(64_947_370, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_108_796_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bn254_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(6_645_352_949, 10788)
			.saturating_add(Weight::from_parts(789_151_023, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_767_468_000, 0))
	}
	fn remove_verification_key() -> Weight {
		Weight::from_parts(43_662_000, 10788)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(40_447_000, 0))
	}
	/// The range of component `n` is `[1, 512]`.
	fn register_committee(n: u32, ) -> Weight {
		Weight::from_parts(9_499_488_915, 1489)
			.saturating_add(Weight::from_parts(968_305_419, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_649_013_000, 0))
	}
	fn remove_committee() -> Weight {
		Weight::from_parts(67_527_000, 52631)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(39_474_000, 0))
	}
	/// The range of component `p` is `[1, 512]`.
	fn verify_committee_signature(p: u32, ) -> Weight {
		Weight::from_parts(1_983_698_109, 52631)
			.saturating_add(Weight::from_parts(2_344_502, 0).saturating_mul(p.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_580_175_000, 0))
	}
	fn verify_bls() -> Weight {
		Weight::from_parts(2_489_310_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_343_446_000, 0))
	}
	fn register_beacon_chain() -> Weight {
		Weight::from_parts(218_490_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(181_070_000, 0))
	}
	fn remove_beacon_chain() -> Weight {
		Weight::from_parts(42_479_000, 3669)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(37_461_000, 0))
	}
	fn verify_beacon() -> Weight {
		Weight::from_parts(2_080_453_000, 3669)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_885_237_000, 0))
	}
	fn verify_kzg_opening() -> Weight {
		Weight::from_parts(1_210_965_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_177_014_000, 0))
	}
	/// The range of component `k` is `[1, 64]`.
	fn verify_kzg_openings(k: u32, ) -> Weight {
		Weight::from_parts(1_633_634_550, 0)
			.saturating_add(Weight::from_parts(191_437_558, 0).saturating_mul(k.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_266_236_000, 0))
	}
	fn register_ring() -> Weight {
		Weight::from_parts(872_734_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(849_699_000, 0))
	}
	fn remove_ring() -> Weight {
		Weight::from_parts(16_955_000, 3769)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(14_731_000, 0))
	}
	fn verify_ring_vrf() -> Weight {
		Weight::from_parts(7_022_214_000, 3769)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_962_686_000, 0))
	}
	fn verify_ietf_vrf() -> Weight {
		Weight::from_parts(2_775_652_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_815_690_000, 0))
	}
	fn register_plonk_bn254() -> Weight {
		Weight::from_parts(351_841_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(340_074_000, 0))
	}
	fn register_plonk_bls12_381() -> Weight {
		Weight::from_parts(796_199_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(788_818_000, 0))
	}
	fn register_fflonk_bn254() -> Weight {
		Weight::from_parts(315_748_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(295_238_000, 0))
	}
	fn remove_plonk_key() -> Weight {
		Weight::from_parts(17_937_000, 4549)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(15_713_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_plonk_bn254(n: u32, ) -> Weight {
		Weight::from_parts(1_916_962_035, 4549)
			.saturating_add(Weight::from_parts(1_688_000, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_835_951_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_plonk_bls12_381(n: u32, ) -> Weight {
		Weight::from_parts(2_491_180_529, 4549)
			.saturating_add(Weight::from_parts(1_167_884, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_438_743_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_fflonk_bn254(n: u32, ) -> Weight {
		Weight::from_parts(1_581_840_000, 4549)
			.saturating_add(Weight::from_parts(2_032_377, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_554_153_000, 0))
	}
}
