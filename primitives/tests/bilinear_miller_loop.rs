//! `hostcurves_primitives::bilinear`: arkworks' BW6-761 multi Miller loop over more than four
//! pairs is not the product of its pairs' loops; the host keeps arkworks' bytes anyway (they
//! are consensus); `bilinear::multi_miller_loop` gives the true product on every curve. The
//! reference is bilinearity itself: the product of one-pair pairings from plain arkworks.

use ark_ec::{
	pairing::{Pairing, PairingOutput},
	short_weierstrass::{Affine, SWCurveConfig},
	AffineRepr, CurveGroup,
};
use ark_serialize::CanonicalSerialize;
use ark_std::{
	rand::{rngs::StdRng, SeedableRng},
	UniformRand,
};
use hostcurves_primitives::{
	bilinear::{self, BilinearMillerLoop},
	bls12_377, bls12_381, bn254, bw6_761,
};

fn bytes<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
	let mut out = Vec::new();
	value.serialize_uncompressed(&mut out).unwrap();
	out
}

/// `n` random pairs of subgroup points of the plain engine `P`.
fn pairs<P: Pairing>(n: usize, rng: &mut StdRng) -> (Vec<P::G1Affine>, Vec<P::G2Affine>) {
	(
		(0..n).map(|_| P::G1::rand(rng).into_affine()).collect(),
		(0..n).map(|_| P::G2::rand(rng).into_affine()).collect(),
	)
}

/// `Π e(g1[i], g2[i])`, one pairing at a time.
fn product_of_pairings<P: Pairing>(g1: &[P::G1Affine], g2: &[P::G2Affine]) -> PairingOutput<P> {
	g1.iter().zip(g2).map(|(p, q)| P::pairing(*p, *q)).sum()
}

/// The same point on another engine over the same field types (plain to hooked).
fn hooked<A: SWCurveConfig, B: SWCurveConfig<BaseField = A::BaseField>>(
	p: &Affine<A>,
) -> Affine<B> {
	if p.is_zero() {
		Affine::identity()
	} else {
		Affine::new_unchecked(p.x, p.y)
	}
}

#[test]
fn arkworks_bw6_761_multi_pairing_is_a_product_of_pairings_only_up_to_four_pairs() {
	use ark_bw6_761::BW6_761;
	let rng = &mut StdRng::seed_from_u64(1);
	for n in 1..=9 {
		let (g1, g2) = pairs::<BW6_761>(n, rng);
		let multi = BW6_761::multi_pairing(g1.clone(), g2.clone());
		assert_eq!(
			multi == product_of_pairings::<BW6_761>(&g1, &g2),
			n <= 4,
			"{n} pairs: arkworks' BW6-761 loop changed; revisit hostcurves_primitives::bilinear"
		);
	}
}

#[test]
fn the_host_bw6_761_miller_loop_keeps_arkworks_bytes_over_more_than_four_pairs() {
	let rng = &mut StdRng::seed_from_u64(2);
	for n in [5, 8, 9] {
		let (g1, g2) = pairs::<ark_bw6_761::BW6_761>(n, rng);
		let want = ark_bw6_761::BW6_761::multi_miller_loop(g1.clone(), g2.clone());
		let got = bw6_761::BW6_761::multi_miller_loop(
			g1.iter().map(hooked::<_, bw6_761::G1Config>),
			g2.iter().map(hooked::<_, bw6_761::G2Config>),
		);
		assert_eq!(bytes(&got.0), bytes(&want.0), "{n} pairs");
	}
}

/// `bilinear::multi_miller_loop` on the hooked engine `H`, finally exponentiated, equals the
/// product of plain `P`'s one-pair pairings, for 0 to 9 pairs (one pair the identity from 3).
fn check_bilinear<P, H, G1, G2>()
where
	P: Pairing<G1Affine = Affine<G1::Plain>, G2Affine = Affine<G2::Plain>>,
	H: BilinearMillerLoop<G1Affine = Affine<G1>, G2Affine = Affine<G2>>,
	G1: Hooked,
	G2: Hooked,
{
	let rng = &mut StdRng::seed_from_u64(3);
	for n in 0..=9 {
		let (mut g1, g2) = pairs::<P>(n, rng);
		if n >= 3 {
			g1[2] = Affine::identity();
		}
		let want = product_of_pairings::<P>(&g1, &g2);
		let miller = bilinear::multi_miller_loop::<H>(
			g1.iter().map(hooked::<_, G1>).collect(),
			g2.iter().map(hooked::<_, G2>).collect(),
		);
		let got = H::final_exponentiation(miller).unwrap();
		assert_eq!(bytes(&got.0), bytes(&want.0), "{n} pairs");
	}
}

/// A hooked group configuration and the plain one it mirrors.
trait Hooked: SWCurveConfig {
	type Plain: SWCurveConfig<BaseField = Self::BaseField>;
}
macro_rules! hooked {
	($($hooked:ty => $plain:ty),* $(,)?) => {$(
		impl Hooked for $hooked {
			type Plain = $plain;
		}
	)*};
}
hooked!(
	bls12_381::G1Config => ark_bls12_381::g1::Config,
	bls12_381::G2Config => ark_bls12_381::g2::Config,
	bls12_377::G1Config => ark_bls12_377::g1::Config,
	bls12_377::G2Config => ark_bls12_377::g2::Config,
	bw6_761::G1Config => ark_bw6_761::g1::Config,
	bw6_761::G2Config => ark_bw6_761::g2::Config,
	bn254::G1Config => ark_bn254::g1::Config,
	bn254::G2Config => ark_bn254::g2::Config,
);

#[test]
fn bilinear_multi_miller_loop_is_the_product_of_pairings_on_every_curve() {
	check_bilinear::<ark_bls12_381::Bls12_381, bls12_381::Bls12_381, _, _>();
	check_bilinear::<ark_bls12_377::Bls12_377, bls12_377::Bls12_377, _, _>();
	check_bilinear::<ark_bw6_761::BW6_761, bw6_761::BW6_761, _, _>();
	check_bilinear::<ark_bn254::Bn254, bn254::Bn254, _, _>();
}
