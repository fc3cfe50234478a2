import type { Currency } from "@casino/contracts";
import type { Executor, RawRow, schema } from "@casino/db";

export type HouseAccount = (typeof schema.HOUSE_ACCOUNTS)[number];

/**
 * Some columns of a ledger table as its raw SQL returns them (decision 017), with `currency` narrowed to
 * the codes: the schema stores it as plain text.
 */
type LedgerRaw<Row, K extends keyof Row> = RawRow<Pick<Row, Exclude<K, "currency">>> &
  ("currency" extends K ? { currency: Currency } : unknown);
type AccountCols = typeof schema.ledgerAccount.$inferSelect;
type TransactionCols = typeof schema.ledgerTransaction.$inferSelect;
type PostingCols = typeof schema.ledgerPosting.$inferSelect;

export interface AccountRow {
  id: bigint;
  playerId: string | null;
  house: HouseAccount | null;
  currency: Currency;
}

/** Claims an idempotency key; null when another transaction already holds it. */
export async function insertTransaction(
  tx: Executor,
  row: {
    idempotencyKey: string;
    kind: string;
    playerId: string | null;
    fingerprint: string;
    metadata: object;
  },
): Promise<bigint | null> {
  const rows = await tx.query<{ id: string }>(
    `insert into ledger_transaction (idempotency_key, kind, player_id, fingerprint, metadata)
     values ($1, $2, $3, $4, $5)
     on conflict (idempotency_key) do nothing
     returning id::text`,
    [row.idempotencyKey, row.kind, row.playerId, row.fingerprint, JSON.stringify(row.metadata)],
  );
  return rows[0] ? BigInt(rows[0].id) : null;
}

export async function findTransactionByKey(tx: Executor, idempotencyKey: string) {
  const rows = await tx.query<LedgerRaw<TransactionCols, "id" | "fingerprint" | "kind">>(
    "select id::text, fingerprint, kind from ledger_transaction where idempotency_key = $1",
    [idempotencyKey],
  );
  const row = rows[0];
  return row ? { id: BigInt(row.id), fingerprint: row.fingerprint, kind: row.kind } : null;
}

/** Creates any missing accounts (every player currency, every house account) and returns all of them. */
export async function ensureAccounts(
  tx: Executor,
  playerIds: readonly string[],
  houses: readonly HouseAccount[],
  currencies: readonly Currency[],
): Promise<AccountRow[]> {
  const select = async () =>
    tx.query<LedgerRaw<AccountCols, "id" | "playerId" | "house" | "currency">>(
      `select id::text, player_id::text, house, currency from ledger_account
       where currency = any($3::text[]) and (player_id = any($1::uuid[]) or house = any($2::text[]))`,
      [playerIds, houses, currencies],
    );
  let rows = await select();
  if (rows.length < (playerIds.length + houses.length) * currencies.length) {
    await tx.query(
      `insert into ledger_account (player_id, currency)
       select p, c from unnest($1::uuid[]) p cross join unnest($2::text[]) c
       on conflict do nothing`,
      [playerIds, currencies],
    );
    await tx.query(
      `insert into ledger_account (house, currency)
       select h, c from unnest($1::text[]) h cross join unnest($2::text[]) c
       on conflict do nothing`,
      [houses, currencies],
    );
    rows = await select();
  }
  return rows.map((row) => ({
    id: BigInt(row.id),
    playerId: row.player_id,
    house: row.house,
    currency: row.currency,
  }));
}

export async function insertPostings(
  tx: Executor,
  transactionId: bigint,
  postings: readonly { accountId: bigint; currency: Currency; amount: bigint }[],
): Promise<void> {
  await tx.query(
    `insert into ledger_posting (transaction_id, account_id, currency, amount)
     select $1::bigint, a, c, m from unnest($2::bigint[], $3::text[], $4::bigint[]) as t(a, c, m)`,
    [
      transactionId.toString(),
      postings.map((p) => p.accountId.toString()),
      postings.map((p) => p.currency),
      postings.map((p) => p.amount.toString()),
    ],
  );
}

/**
 * Moves a player account's cached balance. The row lock serialises concurrent moves of one account and the
 * table's CHECK refuses a negative balance, so a concurrent overdraw fails instead of slipping through.
 */
export async function addToBalance(tx: Executor, accountId: bigint, delta: bigint): Promise<bigint> {
  const rows = await tx.query<{ balance: string }>(
    "update ledger_account set balance = balance + $2::bigint where id = $1::bigint returning balance::text",
    [accountId.toString(), delta.toString()],
  );
  if (!rows[0]) throw new Error(`ledger account ${accountId} does not exist`);
  return BigInt(rows[0].balance);
}

