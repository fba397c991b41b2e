//! Target `host_functions`: every registered host function on raw bytes.
//!
//! The first bytes pick the function, the compressed flag and the output buffer's length
//! (large enough, or any shorter length); the rest is split into the function's inputs.
//! Asserted: the call returns a result code and never panics; it allocates within
//! [`meter::bound`](crate::meter::bound) of its input; and a second call on the same bytes
//! gives the same code and the same output bytes (an answer is consensus).

use arbitrary::Unstructured;
use hostcurves_host::{
	bls12_377::host_calls as b377, bls12_381::host_calls as b381, bw6_761::host_calls as bw6,
	checked::CheckedDecodeError, ed_on_bls12_377::host_calls as e377,
	ed_on_bls12_381_bandersnatch::host_calls as band, hostcurves_bls::hostcurves_bls as bls,
	hostcurves_calls::hostcurves_calls as x, hostcurves_checked::hostcurves_checked as c,
	pallas::host_calls as pal, vesta::host_calls as ves, Error,
};

use crate::meter;

/// Two inputs and an output.
pub type TwoInputs = fn(&[u8], &[u8], &mut [u8]) -> Result<(), Error>;
/// Input, compressed flag, output.
pub type CheckedCall = fn(&[u8], bool, &mut [u8]) -> Result<(), CheckedDecodeError>;

/// A host function's native entry point, by the shape of its arguments.
#[derive(Clone, Copy)]
pub enum Entry {
	/// Two inputs and an output: MSM, mul, Miller loop, hash to curve.
	Two(TwoInputs),
	/// One input and an output: echo, map to curve.
	One(fn(&[u8], &mut [u8]) -> Result<(), Error>),
	/// One buffer, read and overwritten: final exponentiation.
	InOut(fn(&mut [u8]) -> Result<(), Error>),
	/// Input, compressed flag, output: checked decoding and aggregation.
	Checked(CheckedCall),
}

macro_rules! entries {
	($($shape:ident: $($module:ident::$function:ident),+;)+) => {
		&[$($((stringify!($function), Entry::$shape($module::$function)),)+)+]
	};
}

/// Every host function of `hostcurves_host::HostFunctions` (54), by its name without the
/// trait prefix and version (fuzz/tests/replay.rs checks the list against the registered
/// set).
pub const HOST_FUNCTIONS: &[(&str, Entry)] = entries! {
	Two: b381::bls12_381_multi_miller_loop, b381::bls12_381_msm_g1, b381::bls12_381_msm_g2,
		b381::bls12_381_mul_g1, b381::bls12_381_mul_g2,
		b377::bls12_377_multi_miller_loop, b377::bls12_377_msm_g1, b377::bls12_377_msm_g2,
		b377::bls12_377_mul_g1, b377::bls12_377_mul_g2,
		bw6::bw6_761_multi_miller_loop, bw6::bw6_761_msm_g1, bw6::bw6_761_msm_g2,
		bw6::bw6_761_mul_g1, bw6::bw6_761_mul_g2,
		e377::ed_on_bls12_377_msm, e377::ed_on_bls12_377_mul,
		band::ed_on_bls12_381_bandersnatch_msm, band::ed_on_bls12_381_bandersnatch_mul,
		pal::pallas_msm, pal::pallas_mul, ves::vesta_msm, ves::vesta_mul,
		x::bn254_multi_miller_loop, x::bn254_msm_g1, x::bn254_msm_g2, x::bn254_mul_g1,
		x::bn254_mul_g2, x::ed_on_bls12_381_bandersnatch_sw_msm,
		x::ed_on_bls12_381_bandersnatch_sw_mul,
		bls::bls12_381_hash_to_g1, bls::bls12_381_hash_to_g2;
	One: x::bls12_381_echo_g1, bls::bls12_381_map_to_g1, bls::bls12_381_map_to_g2;
	InOut: b381::bls12_381_final_exponentiation, b377::bls12_377_final_exponentiation,
		bw6::bw6_761_final_exponentiation, x::bn254_final_exponentiation;
	Checked: c::bls12_381_decode_g1, c::bls12_381_decode_g2, c::bls12_377_decode_g1,
		c::bls12_377_decode_g2, c::bw6_761_decode_g1, c::bw6_761_decode_g2, c::bn254_decode_g1,
		c::bn254_decode_g2, c::ed_on_bls12_381_bandersnatch_decode_te,
		c::ed_on_bls12_381_bandersnatch_decode_sw, c::ed_on_bls12_377_decode, c::pallas_decode,
		c::vesta_decode, bls::bls12_381_aggregate_g1, bls::bls12_381_aggregate_g2;
};

/// The fuzz target (module docs).
pub fn run(data: &[u8]) {
	let _ = try_run(data);
}

fn try_run(data: &[u8]) -> arbitrary::Result<()> {
	let mut u = Unstructured::new(data);
	let (name, entry) = HOST_FUNCTIONS[u.choose_index(HOST_FUNCTIONS.len())?];
	let compressed = u.arbitrary::<bool>()?;
	let short_output = u.arbitrary::<bool>()?;
	let output_cut = u.arbitrary::<u16>()?;
	let split = u.arbitrary::<u16>()?;
	let rest = u.take_rest();
	let (a, b) = rest.split_at(usize::from(split) % (rest.len() + 1));
	// Every result fits in this: the largest fixed-size one is a 576-byte target-field
	// element, and a decoded batch is at most twice its compressed input and a count.
	let enough = 2 * rest.len() + 1024;
	let out_len = if short_output {
		usize::from(output_cut) % enough
	} else {
		enough
	};
	let first = call(name, entry, a, b, compressed, out_len);
	let second = call(name, entry, a, b, compressed, out_len);
	assert_eq!(first, second, "{name}: two calls on the same bytes differ");
	Ok(())
}

/// The result code (0 for success, [`Error::Trap`] as 256) and the output buffer.
fn call(
	name: &str,
	entry: Entry,
	a: &[u8],
	b: &[u8],
	compressed: bool,
	out_len: usize,
) -> (u64, Vec<u8>) {
	let input_len = a.len() + b.len();
	match entry {
		Entry::Two(f) => {
			let mut out = vec![0; out_len];
			let code = meter::bounded(name, input_len, || f(a, b, &mut out));
			(code.err().map_or(0, |e| e as u64), out)
		}
		Entry::One(f) => {
			let mut out = vec![0; out_len];
			let code = meter::bounded(name, input_len, || f(a, &mut out));
			(code.err().map_or(0, |e| e as u64), out)
		}
		Entry::InOut(f) => {
			let mut buf = a.to_vec();
			let code = meter::bounded(name, input_len, || f(&mut buf));
			(code.err().map_or(0, |e| e as u64), buf)
		}
		Entry::Checked(f) => {
			let mut out = vec![0; out_len];
			let code = meter::bounded(name, input_len, || f(a, compressed, &mut out));
			(code.err().map_or(0, CheckedDecodeError::to_code), out)
		}
	}
}
