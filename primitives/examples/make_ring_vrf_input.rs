//! Writes `vectors/ring-vrf/ark-vrf-made/max_input.bin`: the ring VRF input the weights and
//! the report measure, made by ark-vrf 0.6.1 (its prover, with the Zcash SRS ark-vrf ships):
//! a signature on 256 bytes of input data and 256 of additional data (the verifier pallet's
//! longest) by one member of a ring of the largest size the SRS holds (1 791 keys: the
//! 2 048-row domain). Deterministic: fixed secrets, and the ring context without blinding,
//! as ark-vrf makes its own vectors (the proof verifies with any context of that size).
//!
//! Layout: ring size (u32 LE) ‖ commitment (144) ‖ data (256) ‖ ad (256) ‖ signature (784,
//! γ then ark-vrf's `ring::Proof`) ‖ β, the VRF output's hash (32).
//!
//! Also `max_ietf_input.bin`, the signer's IETF VRF signature (ark-vrf's `tiny` proof) on the
//! same data and additional data: public key (32) ‖ data (256) ‖ ad (256) ‖ signature (80, γ
//! then the proof) ‖ β (32).
//!
//! `cargo run --release -p hostcurves-primitives --example make_ring_vrf_input`

use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_vrf::suites::bandersnatch::{Input, RingContext, RingSetup, Secret};

const RING_SIZE: usize = 1791;
const MEMBERS: usize = 64;

fn main() {
	let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../vectors/ring-vrf");
	let srs = std::fs::read(root.join("ark-vrf-0.6.1/bls12-381-srs-2-11-uncompressed-zcash.bin"))
		.expect("the SRS file");
	let params = ark_vrf::ring::PcsParams::<ark_vrf::suites::bandersnatch::BandersnatchSha512Ell2>::deserialize_uncompressed(&srs[..])
		.expect("SRS");
	let setup = RingSetup::from_pcs_params(RING_SIZE, params).expect("the SRS holds the ring");
	let secrets: Vec<Secret> = (0..MEMBERS)
		.map(|i| {
			let mut seed = [0x5a; 32];
			seed[..8].copy_from_slice(&(i as u64).to_le_bytes());
			Secret::from_seed(seed)
		})
		.collect();
	let ring: Vec<_> = secrets.iter().map(Secret::public).collect();
	let (prover_key, verifier_key) = setup.keys(&ring).expect("the ring fits");
	let signer = MEMBERS - 1;
	let prover = RingContext::new_without_blinding(RING_SIZE).ring_prover(prover_key, signer);
	let data: Vec<u8> = (0..=255u8).collect();
	let ad: Vec<u8> = (0..=255u8).rev().collect();
	let io = secrets[signer].vrf_io(Input::new(&data).expect("a point"));
	let proof = secrets[signer].prove_ring(io, &ad, &prover);

	let mut out = (RING_SIZE as u32).to_le_bytes().to_vec();
	verifier_key
		.commitment()
		.serialize_compressed(&mut out)
		.unwrap();
	out.extend(&data);
	out.extend(&ad);
	io.output.serialize_compressed(&mut out).unwrap();
	proof.serialize_compressed(&mut out).unwrap();
	out.extend(io.output.hash::<32>());
	assert_eq!(out.len(), 4 + 144 + 256 + 256 + 784 + 32);
	let dir = root.join("ark-vrf-made");
	std::fs::create_dir_all(&dir).unwrap();
	std::fs::write(dir.join("max_input.bin"), &out).unwrap();
	println!(
		"wrote {} bytes to {}",
		out.len(),
		dir.join("max_input.bin").display()
	);

	let ietf = secrets[signer].prove_tiny(io, &ad);
	let mut out = Vec::new();
	secrets[signer]
		.public()
		.serialize_compressed(&mut out)
		.unwrap();
	out.extend(&data);
	out.extend(&ad);
	io.output.serialize_compressed(&mut out).unwrap();
	ietf.serialize_compressed(&mut out).unwrap();
	out.extend(io.output.hash::<32>());
	assert_eq!(out.len(), 32 + 256 + 256 + 80 + 32);
	std::fs::write(dir.join("max_ietf_input.bin"), &out).unwrap();
	println!(
		"wrote {} bytes to {}",
		out.len(),
		dir.join("max_ietf_input.bin").display()
	);
}
