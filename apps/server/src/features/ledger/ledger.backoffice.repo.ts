import type { Currency } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { HouseAccount } from "./ledger.repo";

/** The back office's reads of the ledger (issue #11): accounts, journal pages and the trial balance's sums. */

export interface AccountListing {
  id: string;
  playerId: string | null;
  house: HouseAccount | null;
  currency: Currency;
  balance: bigint;
}

type AccountRaw = {
  id: string;
  player_id: string | null;
  house: HouseAccount | null;
  currency: Currency;
  balance: string;
};

/** `where` clauses, each a fixed condition or one with a `?` for its bound parameter, numbered in order. */
function whereOf(filters: readonly (string | readonly [clause: string, value: unknown])[]) {
  const params: unknown[] = [];
  const clauses = filters.map((filter) => {
    if (typeof filter === "string") return filter;
    params.push(filter[1]);
    return filter[0].replace("?", `$${params.length}`);
  });
  return { where: clauses.length ? `where ${clauses.join(" and ")}` : "", params };
}

/**
 * House accounts first, then players' by id. A house balance is summed from its postings for the accounts
 * on the page only (a correlated sum on the posting index); a player's is the cached one.
 */
export async function listAccounts(
  executor: Executor,
  filter: {
    owner?: "house" | "player" | undefined;
    currency?: Currency | undefined;
    playerId?: string | undefined;
  },
  page: { limit: number; offset: number },
) {
  const filters: (string | [string, unknown])[] = [];
  if (filter.owner === "house") filters.push("a.house is not null");
  if (filter.owner === "player") filters.push("a.player_id is not null");
  if (filter.currency) filters.push(["a.currency = ?", filter.currency]);
  if (filter.playerId) filters.push(["a.player_id = ?", filter.playerId]);
  const { where, params } = whereOf(filters);
  const [count] = await executor.query<{ total: string }>(
    `select count(*)::text as total from ledger_account a ${where}`,
    params,
  );
  const rows = await executor.query<AccountRaw>(
    `select a.id::text, a.player_id::text, a.house, a.currency,
       (case when a.house is null then a.balance
             else coalesce((select sum(p.amount) from ledger_posting p where p.account_id = a.id), 0)
        end)::text as balance
     from ledger_account a ${where}
     order by (a.house is null), a.house, a.id
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return {
    total: Number(count?.total ?? 0),
    accounts: rows.map(
      (row): AccountListing => ({
        id: row.id,
        playerId: row.player_id,
        house: row.house,
        currency: row.currency,
        balance: BigInt(row.balance),
      }),
    ),
  };
}

export interface PostingListing {
  accountId: string;
  playerId: string | null;
  house: HouseAccount | null;
  currency: Currency;
  amount: bigint;
}

export interface TransactionListing {
  id: string;
  kind: string;
  playerId: string | null;
  idempotencyKey: string;
  createdAt: Date;
  metadata: Record<string, unknown>;
  postings: PostingListing[];
}

/** Newest first, one page, with every posting of the transactions on it (two queries, not one per row). */
export async function listTransactions(
  executor: Executor,
  filter: {
    kind?: string | undefined;
    playerId?: string | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
  },
  page: { limit: number; offset: number },
) {
  const filters: [string, unknown][] = [];
  if (filter.kind) filters.push(["t.kind = ?", filter.kind]);
  if (filter.playerId) filters.push(["t.player_id = ?", filter.playerId]);
  if (filter.from) filters.push(["t.created_at >= ?", filter.from.toISOString()]);
  if (filter.to) filters.push(["t.created_at < ?", filter.to.toISOString()]);
  const { where, params } = whereOf(filters);
  const [count] = await executor.query<{ total: string }>(
    `select count(*)::text as total from ledger_transaction t ${where}`,
    params,
  );
  const rows = await executor.query<{
    id: string;
    kind: string;
    player_id: string | null;
    idempotency_key: string;
    created_at: Date | string;
    metadata: Record<string, unknown> | null;
  }>(
    `select t.id::text, t.kind, t.player_id::text, t.idempotency_key, t.created_at, t.metadata
     from ledger_transaction t ${where}
     order by t.id desc
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  const postings = rows.length
    ? await executor.query<
        Omit<AccountRaw, "id" | "balance"> & { transaction_id: string; account_id: string; amount: string }
      >(
        `select p.transaction_id::text, p.account_id::text, a.player_id::text, a.house, p.currency, p.amount::text
         from ledger_posting p join ledger_account a on a.id = p.account_id
         where p.transaction_id = any($1::bigint[])
         order by p.id`,
        [rows.map((row) => row.id)],
      )
    : [];
  return {
    total: Number(count?.total ?? 0),
    transactions: rows.map(
      (row): TransactionListing => ({
        id: row.id,
        kind: row.kind,
        playerId: row.player_id,
        idempotencyKey: row.idempotency_key,
        createdAt: new Date(row.created_at),
        metadata: row.metadata ?? {},
        postings: postings
          .filter((posting) => posting.transaction_id === row.id)
          .map(
            (posting): PostingListing => ({
              accountId: posting.account_id,
              playerId: posting.player_id,
              house: posting.house,
              currency: posting.currency,
              amount: BigInt(posting.amount),
            }),
          ),
      }),
    ),
  };
}

/**
 * The trial balance's sums per currency in one pass over the postings: each house account's total, all
 * players' postings together, and the players' cached balances beside them.
 */
export async function trialBalanceTotals(executor: Executor) {
  const [posted, cached] = await Promise.all([
    executor.query<{ currency: Currency; house: HouseAccount | null; total: string }>(
      `select a.currency, a.house, sum(p.amount)::text as total
       from ledger_posting p join ledger_account a on a.id = p.account_id
       group by a.currency, a.house`,
    ),
    executor.query<{ currency: Currency; total: string }>(
      `select currency, sum(balance)::text as total from ledger_account
       where player_id is not null group by currency`,
    ),
  ]);
  return {
    posted: posted.map((row) => ({ currency: row.currency, house: row.house, total: BigInt(row.total) })),
    cached: cached.map((row) => ({ currency: row.currency, total: BigInt(row.total) })),
  };
}
