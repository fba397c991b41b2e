//! Nothing here: the compatibility test is `tests/sp_crypto_ec_utils.rs`.
