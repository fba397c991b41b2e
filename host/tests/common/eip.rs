//! The Ethereum-style precompile layouts (EIP-2537, EIP-2539, EIP-3026, EIP-196/197) as the
//! tests parse them, the classes of failure the fail-*.json files expect, and small runners
//! for our MSM and `mul` host functions.

use std::collections::BTreeMap;

use ark_ec::AffineRepr;
use ark_ff::{BigInteger, One, PrimeField};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use hostcurves_host::{
	checked::{CheckedDecodeError, DecodeFailure},
	wire, Error,
};

use super::{ark_point, batch, records, slots, Framing, Oracle};

/// A checked-decoding host function.
pub type DecodeFn = fn(&[u8], bool, &mut [u8]) -> Result<(), CheckedDecodeError>;
/// An MSM or `mul` host function: (bases or base, scalars or scalar, out).
pub type HostFn = fn(&[u8], &[u8], &mut [u8]) -> Result<(), Error>;

/// How an input is rejected: by the test's EIP framing, or by our checked decoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rejected {
	/// The EIP's length or padding rule (the precompile's framing, not a host function).
	Framing(Framing),
	/// Our checked-decoding host function, with the failed check.
	Checked(DecodeFailure),
}

/// The class of a precompile's error text (go-ethereum's or celo's wording).
pub fn class_of(text: &str) -> Rejected {
	let t = text.to_lowercase();
	if t.contains("invalid input length") {
		Rejected::Framing(Framing::Length)
	} else if t.contains("top bytes") || t.contains("padding") {
		Rejected::Framing(Framing::Padding)
	} else if t.contains("fp.element") || t.contains("less than modulus") {
		Rejected::Checked(DecodeFailure::InvalidCoordinate)
	} else if t.contains("not on curve") {
		Rejected::Checked(DecodeFailure::NotOnCurve)
	} else if t.contains("subgroup") {
		Rejected::Checked(DecodeFailure::NotInSubgroup)
	} else {
		panic!("unknown error class: {text}")
	}
}

/// The group an operation works in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum G {
	/// G1.
	G1,
	/// G2.
	G2,
}

/// A precompile operation, for its input framing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
	/// Two points.
	Add(G),
	/// One point and one scalar.
	Mul(G),
	/// One or more (point, scalar) pairs.
	MultiExp(G),
	/// One or more (G1, G2) pairs.
	Pairing,
	/// One field element of the group's base field (hash-to-curve map).
	Map(G),
}

/// One EIP's byte layout for one curve, and the checked decoding to run its points through.
pub struct Layout {
	/// Zero bytes on top of each field element (16 in EIP-2537/2539, none in EIP-196/3026).
	pub pad: usize,
	/// Bytes of the field element proper.
	pub width: usize,
	/// Field elements per G2 point (4 over Fp2, 2 for BW6-761 whose G2 is over Fp).
	pub g2_slots: usize,
	/// Bytes per scalar.
	pub scalar: usize,
	/// Big-endian slots in EIP order → the checked-decoding layout of G1 resp. G2.
	pub g1_bytes: fn(Vec<Vec<u8>>) -> Vec<u8>,
	/// See `g1_bytes`.
	pub g2_bytes: fn(Vec<Vec<u8>>) -> Vec<u8>,
	/// Our checked decoding of G1 resp. G2.
	pub decode_g1: DecodeFn,
	/// See `decode_g1`.
	pub decode_g2: DecodeFn,
}

impl Layout {
	fn slots(&self, g: G) -> usize {
		match g {
			G::G1 => 2,
			G::G2 => self.g2_slots,
		}
	}

	/// Bytes of one EIP-encoded point.
	pub fn point_len(&self, g: G) -> usize {
		self.slots(g) * (self.pad + self.width)
	}

	/// The checked-decoding layout of one EIP point ([`Framing::Padding`] if a padding byte
	/// is not zero). Coordinates are copied as they are, not checked.
	pub fn point_bytes(&self, g: G, point: &[u8]) -> Result<Vec<u8>, Framing> {
		let s = slots(point, self.slots(g), self.pad, self.width)?;
		Ok(match g {
			G::G1 => (self.g1_bytes)(s),
			G::G2 => (self.g2_bytes)(s),
		})
	}

	/// One EIP point as a plain arkworks point (unchecked), for the success vectors.
	pub fn point<A: CanonicalDeserialize>(&self, g: G, point: &[u8]) -> A {
		ark_point(&self.point_bytes(g, point).expect("zero padding"))
	}

