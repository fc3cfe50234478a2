import type { Executor } from "@casino/db";
import {
  expireGameSessionsOfPlayer,
  findHouseSession,
  findRecentlyPlayedGameIds,
  findUnfinishedHouseRounds,
  type HouseSession,
} from "./game-sessions.repo";

export type { HouseSession };

/** What other features ask of game sessions; the feature's index.ts exports these, never the repo. */

/** The games a player launched for real most recently, newest first, each once (app start data). */
export function recentlyPlayedGameIds(
  executor: Executor,
  playerId: string,
  limit: number,
): Promise<number[]> {
  return findRecentlyPlayedGameIds(executor, playerId, limit);
}

/**
 * Ends the player's open games with their sessions (sign-out, password reset): the tokens in iframe URLs
 * stop opening games and taking bets; wins of rounds already bet are still accepted (ARCHITECTURE D17).
 */
export function endGamesOfPlayer(executor: Executor, playerId: string, now: Date): Promise<void> {
  return expireGameSessionsOfPlayer(executor, playerId, now);
}

/** The built-in provider's live or expired session behind a token hash, with its game (house games). */
export function houseSessionByTokenHash(
  executor: Executor,
  tokenHash: string,
  providerSlug: string,
  now: Date,
): Promise<HouseSession | null> {
  return findHouseSession(executor, tokenHash, providerSlug, now);
}

/** Rounds of a built-in session that took their bet but never ended, to be finished before the next. */
export function unfinishedHouseRounds(executor: Executor, sessionId: string, providerSlug: string) {
  return findUnfinishedHouseRounds(executor, sessionId, providerSlug);
}
