//! The memory bound every target asserts: a counting global allocator that measures the
//! bytes a call allocates at its peak, on the calling thread.
//!
//! The bound is linear in the input: [`BYTES_PER_INPUT_BYTE`] per input byte plus
//! [`FIXED_BYTES`]. It catches what matters for a chain: an allocation sized by a length
//! prefix or a count instead of by the bytes present (smoldot's 2^40 length-prefix abort).
//! The per-byte factor is what arkworks' Miller loop needs: it prepares each G2 point into
//! its line coefficients, about 100 times the point's encoding on BLS12-381 and more on
//! BW6-761 (measured figures in docs/fuzzing.md).

use std::{
	alloc::{GlobalAlloc, Layout, System},
	cell::Cell,
};

/// Bytes a call may allocate per byte of its input.
pub const BYTES_PER_INPUT_BYTE: usize = 512;
/// Bytes a call may allocate whatever its input (an empty input included).
pub const FIXED_BYTES: usize = 4 << 20;

thread_local! {
	// Const-initialised and without a destructor: reading them never allocates, so the
	// allocator below may use them.
	static LIVE: Cell<usize> = const { Cell::new(0) };
	static PEAK: Cell<usize> = const { Cell::new(0) };
}

/// The system allocator, counting the calling thread's live bytes and their peak.
struct Meter;

fn grew(bytes: usize) {
	let _ = LIVE.try_with(|live| {
		let now = live.get().saturating_add(bytes);
		live.set(now);
		let _ = PEAK.try_with(|peak| peak.set(peak.get().max(now)));
	});
}

fn shrank(bytes: usize) {
	let _ = LIVE.try_with(|live| live.set(live.get().saturating_sub(bytes)));
}

// SAFETY: every method forwards to `System` with the caller's arguments unchanged; the
// counting touches only thread-locals that need no allocation.
unsafe impl GlobalAlloc for Meter {
	unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
		let ptr = System.alloc(layout);
		if !ptr.is_null() {
			grew(layout.size());
		}
		ptr
	}

	unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
		let ptr = System.alloc_zeroed(layout);
		if !ptr.is_null() {
			grew(layout.size());
		}
		ptr
	}

	unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
		System.dealloc(ptr, layout);
		shrank(layout.size());
	}

	unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
		let new = System.realloc(ptr, layout, new_size);
		if !new.is_null() {
			shrank(layout.size());
			grew(new_size);
		}
		new
	}
}

#[global_allocator]
static METER: Meter = Meter;

/// Runs `f` and returns its result with the peak bytes it had allocated at once on this
/// thread (above what was live when it started).
pub fn peak_of<R>(f: impl FnOnce() -> R) -> (R, usize) {
	let start = LIVE.with(Cell::get);
	PEAK.with(|peak| peak.set(start));
	let result = f();
	(result, PEAK.with(Cell::get) - start)
}

/// The most a call on `input_len` bytes may allocate at once.
pub fn bound(input_len: usize) -> usize {
	input_len
		.saturating_mul(BYTES_PER_INPUT_BYTE)
		.saturating_add(FIXED_BYTES)
}

/// Runs `f` on an input of `input_len` bytes and panics, naming `what`, if it allocated more
/// than [`bound`] at once.
pub fn bounded<R>(what: &str, input_len: usize, f: impl FnOnce() -> R) -> R {
	let (result, peak) = peak_of(f);
	assert!(
		peak <= bound(input_len),
		"{what}: {peak} bytes allocated at once for {input_len} input bytes (bound {})",
		bound(input_len)
	);
	result
}
