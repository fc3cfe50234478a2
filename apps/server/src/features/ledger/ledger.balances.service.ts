import type { Currency } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { lockBalances, sumBalances } from "./ledger.balances.repo";

/** Which of a player's balances a caller means, e.g. entries and winnings for a SweepStakes stake. */
export interface PlayerBalancesQuery {
  playerId: string;
  currencies: readonly Currency[];
}

/** The total of a player's balances in the given currencies, inside the caller's transaction. */
export function sumPlayerBalances(tx: Executor, query: PlayerBalancesQuery): Promise<bigint> {
  return sumBalances(tx, query.playerId, query.currencies);
}

/**
 * Locks a player's balance rows until the caller's transaction ends and reads them, so a caller that
 * splits a stake across currencies decides against balances no concurrent bet can change meanwhile.
 */
export function lockPlayerBalances(tx: Executor, query: PlayerBalancesQuery): Promise<Map<Currency, bigint>> {
  return lockBalances(tx, query.playerId, query.currencies);
}
