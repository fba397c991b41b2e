#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| hostcurves_fuzz::blst_vs_arkworks::run(data));