export async function playerBalances(tx: Executor, playerId: string) {
  const rows = await tx.query<{ currency: Currency; balance: string }>(
    "select currency, balance::text from ledger_account where player_id = $1",
    [playerId],
  );
  return rows.map((row) => ({ currency: row.currency, balance: BigInt(row.balance) }));
}

/** The postings of the transaction posted under `idempotencyKey`, with the owner of each account. */
export async function postingsOfKey(tx: Executor, idempotencyKey: string) {
  const rows = await tx.query<
    LedgerRaw<AccountCols, "playerId" | "house"> & LedgerRaw<PostingCols, "currency" | "amount">
  >(
    `select a.player_id::text, a.house, p.currency, p.amount::text
     from ledger_transaction t
     join ledger_posting p on p.transaction_id = t.id
     join ledger_account a on a.id = p.account_id
     where t.idempotency_key = $1
     order by p.id`,
    [idempotencyKey],
  );
  return rows.map((row) => ({
    playerId: row.player_id,
    house: row.house,
    currency: row.currency,
    amount: BigInt(row.amount),
  }));
}

/** The player's side of the transactions posted under these keys: one row per key and currency. */
export async function playerPostingsOfKeys(executor: Executor, playerId: string, keys: readonly string[]) {
  // `amount` is the sum of the postings' amounts, `::text` like the column.
  const rows = await executor.query<
    LedgerRaw<TransactionCols, "idempotencyKey" | "createdAt"> & LedgerRaw<PostingCols, "currency" | "amount">
  >(
    `select t.idempotency_key, t.created_at, p.currency, sum(p.amount)::text as amount
     from ledger_transaction t
     join ledger_posting p on p.transaction_id = t.id
     join ledger_account a on a.id = p.account_id
     where t.idempotency_key = any($2::text[]) and a.player_id = $1
     group by t.idempotency_key, t.created_at, p.currency`,
    [playerId, keys],
  );
  return rows.map((row) => ({
    idempotencyKey: row.idempotency_key,
    createdAt: new Date(row.created_at),
    currency: row.currency,
    amount: BigInt(row.amount),
  }));
}

/** The reconciliation queries: each returns the rows that break one ledger rule (none when sound). */
export async function findLedgerViolations(tx: Executor) {
  const [currencyTotals, unbalancedTransactions, staleBalances, mismatchedCurrencies, emptyTransactions] =
    await Promise.all([
      tx.query<{ currency: string; total: string }>(
        "select currency, sum(amount)::text as total from ledger_posting group by currency having sum(amount) <> 0",
      ),
      tx.query<{ transaction_id: string; currency: string; total: string }>(
        `select transaction_id::text, currency, sum(amount)::text as total from ledger_posting
         group by transaction_id, currency having sum(amount) <> 0 limit 100`,
      ),
      tx.query<{ account_id: string; cached: string; posted: string }>(
        `select a.id::text as account_id, a.balance::text as cached, coalesce(sum(p.amount), 0)::text as posted
         from ledger_account a left join ledger_posting p on p.account_id = a.id
         where a.player_id is not null
         group by a.id having a.balance <> coalesce(sum(p.amount), 0) limit 100`,
      ),
      tx.query<{ posting_id: string }>(
        `select p.id::text as posting_id from ledger_posting p join ledger_account a on a.id = p.account_id
         where p.currency <> a.currency limit 100`,
      ),
      tx.query<{ transaction_id: string }>(
        `select t.id::text as transaction_id from ledger_transaction t
         where not exists (select 1 from ledger_posting p where p.transaction_id = t.id) limit 100`,
      ),
    ]);
  return { currencyTotals, unbalancedTransactions, staleBalances, mismatchedCurrencies, emptyTransactions };
}

export async function countLedger(tx: Executor) {
  const rows = await tx.query<{ transactions: string; postings: string; accounts: string }>(
    `select (select count(*) from ledger_transaction)::text as transactions,
            (select count(*) from ledger_posting)::text as postings,
            (select count(*) from ledger_account)::text as accounts`,
  );
  const row = rows[0] ?? { transactions: "0", postings: "0", accounts: "0" };
  return {
    transactions: Number(row.transactions),
    postings: Number(row.postings),
    accounts: Number(row.accounts),
  };
}
