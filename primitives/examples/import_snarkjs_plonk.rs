//! Writes `vectors/snarkjs-plonk/imported/<folder>-sum16.{key,proof,inputs}`: snarkjs' PLONK
//! (BN254, BLS12-381) and fflonk (BN254) proofs of the `sum16` circuit, imported from their
//! JSON (`hostcurves_primitives::plonk::snarkjs`) into the compressed bytes the verifier
//! pallet's calls take, for its benchmarks and the report (a runtime has no JSON parser).
//! `tests/snarkjs_plonk.rs` checks the files are this import's.
//!
//! `cargo run --release -p hostcurves-primitives --example import_snarkjs_plonk`

use hostcurves_primitives::plonk::snarkjs;

fn main() {
	let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../vectors/snarkjs-plonk");
	std::fs::create_dir_all(root.join("imported")).expect("the output folder");
	for folder in ["plonk-bn128", "plonk-bls12381", "fflonk-bn128"] {
		let read =
			|f: &str| std::fs::read_to_string(root.join(folder).join("sum16").join(f)).expect(f);
		let files = (
			read("verification_key.json"),
			read("proof.json"),
			read("public.json"),
		);
		let import = if folder.starts_with("fflonk") {
			snarkjs::import_fflonk(&files.0, &files.1, &files.2)
		} else {
			snarkjs::import_plonk(&files.0, &files.1, &files.2)
		}
		.expect("snarkjs' files import");
		for (ext, bytes) in [
			("key", &import.key),
			("proof", &import.proof),
			("inputs", &import.public_inputs),
		] {
			std::fs::write(
				root.join("imported").join(format!("{folder}-sum16.{ext}")),
				bytes,
			)
			.expect("write");
		}
	}
}
