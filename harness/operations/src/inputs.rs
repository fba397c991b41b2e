//! Deterministic inputs for every [`Operation`], shared by the pallet's benchmarks (in Wasm)
//! and the report's native baseline (natively), so all columns of a report row see the same
//! bytes. Scalars are full-width uniform elements of Fr (a published baseline used 64-bit
//! scalars and under-reported `mul` by about 4×).

use alloc::vec::Vec;
use ark_bls12_381::G1Projective;
use ark_ec::{pairing::Pairing, CurveGroup, PrimeGroup};
use ark_serialize::{CanonicalSerialize, Compress};
use ark_std::{
	rand::{rngs::StdRng, Rng, SeedableRng},
	UniformRand,
};
use codec::Encode;
use hostcurves_primitives::host::wire;

use crate::operation::{OpKind, Operation, PairingCurve, MAX_BLS_MESSAGE_LEN};

/// How many random multiples of the generator seed the random walk in [`random_points`]:
/// each point costs one addition instead of one scalar multiplication.
const WALK_STEPS: usize = 4;

/// A generator seeded by the operation, its curve and `n`, so every row has its own inputs.
fn rng_for(kind: OpKind, n: u32) -> StdRng {
	let seed = kind.encode().iter().fold(u64::from(n), |acc, b| {
		acc.wrapping_mul(257).wrapping_add(u64::from(*b) + 1)
	});
	StdRng::seed_from_u64(seed)
}

/// `n` pseudo-random points of the prime-order group `G`: a random walk
/// `P_i = P_{i−1} + T[j]` over a few random multiples `T` of the generator, normalised to
/// affine together (one inversion).
fn random_points<G: CurveGroup + PrimeGroup>(n: usize, rng: &mut StdRng) -> Vec<G::Affine> {
	let steps: Vec<G> = (0..WALK_STEPS)
		.map(|_| G::generator() * G::ScalarField::rand(rng))
		.collect();
	let mut acc = G::generator() * G::ScalarField::rand(rng);
	let mut points = Vec::with_capacity(n);
	for _ in 0..n {
		acc += steps[rng.gen_range(0..WALK_STEPS)];
		points.push(acc);
	}
	G::normalize_batch(&points)
}

fn scalars<F: UniformRand>(n: usize, rng: &mut StdRng) -> Vec<F> {
	(0..n).map(|_| F::rand(rng)).collect()
}

/// `(bases, scalars)` of an MSM of `n` points of `G`.
fn msm<G: CurveGroup + PrimeGroup>(n: u32, rng: &mut StdRng) -> (Vec<u8>, Vec<u8>) {
	let bases = random_points::<G>(n as usize, rng);
	(
		wire::encode(bases),
		wire::encode(scalars::<G::ScalarField>(n as usize, rng)),
	)
}

/// `(base, scalar)` of one scalar multiplication in `G`.
fn mul<G: CurveGroup + PrimeGroup>(rng: &mut StdRng) -> (Vec<u8>, Vec<u8>) {
	let base = random_points::<G>(1, rng)[0];
	(wire::encode(base), wire::encode(G::ScalarField::rand(rng)))
}

/// `n` points of `G`, compressed, in the curve's standard serialisation (checked decoding).
fn compressed_points<G: CurveGroup + PrimeGroup>(n: u32, rng: &mut StdRng) -> Vec<u8> {
	serialize(&random_points::<G>(n as usize, rng), Compress::Yes)
}

/// `(g1, g2)`: one point of each group of `E`.
fn pairing<E: Pairing>(rng: &mut StdRng) -> (Vec<u8>, Vec<u8>) {
	let p = random_points::<E::G1>(1, rng)[0];
	let q = random_points::<E::G2>(1, rng)[0];
	(wire::encode(p), wire::encode(q))
}

/// A valid Groth16 instance over `E` with `n` public inputs: `(vk, proof, public_inputs)`,
/// in arkworks canonical form, points compressed if `compress` says so (ark-groth16's
/// `VerifyingKey` and `Proof`, `Vec<Fr>`), made from known discrete logarithms
/// (`hostcurves_primitives::groth16::instance` says why it verifies); the time to verify does
/// not depend on how the proof was made.
pub fn groth16<E: Pairing>(n: u32, compress: Compress) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
	// One seed for every curve: the curves' groups differ, so their instances do too.
	let mut rng = rng_for(OpKind::Groth16Verify(PairingCurve::Bls12_381), n);
	let made = hostcurves_primitives::groth16::instance::groth16::<E, _>(n, 1, compress, &mut rng);
	let (proof, inputs) = made.proofs.into_iter().next().unwrap_or_default();
	(made.key, proof, inputs)
}

/// A message of [`MAX_BLS_MESSAGE_LEN`] random bytes: the BLS rows are measured (and
/// charged) at the longest message they accept.
fn bls_message(rng: &mut StdRng) -> Vec<u8> {
	(0..MAX_BLS_MESSAGE_LEN).map(|_| rng.gen()).collect()
}

