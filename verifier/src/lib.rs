//! # Hostcurves verifier pallet
//!
//! ## Overview
//!
//! Groth16 and BLS signature verification for a production runtime: a registry of verifying
//! keys, validated and prepared once, and calls that verify one proof or a batch of proofs
//! against a registered key; a registry of BLS committees, validated once, and calls that
//! verify a committee's aggregate signature or a signature by keys given with it. Every step
//! runs as a hostcurves host function (`hostcurves_primitives::groth16`,
//! `hostcurves_primitives::bls`), so the runtime needs a node that registers
//! `hostcurves_host::HostFunctions` (the hostcurves node, or any node that adds them); it
//! does not run on a stock node.
//!
//! Curves: BLS12-381, BLS12-377, BW6-761, BN254 ([`PairingCurve`]). Formats are arkworks'
//! canonical serialisation, so ark-groth16's `VerifyingKey` and `Proof` bytes (and, through
//! `hostcurves-bench groth16 import`, snarkjs files) work unchanged.
//!
//! ## Interface
//!
//! ### Dispatchable Functions
//!
//! - [`register_verification_key`](Pallet::register_verification_key) (origin
//!   [`Config::RegisterOrigin`]): validates an ark-groth16 key on the host (every point
//!   canonical, on the curve, in its subgroup; `α, β, γ, δ` not the identity) and stores it
//!   prepared (`e(α, β)`, `−γ`, `−δ`, `IC`); [`Event::VerificationKeyRegistered`] gives its id.
//! - [`remove_verification_key`](Pallet::remove_verification_key) (the same origin).
//! - [`verify_proof`](Pallet::verify_proof): one proof against a stored key (one MSM, one
//!   three-pair Miller loop, one final exponentiation); [`Event::ProofVerified`].
//! - [`verify_proofs`](Pallet::verify_proofs): up to [`Config::MaxBatchSize`] proofs against
//!   one stored key with one final exponentiation for all (a random linear combination with
//!   Fiat–Shamir coefficients, `hostcurves_primitives::groth16::batch` gives the soundness
//!   bound, 2⁻¹²⁷ per attempt); [`Event::ProofsVerified`] with the count. If the batch fails,
//!   the proofs are verified one by one and the error names the first that does not verify.
//!
//! - [`register_committee`](Pallet::register_committee) (origin [`Config::RegisterOrigin`]):
//!   a BLS committee, up to [`Config::MaxCommitteeSize`] public keys (48-byte compressed G1
//!   points), each with its proof of possession (96 bytes, PopVerify'd), each decoded with
//!   every check and KeyValidate'd on the host once and stored uncompressed;
//!   [`Event::CommitteeRegistered`] gives its id.
//! - [`remove_committee`](Pallet::remove_committee) (the same origin).
//! - [`verify_committee_signature`](Pallet::verify_committee_signature): FastAggregateVerify
//!   of a signature by the members a participation bitfield names (Ethereum's sync-committee
//!   layout), their stored keys summed by one host MSM; [`Event::CommitteeSignatureVerified`].
//! - [`verify_bls`](Pallet::verify_bls): Verify of a signature by one public key given in the
//!   call (decompressed and checked on the host); [`Event::BlsSignatureVerified`]. Only one:
//!   aggregates over keys the caller chooses are forgeable without proofs of possession, and
//!   go through a registered committee.
//!
//! - [`register_beacon_chain`](Pallet::register_beacon_chain) (origin
//!   [`Config::RegisterOrigin`]): a drand network of scheme `bls-unchained-g1-rfc9380`
//!   (quicknet), its group public key (a 96-byte compressed G2 point) checked on the host
//!   once and stored uncompressed; [`Event::BeaconChainRegistered`] gives its id.
//! - [`remove_beacon_chain`](Pallet::remove_beacon_chain) (the same origin).
//! - [`verify_beacon`](Pallet::verify_beacon): a round's 48-byte signature (min-sig BLS,
//!   `hostcurves_primitives::bls::drand`) against a registered network;
//!   [`Event::BeaconVerified`] gives the round's randomness.
//!
//! BLS signatures follow `hostcurves_primitives::bls`: draft-irtf-cfrg-bls-signature-05 with
//! Ethereum's ciphersuite `BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_` (min-pk: 48-byte keys,
//! 96-byte signatures).
//!
//! ### Weights
//!
//! From this pallet's benchmarks (ps of ref_time): `register_verification_key` and
//! `verify_proof` linear in the number of public inputs `n`; `verify_proofs` linear in the
//! number of proofs `k`, measured with `MaxPublicInputs` inputs per proof (the work grows with
//! `k·n`, which a fit linear in both would undercharge for small batches, so every key is
//! charged as the largest). A call is charged up front for the dearest curve whose proofs
//! have the given proof length (BLS12-381 and BLS12-377 share one) at the largest size its
//! arguments allow, and refunded to its key's curve and size; a batch is charged up front for
//! the worst case (the batch, then every proof singly) and refunded to what it ran.
//! `register_committee` is linear in the number of keys (each with its PopVerify);
//! `verify_committee_signature` in the number of participants (the bitfield's set bits,
//! known before dispatch), measured against a committee of `MaxCommitteeSize` keys and a
//! message of `MaxBlsMessageLen` bytes, so that it covers every committee and message.
//! The drand calls are constant (`verify_beacon` on a quicknet round: every round has the
//! same sizes).
//!
//! ## Example
//!
//! ```text
//! impl pallet_hostcurves_verifier::Config for Runtime {
//!     type RuntimeEvent = RuntimeEvent;
//!     type WeightInfo = pallet_hostcurves_verifier::weights::SubstrateWeight<Runtime>;
//!     type MaxPublicInputs = ConstU32<32>;
//!     type MaxBatchSize = ConstU32<64>;
//!     type RegisterOrigin = frame_system::EnsureRoot<AccountId>;
//!     type MaxCommitteeSize = ConstU32<512>;
//!     type MaxBlsMessageLen = ConstU32<1024>;
//! }
//! ```
#![cfg_attr(not(feature = "std"), no_std)]
#![warn(missing_docs)]

extern crate alloc;

pub mod beacon;
#[cfg(test)]
mod beacon_tests;
mod benchmarking;
pub mod committee;
#[cfg(test)]
mod committee_tests;
mod curve;
#[cfg(test)]
mod key_registry_tests;
pub mod kzg;
#[cfg(test)]
mod kzg_tests;
#[cfg(test)]
mod mock;
pub mod plonk;
pub mod plonk_input;
#[cfg(test)]
mod plonk_tests;
pub mod ring_vrf;
pub mod ring_vrf_input;
#[cfg(test)]
mod ring_vrf_tests;
#[cfg(test)]
mod tests;
pub mod weight_of;
#[cfg(not(feature = "rfc163"))]
pub mod weights;
/// The portable build's weights (feature `rfc163`): the same functions, generated from the
/// harness's portable blob (`hostcurves_bench_runtime::portable::WASM_BINARY`), where checked decoding and
/// the curves outside RFC-0163 run in Wasm (docs/weights.md).
#[cfg(all(feature = "rfc163", not(feature = "no-ec")))]
#[path = "weights_rfc163.rs"]
pub mod weights;
/// The no-EC build's weights (feature `no-ec`): the same functions, generated from the
/// harness's no-EC blob (`hostcurves_bench_runtime::noec::WASM_BINARY`), where every curve operation runs
/// in Wasm (docs/weights.md).
#[cfg(feature = "no-ec")]
#[path = "weights_noec.rs"]
pub mod weights;

/// Which elliptic-curve host functions a build of this pallet imports (its features decide):
/// what a runtime built with it needs of the node that runs it and, for a parachain, of the
/// relay chain's validators (docs/portable.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CurveImports {
	/// hostcurves' own functions besides RFC-0163's (no feature): a node that registers
	/// `hostcurves_host::HostFunctions`, such as `hostcurves-node`.
	Hostcurves,
	/// RFC-0163's only (feature `rfc163`): stock nodes since stable2603; relay validators only
	/// where the relay's executor parameters enable `EccRfc163`.
	Rfc163,
	/// None (feature `no-ec`): every curve operation runs in Wasm; any node or validator.
	None,
}

/// The [`CurveImports`] of this build of the pallet.
pub const CURVE_IMPORTS: CurveImports = if cfg!(feature = "no-ec") {
	CurveImports::None
} else if cfg!(feature = "rfc163") {
	CurveImports::Rfc163
} else {
	CurveImports::Hostcurves
};

pub use curve::{compress, max_elements, PairingCurve, VEC_PREFIX_LEN};
pub use pallet::*;
pub use weights::WeightInfo;

#[doc(hidden)]
pub mod __private {
	pub use hostcurves_primitives;
}

