//! Nothing here: the compatibility tests are in `tests/`: `sp_crypto_ec_utils.rs` (every
//! shared host function, byte for byte), `validate_block_upstream.rs` (the parachain candidate
//! on sp-crypto-ec-utils' own RFC-0163 functions) and `revm_precompile.rs` (the precompiles).
