//! The operations, with `sp-crypto-ec-utils`' types (compiled for Wasm only).

use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, PrimeGroup, VariableBaseMSM};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use sp_crypto_ec_utils::{bls12_381, ed_on_bls12_381_bandersnatch as bandersnatch, pallas, vesta};

fn decode<T: CanonicalDeserialize>(input: &[u8]) -> T {
	T::deserialize_uncompressed_unchecked(input).expect("arguments in arkworks' uncompressed form")
}

fn encode<T: CanonicalSerialize>(value: T) -> Vec<u8> {
	let mut out = Vec::new();
	value
		.serialize_uncompressed(&mut out)
		.expect("writing to a Vec");
	out
}

/// `(G1Affine, G2Affine)` → `e(P, Q)` (the target-field element, 576 bytes): the Miller loop
/// and final exponentiation hooks.
pub fn bls12_381_pairing(input: &[u8]) -> Vec<u8> {
	let (p, q): (bls12_381::G1Affine, bls12_381::G2Affine) = decode(input);
	encode(bls12_381::Bls12_381::pairing(p, q).0)
}

/// `(Vec<Affine>, Vec<Fr>)` → the MSM (Affine) in the group `G`: its curve's `msm` hook.
fn msm<G: CurveGroup>(input: &[u8]) -> Vec<u8> {
	let (bases, scalars): (Vec<G::Affine>, Vec<G::ScalarField>) = decode(input);
	encode(
		G::msm(&bases, &scalars)
			.expect("equal lengths")
			.into_affine(),
	)
}

/// `(Vec<G1Affine>, Vec<Fr>)` → the BLS12-381 G1 MSM (G1Affine): the `msm_g1` hook.
pub fn bls12_381_msm_g1(input: &[u8]) -> Vec<u8> {
	msm::<bls12_381::G1Projective>(input)
}

/// `(G2Affine, Vec<u64>)` → `k·Q` for the unreduced integer `k` (G2Affine): the `mul` hook.
pub fn bls12_381_mul_g2(input: &[u8]) -> Vec<u8> {
	let (base, limbs): (bls12_381::G2Affine, Vec<u64>) = decode(input);
	encode(base.mul_bigint(&limbs).into_affine())
}

/// `(Vec<EdwardsAffine>, Vec<Fr>)` → the MSM (EdwardsAffine): Bandersnatch's `msm` hook.
pub fn bandersnatch_msm(input: &[u8]) -> Vec<u8> {
	msm::<bandersnatch::EdwardsProjective>(input)
}

/// `(Vec<Affine>, Vec<Fr>)` → the Pallas MSM (Affine).
pub fn pallas_msm(input: &[u8]) -> Vec<u8> {
	msm::<pallas::Projective>(input)
}

/// `(Affine, Vec<u64>)` → `k·P` on Vesta (Affine) through the projective `mul` hook.
pub fn vesta_mul(input: &[u8]) -> Vec<u8> {
	let (base, limbs): (vesta::Affine, Vec<u64>) = decode(input);
	encode(base.into_group().mul_bigint(&limbs).into_affine())
}
