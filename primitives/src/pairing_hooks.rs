//! The `CurveHooks` implementation shared by every pairing curve: arkworks-extensions'
//! `ark-*-ext` crates give BLS12-381, BLS12-377, BW6-761 and BN254 the same six hooks, and
//! each hook here is one host call in the boundary format of [`hostcurves_host::wire`].

/// Implements `$ext::CurveHooks` for `HostHooks` by calling the six host functions of one
/// curve, given as paths (Miller loop, final exponentiation, MSM G1/G2, mul G1/G2), and the
/// encoders for MSM bases (`wire::encode` or a faster byte-identical one).
///
/// A Miller loop over unequal numbers of G1 and G2 points panics before any host call, as
/// arkworks' own `zip_eq` does in pure Wasm and as `sp-crypto-ec-utils`' host does: the call is
/// a programming error, and a trap on every node (stock or hostcurves) keeps them in
/// consensus, where a value computed on one node and an abort on the other would fork. A final
/// exponentiation of zero (code 255 from every host) yields zero in the target field, which is
/// never a pairing value (GT excludes zero), so every comparison with a real pairing fails.
/// MSM and mul inputs come from arkworks already checked (equal lengths), so a host error
/// there means host and runtime disagree on the contract, and the hook panics with `FAIL_MSG`.
macro_rules! impl_pairing_hooks {
	(
		ext = $ext:ident,
		miller_loop = $mml:path,
		final_exp = $fe:path,
		msm_g1 = $msm1:path,
		msm_g2 = $msm2:path,
		mul_g1 = $mul1:path,
		mul_g2 = $mul2:path,
		encode_g1 = $enc1:path,
		encode_g2 = $enc2:path $(,)?
	) => {
		impl $ext::CurveHooks for HostHooks {
			fn multi_miller_loop(
				g1: impl Iterator<Item = G1Prepared>,
				g2: impl Iterator<Item = G2Prepared>,
			) -> TargetField {
				let g1: alloc::vec::Vec<G1Affine> = g1.map(|p| p.0).collect();
				let g2: alloc::vec::Vec<G2Affine> = g2.map(|p| p.0).collect();
				assert_eq!(
					g1.len(),
					g2.len(),
					"multi_miller_loop: unequal numbers of G1 and G2 points"
				);
				let mut out = wire::buffer_for::<TargetField>();
				$mml(&wire::encode(g1), &wire::encode(g2), &mut out)
					.and_then(|_| wire::decode::<TargetField>(&out))
					.unwrap_or_else(|_| <TargetField as ark_ff::Zero>::zero())
			}

			fn final_exponentiation(target: TargetField) -> TargetField {
				let mut in_out = wire::encode(target);
				$fe(&mut in_out)
					.and_then(|_| wire::decode::<TargetField>(&in_out))
					.unwrap_or_else(|_| <TargetField as ark_ff::Zero>::zero())
			}

			fn msm_g1(bases: &[G1Affine], scalars: &[ScalarField]) -> G1Projective {
				let mut out = wire::buffer_for::<G1Affine>();
				$msm1(&$enc1(bases), &wire::encode(scalars), &mut out)
					.and_then(|_| wire::decode::<G1Affine>(&out))
					.expect(wire::FAIL_MSG)
					.into()
			}

			fn msm_g2(bases: &[G2Affine], scalars: &[ScalarField]) -> G2Projective {
				let mut out = wire::buffer_for::<G2Affine>();
				$msm2(&$enc2(bases), &wire::encode(scalars), &mut out)
					.and_then(|_| wire::decode::<G2Affine>(&out))
					.expect(wire::FAIL_MSG)
					.into()
			}

			fn mul_projective_g1(base: &G1Projective, scalar: &[u64]) -> G1Projective {
				let mut out = wire::buffer_for::<G1Affine>();
				let base = ark_ec::CurveGroup::into_affine(*base);
				$mul1(&wire::encode(base), &wire::encode(scalar), &mut out)
					.and_then(|_| wire::decode::<G1Affine>(&out))
					.expect(wire::FAIL_MSG)
					.into()
			}

			fn mul_projective_g2(base: &G2Projective, scalar: &[u64]) -> G2Projective {
				let mut out = wire::buffer_for::<G2Affine>();
				let base = ark_ec::CurveGroup::into_affine(*base);
				$mul2(&wire::encode(base), &wire::encode(scalar), &mut out)
					.and_then(|_| wire::decode::<G2Affine>(&out))
					.expect(wire::FAIL_MSG)
					.into()
			}
		}
	};
}

/// Declares the arkworks-named aliases of one pairing curve over `$ext` with [`HostHooks`]:
/// `Config`, the engine, G1/G2 affine and projective, and the `Pairing` associated types.
macro_rules! pairing_aliases {
	(ext = $ext:ident, engine = $engine:ident, title = $title:literal,
	 g1_len = $g1:literal, g2_len = $g2:literal, fr_len = $fr:literal, gt = $gt:literal $(,)?) => {
		#[doc = concat!("Configuration of *", $title, "* with host hooks.")]
		pub type Config = $ext::Config<HostHooks>;
		#[doc = concat!("*", $title, "* pairing engine (`Pairing`), host-backed.")]
		pub type $engine = $ext::$engine<HostHooks>;
		/// G1 group configuration.
		pub type G1Config = $ext::g1::Config<HostHooks>;
		#[doc = concat!("An element of G1 in affine form (", $g1, " bytes uncompressed).")]
		pub type G1Affine = $ext::g1::G1Affine<HostHooks>;
		/// An element of G1 in projective (Jacobian) form.
		pub type G1Projective = $ext::g1::G1Projective<HostHooks>;
		/// G2 group configuration.
		pub type G2Config = $ext::g2::Config<HostHooks>;
		#[doc = concat!("An element of G2 in affine form (", $g2, " bytes uncompressed).")]
		pub type G2Affine = $ext::g2::G2Affine<HostHooks>;
		/// An element of G2 in projective (Jacobian) form.
		pub type G2Projective = $ext::g2::G2Projective<HostHooks>;
		#[doc = concat!("The scalar field Fr of G1 and G2 (", $fr, " bytes).")]
		pub type ScalarField = <$engine as ark_ec::pairing::Pairing>::ScalarField;
		/// A G1 element prepared for the Miller loop (the affine point itself).
		pub type G1Prepared = <$engine as ark_ec::pairing::Pairing>::G1Prepared;
		/// A G2 element prepared for the Miller loop (the affine point itself: line
		/// coefficients are computed on the host, not in Wasm).
		pub type G2Prepared = <$engine as ark_ec::pairing::Pairing>::G2Prepared;
		#[doc = concat!("The pairing target field (", $gt, " bytes uncompressed).")]
		pub type TargetField = <$engine as ark_ec::pairing::Pairing>::TargetField;

		/// Curve hooks jumping into this curve's host functions.
		#[derive(Copy, Clone)]
		pub struct HostHooks;
	};
}
