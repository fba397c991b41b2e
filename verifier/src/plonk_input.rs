//! The PLONK and fflonk inputs the weights and the benchmark report measure: snarkjs 0.7.6's
//! proofs of the `sum16` circuit (17 public signals, the most `vectors/snarkjs-plonk/make.sh`
//! makes), imported from its JSON by `hostcurves_primitives::plonk::snarkjs`
//! (`primitives/examples/import_snarkjs_plonk.rs`; the tests check the bytes are that
//! import's). Fixed bytes, so that a runtime needs no JSON parser.

use crate::{plonk::PlonkSystem, PairingCurve};

/// A key, a proof that verifies against it and its public inputs, as the calls take them.
pub struct PlonkInput {
	/// The proof system.
	pub system: PlonkSystem,
	/// The curve.
	pub curve: PairingCurve,
	/// The key, compressed.
	pub key: &'static [u8],
	/// The proof, compressed.
	pub proof: &'static [u8],
	/// The public inputs, arkworks `Vec<Fr>` (8 + 17·32 bytes).
	pub public_inputs: &'static [u8],
}

macro_rules! imported {
	($system:ident, $curve:ident, $folder:literal) => {
		PlonkInput {
			system: PlonkSystem::$system,
			curve: PairingCurve::$curve,
			key: include_bytes!(concat!(
				"../../vectors/snarkjs-plonk/imported/",
				$folder,
				"-sum16.key"
			)),
			proof: include_bytes!(concat!(
				"../../vectors/snarkjs-plonk/imported/",
				$folder,
				"-sum16.proof"
			)),
			public_inputs: include_bytes!(concat!(
				"../../vectors/snarkjs-plonk/imported/",
				$folder,
				"-sum16.inputs"
			)),
		}
	};
}

/// The `sum16` proof of `system` on `curve`, or `None` for a pair the pallet does not verify.
pub fn sum16(system: PlonkSystem, curve: PairingCurve) -> Option<PlonkInput> {
	Some(match (system, curve) {
		(PlonkSystem::Plonk, PairingCurve::Bn254) => imported!(Plonk, Bn254, "plonk-bn128"),
		(PlonkSystem::Plonk, PairingCurve::Bls12_381) => {
			imported!(Plonk, Bls12_381, "plonk-bls12381")
		}
		(PlonkSystem::Fflonk, PairingCurve::Bn254) => imported!(Fflonk, Bn254, "fflonk-bn128"),
		_ => return None,
	})
}

/// PLONK on BLS12-381's `sum16` proof: the dearest pair, which charges the pairs the pallet
/// does not verify.
pub fn dearest() -> PlonkInput {
	imported!(Plonk, Bls12_381, "plonk-bls12381")
}
