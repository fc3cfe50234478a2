import type { BrandId, PlayCurrency } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { walletCurrencyOf } from "./provider-wallet.money";
import { countActivePlayers, sumRoundsByDay } from "./provider-wallet.stats.repo";

/**
 * Real-money play per UTC day, brand and play currency in [from, to): rounds, distinct players, stake and
 * win in minor units. SweepStakes rounds count in entries (a win paid as winnings has the same scale).
 */
export async function roundTotalsByDay(
  executor: Executor,
  q: { from: Date; to: Date; brand?: BrandId | undefined },
) {
  const rows = await sumRoundsByDay(executor, q);
  const key = (row: { day: string; brand: string; currency: string }) =>
    `${row.day} ${row.brand} ${row.currency}`;
  return rows
    .map(({ gameMode, ...row }) => ({ ...row, currency: walletCurrencyOf(gameMode) }))
    .sort((a, b) => (key(a) < key(b) ? -1 : 1));
}

/** Distinct players with a real round in [from, to): in all, and per play currency. */
export async function activePlayersBetween(
  executor: Executor,
  q: { from: Date; to: Date; brand?: BrandId | undefined },
) {
  const rows = await countActivePlayers(executor, q);
  const byCurrency: Partial<Record<PlayCurrency, number>> = {};
  for (const row of rows) if (row.gameMode) byCurrency[walletCurrencyOf(row.gameMode)] = row.players;
  return { total: rows.find((row) => row.gameMode === null)?.players ?? 0, byCurrency };
}
