import type { GameMode } from "@casino/contracts";
import type { Executor } from "@casino/db";

export async function insertGameSession(
  executor: Executor,
  row: {
    tokenHash: string;
    playerId: string;
    gameId: number;
    providerSlug: string;
    mode: "real" | "demo";
    gameMode: GameMode;
    demoBalance: bigint | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await executor.query(
    `insert into game_session (token_hash, player_id, game_id, provider_slug, mode, game_mode, demo_balance,
       created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.tokenHash,
      row.playerId,
      row.gameId,
      row.providerSlug,
      row.mode,
      row.gameMode,
      row.demoBalance === null ? null : row.demoBalance.toString(),
      row.now.toISOString(),
      row.expiresAt.toISOString(),
    ],
  );
}

/** A built-in provider's session with its game, as the game page's API needs it. */
export interface HouseSession {
  id: string;
  playerId: string;
  mode: "real" | "demo";
  gameMode: GameMode;
  expiresAt: Date;
  isLive: boolean;
  game: {
    id: number;
    slug: string;
    title: string;
    engineId: string | null;
    stakeLevels: { coins: number[]; entries: number[] };
  };
}

export async function findHouseSession(
  executor: Executor,
  tokenHash: string,
  providerSlug: string,
  now: Date,
): Promise<HouseSession | null> {
  const rows = await executor.query<{
    id: string;
    player_id: string;
    mode: "real" | "demo";
    game_mode: GameMode;
    expires_at: Date | string;
    is_live: boolean;
    game_id: number;
    slug: string;
    title: string;
    engine_id: string | null;
    stake_levels: { coins: number[]; entries: number[] };
  }>(
    `select s.id::text, s.player_id::text, s.mode, s.game_mode, s.expires_at, s.expires_at > $3 as is_live,
       g.id as game_id, g.slug, g.title, g.engine_id, g.stake_levels
     from game_session s join game g on g.id = s.game_id
     where s.token_hash = $1 and s.provider_slug = $2`,
    [tokenHash, providerSlug, now.toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    playerId: row.player_id,
    mode: row.mode,
    gameMode: row.game_mode,
    expiresAt: new Date(row.expires_at),
    isLive: row.is_live,
    game: {
      id: row.game_id,
      slug: row.slug,
      title: row.title,
      engineId: row.engine_id,
      stakeLevels: row.stake_levels,
    },
  };
}

/** Rounds of a built-in session that took their bet but were never ended (the process stopped midway). */
export async function findUnfinishedHouseRounds(executor: Executor, sessionId: string, providerSlug: string) {
  const rows = await executor.query<{
    provider_round_id: string;
    bet_total: string;
    outcome: { totalMultiplier?: number } | null;
  }>(
    `select provider_round_id, bet_total::text, outcome from game_round
     where game_session_id = $1 and provider_slug = $2 and status = 'open' and outcome is not null
     order by id limit 10`,
    [sessionId, providerSlug],
  );
  return rows.map((row) => ({
    providerRoundId: row.provider_round_id,
    betTotal: BigInt(row.bet_total),
    totalMultiplier: Number(row.outcome?.totalMultiplier ?? 0),
  }));
}

/** The games a player launched for real most recently, newest first, each once. */
export async function findRecentlyPlayedGameIds(executor: Executor, playerId: string, limit: number) {
  const rows = await executor.query<{ game_id: number }>(
    `select game_id from game_session
     where player_id = $1 and mode = 'real'
     group by game_id order by max(created_at) desc limit $2`,
    [playerId, limit],
  );
  return rows.map((row) => Number(row.game_id));
}

/**
 * Ends every live game session of a player now: their tokens (in iframe URLs) stop opening games and
 * taking bets. Wins of rounds already bet are still accepted after expiry (ARCHITECTURE D17).
 */
export async function expireGameSessionsOfPlayer(executor: Executor, playerId: string, now: Date) {
  await executor.query("update game_session set expires_at = $2 where player_id = $1 and expires_at > $2", [
    playerId,
    now.toISOString(),
  ]);
}
