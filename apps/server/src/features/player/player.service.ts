import {
  type BrandId,
  CURRENCIES,
  type GameMode,
  isBrandId,
  type PlayerBalance,
  toMajorNumber,
} from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import { profileCompleteness } from "@casino/domain";
import { AppError } from "../../platform/errors";
import { type Balances, balancesOf } from "../ledger";
import { findPlayerSummary, type PlayerSummaryRow, selectPublicNames, updateGameMode } from "./player.repo";

export type PlayerSummary = PlayerSummaryRow & { balance: PlayerBalance; profileCompleted: boolean };

/** Ledger balances in the JSON shape of spec §3 `playerBalance` (entries 12.5, coins 300). */
export function presentBalance(balances: Balances): PlayerBalance {
  return Object.fromEntries(
    CURRENCIES.map((currency) => [currency, toMajorNumber(balances[currency], currency)]),
  ) as PlayerBalance;
}

/** The signed-in player with their balances, read together so the header never shows a mixed state. */
export async function loadPlayerSummary(db: Database, playerId: string): Promise<PlayerSummary> {
  return db.transaction(async (tx) => {
    const player = await findPlayerSummary(tx, playerId);
    if (!player) throw new AppError("UNAUTHENTICATED", 401, "Sign in to continue.");
    return {
      ...player,
      profileCompleted: profileCompleteness(player.profile).profileCompleted,
      balance: presentBalance(await balancesOf(tx, playerId)),
    };
  });
}

/** The player without balances, read in the caller's transaction; null when there is no such player. */
export async function playerStateOf(
  executor: Executor,
  playerId: string,
): Promise<Omit<PlayerSummary, "balance"> | null> {
  const player = await findPlayerSummary(executor, playerId);
  return player && { ...player, profileCompleted: profileCompleteness(player.profile).profileCompleted };
}

/** The player's current e-mail address, or null when there is no such player. */
export async function playerEmail(executor: Executor, playerId: string): Promise<string | null> {
  return (await findPlayerSummary(executor, playerId))?.email ?? null;
}

/** Spec §4: the stored mode changes only when the switch succeeds; switching to the current mode is fine. */
export async function switchGameMode(executor: Executor, playerId: string, gameMode: GameMode) {
  await updateGameMode(executor, playerId, gameMode);
  return { success: true as const, gameMode };
}

export interface PublicName {
  id: string;
  brandId: BrandId;
  name: string | null;
  surname: string | null;
}

/** Each player's brand and the name others see (winners feeds), by id; unknown ids are left out. */
export async function publicNamesOf(
  executor: Executor,
  input: { playerIds: readonly string[] },
): Promise<Map<string, PublicName>> {
  const names = new Map<string, PublicName>();
  for (const row of await selectPublicNames(executor, [...new Set(input.playerIds)])) {
    // A brand no longer in the code has no pages to show the name on.
    if (isBrandId(row.brandId)) names.set(row.id, { ...row, brandId: row.brandId });
  }
  return names;
}
