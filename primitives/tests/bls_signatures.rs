//! `hostcurves_primitives::bls` against Ethereum's BLS signature test suite
//! (`ethereum/bls12-381-tests`, ciphersuite `BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_`;
//! `vectors/SOURCES.md`): every case of sign, verify, aggregate, aggregate_verify,
//! fast_aggregate_verify, deserialization_G1/G2 and hash_to_G2 gives its expected output.
//! Then what the suite does not cover: round trips with random keys, and which error (and
//! index) each bad input gets.

use crate::vectors;

use ark_bls12_381::Fq2;
use ark_ff::PrimeField;
use hostcurves_primitives::bls::{self, BlsError, PublicKey, Signature};
use hostcurves_primitives::checked::DecodeFailure;
use serde_json::Value;

/// The cases of one category, `(file name, case)`, in file-name order.
fn cases(category: &str) -> Vec<(String, Value)> {
	let dir = vectors::shared_dir().join("bls-signatures").join(category);
	let mut files: Vec<_> = std::fs::read_dir(&dir)
		.unwrap_or_else(|e| panic!("test vectors missing at {}: {e}", dir.display()))
		.map(|e| e.unwrap().path())
		.collect();
	files.sort();
	files
		.iter()
		.map(|path| {
			let text = std::fs::read_to_string(path).unwrap();
			let name = path.file_name().unwrap().to_string_lossy().into_owned();
			(name, serde_json::from_str(&text).unwrap())
		})
		.collect()
}

fn hex(value: &Value) -> Vec<u8> {
	hex::decode(value.as_str().unwrap().trim_start_matches("0x")).unwrap()
}

/// A list of fixed-length byte strings, or `None` if one has another length (the suite's
/// malformed inputs, which the typed API cannot even be called with).
fn fixed<const N: usize>(values: &Value) -> Option<Vec<[u8; N]>> {
	values
		.as_array()
		.unwrap()
		.iter()
		.map(|v| hex(v).try_into().ok())
		.collect()
}

