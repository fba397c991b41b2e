//! The report's progress bars: one per phase, drawn on stderr, hidden with `--no-progress`
//! (and by indicatif when stderr is not a terminal).

use indicatif::{ProgressBar, ProgressStyle};

/// A bar of `len` steps for `phase`, showing steps done, the current item (its message),
/// elapsed time and indicatif's estimate of the time left.
pub fn steps(phase: &str, len: u64, hidden: bool) -> ProgressBar {
	styled(
		len,
		hidden,
		&format!("{phase} [{{bar:30}}] {{pos}}/{{len}} {{elapsed}}, ~{{eta}} left: {{msg}}"),
	)
}

/// A bar over a time budget of `budget_ms` for `phase`: its position is the milliseconds
/// spent.
pub fn budget(phase: &str, budget_ms: u64, hidden: bool) -> ProgressBar {
	let seconds = budget_ms.div_ceil(1000);
	styled(
		budget_ms,
		hidden,
		&format!("{phase} [{{bar:30}}] {{elapsed}} of {seconds}s: {{msg}}"),
	)
}

fn styled(len: u64, hidden: bool, template: &str) -> ProgressBar {
	let bar = if hidden {
		ProgressBar::hidden()
	} else {
		ProgressBar::new(len)
	};
	bar.set_style(
		ProgressStyle::with_template(template)
			.unwrap_or_else(|_| ProgressStyle::default_bar())
			.progress_chars("=> "),
	);
	bar
}
