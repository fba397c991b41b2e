//! Checked decoding as host functions, under hostcurves' own trait name `HostcurvesChecked`
//! (exported as `ext_hostcurves_checked_<fn>_version_1`).
//!
//! Each function takes a batch of points in the curve's standard serialisation, checks every
//! point (canonical field elements, on the curve, in the prime-order subgroup, in that
//! order; [`crate::checked`]) and writes the validated points in the boundary format, which
//! the runtime then decodes without checks. Checking in Wasm costs more than most operations
//! on the points (a square root per compressed point, a scalar multiplication per subgroup
//! check), which is why these run natively.
//!
//! Each returns a [`CheckedResult`]: 0, or `index << 8 | failure` with the failure code of
//! [`DecodeFailure`](crate::checked::DecodeFailure) and the index of the first point that
//! failed. Nothing is allocated beyond one point per whole point in `input`.

use sp_runtime_interface::{
	pass_by::{PassFatPointerAndRead, PassFatPointerAndWrite},
	runtime_interface,
};

#[cfg(not(substrate_runtime))]
use crate::kernels;
use crate::CheckedResult;

/// hostcurves' checked-decoding host functions, one per curve group.
#[runtime_interface]
pub trait HostcurvesChecked {
	/// Checked decoding of *BLS12-381 G1* points.
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 48 compressed, 96 uncompressed (ZCash layout) bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 96·n bytes.
	fn bls12_381_decode_g1(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::bls12_381_decode_checked::<ark_bls12_381::g1::Config>(input, compressed, out)
	}

	/// Checked decoding of *BLS12-381 G2* points.
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 96 compressed, 192 uncompressed (ZCash layout) bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 192·n bytes.
	fn bls12_381_decode_g2(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::bls12_381_decode_checked::<ark_bls12_381::g2::Config>(input, compressed, out)
	}

	/// Checked decoding of *BLS12-377 G1* points.
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 48 compressed, 96 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 96·n bytes.
	fn bls12_377_decode_g1(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::decode_checked::<ark_bls12_377::G1Affine>(input, compressed, out)
	}

	/// Checked decoding of *BLS12-377 G2* points.
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 96 compressed, 192 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 192·n bytes.
	fn bls12_377_decode_g2(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::decode_checked::<ark_bls12_377::G2Affine>(input, compressed, out)
	}

	/// Checked decoding of *BW6-761 G1* points.
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 96 compressed, 192 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 192·n bytes.
	fn bw6_761_decode_g1(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::decode_checked::<ark_bw6_761::G1Affine>(input, compressed, out)
	}

	/// Checked decoding of *BW6-761 G2* points.
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 96 compressed, 192 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 192·n bytes.
	fn bw6_761_decode_g2(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::decode_checked::<ark_bw6_761::G2Affine>(input, compressed, out)
	}

	/// Checked decoding of *BN254 G1* points.
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 32 compressed, 64 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 64·n bytes.
	fn bn254_decode_g1(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::decode_checked::<ark_bn254::G1Affine>(input, compressed, out)
	}

	/// Checked decoding of *BN254 G2* points.
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 64 compressed, 128 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 128·n bytes.
	///
	/// The subgroup test is gnark-crypto's, about twice as fast as arkworks' and with the
	/// same verdict on every point of the curve (`kernels::bn254_g2_in_subgroup`).
	fn bn254_decode_g2(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::bn254_g2_decode_checked(input, compressed, out)
	}

	/// Checked decoding of *Ed-on-BLS12-381-Bandersnatch (twisted Edwards)* points.
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 32 compressed, 64 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 64·n bytes.
	fn ed_on_bls12_381_bandersnatch_decode_te(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::decode_checked::<ark_ed_on_bls12_381_bandersnatch::EdwardsAffine>(
			input, compressed, out,
		)
	}

	/// Checked decoding of *Ed-on-BLS12-381-Bandersnatch (short Weierstrass)* points.
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 33 compressed, 65 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 65·n bytes.
	fn ed_on_bls12_381_bandersnatch_decode_sw(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::decode_checked::<ark_ed_on_bls12_381_bandersnatch::SWAffine>(
			input, compressed, out,
		)
	}

	/// Checked decoding of *Ed-on-BLS12-377 (twisted Edwards)* points.
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 32 compressed, 64 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 64·n bytes.
	fn ed_on_bls12_377_decode(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::decode_checked::<ark_ed_on_bls12_377::EdwardsAffine>(input, compressed, out)
	}

	/// Checked decoding of *Pallas* points (prime order: the subgroup check always passes).
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 33 compressed, 65 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 65·n bytes.
	fn pallas_decode(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::decode_checked::<ark_pallas::Affine>(input, compressed, out)
	}

	/// Checked decoding of *Vesta* points (prime order: the subgroup check always passes).
	///
	/// - `input`: `Vec<Affine>` in arkworks' standard serialisation, a u64 LE count n and n
	///   points of 33 compressed, 65 uncompressed bytes.
	/// - `compressed`: whether `input` is compressed.
	/// - `out`: receives `Vec<Affine>` in the boundary format, 8 + 65·n bytes.
	fn vesta_decode(
		input: PassFatPointerAndRead<&[u8]>,
		compressed: bool,
		out: PassFatPointerAndWrite<&mut [u8]>,
	) -> CheckedResult {
		kernels::decode_checked::<ark_vesta::Affine>(input, compressed, out)
	}
}
