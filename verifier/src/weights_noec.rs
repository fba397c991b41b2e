
//! Weights for `pallet_hostcurves_verifier`: `ref_time` in picoseconds, proof size in bytes (the key
//! registries' storage reads and writes). `n`: public inputs of a Groth16 key, or BLS public
//! keys; `k`: proofs in a batch; `p`: participants of a committee signature.
//!
//! THIS FILE WAS AUTO-GENERATED USING THE SUBSTRATE BENCHMARK CLI VERSION 64.0.0
//! (through `hostcurves-bench pallet`, which registers hostcurves' host functions)
//! DATE: 2026-12-06, STEPS: `10`, REPEAT: `3`, LOW RANGE: `[]`, HIGH RANGE: `[]`
//! HOSTNAME: `vm`, CPU: `AMD EPYC`
//! WASM-EXECUTION: `Compiled`, CHAIN: `None`, DB CACHE: 1024

// Executed Command:
// /root/.cache/hostcurves/target/release/hostcurves-bench
// pallet
// --runtime
// /root/.cache/hostcurves/target/release/wbuild/hostcurves-bench-runtime-noec/hostcurves_bench_runtime_noec.compact.compressed.wasm
// --pallet
// pallet_hostcurves_verifier
// --extrinsic
// *
// --steps
// 10
// --repeat
// 3
// --output-analysis
// max
// --template
// verifier/weight-template.hbs
// --output
// verifier/src/weights_noec.rs

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
		// Minimum execution time: 11_397_452_000 picoseconds.
		Weight::from_parts(11_405_358_332, 1489)
			// Standard Error: 26_165_615
			.saturating_add(Weight::from_parts(587_611_190, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(11_397_452_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 13_115_722_000 picoseconds.
		Weight::from_parts(15_273_661_040, 10788)
			// Standard Error: 50_989_220
			.saturating_add(Weight::from_parts(308_649_333, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(13_115_722_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_381_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 27_885_466_000 picoseconds.
		Weight::from_parts(34_662_824_192, 10788)
			// Standard Error: 113_217_336
			.saturating_add(Weight::from_parts(4_553_638_548, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(27_885_466_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 18_155_657_000 picoseconds.
		Weight::from_parts(18_096_190_463, 1489)
			// Standard Error: 29_245_441
			.saturating_add(Weight::from_parts(1_028_951_675, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(18_155_657_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 15_536_536_000 picoseconds.
		Weight::from_parts(15_727_651_000, 10788)
			// Standard Error: 26_345_570
			.saturating_add(Weight::from_parts(346_079_291, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(15_536_536_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_377_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 37_670_498_000 picoseconds.
		Weight::from_parts(12_017_902_619, 10788)
			// Standard Error: 166_751_185
			.saturating_add(Weight::from_parts(9_194_871_842, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(37_670_498_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 111_356_318_000 picoseconds.
		Weight::from_parts(108_496_129_661, 1489)
			// Standard Error: 128_323_524
			.saturating_add(Weight::from_parts(9_821_925_050, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(111_356_318_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 108_881_153_000 picoseconds.
		Weight::from_parts(107_107_810_034, 10788)
			// Standard Error: 100_649_159
			.saturating_add(Weight::from_parts(3_022_892_906, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(108_881_153_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bw6_761_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 271_134_025_000 picoseconds.
		Weight::from_parts(169_276_269_352, 10788)
			// Standard Error: 746_998_728
			.saturating_add(Weight::from_parts(53_100_276_267, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(271_134_025_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(_n: u32, ) -> Weight {
		// Minimum execution time: 6_679_307_000 picoseconds.
		Weight::from_parts(8_760_377_100, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_679_307_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 7_986_894_000 picoseconds.
		Weight::from_parts(8_455_092_000, 10788)
			// Standard Error: 19_726_757
			.saturating_add(Weight::from_parts(101_259_000, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(7_986_894_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bn254_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 16_509_486_000 picoseconds.
		Weight::from_parts(13_215_387_836, 10788)
			// Standard Error: 86_250_430
			.saturating_add(Weight::from_parts(2_628_615_975, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(16_509_486_000, 0))
	}
	fn remove_verification_key() -> Weight {
		// Minimum execution time: 35_292_000 picoseconds.
		Weight::from_parts(46_329_000, 10788)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(35_292_000, 0))
	}
	/// The range of component `n` is `[1, 512]`.
	fn register_committee(n: u32, ) -> Weight {
		// Minimum execution time: 10_829_467_000 picoseconds.
		Weight::from_parts(8_364_170_770, 1489)
			// Standard Error: 332_462_651
			.saturating_add(Weight::from_parts(8_387_138_958, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_829_467_000, 0))
	}
	fn remove_committee() -> Weight {
		// Minimum execution time: 44_296_000 picoseconds.
		Weight::from_parts(54_011_000, 52631)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(44_296_000, 0))
	}
	/// The range of component `p` is `[1, 512]`.
	fn verify_committee_signature(p: u32, ) -> Weight {
		// Minimum execution time: 10_824_990_000 picoseconds.
		Weight::from_parts(11_979_400_585, 52631)
			// Standard Error: 2_533_175
			.saturating_add(Weight::from_parts(10_352_875, 0).saturating_mul(p.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_824_990_000, 0))
	}
	fn verify_bls() -> Weight {
		// Minimum execution time: 11_905_510_000 picoseconds.
		Weight::from_parts(12_465_163_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(11_905_510_000, 0))
	}
	fn register_beacon_chain() -> Weight {
		// Minimum execution time: 1_157_364_000 picoseconds.
		Weight::from_parts(1_204_674_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_157_364_000, 0))
	}
	fn remove_beacon_chain() -> Weight {
		// Minimum execution time: 18_027_000 picoseconds.
		Weight::from_parts(28_152_000, 3669)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(18_027_000, 0))
	}
	fn verify_beacon() -> Weight {
		// Minimum execution time: 9_600_327_000 picoseconds.
		Weight::from_parts(9_900_834_000, 3669)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(9_600_327_000, 0))
	}
	fn verify_kzg_opening() -> Weight {
		// Minimum execution time: 11_953_751_000 picoseconds.
		Weight::from_parts(14_052_958_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(11_953_751_000, 0))
	}
	/// The range of component `k` is `[1, 64]`.
	fn verify_kzg_openings(k: u32, ) -> Weight {
		// Minimum execution time: 13_677_689_000 picoseconds.
		Weight::from_parts(16_775_245_701, 0)
			// Standard Error: 52_897_230
			.saturating_add(Weight::from_parts(1_749_369_535, 0).saturating_mul(k.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(13_677_689_000, 0))
	}
	fn register_ring() -> Weight {
		// Minimum execution time: 1_725_249_000 picoseconds.
		Weight::from_parts(1_734_603_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_725_249_000, 0))
	}
	fn remove_ring() -> Weight {
		// Minimum execution time: 19_800_000 picoseconds.
		Weight::from_parts(21_542_000, 3769)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(19_800_000, 0))
	}
	fn verify_ring_vrf() -> Weight {
		// Minimum execution time: 19_716_261_000 picoseconds.
		Weight::from_parts(19_950_079_000, 3769)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(19_716_261_000, 0))
	}
	fn verify_ietf_vrf() -> Weight {
		// Minimum execution time: 1_596_127_000 picoseconds.
		Weight::from_parts(1_635_165_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_596_127_000, 0))
	}
	fn register_plonk_bn254() -> Weight {
		// Minimum execution time: 1_503_810_000 picoseconds.
		Weight::from_parts(1_783_295_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_503_810_000, 0))
	}
	fn register_plonk_bls12_381() -> Weight {
		// Minimum execution time: 5_086_605_000 picoseconds.
		Weight::from_parts(5_351_109_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_086_605_000, 0))
	}
	fn register_fflonk_bn254() -> Weight {
		// Minimum execution time: 1_220_728_000 picoseconds.
		Weight::from_parts(1_254_027_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_220_728_000, 0))
	}
	fn remove_plonk_key() -> Weight {
		// Minimum execution time: 29_764_000 picoseconds.
		Weight::from_parts(37_656_000, 4549)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(29_764_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_plonk_bn254(n: u32, ) -> Weight {
		// Minimum execution time: 6_706_477_000 picoseconds.
		Weight::from_parts(7_213_002_004, 4549)
			// Standard Error: 11_776_843
			.saturating_add(Weight::from_parts(19_897_240, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_706_477_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_plonk_bls12_381(n: u32, ) -> Weight {
		// Minimum execution time: 19_407_080_000 picoseconds.
		Weight::from_parts(20_165_684_709, 4549)
			// Standard Error: 20_503_201
			.saturating_add(Weight::from_parts(23_349_765, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(19_407_080_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_fflonk_bn254(_n: u32, ) -> Weight {
		// Minimum execution time: 4_947_127_000 picoseconds.
		Weight::from_parts(5_970_024_405, 4549)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_947_127_000, 0))
	}
}

// For backwards compatibility and tests.
impl WeightInfo for () {
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(11_405_358_332, 1489)
			.saturating_add(Weight::from_parts(587_611_190, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(11_397_452_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(15_273_661_040, 10788)
			.saturating_add(Weight::from_parts(308_649_333, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(13_115_722_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_381_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(34_662_824_192, 10788)
			.saturating_add(Weight::from_parts(4_553_638_548, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(27_885_466_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(18_096_190_463, 1489)
			.saturating_add(Weight::from_parts(1_028_951_675, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(18_155_657_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(15_727_651_000, 10788)
			.saturating_add(Weight::from_parts(346_079_291, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(15_536_536_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_377_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(12_017_902_619, 10788)
			.saturating_add(Weight::from_parts(9_194_871_842, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(37_670_498_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(108_496_129_661, 1489)
			.saturating_add(Weight::from_parts(9_821_925_050, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(111_356_318_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(107_107_810_034, 10788)
			.saturating_add(Weight::from_parts(3_022_892_906, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(108_881_153_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bw6_761_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(169_276_269_352, 10788)
			.saturating_add(Weight::from_parts(53_100_276_267, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(271_134_025_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(_n: u32, ) -> Weight {
		Weight::from_parts(8_760_377_100, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_679_307_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(8_455_092_000, 10788)
			.saturating_add(Weight::from_parts(101_259_000, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(7_986_894_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bn254_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(13_215_387_836, 10788)
			.saturating_add(Weight::from_parts(2_628_615_975, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(16_509_486_000, 0))
	}
	fn remove_verification_key() -> Weight {
		Weight::from_parts(46_329_000, 10788)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(35_292_000, 0))
	}
	/// The range of component `n` is `[1, 512]`.
	fn register_committee(n: u32, ) -> Weight {
		Weight::from_parts(8_364_170_770, 1489)
			.saturating_add(Weight::from_parts(8_387_138_958, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_829_467_000, 0))
	}
	fn remove_committee() -> Weight {
		Weight::from_parts(54_011_000, 52631)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(44_296_000, 0))
	}
	/// The range of component `p` is `[1, 512]`.
	fn verify_committee_signature(p: u32, ) -> Weight {
		Weight::from_parts(11_979_400_585, 52631)
			.saturating_add(Weight::from_parts(10_352_875, 0).saturating_mul(p.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_824_990_000, 0))
	}
	fn verify_bls() -> Weight {
		Weight::from_parts(12_465_163_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(11_905_510_000, 0))
	}
	fn register_beacon_chain() -> Weight {
		Weight::from_parts(1_204_674_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_157_364_000, 0))
	}
	fn remove_beacon_chain() -> Weight {
		Weight::from_parts(28_152_000, 3669)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(18_027_000, 0))
	}
	fn verify_beacon() -> Weight {
		Weight::from_parts(9_900_834_000, 3669)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(9_600_327_000, 0))
	}
	fn verify_kzg_opening() -> Weight {
		Weight::from_parts(14_052_958_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(11_953_751_000, 0))
	}
	/// The range of component `k` is `[1, 64]`.
	fn verify_kzg_openings(k: u32, ) -> Weight {
		Weight::from_parts(16_775_245_701, 0)
			.saturating_add(Weight::from_parts(1_749_369_535, 0).saturating_mul(k.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(13_677_689_000, 0))
	}
	fn register_ring() -> Weight {
		Weight::from_parts(1_734_603_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_725_249_000, 0))
	}
	fn remove_ring() -> Weight {
		Weight::from_parts(21_542_000, 3769)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(19_800_000, 0))
	}
	fn verify_ring_vrf() -> Weight {
		Weight::from_parts(19_950_079_000, 3769)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(19_716_261_000, 0))
	}
	fn verify_ietf_vrf() -> Weight {
		Weight::from_parts(1_635_165_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_596_127_000, 0))
	}
	fn register_plonk_bn254() -> Weight {
		Weight::from_parts(1_783_295_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_503_810_000, 0))
	}
	fn register_plonk_bls12_381() -> Weight {
		Weight::from_parts(5_351_109_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_086_605_000, 0))
	}
	fn register_fflonk_bn254() -> Weight {
		Weight::from_parts(1_254_027_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_220_728_000, 0))
	}
	fn remove_plonk_key() -> Weight {
		Weight::from_parts(37_656_000, 4549)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(29_764_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_plonk_bn254(n: u32, ) -> Weight {
		Weight::from_parts(7_213_002_004, 4549)
			.saturating_add(Weight::from_parts(19_897_240, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_706_477_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_plonk_bls12_381(n: u32, ) -> Weight {
		Weight::from_parts(20_165_684_709, 4549)
			.saturating_add(Weight::from_parts(23_349_765, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(19_407_080_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_fflonk_bn254(_n: u32, ) -> Weight {
		Weight::from_parts(5_970_024_405, 4549)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_947_127_000, 0))
	}
}
