#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| hostcurves_fuzz::proofs_and_signatures::run(data));
