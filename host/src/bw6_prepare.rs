//! Whether arkworks can prepare a BW6 G2 point for its Miller loop.
//!
//! arkworks 0.6's `G2Prepared::from` (`ark-ec` `models/bw6/g2.rs`) runs the first loop over
//! `ATE_LOOP_COUNT_1` in homogeneous projective coordinates, then normalises the result with
//! `z.inverse().unwrap()`: it panics when that z is zero. No point of the prime-order
//! subgroup gets there, but unchecked points can: the point (0, √b) of order 3, found by
//! `hostcurves-bench worst-case`. `sp-crypto-ec-utils`' host panics on such a point, which
//! the executor turns into a trap; hostcurves' host function traps without a panic
//! ([`crate::Error::Trap`]), and the benchmark pallet refuses the pairing in both backends.
//!
//! The predicate replays that first loop's doubling and addition steps, arkworks' own
//! formulas (eprint 2013/722) over arkworks' field arithmetic, keeping only the coordinates,
//! not the line coefficients: it is exact by construction, and costs about a twentieth of a
//! Miller loop.

use ark_ec::{bw6::BW6Config, short_weierstrass::SWCurveConfig, AffineRepr};
use ark_ff::{AdditiveGroup, BitIteratorBE, Field, One, Zero};

/// Whether arkworks' `G2Prepared::from(q)` finishes (module docs): true for the identity and
/// for every point whose first-loop result has z ≠ 0, false where arkworks would panic.
pub fn g2_prepares<P: BW6Config>(q: &ark_ec::bw6::G2Affine<P>) -> bool {
	let Some((qx, qy)) = q.xy() else {
		return true;
	};
	let (mut x, mut y, mut z) = (qx, qy, P::Fp::one());
	for bit in BitIteratorBE::new(P::ATE_LOOP_COUNT_1).skip(1) {
		// `G2HomProjective::double_in_place`.
		let a = x * y;
		let b = y.square();
		let b4 = b.double().double();
		let c = z.square();
		let e = P::G2Config::COEFF_B * (c.double() + c);
		let f = e.double() + e;
		let g = b + f;
		let h = (y + z).square() - (b + c);
		let e2_square = e.double().square();
		x = a.double() * (b - f);
		y = g.square() - (e2_square.double() + e2_square);
		z = b4 * h;
		if bit {
			// `G2HomProjective::add_in_place(q)`: y is updated with the old y.
			let theta = y - qy * z;
			let lambda = x - qx * z;
			let c = theta.square();
			let d = lambda.square();
			let e = lambda * d;
			let f = z * c;
			let g = x * d;
			let h = e + f - g.double();
			x = lambda * h;
			y = theta * (g - h) - e * y;
			z *= e;
		}
	}
	!z.is_zero()
}
