import type { PlayCurrency } from "@casino/contracts";
import { formatCoins, formatEntries } from "@casino/web-kit";

/** The page number of a `?page=` value: 1 for anything that is not a whole number from 1. */
export function pageFromSearch(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** An amount of a round in its currency: entries with two decimals, coins whole. */
export function formatRoundAmount(currency: PlayCurrency, amount: number, locale: string): string {
  return currency === "entries" ? formatEntries(amount, locale) : formatCoins(amount, locale);
}

export interface RoundFairness {
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
}

/**
 * The verifier's deep link for a round (`/fairness?serverSeed=…&clientSeed=…&nonce=…&game=…`): only
 * once the server seed is revealed (after a rotation); before that there is nothing to verify yet.
 */
export function verifierHref(fairness: RoundFairness | null, engineId?: string | null): string | null {
  if (!fairness?.serverSeed) return null;
  const params = new URLSearchParams({
    serverSeed: fairness.serverSeed,
    clientSeed: fairness.clientSeed,
    nonce: String(fairness.nonce),
    serverSeedHash: fairness.serverSeedHash,
  });
  if (engineId) params.set("game", engineId);
  return `/fairness?${params.toString()}`;
}

/** A long hex hash shortened for a table cell; the full value stays available to copy. */
export function shortHash(hash: string): string {
  return hash.length <= 16 ? hash : `${hash.slice(0, 8)}…${hash.slice(-8)}`;
}
