//! The curves the pallet computes on, and their byte lengths in the boundary format.
//! [`PairingCurve`] is the verifier pallet's (one definition for both pallets).

pub use pallet_hostcurves_verifier::PairingCurve;

use codec::{Decode, DecodeWithMemTracking, Encode, MaxEncodedLen};
use scale_info::TypeInfo;

/// A curve used through one prime-order group: MSM and scalar multiplication.
#[derive(
	Encode,
	Decode,
	DecodeWithMemTracking,
	MaxEncodedLen,
	Clone,
	Copy,
	PartialEq,
	Eq,
	Hash,
	Debug,
	TypeInfo,
)]
pub enum GroupCurve {
	/// Ed-on-BLS12-381-Bandersnatch, twisted-Edwards form: points 64 bytes (32 compressed),
	/// Fr 32.
	BandersnatchTe,
	/// Ed-on-BLS12-381-Bandersnatch, short-Weierstrass form: points 65 bytes (33
	/// compressed: a 255-bit coordinate and two flag bits need 33 bytes), Fr 32.
	BandersnatchSw,
	/// Ed-on-BLS12-377, twisted-Edwards form: points 64 bytes (32 compressed), Fr 32.
	EdOnBls12_377,
}

impl GroupCurve {
	/// Every single-group curve, in report order.
	pub const ALL: [GroupCurve; 3] = [
		GroupCurve::BandersnatchTe,
		GroupCurve::BandersnatchSw,
		GroupCurve::EdOnBls12_377,
	];

	/// The curve's name in report rows and benchmark names.
	pub fn name(self) -> &'static str {
		match self {
			GroupCurve::BandersnatchTe => "bandersnatch_te",
			GroupCurve::BandersnatchSw => "bandersnatch_sw",
			GroupCurve::EdOnBls12_377 => "ed_on_bls12_377",
		}
	}

	/// Encoded length of an uncompressed point, bytes.
	pub fn point_len(self) -> usize {
		match self {
			GroupCurve::BandersnatchSw => 65,
			_ => 64,
		}
	}

	/// Encoded length of a point, compressed or not, bytes (compressed Bandersnatch SW is 33:
	/// a 255-bit coordinate and two flag bits).
	pub fn encoded_len(self, compressed: bool) -> usize {
		match (self, compressed) {
			(GroupCurve::BandersnatchSw, true) => 33,
			(_, true) => 32,
			(_, false) => self.point_len(),
		}
	}

	/// Encoded length of a scalar (`Fr`), bytes.
	pub fn fr_len(self) -> usize {
		32
	}
}
