import type { GameMode, PlayCurrency } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { walletCurrencyOf } from "./provider-wallet.money";
import {
  expireSessionsOfPlayer,
  insertGameSession,
  type NewGameSession,
  selectNewestWins,
  selectPlayerRounds,
  selectRealTotalsSince,
  selectRecentlyPlayedGameIds,
  selectRound,
  selectRoundTransactions,
  selectSessionByTokenHash,
  selectUnfinishedRounds,
} from "./provider-wallet.reads.repo";

// What other features ask of the wallet's sessions and rounds (decision 017): game launch opens
// sessions, sign-out ends them, the house games resume rounds, the history and back office read them.

/** Opens the session a provider will call the wallet with (game launch); only the token's hash is kept. */
export function openGameSession(executor: Executor, input: NewGameSession): Promise<void> {
  return insertGameSession(executor, input);
}

/** A provider's session behind a token hash, live or expired; null when unknown or without a player. */
export async function gameSessionByTokenHash(
  executor: Executor,
  input: { tokenHash: string; providerSlug: string; now: Date },
) {
  const row = await selectSessionByTokenHash(executor, input);
  if (!row?.playerId) return null;
  return { ...row, playerId: row.playerId };
}

/** Rounds of a session that took their bet but never ended, to be finished before the next. */
export async function unfinishedRoundsOfSession(
  executor: Executor,
  input: { sessionId: string; providerSlug: string },
) {
  const rows = await selectUnfinishedRounds(executor, input);
  return rows.map((row) => ({
    providerRoundId: row.providerRoundId,
    betTotal: row.betTotal,
    totalMultiplier: Number((row.outcome as { totalMultiplier?: number } | null)?.totalMultiplier ?? 0),
  }));
}

/** The games a player launched for real most recently, newest first, each once. */
export function recentlyPlayedGameIds(
  executor: Executor,
  input: { playerId: string; limit: number },
): Promise<number[]> {
  return selectRecentlyPlayedGameIds(executor, input.playerId, input.limit);
}

/** The newest winning real-money rounds of every brand, newest first, for the home's winners feed. */
export async function newestWinningRounds(executor: Executor, input: { limit: number }) {
  const rows = await selectNewestWins(executor, input.limit);
  return rows.map((row) => ({ ...row, settledAt: row.settledAt ?? new Date(0) }));
}

/**
 * Ends every live game session of a player now: their tokens (in iframe URLs) stop opening games and
 * taking bets. Wins of rounds already bet are still accepted after expiry (ARCHITECTURE D17).
 */
export function endGameSessionsOfPlayer(
  executor: Executor,
  input: { playerId: string; now: Date },
): Promise<void> {
  return expireSessionsOfPlayer(executor, input.playerId, input.now);
}

/** A round as the wallet keeps it: who played which game in which mode, what was bet and won. */
export interface WalletRound {
  id: string;
  providerSlug: string;
  providerRoundId: string;
  playerId: string;
  gameId: number;
  gameSessionId: string;
  mode: "real" | "demo";
  gameMode: GameMode;
  status: "open" | "settled" | "rolled_back";
  betTotal: bigint;
  winTotal: bigint;
  createdAt: Date;
  settledAt: Date | null;
  outcome: unknown;
  fairSeedId: number | null;
  nonce: number | null;
}

/**
 * The net result (wins minus stakes, minor units) of the player's real-money rounds opened since `since`,
 * per play currency they played in: the reality check's figure.
 */
export async function realNetResultsSince(
  executor: Executor,
  input: { playerId: string; since: Date },
): Promise<{ currency: PlayCurrency; net: bigint }[]> {
  const rows = await selectRealTotalsSince(executor, input.playerId, input.since);
  return rows.map((row) => ({
    currency: walletCurrencyOf(row.gameMode),
    net: BigInt(row.wins) - BigInt(row.bets),
  }));
}

/** A player's real-money rounds, newest first (demo play is not history), and how many there are. */
export function playerRealRounds(
  executor: Executor,
  input: { playerId: string; limit: number; offset: number },
): Promise<{ rounds: WalletRound[]; total: number }> {
  return selectPlayerRounds(executor, input);
}

/** One round by its id; null when there is none. */
export function roundById(executor: Executor, input: { roundId: string }): Promise<WalletRound | null> {
  if (!/^\d+$/.test(input.roundId)) return Promise.resolve(null);
  return selectRound(executor, BigInt(input.roundId));
}

/** Every wallet call of a round, in the order they came, for the back office. */
export async function walletCallsOfRound(executor: Executor, input: { roundId: string }) {
  const rows = await selectRoundTransactions(executor, BigInt(input.roundId));
  return rows.map((row) => ({
    ...row,
    amount: row.amount.toString(),
    createdAt: row.createdAt.toISOString(),
  }));
}
