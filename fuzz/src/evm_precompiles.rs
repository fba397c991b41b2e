//! Target `evm_precompiles`: each of hostcurves-evm's eleven precompiles through host calls
//! (`Host`) and in plain arkworks (`Arkworks`), on the same input and gas limit: the same
//! output, the same gas, the same failure. Inputs are the fuzzer's bytes, or a valid input
//! (`sample::valid_input`) mutated byte by byte. On success the gas charged is within the
//! limit.

use arbitrary::{Result, Unstructured};
use hostcurves_evm::{run as precompile, sample, Arkworks, Host, Precompile};

use crate::{hostile, meter};

/// The fuzz target (module docs).
pub fn run(data: &[u8]) {
	let _ = try_run(data);
}

fn try_run(data: &[u8]) -> Result<()> {
	let u = &mut Unstructured::new(data);
	let which = *u.choose(&Precompile::ALL)?;
	let gas_limit = if u.arbitrary::<bool>()? {
		u64::MAX
	} else {
		u.int_in_range(0..=400_000)?
	};
	let mut input = if u.arbitrary::<bool>()? {
		let units = u.int_in_range(1..=4)?;
		sample::valid_input(which, units, &mut hostile::rng(u)?)
	} else {
		let len = u.int_in_range(0..=1024)?;
		u.bytes(len.min(u.len()))?.to_vec()
	};
	hostile::mutate(u, &mut input)?;
	let host = meter::bounded("evm precompile", input.len(), || {
		precompile::<Host>(which, &input, gas_limit)
	});
	let arkworks = precompile::<Arkworks>(which, &input, gas_limit);
	assert_eq!(host, arkworks, "{which:?}: host and arkworks differ");
	if let Ok((_, gas)) = host {
		assert!(
			gas <= gas_limit,
			"{which:?}: {gas} gas charged over a limit of {gas_limit}"
		);
	}
	Ok(())
}
