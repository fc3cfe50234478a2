import type { Currency } from "@casino/contracts";
import type { Executor } from "@casino/db";

// Raw SQL on purpose: the wallet reads balances on every call (ARCHITECTURE D21). The stake's lock of a
// player's balance rows is ledger_lock_player_balances, called by the wallet's SQL functions (decision 018).

/** The sum of a player's balances in the given currencies. */
export async function sumBalances(tx: Executor, playerId: string, currencies: readonly Currency[]) {
  const rows = await tx.query<{ total: string }>(
    `select coalesce(sum(balance), 0)::text as total from ledger_account
     where player_id = $1 and currency = any($2::text[])`,
    [playerId, currencies],
  );
  return BigInt(rows[0]?.total ?? "0");
}