/// The pallet: configuration, storage, events, errors and calls.
#[frame_support::pallet]
pub mod pallet {
	use super::*;
	use alloc::{boxed::Box, vec::Vec};
	use ark_ec::pairing::Pairing;
	use ark_serialize::Compress;
	use frame_support::{
		dispatch::{DispatchErrorWithPostInfo, PostDispatchInfo},
		pallet_prelude::*,
		CloneNoBound, DebugNoBound, EqNoBound, PartialEqNoBound,
	};
	use frame_system::pallet_prelude::*;
	use hostcurves_primitives::{
		bls::{self, StoredPublicKey, PUBLIC_KEY_LEN, SIGNATURE_LEN},
		endomorphism::G1Endomorphism,
		groth16::{self, batch, BatchError, Groth16Error, KeyFault, PreparedVerifyingKey},
	};

	/// The verifier pallet.
	#[pallet::pallet]
	pub struct Pallet<T>(_);

	/// Configuration of the pallet.
	#[pallet::config]
	pub trait Config: frame_system::Config {
		/// The overarching event type.
		#[allow(deprecated)]
		type RuntimeEvent: From<Event<Self>> + IsType<<Self as frame_system::Config>::RuntimeEvent>;

		/// Weight functions, generated by `hostcurves-bench pallet --pallet
		/// pallet_hostcurves_verifier` (ps of ref_time).
		type WeightInfo: WeightInfo;

		/// The largest number of public inputs of a key (32 bytes each, BW6-761 48; a key
		/// grows by one G1 point per input). Bounds stored keys ([`MaxPreparedKeyLen`]) and
		/// the weights.
		#[pallet::constant]
		type MaxPublicInputs: Get<u32>;

		/// The largest number of proofs in one [`Pallet::verify_proofs`] call, and of openings
		/// in one [`Pallet::verify_kzg_openings`] call (at most 65 535, so that an error can
		/// name any of them). Bounds their weights: up front, a Groth16 batch is charged as if
		/// it failed at its last proof.
		#[pallet::constant]
		type MaxBatchSize: Get<u32>;

		/// Who may register and remove keys. A key is stored until removed (up to
		/// [`MaxPreparedKeyLen`] bytes) and its registration runs a pairing and a subgroup
		/// check per point, so a real chain restricts it: `EnsureRoot`, a collective, or a
		/// signed origin where storage is paid for by other means.
		type RegisterOrigin: EnsureOrigin<Self::RuntimeOrigin>;

		/// The largest BLS committee, in public keys (Ethereum's sync committee has 512; at
		/// most 65 535, so that an error can name any key). A committee is stored as 96 bytes
		/// per key, and bounds the weights of [`Pallet::register_committee`] and
		/// [`Pallet::verify_committee_signature`].
		#[pallet::constant]
		type MaxCommitteeSize: Get<u32>;

		/// The longest message a BLS signature is verified on, bytes (Ethereum signs 32-byte
		/// signing roots). Hashing it to G2 is part of the weights, measured at this length.
		#[pallet::constant]
		type MaxBlsMessageLen: Get<u32>;
	}

	/// The largest stored prepared key: over every curve, GT + 2·G2 + 8 + (n + 1)·G1 bytes
	/// with n = [`Config::MaxPublicInputs`] (BW6-761: 1 352 + 192·(n + 1)).
	pub struct MaxPreparedKeyLen<T>(PhantomData<T>);

	impl<T: Config> Get<u32> for MaxPreparedKeyLen<T> {
		fn get() -> u32 {
			let n = T::MaxPublicInputs::get();
			let longest = PairingCurve::ALL
				.iter()
				.map(|c| c.prepared_key_len(n))
				.max()
				.unwrap_or(0);
			u32::try_from(longest).unwrap_or(u32::MAX)
		}
	}

