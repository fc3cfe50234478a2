import type { GameMode } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { type EngineGame, engineGame } from "../games-catalogue";
import {
  endGameSessionsOfPlayer,
  gameSessionByTokenHash,
  recentlyPlayedGameIds as recentlyPlayedOf,
  unfinishedRoundsOfSession,
} from "../provider-wallet";

/** What other features ask of game sessions; the wallet keeps the sessions, the catalogue the games. */

/** A built-in provider's session with its game, as the game page's API needs it. */
export interface HouseSession {
  id: string;
  playerId: string;
  mode: "real" | "demo";
  gameMode: GameMode;
  expiresAt: Date;
  isLive: boolean;
  game: EngineGame;
}

/** The games a player launched for real most recently, newest first, each once (app start data). */
export function recentlyPlayedGameIds(
  executor: Executor,
  playerId: string,
  limit: number,
): Promise<number[]> {
  return recentlyPlayedOf(executor, { playerId, limit });
}

/**
 * Ends the player's open games with their sessions (sign-out, password reset): the tokens in iframe URLs
 * stop opening games and taking bets; wins of rounds already bet are still accepted (ARCHITECTURE D17).
 */
export function endGamesOfPlayer(executor: Executor, playerId: string, now: Date): Promise<void> {
  return endGameSessionsOfPlayer(executor, { playerId, now });
}

/** The built-in provider's live or expired session behind a token hash, with its game (house games). */
export async function houseSessionByTokenHash(
  executor: Executor,
  tokenHash: string,
  providerSlug: string,
  now: Date,
): Promise<HouseSession | null> {
  const session = await gameSessionByTokenHash(executor, { tokenHash, providerSlug, now });
  if (!session) return null;
  const game = await engineGame(executor, { gameId: session.gameId });
  if (!game) return null;
  const { gameId: _, ...rest } = session;
  return { ...rest, game };
}

/** Rounds of a built-in session that took their bet but never ended, to be finished before the next. */
export function unfinishedHouseRounds(executor: Executor, sessionId: string, providerSlug: string) {
  return unfinishedRoundsOfSession(executor, { sessionId, providerSlug });
}
