#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| hostcurves_fuzz::checked_decoding::run(data));