	/// A registered verifying key, validated and prepared.
	#[derive(
		Encode,
		Decode,
		MaxEncodedLen,
		TypeInfo,
		CloneNoBound,
		PartialEqNoBound,
		EqNoBound,
		DebugNoBound,
	)]
	#[scale_info(skip_type_params(T))]
	pub struct StoredKey<T: Config> {
		/// The key's curve.
		pub curve: PairingCurve,
		/// Its number of public inputs.
		pub public_inputs: u32,
		/// `PreparedVerifyingKey::to_bytes` of the key's curve (trusted: only
		/// [`Pallet::register_verification_key`] writes it, after every check).
		pub prepared: BoundedVec<u8, MaxPreparedKeyLen<T>>,
	}

	/// Registered verifying keys by id (ids are sequential, chosen by the pallet).
	#[pallet::storage]
	pub type VerificationKeys<T: Config> = StorageMap<_, Twox64Concat, u32, StoredKey<T>>;

	/// The id the next registered key gets.
	#[pallet::storage]
	pub type NextKeyId<T: Config> = StorageValue<_, u32, ValueQuery>;

	/// A registered BLS committee: its public keys, each validated (on the curve, in G1, not
	/// the identity) and kept uncompressed, in the order the participation bitfield follows.
	#[derive(
		Encode,
		Decode,
		MaxEncodedLen,
		TypeInfo,
		CloneNoBound,
		PartialEqNoBound,
		EqNoBound,
		DebugNoBound,
	)]
	#[scale_info(skip_type_params(T))]
	pub struct StoredCommittee<T: Config> {
		/// `bls::StoredPublicKey`s, 96 bytes each (trusted: only
		/// [`Pallet::register_committee`] writes them, after every check).
		pub keys: BoundedVec<StoredPublicKey, T::MaxCommitteeSize>,
	}

	/// Registered BLS committees by id (ids are sequential, chosen by the pallet).
	#[pallet::storage]
	pub type Committees<T: Config> = StorageMap<_, Twox64Concat, u32, StoredCommittee<T>>;

	/// The id the next registered committee gets.
	#[pallet::storage]
	pub type NextCommitteeId<T: Config> = StorageValue<_, u32, ValueQuery>;

	/// Registered drand networks by id (ids are sequential, chosen by the pallet): each
	/// network's group public key, validated (on the curve, in G2, not the identity) and kept
	/// uncompressed, 192 bytes (trusted: only [`Pallet::register_beacon_chain`] writes it).
	#[pallet::storage]
	pub type BeaconChains<T: Config> = StorageMap<_, Twox64Concat, u32, beacon::StoredBeaconKey>;

	/// The id the next registered drand network gets.
	#[pallet::storage]
	pub type NextBeaconChainId<T: Config> = StorageValue<_, u32, ValueQuery>;

	/// Registered Bandersnatch rings by id (ids are sequential, chosen by the pallet): 292
	/// bytes each.
	#[pallet::storage]
	pub type Rings<T: Config> = StorageMap<_, Twox64Concat, u32, ring_vrf::StoredRing>;

	/// The id the next registered ring gets.
	#[pallet::storage]
	pub type NextRingId<T: Config> = StorageValue<_, u32, ValueQuery>;

	/// Registered PLONK and fflonk keys by id (sequential, chosen by the pallet).
	#[pallet::storage]
	pub type PlonkKeys<T: Config> = StorageMap<_, Twox64Concat, u32, plonk::StoredPlonkKey>;

	/// The id the next registered PLONK or fflonk key gets.
	#[pallet::storage]
	pub type NextPlonkKeyId<T: Config> = StorageValue<_, u32, ValueQuery>;

	/// Events of this pallet.
	#[pallet::event]
	#[pallet::generate_deposit(pub(super) fn deposit_event)]
	pub enum Event<T: Config> {
		/// A verifying key was validated, prepared and stored.
		VerificationKeyRegistered {
			/// Its id, for [`Pallet::verify_proof`] and [`Pallet::verify_proofs`].
			key_id: u32,
			/// Its curve.
			curve: PairingCurve,
			/// Its number of public inputs.
			public_inputs: u32,
		},
		/// A verifying key was removed.
		VerificationKeyRemoved {
			/// Its id.
			key_id: u32,
		},
		/// A proof verified against a stored key.
		ProofVerified {
			/// The key's id.
			key_id: u32,
		},
		/// Every proof of a batch verified against a stored key.
		ProofsVerified {
			/// The key's id.
			key_id: u32,
			/// The number of proofs.
			count: u32,
		},
		/// A BLS committee's keys were validated and stored.
		CommitteeRegistered {
			/// Its id, for [`Pallet::verify_committee_signature`].
			committee_id: u32,
			/// Its number of public keys.
			size: u32,
		},
		/// A BLS committee was removed.
		CommitteeRemoved {
			/// Its id.
			committee_id: u32,
		},
		/// A signature by participants of a registered committee verified.
		CommitteeSignatureVerified {
			/// The committee's id.
			committee_id: u32,
			/// How many of its members signed.
			participants: u32,
		},
		/// A signature verified against the public key given with it.
		BlsSignatureVerified {
			/// How many keys signed: 1 ([`Pallet::verify_bls`] takes one key).
			public_keys: u32,
		},
		/// A drand network's public key was validated and stored.
		BeaconChainRegistered {
			/// Its id, for [`Pallet::verify_beacon`].
			chain_id: u32,
		},
		/// A drand network was removed.
		BeaconChainRemoved {
			/// Its id.
			chain_id: u32,
		},
		/// A KZG opening held.
		KzgOpeningVerified {
			/// Its commitment (48 bytes, compressed).
			commitment: [u8; 48],
		},
		/// Every KZG opening of a batch held.
		KzgOpeningsVerified {
			/// The number of openings.
			count: u32,
		},
		/// A ring of Bandersnatch keys was registered by its commitment.
		RingRegistered {
			/// Its id, for [`Pallet::verify_ring_vrf`].
			ring_id: u32,
			/// Its size.
			ring_size: u32,
		},
		/// A ring was removed.
		RingRemoved {
			/// Its id.
			ring_id: u32,
		},
		/// A ring VRF signature verified: some member of the ring, unnamed, signed.
		RingVrfVerified {
			/// The ring's id.
			ring_id: u32,
			/// The VRF output's hash (32 bytes): the same for one key and input whatever the
			/// additional data, so it serves as an anonymous per-input identifier.
			output: ring_vrf::VrfOutput,
		},
		/// An IETF VRF signature verified against a public key.
		IetfVrfVerified {
			/// The key.
			public_key: ring_vrf::VrfPublicKey,
			/// The VRF output's hash (32 bytes).
			output: ring_vrf::VrfOutput,
		},
		/// A PLONK or fflonk key was checked and stored.
		PlonkKeyRegistered {
			/// Its id, for [`Pallet::verify_plonk_proof`].
			key_id: u32,
			/// Its proof system.
			system: plonk::PlonkSystem,
			/// Its curve.
			curve: PairingCurve,
			/// Its number of public inputs.
			public_inputs: u32,
		},
		/// A PLONK or fflonk key was removed.
		PlonkKeyRemoved {
			/// Its id.
			key_id: u32,
		},
		/// A PLONK or fflonk proof verified against a registered key.
		PlonkProofVerified {
			/// The key's id.
			key_id: u32,
		},
		/// A drand round's signature verified against a registered network.
		BeaconVerified {
			/// The network's id.
			chain_id: u32,
			/// The round.
			round: u64,
			/// The round's randomness: SHA-256 of its signature (drand's `randomness`).
			randomness: [u8; 32],
		},
	}

	/// Errors of this pallet.
	#[pallet::error]
	pub enum Error<T> {
		/// The verifying key is malformed, or a point in it is off the curve, outside the
		/// prime-order subgroup, or (`α, β, γ, δ`) the identity.
		InvalidVerifyingKey,
		/// The proof is malformed, or a point in it is off the curve or outside the
		/// prime-order subgroup.
		InvalidProof,
		/// The public inputs are malformed or not canonical (not below r).
		InvalidPublicInputs,
		/// The number of public inputs differs from the verifying key's.
		WrongPublicInputCount,
		/// The proof is well formed but does not verify.
		ProofRejected,
		/// More public inputs than `MaxPublicInputs` (in a key given for registration, or in a
		/// stored key registered before an upgrade lowered the bound).
		TooManyElements,
		/// No verifying key has this id.
		UnknownVerificationKey,
		/// Every key id (`u32`) has been used.
		NoKeyIdLeft,
		/// A batch without proofs.
		EmptyBatch,
		/// More proofs than `MaxBatchSize`.
		TooManyProofs,
		/// Proof `index` of the batch (from 0) or its public inputs are malformed, have a
		/// point off the curve or outside the subgroup, or the wrong number of inputs.
		InvalidProofAt {
			/// Its position in the batch.
			index: u16,
		},
		/// Proof `index` of the batch (from 0) is the first that does not verify; the proofs
		/// before it do.
		ProofRejectedAt {
			/// Its position in the batch.
			index: u16,
		},
		/// BLS public key `index` (from 0, in the call's list or the committee) does not decode
		/// to a point of G1 (flags, coordinate, on the curve, in the subgroup) or is the
		/// identity, which KeyValidate refuses.
		InvalidPublicKeyAt {
			/// Its position.
			index: u16,
		},
		/// A BLS call without public keys.
		NoPublicKeys,
		/// More public keys than `MaxCommitteeSize`.
		TooManyPublicKeys,
		/// No committee has this id.
		UnknownCommittee,
		/// Every committee id (`u32`) has been used.
		NoCommitteeIdLeft,
		/// The participation bitfield is not `⌈n / 8⌉` bytes for the committee's n keys, or
		/// sets a bit at or beyond n.
		InvalidParticipation,
		/// The participation bitfield sets no bit.
		NoParticipants,
		/// The message is longer than `MaxBlsMessageLen`.
		BlsMessageTooLong,
		/// The signature does not decode to a point of G2 (flags, coordinate, on the curve, in
		/// the subgroup).
		InvalidSignature,
		/// The signers' public keys sum to the identity, which KeyValidate refuses.
		IdentityAggregateKey,
		/// The signature is well formed but not of this message by these keys.
		SignatureRejected,
		/// A host function refused what valid input cannot make it refuse: the node's host
		/// functions are not hostcurves' `HostFunctions`.
		BlsHostFailure,
		/// The verifying key has `γ = ±δ` or `γ = ±β`: anyone could make proofs of any public
		/// inputs for it without the setup's trapdoor. snarkjs writes `γ = δ` before any
		/// phase-2 contribution: contribute (`snarkjs zkey contribute`) and export the key
		/// again.
		ForgeableVerifyingKey,
		/// The proof of possession of committee member `index` (from 0) does not decode to a
		/// point of G2 (flags, coordinate, on the curve, in the subgroup).
		InvalidPossessionProofAt {
			/// Its position.
			index: u16,
		},
		/// The committee's proofs of possession, verified as one batch, do not all verify:
		/// some key's holder did not prove possession (`hostcurves_primitives::bls::pop_verify`
		/// finds which, off chain).
		PossessionNotProven,
		/// A drand network's public key does not decode to a point of G2 (flags, coordinate,
		/// on the curve, in the subgroup) or is the identity.
		InvalidBeaconKey,
		/// A drand round's signature does not decode to a point of G1 (flags, coordinate, on
		/// the curve, in the subgroup).
		InvalidBeaconSignature,
		/// No drand network has this id.
		UnknownBeaconChain,
		/// Every drand network id (`u32`) has been used.
		NoBeaconChainIdLeft,
		/// The KZG opening's bytes are refused: `z` or `y` not below r, or the commitment or
		/// the proof not a canonical compressed G1 point in the subgroup.
		InvalidKzgOpening,
		/// The KZG opening is well formed and does not hold.
		KzgOpeningRejected,
		/// KZG opening `index` of the batch (from 0) is the first whose bytes are refused.
		InvalidKzgOpeningAt {
			/// Its position in the batch.
			index: u16,
		},
		/// The batch's openings are well formed and not all hold (`verify_kzg_opening` on
		/// each finds which).
		KzgBatchRejected,
		/// A host function refused what valid input cannot make it refuse: the node lacks the
		/// host functions this build imports.
		KzgHostFailure,
		/// The ring size is 0 or above 1 791 (the Zcash SRS's capacity).
		RingSizeOutOfRange,
		/// A ring commitment's points are not canonical compressed G1 points in the subgroup.
		InvalidRingCommitment,
		/// No ring has this id.
		UnknownRing,
		/// Every ring id has been used.
		NoRingIdLeft,
		/// A VRF signature's output point or proof does not decode with every check.
		InvalidVrfSignature,
		/// A VRF public key is not a point of Bandersnatch's prime-order subgroup.
		InvalidVrfPublicKey,
		/// A VRF signature is well formed and does not verify.
		VrfRejected,
		/// snarkjs does not make keys of this proof system on this curve (PLONK: BN254 and
		/// BLS12-381; fflonk: BN254).
		UnsupportedPlonkCurve,
		/// No PLONK or fflonk key has this id.
		UnknownPlonkKey,
		/// Every PLONK key id has been used.
		NoPlonkKeyIdLeft,
	}

	impl<T> From<Groth16Error> for Error<T> {
		fn from(e: Groth16Error) -> Self {
			match e {
				Groth16Error::InvalidVerifyingKey(KeyFault::Forgeable { .. }) => {
					Error::ForgeableVerifyingKey
				}
				Groth16Error::InvalidVerifyingKey(_) => Error::InvalidVerifyingKey,
				Groth16Error::InvalidProof(_) => Error::InvalidProof,
				Groth16Error::InvalidPublicInputs => Error::InvalidPublicInputs,
				Groth16Error::WrongPublicInputCount { .. } => Error::WrongPublicInputCount,
				Groth16Error::ProofRejected => Error::ProofRejected,
			}
		}
	}

	#[pallet::hooks]
	impl<T: Config> Hooks<BlockNumberFor<T>> for Pallet<T> {
		fn integrity_test() {
			assert!(
				T::MaxBatchSize::get() <= u32::from(u16::MAX),
				"MaxBatchSize must fit the u16 index of InvalidProofAt / ProofRejectedAt"
			);
			assert!(
				T::MaxCommitteeSize::get() <= u32::from(u16::MAX),
				"MaxCommitteeSize must fit the u16 index of InvalidPublicKeyAt"
			);
		}
	}

	/// A count of call arguments capped at `max`: the size a call is charged for (larger
	/// calls fail before any work).
	fn capped(len: usize, max: u32) -> u32 {
		u32::try_from(len).unwrap_or(u32::MAX).min(max)
	}

	/// Fails with `BlsMessageTooLong` if `message` is longer than `MaxBlsMessageLen`.
	fn ensure_message_len<T: Config>(message: &[u8]) -> DispatchResult {
		ensure!(
			message.len() <= T::MaxBlsMessageLen::get() as usize,
			Error::<T>::BlsMessageTooLong
		);
		Ok(())
	}

	/// How many public inputs `bytes` can hold at most (u64 count, 32-byte scalars: the
	/// smallest scalar of any curve), capped at `MaxPublicInputs`: the size a call is
	/// charged for before its key is read.
	fn inputs_bound<T: Config>(bytes: &[u8]) -> u32 {
		max_elements(bytes, 32).min(T::MaxPublicInputs::get())
	}

	/// The largest of `f(curve)` over the curves whose proofs are `proof_len` bytes long
	/// (compressed or not as given), or over every curve if none is: a call's weight before
	/// its key is read. A key of another curve refuses such proofs by their length, before
	/// any curve work.
	fn dearest(proof_len: usize, compressed: bool, f: impl Fn(PairingCurve) -> Weight) -> Weight {
		let fits = |c: &PairingCurve| c.groth16_proof_len(compressed) == proof_len;
		let any_fits = PairingCurve::ALL.iter().any(fits);
		PairingCurve::ALL
			.into_iter()
			.filter(|c| !any_fits || fits(c))
			.map(f)
			.fold(Weight::zero(), |a, b| a.max(b))
	}

	/// The weight of a batch of `k` proofs with `n` inputs that passes: a single
	/// verification for `k ≤ 1` (a batch of one is verified singly), else the batch
	/// benchmark (measured at `MaxPublicInputs` inputs, so it covers every `n`).
	fn batch_weight<T: Config>(curve: PairingCurve, k: u32, n: u32) -> Weight {
		if k <= 1 {
			weight_of::verify_proof::<T::WeightInfo>(curve, n)
		} else {
			weight_of::verify_proofs::<T::WeightInfo>(curve, k)
		}
	}

	/// The weight of a batch of `k` proofs that fails at its last: the batch, then every
	/// proof singly.
	fn batch_worst_case<T: Config>(curve: PairingCurve, k: u32, n: u32) -> Weight {
		batch_weight::<T>(curve, k, n).saturating_add(
			weight_of::verify_proof::<T::WeightInfo>(curve, n).saturating_mul(k.into()),
		)
	}

	/// Refuses a stored Groth16 key with more public inputs than `MaxPublicInputs`
	/// (`TooManyElements`): one registered before an upgrade lowered the bound would cost more
	/// than the weight charged up front, which stops at the bound (PLONK keys likewise).
	fn ensure_within_bound<T: Config>(key: &StoredKey<T>) -> Result<(), Error<T>> {
		ensure!(
			key.public_inputs <= T::MaxPublicInputs::get(),
			Error::<T>::TooManyElements
		);
		Ok(())
	}

	/// The weight of [`Pallet::verify_proofs`] before the key is read: the worst case at `k`
	/// proofs (capped at `MaxBatchSize`) with as many inputs as the longest inputs allow,
	/// for the dearest curve whose proofs have the first proof's length.
	fn verify_proofs_weight<T: Config>(proofs: &[(Vec<u8>, Vec<u8>)], compressed: bool) -> Weight {
		let k = u32::try_from(proofs.len())
			.unwrap_or(u32::MAX)
			.min(T::MaxBatchSize::get());
		let n = proofs
			.iter()
			.map(|(_, inputs)| inputs_bound::<T>(inputs))
			.max()
			.unwrap_or(0);
		let proof_len = proofs.first().map_or(0, |(p, _)| p.len());
		dearest(proof_len, compressed, |c| batch_worst_case::<T>(c, k, n))
	}

	/// A batch (Groth16 proofs, KZG openings) has 1 to [`Config::MaxBatchSize`] members.
	///
	/// Errors: `EmptyBatch`, `TooManyProofs`.
	fn ensure_batch_len<T: Config>(len: usize) -> Result<(), Error<T>> {
		ensure!(len > 0, Error::<T>::EmptyBatch);
		ensure!(
			len <= T::MaxBatchSize::get() as usize,
			Error::<T>::TooManyProofs
		);
		Ok(())
	}

	#[pallet::call]
	impl<T: Config> Pallet<T> {
		/// Validates a Groth16 verifying key once and stores it prepared.
		///
		/// The dispatch origin for this call must be [`Config::RegisterOrigin`].
		///
		/// - `curve`: the key's curve.
		/// - `key`: `ark_groth16::VerifyingKey` in arkworks canonical bytes,
		///   `G1 + 3·G2 + 8 + (n + 1)·G1` (BLS12-381 compressed: 392 + 48·n; snarkjs files
		///   convert with `hostcurves-bench groth16 import`).
		/// - `compressed`: whether `key`'s points are compressed.
		///
		/// Every point is checked on the host (canonical, on the curve, in the prime-order
		/// subgroup) and `α, β, γ, δ` must not be the identity; fails with
		/// `InvalidVerifyingKey`, `ForgeableVerifyingKey` (`γ = ±δ` or `γ = ±β`, as snarkjs
		/// writes before a phase-2 contribution), `TooManyElements` (n above
		/// `MaxPublicInputs`) or `NoKeyIdLeft`. Defects no check can see (a setup whose
		/// trapdoor someone kept) are the registering origin's to rule out off chain:
		/// `hostcurves_primitives::groth16`'s module docs say what to check. Emits [`Event::VerificationKeyRegistered`] with the new id.
		///
		/// ## Complexity
		/// - `O(n)` subgroup checks, one pairing; stores `GT + 2·G2 + 8 + (n + 1)·G1` bytes.
		#[pallet::call_index(0)]
		#[pallet::weight(weight_of::register::<T::WeightInfo>(
			*curve,
			curve.groth16_key_inputs(key.len(), *compressed).min(T::MaxPublicInputs::get()),
		))]
		pub fn register_verification_key(
			origin: OriginFor<T>,
			curve: PairingCurve,
			key: Vec<u8>,
			compressed: bool,
		) -> DispatchResult {
			T::RegisterOrigin::ensure_origin(origin)?;
			ensure!(
				curve.groth16_key_inputs(key.len(), compressed) <= T::MaxPublicInputs::get(),
				Error::<T>::TooManyElements
			);
			let c = compress(compressed);
			let (public_inputs, prepared) =
				with_host_engine!(curve, E => PreparedVerifyingKey::<E>::prepare(&key, c)
				.map(|pvk| (pvk.public_inputs(), pvk.to_bytes())))
				.map_err(Error::<T>::from)?;
			let public_inputs = public_inputs as u32;
			let prepared =
				BoundedVec::try_from(prepared).map_err(|_| Error::<T>::TooManyElements)?;
			let key_id = NextKeyId::<T>::get();
			NextKeyId::<T>::put(key_id.checked_add(1).ok_or(Error::<T>::NoKeyIdLeft)?);
			VerificationKeys::<T>::insert(
				key_id,
				StoredKey {
					curve,
					public_inputs,
					prepared,
				},
			);
			Self::deposit_event(Event::VerificationKeyRegistered {
				key_id,
				curve,
				public_inputs,
			});
			Ok(())
		}

		/// Verifies a Groth16 proof against the stored key `key_id`.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `key_id`: from [`Event::VerificationKeyRegistered`].
		/// - `proof`: `ark_groth16::Proof` in arkworks canonical bytes, `2·G1 + G2`
		///   (BLS12-381: 192 compressed, 384 uncompressed).
		/// - `compressed`: whether `proof`'s points are compressed.
		/// - `public_inputs`: `Vec<Fr>`, u64 LE count n then n canonical little-endian scalars
		///   of the key's curve (32 bytes; BW6-761 48).
		///
		/// The proof's points are checked on the host. Fails with `UnknownVerificationKey`,
		/// `TooManyElements` (a key with more inputs than `MaxPublicInputs`, registered before
		/// an upgrade lowered it), `InvalidProof`, `InvalidPublicInputs`,
		/// `WrongPublicInputCount` or `ProofRejected`; emits [`Event::ProofVerified`] when the proof verifies. Charged
		/// the dearest curve whose proofs have `proof`'s length, at the inputs' length;
		/// refunded to the key's curve and size when it verifies.
		///
		/// ## Complexity
		/// - One MSM of n points, one three-pair Miller loop, one final exponentiation; one
		///   storage read.
		#[pallet::call_index(1)]
		#[pallet::weight(dearest(proof.len(), *compressed, |c| {
			weight_of::verify_proof::<T::WeightInfo>(c, inputs_bound::<T>(public_inputs))
		}))]
		pub fn verify_proof(
			origin: OriginFor<T>,
			key_id: u32,
			proof: Vec<u8>,
			compressed: bool,
			public_inputs: Vec<u8>,
		) -> DispatchResultWithPostInfo {
			ensure_signed(origin)?;
			let key =
				VerificationKeys::<T>::get(key_id).ok_or(Error::<T>::UnknownVerificationKey)?;
			ensure_within_bound::<T>(&key)?;
			let c = compress(compressed);
			// The inputs first: their count must be the key's before the key (n + 1 points)
			// and the proof are decoded, since the weight was charged for their length.
			with_host_engine!(key.curve, E => {
				groth16::decode_public_inputs::<<E as Pairing>::ScalarField>(
					&public_inputs,
					key.public_inputs as usize,
				)
				.and_then(|inputs| {
					let pvk = PreparedVerifyingKey::<E>::from_trusted_bytes(&key.prepared)?;
					pvk.verify(&groth16::Proof::<E>::decode(&proof, c)?, &inputs)
				})
			})
			.map_err(Error::<T>::from)?;
			Self::deposit_event(Event::ProofVerified { key_id });
			let actual = weight_of::verify_proof::<T::WeightInfo>(key.curve, key.public_inputs);
			Ok(Some(actual).into())
		}

		/// Removes a stored verifying key.
		///
		/// The dispatch origin for this call must be [`Config::RegisterOrigin`].
		///
		/// Fails with `UnknownVerificationKey`; emits [`Event::VerificationKeyRemoved`].
		///
		/// ## Complexity
		/// - `O(1)`: one storage read and one write.
		#[pallet::call_index(2)]
		#[pallet::weight(T::WeightInfo::remove_verification_key())]
		pub fn remove_verification_key(origin: OriginFor<T>, key_id: u32) -> DispatchResult {
			T::RegisterOrigin::ensure_origin(origin)?;
			// `remove`, not `take`: a key stored under a larger `MaxPublicInputs` no longer
			// decodes, and must still be removable.
			ensure!(
				VerificationKeys::<T>::contains_key(key_id),
				Error::<T>::UnknownVerificationKey
			);
			VerificationKeys::<T>::remove(key_id);
			Self::deposit_event(Event::VerificationKeyRemoved { key_id });
			Ok(())
		}

		/// Verifies a batch of Groth16 proofs against the stored key `key_id`, with one final
		/// exponentiation for the whole batch (`hostcurves_primitives::groth16::batch`).
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `key_id`: from [`Event::VerificationKeyRegistered`].
		/// - `proofs`: 1 to `MaxBatchSize` pairs `(proof, public_inputs)`, each as in
		///   [`Pallet::verify_proof`].
		/// - `compressed`: whether the proofs' points are compressed.
		///
		/// Every point is checked on the host before it enters the combination. Fails with
		/// `EmptyBatch`, `TooManyProofs`, `UnknownVerificationKey`, `TooManyElements` (as in
		/// [`Pallet::verify_proof`]), `InvalidProofAt { index }`
		/// (a malformed proof or inputs, a point that fails its checks, or the wrong number of
		/// inputs) or `ProofRejectedAt { index }` (found by verifying the proofs singly once
		/// the batch failed: the proofs before `index` verify). Emits
		/// [`Event::ProofsVerified`] with the count when every proof verifies.
		///
		/// Charged up front for the batch failing at its last proof (the batch plus k single
		/// verifications), for the dearest curve whose proofs have the first proof's length;
		/// refunded to the key's curve and size: the batch alone on success, the batch plus
		/// `index + 1` single verifications on `ProofRejectedAt`. A batch of one is verified,
		/// and charged, as a single proof.
		///
		/// ## Complexity
		/// - k checked decodings, k − 1 two-point G1 MSMs over 64 bits and two G1
		///   multiplications, two G1 MSMs (2k − 2 points over 64 bits, n + 1 points), one
		///   Miller loop over k + 2 pairs, one final exponentiation; one storage read.
		#[pallet::call_index(3)]
		#[pallet::weight(verify_proofs_weight::<T>(proofs, *compressed))]
		pub fn verify_proofs(
			origin: OriginFor<T>,
			key_id: u32,
			proofs: Vec<(Vec<u8>, Vec<u8>)>,
			compressed: bool,
		) -> DispatchResultWithPostInfo {
			ensure_signed(origin)?;
			ensure_batch_len::<T>(proofs.len())?;
			let key =
				VerificationKeys::<T>::get(key_id).ok_or(Error::<T>::UnknownVerificationKey)?;
			ensure_within_bound::<T>(&key)?;
			let k = proofs.len() as u32;
			let batch = batch_weight::<T>(key.curve, k, key.public_inputs);
			let c = compress(compressed);
			let fail = |error: Error<T>, actual: Weight| DispatchErrorWithPostInfo {
				post_info: PostDispatchInfo {
					actual_weight: Some(actual),
					pays_fee: Pays::Yes,
				},
				error: error.into(),
			};
			let outcome =
				with_host_engine!(key.curve, E => verify_stored_batch::<T, E>(&key, &proofs, c))
					.map_err(|e| fail(Error::<T>::from(e), batch))?;
			let index = |i: u32| u16::try_from(i).unwrap_or(u16::MAX);
			match outcome {
				Ok(()) => {
					Self::deposit_event(Event::ProofsVerified { key_id, count: k });
					Ok(Some(batch).into())
				}
				Err(BatchError::Member {
					index: i,
					error: Groth16Error::ProofRejected,
				}) => {
					let singles =
						weight_of::verify_proof::<T::WeightInfo>(key.curve, key.public_inputs)
							.saturating_mul(u64::from(i) + 1);
					Err(fail(
						Error::ProofRejectedAt { index: index(i) },
						batch.saturating_add(singles),
					))
				}
				Err(BatchError::Member { index: i, .. } | BatchError::UnknownKey { index: i }) => {
					Err(fail(Error::InvalidProofAt { index: index(i) }, batch))
				}
			}
		}

		/// Validates a BLS committee's public keys and their proofs of possession once and
		/// stores the keys uncompressed.
		///
		/// The dispatch origin for this call must be [`Config::RegisterOrigin`].
		///
		/// - `members`: 1 to `MaxCommitteeSize` pairs, in the order of the participation
		///   bitfield: a public key, a compressed G1 point of 48 bytes (ZCash format), and its
		///   proof of possession, a compressed G2 point of 96 bytes (PopProve of the
		///   ciphersuite: the key's 48 bytes signed under the DST
		///   `BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_`, `hostcurves_primitives::bls::pop_prove`).
		///
		/// Every key is decoded with every check on the host (canonical, on the curve, in G1)
		/// and must not be the identity (KeyValidate); every proof is decoded the same way in
		/// G2, and the proofs must verify (PopVerify, all n as one batch:
		/// `hostcurves_primitives::bls::verify_possession`). A key whose holder did not prove
		/// possession could be a rogue key (`s·g₁ − pk_victim`) that lets its maker sign for
		/// the victim, so the registry is safe whatever the origin. Fails with
		/// `NoPublicKeys`, `TooManyPublicKeys`, `InvalidPublicKeyAt { index }` (the first bad
		/// key), `InvalidPossessionProofAt { index }` (the first proof that does not decode),
		/// `PossessionNotProven` (the batch fails; which proof is not searched for on chain)
		/// or `NoCommitteeIdLeft`; emits [`Event::CommitteeRegistered`] with the new id.
		///
		/// ## Complexity
		/// - `O(n)`: n decompressions and subgroup checks in G1 and in G2, n hashes to G2, n
		///   128-bit G1 multiplications, a G2 MSM of n points, one Miller loop over n + 1
		///   pairs and one final exponentiation; stores 96·n bytes.
		#[pallet::call_index(4)]
		#[pallet::weight(T::WeightInfo::register_committee(
			capped(members.len(), T::MaxCommitteeSize::get())
		))]
		pub fn register_committee(
			origin: OriginFor<T>,
			members: Vec<committee::CommitteeMember>,
		) -> DispatchResult {
			T::RegisterOrigin::ensure_origin(origin)?;
			ensure!(!members.is_empty(), Error::<T>::NoPublicKeys);
			ensure!(
				members.len() <= T::MaxCommitteeSize::get() as usize,
				Error::<T>::TooManyPublicKeys
			);
			let keys = committee::validate_members::<T>(&members)?;
			let keys = BoundedVec::try_from(keys).map_err(|_| Error::<T>::TooManyPublicKeys)?;
			let committee_id = NextCommitteeId::<T>::get();
			NextCommitteeId::<T>::put(
				committee_id
					.checked_add(1)
					.ok_or(Error::<T>::NoCommitteeIdLeft)?,
			);
			let size = keys.len() as u32;
			Committees::<T>::insert(committee_id, StoredCommittee { keys });
			Self::deposit_event(Event::CommitteeRegistered { committee_id, size });
			Ok(())
		}

		/// Removes a registered BLS committee.
		///
		/// The dispatch origin for this call must be [`Config::RegisterOrigin`].
		///
		/// Fails with `UnknownCommittee`; emits [`Event::CommitteeRemoved`].
		///
		/// ## Complexity
		/// - `O(1)`: one storage read and one write.
		#[pallet::call_index(5)]
		#[pallet::weight(T::WeightInfo::remove_committee())]
		pub fn remove_committee(origin: OriginFor<T>, committee_id: u32) -> DispatchResult {
			T::RegisterOrigin::ensure_origin(origin)?;
			// `remove`, not `take`: a committee stored under a larger `MaxCommitteeSize` no
			// longer decodes, and must still be removable.
			ensure!(
				Committees::<T>::contains_key(committee_id),
				Error::<T>::UnknownCommittee
			);
			Committees::<T>::remove(committee_id);
			Self::deposit_event(Event::CommitteeRemoved { committee_id });
			Ok(())
		}

		/// Verifies a BLS signature by members of a registered committee (FastAggregateVerify:
		/// every participant signed the one `message`).
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `committee_id`: from [`Event::CommitteeRegistered`].
		/// - `participation`: `⌈n / 8⌉` bytes for a committee of n keys; bit `i % 8` (least
		///   significant first) of byte `i / 8` set when key i signed (Ethereum's
		///   `sync_committee_bits`).
		/// - `message`: at most `MaxBlsMessageLen` bytes.
		/// - `signature`: a compressed G2 point, 96 bytes (ZCash format).
		///
		/// The participants' stored keys are summed by one host MSM (no decompression); the
		/// signature is decoded with every check. Fails with `BlsMessageTooLong`,
		/// `UnknownCommittee`, `InvalidParticipation`, `NoParticipants`, `InvalidSignature`,
		/// `IdentityAggregateKey` or `SignatureRejected`; emits
		/// [`Event::CommitteeSignatureVerified`]. Charged by the number of set bits.
		///
		/// ## Complexity
		/// - An MSM of p points with unit scalars (p participants), one hash to G2, one
		///   decompression and subgroup check in G2, a two-pair pairing check; one storage
		///   read of 96·n bytes.
		#[pallet::call_index(6)]
		#[pallet::weight(
			T::WeightInfo::verify_committee_signature(committee::participant_count(
				participation,
				T::MaxCommitteeSize::get()
			))
		)]
		pub fn verify_committee_signature(
			origin: OriginFor<T>,
			committee_id: u32,
			participation: Vec<u8>,
			message: Vec<u8>,
			signature: [u8; SIGNATURE_LEN],
		) -> DispatchResult {
			ensure_signed(origin)?;
			ensure_message_len::<T>(&message)?;
			let committee =
				Committees::<T>::get(committee_id).ok_or(Error::<T>::UnknownCommittee)?;
			let keys = committee::participants::<T>(&committee.keys, &participation)?;
			let participants = keys.len() as u32;
			committee::verify_participants::<T>(keys, &message, &signature)?;
			Self::deposit_event(Event::CommitteeSignatureVerified {
				committee_id,
				participants,
			});
			Ok(())
		}

		/// Verifies a BLS signature by one public key given with it (Verify), with no
		/// registered committee.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `public_key`: a compressed G1 point, 48 bytes (ZCash format).
		/// - `message`: at most `MaxBlsMessageLen` bytes.
		/// - `signature`: a compressed G2 point, 96 bytes.
		///
		/// One key, not several: FastAggregateVerify over keys the caller chooses is forgeable
		/// (a rogue key `s·g₁ − pk_victim` beside the victim's makes `s·H(m)` verify), and is
		/// sound only over keys whose possession was proven, which is what
		/// [`Pallet::register_committee`] and [`Pallet::verify_committee_signature`] are for.
		/// The key and the signature are decoded with every check on the host. Fails with
		/// `BlsMessageTooLong`, `InvalidPublicKeyAt { index: 0 }` (also for the identity),
		/// `InvalidSignature` or `SignatureRejected`; emits [`Event::BlsSignatureVerified`].
		///
		/// ## Complexity
		/// - A decompression and subgroup check in G1 and in G2, one hash to G2, a two-pair
		///   pairing check.
		#[pallet::call_index(7)]
		#[pallet::weight(T::WeightInfo::verify_bls())]
		pub fn verify_bls(
			origin: OriginFor<T>,
			public_key: [u8; PUBLIC_KEY_LEN],
			message: Vec<u8>,
			signature: [u8; SIGNATURE_LEN],
		) -> DispatchResult {
			ensure_signed(origin)?;
			ensure_message_len::<T>(&message)?;
			let public_key = bls::PublicKey::from_bytes(&public_key).map_err(Error::<T>::from)?;
			let signature = bls::Signature::from_bytes(&signature).map_err(Error::<T>::from)?;
			bls::verify(&public_key, &message, &signature).map_err(Error::<T>::from)?;
			Self::deposit_event(Event::BlsSignatureVerified { public_keys: 1 });
			Ok(())
		}

		/// Registers a drand network of scheme `bls-unchained-g1-rfc9380` (quicknet) by its
		/// group public key.
		///
		/// The dispatch origin for this call must be [`Config::RegisterOrigin`].
		///
		/// - `public_key`: the network's key as its `/info` gives it, a compressed G2 point of
		///   96 bytes (ZCash format); quicknet's is
		///   `hostcurves_primitives::bls::drand::QUICKNET_PUBLIC_KEY`.
		///
		/// The key is decoded with every check on the host (canonical, on the curve, in G2)
		/// and must not be the identity; it is stored uncompressed (192 bytes). Fails with
		/// `InvalidBeaconKey` or `NoBeaconChainIdLeft`; emits [`Event::BeaconChainRegistered`]
		/// with the new id.
		///
		/// ## Complexity
		/// - `O(1)`: one decompression and subgroup check in G2; stores 192 bytes.
		#[pallet::call_index(8)]
		#[pallet::weight(T::WeightInfo::register_beacon_chain())]
		pub fn register_beacon_chain(
			origin: OriginFor<T>,
			public_key: [u8; bls::min_sig::PUBLIC_KEY_LEN],
		) -> DispatchResult {
			T::RegisterOrigin::ensure_origin(origin)?;
			let stored = beacon::validate_key::<T>(&public_key)?;
			let chain_id = NextBeaconChainId::<T>::get();
			NextBeaconChainId::<T>::put(
				chain_id
					.checked_add(1)
					.ok_or(Error::<T>::NoBeaconChainIdLeft)?,
			);
			BeaconChains::<T>::insert(chain_id, stored);
			Self::deposit_event(Event::BeaconChainRegistered { chain_id });
			Ok(())
		}

		/// Removes a registered drand network.
		///
		/// The dispatch origin for this call must be [`Config::RegisterOrigin`].
		///
		/// Fails with `UnknownBeaconChain`; emits [`Event::BeaconChainRemoved`].
		///
		/// ## Complexity
		/// - `O(1)`: one storage read and one write.
		#[pallet::call_index(9)]
		#[pallet::weight(T::WeightInfo::remove_beacon_chain())]
		pub fn remove_beacon_chain(origin: OriginFor<T>, chain_id: u32) -> DispatchResult {
			T::RegisterOrigin::ensure_origin(origin)?;
			ensure!(
				BeaconChains::<T>::contains_key(chain_id),
				Error::<T>::UnknownBeaconChain
			);
			BeaconChains::<T>::remove(chain_id);
			Self::deposit_event(Event::BeaconChainRemoved { chain_id });
			Ok(())
		}

		/// Verifies a drand beacon: round `round`'s signature by a registered network
		/// (min-sig BLS: `e(H(SHA-256(round as 8 big-endian bytes)), pk) = e(signature, g₂)`,
		/// the message hashed to G1 under `BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_`).
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `chain_id`: from [`Event::BeaconChainRegistered`].
		/// - `round`: the round number.
		/// - `signature`: the round's `signature` as drand publishes it, a compressed G1 point
		///   of 48 bytes.
		///
		/// The signature is decoded with every check on the host; the stored key is not
		/// checked again. Fails with `UnknownBeaconChain`, `InvalidBeaconSignature` or
		/// `SignatureRejected`; emits [`Event::BeaconVerified`] with the round's randomness
		/// (SHA-256 of the signature). Replay is harmless: a round has one signature.
		///
		/// ## Complexity
		/// - One decompression and subgroup check in G1, one hash to G1, a two-pair pairing
		///   check; one storage read of 192 bytes.
		#[pallet::call_index(10)]
		#[pallet::weight(T::WeightInfo::verify_beacon())]
		pub fn verify_beacon(
			origin: OriginFor<T>,
			chain_id: u32,
			round: u64,
			signature: [u8; bls::min_sig::SIGNATURE_LEN],
		) -> DispatchResult {
			ensure_signed(origin)?;
			let key = BeaconChains::<T>::get(chain_id).ok_or(Error::<T>::UnknownBeaconChain)?;
			let randomness = beacon::verify_round::<T>(&key, round, &signature)?;
			Self::deposit_event(Event::BeaconVerified {
				chain_id,
				round,
				randomness,
			});
			Ok(())
		}

		/// Verifies a KZG opening against the Ethereum KZG ceremony's setup, as EIP-4844's
		/// `verify_kzg_proof` does (c-kzg-4844's answer on every input: its own test cases
		/// run through this code): the polynomial committed to takes `y` at `z`.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `opening`: 160 bytes, commitment (a compressed G1 point, 48 bytes) ‖ `z` ‖ `y`
		///   (32-byte big-endian scalars below r) ‖ proof (a compressed G1 point, 48 bytes).
		///
		/// Both points are decoded with every check on the host (canonical, on the curve, in
		/// G1; the identity is allowed, as in EIP-4844). Fails with `InvalidKzgOpening`,
		/// `KzgOpeningRejected` or `KzgHostFailure`; emits [`Event::KzgOpeningVerified`]. It
		/// uses RFC-0163's BLS12-381 functions and, in the full build, hostcurves' checked
		/// decoding (in Wasm in the portable build).
		///
		/// ## Complexity
		/// - Two decompressions and subgroup checks in G1, a three-point MSM in G1, a
		///   two-pair pairing check; every input costs the same.
		#[pallet::call_index(11)]
		#[pallet::weight(T::WeightInfo::verify_kzg_opening())]
		pub fn verify_kzg_opening(
			origin: OriginFor<T>,
			opening: crate::kzg::OpeningBytes,
		) -> DispatchResult {
			ensure_signed(origin)?;
			crate::kzg::verify_opening::<T>(&opening)?;
			let mut commitment = [0u8; 48];
			commitment.copy_from_slice(&opening[..48]);
			Self::deposit_event(Event::KzgOpeningVerified { commitment });
			Ok(())
		}

		/// Verifies a batch of KZG openings with one pairing product (c-kzg-4844's
		/// `verify_kzg_proof_batch`: coefficients of 128 bits from SHA-256 over the batch; a
		/// batch with a failing opening passes with probability at most 2⁻¹²⁸).
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `openings`: 1 to `MaxBatchSize` openings of 160 bytes each, as in
		///   [`Pallet::verify_kzg_opening`].
		///
		/// Fails with `EmptyBatch`, `TooManyProofs`, `InvalidKzgOpeningAt { index }`,
		/// `KzgBatchRejected` (which opening fails is not searched for: verify them one by
		/// one off chain or with [`Pallet::verify_kzg_opening`]) or `KzgHostFailure`; emits
		/// [`Event::KzgOpeningsVerified`]. Charged for its length, bounded by `MaxBatchSize`.
		///
		/// ## Complexity
		/// - `O(k)`: 2k decompressions and subgroup checks in G1 (one host call), MSMs of k
		///   and 2k + 1 points, one two-pair pairing check.
		#[pallet::call_index(12)]
		#[pallet::weight(T::WeightInfo::verify_kzg_openings(
			u32::try_from(openings.len()).unwrap_or(u32::MAX).min(T::MaxBatchSize::get())
		))]
		pub fn verify_kzg_openings(
			origin: OriginFor<T>,
			openings: Vec<crate::kzg::OpeningBytes>,
		) -> DispatchResult {
			ensure_signed(origin)?;
			ensure_batch_len::<T>(openings.len())?;
			crate::kzg::verify_openings::<T>(&openings)?;
			Self::deposit_event(Event::KzgOpeningsVerified {
				count: openings.len() as u32,
			});
			Ok(())
		}

		/// Registers a ring of Bandersnatch keys by its commitment (ark-vrf 0.6's ring
		/// commitment over the Zcash SRS: `RingVerifierKey::commitment`, compressed).
		///
		/// The dispatch origin for this call must be [`Config::RegisterOrigin`].
		///
		/// - `ring_size`: the size the ring's prover used (ark-vrf's `RingContext::new`
		///   argument), 1 to 1 791: it fixes the proof's domain.
		/// - `commitment`: 144 bytes, three compressed G1 points.
		///
		/// The points are decoded with every check (canonical, on the curve, in G1) and stored
		/// uncompressed (288 bytes). Fails with `RingSizeOutOfRange`,
		/// `InvalidRingCommitment` or `NoRingIdLeft`; emits [`Event::RingRegistered`].
		///
		/// ## Complexity
		/// - `O(1)`: three decompressions and subgroup checks in G1; stores 292 bytes.
		#[pallet::call_index(13)]
		#[pallet::weight(T::WeightInfo::register_ring())]
		pub fn register_ring(
			origin: OriginFor<T>,
			ring_size: u32,
			commitment: ring_vrf::RingCommitmentBytes,
		) -> DispatchResult {
			T::RegisterOrigin::ensure_origin(origin)?;
			let stored = ring_vrf::validate_ring::<T>(ring_size, &commitment)?;
			let ring_id = NextRingId::<T>::get();
			NextRingId::<T>::put(ring_id.checked_add(1).ok_or(Error::<T>::NoRingIdLeft)?);
			Rings::<T>::insert(ring_id, stored);
			Self::deposit_event(Event::RingRegistered { ring_id, ring_size });
			Ok(())
		}

		/// Removes a registered ring.
		///
		/// The dispatch origin for this call must be [`Config::RegisterOrigin`].
		///
		/// Fails with `UnknownRing`; emits [`Event::RingRemoved`].
		///
		/// ## Complexity
		/// - `O(1)`: one storage read and one write.
		#[pallet::call_index(14)]
		#[pallet::weight(T::WeightInfo::remove_ring())]
		pub fn remove_ring(origin: OriginFor<T>, ring_id: u32) -> DispatchResult {
			T::RegisterOrigin::ensure_origin(origin)?;
			ensure!(Rings::<T>::contains_key(ring_id), Error::<T>::UnknownRing);
			Rings::<T>::remove(ring_id);
			Self::deposit_event(Event::RingRemoved { ring_id });
			Ok(())
		}

		/// Verifies a ring VRF signature (ark-vrf 0.6, `Bandersnatch-SHA512-ELL2-v1`): a
		/// member of the registered ring, not named, signed `ad` with the VRF on `data`.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `ring_id`: from [`Event::RingRegistered`].
		/// - `data`: the VRF input data, at most 256 bytes (hashed to the curve).
		/// - `ad`: the additional data, at most 256 bytes.
		/// - `signature`: 784 bytes, the output point (32) then ark-vrf's `ring::Proof`
		///   (the Pedersen proof, 160, and the ring proof, 592), every point checked; boxed
		///   so that the call enum stays small.
		///
		/// Fails with `UnknownRing`, `InvalidVrfSignature` or `VrfRejected`; emits
		/// [`Event::RingVrfVerified`] with the VRF output's hash. It uses RFC-0163's
		/// Bandersnatch functions and BLS12-381's (hostcurves' own in the full build).
		///
		/// ## Complexity
		/// - `O(1)` in the ring's size: the domain is evaluated at one point in closed form;
		///   a hash to the curve, Bandersnatch MSMs of the Pedersen proof, seven
		///   decompressions and subgroup checks in G1, a G1 MSM and a two-pair pairing check;
		///   one storage read of 292 bytes. Measured at the largest ring and the longest data.
		#[pallet::call_index(15)]
		#[pallet::weight(T::WeightInfo::verify_ring_vrf())]
		pub fn verify_ring_vrf(
			origin: OriginFor<T>,
			ring_id: u32,
			data: ring_vrf::VrfData,
			ad: ring_vrf::VrfData,
			signature: Box<ring_vrf::RingSignatureBytes>,
		) -> DispatchResult {
			ensure_signed(origin)?;
			let ring = Rings::<T>::get(ring_id).ok_or(Error::<T>::UnknownRing)?;
			let output = ring_vrf::verify_ring::<T>(&ring, &data, &ad, &signature)?;
			Self::deposit_event(Event::RingVrfVerified { ring_id, output });
			Ok(())
		}

		/// Verifies an IETF VRF signature (ark-vrf 0.6's `tiny` proof, RFC 9381's `(c, s)`,
		/// `Bandersnatch-SHA512-ELL2-v1`) by a Bandersnatch key.
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `public_key`: 32 bytes, a compressed twisted-Edwards point, checked.
		/// - `data`, `ad`: the VRF input data and additional data, at most 256 bytes each.
		/// - `signature`: 80 bytes, the output point then the proof.
		///
		/// Fails with `InvalidVrfPublicKey`, `InvalidVrfSignature` or `VrfRejected`; emits
		/// [`Event::IetfVrfVerified`]. RFC-0163's Bandersnatch functions only.
		///
		/// ## Complexity
		/// - `O(1)`: a hash to the curve and two two-point Bandersnatch MSMs.
		#[pallet::call_index(16)]
		#[pallet::weight(T::WeightInfo::verify_ietf_vrf())]
		pub fn verify_ietf_vrf(
			origin: OriginFor<T>,
			public_key: ring_vrf::VrfPublicKey,
			data: ring_vrf::VrfData,
			ad: ring_vrf::VrfData,
			signature: ring_vrf::IetfSignatureBytes,
		) -> DispatchResult {
			ensure_signed(origin)?;
			let output = ring_vrf::verify_ietf::<T>(&public_key, &data, &ad, &signature)?;
			Self::deposit_event(Event::IetfVrfVerified { public_key, output });
			Ok(())
		}

		/// Checks a snarkjs PLONK or fflonk verifying key once and stores it.
		///
		/// The dispatch origin for this call must be [`Config::RegisterOrigin`].
		///
		/// - `system`, `curve`: PLONK on BN254 or BLS12-381, fflonk on BN254.
		/// - `key`: `hostcurves_primitives::plonk`'s (or `fflonk`'s) key format, compressed:
		///   `nPublic` (u32 LE) ‖ `power` (u8) ‖ scalars ‖ G1 points ‖ `X_2` (PLONK BN254 389
		///   bytes, BLS12-381 549; fflonk 325); `plonk::snarkjs` converts
		///   `verification_key.json`.
		///
		/// Every point is checked (canonical, on the curve, in its subgroup), every scalar
		/// below r, `power` within the field's two-adicity, fflonk's roots of unity; fails
		/// with `UnsupportedPlonkCurve`, `InvalidVerifyingKey`, `ForgeableVerifyingKey`
		/// (`X_2` the identity or ±the G2 generator: τ public), `TooManyElements` (more than
		/// `MaxPublicInputs` inputs) or `NoPlonkKeyIdLeft`. As with Groth16, no check can see
		/// a setup whose τ someone kept, or a key of another circuit: the registering origin
		/// checks off chain (`snarkjs zkey verify` against the circuit and a public ptau).
		/// Emits [`Event::PlonkKeyRegistered`].
		///
		/// ## Complexity
		/// - `O(1)`: up to nine subgroup checks and the domain's root of unity; stores up to
		///   1 064 bytes.
		#[pallet::call_index(17)]
		#[pallet::weight(weight_of::register_plonk::<T::WeightInfo>(*system, *curve))]
		pub fn register_plonk_key(
			origin: OriginFor<T>,
			system: plonk::PlonkSystem,
			curve: PairingCurve,
			key: plonk::PlonkKeyBytes,
		) -> DispatchResult {
			T::RegisterOrigin::ensure_origin(origin)?;
			let stored = plonk::register::<T>(system, curve, &key, T::MaxPublicInputs::get())?;
			let public_inputs = stored.public_inputs;
			let key_id = NextPlonkKeyId::<T>::get();
			NextPlonkKeyId::<T>::put(key_id.checked_add(1).ok_or(Error::<T>::NoPlonkKeyIdLeft)?);
			PlonkKeys::<T>::insert(key_id, stored);
			Self::deposit_event(Event::PlonkKeyRegistered {
				key_id,
				system,
				curve,
				public_inputs,
			});
			Ok(())
		}

		/// Removes a registered PLONK or fflonk key.
		///
		/// The dispatch origin for this call must be [`Config::RegisterOrigin`].
		///
		/// Fails with `UnknownPlonkKey`; emits [`Event::PlonkKeyRemoved`].
		///
		/// ## Complexity
		/// - `O(1)`: one storage read and one write.
		#[pallet::call_index(18)]
		#[pallet::weight(T::WeightInfo::remove_plonk_key())]
		pub fn remove_plonk_key(origin: OriginFor<T>, key_id: u32) -> DispatchResult {
			T::RegisterOrigin::ensure_origin(origin)?;
			ensure!(
				PlonkKeys::<T>::contains_key(key_id),
				Error::<T>::UnknownPlonkKey
			);
			PlonkKeys::<T>::remove(key_id);
			Self::deposit_event(Event::PlonkKeyRemoved { key_id });
			Ok(())
		}

		/// Verifies a snarkjs PLONK or fflonk proof against the registered key `key_id`, as
		/// `snarkjs plonk verify` / `fflonk verify` do (the same transcript and equation).
		///
		/// The dispatch origin for this call must be _Signed_.
		///
		/// - `proof`: compressed, PLONK 9 G1 points and 6 scalars (BN254 480 bytes,
		///   BLS12-381 624), fflonk 4 G1 points and 15 scalars (608).
		/// - `public_inputs`: `Vec<Fr>`, u64 LE count n then n canonical 32-byte
		///   little-endian scalars (snarkjs' `public.json`, in order).
		///
		/// Fails with `UnknownPlonkKey`, `TooManyElements` (a key with more inputs than
		/// `MaxPublicInputs`, registered before an upgrade lowered it), `InvalidProof`,
		/// `InvalidPublicInputs`, `WrongPublicInputCount` or `ProofRejected`; emits
		/// [`Event::PlonkProofVerified`].
		/// Charged the dearest system and curve at the inputs' length, refunded to the key's.
		///
		/// ## Complexity
		/// - PLONK: G1 MSMs of 18 and 2 points, a two-pair pairing check; fflonk: a G1 MSM of
		///   6 points and the same check; field arithmetic linear in n; one storage read.
		#[pallet::call_index(19)]
		#[pallet::weight(plonk::SUPPORTED
			.into_iter()
			.map(|(s, c)| weight_of::verify_plonk::<T::WeightInfo>(s, c, inputs_bound::<T>(public_inputs)))
			.fold(Weight::zero(), |a, b| a.max(b)))]
		pub fn verify_plonk_proof(
			origin: OriginFor<T>,
			key_id: u32,
			proof: plonk::PlonkProofBytes,
			public_inputs: Vec<u8>,
		) -> DispatchResultWithPostInfo {
			ensure_signed(origin)?;
			let key = PlonkKeys::<T>::get(key_id).ok_or(Error::<T>::UnknownPlonkKey)?;
			// A key registered before an upgrade lowered `MaxPublicInputs` would cost more
			// than the weight charged up front, which stops at the bound.
			ensure!(
				key.public_inputs <= T::MaxPublicInputs::get(),
				Error::<T>::TooManyElements
			);
			plonk::verify::<T>(&key, &proof, &public_inputs)?;
			Self::deposit_event(Event::PlonkProofVerified { key_id });
			let actual =
				weight_of::verify_plonk::<T::WeightInfo>(key.system, key.curve, key.public_inputs);
			Ok(Some(actual).into())
		}
	}

	/// Reads `key` back, then decodes and checks every member of `proofs` (inputs first,
	/// counted against the key's, then all proofs in two checked-decoding host calls) and
	/// verifies them as one batch against it. The outer error refuses the stored key itself:
	/// one that `register_verification_key` would now refuse (`KeyFault::Forgeable`), written
	/// by an earlier version.
	fn verify_stored_batch<T: Config, E: G1Endomorphism>(
		key: &StoredKey<T>,
		proofs: &[(Vec<u8>, Vec<u8>)],
		c: Compress,
	) -> Result<Result<(), BatchError>, Groth16Error>
	where
		E::G1Affine: hostcurves_primitives::checked::HostChecked,
		E::G2Affine: hostcurves_primitives::checked::HostChecked,
	{
		let pvk = PreparedVerifyingKey::<E>::from_trusted_bytes(&key.prepared)?;
		Ok(
			batch::decode_members::<E>(proofs, key.public_inputs as usize, c)
				.and_then(|members| groth16::verify_batch(&pvk, &members)),
		)
	}
}
