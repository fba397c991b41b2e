
//! Weights for `pallet_hostcurves_verifier`: `ref_time` in picoseconds, proof size in bytes (the key
//! registries' storage reads and writes). `n`: public inputs of a Groth16 key, or BLS public
//! keys; `k`: proofs in a batch; `p`: participants of a committee signature.
//!
//! THIS FILE WAS AUTO-GENERATED USING THE SUBSTRATE BENCHMARK CLI VERSION 64.0.0
//! (through `hostcurves-bench pallet`, which registers hostcurves' host functions)
//! DATE: 2026-12-02, STEPS: `10`, REPEAT: `3`, LOW RANGE: `[]`, HIGH RANGE: `[]`
//! HOSTNAME: `vm`, CPU: `AMD EPYC`
//! WASM-EXECUTION: `Compiled`, CHAIN: `None`, DB CACHE: 1024

// Executed Command:
// /root/.cache/hostcurves/target/release/hostcurves-bench
// pallet
// --runtime
// /root/.cache/hostcurves/target/release/wbuild/hostcurves-runtime-rfc163/hostcurves_runtime_rfc163.compact.compressed.wasm
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
// /work/logs/weights_rfc163.rs

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
		// Minimum execution time: 5_054_873_000 picoseconds.
		Weight::from_parts(4_887_229_900, 1489)
			// Standard Error: 8_727_047
			.saturating_add(Weight::from_parts(460_539_720, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_054_873_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 3_011_845_000 picoseconds.
		Weight::from_parts(3_710_735_168, 10788)
			// Standard Error: 10_406_959
			.saturating_add(Weight::from_parts(41_984_903, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_011_845_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_381_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 6_268_495_000 picoseconds.
		Weight::from_parts(3_575_991_102, 10788)
			// Standard Error: 24_692_435
			.saturating_add(Weight::from_parts(2_275_654_503, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_268_495_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 26_165_075_000 picoseconds.
		Weight::from_parts(24_920_652_000, 1489)
			// Standard Error: 74_386_510
			.saturating_add(Weight::from_parts(1_094_768_434, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(26_165_075_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 17_404_212_000 picoseconds.
		Weight::from_parts(20_135_215_666, 10788)
			// Standard Error: 63_143_743
			.saturating_add(Weight::from_parts(452_596_333, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(17_404_212_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_377_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 44_719_833_000 picoseconds.
		Weight::from_parts(34_604_907_971, 10788)
			// Standard Error: 370_046_305
			.saturating_add(Weight::from_parts(10_170_449_080, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(44_719_833_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 101_220_077_000 picoseconds.
		Weight::from_parts(92_061_105_857, 1489)
			// Standard Error: 174_157_384
			.saturating_add(Weight::from_parts(10_330_789_997, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(101_220_077_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 109_922_042_000 picoseconds.
		Weight::from_parts(114_037_437_176, 10788)
			// Standard Error: 110_287_658
			.saturating_add(Weight::from_parts(2_307_016_686, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(109_922_042_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bw6_761_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 248_660_777_000 picoseconds.
		Weight::from_parts(124_563_048_257, 10788)
			// Standard Error: 2_081_121_078
			.saturating_add(Weight::from_parts(208_035_552_342, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(248_660_777_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(n: u32, ) -> Weight {
		// Minimum execution time: 8_030_533_000 picoseconds.
		Weight::from_parts(8_459_395_133, 1489)
			// Standard Error: 7_419_396
			.saturating_add(Weight::from_parts(59_443_946, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_030_533_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_verify_proof(n: u32, ) -> Weight {
		// Minimum execution time: 8_712_652_000 picoseconds.
		Weight::from_parts(8_861_024_366, 10788)
			// Standard Error: 4_730_633
			.saturating_add(Weight::from_parts(130_113_750, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_712_652_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bn254_verify_proofs(k: u32, ) -> Weight {
		// Minimum execution time: 17_438_452_000 picoseconds.
		Weight::from_parts(23_606_922_603, 10788)
			// Standard Error: 176_369_119
			.saturating_add(Weight::from_parts(3_100_081_821, 0).saturating_mul(k.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(17_438_452_000, 0))
	}
	fn remove_verification_key() -> Weight {
		// Minimum execution time: 36_104_000 picoseconds.
		Weight::from_parts(44_456_000, 10788)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(36_104_000, 0))
	}
	/// The range of component `n` is `[1, 512]`.
	fn register_committee(n: u32, ) -> Weight {
		// Minimum execution time: 10_138_488_000 picoseconds.
		Weight::from_parts(10_138_488_000, 1489)
			// Standard Error: 178_243_648
			.saturating_add(Weight::from_parts(6_197_029_142, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_138_488_000, 0))
	}
	fn remove_committee() -> Weight {
		// Minimum execution time: 26_510_000 picoseconds.
		Weight::from_parts(29_314_000, 52631)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(26_510_000, 0))
	}
	/// The range of component `p` is `[1, 512]`.
	fn verify_committee_signature(p: u32, ) -> Weight {
		// Minimum execution time: 5_050_847_000 picoseconds.
		Weight::from_parts(5_131_169_666, 52631)
			// Standard Error: 633_998
			.saturating_add(Weight::from_parts(1_932_503, 0).saturating_mul(p.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_050_847_000, 0))
	}
	fn verify_bls() -> Weight {
		// Minimum execution time: 6_364_319_000 picoseconds.
		Weight::from_parts(6_405_014_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_364_319_000, 0))
	}
	fn register_beacon_chain() -> Weight {
		// Minimum execution time: 875_122_000 picoseconds.
		Weight::from_parts(890_580_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(875_122_000, 0))
	}
	fn remove_beacon_chain() -> Weight {
		// Minimum execution time: 24_296_000 picoseconds.
		Weight::from_parts(24_797_000, 3669)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(24_296_000, 0))
	}
	fn verify_beacon() -> Weight {
		// Minimum execution time: 2_735_672_000 picoseconds.
		Weight::from_parts(2_735_843_000, 3669)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_735_672_000, 0))
	}
	fn verify_kzg_opening() -> Weight {
		// Minimum execution time: 1_662_403_000 picoseconds.
		Weight::from_parts(1_684_866_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_662_403_000, 0))
	}
	/// The range of component `k` is `[1, 64]`.
	fn verify_kzg_openings(k: u32, ) -> Weight {
		// Minimum execution time: 1_741_180_000 picoseconds.
		Weight::from_parts(1_591_555_785, 0)
			// Standard Error: 1_925_998
			.saturating_add(Weight::from_parts(671_751_583, 0).saturating_mul(k.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_741_180_000, 0))
	}
	fn register_ring() -> Weight {
		// Minimum execution time: 908_727_000 picoseconds.
		Weight::from_parts(921_786_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(908_727_000, 0))
	}
	fn remove_ring() -> Weight {
		// Minimum execution time: 17_406_000 picoseconds.
		Weight::from_parts(24_076_000, 3769)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(17_406_000, 0))
	}
	fn verify_ring_vrf() -> Weight {
		// Minimum execution time: 7_092_308_000 picoseconds.
		Weight::from_parts(7_119_929_000, 3769)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(7_092_308_000, 0))
	}
	fn verify_ietf_vrf() -> Weight {
		// Minimum execution time: 1_807_277_000 picoseconds.
		Weight::from_parts(1_814_898_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_807_277_000, 0))
	}
	fn register_plonk_bn254() -> Weight {
		// Minimum execution time: 1_587_121_000 picoseconds.
		Weight::from_parts(1_644_136_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_587_121_000, 0))
	}
	fn register_plonk_bls12_381() -> Weight {
		// Minimum execution time: 3_076_708_000 picoseconds.
		Weight::from_parts(3_089_778_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_076_708_000, 0))
	}
	fn register_fflonk_bn254() -> Weight {
		// Minimum execution time: 1_350_310_000 picoseconds.
		Weight::from_parts(1_369_539_000, 1489)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_350_310_000, 0))
	}
	fn remove_plonk_key() -> Weight {
		// Minimum execution time: 19_048_000 picoseconds.
		Weight::from_parts(20_250_000, 4549)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			.saturating_add(T::DbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(19_048_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_plonk_bn254(n: u32, ) -> Weight {
		// Minimum execution time: 7_558_469_000 picoseconds.
		Weight::from_parts(7_656_939_237, 4549)
			// Standard Error: 1_498_145
			.saturating_add(Weight::from_parts(2_350_166, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(7_558_469_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_plonk_bls12_381(n: u32, ) -> Weight {
		// Minimum execution time: 4_565_684_000 picoseconds.
		Weight::from_parts(4_739_121_903, 4549)
			// Standard Error: 7_061_443
			.saturating_add(Weight::from_parts(4_570_083, 0).saturating_mul(n.into()))
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_565_684_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_fflonk_bn254(_n: u32, ) -> Weight {
		// Minimum execution time: 5_655_479_000 picoseconds.
		Weight::from_parts(5_766_103_979, 4549)
			.saturating_add(T::DbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_655_479_000, 0))
	}
}

// For backwards compatibility and tests.
impl WeightInfo for () {
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(4_887_229_900, 1489)
			.saturating_add(Weight::from_parts(460_539_720, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_054_873_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_381_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(3_710_735_168, 10788)
			.saturating_add(Weight::from_parts(41_984_903, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_011_845_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_381_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(3_575_991_102, 10788)
			.saturating_add(Weight::from_parts(2_275_654_503, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_268_495_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(24_920_652_000, 1489)
			.saturating_add(Weight::from_parts(1_094_768_434, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(26_165_075_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bls12_377_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(20_135_215_666, 10788)
			.saturating_add(Weight::from_parts(452_596_333, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(17_404_212_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bls12_377_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(34_604_907_971, 10788)
			.saturating_add(Weight::from_parts(10_170_449_080, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(44_719_833_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(92_061_105_857, 1489)
			.saturating_add(Weight::from_parts(10_330_789_997, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(101_220_077_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bw6_761_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(114_037_437_176, 10788)
			.saturating_add(Weight::from_parts(2_307_016_686, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(109_922_042_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bw6_761_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(124_563_048_257, 10788)
			.saturating_add(Weight::from_parts(208_035_552_342, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(248_660_777_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_register_verification_key(n: u32, ) -> Weight {
		Weight::from_parts(8_459_395_133, 1489)
			.saturating_add(Weight::from_parts(59_443_946, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_030_533_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn bn254_verify_proof(n: u32, ) -> Weight {
		Weight::from_parts(8_861_024_366, 10788)
			.saturating_add(Weight::from_parts(130_113_750, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(8_712_652_000, 0))
	}
	/// The range of component `k` is `[2, 64]`.
	fn bn254_verify_proofs(k: u32, ) -> Weight {
		Weight::from_parts(23_606_922_603, 10788)
			.saturating_add(Weight::from_parts(3_100_081_821, 0).saturating_mul(k.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(17_438_452_000, 0))
	}
	fn remove_verification_key() -> Weight {
		Weight::from_parts(44_456_000, 10788)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(36_104_000, 0))
	}
	/// The range of component `n` is `[1, 512]`.
	fn register_committee(n: u32, ) -> Weight {
		Weight::from_parts(10_138_488_000, 1489)
			.saturating_add(Weight::from_parts(6_197_029_142, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(10_138_488_000, 0))
	}
	fn remove_committee() -> Weight {
		Weight::from_parts(29_314_000, 52631)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(26_510_000, 0))
	}
	/// The range of component `p` is `[1, 512]`.
	fn verify_committee_signature(p: u32, ) -> Weight {
		Weight::from_parts(5_131_169_666, 52631)
			.saturating_add(Weight::from_parts(1_932_503, 0).saturating_mul(p.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_050_847_000, 0))
	}
	fn verify_bls() -> Weight {
		Weight::from_parts(6_405_014_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(6_364_319_000, 0))
	}
	fn register_beacon_chain() -> Weight {
		Weight::from_parts(890_580_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(875_122_000, 0))
	}
	fn remove_beacon_chain() -> Weight {
		Weight::from_parts(24_797_000, 3669)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(24_296_000, 0))
	}
	fn verify_beacon() -> Weight {
		Weight::from_parts(2_735_843_000, 3669)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(2_735_672_000, 0))
	}
	fn verify_kzg_opening() -> Weight {
		Weight::from_parts(1_684_866_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_662_403_000, 0))
	}
	/// The range of component `k` is `[1, 64]`.
	fn verify_kzg_openings(k: u32, ) -> Weight {
		Weight::from_parts(1_591_555_785, 0)
			.saturating_add(Weight::from_parts(671_751_583, 0).saturating_mul(k.into()))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_741_180_000, 0))
	}
	fn register_ring() -> Weight {
		Weight::from_parts(921_786_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(908_727_000, 0))
	}
	fn remove_ring() -> Weight {
		Weight::from_parts(24_076_000, 3769)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(17_406_000, 0))
	}
	fn verify_ring_vrf() -> Weight {
		Weight::from_parts(7_119_929_000, 3769)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(7_092_308_000, 0))
	}
	fn verify_ietf_vrf() -> Weight {
		Weight::from_parts(1_814_898_000, 0)
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_807_277_000, 0))
	}
	fn register_plonk_bn254() -> Weight {
		Weight::from_parts(1_644_136_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_587_121_000, 0))
	}
	fn register_plonk_bls12_381() -> Weight {
		Weight::from_parts(3_089_778_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(3_076_708_000, 0))
	}
	fn register_fflonk_bn254() -> Weight {
		Weight::from_parts(1_369_539_000, 1489)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(2_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(1_350_310_000, 0))
	}
	fn remove_plonk_key() -> Weight {
		Weight::from_parts(20_250_000, 4549)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			.saturating_add(RocksDbWeight::get().writes(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(19_048_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_plonk_bn254(n: u32, ) -> Weight {
		Weight::from_parts(7_656_939_237, 4549)
			.saturating_add(Weight::from_parts(2_350_166, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(7_558_469_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_plonk_bls12_381(n: u32, ) -> Weight {
		Weight::from_parts(4_739_121_903, 4549)
			.saturating_add(Weight::from_parts(4_570_083, 0).saturating_mul(n.into()))
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(4_565_684_000, 0))
	}
	/// The range of component `n` is `[1, 32]`.
	fn verify_fflonk_bn254(_n: u32, ) -> Weight {
		Weight::from_parts(5_766_103_979, 4549)
			.saturating_add(RocksDbWeight::get().reads(1_u64))
			// Never below the fastest sample measured: a fit over noisy samples can put the
			// line under the smallest sizes.
			.max(Weight::from_parts(5_655_479_000, 0))
	}
}
