//! Random inputs for the differential tests: seeded generators, points of a chosen kind
//! (in the prime-order subgroup, on the curve outside it, the identity), and arkworks'
//! uncompressed bytes of a value.

use ark_ec::{
	short_weierstrass::{Affine, Projective, SWCurveConfig},
	CurveGroup, PrimeGroup,
};
use ark_ff::UniformRand;
use ark_serialize::CanonicalSerialize;
use ark_std::rand::{rngs::StdRng, Rng, SeedableRng};

/// Random cases per operation.
pub const CASES: usize = 10_000;

/// A seeded generator, so that a failing case can be replayed.
pub fn rng(seed: u64) -> StdRng {
	StdRng::seed_from_u64(seed)
}

/// arkworks' uncompressed bytes of `value` (the boundary format of a single value).
pub fn bytes<T: CanonicalSerialize>(value: T) -> Vec<u8> {
	let mut out = Vec::new();
	value.serialize_uncompressed(&mut out).unwrap();
	out
}

/// The kind of point a case uses.
#[derive(Clone, Copy, Debug)]
pub enum PointKind {
	/// In the prime-order subgroup.
	Subgroup,
	/// On the curve, outside the subgroup (no cofactor clearing).
	OnCurve,
	/// The identity.
	Identity,
}

/// A point of the given kind; subgroup points are cheap multiples of the generator.
pub fn point<T: SWCurveConfig>(rng: &mut StdRng, kind: PointKind) -> Affine<T> {
	match kind {
		PointKind::Subgroup => {
			(Projective::<T>::generator() * T::ScalarField::from(rng.gen::<u64>())).into_affine()
		}
		PointKind::OnCurve => loop {
			let x = T::BaseField::rand(rng);
			if let Some(p) = Affine::<T>::get_point_from_x_unchecked(x, rng.gen()) {
				break p;
			}
		},
		PointKind::Identity => Affine::identity(),
	}
}

/// The kind of the `i`-th point of a run: one in 16 the identity, five outside the subgroup,
/// the rest in it.
pub fn kind_of(i: usize) -> PointKind {
	match i % 16 {
		0 => PointKind::Identity,
		1..=5 => PointKind::OnCurve,
		_ => PointKind::Subgroup,
	}
}