/// `n` BLS public keys, compressed, behind their u64 LE count (`Vec<[u8; 48]>`).
fn public_keys(n: u32, rng: &mut StdRng) -> Vec<u8> {
	let keys = random_points::<G1Projective>(n as usize, rng);
	let mut out = Vec::with_capacity(8 + 48 * keys.len());
	out.extend_from_slice(&(keys.len() as u64).to_le_bytes());
	keys.iter()
		.for_each(|key| out.extend(serialize(key, Compress::Yes)));
	out
}

/// A drand-style beacon of a random network and round: the network's key as a registry
/// stores it (G2 uncompressed, 192 bytes), the round, and its min-sig signature (compressed
/// G1, 48 bytes: the secret times the round's message hashed to G1 on the host).
fn beacon(rng: &mut StdRng) -> (Vec<u8>, u64, Vec<u8>) {
	use ark_bls12_381::{Fr, G2Projective};
	use hostcurves_primitives::bls::{drand, hash_to_g1, min_sig::DST_NUL};
	let secret = Fr::rand(rng);
	let public_key = (G2Projective::generator() * secret).into_affine();
	let round: u64 = rng.gen();
	// Hashing to G1 cannot fail on the host for this DST; were it to, the signature is the
	// identity and the row's check refuses it.
	let hash = hash_to_g1(&drand::round_message(round), DST_NUL).unwrap_or_default();
	let signature = (hash * secret).into_affine();
	(
		wire::encode(public_key),
		round,
		serialize(&signature, Compress::Yes),
	)
}

/// A committee of `n` keys as a registry stores them (`Vec<G1Affine>` uncompressed), a
/// message of [`MAX_BLS_MESSAGE_LEN`] bytes and every member's aggregate signature of it
/// (compressed). The secret keys follow a random walk `skᵢ = skᵢ₋₁ + t[j]`, so each key
/// costs one addition; the signature is `(Σ skᵢ)·H(m)`, hashed and multiplied on the host.
fn bls_committee(n: u32, rng: &mut StdRng) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
	use ark_bls12_381::Fr;
	use hostcurves_primitives::bls;
	let steps: Vec<Fr> = scalars(WALK_STEPS, rng);
	let step_keys: Vec<G1Projective> = steps
		.iter()
		.map(|t| G1Projective::generator() * t)
		.collect();
	let mut secret = Fr::rand(rng);
	let mut key = G1Projective::generator() * secret;
	let mut total = Fr::from(0u64);
	let mut keys = Vec::with_capacity(n as usize);
	for _ in 0..n {
		let j = rng.gen_range(0..WALK_STEPS);
		secret += steps[j];
		key += step_keys[j];
		total += secret;
		keys.push(key);
	}
	let message = bls_message(rng);
	// The host computes the same points as arkworks; it is only quicker in the Wasm
	// benchmarks' setup. A host that fails here leaves zeros, which do not decode.
	let signature = bls::hash_to_g2(&message, bls::DST_POP)
		.map(|hash| bls::Signature::from_point((hash * total).into_affine()).to_bytes())
		.unwrap_or([0; 96]);
	(
		wire::encode(G1Projective::normalize_batch(&keys)),
		message,
		signature.to_vec(),
	)
}

/// arkworks canonical bytes of `value`.
fn serialize<T: CanonicalSerialize>(value: &T, compress: Compress) -> Vec<u8> {
	let mut out = Vec::with_capacity(value.serialized_size(compress));
	// Serialising into a Vec cannot fail.
	let _ = value.serialize_with_mode(&mut out, compress);
	out
}

