//! Hostile values built from the fuzzer's bytes: points of every class a caller can send
//! (those of `hostcurves_bench_operations::adversarial`: in the subgroup, the identity, on the curve
//! outside the subgroup, of small order, off the curve, repeats and negations of earlier
//! points), scalars of any width around the group order, and byte-level mutations of an
//! encoding.

use arbitrary::{Result, Unstructured};
use ark_ff::{BigInteger, PrimeField};
use ark_std::rand::{rngs::StdRng, SeedableRng};
pub use hostcurves_bench_operations::adversarial::HostilePoint;
use hostcurves_bench_operations::adversarial::{self, InputClass};

/// A random generator seeded by the fuzzer (for values whose bytes the fuzzer could not
/// find by mutation: field elements on the curve, subgroup points).
pub fn rng(u: &mut Unstructured) -> Result<StdRng> {
	Ok(StdRng::seed_from_u64(u.arbitrary()?))
}

/// One hostile point; `earlier` are the points already chosen for the same input (repeats
/// and negations reach the exceptional cases of the addition formulas).
pub fn point<A: HostilePoint>(u: &mut Unstructured, earlier: &[A]) -> Result<A> {
	let mut rng = rng(u)?;
	Ok(match u.int_in_range(0..=7u8)? {
		// The first six classes of `adversarial` (random, identity, outside the subgroup,
		// small order, cofactor torsion, off the curve), built there.
		class @ 0..=5 => adversarial::point(
			InputClass::ALL[usize::from(class)],
			A::generator(),
			&mut rng,
		)
		.unwrap_or_default(),
		6 if !earlier.is_empty() => *u.choose(earlier)?,
		7 if !earlier.is_empty() => -*u.choose(earlier)?,
		_ => A::generator(),
	})
}

/// Up to `max` hostile points.
pub fn points<A: HostilePoint>(u: &mut Unstructured, max: usize) -> Result<Vec<A>> {
	let n = u.int_in_range(0..=max)?;
	let mut out = Vec::with_capacity(n);
	for _ in 0..n {
		let p = point(u, &out)?;
		out.push(p);
	}
	Ok(out)
}

/// A scalar as little-endian bytes of any width: 0, 1, r − 1, r, r + 1, 2^(8·w) − 1 for the
/// width w of r, a random element, or the fuzzer's own bytes (up to 80).
pub fn scalar_bytes<F: PrimeField>(u: &mut Unstructured) -> Result<Vec<u8>> {
	let r = F::MODULUS;
	let width = r.to_bytes_le().len();
	let plus = |k: u64| {
		let mut v = r;
		v.add_with_carry(&F::BigInt::from(k));
		v.to_bytes_le()
	};
	Ok(match u.int_in_range(0..=7u8)? {
		0 => vec![0; width],
		1 => F::ONE.into_bigint().to_bytes_le(),
		2 => (-F::ONE).into_bigint().to_bytes_le(),
		3 => r.to_bytes_le(),
		4 => plus(1),
		5 => vec![0xff; width],
		6 => F::rand(&mut rng(u)?).into_bigint().to_bytes_le(),
		_ => {
			let len = u.int_in_range(0..=80)?;
			u.bytes(len)?.to_vec()
		}
	})
}

/// Up to three byte-level changes to `bytes`: a flipped bit, a byte set, the last bytes cut,
/// or bytes appended (never more than 64 bytes grown).
pub fn mutate(u: &mut Unstructured, bytes: &mut Vec<u8>) -> Result<()> {
	for _ in 0..u.int_in_range(0..=3u8)? {
		match u.int_in_range(0..=3u8)? {
			0 if !bytes.is_empty() => {
				let at = u.choose_index(bytes.len())?;
				bytes[at] ^= 1 << u.int_in_range(0..=7u8)?;
			}
			1 if !bytes.is_empty() => {
				let at = u.choose_index(bytes.len())?;
				bytes[at] = u.arbitrary()?;
			}
			2 => {
				let cut = u.int_in_range(0..=bytes.len().min(64))?;
				bytes.truncate(bytes.len() - cut);
			}
			_ => {
				let len = u.int_in_range(0..=64)?;
				bytes.extend_from_slice(u.bytes(len)?);
			}
		}
	}
	Ok(())
}
