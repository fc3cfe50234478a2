import type { Currency } from "@casino/contracts";

/** One line of a journal transaction: `amount` minor units added to (or, negative, taken from) an account. */
export interface Posting {
  accountId: string;
  currency: Currency;
  amount: bigint;
}

export type LedgerRuleViolation =
  | { code: "EMPTY_TRANSACTION" }
  | { code: "ZERO_POSTING"; accountId: string }
  | { code: "UNBALANCED"; currency: Currency; sum: bigint };

/** Checks the double-entry rules: at least two non-zero postings that sum to zero in every currency. */
export function checkPostings(postings: readonly Posting[]): LedgerRuleViolation | null {
  if (postings.length < 2) return { code: "EMPTY_TRANSACTION" };
  const sums = new Map<Currency, bigint>();
  for (const posting of postings) {
    if (posting.amount === 0n) return { code: "ZERO_POSTING", accountId: posting.accountId };
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amount);
  }
  for (const [currency, sum] of sums) if (sum !== 0n) return { code: "UNBALANCED", currency, sum };
  return null;
}

/** A balanced move of `amount` of one currency from one account to another. */
export function transfer(from: string, to: string, currency: Currency, amount: bigint): Posting[] {
  if (amount <= 0n) throw new RangeError(`A transfer moves a positive amount, not ${amount}`);
  return [
    { accountId: from, currency, amount: -amount },
    { accountId: to, currency, amount },
  ];
}

/** Key of a balance: one account holds one currency. */
export const balanceKey = (accountId: string, currency: Currency) => `${accountId}:${currency}`;

/**
 * Applies postings to balances, refusing the whole transaction when an account that may not go negative
 * (every player account) would end below zero. Returns the new balances of the touched accounts.
 */
export function applyPostings(
  balances: ReadonlyMap<string, bigint>,
  postings: readonly Posting[],
  mayGoNegative: (accountId: string) => boolean,
): { ok: true; balances: Map<string, bigint> } | { ok: false; accountId: string; currency: Currency } {
  const next = new Map<string, bigint>();
  for (const { accountId, currency, amount } of postings) {
    const key = balanceKey(accountId, currency);
    next.set(key, (next.get(key) ?? balances.get(key) ?? 0n) + amount);
  }
  for (const { accountId, currency } of postings) {
    const value = next.get(balanceKey(accountId, currency)) ?? 0n;
    if (value < 0n && !mayGoNegative(accountId)) return { ok: false, accountId, currency };
  }
  return { ok: true, balances: next };
}
