import { toMinorUnits } from "@casino/contracts/client";
import { formatCoins, formatEntries, formatMinorUnits } from "@casino/web-kit";

/**
 * A price in US cents as the player reads it ("$9.99", "$1,250.00"), exactly: the digits never pass
 * through a float.
 */
export function formatPriceCents(cents: number | bigint, locale: string): string {
  return `$${formatMinorUnits(BigInt(cents), 2, locale)}`;
}

/** Dollars as the store hands them (9.99) → cents, exactly: like entries they have a scale of 2. */
export const dollarsToCents = (dollars: number): bigint => toMinorUnits(dollars, "entries");

/** A price in dollars as the store hands it (9.99), shown like `formatPriceCents`. */
export function formatPriceDollars(dollars: number, locale: string): string {
  return formatPriceCents(dollarsToCents(dollars), locale);
}

export const formatCoinsText = (coins: number, locale: string) => formatCoins(coins, locale);
export const formatEntriesText = (entries: number, locale: string) => formatEntries(entries, locale);
