//! What every runtime's genesis presets start from: the well-known development accounts,
//! funded.

use alloc::vec::Vec;
use sp_keyring::Sr25519Keyring;

use crate::{AccountId, Balance};

/// What each endowed account holds at genesis: 2^60 units of 10^-12 (about 1.15 million
/// units), enough for any number of test transactions.
pub const ENDOWMENT: Balance = 1 << 60;

/// Every sr25519 development account `Sr25519Keyring::iter()` yields (Alice to Ferdie, `One`,
/// `Two` and the `//stash` accounts, in sp-keyring's order), each with [`ENDOWMENT`]:
/// pallet-balances' genesis `balances` of the solo chain's and the harness's presets.
pub fn endowed_development_accounts() -> Vec<(AccountId, Balance)> {
	Sr25519Keyring::iter()
		.map(|k| (k.to_account_id(), ENDOWMENT))
		.collect()
}
