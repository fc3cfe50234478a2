import type { Currency } from "@casino/contracts";
import type { Executor, RawRow, schema } from "@casino/db";

// Raw SQL on purpose: the wallet reads and locks balances on every bet and win (ARCHITECTURE D21).

/** A balance row as the lock reads it; the schema's `currency` is plain text, narrowed to the codes. */
type BalanceRaw = RawRow<Pick<typeof schema.ledgerAccount.$inferSelect, "balance">> & { currency: Currency };

/** The sum of a player's balances in the given currencies. */
export async function sumBalances(tx: Executor, playerId: string, currencies: readonly Currency[]) {
  const rows = await tx.query<{ total: string }>(
    `select coalesce(sum(balance), 0)::text as total from ledger_account
     where player_id = $1 and currency = any($2::text[])`,
    [playerId, currencies],
  );
  return BigInt(rows[0]?.total ?? "0");
}

/** Locks a player's balance rows in id order (the order postings lock them, so no deadlock) and reads them. */
export async function lockBalances(tx: Executor, playerId: string, currencies: readonly Currency[]) {
  const rows = await tx.query<BalanceRaw>(
    `select currency, balance::text from ledger_account
     where player_id = $1 and currency = any($2::text[]) order by id for update`,
    [playerId, currencies],
  );
  return new Map(rows.map((row) => [row.currency, BigInt(row.balance)]));
}
