//! The ring proof's verifier, built without the prover's domain columns, its linear
//! combinations of G1 points computed as MSMs.
//!
//! Two parts of w3f-ring-proof's verifier (0.0.11, as ark-vrf 0.6.1 calls it) run in Wasm
//! whatever the curve types' hooks are, and cost more there than the rest of the verification:
//! - ark-vrf's `RingVerifier` holds w3f-ring-proof's `PiopParams`, whose `Domain`
//!   interpolates three columns and evaluates them over a domain four times larger (FFTs of
//!   4·n points for an n-row ring) when it is built. Only the prover reads those columns: the
//!   verifier evaluates the domain's polynomials at ζ in closed form (`EvaluatedDomain::new`),
//!   for which the domain's size and generator suffice.
//! - w3f-pcs combines commitments (`Commitment::combine`) and accumulates KZG openings
//!   (`KZG::accumulate`) with `small_multiexp_affine`, a bit-by-bit double-and-add in G1 over
//!   256-bit coefficients: four of them per proof. Here each linear combination is one
//!   `VariableBaseMSM::msm`, which hostcurves' types hand to the host.
//!
//! Everything else is w3f-ring-proof's own code (the transcript, the PIOP's evaluations at ζ,
//! the random coefficients of the batch opening, drawn from the same transcript RNG in the
//! same order), and every combination is the same group element, so the verdict is
//! `RingVerifier::verify`'s. The tests compare it with ark-vrf's own verifier on ark-vrf's
//! vectors, on proofs ark-vrf makes for three domain sizes and on tampered ones.

use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, twisted_edwards::Affine as TEAffine, CurveGroup, VariableBaseMSM};
use ark_ff::{One, Zero};
use ark_poly::{EvaluationDomain, GeneralEvaluationDomain};
use ark_std::{rand::RngCore, UniformRand};
use ark_vrf::{
	ring::{self, RingSuite},
	utils::TEMapping,
	BaseField, CurveConfig,
};
use w3f_plonk_common::{
	domain::EvaluatedDomain,
	piop::VerifierPiop,
	verifier::{Challenges, PlonkVerifier},
	ColumnsCommited, ColumnsEvaluated,
};
use w3f_ring_proof::{
	pcs::RawVerifierKey,
	piop::{params::ZK_ROWS, verifier::PiopVerifier},
	ArkTranscript, FixedColumnsCommitted,
};

/// w3f-ring-proof's bare ring proof for the suite (ark-vrf's `ring::RingBareProof`).
pub type BareRingProof<S> = ring::RingBareProof<S>;

/// The commitment type of the suite's KZG.
type KzgCommitment<S> = <ring::Kzg<S> as w3f_ring_proof::pcs::PCS<BaseField<S>>>::C;

/// A ring's verifier: the KZG verifier key and transcript prelude, the ring's committed
/// columns, its domain (size and generator only) and the accumulator's seed.
pub struct RingProofVerifier<S: RingSuite> {
	plonk_verifier: PlonkVerifier<BaseField<S>, ring::Kzg<S>, ArkTranscript>,
	fixed_columns_committed: FixedColumnsCommitted<BaseField<S>, KzgCommitment<S>>,
	domain: GeneralEvaluationDomain<BaseField<S>>,
	seed: TEAffine<CurveConfig<S>>,
}

impl<S: RingSuite> RingProofVerifier<S> {
	/// The verifier of the ring whose verifier key is `verifier_key`, with the PIOP domain
	/// of `piop_domain_size` rows (ark-vrf's `piop_domain_size(ring_size)`, a power of two).
	///
	/// `None` if the field has no domain of that size or the accumulator base has no
	/// twisted-Edwards form (neither happens for the Bandersnatch suite and sizes up to
	/// 2¹¹).
	pub fn new(verifier_key: ring::RingVerifierKey<S>, piop_domain_size: usize) -> Option<Self> {
		let domain = GeneralEvaluationDomain::new(piop_domain_size)?;
		let seed = S::ACCUMULATOR_BASE.into_te()?;
		// As `RingVerifier::init`, with `RingContext`'s transcript (labelled by the suite).
		let pcs_vk = verifier_key.pcs_raw_vk.prepare();
		let plonk_verifier =
			PlonkVerifier::init(pcs_vk, &verifier_key, ArkTranscript::new(S::SUITE_ID));
		Some(Self {
			plonk_verifier,
			fixed_columns_committed: verifier_key.fixed_columns_committed,
			domain,
			seed,
		})
	}

