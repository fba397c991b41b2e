//! The precompiles' byte formats: big-endian field elements and affine points, with the
//! infinity encoded as all-zero coordinates.
//!
//! - EIP-196/197 (BN254): a coordinate is 32 bytes; Fq2 is `c1 ‖ c0` (imaginary part first).
//! - EIP-2537 (BLS12-381): a coordinate is 64 bytes, 16 zero bytes then 48; Fq2 is `c0 ‖ c1`.
//!
//! Every coordinate must be below p. Field elements are read and written with ark-serialize
//! (its little-endian layout, reversed), which refuses integers ≥ p, and written from the
//! element's integer.

use alloc::vec::Vec;
use ark_ec::{
	short_weierstrass::{Affine, SWCurveConfig},
	AffineRepr,
};
use ark_ff::{BigInteger, Fp, Fp2, Fp2Config, FpConfig, PrimeField, Zero};

use crate::PrecompileFailure;

/// How a field element is laid out in a precompile's input: its width in bytes, the leading
/// zero bytes of that width (EIP-2537's padding) and the order of an Fq2's coefficients.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
	/// Bytes per base-field element in the input (32 for BN254, 64 for BLS12-381).
	pub fp_len: usize,
	/// Of those, the leading bytes that must be zero (0 for BN254, 16 for BLS12-381).
	pub padding: usize,
	/// Whether an Fq2 is written `c1 ‖ c0` (EIP-197) rather than `c0 ‖ c1` (EIP-2537).
	pub fp2_imaginary_first: bool,
}

/// EIP-196/197.
pub const BN254: Layout = Layout {
	fp_len: 32,
	padding: 0,
	fp2_imaginary_first: true,
};

/// EIP-2537.
pub const BLS12_381: Layout = Layout {
	fp_len: 64,
	padding: 16,
	fp2_imaginary_first: false,
};

/// A field a coordinate can live in: Fq (one element) or Fq2 (two).
pub trait Coordinate: Sized + Zero + Copy {
	/// Base-field elements per coordinate.
	const ELEMENTS: usize;
	/// Reads `ELEMENTS · layout.fp_len` bytes.
	fn read(layout: Layout, bytes: &[u8]) -> Result<Self, PrecompileFailure>;
	/// Writes `ELEMENTS · layout.fp_len` bytes.
	fn write(&self, layout: Layout, out: &mut Vec<u8>);
}

/// Reads one base-field element of `layout.fp_len` bytes.
///
/// Errors: [`PrecompileFailure::InvalidPadding`] if a padding byte is not zero,
/// [`PrecompileFailure::NonCanonicalFieldElement`] if the integer is not below p.
fn read_fp<F: PrimeField>(layout: Layout, bytes: &[u8]) -> Result<F, PrecompileFailure> {
	let (padding, value) = bytes.split_at(layout.padding);
	if padding.iter().any(|b| *b != 0) {
		return Err(PrecompileFailure::InvalidPadding);
	}
	let little_endian: Vec<u8> = value.iter().rev().copied().collect();
	// ark-serialize reads exactly the field's width, which the value part has in both
	// layouts (32 bytes for BN254's Fq, 48 for BLS12-381's).
	debug_assert_eq!(little_endian.len(), F::zero().uncompressed_size());
	F::deserialize_uncompressed(little_endian.as_slice())
		.map_err(|_| PrecompileFailure::NonCanonicalFieldElement)
}

/// Writes one base-field element as `layout.fp_len` big-endian bytes (its integer's
/// big-endian bytes after the padding).
fn write_fp<F: PrimeField>(element: &F, layout: Layout, out: &mut Vec<u8>) {
	let value = element.into_bigint().to_bytes_be();
	out.resize(out.len() + layout.fp_len - value.len(), 0);
	out.extend_from_slice(&value);
}

impl<P: FpConfig<N>, const N: usize> Coordinate for Fp<P, N> {
	const ELEMENTS: usize = 1;
	fn read(layout: Layout, bytes: &[u8]) -> Result<Self, PrecompileFailure> {
		read_fp(layout, bytes)
	}
	fn write(&self, layout: Layout, out: &mut Vec<u8>) {
		write_fp(self, layout, out)
	}
}

impl<P: Fp2Config> Coordinate for Fp2<P>
where
	P::Fp: PrimeField,
{
	const ELEMENTS: usize = 2;
	fn read(layout: Layout, bytes: &[u8]) -> Result<Self, PrecompileFailure> {
		let (first, second) = bytes.split_at(layout.fp_len);
		let (first, second) = (read_fp(layout, first)?, read_fp(layout, second)?);
		Ok(if layout.fp2_imaginary_first {
			Fp2::new(second, first)
		} else {
			Fp2::new(first, second)
		})
	}
	fn write(&self, layout: Layout, out: &mut Vec<u8>) {
		let (first, second) = if layout.fp2_imaginary_first {
			(&self.c1, &self.c0)
		} else {
			(&self.c0, &self.c1)
		};
		write_fp(first, layout, out);
		write_fp(second, layout, out);
	}
}

/// Bytes of one point of a curve over `C::BaseField` in `layout`: two coordinates.
pub fn point_len<C: SWCurveConfig>(layout: Layout) -> usize
where
	C::BaseField: Coordinate,
{
	2 * C::BaseField::ELEMENTS * layout.fp_len
}

/// Reads a point (`point_len` bytes: x then y) and checks it is on the curve; all-zero
/// coordinates are the infinity. No subgroup check.
///
/// Errors: those of the coordinates (padding, not below p), then
/// [`PrecompileFailure::NotOnCurve`].
pub fn read_point<C: SWCurveConfig>(
	layout: Layout,
	bytes: &[u8],
) -> Result<Affine<C>, PrecompileFailure>
where
	C::BaseField: Coordinate,
{
	let (x, y) = bytes.split_at(bytes.len() / 2);
	let (x, y) = (
		C::BaseField::read(layout, x)?,
		C::BaseField::read(layout, y)?,
	);
	if x.is_zero() && y.is_zero() {
		return Ok(Affine::identity());
	}
	let point = Affine::new_unchecked(x, y);
	if point.is_on_curve() {
		Ok(point)
	} else {
		Err(PrecompileFailure::NotOnCurve)
	}
}

/// Writes a point as x then y, the infinity as zeros (`point_len` bytes).
pub fn write_point<C: SWCurveConfig>(point: &Affine<C>, layout: Layout) -> Vec<u8>
where
	C::BaseField: Coordinate,
{
	let mut out = Vec::with_capacity(point_len::<C>(layout));
	match point.xy() {
		Some((x, y)) => {
			x.write(layout, &mut out);
			y.write(layout, &mut out);
		}
		None => out.resize(point_len::<C>(layout), 0),
	}
	out
}

/// A 32-byte big-endian integer reduced modulo the scalar field's order. Exact for points
/// of the prime-order group, where k·P = (k mod r)·P; the precompiles accept any 256-bit k.
pub fn read_scalar<F: PrimeField>(bytes: &[u8]) -> F {
	F::from_be_bytes_mod_order(bytes)
}

/// The 32-byte answer of a pairing check: 1 if `holds`, else 0, big-endian.
pub fn bool_word(holds: bool) -> Vec<u8> {
	let mut out = alloc::vec![0u8; 32];
	out[31] = u8::from(holds);
	out
}
