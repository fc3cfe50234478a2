import {
  CURRENCIES,
  type Currency,
  type EndpointOutput,
  HOUSE_ACCOUNT_NAMES,
  type LedgerAccount,
  type ledgerTrialBalanceEndpoint,
  type listLedgerAccountsEndpoint,
  type listLedgerTransactionsEndpoint,
} from "@casino/contracts";
import type { Database } from "@casino/db";
import {
  type AccountListing,
  listAccounts,
  listTransactions,
  type PostingListing,
  trialBalanceTotals,
} from "./ledger.backoffice.repo";
import { reconcileLedger } from "./ledger.reconcile";

/** The ledger screens of the back office (issue #11): read-only, `ledger:read`. Amounts as exact minor units. */

const ownerOf = (row: { house: string | null }): "house" | "player" =>
  row.house === null ? "player" : "house";

function presentAccount(row: AccountListing): LedgerAccount {
  return {
    id: row.id,
    owner: ownerOf(row),
    house: row.house,
    playerId: row.playerId,
    currency: row.currency,
    balance: row.balance.toString(),
  };
}

const presentPosting = (row: PostingListing) => ({
  accountId: row.accountId,
  owner: ownerOf(row),
  house: row.house,
  playerId: row.playerId,
  currency: row.currency,
  amount: row.amount.toString(),
});

const pageOf = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

export async function ledgerAccounts(
  db: Database,
  query: {
    owner?: "house" | "player" | undefined;
    currency?: Currency | undefined;
    playerId?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<EndpointOutput<typeof listLedgerAccountsEndpoint>> {
  const { total, accounts } = await listAccounts(db, query, pageOf(query));
  return { accounts: accounts.map(presentAccount), page: query.page, pageSize: query.pageSize, total };
}

export async function ledgerTransactions(
  db: Database,
  query: {
    kind?: string | undefined;
    playerId?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<EndpointOutput<typeof listLedgerTransactionsEndpoint>> {
  const { total, transactions } = await listTransactions(
    db,
    {
      kind: query.kind,
      playerId: query.playerId,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    },
    pageOf(query),
  );
  return {
    transactions: transactions.map((row) => ({
      id: row.id,
      kind: row.kind,
      playerId: row.playerId,
      idempotencyKey: row.idempotencyKey,
      createdAt: row.createdAt.toISOString(),
      metadata: row.metadata,
      postings: row.postings.map(presentPosting),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/**
 * The trial balance: the reconciliation of `npm run ledger:check` itself (its verdict and problems), with
 * the totals per currency that show where the money sits.
 */
export async function ledgerTrialBalance(
  db: Database,
): Promise<EndpointOutput<typeof ledgerTrialBalanceEndpoint>> {
  const [report, totals] = await Promise.all([reconcileLedger(db), trialBalanceTotals(db)]);
  const currencies = CURRENCIES.map((currency) => {
    const posted = totals.posted.filter((row) => row.currency === currency);
    const sum = (rows: readonly { total: bigint }[]) => rows.reduce((total, row) => total + row.total, 0n);
    return {
      currency,
      postingsTotal: sum(posted).toString(),
      playerCachedTotal: sum(totals.cached.filter((row) => row.currency === currency)).toString(),
      playerPostedTotal: sum(posted.filter((row) => row.house === null)).toString(),
      house: HOUSE_ACCOUNT_NAMES.map((house) => ({
        house,
        balance: sum(posted.filter((row) => row.house === house)).toString(),
      })),
    };
  });
  return { isSound: report.isSound, problems: report.problems, counts: report.counts, currencies };
}
