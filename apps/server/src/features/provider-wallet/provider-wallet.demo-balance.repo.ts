import type { Executor } from "@casino/db";

// SQL of a demo session's play money, kept on its game session row (real money lives in the ledger). Bets,
// wins and rollbacks move it in the wallet's SQL functions (decision 018).

export async function demoBalanceOf(tx: Executor, sessionId: string): Promise<bigint> {
  const rows = await tx.query<{ balance: string | null }>(
    "select demo_balance::text as balance from game_session where id = $1",
    [sessionId],
  );
  return BigInt(rows[0]?.balance ?? "0");
}
