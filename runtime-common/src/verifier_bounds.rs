//! The verifier pallet's bounds, the same in every runtime, so that the weights the harness
//! measures are for the bounds a chain deploys (`pallet_hostcurves_verifier::Config`).

use frame_support::traits::ConstU32;

/// Public inputs per stored Groth16 or PLONK key (a key with more is refused at
/// registration, and its weight is charged for this many).
pub type MaxPublicInputs = ConstU32<32>;
/// Proofs per `verify_batch`.
pub type MaxBatchSize = ConstU32<64>;
/// Public keys per registered BLS committee.
pub type MaxCommitteeSize = ConstU32<512>;
/// Bytes of a message `verify_bls` signs.
pub type MaxBlsMessageLen = ConstU32<1024>;
