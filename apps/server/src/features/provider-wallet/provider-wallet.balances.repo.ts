import type { Currency } from "@casino/contracts";
import type { Executor } from "@casino/db";

// SQL of the balances the wallet answers with: ledger sums for real play, the session for demo play.

/** The sum of a player's balances in the given currencies (the wallet's playable balance). */
export async function sumBalances(tx: Executor, playerId: string, currencies: readonly Currency[]) {
  const rows = await tx.query<{ total: string }>(
    `select coalesce(sum(balance), 0)::text as total from ledger_account
     where player_id = $1 and currency = any($2::text[])`,
    [playerId, currencies],
  );
  return BigInt(rows[0]?.total ?? "0");
}

/** Locks a player's balance rows (in id order, as the ledger does) and reads them. */
export async function lockBalances(tx: Executor, playerId: string, currencies: readonly Currency[]) {
  const rows = await tx.query<{ currency: Currency; balance: string }>(
    `select currency, balance::text from ledger_account
     where player_id = $1 and currency = any($2::text[]) order by id for update`,
    [playerId, currencies],
  );
  return new Map(rows.map((row) => [row.currency, BigInt(row.balance)]));
}

/** Moves a demo session's play money; null when a debit would take it below zero. */
export async function addToDemoBalance(
  tx: Executor,
  sessionId: string,
  delta: bigint,
): Promise<bigint | null> {
  const rows = await tx.query<{ balance: string }>(
    `update game_session set demo_balance = demo_balance + $2
     where id = $1 and demo_balance + $2 >= 0 returning demo_balance::text as balance`,
    [sessionId, delta.toString()],
  );
  return rows[0] ? BigInt(rows[0].balance) : null;
}

export async function demoBalanceOf(tx: Executor, sessionId: string): Promise<bigint> {
  const rows = await tx.query<{ balance: string | null }>(
    "select demo_balance::text as balance from game_session where id = $1",
    [sessionId],
  );
  return BigInt(rows[0]?.balance ?? "0");
}
