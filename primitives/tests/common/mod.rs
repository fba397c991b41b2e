//! Generic helpers of the differential tests: each checks one operation family of a
//! host-backed type against the same operation of plain arkworks, comparing serialized
//! bytes. Values cross between the two types through their uncompressed, unvalidated
//! serialization (both sides share the layout). Expected values come from plain arkworks
//! or from group laws, never from hostcurves itself.

// Each test target uses a different subset of the helpers.
#![allow(dead_code)]

use ark_ec::{
	pairing::Pairing,
	short_weierstrass::{Affine as SWAffine, Projective as SWProjective, SWCurveConfig},
	twisted_edwards::{Affine as TEAffine, Projective as TEProjective, TECurveConfig},
	AffineRepr, CurveGroup, PrimeGroup,
};
use ark_ff::{BigInteger, One, PrimeField, UniformRand, Zero};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress, Validate};
use ark_std::rand::Rng;
use hostcurves_primitives::checked::{self, CheckedDecodeError, DecodeFailure, HostChecked};

/// The deterministic generator of every test (`ark_std::test_rng`, a seeded `StdRng`).
pub fn rng() -> impl Rng {
	ark_std::test_rng()
}

/// Re-types a value between plain and hooked arkworks through its uncompressed bytes,
/// without validation (so points outside the subgroup or off the curve cross unchanged).
pub fn cast<A: CanonicalSerialize, B: CanonicalDeserialize>(a: &A) -> B {
	B::deserialize_with_mode(&bytes(a)[..], Compress::No, Validate::No).unwrap()
}

/// Uncompressed serialization.
pub fn bytes<A: CanonicalSerialize>(a: &A) -> Vec<u8> {
	let mut out = Vec::new();
	a.serialize_uncompressed(&mut out).unwrap();
	out
}

/// Serialization in the given mode.
pub fn bytes_with<A: CanonicalSerialize>(a: &A, compress: Compress) -> Vec<u8> {
	let mut out = Vec::new();
	a.serialize_with_mode(&mut out, compress).unwrap();
	out
}

/// `mul_bigint` scalars as little-endian u64 limbs, unreduced: 0, 1, r − 1, r, r + 1, a
/// random full-width element of Fr, a random 512-bit integer, and the empty limb slice.
pub fn unreduced_scalars<F: PrimeField>(rng: &mut impl Rng) -> Vec<(&'static str, Vec<u64>)> {
	let r = F::MODULUS;
	let mut r_minus_1 = r;
	assert!(!r_minus_1.sub_with_borrow(&F::BigInt::from(1u64)));
	let mut r_plus_1 = r;
	assert!(!r_plus_1.add_with_carry(&F::BigInt::from(1u64)));
	let mut wide: Vec<u64> = (0..8).map(|_| rng.gen()).collect();
	wide[7] |= 1 << 63;
	vec![
		("0", vec![0]),
		("1", vec![1]),
		("r-1", r_minus_1.as_ref().to_vec()),
		("r", r.as_ref().to_vec()),
		("r+1", r_plus_1.as_ref().to_vec()),
		("random Fr", F::rand(rng).into_bigint().as_ref().to_vec()),
		("512-bit", wide),
		("no limbs", vec![]),
	]
}

/// Whether a point is in the prime-order subgroup: r·P = O by plain arkworks' affine
/// `mul_bigint`, which is double-and-add over every bit of r on every supported curve
/// (no plain curve overrides `mul_affine`; the GLV overrides of `mul_projective` reduce
/// the scalar mod r and would say "yes" for every point).
pub fn in_subgroup<A: AffineRepr>(p: &A) -> bool {
	p.mul_bigint(A::ScalarField::MODULUS).is_zero()
}

/// A group element's affine form as bytes, or `None` where it has none (a twisted-Edwards
/// projective point with z = 0, whose `into_affine` would panic).
pub trait AffineBytes {
	/// The uncompressed bytes of the affine form, if any.
	fn affine_bytes(&self) -> Option<Vec<u8>>;
	/// Whether this is the all-zero point that hostcurves returns for degenerate results.
	fn is_all_zero(&self) -> bool;
}

impl<P: SWCurveConfig> AffineBytes for SWProjective<P> {
	fn affine_bytes(&self) -> Option<Vec<u8>> {
		Some(bytes(&self.into_affine()))
	}
	fn is_all_zero(&self) -> bool {
		false
	}
}

impl<P: TECurveConfig> AffineBytes for TEProjective<P> {
	fn affine_bytes(&self) -> Option<Vec<u8>> {
		(!self.z.is_zero()).then(|| bytes(&self.into_affine()))
	}
	fn is_all_zero(&self) -> bool {
		is_all_zero(self)
	}
}