	/// Whether `proof` shows that `key_commitment` (the Pedersen proof's blinded key) opens
	/// to a member of the ring: `RingVerifier::verify`, with the domain evaluated at ζ in
	/// closed form.
	pub fn verify(
		&self,
		proof: BareRingProof<S>,
		key_commitment: TEAffine<CurveConfig<S>>,
	) -> bool {
		let (challenges, mut fs_rng) = self.plonk_verifier.restore_fs_with_rng::<PiopVerifier<
			_,
			_,
			TEAffine<CurveConfig<S>>,
		>, _, _, _>(&key_commitment, &proof);
		let seed_plus_result = (self.seed + key_commitment).into_affine();
		let domain_at_zeta = EvaluatedDomain::new(self.domain, challenges.zeta, ZK_ROWS);
		let piop = PiopVerifier::<_, _, TEAffine<CurveConfig<S>>>::init(
			domain_at_zeta,
			self.fixed_columns_committed.clone(),
			proof.column_commitments.clone(),
			proof.columns_at_zeta.clone(),
			(self.seed.x, self.seed.y),
			(seed_plus_result.x, seed_plus_result.y),
		);
		self.verify_openings(piop, proof, challenges, &mut fs_rng)
	}

	/// w3f-plonk-common's `PlonkVerifier::verify` (its `evaluate_piop`, then KZG's
	/// `batch_verify` of the two openings, at ζ and ζω), with the commitments' linear
	/// combinations and the openings' accumulation as two MSMs in G1:
	/// `acc = r·g₁ − Σᵢ rᵢ·(πᵢ·xᵢ + Cᵢ)` and `π = Σᵢ rᵢ·πᵢ`, then `e(acc, g₂)·e(π, [τ]₂) = 1`,
	/// where `C₀ = Σ νⱼ·Cⱼ` over the columns and the quotient and `C₁` is the linearization
	/// polynomial's commitment.
	fn verify_openings(
		&self,
		piop: PiopVerifier<BaseField<S>, KzgCommitment<S>, TEAffine<CurveConfig<S>>>,
		proof: BareRingProof<S>,
		challenges: Challenges<BaseField<S>>,
		rng: &mut impl RngCore,
	) -> bool {
		type G1<S> = <<S as RingSuite>::Pairing as Pairing>::G1;
		let domain = piop.domain_evaluated();
		let (zeta, z_n, omega) = (challenges.zeta, domain.z_n, domain.omega());

		// `evaluate_piop`: the columns opened at ζ (the quotient last, composed from its
		// chunks with the powers of ζⁿ) and their values there.
		let mut columns: Vec<_> = piop
			.precommitted_columns()
			.into_iter()
			.map(|c| c.0)
			.collect();
		columns.extend(
			proof
				.column_commitments
				.clone()
				.to_vec()
				.into_iter()
				.map(|c| c.0),
		);
		let mut vals_at_zeta = proof.columns_at_zeta.clone().to_vec();
		vals_at_zeta.push(piop.evaluate_q_at_zeta(&challenges.alphas, proof.lin_at_zeta_omega));
		let (lin_coeffs, lin_columns) = piop.lin_poly_commitment(&challenges.alphas);
		let nus = &challenges.nus;
		// The PIOP fixes these lengths; w3f-pcs would index out of bounds where they differ.
		if nus.len() != columns.len() + 1 || lin_coeffs.len() != lin_columns.len() {
			return false;
		}
		let agg_at_zeta: BaseField<S> = vals_at_zeta.iter().zip(nus).map(|(y, nu)| *y * nu).sum();

		// `KZG::verify_batch`: coefficients 1 and a 128-bit draw from the transcript's RNG.
		let r = [BaseField::<S>::one(), BaseField::<S>::from(u128::rand(rng))];
		let points = [zeta, zeta * omega];
		let values = [agg_at_zeta, proof.lin_at_zeta_omega];
		let proofs = [proof.agg_at_zeta_proof, proof.lin_at_zeta_omega_proof];
		let sum_ry: BaseField<S> = r.iter().zip(values).map(|(r, y)| *r * y).sum();

		let vk = &self.plonk_verifier.pcs_vk;
		let mut bases =
			Vec::with_capacity(3 + columns.len() + proof.quotient_chunks.len() + lin_columns.len());
		let mut scalars = Vec::with_capacity(bases.capacity());
		bases.push(vk.g1);
		scalars.push(sum_ry);
		for ((proof, r), x) in proofs.iter().zip(&r).zip(&points) {
			bases.push(*proof);
			scalars.push(-(*r * x));
		}
		let Some((nu_quotient, nu_columns)) = nus.split_last() else {
			return false;
		};
		for (column, nu) in columns.iter().zip(nu_columns) {
			bases.push(*column);
			scalars.push(-(r[0] * nu));
		}
		let mut power = BaseField::<S>::one();
		for chunk in proof.quotient_chunks.iter() {
			bases.push(chunk.0);
			scalars.push(-(r[0] * nu_quotient * power));
			power *= z_n;
		}
		for (column, coeff) in lin_columns.iter().zip(&lin_coeffs) {
			bases.push(column.0);
			scalars.push(-(r[1] * coeff));
		}
		let (Ok(acc), Ok(proof_acc)) = (G1::<S>::msm(&bases, &scalars), G1::<S>::msm(&proofs, &r))
		else {
			return false;
		};
		let pairs = <S::Pairing as Pairing>::G1::normalize_batch(&[acc, proof_acc]);
		<S::Pairing as Pairing>::multi_pairing(pairs, [vk.g2.clone(), vk.tau_in_g2.clone()])
			.is_zero()
	}
}