	/// Runs our checked decoding over `points` (one batch) and returns its output.
	pub fn decode(&self, g: G, points: &[Vec<u8>]) -> Result<Vec<u8>, Rejected> {
		let f = match g {
			G::G1 => self.decode_g1,
			G::G2 => self.decode_g2,
		};
		let mut out = vec![0u8; 8 + points.len() * self.slots(g) * self.width];
		f(&batch(points), false, &mut out)
			.map(|()| out)
			.map_err(|e| Rejected::Checked(e.failure))
	}

	/// What the precompile checks before computing, in its order: framing (length, padding),
	/// then every point through our checked decoding (canonical coordinates, on the curve,
	/// in the subgroup). The subgroup check is the precompile's only for MSM and pairing
	/// inputs, and none of the Add vectors fails it.
	pub fn check(&self, op: Op, input: &[u8]) -> Result<(), Rejected> {
		let fr = Rejected::Framing;
		match op {
			Op::Add(g) => {
				let points = records(input, self.point_len(g), Some(2)).map_err(fr)?;
				self.check_points(g, points.iter().map(|p| &p[..]))
			}
			Op::Mul(g) | Op::MultiExp(g) => {
				let n = matches!(op, Op::Mul(_)).then_some(1);
				let recs = records(input, self.point_len(g) + self.scalar, n).map_err(fr)?;
				self.check_points(g, recs.iter().map(|r| &r[..self.point_len(g)]))
			}
			Op::Pairing => {
				let l1 = self.point_len(G::G1);
				let pairs = records(input, l1 + self.point_len(G::G2), None).map_err(fr)?;
				self.check_points(G::G1, pairs.iter().map(|p| &p[..l1]))?;
				self.check_points(G::G2, pairs.iter().map(|p| &p[l1..]))
			}
			Op::Map(g) => {
				// A field element, not a point: put it where our decoding checks canonical
				// coordinates first, as the x of a point with y = 0. Only that first check
				// means anything here; the map itself is not among our host functions.
				let len = self.point_len(g) / 2;
				let fe = records(input, len, Some(1)).map_err(fr)?[0];
				let point = [fe, &vec![0u8; len]].concat();
				let bytes = self.point_bytes(g, &point).map_err(fr)?;
				match self.decode(g, &[bytes]) {
					Err(r @ Rejected::Checked(DecodeFailure::InvalidCoordinate)) => Err(r),
					_ => Ok(()),
				}
			}
		}
	}

	fn check_points<'a>(
		&self,
		g: G,
		points: impl Iterator<Item = &'a [u8]>,
	) -> Result<(), Rejected> {
		let bytes = points
			.map(|p| self.point_bytes(g, p))
			.collect::<Result<Vec<_>, _>>()
			.map_err(Rejected::Framing)?;
		self.decode(g, &bytes).map(drop)
	}
}

/// Checks every case of a fail-*.json file: our rejection has the class of the file's error
/// text. Returns the tally of classes, e.g. `Framing(Length):3 Checked(NotOnCurve):1`.
pub fn check_fail_file(rel: &str, layout: &Layout, op: Op) -> String {
	let cases = super::cases(rel);
	let mut tally = BTreeMap::<String, usize>::new();
	for (i, case) in cases.iter().enumerate() {
		let name = super::name(case, i);
		let want = class_of(super::field(case, "ExpectedError").unwrap());
		let got = layout.check(op, &super::hex_field(case, "Input"));
		assert_eq!(got, Err(want), "{rel} {name}");
		*tally.entry(format!("{want:?}")).or_default() += 1;
	}
	tally
		.iter()
		.map(|(k, v)| format!("{k}:{v}"))
		.collect::<Vec<_>>()
		.join(" ")
}

/// Our MSM host function on plain arkworks inputs; its output, in hex.
pub fn msm<A: AffineRepr>(f: HostFn, bases: &[A], scalars: &[A::ScalarField]) -> String {
	let mut out = vec![0u8; A::generator().uncompressed_size()];
	f(
		&wire::encode(bases.to_vec()),
		&wire::encode(scalars.to_vec()),
		&mut out,
	)
	.unwrap_or_else(|e| panic!("msm: {e:?}"));
	hex::encode(out)
}

