//! `hostcurves_primitives::bls::min_sig` and `::drand` (signatures in G1, keys in G2) on data
//! nobody here wrote: real drand beacons of quicknet and of drand's RFC 9380 test networks,
//! taken from the tests of three drand clients (drand-verify's, from its crates.io package, in
//! `vectors/drand/drand-verify-values.json`; tlock's and drand-client's in the shared vector
//! set), and the min-sig vectors of input-output-hk's `bls-e2e-testvectors` (made with
//! zkcrypto's `bls12_381`; shared set). Each value the tests take is checked to occur in the
//! file that holds it, with the upstream line. Then the refusals: other rounds, other keys, the
//! other DST, bad encodings, with the error each gets. The tests on shared data are
//! `#[ignore]`d (`docs/test-data.md`).

use crate::common;
use crate::vectors;

use ark_bls12_381::g1::Config as G1Config;
use ark_ec::{AffineRepr, CurveGroup};
use ark_serialize::CanonicalSerialize;
use ark_std::test_rng;
use hostcurves_primitives::bls::{
	drand,
	min_sig::{self, MinSigPublicKey, MinSigSignature, DST_NUL},
	BlsError,
};
use hostcurves_primitives::checked::DecodeFailure;

/// drand-verify 0.6.2's values (crates.io), in the repository's `vectors/`.
const DRAND_VERIFY: &str = "drand/drand-verify-values.json";
/// tlock's and drand-client's values and input-output-hk's README, in the shared vector set.
const TLOCK: &str = "drand/tlock-values.json";
const DRAND_CLIENT: &str = "drand/drand-client-values.json";
const E2E: &str = "bls-e2e-testvectors/README.md";

/// The text of `file`: [`DRAND_VERIFY`] from the repository's `vectors/`, the others from the
/// shared vector set.
fn source_text(file: &str) -> String {
	if file == DRAND_VERIFY {
		vectors::read(file)
	} else {
		vectors::read_shared(file)
	}
}

/// `hex` (no `0x`) decoded, after checking that it occurs in `file`, the values its source
/// published: the value is the source's, not ours.
fn from_source(file: &str, hex: &str) -> Vec<u8> {
	let text = source_text(file);
	assert!(text.contains(hex), "{hex} does not occur in {file}");
	hex::decode(hex).unwrap()
}

fn key(file: &str, hex: &str) -> MinSigPublicKey {
	MinSigPublicKey::from_bytes(&from_source(file, hex)).unwrap()
}

fn signature(file: &str, hex: &str) -> MinSigSignature {
	MinSigSignature::from_bytes(&from_source(file, hex)).unwrap()
}

