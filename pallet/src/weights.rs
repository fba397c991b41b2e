//! Placeholder replaced by `hostcurves-bench pallet` output.
#![cfg_attr(rustfmt, rustfmt_skip)]
#![allow(unused_parens)]
#![allow(unused_imports)]
#![allow(missing_docs)]

use frame_support::{traits::Get, weights::{Weight, constants::RocksDbWeight}};
use core::marker::PhantomData;

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
	fn ark_bls12_381_groth16_verify(n: u32, ) -> Weight;
	fn bls12_381_groth16_verify(n: u32, ) -> Weight;
	fn ark_bls12_381_echo_g1(n: u32, ) -> Weight;
	fn bls12_381_echo_g1(n: u32, ) -> Weight;
}

pub struct SubstrateWeight<T>(PhantomData<T>);
impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {
	fn ark_bls12_381_pairing() -> Weight { Weight::from_parts(10_000_000_000, 0) }
	fn bls12_381_pairing() -> Weight { Weight::from_parts(1_000_000_000, 0) }
	fn ark_bls12_381_msm_g1(n: u32, ) -> Weight { Weight::from_parts(1_000_000_000, 0).saturating_mul(n.into()) }
	fn bls12_381_msm_g1(n: u32, ) -> Weight { Weight::from_parts(100_000_000, 0).saturating_mul(n.into()) }
	fn ark_bls12_381_msm_g2(n: u32, ) -> Weight { Weight::from_parts(1_000_000_000, 0).saturating_mul(n.into()) }
	fn bls12_381_msm_g2(n: u32, ) -> Weight { Weight::from_parts(100_000_000, 0).saturating_mul(n.into()) }
	fn ark_bls12_381_mul_projective_g1() -> Weight { Weight::from_parts(1_000_000_000, 0) }
	fn bls12_381_mul_projective_g1() -> Weight { Weight::from_parts(1_000_000_000, 0) }
	fn ark_bls12_381_mul_projective_g2() -> Weight { Weight::from_parts(1_000_000_000, 0) }
	fn bls12_381_mul_projective_g2() -> Weight { Weight::from_parts(1_000_000_000, 0) }
	fn ark_bls12_381_mul_affine_g1() -> Weight { Weight::from_parts(1_000_000_000, 0) }
	fn bls12_381_mul_affine_g1() -> Weight { Weight::from_parts(1_000_000_000, 0) }
	fn ark_bls12_381_mul_affine_g2() -> Weight { Weight::from_parts(1_000_000_000, 0) }
	fn bls12_381_mul_affine_g2() -> Weight { Weight::from_parts(1_000_000_000, 0) }
	fn ark_bls12_381_groth16_verify(_n: u32, ) -> Weight { Weight::from_parts(1_000_000_000, 0) }
	fn bls12_381_groth16_verify(_n: u32, ) -> Weight { Weight::from_parts(1_000_000_000, 0) }
	fn ark_bls12_381_echo_g1(_n: u32, ) -> Weight { Weight::from_parts(1_000_000_000, 0) }
	fn bls12_381_echo_g1(_n: u32, ) -> Weight { Weight::from_parts(1_000_000_000, 0) }
}

impl WeightInfo for () {
	fn ark_bls12_381_pairing() -> Weight { Weight::zero() }
	fn bls12_381_pairing() -> Weight { Weight::zero() }
	fn ark_bls12_381_msm_g1(_n: u32, ) -> Weight { Weight::zero() }
	fn bls12_381_msm_g1(_n: u32, ) -> Weight { Weight::zero() }
	fn ark_bls12_381_msm_g2(_n: u32, ) -> Weight { Weight::zero() }
	fn bls12_381_msm_g2(_n: u32, ) -> Weight { Weight::zero() }
	fn ark_bls12_381_mul_projective_g1() -> Weight { Weight::zero() }
	fn bls12_381_mul_projective_g1() -> Weight { Weight::zero() }
	fn ark_bls12_381_mul_projective_g2() -> Weight { Weight::zero() }
	fn bls12_381_mul_projective_g2() -> Weight { Weight::zero() }
	fn ark_bls12_381_mul_affine_g1() -> Weight { Weight::zero() }
	fn bls12_381_mul_affine_g1() -> Weight { Weight::zero() }
	fn ark_bls12_381_mul_affine_g2() -> Weight { Weight::zero() }
	fn bls12_381_mul_affine_g2() -> Weight { Weight::zero() }
	fn ark_bls12_381_groth16_verify(_n: u32, ) -> Weight { Weight::zero() }
	fn bls12_381_groth16_verify(_n: u32, ) -> Weight { Weight::zero() }
	fn ark_bls12_381_echo_g1(_n: u32, ) -> Weight { Weight::zero() }
	fn bls12_381_echo_g1(_n: u32, ) -> Weight { Weight::zero() }
}
