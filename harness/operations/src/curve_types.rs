//! Which arkworks types compute each curve in each backend: written once here, used by the
//! computation ([`crate::compute`]) and by the benchmark inputs ([`crate::inputs`]).

/// Evaluates `$body` with `$e` bound to the pairing engine of `$curve` in `$backend`: plain
/// arkworks (`ark_bls12_381::Bls12_381`, …) for [`Backend::Arkworks`](crate::Backend), the
/// host-backed engine (`hostcurves_primitives::bls12_381::Bls12_381`, …) for
/// [`Backend::Host`](crate::Backend).
#[macro_export]
macro_rules! with_engine {
	($backend:expr, $curve:expr, $e:ident => $body:expr) => {{
		use $crate::operation::{Backend, PairingCurve};
		match ($backend, $curve) {
			(Backend::Arkworks, PairingCurve::Bls12_381) => {
				type $e = ark_bls12_381::Bls12_381;
				$body
			}
			(Backend::Arkworks, PairingCurve::Bls12_377) => {
				type $e = ark_bls12_377::Bls12_377;
				$body
			}
			(Backend::Arkworks, PairingCurve::Bw6_761) => {
				type $e = ark_bw6_761::BW6_761;
				$body
			}
			(Backend::Arkworks, PairingCurve::Bn254) => {
				type $e = ark_bn254::Bn254;
				$body
			}
			(Backend::Host, curve) => with_host_engine!(curve, $e => $body),
		}
	}};
}

// `with_host_engine!` is the verifier pallet's (`pallet_hostcurves_verifier::with_host_engine`):
// a crate that expands these macros has it in scope (`#[macro_use] extern crate
// pallet_hostcurves_verifier;`).

/// Evaluates `$body` with `$g` bound to the projective group of single-group curve `$curve`
/// in `$backend` (plain arkworks, or hostcurves' host-backed types).
#[macro_export]
macro_rules! with_group {
	($backend:expr, $curve:expr, $g:ident => $body:expr) => {{
		use hostcurves_primitives as hp;
		use $crate::operation::{Backend, GroupCurve};
		match ($backend, $curve) {
			(Backend::Arkworks, GroupCurve::BandersnatchTe) => {
				type $g = ark_ed_on_bls12_381_bandersnatch::EdwardsProjective;
				$body
			}
			(Backend::Arkworks, GroupCurve::BandersnatchSw) => {
				type $g = ark_ed_on_bls12_381_bandersnatch::SWProjective;
				$body
			}
			(Backend::Arkworks, GroupCurve::EdOnBls12_377) => {
				type $g = ark_ed_on_bls12_377::EdwardsProjective;
				$body
			}
			(Backend::Host, GroupCurve::BandersnatchTe) => {
				type $g = hp::ed_on_bls12_381_bandersnatch::EdwardsProjective;
				$body
			}
			(Backend::Host, GroupCurve::BandersnatchSw) => {
				type $g = hp::ed_on_bls12_381_bandersnatch::SWProjective;
				$body
			}
			(Backend::Host, GroupCurve::EdOnBls12_377) => {
				type $g = hp::ed_on_bls12_377::EdwardsProjective;
				$body
			}
			(Backend::Arkworks, GroupCurve::Pallas) => {
				type $g = ark_pallas::Projective;
				$body
			}
			(Backend::Arkworks, GroupCurve::Vesta) => {
				type $g = ark_vesta::Projective;
				$body
			}
			(Backend::Host, GroupCurve::Pallas) => {
				type $g = hp::pallas::Projective;
				$body
			}
			(Backend::Host, GroupCurve::Vesta) => {
				type $g = hp::vesta::Projective;
				$body
			}
		}
	}};
}
