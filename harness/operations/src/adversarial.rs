//! Inputs of every class a caller can send to the calls that take points unchecked (pairing,
//! MSM and scalar multiplication: [`Operation`]'s docs), for measuring each call's slowest
//! input against its weight (`hostcurves-bench worst-case`, docs/worst-case.md) and for the
//! fuzz targets' hostile points (`fuzz/src/hostile.rs`).
//!
//! The host does not validate these points (RFC-0163 specifies it so), and some classes take
//! other code paths: natively, blst refuses G1's points of order 3 and points off the curve,
//! which then go to arkworks; in both backends the cost of double-and-add grows with the
//! scalar's 1-bits.

use alloc::vec::Vec;
use ark_ec::{
	pairing::Pairing,
	short_weierstrass::{Affine as SWAffine, SWCurveConfig},
	twisted_edwards::{Affine as TEAffine, TECurveConfig},
	AffineRepr, CurveGroup,
};
use ark_ff::{AdditiveGroup, BigInteger, Field, PrimeField, Zero};
use ark_std::{
	rand::{rngs::StdRng, Rng, SeedableRng},
	UniformRand,
};
use hostcurves_primitives::host::wire;

use crate::operation::{OpKind, Operation};

/// A class of input to a call that takes points unchecked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputClass {
	/// Random points of the prime-order subgroup and uniform scalars: what the benchmarks
	/// measure.
	Random,
	/// Every point the identity.
	Identity,
	/// Points on the curve outside the prime-order subgroup (curves whose cofactor is not 1).
	OutsideSubgroup,
	/// A point of small order: x = 0 in short-Weierstrass form (of order 3 where a = 0, as on
	/// every pairing curve here), (0, −1) in twisted-Edwards form (order 2).
	SmallOrder,
	/// A point outside the subgroup times r: its order divides the cofactor.
	CofactorTorsion,
	/// Coordinates that satisfy no curve equation.
	OffCurve,
	/// One random subgroup point repeated (equal points reach the doubling branch of every
	/// addition).
	Repeated,
	/// Random subgroup points and the scalar below r with the most 1-bits, 2^(b−1) − 1 for
	/// the b-bit r (double-and-add adds once per 1-bit).
	DenseScalars,
	/// Off-curve points and dense scalars together: natively, blst sends off-curve BLS12-381
	/// bases to arkworks, whose double-and-add then adds once per 1-bit.
	OffCurveDenseScalars,
}

impl InputClass {
	/// Every class, [`InputClass::Random`] first.
	pub const ALL: [InputClass; 9] = [
		InputClass::Random,
		InputClass::Identity,
		InputClass::OutsideSubgroup,
		InputClass::SmallOrder,
		InputClass::CofactorTorsion,
		InputClass::OffCurve,
		InputClass::Repeated,
		InputClass::DenseScalars,
		InputClass::OffCurveDenseScalars,
	];

	/// The class's name in reports: `outside-subgroup`, `dense-scalars`, ….
	pub fn name(self) -> &'static str {
		match self {
			InputClass::Random => "random",
			InputClass::Identity => "identity",
			InputClass::OutsideSubgroup => "outside-subgroup",
			InputClass::SmallOrder => "small-order",
			InputClass::CofactorTorsion => "cofactor-torsion",
			InputClass::OffCurve => "off-curve",
			InputClass::Repeated => "repeated",
			InputClass::DenseScalars => "dense-scalars",
			InputClass::OffCurveDenseScalars => "off-curve-dense-scalars",
		}
	}

	/// Whether the class's scalars are [`dense_scalar`].
	fn dense(self) -> bool {
		matches!(
			self,
			InputClass::DenseScalars | InputClass::OffCurveDenseScalars
		)
	}
}

/// The point models whose hostile points are built here (short Weierstrass and twisted
/// Edwards).
pub trait HostilePoint: AffineRepr {
	/// A point on the curve outside the prime-order subgroup, `None` if the cofactor is 1 (or
	/// no x among 16 tries gives one).
	fn outside_subgroup<R: Rng>(rng: &mut R) -> Option<Self>;
	/// The point of small order of [`InputClass::SmallOrder`], if the curve has one.
	fn small_order() -> Option<Self>;
	/// A point outside the subgroup times r (of an order dividing the cofactor), `None` if
	/// there is none or, in twisted-Edwards form, if arkworks' product has z = 0 (no affine
	/// form: arkworks would panic normalising it).
	fn cofactor_torsion<R: Rng>(rng: &mut R) -> Option<Self>;
	/// Two random coordinates (off the curve but for a chance of 1/p).
	fn off_curve<R: Rng>(rng: &mut R) -> Self;
}

