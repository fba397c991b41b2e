//! Fq2 arithmetic in blst behind operators, so that formulas written for arkworks' `Fq2`
//! read the same with blst underneath.

use core::ops::{Add, Mul, Neg, Sub};

/// An Fq2 element in blst's form (`blst_fp2`).
#[derive(Clone, Copy, Default)]
pub(super) struct Fp2(pub blst::blst_fp2);

impl Fp2 {
	/// `self²` (`blst_fp2_sqr`).
	pub fn square(self) -> Self {
		let mut out = Self::default();
		// SAFETY: live values; blst reads one and writes the other.
		unsafe { blst::blst_fp2_sqr(&mut out.0, &self.0) };
		out
	}

	/// `self + self`.
	pub fn double(self) -> Self {
		self + self
	}

	/// `self · x` for `x` in Fq (arkworks' `mul_assign_by_fp`).
	pub fn mul_by_fp(self, x: &blst::blst_fp) -> Self {
		let mut out = Self::default();
		// SAFETY: live values.
		unsafe {
			blst::blst_fp_mul(&mut out.0.fp[0], &self.0.fp[0], x);
			blst::blst_fp_mul(&mut out.0.fp[1], &self.0.fp[1], x);
		}
		out
	}
}

macro_rules! binary_op {
	($trait:ident, $method:ident, $blst:ident) => {
		impl $trait for Fp2 {
			type Output = Fp2;
			fn $method(self, rhs: Fp2) -> Fp2 {
				let mut out = Fp2::default();
				// SAFETY: live values; blst reads two and writes the third.
				unsafe { blst::$blst(&mut out.0, &self.0, &rhs.0) };
				out
			}
		}
	};
}

binary_op!(Add, add, blst_fp2_add);
binary_op!(Sub, sub, blst_fp2_sub);
binary_op!(Mul, mul, blst_fp2_mul);

impl Neg for Fp2 {
	type Output = Fp2;
	fn neg(self) -> Fp2 {
		let mut out = Fp2::default();
		// SAFETY: live values.
		unsafe { blst::blst_fp2_cneg(&mut out.0, &self.0, true) };
		out
	}
}