/// `got` (hooked) equals `expected` (plain): the same affine bytes, or, where plain
/// arkworks' result has z = 0 (twisted-Edwards exceptional cases), the all-zero point.
pub fn assert_same<H: AffineBytes, P: AffineBytes>(got: &H, expected: &P, what: &str) {
	match expected.affine_bytes() {
		Some(e) => assert_eq!(got.affine_bytes(), Some(e), "{what}"),
		None => assert!(
			got.is_all_zero(),
			"{what}: plain z = 0, hooked must be all-zero"
		),
	}
}

/// Scalar multiplication: for each plain point, the hooked point's `mul_bigint` (affine
/// and projective) with [`unreduced_scalars`] equals plain arkworks' affine `mul_bigint`
/// (unreduced, so the reference holds for points outside the subgroup too), and
/// `p * s` (affine and projective) with s = 0, 1, r − 1 and a random Fr equals plain `p * s`.
/// Where plain arkworks' result has z = 0 (Bandersnatch twisted-Edwards points outside the
/// subgroup times r), the hooked result must be the all-zero point ([`assert_same`]).
pub fn check_mul<PA, HA>(points: &[PA], rng: &mut impl Rng)
where
	PA: AffineRepr<Group: AffineBytes>,
	HA: AffineRepr<ScalarField = PA::ScalarField, Group: AffineBytes>,
{
	let scalars = unreduced_scalars::<PA::ScalarField>(rng);
	let field_scalars = [
		("0", PA::ScalarField::zero()),
		("1", PA::ScalarField::one()),
		("r-1", -PA::ScalarField::one()),
		("random", PA::ScalarField::rand(rng)),
	];
	for (i, p) in points.iter().enumerate() {
		let h: HA = cast(p);
		for (name, s) in &scalars {
			let expected = p.mul_bigint(s);
			let what = format!("point {i}, scalar {name}");
			assert_same(
				&h.mul_bigint(s),
				&expected,
				&format!("affine mul_bigint, {what}"),
			);
			let got = h.into_group().mul_bigint(s);
			assert_same(&got, &expected, &format!("projective mul_bigint, {what}"));
		}
		for (name, k) in field_scalars {
			let expected = *p * k;
			let what = format!("point {i}, scalar {name}");
			assert_same(&(h * k), &expected, &format!("affine * Fr, {what}"));
			assert_same(
				&(h.into_group() * k),
				&expected,
				&format!("projective * Fr, {what}"),
			);
		}
		// Group law, independent of any implementation: (r + 1)·P − r·P = P.
		let r = PA::ScalarField::MODULUS;
		let mut r_plus_1 = r;
		r_plus_1.add_with_carry(&1u64.into());
		let r_p = h.mul_bigint(r);
		if r_p.affine_bytes().is_some() {
			let diff = (h.mul_bigint(r_plus_1) - r_p).into_affine();
			assert_eq!(bytes(&diff), bytes(p), "(r+1)P - rP = P, point {i}");
		}
	}
}

/// Points for [`check_mul`]: the identity, the generator, two random subgroup points, and
/// the given points outside the subgroup.
pub fn mul_points<PA: AffineRepr>(outside: &[PA], rng: &mut impl Rng) -> Vec<PA> {
	let mut points = vec![
		PA::zero(),
		PA::generator(),
		PA::Group::rand(rng).into_affine(),
		PA::Group::rand(rng).into_affine(),
	];
	for p in outside {
		assert!(!in_subgroup(p), "test point expected outside the subgroup");
		points.push(*p);
	}
	points
}

