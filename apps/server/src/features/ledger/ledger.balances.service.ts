import type { Currency } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { sumBalances } from "./ledger.balances.repo";

/** Which of a player's balances a caller means, e.g. entries and winnings for a SweepStakes stake. */
export interface PlayerBalancesQuery {
  playerId: string;
  currencies: readonly Currency[];
}

/** The total of a player's balances in the given currencies, inside the caller's transaction. */
export function sumPlayerBalances(tx: Executor, query: PlayerBalancesQuery): Promise<bigint> {
  return sumBalances(tx, query.playerId, query.currencies);
}
