import type { Executor } from "@casino/db";
import { countLedger, findLedgerViolations } from "./ledger.repo";

export interface LedgerReport {
  isSound: boolean;
  counts: { transactions: number; postings: number; accounts: number };
  problems: string[];
}

/**
 * Proves the ledger: every currency sums to zero overall and within each transaction, every cached player
 * balance equals the sum of its postings, every posting matches its account's currency, and no
 * transaction is empty. Read-only, so it can run against a live database.
 */
export async function reconcileLedger(executor: Executor): Promise<LedgerReport> {
  const found = await findLedgerViolations(executor);
  const problems = [
    ...found.currencyTotals.map((r) => `currency ${r.currency} sums to ${r.total}, not 0`),
    ...found.unbalancedTransactions.map(
      (r) => `transaction ${r.transaction_id} leaves ${r.total} ${r.currency} unbalanced`,
    ),
    ...found.staleBalances.map(
      (r) => `account ${r.account_id} caches balance ${r.cached} but its postings sum to ${r.posted}`,
    ),
    ...found.mismatchedCurrencies.map(
      (r) => `posting ${r.posting_id} is in another currency than its account`,
    ),
    ...found.emptyTransactions.map((r) => `transaction ${r.transaction_id} has no postings`),
  ];
  return { isSound: problems.length === 0, counts: await countLedger(executor), problems };
}
