//! Bandersnatch VRFs (`hostcurves_primitives::ring_vrf`) on data nobody here wrote, through
//! both suites (hostcurves' types and ark-vrf's own over plain arkworks), which must agree:
//! - ark-vrf 0.6.1's own vectors of `Bandersnatch-SHA512-ELL2-v1` (ring, IETF and Pedersen;
//!   `vectors/ring-vrf/ark-vrf-0.6.1/`): each verifies and gives the vector's `beta`;
//! - ring proofs ark-vrf makes here, natively, with the Zcash SRS and blinding, for rings of
//!   three domain sizes;
//! - tampered signatures (another input, additional data, output, ring or ring size) are
//!   rejected, malformed ones refused with the part named;
//! - [`ring_vrf::PCS_VERIFIER_PARAMS`] against the SRS file.
//!
//! Every ring verdict is also compared with ark-vrf's own verifier (its `RingContext`'s
//! `RingVerifier`, which the module's leaner verifier replaces).

use crate::vectors;

use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_vrf::ring::RingSuite;
use hostcurves_primitives::ring_vrf::{
	self, HostBandersnatch, PlainBandersnatch, PreparedRing, RingVrfError, RING_SIGNATURE_LEN,
};

fn unhex(s: &str) -> Vec<u8> {
	hex::decode(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn suite_file(scheme: &str) -> Vec<serde_json::Value> {
	let text = vectors::read(&format!(
		"ring-vrf/ark-vrf-0.6.1/bandersnatch_sha-512_ell2_{scheme}.json"
	));
	let cases: Vec<serde_json::Value> = serde_json::from_str(&text).expect("JSON");
	assert_eq!(
		cases.len(),
		7,
		"{scheme}: ark-vrf writes 7 vectors per file"
	);
	cases
}

fn field(case: &serde_json::Value, key: &str) -> Vec<u8> {
	unhex(
		case[key]
			.as_str()
			.unwrap_or_else(|| panic!("{}: no {key}", case["comment"])),
	)
}

fn concat(case: &serde_json::Value, keys: &[&str]) -> Vec<u8> {
	keys.iter().flat_map(|k| field(case, k)).collect()
}

/// A ring vector's signature: γ, the Pedersen proof, the ring proof.
fn ring_signature(case: &serde_json::Value) -> Vec<u8> {
	concat(
		case,
		&[
			"gamma",
			"proof_pk_com",
			"proof_r",
			"proof_ok",
			"proof_s",
			"proof_sb",
			"ring_proof",
		],
	)
}

/// ark-vrf's vectors use a ring context of size 8.
const VECTOR_RING_SIZE: u32 = 8;

fn verify_ring_both(
	commitment: &[u8],
	ring_size: u32,
	data: &[u8],
	ad: &[u8],
	signature: &[u8],
) -> Result<[u8; 32], RingVrfError> {
	let host = PreparedRing::<HostBandersnatch>::from_commitment(commitment, ring_size)
		.and_then(|ring| ring_vrf::verify_ring(&ring, data, ad, signature));
	let plain = PreparedRing::<PlainBandersnatch>::from_commitment(commitment, ring_size)
		.and_then(|ring| ring_vrf::verify_ring(&ring, data, ad, signature));
	assert_eq!(host, plain, "the suites disagree");
	assert_eq!(
		host.is_ok(),
		ark_vrf_accepts(commitment, ring_size, data, ad, signature),
		"ark-vrf's own verifier disagrees: {host:?}"
	);
	host
}

/// ark-vrf's own answer: its `ring::Proof` decoded from the signature, verified with the
/// `RingVerifier` of `RingContext::new(ring_size)` and the SRS file's verifier parameters.
fn ark_vrf_accepts(
	commitment: &[u8],
	ring_size: u32,
	data: &[u8],
	ad: &[u8],
	signature: &[u8],
) -> bool {
	use ark_serialize::{Compress, Validate};
	use ark_vrf::{ring, CanonicalDeserializeExact};
	type S = PlainBandersnatch;
	if signature.len() < 32 || ring_size == 0 || ring_size > ring_vrf::MAX_RING_SIZE {
		return false;
	}
	let decode = || -> Option<(ark_vrf::VrfIo<S>, ring::Proof<S>, ring::RingCommitment<S>)> {
		let output = ark_vrf::Output::<S>::deserialize_with_mode_exact(
			&signature[..32],
			Compress::Yes,
			Validate::Yes,
		)
		.ok()?;
		let proof = ring::Proof::<S>::deserialize_with_mode_exact(
			&signature[32..],
			Compress::Yes,
			Validate::Yes,
		)
		.ok()?;
		let commitment = ring::RingCommitment::<S>::deserialize_with_mode_exact(
			commitment,
			Compress::Yes,
			Validate::Yes,
		)
		.ok()?;
		let input = ark_vrf::Input::<S>::new(data).ok()?;
		Some((ark_vrf::VrfIo { input, output }, proof, commitment))
	};
	let Some((io, proof, commitment)) = decode() else {
		return false;
	};
	let params = zcash_params().clone();
	let verifier_key = ring::verifier_key_from_commitment::<S>(commitment, params);
	let verifier = ring::RingContext::<S>::new(ring_size as usize).ring_verifier(verifier_key);
	proof.verify(io, ad, &verifier).is_ok()
}

/// The SRS file's KZG verifier parameters, as ark-vrf's `RingSetup` extracts them.
fn zcash_params() -> &'static ark_vrf::ring::PcsVerifierParams<PlainBandersnatch> {
	static PARAMS: std::sync::OnceLock<ark_vrf::ring::PcsVerifierParams<PlainBandersnatch>> =
		std::sync::OnceLock::new();
	PARAMS.get_or_init(|| {
		let srs = std::fs::read(vectors::vectors_dir().join(SRS_FILE)).expect("the SRS file");
		let params =
			ark_vrf::ring::PcsParams::<PlainBandersnatch>::deserialize_uncompressed(&srs[..])
				.expect("SRS");
		ark_vrf::suites::bandersnatch::RingSetup::from_pcs_params(1, params)
			.expect("fits")
			.pcs_verifier_params()
	})
}

const SRS_FILE: &str = "ring-vrf/ark-vrf-0.6.1/bls12-381-srs-2-11-uncompressed-zcash.bin";

#[test]
fn pcs_verifier_params_are_the_zcash_srs_points() {
	let srs = std::fs::read(vectors::vectors_dir().join(SRS_FILE)).expect("the SRS file");
	let params = ark_vrf::ring::PcsParams::<PlainBandersnatch>::deserialize_uncompressed(&srs[..])
		.expect("SRS");
	assert_eq!(
		(params.powers_in_g1.len(), params.powers_in_g2.len()),
		(6145, 2)
	);
	let mut expected = Vec::new();
	for point in [&params.powers_in_g2[0], &params.powers_in_g2[1]] {
		point.serialize_uncompressed(&mut expected).unwrap();
	}
	let mut g1 = Vec::new();
	params.powers_in_g1[0]
		.serialize_uncompressed(&mut g1)
		.unwrap();
	let expected = [g1, expected].concat();
	assert_eq!(expected, ring_vrf::PCS_VERIFIER_PARAMS);
	// The SRS holds the largest ring the module accepts, and no larger.
	assert_eq!(
		ark_vrf::ring::max_ring_size_from_pcs_domain_size::<PlainBandersnatch>(6145),
		Some(ring_vrf::MAX_RING_SIZE as usize)
	);
}

#[test]
fn ark_vrf_ring_vectors_verify_with_their_beta() {
	for case in suite_file("ring") {
		let signature = ring_signature(&case);
		assert_eq!(signature.len(), RING_SIGNATURE_LEN);
		let beta = verify_ring_both(
			&field(&case, "ring_pks_com"),
			VECTOR_RING_SIZE,
			&field(&case, "alpha"),
			&field(&case, "ad"),
			&signature,
		);
		assert_eq!(
			beta.map(Vec::from),
			Ok(field(&case, "beta")),
			"{}",
			case["comment"]
		);
	}
}

#[test]
fn ark_vrf_ietf_and_pedersen_vectors_verify_with_their_beta() {
	for case in suite_file("tiny") {
		let (pk, alpha, ad) = (
			field(&case, "pk"),
			field(&case, "alpha"),
			field(&case, "ad"),
		);
		let signature = concat(&case, &["gamma", "proof_c", "proof_s"]);
		let host = ring_vrf::verify_ietf::<HostBandersnatch>(&pk, &alpha, &ad, &signature);
		assert_eq!(
			host,
			ring_vrf::verify_ietf::<PlainBandersnatch>(&pk, &alpha, &ad, &signature)
		);
		assert_eq!(
			host.map(Vec::from),
			Ok(field(&case, "beta")),
			"{}",
			case["comment"]
		);
		// Another key's signature: the first byte of the key changed.
		let other = suite_file("tiny")
			.into_iter()
			.find(|c| c["pk"] != case["pk"])
			.expect("keys differ");
		assert_eq!(
			ring_vrf::verify_ietf::<HostBandersnatch>(
				&field(&other, "pk"),
				&alpha,
				&ad,
				&signature
			),
			Err(RingVrfError::Rejected)
		);
	}
	for case in suite_file("pedersen") {
		let (alpha, ad) = (field(&case, "alpha"), field(&case, "ad"));
		let signature = concat(
			&case,
			&[
				"gamma",
				"proof_pk_com",
				"proof_r",
				"proof_ok",
				"proof_s",
				"proof_sb",
			],
		);
		let host = ring_vrf::verify_pedersen::<HostBandersnatch>(&alpha, &ad, &signature);
		assert_eq!(
			host,
			ring_vrf::verify_pedersen::<PlainBandersnatch>(&alpha, &ad, &signature)
		);
		assert_eq!(
			host.map(Vec::from),
			Ok(field(&case, "beta")),
			"{}",
			case["comment"]
		);
		assert_eq!(
			ring_vrf::pedersen_key_commitment(&signature).map(Vec::from),
			Some(field(&case, "proof_pk_com"))
		);
		let mut other_ad = ad.clone();
		other_ad.push(0);
		assert_eq!(
			ring_vrf::verify_pedersen::<HostBandersnatch>(&alpha, &other_ad, &signature),
			Err(RingVrfError::Rejected)
		);
	}
}

#[test]
fn tampered_ring_signatures_are_rejected() {
	let cases = suite_file("ring");
	for (i, case) in cases.iter().enumerate() {
		let (commitment, alpha, ad) = (
			field(case, "ring_pks_com"),
			field(case, "alpha"),
			field(case, "ad"),
		);
		let signature = ring_signature(case);
		let rejected = |commitment: &[u8], size: u32, alpha: &[u8], ad: &[u8], sig: &[u8]| {
			assert_eq!(
				verify_ring_both(commitment, size, alpha, ad, sig),
				Err(RingVrfError::Rejected),
				"{}",
				case["comment"]
			);
		};
		let mut longer = alpha.clone();
		longer.push(b'x');
		rejected(&commitment, VECTOR_RING_SIZE, &longer, &ad, &signature);
		let mut other_ad = ad.clone();
		other_ad.push(b'x');
		rejected(&commitment, VECTOR_RING_SIZE, &alpha, &other_ad, &signature);
		// The next vector's output point in place of this one's (vectors 5 and 6 differ only
		// in their additional data: the same key and input, so the same output).
		let next = &cases[(i + 1) % cases.len()];
		if next["gamma"] != case["gamma"] {
			let mut swapped = signature.clone();
			swapped[..32].copy_from_slice(&field(next, "gamma"));
			rejected(&commitment, VECTOR_RING_SIZE, &alpha, &ad, &swapped);
		}
		// Another ring (the next vector's), and this ring with another domain (1024 rows).
		if next["ring_pks_com"] != case["ring_pks_com"] {
			rejected(
				&field(next, "ring_pks_com"),
				VECTOR_RING_SIZE,
				&alpha,
				&ad,
				&signature,
			);
		}
		rejected(&commitment, 300, &alpha, &ad, &signature);
		// One byte of the ring proof's last scalar changed (still canonical: a low byte).
		let mut flipped = signature.clone();
		flipped[RING_SIGNATURE_LEN - 40] ^= 1;
		let verdict = verify_ring_both(&commitment, VECTOR_RING_SIZE, &alpha, &ad, &flipped);
		assert!(
			matches!(
				verdict,
				Err(RingVrfError::Rejected | RingVrfError::InvalidProof)
			),
			"{}: {verdict:?}",
			case["comment"]
		);
	}
}

#[test]
fn malformed_ring_signatures_and_commitments_are_refused() {
	let case = &suite_file("ring")[0];
	let (commitment, alpha, ad) = (
		field(case, "ring_pks_com"),
		field(case, "alpha"),
		field(case, "ad"),
	);
	let signature = ring_signature(case);
	let verdict = |commitment: &[u8], size: u32, sig: &[u8]| {
		verify_ring_both(commitment, size, &alpha, &ad, sig)
	};
	assert_eq!(
		verdict(&commitment, 8, &signature[..783]),
		Err(RingVrfError::WrongLength)
	);
	assert_eq!(
		verdict(&commitment, 8, &[&signature[..], &[0]].concat()),
		Err(RingVrfError::WrongLength)
	);
	assert_eq!(
		verdict(&commitment[..143], 8, &signature),
		Err(RingVrfError::WrongLength)
	);
	assert_eq!(
		verdict(&commitment, 0, &signature),
		Err(RingVrfError::RingSizeOutOfRange)
	);
	assert_eq!(
		verdict(&commitment, 1792, &signature),
		Err(RingVrfError::RingSizeOutOfRange)
	);

	// γ: a y coordinate ≥ p (all ones but the sign bit) is not a point's encoding.
	let mut bad_output = signature.clone();
	bad_output[..32].copy_from_slice(&[0xff; 32]);
	bad_output[31] = 0x7f;
	assert_eq!(
		verdict(&commitment, 8, &bad_output),
		Err(RingVrfError::InvalidOutput)
	);
	// γ of order 2 ((0, −1), y = p − 1): on the curve, outside the prime-order subgroup.
	let mut small_order = signature.clone();
	small_order[..32].copy_from_slice(&order_two_point());
	assert_eq!(
		verdict(&commitment, 8, &small_order),
		Err(RingVrfError::InvalidOutput)
	);
	// The Pedersen proof's key commitment of order 2.
	let mut bad_key = signature.clone();
	bad_key[32..64].copy_from_slice(&order_two_point());
	assert_eq!(
		verdict(&commitment, 8, &bad_key),
		Err(RingVrfError::InvalidProof)
	);
	// The ring proof's first G1 point: the compression flag cleared.
	let mut bad_g1 = signature.clone();
	bad_g1[192] &= 0x7f;
	assert_eq!(
		verdict(&commitment, 8, &bad_g1),
		Err(RingVrfError::InvalidProof)
	);
	// A scalar ≥ the order: the Pedersen proof's `s` set to all ones.
	let mut bad_scalar = signature.clone();
	bad_scalar[128..160].copy_from_slice(&[0xff; 32]);
	assert_eq!(
		verdict(&commitment, 8, &bad_scalar),
		Err(RingVrfError::InvalidProof)
	);

	// Commitments: a point with x ≥ p, and the flag bits of an uncompressed point.
	let mut bad_commitment = commitment.clone();
	bad_commitment[..48].copy_from_slice(&[0xff; 48]);
	bad_commitment[0] = 0x9f;
	assert_eq!(
		verdict(&bad_commitment, 8, &signature),
		Err(RingVrfError::InvalidCommitment)
	);
	let mut uncompressed_flag = commitment.clone();
	uncompressed_flag[48] &= 0x7f;
	assert_eq!(
		verdict(&uncompressed_flag, 8, &signature),
		Err(RingVrfError::InvalidCommitment)
	);
	assert_eq!(
		ring_vrf::validate_commitment::<HostBandersnatch>(&bad_commitment),
		Err(RingVrfError::InvalidCommitment)
	);
	// The point at infinity: its one encoding (0xc0, then zeros) reads, an alias (other bytes
	// behind the flag, which arkworks reads as the same point) does not.
	let identity = [&[0xc0u8][..], &[0u8; 47]].concat().repeat(3);
	assert!(ring_vrf::validate_commitment::<HostBandersnatch>(&identity).is_ok());
	let mut alias = identity.clone();
	alias[47] = 1;
	assert_eq!(
		ring_vrf::validate_commitment::<HostBandersnatch>(&alias),
		Err(RingVrfError::InvalidCommitment)
	);
	assert_eq!(
		ring_vrf::validate_commitment::<PlainBandersnatch>(&[0xff; 144]),
		Err(RingVrfError::InvalidCommitment)
	);
}

fn seed(i: usize) -> [u8; 32] {
	let mut seed = [7u8; 32];
	seed[..8].copy_from_slice(&(i as u64).to_le_bytes());
	seed
}

/// `(0, −1)`, Bandersnatch's point of order 2, compressed (y = p − 1 little-endian, x's sign
/// bit clear).
fn order_two_point() -> [u8; 32] {
	use ark_ff::{BigInteger, PrimeField};
	let p = ark_bls12_381::Fr::MODULUS;
	let mut minus_one = p;
	minus_one.sub_with_borrow(&1u64.into());
	minus_one.to_bytes_le().try_into().expect("32 bytes")
}

#[test]
fn stored_commitments_verify_as_submitted_ones() {
	for case in suite_file("ring") {
		let commitment = field(&case, "ring_pks_com");
		let stored = ring_vrf::validate_commitment::<HostBandersnatch>(&commitment).expect("valid");
		assert_eq!(
			ring_vrf::validate_commitment::<PlainBandersnatch>(&commitment),
			Ok(stored)
		);
		let ring =
			PreparedRing::<HostBandersnatch>::from_stored(&stored, VECTOR_RING_SIZE).unwrap();
		let beta = ring_vrf::verify_ring(
			&ring,
			&field(&case, "alpha"),
			&field(&case, "ad"),
			&ring_signature(&case),
		);
		assert_eq!(beta.map(Vec::from), Ok(field(&case, "beta")));
	}
	assert_eq!(
		PreparedRing::<HostBandersnatch>::from_stored(&[0; 287], 8).err(),
		Some(RingVrfError::WrongLength)
	);
}

/// Proofs ark-vrf makes natively with the Zcash SRS (blinded, as a prover in the field
/// makes them) for rings of 3, 300 and 1791 keys (domains of 512, 1024 and 2048 rows).
#[test]
fn proofs_ark_vrf_makes_verify_in_both_suites() {
	use ark_vrf::suites::bandersnatch::{Input, RingSetup, Secret};
	let srs = std::fs::read(vectors::vectors_dir().join(SRS_FILE)).expect("the SRS file");
	let params = ark_vrf::ring::PcsParams::<PlainBandersnatch>::deserialize_uncompressed(&srs[..])
		.expect("SRS");
	for (ring_size, members, signer) in [(3u32, 3usize, 1usize), (300, 257, 256), (1791, 40, 0)] {
		let setup = RingSetup::from_pcs_params(ring_size as usize, params.clone()).expect("fits");
		let secrets: Vec<Secret> = (0..members).map(|i| Secret::from_seed(seed(i))).collect();
		let ring: Vec<_> = secrets.iter().map(|s| s.public()).collect();
		let (prover_key, verifier_key) = setup.keys(&ring).expect("ring fits");
		let prover = setup.ring_context().ring_prover(prover_key, signer);
		let data = format!("ring of {ring_size}");
		let input = Input::new(data.as_bytes()).expect("a point");
		let io = secrets[signer].vrf_io(input);
		let proof = secrets[signer].prove_ring(io, b"ad", &prover);
		let mut signature = Vec::new();
		io.output.serialize_compressed(&mut signature).unwrap();
		proof.serialize_compressed(&mut signature).unwrap();
		let mut commitment = Vec::new();
		verifier_key
			.commitment()
			.serialize_compressed(&mut commitment)
			.unwrap();

		let beta = verify_ring_both(&commitment, ring_size, data.as_bytes(), b"ad", &signature);
		assert_eq!(beta, Ok(io.output.hash()), "ring of {ring_size}");
		// The same ring read with another domain does not verify it.
		let other_size = if ring_size == 3 { 300 } else { 3 };
		assert_eq!(
			verify_ring_both(&commitment, other_size, data.as_bytes(), b"ad", &signature),
			Err(RingVrfError::Rejected)
		);
	}
	// The plain suite's points are the host suite's: the same constants.
	assert_eq!(
		<PlainBandersnatch as RingSuite>::PADDING.x,
		<HostBandersnatch as RingSuite>::PADDING.x
	);
}

/// The inputs ark-vrf made for the weights and the report
/// (`vectors/ring-vrf/ark-vrf-made/`, `examples/make_ring_vrf_input.rs`): ark-vrf's own
/// verifier accepts them, and both suites give the recorded output.
#[test]
fn inputs_made_for_the_weights_verify() {
	let read = |name: &str| {
		std::fs::read(
			vectors::vectors_dir()
				.join("ring-vrf/ark-vrf-made")
				.join(name),
		)
		.expect("the file")
	};
	let ring = read("max_input.bin");
	assert_eq!(ring.len(), 4 + 144 + 256 + 256 + 784 + 32);
	let ring_size = u32::from_le_bytes(ring[..4].try_into().unwrap());
	assert_eq!(ring_size, ring_vrf::MAX_RING_SIZE);
	let (commitment, rest) = ring[4..].split_at(144);
	let (data, rest) = rest.split_at(256);
	let (ad, rest) = rest.split_at(256);
	let (signature, beta) = rest.split_at(784);
	assert_eq!(
		verify_ring_both(commitment, ring_size, data, ad, signature).map(Vec::from),
		Ok(beta.to_vec())
	);

	let ietf = read("max_ietf_input.bin");
	let (public_key, rest) = ietf.split_at(32);
	let (data, rest) = rest.split_at(256);
	let (ad, rest) = rest.split_at(256);
	let (signature, ietf_beta) = rest.split_at(80);
	let host = ring_vrf::verify_ietf::<HostBandersnatch>(public_key, data, ad, signature);
	assert_eq!(
		host,
		ring_vrf::verify_ietf::<PlainBandersnatch>(public_key, data, ad, signature)
	);
	assert_eq!(host.map(Vec::from), Ok(ietf_beta.to_vec()));
	assert_eq!(ietf_beta, beta, "one key, one input: one output");
}

/// Every 16-byte window of a ring proof (points, evaluations, the KZG proofs) replaced by the
/// same window of another vector's proof: never accepted, and ark-vrf's verifier agrees on
/// each (`verify_ring_both` compares them), so the MSMs that replace w3f-pcs' combinations
/// see every part of the proof.
#[test]
fn spliced_ring_proofs_are_refused_like_ark_vrf_refuses_them() {
	let cases = suite_file("ring");
	for (i, case) in cases.iter().enumerate() {
		let other = ring_signature(&cases[(i + 3) % cases.len()]);
		let signature = ring_signature(case);
		let (commitment, alpha, ad) = (
			field(case, "ring_pks_com"),
			field(case, "alpha"),
			field(case, "ad"),
		);
		for start in (192..RING_SIGNATURE_LEN).step_by(16) {
			let mut spliced = signature.clone();
			spliced[start..start + 16].copy_from_slice(&other[start..start + 16]);
			if spliced == signature {
				continue;
			}
			let verdict = verify_ring_both(&commitment, VECTOR_RING_SIZE, &alpha, &ad, &spliced);
			assert!(
				verdict.is_err(),
				"{} with bytes {start}.. spliced",
				case["comment"]
			);
		}
	}
}