/// Quicknet's rounds as drand published them: round 123 (drand-verify's doc test and
/// `verify_works_for_g1g2_swapped_rfc`) and round 12 040 883 (tlock's deterministic
/// time-lock tests, whose decryption needs that round's signature).
const QUICKNET_ROUNDS: [(u64, &str, &str); 2] = [
	(
		123,
		DRAND_VERIFY,
		"b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92",
	),
	(
		12_040_883,
		TLOCK,
		"929906c959032ab363c9f26570d215d66f5c06cb0c44fe508c12bb5839f04ec895bb6868e5b9ff13ab289bdb5266b394",
	),
];

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn the_quicknet_constants_are_drands() {
	for file in [DRAND_VERIFY, TLOCK] {
		assert_eq!(
			from_source(file, &hex::encode(drand::QUICKNET_PUBLIC_KEY)),
			drand::QUICKNET_PUBLIC_KEY
		);
	}
	assert_eq!(
		from_source(TLOCK, &hex::encode(drand::QUICKNET_CHAIN_HASH)),
		drand::QUICKNET_CHAIN_HASH
	);
	assert!(source_text(TLOCK).contains(drand::SCHEME_ID));
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn quicknet_beacons_verify_for_their_round_only() {
	let quicknet = MinSigPublicKey::from_bytes(&drand::QUICKNET_PUBLIC_KEY).unwrap();
	for (round, file, sig) in QUICKNET_ROUNDS {
		let sig = signature(file, sig);
		assert_eq!(
			drand::verify_beacon(&quicknet, round, &sig),
			Ok(()),
			"round {round}"
		);
		for other in [round - 1, round + 1, 0, u64::MAX] {
			assert_eq!(
				drand::verify_beacon(&quicknet, other, &sig),
				Err(BlsError::VerificationFailed),
				"round {round}'s signature as round {other}'s"
			);
		}
		// The message is SHA-256 of the round: the same check through `min_sig::verify`.
		let message = drand::round_message(round);
		assert_eq!(min_sig::verify(&quicknet, &message, &sig, DST_NUL), Ok(()));
	}
}

/// drand's test networks of the same scheme: `bls-unchained-g1-rfc9380` rounds 3, 4 and 6
/// (drand-verify's `verify_works_for_g1g2_swapped_rfc`), and the "walkthrough" network's
/// round 38 with its published randomness (drand-client's "signatures on G1 with DST").
#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn rfc9380_test_network_beacons_verify_and_give_their_randomness() {
	let testnet = key(
		DRAND_VERIFY,
		"a1ee12542360bf75742bcade13d6134e7d5283d9eb782887c47d3d9725f05805d37b0106b7f744395bf82c175dd7434a169e998f188a657a030d588892c0cd2c01f996aaf331c4d8bc5b9734bbe261d09e7d2d39ef88b635077f262bd7bbb30f",
	);
	let rounds = [
		(3, "b98dae74f6a9d2ec79d75ba273dcfda86a45d589412860eb4c0fd056b00654dbf667c1b6884987c9aee0d43f8ba9db52"),
		(4, "962c2b2969e8f3351cf5cc457b04ecbf0c65bd79f4c1ee3bd0205f581368aaaa0cdeb1531a0709d39ef06a8ba1e1bb93"),
		(6, "a054dafb27a4a4fb9e06b17b30da3e0c7b13b4ca8e1dec3c6775f81758587029aa358523f2e7e62204018347db7cbd1c"),
	];
	for (round, sig) in rounds {
		let sig = signature(DRAND_VERIFY, sig);
		assert_eq!(
			drand::verify_beacon(&testnet, round, &sig),
			Ok(()),
			"round {round}"
		);
		assert_eq!(
			drand::verify_beacon(&testnet, 5, &sig),
			Err(BlsError::VerificationFailed)
		);
	}

	let walkthrough = key(
		DRAND_CLIENT,
		"81d320f220ee9c79e60e19dedc838c31e3ab919b15481e9feb52f643628c4f6a13fdc52129493875a818109d767272ca0541cbcdcea9335f2870d781b39b845ba8cbd44fdfe4967781cf72ca5917fc9398bcf97ca0548ed5a709016c4b1ff0f3",
	);
	let sig_bytes: [u8; 48] = from_source(
		DRAND_CLIENT,
		"95c93585c513ebbcb4777ff15599b3140e5ec0295faa0e483f3deadd88fa6d43f0d3703e3a4ce106e8fd6c6987f32126",
	)
	.try_into()
	.unwrap();
	let sig = MinSigSignature::from_bytes(&sig_bytes).unwrap();
	assert_eq!(drand::verify_beacon(&walkthrough, 38, &sig), Ok(()));
	// drand-client's "wrong round" cases: 55, and 2.
	for round in [55, 2] {
		assert_eq!(
			drand::verify_beacon(&walkthrough, round, &sig),
			Err(BlsError::VerificationFailed)
		);
	}
	assert_eq!(
		drand::randomness(&sig_bytes).to_vec(),
		from_source(
			DRAND_CLIENT,
			"b2fc21325a24904a6a9e81a6c63f65f6cec3f0b2400df3f4a56b214770e9ccca"
		)
	);
	// Another network's key refuses the round.
	let quicknet = MinSigPublicKey::from_bytes(&drand::QUICKNET_PUBLIC_KEY).unwrap();
	assert_eq!(
		drand::verify_beacon(&quicknet, 38, &sig),
		Err(BlsError::VerificationFailed)
	);
}

