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
	/// Pallas (RFC-0163), short-Weierstrass, prime order: points 65 bytes (33 compressed),
	/// Fr 32.
	Pallas,
	/// Vesta (RFC-0163), short-Weierstrass, prime order: points 65 bytes (33 compressed),
	/// Fr 32.
	Vesta,
}

impl GroupCurve {
	/// Every single-group curve, in report order.
	pub const ALL: [GroupCurve; 5] = [
		GroupCurve::BandersnatchTe,
		GroupCurve::BandersnatchSw,
		GroupCurve::EdOnBls12_377,
		GroupCurve::Pallas,
		GroupCurve::Vesta,
	];

	/// The curve's name in report rows and benchmark names.
	pub fn name(self) -> &'static str {
		match self {
			GroupCurve::BandersnatchTe => "bandersnatch_te",
			GroupCurve::BandersnatchSw => "bandersnatch_sw",
			GroupCurve::EdOnBls12_377 => "ed_on_bls12_377",
			GroupCurve::Pallas => "pallas",
			GroupCurve::Vesta => "vesta",
		}
	}

	/// Whether points are in short-Weierstrass form, whose two flag bits do not fit beside a
	/// 255-bit coordinate.
	fn short_weierstrass(self) -> bool {
		matches!(
			self,
			GroupCurve::BandersnatchSw | GroupCurve::Pallas | GroupCurve::Vesta
		)
	}

	/// Encoded length of an uncompressed point, bytes.
	pub fn point_len(self) -> usize {
		self.encoded_len(false)
	}

	/// Encoded length of a point, compressed or not, bytes: 32 per coordinate, plus a
	/// flags byte for the short-Weierstrass curves (a 255-bit coordinate and two flag bits
	/// need 33 bytes).
	pub fn encoded_len(self, compressed: bool) -> usize {
		let coordinates = if compressed { 32 } else { 64 };
		coordinates + usize::from(self.short_weierstrass())
	}

	/// Encoded length of a scalar (`Fr`), bytes.
	pub fn fr_len(self) -> usize {
		32
	}
}
