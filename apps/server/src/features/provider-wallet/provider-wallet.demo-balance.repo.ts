import type { Executor } from "@casino/db";

// SQL of a demo session's play money, kept on its game session row (real money lives in the ledger).

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
