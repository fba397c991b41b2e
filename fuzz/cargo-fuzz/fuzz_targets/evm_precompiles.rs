#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| hostcurves_fuzz::evm_precompiles::run(data));
