import type { PlayCurrency } from "@casino/contracts";
import { CURRENCY_SCALE } from "@casino/contracts/client";
import { payoutFor } from "@casino/domain";
import { formatMinorUnits } from "@casino/web-kit";

/** An amount in minor units for display: coins whole, entries with two decimals (ARCHITECTURE D4). */
export function formatAmount(minor: number | bigint, currency: PlayCurrency, locale: string): string {
  return formatMinorUnits(BigInt(minor), CURRENCY_SCALE[currency], locale);
}

/** What `multiplier` thousandths of `stake` pay, in minor units, rounded down as the wallet pays. */
export function winFor(stake: number, multiplier: number): bigint {
  return payoutFor(BigInt(stake), multiplier);
}

/** A multiplier in thousandths as a short number of stakes: 2500 → "2.5". */
export function stakesText(multiplier: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(multiplier / 1000);
}
