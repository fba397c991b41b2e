//! The benchmark harness's table: every (curve, operation) row it measures, said once.
//!
//! [`operation_table!`] hands the rows to a macro that generates code from them: the
//! bench pallet's frame-benchmarking benchmarks (`harness/pallet/src/benchmarking.rs`), its
//! weight lookup (`pallet_hostcurves_bench::weight_of`) and the list of rows with their
//! benchmark names ([`crate::operation::OpKind::all`]). Adding a row here, with its kernel in
//! [`crate::compute`] and its inputs in [`crate::inputs`], adds its two benchmarks (pure Wasm
//! and host) and its row in the report; its two weight functions must exist in the bench
//! pallet's `weights.rs` before it compiles (declare them with a placeholder, then regenerate
//! the weights: docs/weights.md).

/// Calls `$callback!` with every row of the table, in report order: per pairing curve its
/// operations (Groth16 last; BLS12-381's BLS signature rows after it), then per single-group
/// curve its four, then the EVM precompiles (by address), then the ring VRF (hostcurves' types,
/// then sp-crypto-ec-utils'), then snarkjs' PLONK and fflonk, then the echo.
///
/// A row reads `name = Kind(curve args) => extrinsic(arguments; more arguments)[, n];`:
/// - `name`: the host benchmark and weight function; the pure-Wasm one is `ark_` + `name`;
/// - `Kind(…)`: the [`OpKind`](crate::operation::OpKind) (also the
///   [`Operation`](crate::operation::Operation) variant), curves named without their enum;
/// - `extrinsic(…)`: the call that computes it and its arguments after the origin, which are
///   the `Operation` variant's fields; the `backend` argument goes where the `;` is;
/// - `, n`: the row has the size component `n` (points, public inputs or proofs), benchmarked
///   up to the largest size whose weight fits in one extrinsic (`benchmarked_size` in
///   `lib.rs`); rows without it are measured at n = 1.
#[macro_export]
macro_rules! operation_table {
	($callback:ident) => {
		$callback! {
			bls12_381_pairing              = Pairing(Bls12_381)            => pairing(curve; g1, g2);
			bls12_381_msm_g1               = MsmG1(Bls12_381)              => msm_g1(curve; bases, scalars), n;
			bls12_381_msm_g2               = MsmG2(Bls12_381)              => msm_g2(curve; bases, scalars), n;
			bls12_381_mul_projective_g1    = MulProjectiveG1(Bls12_381)    => mul_projective_g1(curve; base, scalar);
			bls12_381_mul_projective_g2    = MulProjectiveG2(Bls12_381)    => mul_projective_g2(curve; base, scalar);
			bls12_381_mul_affine_g1        = MulAffineG1(Bls12_381)        => mul_affine_g1(curve; base, scalar);
			bls12_381_mul_affine_g2        = MulAffineG2(Bls12_381)        => mul_affine_g2(curve; base, scalar);
			bls12_381_decode_g1            = DecodeG1(Bls12_381)           => decode_g1(curve; points, compressed), n;
			bls12_381_decode_g2            = DecodeG2(Bls12_381)           => decode_g2(curve; points, compressed), n;
			bls12_381_groth16_verify       = Groth16Verify(Bls12_381)      => groth16_verify(curve; vk, proof, public_inputs), n;
			bls12_381_groth16_batch_1      = Groth16Batch(Bls12_381, 1)    => groth16_verify_batch(curve; vk, proofs), n;
			bls12_381_groth16_batch_8      = Groth16Batch(Bls12_381, 8)    => groth16_verify_batch(curve; vk, proofs), n;
			bls12_381_hash_to_g2           = HashToG2                      => bls12_381_hash_to_g2(; message);
			bls12_381_aggregate_g1         = AggregateG1                   => bls12_381_aggregate_g1(; public_keys), n;
			bls12_381_fast_aggregate_verify = FastAggregateVerify          => bls12_381_fast_aggregate_verify(; committee, message, signature), n;
			bls12_381_verify_beacon        = VerifyBeacon                  => bls12_381_verify_beacon(; public_key, round, signature);
			bls12_377_pairing              = Pairing(Bls12_377)            => pairing(curve; g1, g2);
			bls12_377_msm_g1               = MsmG1(Bls12_377)              => msm_g1(curve; bases, scalars), n;
			bls12_377_msm_g2               = MsmG2(Bls12_377)              => msm_g2(curve; bases, scalars), n;
			bls12_377_mul_projective_g1    = MulProjectiveG1(Bls12_377)    => mul_projective_g1(curve; base, scalar);
			bls12_377_mul_projective_g2    = MulProjectiveG2(Bls12_377)    => mul_projective_g2(curve; base, scalar);
			bls12_377_mul_affine_g1        = MulAffineG1(Bls12_377)        => mul_affine_g1(curve; base, scalar);
			bls12_377_mul_affine_g2        = MulAffineG2(Bls12_377)        => mul_affine_g2(curve; base, scalar);
			bls12_377_decode_g1            = DecodeG1(Bls12_377)           => decode_g1(curve; points, compressed), n;
			bls12_377_decode_g2            = DecodeG2(Bls12_377)           => decode_g2(curve; points, compressed), n;
			bls12_377_groth16_verify       = Groth16Verify(Bls12_377)      => groth16_verify(curve; vk, proof, public_inputs), n;
			bw6_761_pairing                = Pairing(Bw6_761)              => pairing(curve; g1, g2);
			bw6_761_msm_g1                 = MsmG1(Bw6_761)                => msm_g1(curve; bases, scalars), n;
			bw6_761_msm_g2                 = MsmG2(Bw6_761)                => msm_g2(curve; bases, scalars), n;
			bw6_761_mul_projective_g1      = MulProjectiveG1(Bw6_761)      => mul_projective_g1(curve; base, scalar);
			bw6_761_mul_projective_g2      = MulProjectiveG2(Bw6_761)      => mul_projective_g2(curve; base, scalar);
			bw6_761_mul_affine_g1          = MulAffineG1(Bw6_761)          => mul_affine_g1(curve; base, scalar);
			bw6_761_mul_affine_g2          = MulAffineG2(Bw6_761)          => mul_affine_g2(curve; base, scalar);
			bw6_761_decode_g1              = DecodeG1(Bw6_761)             => decode_g1(curve; points, compressed), n;
			bw6_761_decode_g2              = DecodeG2(Bw6_761)             => decode_g2(curve; points, compressed), n;
			bw6_761_groth16_verify         = Groth16Verify(Bw6_761)        => groth16_verify(curve; vk, proof, public_inputs), n;
			bn254_pairing                  = Pairing(Bn254)                => pairing(curve; g1, g2);
			bn254_msm_g1                   = MsmG1(Bn254)                  => msm_g1(curve; bases, scalars), n;
			bn254_msm_g2                   = MsmG2(Bn254)                  => msm_g2(curve; bases, scalars), n;
			bn254_mul_projective_g1        = MulProjectiveG1(Bn254)        => mul_projective_g1(curve; base, scalar);
			bn254_mul_projective_g2        = MulProjectiveG2(Bn254)        => mul_projective_g2(curve; base, scalar);
			bn254_mul_affine_g1            = MulAffineG1(Bn254)            => mul_affine_g1(curve; base, scalar);
			bn254_mul_affine_g2            = MulAffineG2(Bn254)            => mul_affine_g2(curve; base, scalar);
			bn254_decode_g1                = DecodeG1(Bn254)               => decode_g1(curve; points, compressed), n;
			bn254_decode_g2                = DecodeG2(Bn254)               => decode_g2(curve; points, compressed), n;
			bn254_groth16_verify           = Groth16Verify(Bn254)          => groth16_verify(curve; vk, proof, public_inputs), n;
			bn254_groth16_batch_1          = Groth16Batch(Bn254, 1)        => groth16_verify_batch(curve; vk, proofs), n;
			bn254_groth16_batch_8          = Groth16Batch(Bn254, 8)        => groth16_verify_batch(curve; vk, proofs), n;
			bandersnatch_te_msm            = Msm(BandersnatchTe)           => msm(curve; bases, scalars), n;
			bandersnatch_te_mul_projective = MulProjective(BandersnatchTe) => mul_projective(curve; base, scalar);
			bandersnatch_te_mul_affine     = MulAffine(BandersnatchTe)     => mul_affine(curve; base, scalar);
			bandersnatch_te_decode         = Decode(BandersnatchTe)        => decode(curve; points, compressed), n;
			bandersnatch_sw_msm            = Msm(BandersnatchSw)           => msm(curve; bases, scalars), n;
			bandersnatch_sw_mul_projective = MulProjective(BandersnatchSw) => mul_projective(curve; base, scalar);
			bandersnatch_sw_mul_affine     = MulAffine(BandersnatchSw)     => mul_affine(curve; base, scalar);
			bandersnatch_sw_decode         = Decode(BandersnatchSw)        => decode(curve; points, compressed), n;
			ed_on_bls12_377_msm            = Msm(EdOnBls12_377)            => msm(curve; bases, scalars), n;
			ed_on_bls12_377_mul_projective = MulProjective(EdOnBls12_377)  => mul_projective(curve; base, scalar);
			ed_on_bls12_377_mul_affine     = MulAffine(EdOnBls12_377)      => mul_affine(curve; base, scalar);
			ed_on_bls12_377_decode         = Decode(EdOnBls12_377)         => decode(curve; points, compressed), n;
			pallas_msm                     = Msm(Pallas)                   => msm(curve; bases, scalars), n;
			pallas_mul_projective          = MulProjective(Pallas)         => mul_projective(curve; base, scalar);
			pallas_mul_affine              = MulAffine(Pallas)             => mul_affine(curve; base, scalar);
			pallas_decode                  = Decode(Pallas)                => decode(curve; points, compressed), n;
			vesta_msm                      = Msm(Vesta)                    => msm(curve; bases, scalars), n;
			vesta_mul_projective           = MulProjective(Vesta)          => mul_projective(curve; base, scalar);
			vesta_mul_affine               = MulAffine(Vesta)              => mul_affine(curve; base, scalar);
			vesta_decode                   = Decode(Vesta)                 => decode(curve; points, compressed), n;
			bn254_evm_add                  = EvmPrecompile(0x06)           => evm_precompile(; address, input);
			bn254_evm_mul                  = EvmPrecompile(0x07)           => evm_precompile(; address, input);
			bn254_evm_pairing              = EvmPrecompile(0x08)           => evm_precompile(; address, input), n;
			bls12_381_evm_point_evaluation = EvmPrecompile(0x0a)           => evm_precompile(; address, input);
			bls12_381_evm_g1add            = EvmPrecompile(0x0b)           => evm_precompile(; address, input);
			bls12_381_evm_g1msm            = EvmPrecompile(0x0c)           => evm_precompile(; address, input), n;
			bls12_381_evm_g2add            = EvmPrecompile(0x0d)           => evm_precompile(; address, input);
			bls12_381_evm_g2msm            = EvmPrecompile(0x0e)           => evm_precompile(; address, input), n;
			bls12_381_evm_pairing_check    = EvmPrecompile(0x0f)           => evm_precompile(; address, input), n;
			bls12_381_evm_map_fp_to_g1     = EvmPrecompile(0x10)           => evm_precompile(; address, input);
			bls12_381_evm_map_fp2_to_g2    = EvmPrecompile(0x11)           => evm_precompile(; address, input);
			bandersnatch_ring_vrf_verify   = RingVrfVerify(Hostcurves)     => bandersnatch_ring_vrf_verify(types; commitment, ring_size, data, ad, signature);
			bandersnatch_ring_vrf_verify_sp_crypto_ec_utils = RingVrfVerify(SpCryptoEcUtils) => bandersnatch_ring_vrf_verify(types; commitment, ring_size, data, ad, signature);
			bn254_plonk_verify             = PlonkVerify(Plonk, Bn254)     => plonk_verify(system; curve, key, proof, public_inputs);
			bls12_381_plonk_verify         = PlonkVerify(Plonk, Bls12_381) => plonk_verify(system; curve, key, proof, public_inputs);
			bn254_fflonk_verify            = PlonkVerify(Fflonk, Bn254)    => plonk_verify(system; curve, key, proof, public_inputs);
			bls12_381_echo_g1              = EchoG1                        => bls12_381_echo_g1(; points), n;
		}
	};
}