/// drand's fastnet (`bls-unchained-on-g1`, retired) hashed to G1 under the G2 suite's DST by
/// mistake (drand-verify's `G2PubkeyFastnet`): its rounds verify with that DST and not with
/// [`DST_NUL`], so the DST is really part of what `min_sig::verify` checks.
#[test]
fn fastnet_beacons_verify_only_under_the_dst_they_were_made_with() {
	let fastnet = key(
		DRAND_VERIFY,
		"a0b862a7527fee3a731bcb59280ab6abd62d5c0b6ea03dc4ddf6612fdfc9d01f01c31542541771903475eb1ec6615f8d0df0b8b6dce385811d6dcf8cbefb8759e5e616a3dfd054c928940766d9a5b9db91e3b697e5d70a975181e007f87fca5e",
	);
	let g2_dst = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_";
	assert!(source_text(DRAND_VERIFY).contains(core::str::from_utf8(g2_dst).unwrap()));
	let rounds = [
		(1, "9544ddce2fdbe8688d6f5b4f98eed5d63eee3902e7e162050ac0f45905a55657714880adabe3c3096b92767d886567d0"),
		(23456, "98401ef9833e75bf06fda3243e4fcf6d075d62b45c2a59d26df5d5fcbdfd0c14ee89fc035abd5528a8c25b68fbecae65"),
	];
	for (round, sig) in rounds {
		let sig = signature(DRAND_VERIFY, sig);
		let message = drand::round_message(round);
		assert_eq!(min_sig::verify(&fastnet, &message, &sig, g2_dst), Ok(()));
		assert_eq!(
			drand::verify_beacon(&fastnet, round, &sig),
			Err(BlsError::VerificationFailed)
		);
	}
}

/// The lines of `bls-e2e-testvectors`' README section whose title contains `title`, up to
/// the next section.
fn e2e_section(title: &str) -> Vec<String> {
	let text = source_text(E2E);
	let lines: Vec<&str> = text.lines().collect();
	let start = lines
		.iter()
		.position(|l| l.contains(title))
		.unwrap_or_else(|| panic!("no section {title} in {E2E}"));
	lines[start + 2..]
		.iter()
		.take_while(|l| !l.starts_with('+'))
		.map(|l| l.to_string())
		.collect()
}

/// The `0x` hex after `label` on its line of `section`.
fn e2e_value(section: &[String], label: &str) -> Vec<u8> {
	let line = section
		.iter()
		.find(|l| l.trim_start_matches('|').trim_start().starts_with(label))
		.unwrap_or_else(|| panic!("no {label}"));
	let hex = line.rsplit("0x").next().unwrap().trim();
	hex::decode(hex).unwrap()
}

