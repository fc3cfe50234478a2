import type { Executor } from "@casino/db";
import { playerTransactionPage } from "./ledger.history.repo";

export type PlayerTransactionPage = Awaited<ReturnType<typeof playerTransactionPage>>;

/** A page of a player's ledger transactions, newest first, with their side of each (the back office). */
export function playerTransactions(
  executor: Executor,
  input: { playerId: string; limit: number; offset: number },
): Promise<PlayerTransactionPage> {
  return playerTransactionPage(executor, input);
}
