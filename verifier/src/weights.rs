
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
		// Minimum execution time: 1_267_187_000 picoseconds.
		Weight::from_parts(1_115_128_584, 1489)
			// Standard Error: 1_123_261
			.saturating_add(Weight::from_parts(84_560_570, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 1_771_646_000 picoseconds.
		Weight::from_parts(1_565_122_155, 10788)
			// Standard Error: 3_547_122
			.saturating_add(Weight::from_parts(67_407_135, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_381_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 8_643_805_000 picoseconds.
		Weight::from_parts(8_415_652_287, 10788)
			// Standard Error: 8_138_399
			.saturating_add(Weight::from_parts(532_316_486, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 4_046_766_000 picoseconds.
		Weight::from_parts(3_123_160_138, 1489)
			// Standard Error: 26_133_202
			.saturating_add(Weight::from_parts(430_007_881, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 3_844_140_000 picoseconds.
		Weight::from_parts(3_824_700_646, 10788)
			// Standard Error: 4_959_479
			.saturating_add(Weight::from_parts(76_103_648, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_377_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 10_128_217_000 picoseconds.
		Weight::from_parts(15_074_659_815, 10788)
			// Standard Error: 96_330_991
			.saturating_add(Weight::from_parts(1_948_290_105, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 12_052_573_000 picoseconds.
		Weight::from_parts(19_501_608_334, 1489)
			// Standard Error: 29_209_216
			.saturating_add(Weight::from_parts(717_183_737, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 12_866_671_000 picoseconds.
		Weight::from_parts(11_027_668_000, 10788)
			// Standard Error: 38_599_319
			.saturating_add(Weight::from_parts(551_495_261, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bw6_761_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 39_471_918_000 picoseconds.
		Weight::from_parts(152_209_583_613, 10788)
			// Standard Error: 606_262_226
			.saturating_add(Weight::from_parts(22_808_950_420, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 1_404_787_000 picoseconds.
		Weight::from_parts(1_507_934_241, 1489)
			// Standard Error: 1_452_024
			.saturating_add(Weight::from_parts(11_295_401, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 1_771_625_000 picoseconds.
		Weight::from_parts(1_989_986_343, 10788)
			// Standard Error: 784_244
			.saturating_add(Weight::from_parts(22_433_058, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bn254_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 4_541_547_000 picoseconds.
		Weight::from_parts(3_428_625_922, 10788)
			// Standard Error: 3_541_573
			.saturating_add(Weight::from_parts(580_720_182, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
	}
	fn remove_verification_key() -> Weight {
		// Minimum execution time: 37_903_000 picoseconds.
		Weight::from_parts(42_726_000, 10788)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
	}
}

// For backwards compatibility and tests.
impl WeightInfo for () {
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(1_115_128_584, 1489)
			.saturating_add(Weight::from_parts(84_560_570, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(1_565_122_155, 10788)
			.saturating_add(Weight::from_parts(67_407_135, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_381_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(8_415_652_287, 10788)
			.saturating_add(Weight::from_parts(532_316_486, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(3_123_160_138, 1489)
			.saturating_add(Weight::from_parts(430_007_881, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(3_824_700_646, 10788)
			.saturating_add(Weight::from_parts(76_103_648, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_377_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(15_074_659_815, 10788)
			.saturating_add(Weight::from_parts(1_948_290_105, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(19_501_608_334, 1489)
			.saturating_add(Weight::from_parts(717_183_737, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(11_027_668_000, 10788)
			.saturating_add(Weight::from_parts(551_495_261, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bw6_761_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(152_209_583_613, 10788)
			.saturating_add(Weight::from_parts(22_808_950_420, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(1_507_934_241, 1489)
			.saturating_add(Weight::from_parts(11_295_401, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(1_989_986_343, 10788)
			.saturating_add(Weight::from_parts(22_433_058, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bn254_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(3_428_625_922, 10788)
			.saturating_add(Weight::from_parts(580_720_182, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
	}
	fn remove_verification_key() -> Weight {
		Weight::from_parts(42_726_000, 10788)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
	}
}
