//! Keys anyone can forge proofs for: `γ = ±δ` (what snarkjs writes before any phase-2
//! contribution) and `γ = ±β`. Each case shows the forgery verifying against the key when it
//! is prepared without the check, then the check refusing the key (`prepare`) and its stored
//! form (`from_trusted_bytes`). The snarkjs keys and the forged proof come from snarkjs and
//! ffjavascript (`vectors/snarkjs-no-phase2/make.sh`: `snarkjs groth16 verify` accepts the
//! forgery); the other keys are those keys with one point replaced, and their forgeries follow
//! from the verification equation.

use crate::vectors;

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress};
use hostcurves_primitives::{
	bls12_381::Bls12_381,
	bn254::Bn254,
	checked::HostChecked,
	groth16::{self, snarkjs, Groth16Error, KeyFault, KeyPoint, PreparedVerifyingKey, Proof},
};

/// The points of an ark-groth16 `VerifyingKey` (compressed bytes, as `snarkjs::import` writes).
struct Key<E: Pairing> {
	alpha: E::G1Affine,
	beta: E::G2Affine,
	gamma: E::G2Affine,
	delta: E::G2Affine,
	ic: Vec<E::G1Affine>,
}

impl<E: Pairing> Key<E>
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	fn decode(bytes: &[u8]) -> Self {
		let mut r = bytes;
		let alpha = E::G1Affine::deserialize_compressed(&mut r).expect("α");
		let [beta, gamma, delta] =
			[(); 3].map(|_| E::G2Affine::deserialize_compressed(&mut r).expect("G2 point"));
		let ic = Vec::<E::G1Affine>::deserialize_compressed(&mut r).expect("IC");
		assert!(r.is_empty());
		Key {
			alpha,
			beta,
			gamma,
			delta,
			ic,
		}
	}

	fn encode(&self) -> Vec<u8> {
		let mut out = Vec::new();
		(self.alpha, self.beta, self.gamma, self.delta, &self.ic)
			.serialize_compressed(&mut out)
			.expect("serialises");
		out
	}

	/// The key prepared as `prepare` does, minus every check: what a verifier without the
	/// check would hold.
	fn prepared_unchecked(&self) -> PreparedVerifyingKey<E> {
		PreparedVerifyingKey {
			alpha_beta: E::pairing(self.alpha, self.beta),
			neg_gamma: -self.gamma,
			neg_delta: -self.delta,
			ic: self.ic.clone(),
		}
	}

	/// `L = IC₀ + x·IC₁`.
	fn l(&self, x: E::ScalarField) -> E::G1 {
		self.ic[0].into_group() + self.ic[1] * x
	}

	/// Refused by `prepare` and, stored, by `from_trusted_bytes`, naming `gamma_equals`.
	fn assert_refused(&self, gamma_equals: KeyPoint) {
		let fault = Err(Groth16Error::InvalidVerifyingKey(KeyFault::Forgeable {
			gamma_equals,
		}));
		assert_eq!(
			PreparedVerifyingKey::<E>::prepare(&self.encode(), Compress::Yes),
			fault
		);
		// `β` is not stored: the stored form is refused for `γ = ±δ` only.
		if gamma_equals == KeyPoint::Delta {
			let stored = self.prepared_unchecked().to_bytes();
			assert_eq!(
				PreparedVerifyingKey::<E>::from_trusted_bytes(&stored),
				fault
			);
		}
	}
}

/// The honest proof verifies against the unchecked key and snarkjs' forgery too; the key is
/// refused, and so are its variants with `γ = −δ`, `γ = β` and `γ = −β`, whose forgeries also
/// verify unchecked.
fn snarkjs_key_without_phase2<E: Pairing>(folder: &str, curve: snarkjs::Curve)
where
	E::G1Affine: HostChecked,
	E::G2Affine: HostChecked,
{
	let [vk, proof, public, forged_proof, forged_public] = vectors::snarkjs_no_phase2(folder);
	let honest = snarkjs::import(&vk, &proof, &public).expect("imports");
	let forged = snarkjs::import(&vk, &forged_proof, &forged_public).expect("imports");
	assert_eq!(honest.curve, curve);
	let key = Key::<E>::decode(&honest.key);
	assert_eq!(key.gamma, key.delta, "snarkjs' setup writes γ = δ");
	assert_eq!(key.gamma, E::G2Affine::generator());

	let unchecked = key.prepared_unchecked();
	let verify = |pvk: &PreparedVerifyingKey<E>, proof: &[u8], inputs: &[u8]| {
		pvk.verify_bytes(proof, Compress::Yes, inputs)
	};
	assert_eq!(
		verify(&unchecked, &honest.proof, &honest.public_inputs),
		Ok(())
	);
	assert_eq!(
		verify(&unchecked, &forged.proof, &forged.public_inputs),
		Ok(())
	);
	key.assert_refused(KeyPoint::Delta);

	let x = groth16::decode_public_inputs::<E::ScalarField>(&forged.public_inputs, 1)
		.expect("one input")[0];
	let l = key.l(x);
	let forge = |key: &Key<E>, a: E::G1, c: E::G1| {
		let (a, c) = (a.into_affine(), c.into_affine());
		let proof = Proof::<E> { a, b: key.beta, c };
		assert_eq!(
			key.prepared_unchecked().verify(&proof, &[x]),
			Ok(()),
			"the forgery verifies without the check"
		);
	};
	// γ = −δ: C = L.
	let minus_delta = Key::<E> {
		delta: -key.gamma,
		ic: key.ic.clone(),
		..key
	};
	forge(&minus_delta, key.alpha.into_group(), l);
	minus_delta.assert_refused(KeyPoint::Delta);
	// γ = ±β (δ a fresh point): A = α ± L, C = 0.
	for sign in [1i8, -1] {
		let beta = if sign > 0 { key.gamma } else { -key.gamma };
		let with_beta = Key::<E> {
			beta,
			delta: (key.delta * E::ScalarField::from(7u64)).into_affine(),
			ic: key.ic.clone(),
			..key
		};
		let a = if sign > 0 {
			key.alpha.into_group() + l
		} else {
			key.alpha.into_group() - l
		};
		forge(&with_beta, a, E::G1::default());
		with_beta.assert_refused(KeyPoint::Beta);
	}
}

#[test]
fn a_bn254_snarkjs_key_without_phase2_and_its_variants_are_refused() {
	snarkjs_key_without_phase2::<Bn254>("bn128", snarkjs::Curve::Bn254);
}

#[test]
fn a_bls12_381_snarkjs_key_without_phase2_and_its_variants_are_refused() {
	snarkjs_key_without_phase2::<Bls12_381>("bls12381", snarkjs::Curve::Bls12_381);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn keys_with_independent_gamma_delta_and_beta_still_verify() {
	// The setup of a real phase-2 (walker9296's snarkjs case) is not refused.
	let [vk, proof, public] = vectors::snarkjs_bls12_381();
	let import = snarkjs::import(&vk, &proof, &public).expect("imports");
	let pvk = PreparedVerifyingKey::<Bls12_381>::prepare(&import.key, Compress::Yes)
		.expect("a key after phase 2");
	assert_eq!(
		pvk.verify_bytes(&import.proof, Compress::Yes, &import.public_inputs),
		Ok(())
	);
	assert_eq!(
		PreparedVerifyingKey::<Bls12_381>::from_trusted_bytes(&pvk.to_bytes()),
		Ok(pvk)
	);
}
