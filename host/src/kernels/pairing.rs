//! Pairing kernels: the multi Miller loop and the final exponentiation.

use alloc::vec::Vec;
use ark_ec::pairing::{MillerLoopOutput, Pairing};
use ark_ff::{One, Zero};

use crate::{wire, Error};

/// Multi Miller loop `∏ f_{x,Q_i}(P_i)` (arkworks `Pairing::multi_miller_loop`), in chunks
/// of four pairs.
///
/// - `g1`: `Vec<G1Affine>`; `g2`: `Vec<G2Affine>` of the same length (else
///   [`Error::LengthMismatch`]; arkworks itself would panic in `zip_eq`).
/// - writes the `TargetField` element to `out` ([`Error::Encode`] if `out` is too short).
///
/// Pairs in which either point is the identity contribute one, as in arkworks. An empty
/// input yields one.
///
/// arkworks prepares every G2 point up front (for BLS12-381, 68 line coefficients, ~20 KB,
/// per 192-byte point); in chunks, memory stays bounded whatever the input. For the BLS12 and
/// BN models the product of the chunks' outputs is the same element (each pair's factor is
/// multiplied in, and the final conjugation is a field automorphism), so the bytes are
/// arkworks' own. Not for BW6: use [`bw6_761_multi_miller_loop`] there.
pub fn multi_miller_loop<E: Pairing>(g1: &[u8], g2: &[u8], out: &mut [u8]) -> Result<(), Error> {
	let (p, q) = decode_pairs::<E>(g1, g2)?;
	write_product::<E>(&p, &q, MILLER_LOOP_CHUNK, out)
}

/// BW6-761's multi Miller loop, over all pairs at once: arkworks' BW6 loop starts each of its
/// own chunks of four pairs from the shared `f_u` of all pairs, so its output bytes depend on
/// how the pairs are grouped, and RFC-0163's byte compatibility (`sp-crypto-ec-utils` 0.24
/// calls arkworks on all pairs) needs arkworks' own grouping. Memory is then linear in the
/// input (the prepared G2 points).
///
/// Errors as [`multi_miller_loop`]'s, and [`Error::Trap`] for a G2 point that arkworks cannot
/// prepare ([`crate::bw6_prepare`]), where arkworks (and so `sp-crypto-ec-utils`' host) would
/// panic: checked after both inputs decode and their lengths agree, the order in which
/// arkworks would fail.
pub fn bw6_761_multi_miller_loop(g1: &[u8], g2: &[u8], out: &mut [u8]) -> Result<(), Error> {
	type Bw6 = ark_bw6_761::BW6_761;
	let (p, q) = decode_pairs::<Bw6>(g1, g2)?;
	if !q
		.iter()
		.all(crate::bw6_prepare::g2_prepares::<ark_bw6_761::Config>)
	{
		return Err(Error::Trap);
	}
	write_product::<Bw6>(&p, &q, usize::MAX, out)
}

/// The G1 and G2 points of a Miller loop, in input order.
type Pairs<E> = (Vec<<E as Pairing>::G1Affine>, Vec<<E as Pairing>::G2Affine>);

/// Decodes a Miller loop's two inputs, unvalidated ([`Error::Decode`]), and checks that they
/// pair up ([`Error::LengthMismatch`]).
fn decode_pairs<E: Pairing>(g1: &[u8], g2: &[u8]) -> Result<Pairs<E>, Error> {
	let p = wire::decode::<Vec<E::G1Affine>>(g1)?;
	let q = wire::decode::<Vec<E::G2Affine>>(g2)?;
	if p.len() != q.len() {
		return Err(Error::LengthMismatch);
	}
	Ok((p, q))
}

/// Writes `∏ f_{x,Q_i}(P_i)` to `out`, computed `chunk` pairs at a time.
fn write_product<E: Pairing>(
	p: &[E::G1Affine],
	q: &[E::G2Affine],
	chunk: usize,
	out: &mut [u8],
) -> Result<(), Error> {
	let res = p
		.chunks(chunk)
		.zip(q.chunks(chunk))
		.map(|(a, b)| E::multi_miller_loop(a.iter().copied(), b.iter().copied()).0)
		.fold(E::TargetField::one(), |acc, f| acc * f);
	wire::encode_into(res, out)
}

/// Pairs per Miller-loop chunk (arkworks' own chunk size when it runs in parallel).
const MILLER_LOOP_CHUNK: usize = 4;

/// Final exponentiation `f^((p^k − 1)/r)` (arkworks `Pairing::final_exponentiation`), in
/// place: `in_out` starts with one `TargetField` element (bytes after it are ignored, as in
/// `sp-crypto-ec-utils`) and the result overwrites its front.
///
/// Returns [`Error::Unknown`] when the input is zero (it has no inverse, so the result is
/// undefined; arkworks returns `None`), as `sp-crypto-ec-utils` does.
pub fn final_exponentiation<E: Pairing>(in_out: &mut [u8]) -> Result<(), Error> {
	let target = wire::decode::<E::TargetField>(in_out)?;
	// Zero has no inverse. Most arkworks models return `None` for it, but BW6's easy part
	// unwraps the inverse and would panic, so zero is rejected before arkworks sees it.
	if target.is_zero() {
		return Err(Error::Unknown);
	}
	let res = E::final_exponentiation(MillerLoopOutput(target)).ok_or(Error::Unknown)?;
	wire::encode_into(res.0, in_out)
}
