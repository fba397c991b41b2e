//! Block limits every runtime of the workspace uses (each sets its own compute per block:
//! the solo chain and the harness one second in three-second blocks, the parachain two
//! seconds with the relay chain's largest PoV).

use frame_support::{dispatch::DispatchClass, parameter_types};
use frame_system::limits::BlockLength;
use sp_runtime::Perbill;

/// Normal extrinsics may fill 75% of a block; the rest is for operational ones (polkadot-sdk's
/// templates' ratio).
pub const NORMAL_DISPATCH_RATIO: Perbill = Perbill::from_percent(75);

/// Bytes per block: 5 MiB, as polkadot-sdk's templates set it.
pub const MAX_BLOCK_LENGTH: u32 = 5 * 1024 * 1024;

parameter_types! {
	/// [`MAX_BLOCK_LENGTH`] bytes per block, [`NORMAL_DISPATCH_RATIO`] of it for normal
	/// extrinsics (frame-system's `BlockLength`).
	pub RuntimeBlockLength: BlockLength =
		BlockLength::builder()
			.max_length(MAX_BLOCK_LENGTH)
			.modify_max_length_for_class(DispatchClass::Normal, |max| {
				*max = NORMAL_DISPATCH_RATIO * *max
			})
			.build();
}
