
//! Weights for `pallet_hostcurves_verifier`: `ref_time` in picoseconds, proof size in bytes (the key
//! registry's storage reads and writes). `n`: public inputs; `k`: proofs in a batch.
//!
//! THIS FILE WAS AUTO-GENERATED USING THE SUBSTRATE BENCHMARK CLI VERSION 64.0.0
//! (through `hostcurves-bench pallet`, which registers hostcurves' host functions)
//! DATE: 2026-12-01, STEPS: `20`, REPEAT: `10`, LOW RANGE: `[]`, HIGH RANGE: `[]`
//! HOSTNAME: `vm`, CPU: `Intel(R) Xeon(R) Processor`
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
}

/// Weights for `pallet_hostcurves_verifier` using the Substrate node and recommended hardware.
pub struct SubstrateWeight<T>(PhantomData<T>);
impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 1_370_439_000 picoseconds.
		Weight::from_parts(1_284_410_027, 1489)
			// Standard Error: 604_630
			.saturating_add(Weight::from_parts(74_593_700, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 1_726_113_000 picoseconds.
		Weight::from_parts(1_159_039_291, 10788)
			// Standard Error: 3_974_011
			.saturating_add(Weight::from_parts(114_723_243, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_381_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 6_304_498_000 picoseconds.
		Weight::from_parts(3_666_636_028, 10788)
			// Standard Error: 26_266_275
			.saturating_add(Weight::from_parts(795_955_754, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 5_972_812_000 picoseconds.
		Weight::from_parts(5_962_073_325, 1489)
			// Standard Error: 14_238_768
			.saturating_add(Weight::from_parts(515_795_939, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 4_439_088_000 picoseconds.
		Weight::from_parts(6_818_803_692, 10788)
			// Standard Error: 7_652_745
			.saturating_add(Weight::from_parts(45_929_667, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_377_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 9_789_209_000 picoseconds.
		Weight::from_parts(6_363_800_192, 10788)
			// Standard Error: 74_580_292
			.saturating_add(Weight::from_parts(2_322_936_628, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 11_783_727_000 picoseconds.
		Weight::from_parts(8_627_679_980, 1489)
			// Standard Error: 65_892_722
			.saturating_add(Weight::from_parts(1_305_805_878, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 14_396_680_000 picoseconds.
		Weight::from_parts(15_686_444_399, 10788)
			// Standard Error: 66_657_397
			.saturating_add(Weight::from_parts(944_405_913, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bw6_761_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 34_050_035_000 picoseconds.
		Weight::from_parts(60_603_686_054, 10788)
			// Standard Error: 384_849_191
			.saturating_add(Weight::from_parts(23_165_513_594, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 1_618_369_000 picoseconds.
		Weight::from_parts(1_934_747_444, 1489)
			// Standard Error: 2_984_296
			.saturating_add(Weight::from_parts(41_011_357, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 2_218_155_000 picoseconds.
		Weight::from_parts(2_779_731_970, 10788)
			// Standard Error: 5_136_460
			.saturating_add(Weight::from_parts(67_410_433, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bn254_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 5_623_242_000 picoseconds.
		Weight::from_parts(2_815_025_139, 10788)
			// Standard Error: 30_089_264
			.saturating_add(Weight::from_parts(843_340_879, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	fn remove_verification_key() -> Weight {
		// Minimum execution time: 58_170_000 picoseconds.
		Weight::from_parts(66_811_000, 10788)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
	}
}

// For backwards compatibility and tests.
impl WeightInfo for () {
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(1_284_410_027, 1489)
			.saturating_add(Weight::from_parts(74_593_700, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(1_159_039_291, 10788)
			.saturating_add(Weight::from_parts(114_723_243, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_381_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(3_666_636_028, 10788)
			.saturating_add(Weight::from_parts(795_955_754, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(5_962_073_325, 1489)
			.saturating_add(Weight::from_parts(515_795_939, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(6_818_803_692, 10788)
			.saturating_add(Weight::from_parts(45_929_667, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_377_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(6_363_800_192, 10788)
			.saturating_add(Weight::from_parts(2_322_936_628, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(8_627_679_980, 1489)
			.saturating_add(Weight::from_parts(1_305_805_878, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(15_686_444_399, 10788)
			.saturating_add(Weight::from_parts(944_405_913, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bw6_761_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(60_603_686_054, 10788)
			.saturating_add(Weight::from_parts(23_165_513_594, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(1_934_747_444, 1489)
			.saturating_add(Weight::from_parts(41_011_357, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(2_779_731_970, 10788)
			.saturating_add(Weight::from_parts(67_410_433, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bn254_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(2_815_025_139, 10788)
			.saturating_add(Weight::from_parts(843_340_879, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	fn remove_verification_key() -> Weight {
		Weight::from_parts(66_811_000, 10788)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
	}
}