/// Runs every case of a verification `category` through `verify` (its input → the outcome)
/// and checks the suite's bool: valid exactly when every step succeeds. Returns the number
/// of cases and of valid ones.
fn check_verdicts(
	category: &str,
	verify: impl Fn(&Value) -> Result<(), BlsError>,
) -> (usize, usize) {
	let cases = cases(category);
	let mut valid = 0;
	for (name, case) in &cases {
		let result = verify(&case["input"]);
		let expected = case["output"].as_bool().unwrap();
		assert_eq!(result.is_ok(), expected, "{name}: {result:?}");
		valid += usize::from(result.is_ok());
	}
	(cases.len(), valid)
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn sign_vectors() {
	let cases = cases("sign");
	for (name, case) in &cases {
		let sk: [u8; 32] = hex(&case["input"]["privkey"]).try_into().unwrap();
		let msg = hex(&case["input"]["message"]);
		let got = bls::sign(&sk, &msg).ok().map(|s| s.to_bytes().to_vec());
		let expected = (!case["output"].is_null()).then(|| hex(&case["output"]));
		assert_eq!(got, expected, "{name}");
		if let Some(sig) = got {
			let pk = bls::public_key(&sk).unwrap();
			let sig = Signature::from_bytes(&sig).unwrap();
			assert_eq!(bls::verify(&pk, &msg, &sig), Ok(()), "{name}");
		}
	}
	assert_eq!(cases.len(), 7);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn verify_vectors() {
	let counts = check_verdicts("verify", |input| {
		let pk = PublicKey::from_bytes(&hex(&input["pubkey"]))?;
		let sig = Signature::from_bytes(&hex(&input["signature"]))?;
		bls::verify(&pk, &hex(&input["message"]), &sig)
	});
	assert_eq!(counts, (20, 7));
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn aggregate_vectors() {
	let cases = cases("aggregate");
	for (name, case) in &cases {
		let got = fixed::<96>(&case["input"])
			.and_then(|sigs| bls::aggregate_signatures(&sigs).ok())
			.map(|s| s.to_bytes().to_vec());
		let expected = (!case["output"].is_null()).then(|| hex(&case["output"]));
		assert_eq!(got, expected, "{name}");
	}
	assert_eq!(cases.len(), 4);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn aggregate_verify_vectors() {
	let counts = check_verdicts("aggregate_verify", |input| {
		let messages: Vec<Vec<u8>> = input["messages"]
			.as_array()
			.unwrap()
			.iter()
			.map(hex)
			.collect();
		let messages: Vec<&[u8]> = messages.iter().map(Vec::as_slice).collect();
		let keys = input["pubkeys"]
			.as_array()
			.unwrap()
			.iter()
			.map(|k| PublicKey::from_bytes(&hex(k)))
			.collect::<Result<Vec<_>, _>>()?;
		let sig = Signature::from_bytes(&hex(&input["signature"]))?;
		bls::aggregate_verify(&keys, &messages, &sig)
	});
	assert_eq!(counts, (4, 1));
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn fast_aggregate_verify_vectors() {
	let counts = check_verdicts("fast_aggregate_verify", |input| {
		let keys = fixed::<48>(&input["pubkeys"]).ok_or(BlsError::Length)?;
		let sig = Signature::from_bytes(&hex(&input["signature"]))?;
		bls::fast_aggregate_verify(&keys, &hex(&input["message"]), &sig)
	});
	assert_eq!(counts, (8, 2));
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn deserialization_vectors() {
	let g1 = cases("deserialization_G1");
	for (name, case) in &g1 {
		let result = PublicKey::from_bytes(&hex(&case["input"]["pubkey"]));
		let decodes = matches!(
			result,
			Ok(_) | Err(BlsError::IdentityPublicKey { index: 0 })
		);
		assert_eq!(
			decodes,
			case["output"].as_bool().unwrap(),
			"{name}: {result:?}"
		);
	}
	let g2 = cases("deserialization_G2");
	for (name, case) in &g2 {
		let result = Signature::from_bytes(&hex(&case["input"]["signature"]));
		assert_eq!(
			result.is_ok(),
			case["output"].as_bool().unwrap(),
			"{name}: {result:?}"
		);
	}
	assert_eq!((g1.len(), g2.len()), (11, 12));
}

/// RFC 9380's G2 vectors, through the runtime-side function.
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn hash_to_g2_vectors() {
	let dst = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
	let fq2 = |pair: &Value| {
		let (c0, c1) = pair.as_str().unwrap().split_once(',').unwrap();
		let fq = |s: &str| ark_bls12_381::Fq::from_be_bytes_mod_order(&hex(&Value::from(s)));
		Fq2::new(fq(c0), fq(c1))
	};
	let cases = cases("hash_to_G2");
	for (name, case) in &cases {
		let msg = case["input"]["msg"].as_str().unwrap().as_bytes();
		let point = bls::hash_to_g2(msg, dst).unwrap();
		let (x, y) = (fq2(&case["output"]["x"]), fq2(&case["output"]["y"]));
		assert_eq!((point.x, point.y), (x, y), "{name}");
	}
	assert_eq!(cases.len(), 3);
}

/// n keys from distinct secret keys, with their signatures of `message`.
fn committee(n: u8, message: &[u8]) -> (Vec<[u8; 48]>, Vec<[u8; 96]>) {
	(1..=n)
		.map(|i| {
			let sk = [i; 32];
			let sig = bls::sign(&sk, message).unwrap().to_bytes();
			(bls::public_key(&sk).unwrap().to_bytes(), sig)
		})
		.unzip()
}

/// A committee of 64 signs one message: the aggregate verifies with all keys and fails
/// without one of them or with another message.
#[test]
fn fast_aggregate_verify_of_a_committee() {
	let (keys, sigs) = committee(64, b"block root");
	let aggregate = bls::aggregate_signatures(&sigs).unwrap();
	assert_eq!(
		bls::fast_aggregate_verify(&keys, b"block root", &aggregate),
		Ok(())
	);
	assert_eq!(
		bls::fast_aggregate_verify(&keys[1..], b"block root", &aggregate),
		Err(BlsError::VerificationFailed)
	);
	assert_eq!(
		bls::fast_aggregate_verify(&keys, b"other root", &aggregate),
		Err(BlsError::VerificationFailed)
	);
}

/// Distinct messages under distinct keys, and the same message twice (allowed by the
/// proof-of-possession scheme).
#[test]
fn aggregate_verify_round_trip() {
	let messages: [&[u8]; 3] = [b"a", b"b", b"a"];
	let sks = [[3u8; 32], [4u8; 32], [5u8; 32]];
	let keys: Vec<PublicKey> = sks.iter().map(|sk| bls::public_key(sk).unwrap()).collect();
	let sigs: Vec<[u8; 96]> = sks
		.iter()
		.zip(messages)
		.map(|(sk, m)| bls::sign(sk, m).unwrap().to_bytes())
		.collect();
	let aggregate = bls::aggregate_signatures(&sigs).unwrap();
	assert_eq!(bls::aggregate_verify(&keys, &messages, &aggregate), Ok(()));
	let swapped: [&[u8]; 3] = [b"b", b"a", b"a"];
	assert_eq!(
		bls::aggregate_verify(&keys, &swapped, &aggregate),
		Err(BlsError::VerificationFailed)
	);
	assert_eq!(
		bls::aggregate_verify(&keys, &messages[..2], &aggregate),
		Err(BlsError::LengthMismatch)
	);
	assert_eq!(
		bls::aggregate_verify(&[], &[], &aggregate),
		Err(BlsError::Empty)
	);
}

/// Each bad key gets its own error and the index of the first bad key in the batch.
#[test]
fn bad_keys_are_named_with_their_index() {
	let (mut keys, _) = committee(5, b"m");
	let identity = {
		let mut k = [0u8; 48];
		k[0] = 0xc0;
		k
	};
	let mut off_curve = keys[0];
	off_curve[47] ^= 1;

	keys[3] = identity;
	assert_eq!(
		bls::aggregate_public_keys(&keys),
		Err(BlsError::IdentityPublicKey { index: 3 })
	);
	keys[1] = off_curve;
	match bls::aggregate_public_keys(&keys) {
		Err(BlsError::InvalidPublicKey(e)) => assert_eq!(e.index, 1),
		other => panic!("{other:?}"),
	}
	assert_eq!(bls::aggregate_public_keys(&[]), Err(BlsError::Empty));
	assert_eq!(
		PublicKey::from_bytes(&identity),
		Err(BlsError::IdentityPublicKey { index: 0 })
	);
	assert_eq!(
		PublicKey::from_bytes(&identity[..47]),
		Err(BlsError::Length)
	);
	assert_eq!(Signature::from_bytes(&[0u8; 95]), Err(BlsError::Length));
	// A key and its negation sum to the identity, which KeyValidate refuses as an aggregate.
	let key = PublicKey::from_bytes(&committee(1, b"m").0[0]).unwrap();
	let negated = PublicKey::from_point(-*key.as_point()).unwrap();
	assert_eq!(
		bls::aggregate_public_keys(&[key.to_bytes(), negated.to_bytes()]),
		Err(BlsError::IdentityAggregate)
	);
	// A signature's bytes with the compression flag cleared (and the sort flag, which
	// arkworks would report as an invalid coordinate instead): refused for its flags.
	let (_, sigs) = committee(1, b"m");
	let mut bad = sigs[0];
	bad[0] &= 0x5f;
	match Signature::from_bytes(&bad) {
		Err(BlsError::InvalidSignature(e)) => {
			assert_eq!((e.index, e.failure), (0, DecodeFailure::Flags))
		}
		other => panic!("{other:?}"),
	}
	assert_eq!(bls::sign(&[0u8; 32], b"m"), Err(BlsError::InvalidSecretKey));
	assert_eq!(
		bls::sign(&[0xffu8; 32], b"m"),
		Err(BlsError::InvalidSecretKey)
	);
}

/// Keys validated once and summed from their stored form give the sum of the points the
/// compressed keys encode (summed here with plain arkworks), and the same errors as
/// `aggregate_public_keys` for bad or no keys.
#[test]
fn stored_keys_sum_to_what_the_compressed_keys_encode() {
	use ark_ec::{AffineRepr, CurveGroup};
	use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};

	let (keys, _) = committee(40, b"m");
	let stored = bls::validate_public_keys(&keys).unwrap();
	for n in [1, 2, 17, 40] {
		let expected: ark_bls12_381::G1Projective = keys[..n]
			.iter()
			.map(|k| {
				ark_bls12_381::G1Affine::deserialize_compressed(&k[..])
					.unwrap()
					.into_group()
			})
			.sum();
		let mut expected_bytes = [0u8; 48];
		expected
			.into_affine()
			.serialize_compressed(&mut expected_bytes[..])
			.unwrap();
		let sum = bls::aggregate_stored_public_keys(stored[..n].iter()).unwrap();
		assert_eq!(sum.to_bytes(), expected_bytes, "{n} keys");
	}
	assert_eq!(
		bls::aggregate_stored_public_keys([].iter()),
		Err(BlsError::Empty)
	);
	assert_eq!(bls::validate_public_keys(&[]), Err(BlsError::Empty));
	let mut bad = keys.clone();
	bad[7] = [0u8; 48];
	bad[9][0] = 0xc0;
	bad[9][1..].fill(0);
	match bls::validate_public_keys(&bad) {
		Err(BlsError::InvalidPublicKey(e)) => assert_eq!(e.index, 7),
		other => panic!("{other:?}"),
	}
	bad[7] = keys[7];
	assert_eq!(
		bls::validate_public_keys(&bad),
		Err(BlsError::IdentityPublicKey { index: 9 })
	);
}