/// The numbered `0x` values of `section` (`|    1. 0x…`).
fn e2e_list(section: &[String]) -> Vec<Vec<u8>> {
	section
		.iter()
		.filter_map(|l| {
			let item = l.trim_start_matches('|').trim_start();
			let (number, value) = item.split_once(". 0x")?;
			number.parse::<u32>().ok()?;
			Some(hex::decode(value.trim()).unwrap())
		})
		.collect()
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn e2e_min_sig_signature_verifies_on_its_message_only() {
	let section = e2e_section("BLS signature with PK in G2");
	let message = e2e_value(&section, "Message");
	let pk = MinSigPublicKey::from_bytes(&e2e_value(&section, "Public key")).unwrap();
	let sig = MinSigSignature::from_bytes(&e2e_value(&section, "Signature")).unwrap();
	assert_eq!(min_sig::verify(&pk, &message, &sig, DST_NUL), Ok(()));
	let mut other = message.clone();
	other[0] ^= 1;
	assert_eq!(
		min_sig::verify(&pk, &other, &sig, DST_NUL),
		Err(BlsError::VerificationFailed)
	);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn e2e_min_sig_fast_aggregate_signature_verifies_with_every_key_only() {
	let section = e2e_section("FastAggregate BLS sig (same msg, different keys), PK over G2");
	let message = e2e_value(&section, "Message");
	let keys: Vec<[u8; 96]> = e2e_list(&section)
		.into_iter()
		.map(|k| k.try_into().unwrap())
		.collect();
	assert_eq!(keys.len(), 10);
	let sig = MinSigSignature::from_bytes(&e2e_value(&section, "Aggregate Signature")).unwrap();
	assert_eq!(
		min_sig::fast_aggregate_verify(&keys, &message, &sig, DST_NUL),
		Ok(())
	);
	assert_eq!(
		min_sig::fast_aggregate_verify(&keys[..9], &message, &sig, DST_NUL),
		Err(BlsError::VerificationFailed)
	);
	// The sum is the key the signature verifies under.
	let sum = min_sig::aggregate_public_keys(&keys).unwrap();
	assert_eq!(min_sig::verify(&sum, &message, &sig, DST_NUL), Ok(()));
}

#[test]
fn sign_and_verify_round_trip_and_the_stored_form_is_the_key() {
	let secret = [0x2a; 32];
	let pk = min_sig::public_key(&secret).unwrap();
	let sig = min_sig::sign(&secret, b"beacon", DST_NUL).unwrap();
	let decoded = MinSigPublicKey::from_bytes(&pk.to_bytes()).unwrap();
	assert_eq!(decoded, pk);
	assert_eq!(MinSigPublicKey::from_stored(&pk.to_stored()), Ok(pk));
	assert_eq!(MinSigSignature::from_bytes(&sig.to_bytes()).unwrap(), sig);
	assert_eq!(min_sig::verify(&pk, b"beacon", &sig, DST_NUL), Ok(()));
	assert_eq!(
		min_sig::verify(&pk, b"beacon", &sig, b"another DST"),
		Err(BlsError::VerificationFailed)
	);
	assert_eq!(
		min_sig::public_key(&[0; 32]),
		Err(BlsError::InvalidSecretKey)
	);
}

#[test]
fn bad_keys_and_signatures_get_their_error() {
	// Lengths.
	assert_eq!(
		MinSigPublicKey::from_bytes(&[0u8; 48]),
		Err(BlsError::Length)
	);
	assert_eq!(
		MinSigSignature::from_bytes(&[0u8; 96]),
		Err(BlsError::Length)
	);

	// The identity: a valid point, but not a key (KeyValidate); a signature that decodes
	// and verifies under no key.
	let mut identity_key = [0u8; 96];
	identity_key[0] = 0xc0;
	assert_eq!(
		MinSigPublicKey::from_bytes(&identity_key),
		Err(BlsError::IdentityPublicKey { index: 0 })
	);
	let mut identity_sig = [0u8; 48];
	identity_sig[0] = 0xc0;
	let identity_sig = MinSigSignature::from_bytes(&identity_sig).unwrap();
	let quicknet = MinSigPublicKey::from_bytes(&drand::QUICKNET_PUBLIC_KEY).unwrap();
	assert_eq!(
		drand::verify_beacon(&quicknet, 123, &identity_sig),
		Err(BlsError::VerificationFailed)
	);

	// A point of the curve outside G1 as a signature; a key without the compression flag.
	let outside = common::sw_outside_subgroup::<G1Config>(&mut test_rng());
	let mut bytes = [0u8; 48];
	outside.serialize_compressed(&mut bytes[..]).unwrap();
	match MinSigSignature::from_bytes(&bytes) {
		Err(BlsError::InvalidSignature(e)) => {
			assert_eq!((e.failure, e.index), (DecodeFailure::NotInSubgroup, 0))
		}
		other => panic!("a signature outside G1 gave {other:?}"),
	}
	let mut uncompressed = drand::QUICKNET_PUBLIC_KEY;
	uncompressed[0] &= 0x7f;
	assert!(matches!(
		MinSigPublicKey::from_bytes(&uncompressed),
		Err(BlsError::InvalidPublicKey(_))
	));

	// Aggregation: the first bad key is named; a key and its negation sum to the identity.
	let pk = min_sig::public_key(&[5; 32]).unwrap();
	let negated = MinSigPublicKey::from_point((-pk.as_point().into_group()).into_affine()).unwrap();
	assert_eq!(
		min_sig::aggregate_public_keys(&[pk.to_bytes(), negated.to_bytes()]),
		Err(BlsError::IdentityAggregate)
	);
	assert_eq!(
		min_sig::aggregate_public_keys(&[pk.to_bytes(), identity_key]),
		Err(BlsError::IdentityPublicKey { index: 1 })
	);
	assert!(matches!(
		min_sig::aggregate_public_keys(&[pk.to_bytes(), pk.to_bytes(), uncompressed]),
		Err(BlsError::InvalidPublicKey(e)) if e.index == 2
	));
	assert_eq!(min_sig::aggregate_public_keys(&[]), Err(BlsError::Empty));
}
