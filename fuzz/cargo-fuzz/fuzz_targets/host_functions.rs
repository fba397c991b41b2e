#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| hostcurves_fuzz::host_functions::run(data));