impl<P: SWCurveConfig> HostilePoint for SWAffine<P> {
	fn outside_subgroup<R: Rng>(rng: &mut R) -> Option<Self> {
		if P::cofactor_is_one() {
			return None;
		}
		(0..16).find_map(|_| {
			let x = P::BaseField::rand(rng);
			SWAffine::get_point_from_x_unchecked(x, rng.gen())
				.filter(|p| !p.is_in_correct_subgroup_assuming_on_curve())
		})
	}
	fn small_order() -> Option<Self> {
		let y = P::COEFF_B.sqrt()?;
		Some(SWAffine::new_unchecked(P::BaseField::ZERO, y))
	}
	fn cofactor_torsion<R: Rng>(rng: &mut R) -> Option<Self> {
		// Short-Weierstrass normalisation takes z = 0 to the identity.
		let torsion = Self::outside_subgroup(rng)?
			.mul_bigint(P::ScalarField::MODULUS)
			.into_affine();
		(!torsion.is_zero()).then_some(torsion)
	}
	fn off_curve<R: Rng>(rng: &mut R) -> Self {
		SWAffine::new_unchecked(P::BaseField::rand(rng), P::BaseField::rand(rng))
	}
}

impl<P: TECurveConfig> HostilePoint for TEAffine<P> {
	fn outside_subgroup<R: Rng>(rng: &mut R) -> Option<Self> {
		if P::cofactor_is_one() {
			return None;
		}
		(0..16).find_map(|_| {
			let y = P::BaseField::rand(rng);
			TEAffine::get_point_from_y_unchecked(y, rng.gen())
				.filter(|p| !p.is_in_correct_subgroup_assuming_on_curve())
		})
	}
	fn small_order() -> Option<Self> {
		Some(TEAffine::new_unchecked(
			P::BaseField::ZERO,
			-P::BaseField::ONE,
		))
	}
	fn cofactor_torsion<R: Rng>(rng: &mut R) -> Option<Self> {
		let torsion = Self::outside_subgroup(rng)?.mul_bigint(P::ScalarField::MODULUS);
		(!torsion.z.is_zero() && !torsion.is_zero()).then(|| torsion.into_affine())
	}
	fn off_curve<R: Rng>(rng: &mut R) -> Self {
		TEAffine::new_unchecked(P::BaseField::rand(rng), P::BaseField::rand(rng))
	}
}

/// The scalar below r with the most 1-bits: 2^(b−1) − 1 for the b-bit modulus r.
pub fn dense_scalar<F: PrimeField>() -> F {
	let mut bits = F::BigInt::from(1u64) << (F::MODULUS_BIT_SIZE - 1);
	bits.sub_with_borrow(&F::BigInt::from(1u64));
	F::from_bigint(bits).unwrap_or(-F::ONE)
}

/// One point of `class` (`shared` is the point [`InputClass::Repeated`] repeats); `None` if
/// the curve has no point of that class.
pub fn point<A: HostilePoint>(class: InputClass, shared: A, rng: &mut StdRng) -> Option<A> {
	Some(match class {
		InputClass::Random | InputClass::DenseScalars => {
			(A::generator() * A::ScalarField::rand(rng)).into_affine()
		}
		InputClass::Identity => A::zero(),
		InputClass::OutsideSubgroup => A::outside_subgroup(rng)?,
		InputClass::SmallOrder => A::small_order()?,
		InputClass::CofactorTorsion => A::cofactor_torsion(rng)?,
		InputClass::OffCurve | InputClass::OffCurveDenseScalars => A::off_curve(rng),
		InputClass::Repeated => shared,
	})
}

/// `n` points of `class`, `Vec<Affine>` in the boundary format.
fn points<A: HostilePoint>(n: u32, class: InputClass, rng: &mut StdRng) -> Option<Vec<u8>> {
	let shared = (A::generator() * A::ScalarField::rand(rng)).into_affine();
	let points = (0..n)
		.map(|_| point(class, shared, rng))
		.collect::<Option<Vec<A>>>()?;
	Some(wire::encode(points))
}

/// `n` scalars for `class` ([`dense_scalar`] or uniform), `Vec<Fr>` in the boundary format.
fn scalars<F: PrimeField>(n: u32, class: InputClass, rng: &mut StdRng) -> Vec<u8> {
	let scalars: Vec<F> = (0..n)
		.map(|_| {
			if class.dense() {
				dense_scalar()
			} else {
				F::rand(rng)
			}
		})
		.collect();
	wire::encode(scalars)
}

/// A G1 and a G2 point of `class` for a pairing, as encoded; a group without a point of that
/// class (BN254's G1 has no point outside its subgroup) gives a random point instead, and
/// `None` if neither group has one.
fn pair<A: HostilePoint, B: HostilePoint>(
	class: InputClass,
	rng: &mut StdRng,
) -> Option<(Vec<u8>, Vec<u8>)> {
	let p = point::<A>(class, A::generator(), rng);
	let q = point::<B>(class, B::generator(), rng);
	if p.is_none() && q.is_none() {
		return None;
	}
	let p = p.unwrap_or_else(|| (A::generator() * A::ScalarField::rand(rng)).into_affine());
	let q = q.unwrap_or_else(|| (B::generator() * B::ScalarField::rand(rng)).into_affine());
	Some((wire::encode(p), wire::encode(q)))
}

/// One point and one scalar of `class`, as a scalar multiplication takes them.
fn mul<A: HostilePoint>(class: InputClass, rng: &mut StdRng) -> Option<(Vec<u8>, Vec<u8>)> {
	let base = point::<A>(class, A::generator(), rng)?;
	let scalar = if class.dense() {
		dense_scalar::<A::ScalarField>()
	} else {
		A::ScalarField::rand(rng)
	};
	Some((wire::encode(base), wire::encode(scalar)))
}

