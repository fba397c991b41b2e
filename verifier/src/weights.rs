
//! Weights for `pallet_hostcurves_verifier`: `ref_time` in picoseconds, proof size in bytes (the key
//! registries' storage reads and writes). `n`: public inputs of a Groth16 key, or BLS public
//! keys; `k`: proofs in a batch; `p`: participants of a committee signature.
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
}

/// Weights for `pallet_hostcurves_verifier` using the Substrate node and recommended hardware.
pub struct SubstrateWeight<T>(PhantomData<T>);
impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 884_089_000 picoseconds.
		Weight::from_parts(864_988_719, 1489)
			// Standard Error: 1_280_866
			.saturating_add(Weight::from_parts(52_405_062, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(884_089_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 1_176_235_000 picoseconds.
		Weight::from_parts(1_195_441_027, 10788)
			// Standard Error: 1_761_332
			.saturating_add(Weight::from_parts(40_979_294, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_176_235_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_381_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 3_016_712_000 picoseconds.
		Weight::from_parts(2_809_676_598, 10788)
			// Standard Error: 5_961_771
			.saturating_add(Weight::from_parts(408_334_106, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_016_712_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 2_926_868_000 picoseconds.
		Weight::from_parts(2_881_177_313, 1489)
			// Standard Error: 1_350_145
			.saturating_add(Weight::from_parts(150_997_600, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_926_868_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 2_721_932_000 picoseconds.
		Weight::from_parts(2_840_687_284, 10788)
			// Standard Error: 1_662_787
			.saturating_add(Weight::from_parts(36_360_093, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_721_932_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_377_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 5_551_134_000 picoseconds.
		Weight::from_parts(3_255_863_711, 10788)
			// Standard Error: 9_309_368
			.saturating_add(Weight::from_parts(1_273_053_314, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_551_134_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 8_138_054_000 picoseconds.
		Weight::from_parts(8_010_680_818, 1489)
			// Standard Error: 11_823_019
			.saturating_add(Weight::from_parts(783_145_202, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_138_054_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 8_875_715_000 picoseconds.
		Weight::from_parts(9_009_320_214, 10788)
			// Standard Error: 3_369_393
			.saturating_add(Weight::from_parts(195_875_315, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_875_715_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bw6_761_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 20_946_598_000 picoseconds.
		Weight::from_parts(8_561_828_413, 10788)
			// Standard Error: 70_623_171
			.saturating_add(Weight::from_parts(16_279_230_452, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(20_946_598_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 1_103_107_000 picoseconds.
		Weight::from_parts(1_185_711_023, 1489)
			// Standard Error: 1_127_654
			.saturating_add(Weight::from_parts(7_755_384, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_103_107_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 1_361_431_000 picoseconds.
		Weight::from_parts(1_515_972_995, 10788)
			// Standard Error: 1_343_241
			.saturating_add(Weight::from_parts(16_785_083, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_361_431_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bn254_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 2_568_493_000 picoseconds.
		Weight::from_parts(1_892_939_158, 10788)
			// Standard Error: 903_267
			.saturating_add(Weight::from_parts(450_072_410, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_568_493_000, 0))
	}
	fn remove_verification_key() -> Weight {
		// Minimum execution time: 26_629_000 picoseconds.
		Weight::from_parts(29_063_000, 10788)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(26_629_000, 0))
	}
	/// The range of component `n` is `[1, 512]`.
	fn register_committee(n: u32, ) -> Weight {
		// Minimum execution time: 1_605_241_000 picoseconds.
		Weight::from_parts(7_418_468_254, 1489)
			// Standard Error: 16_412_215
			.saturating_add(Weight::from_parts(834_985_851, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_605_241_000, 0))
	}
	fn remove_committee() -> Weight {
		// Minimum execution time: 52_548_000 picoseconds.
		Weight::from_parts(62_373_000, 52631)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(52_548_000, 0))
	}
	/// The range of component `p` is `[1, 512]`.
	fn verify_committee_signature(p: u32, ) -> Weight {
		// Minimum execution time: 1_019_091_000 picoseconds.
		Weight::from_parts(1_084_061_865, 52631)
			// Standard Error: 35_265
			.saturating_add(Weight::from_parts(540_418, 0).saturating_mul(p.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_019_091_000, 0))
	}
	fn verify_bls() -> Weight {
		// Minimum execution time: 1_454_729_000 picoseconds.
		Weight::from_parts(1_497_369_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_454_729_000, 0))
	}
	fn register_beacon_chain() -> Weight {
		// Minimum execution time: 124_324_000 picoseconds.
		Weight::from_parts(126_638_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(124_324_000, 0))
	}
	fn remove_beacon_chain() -> Weight {
		// Minimum execution time: 21_501_000 picoseconds.
		Weight::from_parts(22_292_000, 3669)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(21_501_000, 0))
	}
	fn verify_beacon() -> Weight {
		// Minimum execution time: 1_143_615_000 picoseconds.
		Weight::from_parts(1_155_738_000, 3669)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_143_615_000, 0))
	}
}

// For backwards compatibility and tests.
impl WeightInfo for () {
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(864_988_719, 1489)
			.saturating_add(Weight::from_parts(52_405_062, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(884_089_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(1_195_441_027, 10788)
			.saturating_add(Weight::from_parts(40_979_294, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_176_235_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_381_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(2_809_676_598, 10788)
			.saturating_add(Weight::from_parts(408_334_106, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_016_712_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(2_881_177_313, 1489)
			.saturating_add(Weight::from_parts(150_997_600, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_926_868_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(2_840_687_284, 10788)
			.saturating_add(Weight::from_parts(36_360_093, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_721_932_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_377_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(3_255_863_711, 10788)
			.saturating_add(Weight::from_parts(1_273_053_314, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_551_134_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(8_010_680_818, 1489)
			.saturating_add(Weight::from_parts(783_145_202, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_138_054_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(9_009_320_214, 10788)
			.saturating_add(Weight::from_parts(195_875_315, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_875_715_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bw6_761_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(8_561_828_413, 10788)
			.saturating_add(Weight::from_parts(16_279_230_452, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(20_946_598_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(1_185_711_023, 1489)
			.saturating_add(Weight::from_parts(7_755_384, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_103_107_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(1_515_972_995, 10788)
			.saturating_add(Weight::from_parts(16_785_083, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_361_431_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bn254_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(1_892_939_158, 10788)
			.saturating_add(Weight::from_parts(450_072_410, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_568_493_000, 0))
	}
	fn remove_verification_key() -> Weight {
		Weight::from_parts(29_063_000, 10788)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(26_629_000, 0))
	}
	/// The range of component `n` is `[1, 512]`.
	fn register_committee(n: u32, ) -> Weight {
		Weight::from_parts(7_418_468_254, 1489)
			.saturating_add(Weight::from_parts(834_985_851, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_605_241_000, 0))
	}
	fn remove_committee() -> Weight {
		Weight::from_parts(62_373_000, 52631)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(52_548_000, 0))
	}
	/// The range of component `p` is `[1, 512]`.
	fn verify_committee_signature(p: u32, ) -> Weight {
		Weight::from_parts(1_084_061_865, 52631)
			.saturating_add(Weight::from_parts(540_418, 0).saturating_mul(p.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_019_091_000, 0))
	}
	fn verify_bls() -> Weight {
		Weight::from_parts(1_497_369_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_454_729_000, 0))
	}
	fn register_beacon_chain() -> Weight {
		Weight::from_parts(126_638_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(124_324_000, 0))
	}
	fn remove_beacon_chain() -> Weight {
		Weight::from_parts(22_292_000, 3669)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(21_501_000, 0))
	}
	fn verify_beacon() -> Weight {
		Weight::from_parts(1_155_738_000, 3669)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_143_615_000, 0))
	}
}
