//! KZG openings against the Ethereum KZG ceremony's setup (`hostcurves_primitives::kzg`,
//! EIP-4844's `verify_kzg_proof`): one opening, or a batch checked with one pairing product.
//! The calls' pieces that are not calls.

use hostcurves_primitives::{
	bls12_381::Bls12_381,
	kzg::{self, KzgError, OPENING_LEN},
};

use crate::Error;

/// An opening's bytes: commitment (48) ‖ z (32) ‖ y (32) ‖ proof (48), c-kzg-4844's argument
/// order; 160 bytes.
pub type OpeningBytes = [u8; OPENING_LEN];

/// `Error::KzgHostFailure` for what valid input cannot cause, else `refused`.
fn refused_or_host<T>(error: KzgError, refused: Error<T>) -> Error<T> {
	match error {
		KzgError::Internal => Error::KzgHostFailure,
		_ => refused,
	}
}

/// Decodes one opening with every check (z, y below r; both points canonical compressed G1
/// points in the subgroup, in one checked-decoding host call) and verifies it.
///
/// Errors: `InvalidKzgOpening` if its bytes are refused; `KzgOpeningRejected` if it is well
/// formed and does not hold; `KzgHostFailure` if a host function refuses what valid input
/// cannot make it refuse.
pub fn verify_opening<T>(opening: &OpeningBytes) -> Result<(), Error<T>> {
	let decoded = kzg::decode_openings::<Bls12_381>(opening)
		.map_err(|e| refused_or_host(e.error, Error::InvalidKzgOpening))?;
	// One opening: one three-point MSM (`Opening::verify`), not the batch's two.
	let holds = decoded
		.first()
		.map_or(Err(KzgError::Internal), |o| o.verify());
	match holds {
		Ok(true) => Ok(()),
		Ok(false) => Err(Error::KzgOpeningRejected),
		Err(e) => Err(refused_or_host(e, Error::KzgHostFailure)),
	}
}

/// Decodes `openings` (all 2k points in one checked-decoding host call) and verifies them as
/// one batch (`kzg::verify_batch`: two MSMs and one two-pair pairing product).
///
/// Errors: `InvalidKzgOpeningAt { index }` naming the first refused opening;
/// `KzgBatchRejected` if they are well formed and not all hold; `KzgHostFailure` as above.
pub fn verify_openings<T>(openings: &[OpeningBytes]) -> Result<(), Error<T>> {
	let decoded = kzg::decode_openings::<Bls12_381>(openings.as_flattened()).map_err(|e| {
		refused_or_host(
			e.error,
			Error::InvalidKzgOpeningAt {
				index: u16::try_from(e.index).unwrap_or(u16::MAX),
			},
		)
	})?;
	match kzg::verify_batch(&decoded) {
		Ok(true) => Ok(()),
		Ok(false) => Err(Error::KzgBatchRejected),
		Err(e) => Err(refused_or_host(e, Error::KzgHostFailure)),
	}
}
