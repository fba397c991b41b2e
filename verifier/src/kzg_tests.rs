//! `verify_kzg_opening` and `verify_kzg_openings` on the native mock runtime, on openings
//! made by c-kzg-4844's Python binding (`vectors/kzg/ckzg/openings.json`): valid ones hold,
//! tampered ones are rejected, malformed ones refused, and every batch error names its cause.

use crate::{kzg::OpeningBytes, mock::*, tests::vectors, Error, Event};
use frame_support::{assert_noop, assert_ok, traits::Get};
use frame_system::RawOrigin;

fn section(name: &str) -> Vec<OpeningBytes> {
	let data: serde_json::Value =
		serde_json::from_str(&vectors::read("kzg/ckzg/openings.json")).unwrap();
	let cases = if name == "batch" {
		data["batch"]["openings"].clone()
	} else {
		data[name].clone()
	};
	cases
		.as_array()
		.unwrap()
		.iter()
		.map(|case| {
			["commitment", "z", "y", "proof"]
				.iter()
				.flat_map(|k| hex::decode(&case[*k].as_str().unwrap()[2..]).unwrap())
				.collect::<Vec<u8>>()
				.try_into()
				.expect("160 bytes")
		})
		.collect()
}

fn single(opening: OpeningBytes) -> frame_support::dispatch::DispatchResult {
	Verifier::verify_kzg_opening(RawOrigin::Signed(1).into(), opening)
}

fn batch(openings: Vec<OpeningBytes>) -> frame_support::dispatch::DispatchResult {
	Verifier::verify_kzg_openings(RawOrigin::Signed(1).into(), openings)
}

#[test]
fn valid_openings_hold_with_an_event() {
	new_test_ext().execute_with(|| {
		System::set_block_number(1);
		for opening in section("valid") {
			assert_ok!(single(opening));
			let mut commitment = [0u8; 48];
			commitment.copy_from_slice(&opening[..48]);
			System::assert_last_event(Event::KzgOpeningVerified { commitment }.into());
		}
	});
}

#[test]
fn tampered_openings_are_rejected_and_malformed_ones_refused() {
	new_test_ext().execute_with(|| {
		let tampered = section("tampered");
		assert_eq!(tampered.len(), 8);
		for opening in tampered {
			assert_noop!(single(opening), Error::<Test>::KzgOpeningRejected);
		}
		let malformed = section("malformed");
		assert_eq!(malformed.len(), 10);
		for opening in malformed {
			assert_noop!(single(opening), Error::<Test>::InvalidKzgOpening);
		}
		assert_noop!(
			Verifier::verify_kzg_opening(RawOrigin::None.into(), section("valid")[0]),
			sp_runtime::DispatchError::BadOrigin
		);
	});
}

#[test]
fn a_batch_holds_and_each_error_names_its_cause() {
	new_test_ext().execute_with(|| {
		System::set_block_number(1);
		let openings = section("batch");
		assert_eq!(openings.len(), 8);
		assert_ok!(batch(openings.clone()));
		System::assert_last_event(Event::KzgOpeningsVerified { count: 8 }.into());

		// ckzg's tampered y for opening 5: the batch is rejected.
		let data: serde_json::Value =
			serde_json::from_str(&vectors::read("kzg/ckzg/openings.json")).unwrap();
		let bad_index = data["batch"]["bad_index"].as_u64().unwrap() as usize;
		let bad_y = hex::decode(&data["batch"]["bad_y"].as_str().unwrap()[2..]).unwrap();
		let mut tampered = openings.clone();
		tampered[bad_index][80..112].copy_from_slice(&bad_y);
		assert_noop!(batch(tampered), Error::<Test>::KzgBatchRejected);

		// A malformed opening at index 3 is named.
		let mut malformed = openings.clone();
		malformed[3] = section("malformed")[0];
		assert_noop!(
			batch(malformed),
			Error::<Test>::InvalidKzgOpeningAt { index: 3 }
		);

		assert_noop!(batch(Vec::new()), Error::<Test>::EmptyBatch);
		let max: u32 = <Test as crate::Config>::MaxBatchSize::get();
		let max = max as usize;
		let too_many: Vec<_> = openings.iter().cycle().take(max + 1).copied().collect();
		assert_noop!(batch(too_many), Error::<Test>::TooManyProofs);
	});
}
