//! ark-vrf's `Bandersnatch-SHA512-ELL2-v1` suite over other curve types.
//!
//! A suite fixes the curve types ark-vrf computes with. ark-vrf's own
//! `BandersnatchSha512Ell2` uses plain arkworks (the pure-Wasm baseline); the same suite over
//! hostcurves' types runs its MSMs, scalar multiplications and pairings as host calls. Every
//! constant is read from ark-vrf's suite (the suite identifier, the hash to the curve, the
//! Pedersen blinding base, the ring's accumulator base and padding point), so proofs made for
//! one verify under the other and VRF outputs agree byte for byte.

/// Declares `$name`, ark-vrf's `Bandersnatch-SHA512-ELL2-v1` suite whose Bandersnatch points
/// are `$affine` (a twisted-Edwards `Affine` of a Bandersnatch configuration) and whose ring
/// commitment's pairing engine is `$pairing` (a BLS12-381 engine): ark-vrf's
/// `Suite`, `PedersenSuite` and `RingSuite`, with every constant read from
/// `ark_vrf::suites::bandersnatch::BandersnatchSha512Ell2`.
///
/// The caller's crate must depend on `ark-vrf` with its `bandersnatch` and `ring` features.
/// hostcurves declares [`HostBandersnatch`] with it; a runtime can declare the suite over
/// another crate's types, as the benchmark harness does over `sp-crypto-ec-utils`' to measure
/// them in the same run.
#[macro_export]
macro_rules! bandersnatch_ring_suite {
	($(#[$attr:meta])* $name:ident, $affine:ty, $pairing:ty) => {
		$(#[$attr])*
		#[derive(Debug, Copy, Clone, PartialEq, Eq)]
		pub struct $name;

		impl ::ark_vrf::Suite for $name {
			const SUITE_ID: &'static [u8] =
				<::ark_vrf::suites::bandersnatch::BandersnatchSha512Ell2 as ::ark_vrf::Suite>::SUITE_ID;
			type Affine = $affine;
			type Transcript =
				<::ark_vrf::suites::bandersnatch::BandersnatchSha512Ell2 as ::ark_vrf::Suite>::Transcript;
			// ark-vrf's Elligator2 map is crate-private: map with its suite (plain arkworks,
			// no host call in it) and carry the coordinates over.
			fn data_to_point(data: &[u8]) -> Option<::ark_vrf::AffinePoint<Self>> {
				<::ark_vrf::suites::bandersnatch::BandersnatchSha512Ell2 as ::ark_vrf::Suite>::data_to_point(data)
					.map(|p| <$affine>::new_unchecked(p.x, p.y))
			}
		}

		impl ::ark_vrf::pedersen::PedersenSuite for $name {
			const BLINDING_BASE: ::ark_vrf::AffinePoint<Self> = {
				const P: ::ark_vrf::suites::bandersnatch::AffinePoint =
					<::ark_vrf::suites::bandersnatch::BandersnatchSha512Ell2 as ::ark_vrf::pedersen::PedersenSuite>::BLINDING_BASE;
				<$affine>::new_unchecked(P.x, P.y)
			};
		}

		impl ::ark_vrf::ring::RingSuite for $name {
			type Pairing = $pairing;
			const ACCUMULATOR_BASE: ::ark_vrf::AffinePoint<Self> = {
				const P: ::ark_vrf::suites::bandersnatch::AffinePoint =
					<::ark_vrf::suites::bandersnatch::BandersnatchSha512Ell2 as ::ark_vrf::ring::RingSuite>::ACCUMULATOR_BASE;
				<$affine>::new_unchecked(P.x, P.y)
			};
			const PADDING: ::ark_vrf::AffinePoint<Self> = {
				const P: ::ark_vrf::suites::bandersnatch::AffinePoint =
					<::ark_vrf::suites::bandersnatch::BandersnatchSha512Ell2 as ::ark_vrf::ring::RingSuite>::PADDING;
				<$affine>::new_unchecked(P.x, P.y)
			};
		}
	};
}

bandersnatch_ring_suite!(
	/// ark-vrf's `Bandersnatch-SHA512-ELL2-v1` over hostcurves' types: Bandersnatch's MSM and
	/// scalar multiplication through RFC-0163's twisted-Edwards functions, the ring proof's
	/// KZG pairing through [`crate::bls12_381::Bls12_381`] (hostcurves' BLS12-381 functions,
	/// or RFC-0163's with the feature `rfc163`).
	HostBandersnatch,
	crate::ed_on_bls12_381_bandersnatch::EdwardsAffine,
	crate::bls12_381::Bls12_381
);

/// ark-vrf's own suite over plain arkworks: every operation in Wasm inside a runtime (the
/// pure-Wasm baseline), natively in a native build.
pub use ark_vrf::suites::bandersnatch::BandersnatchSha512Ell2 as PlainBandersnatch;
