//! The precompiles' gas schedules: EIP-1108's for BN254 (the Istanbul prices of EIP-196 and
//! EIP-197) and EIP-2537's final schedule for BLS12-381 (as activated in Prague/Pectra).

/// EIP-1108: BN254 ADD (0x06).
pub const BN254_ADD: u64 = 150;
/// EIP-1108: BN254 MUL (0x07).
pub const BN254_MUL: u64 = 6_000;
/// EIP-1108: BN254 PAIRING (0x08), the fixed part.
pub const BN254_PAIRING_BASE: u64 = 45_000;
/// EIP-1108: BN254 PAIRING (0x08), per 192-byte pair.
pub const BN254_PAIRING_PER_PAIR: u64 = 34_000;

/// EIP-2537: BLS12_G1ADD (0x0b).
pub const BLS12_G1ADD: u64 = 375;
/// EIP-2537: BLS12_G2ADD (0x0d).
pub const BLS12_G2ADD: u64 = 600;
/// EIP-2537: the cost of one G1 multiplication, the base of BLS12_G1MSM's formula.
pub const BLS12_G1MUL: u64 = 12_000;
/// EIP-2537: the cost of one G2 multiplication, the base of BLS12_G2MSM's formula.
pub const BLS12_G2MUL: u64 = 22_500;
/// EIP-2537: BLS12_PAIRING_CHECK (0x0f), the fixed part.
pub const BLS12_PAIRING_BASE: u64 = 37_700;
/// EIP-2537: BLS12_PAIRING_CHECK (0x0f), per 384-byte pair.
pub const BLS12_PAIRING_PER_PAIR: u64 = 32_600;
/// EIP-2537: BLS12_MAP_FP_TO_G1 (0x10).
pub const BLS12_MAP_FP_TO_G1: u64 = 5_500;
/// EIP-2537: BLS12_MAP_FP2_TO_G2 (0x11).
pub const BLS12_MAP_FP2_TO_G2: u64 = 23_800;

/// EIP-2537's divisor of the MSM discounts.
const MSM_MULTIPLIER: u64 = 1_000;

/// EIP-2537's G1 MSM discounts for k = 1..=128 pairs (per mille); larger k take the last.
pub const G1_MSM_DISCOUNT: [u16; 128] = [
	1000, 949, 848, 797, 764, 750, 738, 728, 719, 712, 705, 698, 692, 687, 682, 677, 673, 669, 665,
	661, 658, 654, 651, 648, 645, 642, 640, 637, 635, 632, 630, 627, 625, 623, 621, 619, 617, 615,
	613, 611, 609, 608, 606, 604, 603, 601, 599, 598, 596, 595, 593, 592, 591, 589, 588, 586, 585,
	584, 582, 581, 580, 579, 577, 576, 575, 574, 573, 572, 570, 569, 568, 567, 566, 565, 564, 563,
	562, 561, 560, 559, 558, 557, 556, 555, 554, 553, 552, 551, 550, 549, 548, 547, 547, 546, 545,
	544, 543, 542, 541, 540, 540, 539, 538, 537, 536, 536, 535, 534, 533, 532, 532, 531, 530, 529,
	528, 528, 527, 526, 525, 525, 524, 523, 522, 522, 521, 520, 520, 519,
];

/// EIP-2537's G2 MSM discounts for k = 1..=128 pairs (per mille); larger k take the last.
pub const G2_MSM_DISCOUNT: [u16; 128] = [
	1000, 1000, 923, 884, 855, 832, 812, 796, 782, 770, 759, 749, 740, 732, 724, 717, 711, 704,
	699, 693, 688, 683, 679, 674, 670, 666, 663, 659, 655, 652, 649, 646, 643, 640, 637, 634, 632,
	629, 627, 624, 622, 620, 618, 615, 613, 611, 609, 607, 606, 604, 602, 600, 598, 597, 595, 593,
	592, 590, 589, 587, 586, 584, 583, 582, 580, 579, 578, 576, 575, 574, 573, 571, 570, 569, 568,
	567, 566, 565, 563, 562, 561, 560, 559, 558, 557, 556, 555, 554, 553, 552, 552, 551, 550, 549,
	548, 547, 546, 545, 545, 544, 543, 542, 541, 541, 540, 539, 538, 537, 537, 536, 535, 535, 534,
	533, 532, 532, 531, 530, 530, 529, 528, 528, 527, 526, 526, 525, 524, 524,
];

/// EIP-2537's MSM price for `k` pairs: `k · mul_cost · discount(k) / 1000` (integer division),
/// with `discount(k)` the table's entry k (1-based) or its last for k > 128. Zero for k = 0
/// (the precompiles refuse empty input before pricing it). Saturates instead of overflowing.
pub fn msm(k: usize, mul_cost: u64, discounts: &[u16; 128]) -> u64 {
	let Some(index) = k.checked_sub(1) else {
		return 0;
	};
	let discount = u64::from(discounts[index.min(discounts.len() - 1)]);
	(k as u64).saturating_mul(mul_cost).saturating_mul(discount) / MSM_MULTIPLIER
}

/// `base + per_pair · pairs`, saturating (a pairing's price).
pub fn pairing(pairs: usize, base: u64, per_pair: u64) -> u64 {
	base.saturating_add(per_pair.saturating_mul(pairs as u64))
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn one_pair_costs_one_multiplication() {
		// EIP-2537 prices a single multiplication as an MSM of one pair.
		assert_eq!(msm(1, BLS12_G1MUL, &G1_MSM_DISCOUNT), 12_000);
		assert_eq!(msm(1, BLS12_G2MUL, &G2_MSM_DISCOUNT), 22_500);
	}

	#[test]
	fn discounts_fall_and_stop_at_the_last_entry() {
		for table in [&G1_MSM_DISCOUNT, &G2_MSM_DISCOUNT] {
			assert!(table.windows(2).all(|w| w[0] >= w[1]));
		}
		// k = 129 and beyond use discount(128): 519 and 524.
		assert_eq!(
			msm(200, BLS12_G1MUL, &G1_MSM_DISCOUNT),
			200 * 12_000 * 519 / 1000
		);
		assert_eq!(
			msm(200, BLS12_G2MUL, &G2_MSM_DISCOUNT),
			200 * 22_500 * 524 / 1000
		);
		assert_eq!(msm(0, BLS12_G1MUL, &G1_MSM_DISCOUNT), 0);
	}

	#[test]
	fn prices_saturate() {
		assert_eq!(
			msm(usize::MAX, BLS12_G2MUL, &G2_MSM_DISCOUNT),
			u64::MAX / 1000
		);
		assert_eq!(pairing(usize::MAX, 1, BN254_PAIRING_PER_PAIR), u64::MAX);
	}
}
