//! The `evm_precompile` call on the native mock runtime: its size bounds, its typed errors
//! and its output (the precompile's, then the gas).

use crate::{mock::*, operation::MAX_EVM_FIXED_INPUT, Backend, Error, Event, Pallet};
use frame_support::{assert_noop, assert_ok};
use frame_system::RawOrigin;

const BN254_ADD: u8 = 0x06;
const BN254_PAIRING: u8 = 0x08;
const BLS12_G1ADD: u8 = 0x0b;

fn call(backend: Backend, address: u8, input: Vec<u8>) -> frame_support::dispatch::DispatchResult {
	Pallet::<Test>::evm_precompile(RawOrigin::Signed(1).into(), backend, address, input)
}

/// BN254's generator (1, 2), 64 bytes.
fn generator() -> Vec<u8> {
	let mut g = vec![0u8; 64];
	g[31] = 1;
	g[63] = 2;
	g
}

#[test]
fn bn254_add_ignores_a_tail_up_to_the_bound() {
	// G + O = G, with 64 bytes after the two points that EIP-196 ignores.
	let input = [generator(), vec![0u8; 64], vec![0xff; 64]].concat();
	let expected = [generator(), 150u64.to_le_bytes().to_vec()].concat();
	for backend in [Backend::Arkworks, Backend::Host] {
		new_test_ext().execute_with(|| {
			assert_ok!(call(backend, BN254_ADD, input.clone()));
			let event = System::events().pop().map(|r| r.event);
			assert!(
				matches!(
					event,
					Some(RuntimeEvent::Hostcurves(Event::Computed { ref output, .. }))
						if *output == expected
				),
				"{backend:?}: {event:?}"
			);
		});
	}
}

#[test]
fn inputs_over_their_bound_are_refused_before_any_work() {
	new_test_ext().execute_with(|| {
		let long = vec![0u8; MAX_EVM_FIXED_INPUT + 1];
		assert_noop!(
			call(Backend::Host, BN254_ADD, long),
			Error::<Test>::TooManyElements
		);
		// The mock's MaxMsmLen is 100 pairs.
		let pairs = vec![0u8; 101 * 192];
		assert_noop!(
			call(Backend::Host, BN254_PAIRING, pairs),
			Error::<Test>::TooManyElements
		);
	});
}

#[test]
fn refused_inputs_and_unknown_addresses_are_typed_errors() {
	new_test_ext().execute_with(|| {
		// EIP-2537's G1ADD takes exactly 256 bytes.
		assert_noop!(
			call(Backend::Arkworks, BLS12_G1ADD, vec![0u8; 255]),
			Error::<Test>::PrecompileFailed
		);
		// 0x09 is BLAKE2's, not a curve precompile.
		assert_noop!(
			call(Backend::Host, 0x09, generator()),
			Error::<Test>::PrecompileFailed
		);
	});
}

#[test]
fn an_evm_call_is_charged_by_its_pairs() {
	use crate::{weight_of::weight_of, OpKind};
	use frame_support::dispatch::GetDispatchInfo;
	let weight = |address, input: Vec<u8>| {
		crate::Call::<Test>::evm_precompile {
			backend: Backend::Host,
			address,
			input,
		}
		.get_dispatch_info()
		.call_weight
	};
	let pairing = OpKind::EvmPrecompile(BN254_PAIRING);
	assert_eq!(
		weight(BN254_PAIRING, vec![0u8; 3 * 192]),
		weight_of::<()>(pairing, Backend::Host, 3)
	);
	// A partial pair is charged as a whole one.
	assert_eq!(
		weight(BN254_PAIRING, vec![0u8; 3 * 192 + 1]),
		weight_of::<()>(pairing, Backend::Host, 4)
	);
	// ADD is charged the same for 128 bytes and for a tail of ignored bytes.
	assert_eq!(
		weight(BN254_ADD, vec![0u8; 128]),
		weight(BN254_ADD, vec![0u8; 1024])
	);
}
