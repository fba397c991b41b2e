//! BLS12-381 kernels computed with blst where blst is faster, with results byte-identical to
//! arkworks' (the group element or field element is unique, and both libraries agree on its
//! representation; see [`convert`]).
//!
//! - [`multi_miller_loop`]: arkworks' loop and line coefficients (RFC-0163 fixes arkworks'
//!   output bytes, and the loop's output is only defined up to a factor the final
//!   exponentiation removes, so blst's own loop, which scales its lines differently, would
//!   give other bytes), with the Fq12 squarings and sparse products in blst.
//! - [`final_exponentiation`]: a fixed power, the same element in both libraries.
//! - [`msm`]: blst's Pippenger (`blst_p1s_mult_pippenger`, `blst_p2s_mult_pippenger`), which
//!   multiplies by the scalars as integers, so it is right for every point on the curve, in
//!   the subgroup or not, given arkworks' own choice of `−(r − s)` for some scalars, except
//!   G1's two points of order 3, left to arkworks.
//! - [`mul`]: blst's endomorphism method (GLV on G1, GLS on G2) where it is exact (the point is
//!   in the prime-order subgroup and the scalar below r), else blst's windowed multiplication
//!   by the integer scalar, unreduced.
//! - [`decode_checked`]: blst's decompression (its square root) and subgroup check, with
//!   arkworks' checked path redoing any point blst refuses, so errors are arkworks'.
//!
//! An MSM or a multiplication with a base off the curve (the host does not validate points,
//! RFC-0163) is left to arkworks: its formulas then define the bytes, and blst's would
//! differ. (The Miller loop needs no such rule: it evaluates arkworks' own formulas.)
//!
//! These rules rest on blst 0.3.17's internals (where `blst_pN_mult` switches to the
//! endomorphism, where its MSM switches to Pippenger, its window tables), so the dependency
//! is pinned to that version.

mod convert;
mod decode;
mod final_exp;
mod fp2;
mod hash;
mod miller_loop;
mod msm;
mod mul;

pub use convert::BlstGroup;
pub use decode::decode_checked_points;
pub use final_exp::final_exponentiation;
pub use hash::BlstHashGroup;
pub use miller_loop::multi_miller_loop;
pub use msm::msm;
pub use mul::mul;
