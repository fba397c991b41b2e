//! Which generated weight function charges which operation: generated from the pallet's
//! table (`operation_table!` in `harness/operations/src/table.rs`).

use frame_support::weights::Weight;

use crate::{operation::OpKind, Backend, WeightInfo};

/// Generates [`weight_of`] from the table's rows.
macro_rules! weight_of_table {
	($(
		$name:ident = $kind:ident $(($($arg:tt)*))?
			=> $call:ident($($pre:ident)?; $($post:ident),*) $(, $n:ident)?;
	)*) => { paste::paste! {
		/// The weight of `kind` computed with `backend` at size `n` (points, public inputs or
		/// proofs; see `Operation::size`), in ps of `ref_time`: the weight function of the
		/// benchmark named [`OpKind::benchmark`] (the row [`OpKind::charged_as`] gives; `n` is
		/// ignored by rows without a size).
		pub fn weight_of<W: WeightInfo>(kind: OpKind, backend: Backend, n: u32) -> Weight {
			use crate::operation::{GroupCurve::*, PairingCurve::*, PlonkSystem::*, RingVrfTypes::*};
			match (kind.charged_as(), backend) {
				$(
					// The table's `n` is a name of its own (macro hygiene): bind it to ours.
					(OpKind::$kind $(($($arg)*))?, Backend::Host) => {
						$(let $n = n;)?
						W::$name($($n)?)
					}
					(OpKind::$kind $(($($arg)*))?, Backend::Arkworks) => {
						$(let $n = n;)?
						W::[<ark_ $name>]($($n)?)
					}
				)*
				// `charged_as` maps every operation to a row; nothing reaches this arm, and if
				// a kind ever did, no block could hold its call.
				_ => Weight::MAX,
			}
		}
	}};
}
operation_table!(weight_of_table);
