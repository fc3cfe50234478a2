import { CURRENCIES } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { playerPostingsOfKeys } from "./ledger.repo";
import type { Balances } from "./ledger.service";

/** What one transaction credited a player: when, and the amount per currency (minor units). */
export interface PlayerCredit {
  postedAt: Date;
  amounts: Balances;
}

/**
 * The transactions posted under these idempotency keys, seen from the player's side, by key; a key never
 * posted is absent. Lets a feature show what its own business events credited without reading the journal.
 */
export async function playerCreditsByKey(
  executor: Executor,
  input: { playerId: string; idempotencyKeys: readonly string[] },
): Promise<Map<string, PlayerCredit>> {
  const credits = new Map<string, PlayerCredit>();
  for (const row of await playerPostingsOfKeys(executor, input.playerId, input.idempotencyKeys)) {
    const credit = credits.get(row.idempotencyKey) ?? {
      postedAt: row.createdAt,
      amounts: Object.fromEntries(CURRENCIES.map((currency) => [currency, 0n])) as Balances,
    };
    credit.amounts[row.currency] += row.amount;
    credits.set(row.idempotencyKey, credit);
  }
  return credits;
}