/// The [`Operation`] of `kind` with size `n` (ignored by operations without a size).
/// Checked-decoding inputs are compressed.
pub fn operation(kind: OpKind, n: u32) -> Operation {
	let rng = &mut rng_for(kind, n);
	match kind {
		OpKind::Pairing(curve) => {
			let (g1, g2) = with_engine!(Backend::Arkworks, curve, E => pairing::<E>(rng));
			Operation::Pairing { curve, g1, g2 }
		}
		OpKind::MsmG1(curve) => {
			let (bases, scalars) =
				with_engine!(Backend::Arkworks, curve, E => msm::<<E as Pairing>::G1>(n, rng));
			Operation::MsmG1 {
				curve,
				bases,
				scalars,
			}
		}
		OpKind::MsmG2(curve) => {
			let (bases, scalars) =
				with_engine!(Backend::Arkworks, curve, E => msm::<<E as Pairing>::G2>(n, rng));
			Operation::MsmG2 {
				curve,
				bases,
				scalars,
			}
		}
		OpKind::MulProjectiveG1(curve) => {
			let (base, scalar) =
				with_engine!(Backend::Arkworks, curve, E => mul::<<E as Pairing>::G1>(rng));
			Operation::MulProjectiveG1 {
				curve,
				base,
				scalar,
			}
		}
		OpKind::MulProjectiveG2(curve) => {
			let (base, scalar) =
				with_engine!(Backend::Arkworks, curve, E => mul::<<E as Pairing>::G2>(rng));
			Operation::MulProjectiveG2 {
				curve,
				base,
				scalar,
			}
		}
		OpKind::MulAffineG1(curve) => {
			let (base, scalar) =
				with_engine!(Backend::Arkworks, curve, E => mul::<<E as Pairing>::G1>(rng));
			Operation::MulAffineG1 {
				curve,
				base,
				scalar,
			}
		}
		OpKind::MulAffineG2(curve) => {
			let (base, scalar) =
				with_engine!(Backend::Arkworks, curve, E => mul::<<E as Pairing>::G2>(rng));
			Operation::MulAffineG2 {
				curve,
				base,
				scalar,
			}
		}
		OpKind::DecodeG1(curve) => {
			let points = with_engine!(Backend::Arkworks, curve, E => compressed_points::<<E as Pairing>::G1>(n, rng));
			Operation::DecodeG1 {
				curve,
				points,
				compressed: true,
			}
		}
		OpKind::DecodeG2(curve) => {
			let points = with_engine!(Backend::Arkworks, curve, E => compressed_points::<<E as Pairing>::G2>(n, rng));
			Operation::DecodeG2 {
				curve,
				points,
				compressed: true,
			}
		}
		OpKind::Msm(curve) => {
			let (bases, scalars) = with_group!(Backend::Arkworks, curve, G => msm::<G>(n, rng));
			Operation::Msm {
				curve,
				bases,
				scalars,
			}
		}
		OpKind::MulProjective(curve) => {
			let (base, scalar) = with_group!(Backend::Arkworks, curve, G => mul::<G>(rng));
			Operation::MulProjective {
				curve,
				base,
				scalar,
			}
		}
		OpKind::MulAffine(curve) => {
			let (base, scalar) = with_group!(Backend::Arkworks, curve, G => mul::<G>(rng));
			Operation::MulAffine {
				curve,
				base,
				scalar,
			}
		}
		OpKind::Decode(curve) => {
			let points = with_group!(Backend::Arkworks, curve, G => compressed_points::<G>(n, rng));
			Operation::Decode {
				curve,
				points,
				compressed: true,
			}
		}
		OpKind::Groth16Verify(curve) => {
			let (vk, proof, public_inputs) =
				with_engine!(Backend::Arkworks, curve, E => groth16::<E>(n, Compress::No));
			Operation::Groth16Verify {
				curve,
				vk,
				proof,
				public_inputs,
			}
		}
		OpKind::Groth16Batch(curve, inputs) => {
			// The host-backed engine makes the same bytes as plain arkworks, sooner (in the
			// Wasm benchmarks, 3·k scalar multiplications per setup).
			let made = with_host_engine!(curve, E => hostcurves_primitives::groth16::instance::groth16::<E, _>(
				u32::from(inputs),
				n,
				Compress::No,
				rng,
			));
			Operation::Groth16Batch {
				curve,
				vk: made.key,
				proofs: made.proofs,
			}
		}
		OpKind::HashToG2 => Operation::HashToG2 {
			message: bls_message(rng),
		},
		OpKind::AggregateG1 => Operation::AggregateG1 {
			public_keys: public_keys(n, rng),
		},
		OpKind::FastAggregateVerify => {
			let (committee, message, signature) = bls_committee(n, rng);
			Operation::FastAggregateVerify {
				committee,
				message,
				signature,
			}
		}
		OpKind::VerifyBeacon => {
			let (public_key, round, signature) = beacon(rng);
			Operation::VerifyBeacon {
				public_key,
				round,
				signature,
			}
		}
		OpKind::EvmPrecompile(address) => Operation::EvmPrecompile {
			address,
			// n pairs for an MSM or a pairing, one unit for the others; no input for an
			// address without a precompile (the call fails at once).
			input: crate::operation::Precompile::from_address(address).map_or_else(Vec::new, |p| {
				hostcurves_evm::sample::valid_input(p, n as usize, rng)
			}),
		},
		// The verifier's weight input, made by ark-vrf (the largest ring, the longest data): a
		// valid signature needs the ring's prover and SRS, which a runtime does not have.
		OpKind::RingVrfVerify(types) => {
			let input = pallet_hostcurves_verifier::ring_vrf_input::ring();
			Operation::RingVrfVerify {
				types,
				commitment: input.commitment.to_vec(),
				ring_size: input.ring_size,
				data: input.data.to_vec(),
				ad: input.ad.to_vec(),
				signature: input.signature.to_vec(),
			}
		}
		// snarkjs' proofs of its 17-signal circuit (the most a registered key may have in
		// `vectors/snarkjs-plonk`), imported: a valid proof needs snarkjs' prover.
		OpKind::PlonkVerify(system, curve) => {
			use pallet_hostcurves_verifier::plonk_input;
			let input = plonk_input::sum16(system, curve).unwrap_or_else(plonk_input::dearest);
			Operation::PlonkVerify {
				system: input.system,
				curve: input.curve,
				key: input.key.to_vec(),
				proof: input.proof.to_vec(),
				public_inputs: input.public_inputs.to_vec(),
			}
		}
		OpKind::EchoG1 => {
			let points = random_points::<G1Projective>(n as usize, rng);
			Operation::EchoG1 {
				points: wire::encode(points),
			}
		}
	}
}
