//! The ring VRF inputs the weights and the benchmark report measure, made by ark-vrf 0.6.1
//! (`primitives/examples/make_ring_vrf_input.rs`, Zcash SRS; `vectors/SOURCES.md`): a ring
//! signature by a member of a ring of the largest size (1 791 keys: the 2 048-row domain), and
//! the signer's IETF signature, both on 256 bytes of data and 256 of additional data (the
//! calls' longest). Fixed bytes, so that the benchmarks need no prover and no SRS; the tests
//! check that both verify with ark-vrf's own verifier.

use crate::ring_vrf::{
	IetfSignatureBytes, RingCommitmentBytes, RingSignatureBytes, VrfOutput, VrfPublicKey,
	MAX_VRF_DATA_LEN,
};

const DATA: usize = MAX_VRF_DATA_LEN as usize;

/// ring size (u32 LE) ‖ commitment ‖ data ‖ ad ‖ signature ‖ β.
const RING: &[u8; 4 + 144 + 2 * DATA + 784 + 32] =
	include_bytes!("../../vectors/ring-vrf/ark-vrf-made/max_input.bin");
/// public key ‖ data ‖ ad ‖ signature ‖ β.
const IETF: &[u8; 32 + 2 * DATA + 80 + 32] =
	include_bytes!("../../vectors/ring-vrf/ark-vrf-made/max_ietf_input.bin");

/// A ring VRF signature with its ring and the output it gives.
pub struct RingInput {
	/// The ring's size.
	pub ring_size: u32,
	/// The ring's commitment.
	pub commitment: RingCommitmentBytes,
	/// The VRF input data (256 bytes).
	pub data: [u8; DATA],
	/// The additional data (256 bytes).
	pub ad: [u8; DATA],
	/// The signature.
	pub signature: RingSignatureBytes,
	/// The VRF output's hash.
	pub output: VrfOutput,
}

/// An IETF VRF signature with its key and the output it gives.
pub struct IetfInput {
	/// The signer's key.
	pub public_key: VrfPublicKey,
	/// The VRF input data (256 bytes).
	pub data: [u8; DATA],
	/// The additional data (256 bytes).
	pub ad: [u8; DATA],
	/// The signature.
	pub signature: IetfSignatureBytes,
	/// The VRF output's hash.
	pub output: VrfOutput,
}

/// Copies `N` bytes at `*at` and moves past them.
fn take<const N: usize>(bytes: &[u8], at: &mut usize) -> [u8; N] {
	let mut out = [0u8; N];
	out.copy_from_slice(&bytes[*at..*at + N]);
	*at += N;
	out
}

/// The ring signature at the largest ring and the longest data.
pub fn ring() -> RingInput {
	let at = &mut 0;
	RingInput {
		ring_size: u32::from_le_bytes(take(RING, at)),
		commitment: take(RING, at),
		data: take(RING, at),
		ad: take(RING, at),
		signature: take(RING, at),
		output: take(RING, at),
	}
}

/// The signer's IETF signature on the same data.
pub fn ietf() -> IetfInput {
	let at = &mut 0;
	IetfInput {
		public_key: take(IETF, at),
		data: take(IETF, at),
		ad: take(IETF, at),
		signature: take(IETF, at),
		output: take(IETF, at),
	}
}