/// MSM of each size in `sizes`: the hooked `msm` equals plain arkworks' `msm`, with
/// random subgroup bases and full-width random scalars, and edge cases built in: the
/// identity as base 0 (n ≥ 1), a zero last scalar (n ≥ 2), base 2 repeating base 1
/// (n ≥ 3), and from n ≥ 17 a run of equal bases with scalars s, −s, r − 1 and 1. Also
/// `[P, P]·[k, −k]` = O (group law) and a length mismatch is `Err(min)` as in arkworks.
pub fn check_msm<PG, HG>(sizes: &[usize], rng: &mut impl Rng)
where
	PG: CurveGroup,
	HG: CurveGroup<ScalarField = PG::ScalarField>,
{
	for &n in sizes {
		let mut bases: Vec<PG> = (0..n).map(|_| PG::rand(rng)).collect();
		let mut scalars: Vec<PG::ScalarField> =
			(0..n).map(|_| PG::ScalarField::rand(rng)).collect();
		if n >= 1 {
			bases[0] = PG::zero();
		}
		if n >= 2 {
			scalars[n - 1] = PG::ScalarField::zero();
		}
		if n >= 3 {
			bases[2] = bases[1];
		}
		if n >= 17 {
			for i in 5..9 {
				bases[i] = bases[4];
			}
			scalars[6] = -scalars[5];
			scalars[7] = -PG::ScalarField::one();
			scalars[8] = PG::ScalarField::one();
		}
		let bases = PG::normalize_batch(&bases);
		let hooked: Vec<HG::Affine> = bases.iter().map(cast).collect();
		let expected = PG::msm(&bases, &scalars).unwrap().into_affine();
		let got = HG::msm(&hooked, &scalars).unwrap().into_affine();
		assert_eq!(bytes(&got), bytes(&expected), "msm, n = {n}");
		if n == 0 {
			assert!(got.is_zero(), "empty msm is the identity");
		}
	}

	// A cancelling pair: k·P + (−k)·P = O.
	let p = PG::rand(rng).into_affine();
	let k = PG::ScalarField::rand(rng);
	let h: HG::Affine = cast(&p);
	assert!(
		HG::msm(&[h, h], &[k, -k]).unwrap().is_zero(),
		"msm [P, P]·[k, -k]"
	);

	// Lengths differ: arkworks' contract, Err(shorter length), on both sides.
	let s = [k, k];
	assert_eq!(PG::msm(&[p, p, p], &s).unwrap_err(), 2);
	assert_eq!(HG::msm(&[h, h, h], &s).unwrap_err(), 2);
}

/// Pairing over `pairs` random pairs, among them one with the G1 identity and one with the
/// G2 identity (n ≥ 3): `multi_pairing` equals plain arkworks' (also for no pairs and one
/// pair), as do `multi_miller_loop` and `final_exponentiation` separately. Bilinearity on
/// the hooked engine alone: e(aP, bQ) = e(P, Q)^(ab), and a pair with the identity
/// contributes one to a product without making it one.
pub fn check_pairing<PE, HE>(pairs: usize, rng: &mut impl Rng)
where
	PE: Pairing,
	HE: Pairing<ScalarField = PE::ScalarField>,
{
	assert!(pairs >= 3);
	let mut g1: Vec<PE::G1Affine> = (0..pairs)
		.map(|_| PE::G1::rand(rng).into_affine())
		.collect();
	let mut g2: Vec<PE::G2Affine> = (0..pairs)
		.map(|_| PE::G2::rand(rng).into_affine())
		.collect();
	g1[1] = PE::G1Affine::zero();
	g2[2] = PE::G2Affine::zero();
	let h1: Vec<HE::G1Affine> = g1.iter().map(cast).collect();
	let h2: Vec<HE::G2Affine> = g2.iter().map(cast).collect();

	for n in [0, 1, pairs] {
		let expected = PE::multi_pairing(g1[..n].iter().copied(), g2[..n].iter().copied());
		let got = HE::multi_pairing(h1[..n].iter().copied(), h2[..n].iter().copied());
		assert_eq!(
			bytes(&got.0),
			bytes(&expected.0),
			"multi_pairing of {n} pairs"
		);
	}
	let expected_ml = PE::multi_miller_loop(g1.iter().copied(), g2.iter().copied());
	let got_ml = HE::multi_miller_loop(h1.iter().copied(), h2.iter().copied());
	assert_eq!(bytes(&got_ml.0), bytes(&expected_ml.0), "multi_miller_loop");
	let expected_fe = PE::final_exponentiation(expected_ml).unwrap();
	let got_fe = HE::final_exponentiation(got_ml).unwrap();
	assert_eq!(
		bytes(&got_fe.0),
		bytes(&expected_fe.0),
		"final_exponentiation"
	);

	// Bilinearity, hooked engine only.
	let (a, b) = (HE::ScalarField::rand(rng), HE::ScalarField::rand(rng));
	let (p, q) = (h1[0].into_group(), h2[0].into_group());
	let lhs = HE::pairing(p * a, q * b);
	assert_eq!(lhs, HE::pairing(p, q) * (a * b), "e(aP, bQ) = e(P, Q)^(ab)");
	assert_eq!(lhs, HE::pairing(p * (a * b), q), "e(aP, bQ) = e(abP, Q)");
	assert_ne!(lhs, HE::pairing(p * a, q * a), "e(aP, bQ) != e(aP, aQ)");
	let with_identity = HE::multi_pairing([p * a, HE::G1::zero()], [q * b, q]);
	assert_eq!(
		with_identity, lhs,
		"a pair with the identity contributes one"
	);
	let cancelling = HE::multi_pairing([p * a, -(p * a)], [q * b, q * b]);
	assert!(
		cancelling.is_zero(),
		"e(aP, bQ)·e(−aP, bQ) = 1 (the PairingOutput identity)"
	);
}