/// The class of input each benchmark weighs its call on (both backends), the slowest that
/// `hostcurves-bench worst-case` measured for the call's family (docs/worst-case.md): points
/// outside the subgroup for a pairing, off-curve bases for an MSM (its cost does not grow
/// with dense scalars: equal scalars share Pippenger's buckets), off-curve bases with dense
/// scalars for a scalar multiplication. `None` for calls that take no unchecked points.
pub fn weighing_class(kind: OpKind) -> Option<InputClass> {
	match kind {
		OpKind::Pairing(_) => Some(InputClass::OutsideSubgroup),
		OpKind::MsmG1(_) | OpKind::MsmG2(_) | OpKind::Msm(_) => Some(InputClass::OffCurve),
		OpKind::MulProjectiveG1(_)
		| OpKind::MulProjectiveG2(_)
		| OpKind::MulAffineG1(_)
		| OpKind::MulAffineG2(_)
		| OpKind::MulProjective(_)
		| OpKind::MulAffine(_) => Some(InputClass::OffCurveDenseScalars),
		_ => None,
	}
}

/// The inputs a benchmark weighs `kind` at size `n` on: [`operation`] of its
/// [`weighing_class`], or [`crate::inputs::operation`] for the calls without one.
pub fn weighing_operation(kind: OpKind, n: u32) -> Operation {
	weighing_class(kind)
		.and_then(|class| operation(kind, n, class))
		.unwrap_or_else(|| crate::inputs::operation(kind, n))
}

/// `kind` at size `n` with inputs of `class`, or `None` where `kind` takes no unchecked
/// points or its curve has no input of that class. The size, curve and lengths are those of
/// [`crate::inputs::operation`]; only the points and scalars differ.
pub fn operation(kind: OpKind, n: u32, class: InputClass) -> Option<Operation> {
	let rng = &mut StdRng::seed_from_u64(u64::from(n) << 8 | class as u64);
	Some(match kind {
		OpKind::Pairing(curve) => {
			let (g1, g2) = with_engine!(Backend::Arkworks, curve, E => pair::<
				<E as Pairing>::G1Affine,
				<E as Pairing>::G2Affine,
			>(class, rng)?);
			Operation::Pairing { curve, g1, g2 }
		}
		OpKind::MsmG1(curve) => with_engine!(Backend::Arkworks, curve, E => Operation::MsmG1 {
			curve,
			bases: points::<<E as Pairing>::G1Affine>(n, class, rng)?,
			scalars: scalars::<<E as Pairing>::ScalarField>(n, class, rng),
		}),
		OpKind::MsmG2(curve) => with_engine!(Backend::Arkworks, curve, E => Operation::MsmG2 {
			curve,
			bases: points::<<E as Pairing>::G2Affine>(n, class, rng)?,
			scalars: scalars::<<E as Pairing>::ScalarField>(n, class, rng),
		}),
		OpKind::MulProjectiveG1(curve) => {
			let (base, scalar) = with_engine!(Backend::Arkworks, curve, E => mul::<<E as Pairing>::G1Affine>(class, rng)?);
			Operation::MulProjectiveG1 {
				curve,
				base,
				scalar,
			}
		}
		OpKind::MulProjectiveG2(curve) => {
			let (base, scalar) = with_engine!(Backend::Arkworks, curve, E => mul::<<E as Pairing>::G2Affine>(class, rng)?);
			Operation::MulProjectiveG2 {
				curve,
				base,
				scalar,
			}
		}
		OpKind::MulAffineG1(curve) => {
			let (base, scalar) = with_engine!(Backend::Arkworks, curve, E => mul::<<E as Pairing>::G1Affine>(class, rng)?);
			Operation::MulAffineG1 {
				curve,
				base,
				scalar,
			}
		}
		OpKind::MulAffineG2(curve) => {
			let (base, scalar) = with_engine!(Backend::Arkworks, curve, E => mul::<<E as Pairing>::G2Affine>(class, rng)?);
			Operation::MulAffineG2 {
				curve,
				base,
				scalar,
			}
		}
		OpKind::Msm(curve) => with_group!(Backend::Arkworks, curve, G => Operation::Msm {
			curve,
			bases: points::<<G as CurveGroup>::Affine>(n, class, rng)?,
			scalars: scalars::<<G as ark_ec::PrimeGroup>::ScalarField>(n, class, rng),
		}),
		OpKind::MulProjective(curve) => {
			let (base, scalar) = with_group!(Backend::Arkworks, curve, G => mul::<<G as CurveGroup>::Affine>(class, rng)?);
			Operation::MulProjective {
				curve,
				base,
				scalar,
			}
		}
		OpKind::MulAffine(curve) => {
			let (base, scalar) = with_group!(Backend::Arkworks, curve, G => mul::<<G as CurveGroup>::Affine>(class, rng)?);
			Operation::MulAffine {
				curve,
				base,
				scalar,
			}
		}
		_ => return None,
	})
}
