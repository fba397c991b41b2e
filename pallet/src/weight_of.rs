//! Which generated weight function charges which operation.

use frame_support::weights::Weight;

use crate::{
	operation::{GroupCurve, OpKind, PairingCurve},
	Backend, WeightInfo,
};

/// The weight of `kind` computed with `backend` at size `n` (points, or public inputs; see
/// `Operation::size`), in ps of `ref_time`, from the benchmark named
/// [`OpKind::benchmark`].
pub fn weight_of<W: WeightInfo>(kind: OpKind, backend: Backend, n: u32) -> Weight {
	match (kind, backend) {
		(OpKind::Pairing(PairingCurve::Bls12_381), Backend::Arkworks) => W::ark_bls12_381_pairing(),
		(OpKind::Pairing(PairingCurve::Bls12_381), Backend::Host) => W::bls12_381_pairing(),
		(OpKind::MsmG1(PairingCurve::Bls12_381), Backend::Arkworks) => W::ark_bls12_381_msm_g1(n),
		(OpKind::MsmG1(PairingCurve::Bls12_381), Backend::Host) => W::bls12_381_msm_g1(n),
		(OpKind::MsmG2(PairingCurve::Bls12_381), Backend::Arkworks) => W::ark_bls12_381_msm_g2(n),
		(OpKind::MsmG2(PairingCurve::Bls12_381), Backend::Host) => W::bls12_381_msm_g2(n),
		(OpKind::MulProjectiveG1(PairingCurve::Bls12_381), Backend::Arkworks) => {
			W::ark_bls12_381_mul_projective_g1()
		}
		(OpKind::MulProjectiveG1(PairingCurve::Bls12_381), Backend::Host) => {
			W::bls12_381_mul_projective_g1()
		}
		(OpKind::MulProjectiveG2(PairingCurve::Bls12_381), Backend::Arkworks) => {
			W::ark_bls12_381_mul_projective_g2()
		}
		(OpKind::MulProjectiveG2(PairingCurve::Bls12_381), Backend::Host) => {
			W::bls12_381_mul_projective_g2()
		}
		(OpKind::MulAffineG1(PairingCurve::Bls12_381), Backend::Arkworks) => {
			W::ark_bls12_381_mul_affine_g1()
		}
		(OpKind::MulAffineG1(PairingCurve::Bls12_381), Backend::Host) => {
			W::bls12_381_mul_affine_g1()
		}
		(OpKind::MulAffineG2(PairingCurve::Bls12_381), Backend::Arkworks) => {
			W::ark_bls12_381_mul_affine_g2()
		}
		(OpKind::MulAffineG2(PairingCurve::Bls12_381), Backend::Host) => {
			W::bls12_381_mul_affine_g2()
		}
		(OpKind::DecodeG1(PairingCurve::Bls12_381), Backend::Arkworks) => {
			W::ark_bls12_381_decode_g1(n)
		}
		(OpKind::DecodeG1(PairingCurve::Bls12_381), Backend::Host) => W::bls12_381_decode_g1(n),
		(OpKind::DecodeG2(PairingCurve::Bls12_381), Backend::Arkworks) => {
			W::ark_bls12_381_decode_g2(n)
		}
		(OpKind::DecodeG2(PairingCurve::Bls12_381), Backend::Host) => W::bls12_381_decode_g2(n),
		(OpKind::Pairing(PairingCurve::Bls12_377), Backend::Arkworks) => W::ark_bls12_377_pairing(),
		(OpKind::Pairing(PairingCurve::Bls12_377), Backend::Host) => W::bls12_377_pairing(),
		(OpKind::MsmG1(PairingCurve::Bls12_377), Backend::Arkworks) => W::ark_bls12_377_msm_g1(n),
		(OpKind::MsmG1(PairingCurve::Bls12_377), Backend::Host) => W::bls12_377_msm_g1(n),
		(OpKind::MsmG2(PairingCurve::Bls12_377), Backend::Arkworks) => W::ark_bls12_377_msm_g2(n),
		(OpKind::MsmG2(PairingCurve::Bls12_377), Backend::Host) => W::bls12_377_msm_g2(n),
		(OpKind::MulProjectiveG1(PairingCurve::Bls12_377), Backend::Arkworks) => {
			W::ark_bls12_377_mul_projective_g1()
		}
		(OpKind::MulProjectiveG1(PairingCurve::Bls12_377), Backend::Host) => {
			W::bls12_377_mul_projective_g1()
		}
		(OpKind::MulProjectiveG2(PairingCurve::Bls12_377), Backend::Arkworks) => {
			W::ark_bls12_377_mul_projective_g2()
		}
		(OpKind::MulProjectiveG2(PairingCurve::Bls12_377), Backend::Host) => {
			W::bls12_377_mul_projective_g2()
		}
		(OpKind::MulAffineG1(PairingCurve::Bls12_377), Backend::Arkworks) => {
			W::ark_bls12_377_mul_affine_g1()
		}
		(OpKind::MulAffineG1(PairingCurve::Bls12_377), Backend::Host) => {
			W::bls12_377_mul_affine_g1()
		}
		(OpKind::MulAffineG2(PairingCurve::Bls12_377), Backend::Arkworks) => {
			W::ark_bls12_377_mul_affine_g2()
		}
		(OpKind::MulAffineG2(PairingCurve::Bls12_377), Backend::Host) => {
			W::bls12_377_mul_affine_g2()
		}
		(OpKind::DecodeG1(PairingCurve::Bls12_377), Backend::Arkworks) => {
			W::ark_bls12_377_decode_g1(n)
		}
		(OpKind::DecodeG1(PairingCurve::Bls12_377), Backend::Host) => W::bls12_377_decode_g1(n),
		(OpKind::DecodeG2(PairingCurve::Bls12_377), Backend::Arkworks) => {
			W::ark_bls12_377_decode_g2(n)
		}
		(OpKind::DecodeG2(PairingCurve::Bls12_377), Backend::Host) => W::bls12_377_decode_g2(n),
		(OpKind::Pairing(PairingCurve::Bw6_761), Backend::Arkworks) => W::ark_bw6_761_pairing(),
		(OpKind::Pairing(PairingCurve::Bw6_761), Backend::Host) => W::bw6_761_pairing(),
		(OpKind::MsmG1(PairingCurve::Bw6_761), Backend::Arkworks) => W::ark_bw6_761_msm_g1(n),
		(OpKind::MsmG1(PairingCurve::Bw6_761), Backend::Host) => W::bw6_761_msm_g1(n),
		(OpKind::MsmG2(PairingCurve::Bw6_761), Backend::Arkworks) => W::ark_bw6_761_msm_g2(n),
		(OpKind::MsmG2(PairingCurve::Bw6_761), Backend::Host) => W::bw6_761_msm_g2(n),
		(OpKind::MulProjectiveG1(PairingCurve::Bw6_761), Backend::Arkworks) => {
			W::ark_bw6_761_mul_projective_g1()
		}
		(OpKind::MulProjectiveG1(PairingCurve::Bw6_761), Backend::Host) => {
			W::bw6_761_mul_projective_g1()
		}
		(OpKind::MulProjectiveG2(PairingCurve::Bw6_761), Backend::Arkworks) => {
			W::ark_bw6_761_mul_projective_g2()
		}
		(OpKind::MulProjectiveG2(PairingCurve::Bw6_761), Backend::Host) => {
			W::bw6_761_mul_projective_g2()
		}
		(OpKind::MulAffineG1(PairingCurve::Bw6_761), Backend::Arkworks) => {
			W::ark_bw6_761_mul_affine_g1()
		}
		(OpKind::MulAffineG1(PairingCurve::Bw6_761), Backend::Host) => W::bw6_761_mul_affine_g1(),
		(OpKind::MulAffineG2(PairingCurve::Bw6_761), Backend::Arkworks) => {
			W::ark_bw6_761_mul_affine_g2()
		}
		(OpKind::MulAffineG2(PairingCurve::Bw6_761), Backend::Host) => W::bw6_761_mul_affine_g2(),
		(OpKind::DecodeG1(PairingCurve::Bw6_761), Backend::Arkworks) => W::ark_bw6_761_decode_g1(n),
		(OpKind::DecodeG1(PairingCurve::Bw6_761), Backend::Host) => W::bw6_761_decode_g1(n),
		(OpKind::DecodeG2(PairingCurve::Bw6_761), Backend::Arkworks) => W::ark_bw6_761_decode_g2(n),
		(OpKind::DecodeG2(PairingCurve::Bw6_761), Backend::Host) => W::bw6_761_decode_g2(n),
		(OpKind::Pairing(PairingCurve::Bn254), Backend::Arkworks) => W::ark_bn254_pairing(),
		(OpKind::Pairing(PairingCurve::Bn254), Backend::Host) => W::bn254_pairing(),
		(OpKind::MsmG1(PairingCurve::Bn254), Backend::Arkworks) => W::ark_bn254_msm_g1(n),
		(OpKind::MsmG1(PairingCurve::Bn254), Backend::Host) => W::bn254_msm_g1(n),
		(OpKind::MsmG2(PairingCurve::Bn254), Backend::Arkworks) => W::ark_bn254_msm_g2(n),
		(OpKind::MsmG2(PairingCurve::Bn254), Backend::Host) => W::bn254_msm_g2(n),
		(OpKind::MulProjectiveG1(PairingCurve::Bn254), Backend::Arkworks) => {
			W::ark_bn254_mul_projective_g1()
		}
		(OpKind::MulProjectiveG1(PairingCurve::Bn254), Backend::Host) => {
			W::bn254_mul_projective_g1()
		}
		(OpKind::MulProjectiveG2(PairingCurve::Bn254), Backend::Arkworks) => {
			W::ark_bn254_mul_projective_g2()
		}
		(OpKind::MulProjectiveG2(PairingCurve::Bn254), Backend::Host) => {
			W::bn254_mul_projective_g2()
		}
		(OpKind::MulAffineG1(PairingCurve::Bn254), Backend::Arkworks) => {
			W::ark_bn254_mul_affine_g1()
		}
		(OpKind::MulAffineG1(PairingCurve::Bn254), Backend::Host) => W::bn254_mul_affine_g1(),
		(OpKind::MulAffineG2(PairingCurve::Bn254), Backend::Arkworks) => {
			W::ark_bn254_mul_affine_g2()
		}
		(OpKind::MulAffineG2(PairingCurve::Bn254), Backend::Host) => W::bn254_mul_affine_g2(),
		(OpKind::DecodeG1(PairingCurve::Bn254), Backend::Arkworks) => W::ark_bn254_decode_g1(n),
		(OpKind::DecodeG1(PairingCurve::Bn254), Backend::Host) => W::bn254_decode_g1(n),
		(OpKind::DecodeG2(PairingCurve::Bn254), Backend::Arkworks) => W::ark_bn254_decode_g2(n),
		(OpKind::DecodeG2(PairingCurve::Bn254), Backend::Host) => W::bn254_decode_g2(n),
		(OpKind::Msm(GroupCurve::BandersnatchTe), Backend::Arkworks) => {
			W::ark_bandersnatch_te_msm(n)
		}
		(OpKind::Msm(GroupCurve::BandersnatchTe), Backend::Host) => W::bandersnatch_te_msm(n),
		(OpKind::MulProjective(GroupCurve::BandersnatchTe), Backend::Arkworks) => {
			W::ark_bandersnatch_te_mul_projective()
		}
		(OpKind::MulProjective(GroupCurve::BandersnatchTe), Backend::Host) => {
			W::bandersnatch_te_mul_projective()
		}
		(OpKind::MulAffine(GroupCurve::BandersnatchTe), Backend::Arkworks) => {
			W::ark_bandersnatch_te_mul_affine()
		}
		(OpKind::MulAffine(GroupCurve::BandersnatchTe), Backend::Host) => {
			W::bandersnatch_te_mul_affine()
		}
		(OpKind::Decode(GroupCurve::BandersnatchTe), Backend::Arkworks) => {
			W::ark_bandersnatch_te_decode(n)
		}
		(OpKind::Decode(GroupCurve::BandersnatchTe), Backend::Host) => W::bandersnatch_te_decode(n),
		(OpKind::Msm(GroupCurve::BandersnatchSw), Backend::Arkworks) => {
			W::ark_bandersnatch_sw_msm(n)
		}
		(OpKind::Msm(GroupCurve::BandersnatchSw), Backend::Host) => W::bandersnatch_sw_msm(n),
		(OpKind::MulProjective(GroupCurve::BandersnatchSw), Backend::Arkworks) => {
			W::ark_bandersnatch_sw_mul_projective()
		}
		(OpKind::MulProjective(GroupCurve::BandersnatchSw), Backend::Host) => {
			W::bandersnatch_sw_mul_projective()
		}
		(OpKind::MulAffine(GroupCurve::BandersnatchSw), Backend::Arkworks) => {
			W::ark_bandersnatch_sw_mul_affine()
		}
		(OpKind::MulAffine(GroupCurve::BandersnatchSw), Backend::Host) => {
			W::bandersnatch_sw_mul_affine()
		}
		(OpKind::Decode(GroupCurve::BandersnatchSw), Backend::Arkworks) => {
			W::ark_bandersnatch_sw_decode(n)
		}
		(OpKind::Decode(GroupCurve::BandersnatchSw), Backend::Host) => W::bandersnatch_sw_decode(n),
		(OpKind::Msm(GroupCurve::EdOnBls12_377), Backend::Arkworks) => {
			W::ark_ed_on_bls12_377_msm(n)
		}
		(OpKind::Msm(GroupCurve::EdOnBls12_377), Backend::Host) => W::ed_on_bls12_377_msm(n),
		(OpKind::MulProjective(GroupCurve::EdOnBls12_377), Backend::Arkworks) => {
			W::ark_ed_on_bls12_377_mul_projective()
		}
		(OpKind::MulProjective(GroupCurve::EdOnBls12_377), Backend::Host) => {
			W::ed_on_bls12_377_mul_projective()
		}
		(OpKind::MulAffine(GroupCurve::EdOnBls12_377), Backend::Arkworks) => {
			W::ark_ed_on_bls12_377_mul_affine()
		}
		(OpKind::MulAffine(GroupCurve::EdOnBls12_377), Backend::Host) => {
			W::ed_on_bls12_377_mul_affine()
		}
		(OpKind::Decode(GroupCurve::EdOnBls12_377), Backend::Arkworks) => {
			W::ark_ed_on_bls12_377_decode(n)
		}
		(OpKind::Decode(GroupCurve::EdOnBls12_377), Backend::Host) => W::ed_on_bls12_377_decode(n),
		(OpKind::Groth16Verify(PairingCurve::Bls12_381), Backend::Arkworks) => {
			W::ark_bls12_381_groth16_verify(n)
		}
		(OpKind::Groth16Verify(PairingCurve::Bls12_381), Backend::Host) => {
			W::bls12_381_groth16_verify(n)
		}
		(OpKind::Groth16Verify(PairingCurve::Bls12_377), Backend::Arkworks) => {
			W::ark_bls12_377_groth16_verify(n)
		}
		(OpKind::Groth16Verify(PairingCurve::Bls12_377), Backend::Host) => {
			W::bls12_377_groth16_verify(n)
		}
		(OpKind::Groth16Verify(PairingCurve::Bw6_761), Backend::Arkworks) => {
			W::ark_bw6_761_groth16_verify(n)
		}
		(OpKind::Groth16Verify(PairingCurve::Bw6_761), Backend::Host) => {
			W::bw6_761_groth16_verify(n)
		}
		(OpKind::Groth16Verify(PairingCurve::Bn254), Backend::Arkworks) => {
			W::ark_bn254_groth16_verify(n)
		}
		(OpKind::Groth16Verify(PairingCurve::Bn254), Backend::Host) => W::bn254_groth16_verify(n),
		// A batch key of more than one input is charged as the 8-input benchmark (the call
		// refuses more than `MAX_BATCH_INPUTS`); a curve without batch rows as the dearest
		// (the call refuses it before decoding).
		(OpKind::Groth16Batch(PairingCurve::Bn254, 0 | 1), Backend::Arkworks) => {
			W::ark_bn254_groth16_batch_1(n)
		}
		(OpKind::Groth16Batch(PairingCurve::Bn254, 0 | 1), Backend::Host) => {
			W::bn254_groth16_batch_1(n)
		}
		(OpKind::Groth16Batch(PairingCurve::Bn254, _), Backend::Arkworks) => {
			W::ark_bn254_groth16_batch_8(n)
		}
		(OpKind::Groth16Batch(PairingCurve::Bn254, _), Backend::Host) => {
			W::bn254_groth16_batch_8(n)
		}
		(OpKind::Groth16Batch(PairingCurve::Bls12_381, 0 | 1), Backend::Arkworks) => {
			W::ark_bls12_381_groth16_batch_1(n)
		}
		(OpKind::Groth16Batch(PairingCurve::Bls12_381, 0 | 1), Backend::Host) => {
			W::bls12_381_groth16_batch_1(n)
		}
		(OpKind::Groth16Batch(_, _), Backend::Arkworks) => W::ark_bls12_381_groth16_batch_8(n),
		(OpKind::Groth16Batch(_, _), Backend::Host) => W::bls12_381_groth16_batch_8(n),
		(OpKind::EchoG1, Backend::Arkworks) => W::ark_bls12_381_echo_g1(n),
		(OpKind::EchoG1, Backend::Host) => W::bls12_381_echo_g1(n),
	}
}
