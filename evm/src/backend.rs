//! Where the curve arithmetic runs: [`Host`] (hostcurves' types, whose heavy operations are
//! host calls) or [`Arkworks`] (plain arkworks, in Wasm when compiled into a runtime: the
//! baseline the report compares with). The precompiles are written once, generically over
//! [`Backend`]; both backends give the same bytes on every input.

use alloc::vec::Vec;
use ark_bls12_381::{Fq, Fq2, Fr};
use ark_ec::{
	pairing::Pairing,
	short_weierstrass::{Affine, SWCurveConfig},
	AffineRepr,
};
use ark_serialize::{CanonicalSerialize, Compress};
use hostcurves_primitives::checked::{self, DecodeFailure, HostChecked};

use crate::PrecompileFailure;

/// The curve types and the BLS12-381 steps a backend provides.
pub trait Backend {
	/// BLS12-381's G1 (EIP-2537).
	type BlsG1: SWCurveConfig<BaseField = Fq, ScalarField = Fr>;
	/// BLS12-381's G2.
	type BlsG2: SWCurveConfig<BaseField = Fq2, ScalarField = Fr>;
	/// BLS12-381's pairing over those groups.
	type Bls12_381: Pairing<G1Affine = Affine<Self::BlsG1>, G2Affine = Affine<Self::BlsG2>>
		+ hostcurves_primitives::kzg::KzgEngine;
	/// BN254's G1 (EIP-196/197).
	type BnG1: SWCurveConfig<BaseField = ark_bn254::Fq, ScalarField = ark_bn254::Fr>;
	/// BN254's G2.
	type BnG2: SWCurveConfig<BaseField = ark_bn254::Fq2, ScalarField = ark_bn254::Fr>;
	/// BN254's pairing over those groups.
	type Bn254: Pairing<G1Affine = Affine<Self::BnG1>, G2Affine = Affine<Self::BnG2>>;

	/// Checks that every point (each on the curve) is in BLS12-381's prime-order G1.
	///
	/// Errors: [`PrecompileFailure::NotInSubgroup`] if one is not.
	fn g1_subgroup_check(points: &[Affine<Self::BlsG1>]) -> Result<(), PrecompileFailure>;

	/// Checks that every point (each on the curve) is in BLS12-381's prime-order G2.
	///
	/// Errors: [`PrecompileFailure::NotInSubgroup`] if one is not.
	fn g2_subgroup_check(points: &[Affine<Self::BlsG2>]) -> Result<(), PrecompileFailure>;

	/// Checks that every point (each on the twist) is in BN254's prime-order G2.
	///
	/// Errors: [`PrecompileFailure::NotInSubgroup`] if one is not.
	fn bn_g2_subgroup_check(points: &[Affine<Self::BnG2>]) -> Result<(), PrecompileFailure>;

	/// EIP-2537's MAP_FP_TO_G1: SSWU through the 11-isogeny, then the cofactor cleared
	/// (RFC 9380 §6.6.3, §7).
	fn map_fp_to_g1(u: Fq) -> Result<Affine<Self::BlsG1>, PrecompileFailure>;

	/// EIP-2537's MAP_FP2_TO_G2: SSWU through the 3-isogeny, then the cofactor cleared.
	fn map_fp2_to_g2(u: Fq2) -> Result<Affine<Self::BlsG2>, PrecompileFailure>;
}

/// hostcurves' types: BLS12-381's pairing and MSM are RFC-0163 host calls; its subgroup
/// checks (checked decoding) and maps, and all of BN254 (G2 subgroup checks as checked
/// decoding), are hostcurves' own host functions, which need a node that registers
/// `hostcurves_host::HostFunctions`. With the feature `rfc163` (hostcurves-primitives'
/// portable build) only the RFC-0163 calls remain and the rest runs in Wasm; BN254 is then
/// plain arkworks, as in [`Arkworks`] (its hooked types would run arkworks' generic, slower
/// subgroup check in Wasm).
#[derive(Clone, Copy, Debug)]
pub struct Host;

/// Plain arkworks, with no host call: the pure-Wasm baseline inside a runtime.
#[derive(Clone, Copy, Debug)]
pub struct Arkworks;

/// Arkworks' subgroup check of each point (ark-bls12-381's and ark-bn254's are the fast
/// endomorphism checks), the identity passing.
fn each_in_subgroup<C: SWCurveConfig>(points: &[Affine<C>]) -> Result<(), PrecompileFailure> {
	if points
		.iter()
		.all(|p| p.is_zero() || p.is_in_correct_subgroup_assuming_on_curve())
	{
		Ok(())
	} else {
		Err(PrecompileFailure::NotInSubgroup)
	}
}

