//! The result code every host function returns across the boundary.

use sp_runtime_interface::RIType;

/// Why a host function failed. The discriminants are the `u32` codes that cross the Wasm
/// boundary, frozen by RFC-0163 (`sp-crypto-ec-utils` 0.24 uses the same values); `0` is
/// success.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Error {
	/// Code 1: the caller-allocated output buffer is smaller than the encoded result.
	Encode = 1,
	/// Code 2: an input is malformed: truncated, a field element not below the modulus, bad
	/// flag bits, or an impossible length prefix (bytes after a value are ignored, as
	/// `sp-crypto-ec-utils` ignores them).
	Decode = 2,
	/// Code 3: two input sequences that must pair up (MSM bases and scalars, Miller-loop G1
	/// and G2 points) have different lengths.
	LengthMismatch = 3,
	/// Code 4: a twisted-Edwards result has `z = 0` and no affine form: RFC-0163's code for
	/// Bandersnatch, which Ed-on-BLS12-377 returns too (the same twisted-Edwards kernel).
	DegeneratePoint = 4,
	/// Code 255: anything else, e.g. a final exponentiation of zero (no inverse exists).
	Unknown = 255,
	/// No code: the call traps (the host function returns an error to the executor, which
	/// fails the runtime call with a message). Used exactly where `sp-crypto-ec-utils`' host
	/// panics, which the executor turns into the same trap: a Miller loop over unequal numbers
	/// of points (arkworks' `zip_eq`), BW6-761's final exponentiation of zero, and a BW6-761
	/// Miller loop over a G2 point arkworks cannot prepare ([`crate::bw6_prepare`]). Answering
	/// with a code there would let a runtime compute on a hostcurves node and fail on a stock
	/// one. The runtime side never receives it.
	Trap = 256,
}

impl Error {
	/// The error for a `u32` code received from the host (`0` is not an error; codes other
	/// than 1–4 map to [`Error::Unknown`]).
	pub fn from_code(code: u32) -> Self {
		match code {
			1 => Error::Encode,
			2 => Error::Decode,
			3 => Error::LengthMismatch,
			4 => Error::DegeneratePoint,
			_ => Error::Unknown,
		}
	}

	/// `self`, or [`Error::Trap`] if it is `upstream_panics_on`: for the functions shared with
	/// `sp-crypto-ec-utils`, where its host panics on that input.
	pub fn trap_if(self, upstream_panics_on: Error) -> Self {
		if self == upstream_panics_on {
			Error::Trap
		} else {
			self
		}
	}
}

/// Carries a `Result<(), Error>` through the FFI boundary as a single `u32`
/// (`0` for `Ok(())`, otherwise the [`Error`] discriminant); [`Error::Trap`] fails the call
/// instead.
pub struct HostcallResult;

impl RIType for HostcallResult {
	type FFIType = u32;
	type Inner = Result<(), Error>;
}

#[cfg(not(substrate_runtime))]
impl sp_runtime_interface::host::IntoFFIValue for HostcallResult {
	fn into_ffi_value(
		value: Self::Inner,
		_context: &mut dyn sp_runtime_interface::sp_wasm_interface::FunctionContext,
	) -> sp_runtime_interface::sp_wasm_interface::Result<Self::FFIType> {
		match value {
			Ok(()) => Ok(0),
			Err(Error::Trap) => Err("hostcurves: trapped where sp-crypto-ec-utils' host panics \
				(a Miller loop over unequal numbers of points, or BW6-761's final exponentiation \
				of zero)"
				.into()),
			Err(e) => Ok(e as u32),
		}
	}
}

#[cfg(substrate_runtime)]
impl sp_runtime_interface::wasm::FromFFIValue for HostcallResult {
	fn from_ffi_value(arg: Self::FFIType) -> Self::Inner {
		match arg {
			0 => Ok(()),
			code => Err(Error::from_code(code)),
		}
	}
}

/// Carries a checked decoding's `Result<(), CheckedDecodeError>` through the FFI boundary as
/// a single `u64`: `0` for `Ok(())`, otherwise
/// [`CheckedDecodeError::to_code`](crate::checked::CheckedDecodeError::to_code)
/// (`index << 8 | failure`).
pub struct CheckedResult;

impl RIType for CheckedResult {
	type FFIType = u64;
	type Inner = Result<(), crate::checked::CheckedDecodeError>;
}

#[cfg(not(substrate_runtime))]
impl sp_runtime_interface::host::IntoFFIValue for CheckedResult {
	fn into_ffi_value(
		value: Self::Inner,
		_context: &mut dyn sp_runtime_interface::sp_wasm_interface::FunctionContext,
	) -> sp_runtime_interface::sp_wasm_interface::Result<Self::FFIType> {
		Ok(match value {
			Ok(()) => 0,
			Err(e) => e.to_code(),
		})
	}
}

#[cfg(substrate_runtime)]
impl sp_runtime_interface::wasm::FromFFIValue for CheckedResult {
	fn from_ffi_value(arg: Self::FFIType) -> Self::Inner {
		match arg {
			0 => Ok(()),
			code => Err(crate::checked::CheckedDecodeError::from_code(code)),
		}
	}
}
