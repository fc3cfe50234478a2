import type { Currency } from "@casino/contracts";
import { applyPostings, checkPostings, type Posting } from "./postings";

/** The ledger's rules as a pure model: balances plus the idempotency keys already posted. */
export interface Journal {
  readonly balances: ReadonlyMap<string, bigint>;
  /** Idempotency key → fingerprint of what it posted. */
  readonly keys: ReadonlyMap<string, string>;
}

export type PostOutcome =
  | { kind: "posted"; journal: Journal }
  | { kind: "replayed"; journal: Journal }
  | { kind: "duplicate"; journal: Journal }
  | { kind: "insufficient-funds"; journal: Journal; accountId: string; currency: Currency };

export const emptyJournal = (): Journal => ({ balances: new Map(), keys: new Map() });

/** Order-independent description of a set of postings: the same legs give the same fingerprint. */
export function postingsFingerprint(postings: readonly Posting[]): string {
  return postings
    .map((p) => `${p.accountId}|${p.currency}|${p.amount}`)
    .sort()
    .join(";");
}

/**
 * Posts one keyed transaction: a key seen with the same postings is a replay and changes nothing, a key
 * seen with other postings is refused, and a transaction that would overdraw a protected account
 * changes nothing either.
 */
export function postToJournal(
  journal: Journal,
  key: string,
  postings: readonly Posting[],
  mayGoNegative: (accountId: string) => boolean,
): PostOutcome {
  const violation = checkPostings(postings);
  if (violation) throw new RangeError(`postings break ${violation.code}`);
  const fingerprint = postingsFingerprint(postings);
  const seen = journal.keys.get(key);
  if (seen !== undefined) return { kind: seen === fingerprint ? "replayed" : "duplicate", journal };
  const applied = applyPostings(journal.balances, postings, mayGoNegative);
  if (!applied.ok) {
    return { kind: "insufficient-funds", journal, accountId: applied.accountId, currency: applied.currency };
  }
  return {
    kind: "posted",
    journal: {
      balances: new Map([...journal.balances, ...applied.balances]),
      keys: new Map([...journal.keys, [key, fingerprint]]),
    },
  };
}