/// One checked decoding of all `points` on the host (a batch call instead of a scalar
/// multiplication per point): the points are serialized as arkworks writes them, and the
/// host's verdict is kept, not its copy of the points.
fn host_subgroup_check<A: HostChecked + CanonicalSerialize>(
	points: &[A],
) -> Result<(), PrecompileFailure> {
	let mut bytes = Vec::new();
	points
		.serialize_uncompressed(&mut bytes)
		.map_err(|_| PrecompileFailure::Internal)?;
	match checked::decode::<A>(&bytes, Compress::No) {
		Ok(_) => Ok(()),
		Err(e) if e.failure == DecodeFailure::NotInSubgroup => {
			Err(PrecompileFailure::NotInSubgroup)
		}
		// The points were read and found on the curve already: any other verdict would be a
		// disagreement between the runtime and the host.
		Err(_) => Err(PrecompileFailure::Internal),
	}
}

impl Backend for Host {
	type BlsG1 = hostcurves_primitives::bls12_381::G1Config;
	type BlsG2 = hostcurves_primitives::bls12_381::G2Config;
	type Bls12_381 = hostcurves_primitives::bls12_381::Bls12_381;
	#[cfg(not(feature = "rfc163"))]
	type BnG1 = hostcurves_primitives::bn254::G1Config;
	#[cfg(not(feature = "rfc163"))]
	type BnG2 = hostcurves_primitives::bn254::G2Config;
	#[cfg(not(feature = "rfc163"))]
	type Bn254 = hostcurves_primitives::bn254::Bn254;
	#[cfg(feature = "rfc163")]
	type BnG1 = ark_bn254::g1::Config;
	#[cfg(feature = "rfc163")]
	type BnG2 = ark_bn254::g2::Config;
	#[cfg(feature = "rfc163")]
	type Bn254 = ark_bn254::Bn254;

	fn g1_subgroup_check(points: &[Affine<Self::BlsG1>]) -> Result<(), PrecompileFailure> {
		host_subgroup_check(points)
	}

	fn g2_subgroup_check(points: &[Affine<Self::BlsG2>]) -> Result<(), PrecompileFailure> {
		host_subgroup_check(points)
	}

	fn bn_g2_subgroup_check(points: &[Affine<Self::BnG2>]) -> Result<(), PrecompileFailure> {
		// ark-bn254-ext keeps arkworks' generic check (a full-width multiplication in Wasm):
		// one checked-decoding host call instead.
		#[cfg(feature = "rfc163")]
		return each_in_subgroup(points);
		#[cfg(not(feature = "rfc163"))]
		host_subgroup_check(points)
	}

	fn map_fp_to_g1(u: Fq) -> Result<Affine<Self::BlsG1>, PrecompileFailure> {
		hostcurves_primitives::bls::map_to_g1(&u).map_err(|_| PrecompileFailure::Internal)
	}

	fn map_fp2_to_g2(u: Fq2) -> Result<Affine<Self::BlsG2>, PrecompileFailure> {
		hostcurves_primitives::bls::map_to_g2(&u).map_err(|_| PrecompileFailure::Internal)
	}
}

impl Backend for Arkworks {
	type BlsG1 = ark_bls12_381::g1::Config;
	type BlsG2 = ark_bls12_381::g2::Config;
	type Bls12_381 = ark_bls12_381::Bls12_381;
	type BnG1 = ark_bn254::g1::Config;
	type BnG2 = ark_bn254::g2::Config;
	type Bn254 = ark_bn254::Bn254;

	fn g1_subgroup_check(points: &[Affine<Self::BlsG1>]) -> Result<(), PrecompileFailure> {
		each_in_subgroup(points)
	}

	fn g2_subgroup_check(points: &[Affine<Self::BlsG2>]) -> Result<(), PrecompileFailure> {
		each_in_subgroup(points)
	}

	fn bn_g2_subgroup_check(points: &[Affine<Self::BnG2>]) -> Result<(), PrecompileFailure> {
		each_in_subgroup(points)
	}

	fn map_fp_to_g1(u: Fq) -> Result<Affine<Self::BlsG1>, PrecompileFailure> {
		hostcurves_host::hash_to_curve::map_to_curve_arkworks::<ark_bls12_381::g1::Config>(u)
			.map_err(|_| PrecompileFailure::Internal)
	}

	fn map_fp2_to_g2(u: Fq2) -> Result<Affine<Self::BlsG2>, PrecompileFailure> {
		hostcurves_host::hash_to_curve::map_to_curve_arkworks::<ark_bls12_381::g2::Config>(u)
			.map_err(|_| PrecompileFailure::Internal)
	}
}
