//! Every case of geth's EIP-196/197, EIP-4844 and EIP-2537 vector files through both backends: the
//! expected output and gas, or the expected class of failure; and one unit of gas less than
//! a success's price runs out of gas.

use hostcurves_evm::{run, Arkworks, Backend, PrecompileFailure};

mod support {
	pub mod geth;
}
use support::geth;

/// Runs every case over `B`; returns the mismatches, one line each.
fn mismatches<B: Backend>() -> (usize, Vec<String>) {
	let cases = geth::cases();
	let mut wrong = Vec::new();
	for case in &cases {
		let got = run::<B>(case.precompile, &case.input, case.gas_limit);
		if got != case.expected {
			wrong.push(format!("{}: got {got:?}", case.name));
		}
		if let Ok((_, gas)) = &case.expected {
			let short = run::<B>(case.precompile, &case.input, gas - 1);
			if short != Err(PrecompileFailure::OutOfGas) {
				wrong.push(format!("{} with one gas short: got {short:?}", case.name));
			}
		}
	}
	(cases.len(), wrong)
}

fn check<B: Backend>() {
	let (count, wrong) = mismatches::<B>();
	// 919 success and 59 failure cases in geth's files (the shared vector set).
	assert_eq!(count, 978, "the vector files changed");
	assert!(
		wrong.is_empty(),
		"{} of {count} cases differ:\n{}",
		wrong.len(),
		wrong.join("\n")
	);
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn every_geth_case_through_the_host() {
	check::<hostcurves_evm::Host>();
}

#[test]
#[ignore = "needs the shared vector set: $HOSTCURVES_VECTORS or ../shared/vectors"]
fn every_geth_case_in_plain_arkworks() {
	check::<Arkworks>();
}
