//! What a Wasm module needs to run in sc-executor, which sp-io gives a runtime: memory from the
//! host's allocator, a panic handler, and the exports.

use alloc::vec::Vec;
use core::alloc::{GlobalAlloc, Layout};

extern "C" {
	/// The host's allocator (`sp_io::allocator`, in every node's `SubstrateHostFunctions`):
	/// 8-byte aligned blocks of the runtime's heap.
	fn ext_allocator_malloc_version_1(size: u32) -> u32;
	fn ext_allocator_free_version_1(ptr: u32);
}

struct HostAllocator;

// The host's blocks are 8-byte aligned, which is all the types here need (u64 limbs at
// most). A stricter alignment is refused (a null pointer: an allocation failure, which traps)
// rather than served misaligned.
unsafe impl GlobalAlloc for HostAllocator {
	unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
		if layout.align() > 8 {
			return core::ptr::null_mut();
		}
		ext_allocator_malloc_version_1(layout.size() as u32) as *mut u8
	}
	unsafe fn dealloc(&self, ptr: *mut u8, _: Layout) {
		ext_allocator_free_version_1(ptr as u32)
	}
}

#[global_allocator]
static ALLOCATOR: HostAllocator = HostAllocator;

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
	core::arch::wasm32::unreachable()
}

/// Runs `f` on the input the executor wrote at `ptr` and hands the result to it.
fn call(ptr: u32, len: u32, f: fn(&[u8]) -> Vec<u8>) -> u64 {
	let input = unsafe { core::slice::from_raw_parts(ptr as *const u8, len as usize) };
	let out = f(input);
	let packed = (out.as_ptr() as u64) | ((out.len() as u64) << 32);
	// The executor reads the result after the call; its memory is discarded with the instance.
	core::mem::forget(out);
	packed
}

macro_rules! exports {
	($($f:ident),* $(,)?) => {$(
		#[no_mangle]
		pub extern "C" fn $f(ptr: u32, len: u32) -> u64 {
			call(ptr, len, crate::operations::$f)
		}
	)*};
}

exports!(
	bls12_381_pairing,
	bls12_381_msm_g1,
	bls12_381_mul_g2,
	bandersnatch_msm,
	pallas_msm,
	vesta_mul,
);
