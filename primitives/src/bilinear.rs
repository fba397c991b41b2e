//! Miller loops over many pairs that stay bilinear on every pairing curve.
//!
//! arkworks 0.5 and 0.6 compute BW6-761's multi Miller loop (`ark_ec::models::bw6`,
//! `multi_miller_loop`) in chunks of four pairs and then multiply the chunks, but the
//! optimisation that reuses `f_u` in the second loop (arkworks-rs/algebra#617) multiplies
//! `f_u` into every chunk's product: over five or more pairs the result is not the product of
//! the pairs' Miller loops, and its final exponentiation is not the product of their pairings.
//! A pairing check with more than four pairs therefore fails on valid inputs (it is not
//! bilinear in the pairs). Over at most four pairs the result is exact (one chunk).
//!
//! hostcurves' host functions must give arkworks' bytes (and `sp-crypto-ec-utils`' on
//! RFC-0163 functions: it runs the same arkworks code), so `bw6_761_multi_miller_loop` keeps
//! this behaviour, and so does `BW6_761::multi_pairing` on [`crate::bw6_761`]'s types, as
//! on plain arkworks. [`multi_miller_loop`] here splits a product into calls of at most
//! [`BilinearMillerLoop::PAIRS_PER_CALL`] pairs and multiplies their outputs in Wasm (one
//! `Fp6` multiplication per extra call on BW6-761), which is the true multi Miller loop.
//! Checks with more than four pairs that must be right on BW6-761 (Groth16 batches) use it.
//! `tests/bilinear_miller_loop.rs` shows the arkworks behaviour and this fix.

use alloc::vec::Vec;
use ark_ec::pairing::{MillerLoopOutput, Pairing};
use ark_ff::One;

/// A pairing engine with the number of pairs one `multi_miller_loop` call may take and still
/// return the product of its pairs' Miller loops (module docs).
pub trait BilinearMillerLoop: Pairing {
	/// Pairs per `multi_miller_loop` call: 4 on BW6-761, unbounded (`usize::MAX`) on the
	/// BLS12 and BN curves, whose arkworks loops multiply their chunks exactly.
	const PAIRS_PER_CALL: usize;
}

impl BilinearMillerLoop for crate::bls12_381::Bls12_381 {
	const PAIRS_PER_CALL: usize = usize::MAX;
}
impl BilinearMillerLoop for crate::bls12_377::Bls12_377 {
	const PAIRS_PER_CALL: usize = usize::MAX;
}
impl BilinearMillerLoop for crate::bn254::Bn254 {
	const PAIRS_PER_CALL: usize = usize::MAX;
}
impl BilinearMillerLoop for crate::bw6_761::BW6_761 {
	const PAIRS_PER_CALL: usize = 4;
}

/// The product of the Miller loops of the pairs `(g1[i], g2[i])`, in calls of at most
/// [`BilinearMillerLoop::PAIRS_PER_CALL`] pairs (one host call on every curve but BW6-761,
/// `⌈n/4⌉` there). Its final exponentiation is `Π e(g1[i], g2[i])` for points in their
/// subgroups.
///
/// Panics, as arkworks' `multi_miller_loop` does, if `g1` and `g2` differ in length.
pub fn multi_miller_loop<E: BilinearMillerLoop>(
	g1: Vec<E::G1Affine>,
	g2: Vec<E::G2Affine>,
) -> MillerLoopOutput<E> {
	if g1.len() <= E::PAIRS_PER_CALL {
		return E::multi_miller_loop(g1, g2);
	}
	assert_eq!(
		g1.len(),
		g2.len(),
		"multi_miller_loop: unequal numbers of G1 and G2 points"
	);
	let product = g1
		.chunks(E::PAIRS_PER_CALL)
		.zip(g2.chunks(E::PAIRS_PER_CALL))
		.map(|(p, q)| E::multi_miller_loop(p.iter().copied(), q.iter().copied()).0)
		.fold(E::TargetField::one(), |acc, f| acc * f);
	MillerLoopOutput(product)
}