/// `clear_cofactor` of a point outside the subgroup equals plain arkworks' and lands in the
/// subgroup.
pub fn check_clear_cofactor<PA, HA>(p: &PA)
where
	PA: AffineRepr,
	HA: AffineRepr<ScalarField = PA::ScalarField>,
{
	assert!(!in_subgroup(p), "test point expected outside the subgroup");
	let expected = p.clear_cofactor();
	assert!(in_subgroup(&expected) && !expected.is_zero());
	let got = cast::<_, HA>(p).clear_cofactor();
	assert_eq!(bytes(&got), bytes(&expected), "clear_cofactor");
}

/// Checked decoding of `Vec<HA>` on the host against plain arkworks' validated decoding:
/// - valid batches of 0, 1, 4 and 9 points (the identity and random subgroup points),
///   compressed and uncompressed, give the same points as
///   `Vec::<PA>::deserialize_with_mode(.., Validate::Yes)`;
/// - `off_curve` at index 2 of a batch of 4 is `NotOnCurve` at index 2 uncompressed, and
///   `InvalidCoordinate` at index 2 compressed (its compressed coordinate has no curve
///   point: see [`sw_off_curve`], [`te_off_curve`]);
/// - `outside` (on the curve, not in the subgroup; `None` where the cofactor is one) at
///   index 2 is `NotInSubgroup` at index 2 in both modes, and plain arkworks rejects it too.
pub fn check_checked_decode<PA, HA>(off_curve: PA, outside: Option<PA>, rng: &mut impl Rng)
where
	PA: AffineRepr,
	HA: HostChecked + CanonicalSerialize,
{
	for n in [0usize, 1, 4, 9] {
		let mut points: Vec<PA> = (0..n).map(|_| PA::Group::rand(rng).into_affine()).collect();
		if n >= 4 {
			points[3] = PA::zero();
		}
		for compress in [Compress::Yes, Compress::No] {
			let input = bytes_with(&points, compress);
			let expected =
				Vec::<PA>::deserialize_with_mode(&input[..], compress, Validate::Yes).unwrap();
			let got = checked::decode::<HA>(&input, compress).unwrap();
			assert_eq!(
				bytes(&got),
				bytes(&expected),
				"valid batch of {n}, compressed: {}",
				compress == Compress::Yes
			);
		}
	}

	let batch_with = |bad: PA, rng: &mut dyn ark_std::rand::RngCore| -> Vec<PA> {
		let mut points: Vec<PA> = (0..4).map(|_| PA::Group::rand(rng).into_affine()).collect();
		points[2] = bad;
		points
	};
	let expect_err = |points: &[PA], compress: Compress, failure: DecodeFailure| {
		let input = bytes_with(&points.to_vec(), compress);
		assert_eq!(
			checked::decode::<HA>(&input, compress).unwrap_err(),
			CheckedDecodeError { failure, index: 2 },
			"{failure:?} expected, compressed: {}",
			compress == Compress::Yes
		);
	};

	check_unique_encodings::<PA, HA>(rng);

	let points = batch_with(off_curve, rng);
	expect_err(&points, Compress::No, DecodeFailure::NotOnCurve);
	expect_err(&points, Compress::Yes, DecodeFailure::InvalidCoordinate);

	if let Some(outside) = outside {
		assert!(
			!in_subgroup(&outside),
			"test point expected outside the subgroup"
		);
		let points = batch_with(outside, rng);
		for compress in [Compress::Yes, Compress::No] {
			let input = bytes_with(&points, compress);
			assert!(Vec::<PA>::deserialize_with_mode(&input[..], compress, Validate::Yes).is_err());
			expect_err(&points, compress, DecodeFailure::NotInSubgroup);
		}
	}
}

