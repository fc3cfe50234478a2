import type { BrandId } from "@casino/contracts";

/**
 * Redeem rules per brand (issue #14, decision 047): every brand redeems, from 50.00 winnings (100.00 on the
 * brands whose terms set a higher minimum), and plays the entries that come with a purchase through once,
 * except `stormrush`, whose terms ask three times (the rule some sweepstakes operators keep). Operators
 * change all three in the back office; the seed never overwrites them.
 */
const HIGHER_MINIMUM: ReadonlySet<BrandId> = new Set(["nlc", "jackpotRabbit"]);
const TRIPLE_PLAYTHROUGH: ReadonlySet<BrandId> = new Set(["stormrush"]);

export function redemptionSettingFor(brandId: BrandId) {
  return {
    brandId,
    isActive: true,
    // Winnings hundredths.
    minAmount: HIGHER_MINIMUM.has(brandId) ? 10_000n : 5_000n,
    purchasePlaythroughMultiplier: TRIPLE_PLAYTHROUGH.has(brandId) ? "3" : "1",
  };
}