/// Our `mul` host function with an unreduced scalar (u64 limbs, least significant first);
/// its output, in hex.
pub fn mul<A: AffineRepr>(f: HostFn, base: &A, limbs: &[u64]) -> String {
	let mut out = vec![0u8; A::generator().uncompressed_size()];
	f(
		&wire::encode(*base),
		&wire::encode(limbs.to_vec()),
		&mut out,
	)
	.unwrap_or_else(|e| panic!("mul: {e:?}"));
	hex::encode(out)
}

/// The boundary encoding of an expected point, in hex, to compare with an output.
pub fn enc<A: CanonicalSerialize>(p: A) -> String {
	hex::encode(wire::encode(p))
}

/// What a success file held: cases, points outside the prime-order subgroup, scalars ≥ r.
#[derive(Debug, PartialEq, Eq)]
pub struct Counts {
	/// Cases in the file.
	pub cases: usize,
	/// Input points on the curve but outside the prime-order subgroup.
	pub outside_subgroup: usize,
	/// Scalars whose unreduced value is ≥ r.
	pub above_r: usize,
}

/// An Add file: each case's two points through our MSM with scalars [1, 1] (the group law),
/// compared with the expected point. arkworks' MSM sums the bases whose scalar is 1 with
/// plain additions, so this holds for any curve point, in the subgroup or not (the
/// precompiles' addition checks no subgroup).
pub fn add_file<A: Oracle>(rel: &str, l: &Layout, g: G, f: HostFn) -> Counts {
	let cases = super::cases(rel);
	let mut outside_subgroup = 0;
	for (i, case) in cases.iter().enumerate() {
		let name = super::name(case, i);
		let input = super::hex_field(case, "Input");
		let points = records(&input, l.point_len(g), Some(2)).expect("two points");
		let points: Vec<A> = points.iter().map(|p| l.point(g, p)).collect();
		assert!(points.iter().all(|p| p.on_curve()), "{rel} {name}");
		outside_subgroup += points.iter().filter(|p| !p.in_subgroup()).count();
		let expected = enc(l.point::<A>(g, &super::hex_field(case, "Expected")));
		let ones = [A::ScalarField::one(); 2];
		assert_eq!(msm(f, &points, &ones), expected, "{rel} {name}");
	}
	Counts {
		cases: cases.len(),
		outside_subgroup,
		above_r: 0,
	}
}

/// A Mul or MultiExp file: each case's pairs through our MSM, and single pairs also through
/// `mul` with the unreduced scalar, compared with the expected point.
///
/// The MSM takes scalars mod r, and arkworks' MSM would read only the scalar field's bit
/// size of a wider value, so each scalar is reduced mod r first. That gives the
/// precompile's result only for points in the prime-order subgroup: asserted for every
/// point (`mul`, which never reduces, would be the way for points outside it).
pub fn msm_file<A: Oracle>(rel: &str, l: &Layout, g: G, f: HostFn, f_mul: HostFn) -> Counts {
	let cases = super::cases(rel);
	let (plen, r_be) = (l.point_len(g), A::ScalarField::MODULUS.to_bytes_be());
	let mut above_r = 0;
	for (i, case) in cases.iter().enumerate() {
		let name = super::name(case, i);
		let input = super::hex_field(case, "Input");
		let pairs = records(&input, plen + l.scalar, None).expect("whole pairs");
		let bases: Vec<A> = pairs.iter().map(|r| l.point(g, &r[..plen])).collect();
		assert!(
			bases.iter().all(|p| p.on_curve() && p.in_subgroup()),
			"{rel} {name}"
		);
		let scalars: Vec<&[u8]> = pairs.iter().map(|r| &r[plen..]).collect();
		// Big-endian, so comparing the bytes compares the values (r padded to the width).
		let r_padded = [vec![0u8; l.scalar - r_be.len()], r_be.clone()].concat();
		above_r += scalars.iter().filter(|s| **s >= &r_padded[..]).count();
		let reduced: Vec<A::ScalarField> = scalars
			.iter()
			.map(|s| A::ScalarField::from_be_bytes_mod_order(s))
			.collect();
		let expected = enc(l.point::<A>(g, &super::hex_field(case, "Expected")));
		assert_eq!(msm(f, &bases, &reduced), expected, "{rel} {name}: msm");
		if let ([base], [scalar]) = (&bases[..], &scalars[..]) {
			let limbs = super::limbs_be(scalar);
			assert_eq!(mul(f_mul, base, &limbs), expected, "{rel} {name}: mul");
		}
	}
	Counts {
		cases: cases.len(),
		outside_subgroup: 0,
		above_r,
	}
}
