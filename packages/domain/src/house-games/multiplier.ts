/**
 * Every multiplier of the slot engines is an integer number of thousandths of the round's stake:
 * 1500 means 1.5 × stake. Engines never see the stake; the wallet turns a multiplier into money with
 * `payoutFor`, in the currency's minor units, exactly.
 */
export const MULTIPLIER_SCALE = 1000;

const SCALE = BigInt(MULTIPLIER_SCALE);

/** The win for a stake in minor units: stake × multiplier / 1000, rounded down, computed exactly. */
export function payoutFor(stake: bigint, multiplier: number): bigint {
  if (stake < 0n) throw new RangeError(`A stake cannot be negative, got ${stake}`);
  if (!Number.isSafeInteger(multiplier) || multiplier < 0) {
    throw new RangeError(`A multiplier is a non-negative integer of thousandths, got ${multiplier}`);
  }
  return (stake * BigInt(multiplier)) / SCALE;
}

/** A multiplier as a decimal number of stakes for people: 1500 → "1.5", 20 → "0.02". */
export function formatMultiplier(multiplier: number): string {
  const whole = Math.trunc(multiplier / MULTIPLIER_SCALE);
  const fraction = (multiplier % MULTIPLIER_SCALE).toString().padStart(3, "0").replace(/0+$/, "");
  return fraction === "" ? `${whole}` : `${whole}.${fraction}`;
}