/// Checked decoding accepts each point only in the encoding arkworks writes for it. From a
/// random point's and the identity's encodings (compressed and not), every single-bit change
/// of the point's first and last byte (where the formats keep their flags) is decoded: if
/// checked decoding accepts it, re-encoding the point must give those very bytes; if plain
/// arkworks (`Validate::Yes`) accepts bytes that it would not write (an alias), checked
/// decoding must refuse them with `Flags`. Returns how many aliases arkworks accepted (at
/// least one on every curve: 1 to 42 of the 64 changes).
pub fn check_unique_encodings<PA, HA>(rng: &mut impl Rng) -> usize
where
	PA: AffineRepr,
	HA: HostChecked + CanonicalSerialize,
{
	let mut aliases = 0;
	for point in [PA::Group::rand(rng).into_affine(), PA::zero()] {
		for compress in [Compress::Yes, Compress::No] {
			let canonical = bytes_with(&vec![point], compress);
			for byte in [8, canonical.len() - 1] {
				for bit in 0..8 {
					let mut input = canonical.clone();
					input[byte] ^= 1 << bit;
					let what = format!(
						"bit {bit} of byte {byte} flipped, {} compressed: {}",
						if point.is_zero() { "identity" } else { "point" },
						compress == Compress::Yes
					);
					match checked::decode::<HA>(&input, compress) {
						Ok(decoded) => {
							assert_eq!(bytes_with(&decoded, compress), input, "{what}")
						}
						Err(err) => {
							let arkworks = Vec::<PA>::deserialize_with_mode(
								&input[..],
								compress,
								Validate::Yes,
							);
							if let Ok(points) = arkworks {
								assert_ne!(bytes_with(&points, compress), input, "{what}");
								assert_eq!(
									err,
									CheckedDecodeError {
										failure: DecodeFailure::Flags,
										index: 0
									},
									"{what}"
								);
								aliases += 1;
							}
						}
					}
				}
			}
		}
	}
	// Every curve's arkworks format has at least one (the identity's, at least).
	assert!(
		aliases > 0,
		"no alias met: the sweep does not reach the flags"
	);
	aliases
}

/// A short-Weierstrass point off the curve whose x has no curve point at all (so its
/// compressed encoding is invalid too).
pub fn sw_off_curve<P: SWCurveConfig>(rng: &mut impl Rng) -> SWAffine<P> {
	loop {
		let x = P::BaseField::rand(rng);
		if SWAffine::<P>::get_point_from_x_unchecked(x, true).is_none() {
			let p = SWAffine::<P>::new_unchecked(x, P::BaseField::rand(rng));
			assert!(!p.is_on_curve());
			return p;
		}
	}
}

/// A short-Weierstrass point on the curve, outside the prime-order subgroup (the curve's
/// cofactor must not be one).
pub fn sw_outside_subgroup<P: SWCurveConfig>(rng: &mut impl Rng) -> SWAffine<P> {
	loop {
		let x = P::BaseField::rand(rng);
		if let Some(p) = SWAffine::<P>::get_point_from_x_unchecked(x, rng.gen()) {
			if !p.is_in_correct_subgroup_assuming_on_curve() {
				return p;
			}
		}
	}
}

/// A twisted-Edwards point off the curve whose y has no curve point at all (so its
/// compressed encoding is invalid too).
pub fn te_off_curve<P: TECurveConfig>(rng: &mut impl Rng) -> TEAffine<P> {
	loop {
		let y = P::BaseField::rand(rng);
		if TEAffine::<P>::get_point_from_y_unchecked(y, true).is_none() {
			let p = TEAffine::<P>::new_unchecked(P::BaseField::rand(rng), y);
			assert!(!p.is_on_curve());
			return p;
		}
	}
}

/// A twisted-Edwards point on the curve, outside the prime-order subgroup.
pub fn te_outside_subgroup<P: TECurveConfig>(rng: &mut impl Rng) -> TEAffine<P> {
	loop {
		let y = P::BaseField::rand(rng);
		if let Some(p) = TEAffine::<P>::get_point_from_y_unchecked(y, rng.gen()) {
			if !p.is_in_correct_subgroup_assuming_on_curve() {
				return p;
			}
		}
	}
}

/// Whether a twisted-Edwards projective point is the all-zero point `(0, 0, 0, 0)` that
/// hostcurves (like sp-crypto-ec-utils 0.24) returns for a degenerate `z = 0` result.
/// (Checked coordinate by coordinate: arkworks' `==` says that point equals every point.)
pub fn is_all_zero<P: TECurveConfig>(p: &TEProjective<P>) -> bool {
	p.x.is_zero() && p.y.is_zero() && p.t.is_zero() && p.z.is_zero()
}

/// A projective input with `z = 0` (no affine form) to the hooked `mul` gives the all-zero
/// point, without a panic in `into_affine`.
pub fn check_mul_of_z_zero_input<P: TECurveConfig>(rng: &mut impl Rng) {
	let zero = P::BaseField::zero();
	let p = TEProjective::<P>::new_unchecked(
		zero,
		P::BaseField::rand(rng),
		P::BaseField::rand(rng),
		zero,
	);
	assert!(is_all_zero(&p.mul_bigint([7u64])));
	assert!(is_all_zero(&(p * P::ScalarField::rand(rng))));
}
