import { type Executor, schema } from "@casino/db";
import { and, asc, count, desc, eq, gt, gte, isNotNull, max, ne, sql } from "drizzle-orm";

// The wallet's tables read and written off the bet path (game launch, sign-out, history, back office):
// ordinary typed queries (D21); the calls of every bet and win stay raw SQL in the other repos.

const { gameSession, gameRound, walletTransaction } = schema;

/** A session as game launch opens it. */
export type NewGameSession = Required<
  Pick<
    typeof gameSession.$inferInsert,
    "tokenHash" | "gameId" | "providerSlug" | "mode" | "gameMode" | "demoBalance" | "expiresAt"
  >
> & { playerId: string; now: Date };

export async function insertGameSession(executor: Executor, row: NewGameSession): Promise<void> {
  const { now, ...columns } = row;
  await executor.orm.insert(gameSession).values({ ...columns, createdAt: now });
}

/** A provider's session by the hash of its token; `isLive` is false once it expired. */
export async function selectSessionByTokenHash(
  executor: Executor,
  q: { tokenHash: string; providerSlug: string; now: Date },
) {
  const rows = await executor.orm
    .select({
      id: gameSession.id,
      playerId: gameSession.playerId,
      gameId: gameSession.gameId,
      mode: gameSession.mode,
      gameMode: gameSession.gameMode,
      expiresAt: gameSession.expiresAt,
      isLive: gt(gameSession.expiresAt, q.now).mapWith(Boolean),
    })
    .from(gameSession)
    .where(and(eq(gameSession.tokenHash, q.tokenHash), eq(gameSession.providerSlug, q.providerSlug)));
  return rows[0] ?? null;
}

/** Rounds of a session that took their bet and drew an outcome but were never ended, oldest first. */
export function selectUnfinishedRounds(executor: Executor, q: { sessionId: string; providerSlug: string }) {
  return executor.orm
    .select({
      providerRoundId: gameRound.providerRoundId,
      betTotal: gameRound.betTotal,
      outcome: gameRound.outcome,
    })
    .from(gameRound)
    .where(
      and(
        eq(gameRound.gameSessionId, q.sessionId),
        eq(gameRound.providerSlug, q.providerSlug),
        eq(gameRound.status, "open"),
        isNotNull(gameRound.outcome),
      ),
    )
    .orderBy(asc(gameRound.id))
    .limit(10);
}

/** The games a player launched for real most recently, newest first, each once. */
export async function selectRecentlyPlayedGameIds(executor: Executor, playerId: string, limit: number) {
  const rows = await executor.orm
    .select({ gameId: gameSession.gameId })
    .from(gameSession)
    .where(and(eq(gameSession.playerId, playerId), eq(gameSession.mode, "real")))
    .groupBy(gameSession.gameId)
    .orderBy(desc(max(gameSession.createdAt)))
    .limit(limit);
  return rows.map((row) => Number(row.gameId));
}

/** The newest settled real-money rounds that won something, newest first (index `game_round_recent_wins`). */
export function selectNewestWins(executor: Executor, limit: number) {
  return executor.orm
    .select({
      roundId: sql<string>`${gameRound.id}::text`,
      playerId: gameRound.playerId,
      gameId: gameRound.gameId,
      gameMode: gameRound.gameMode,
      winTotal: gameRound.winTotal,
      settledAt: gameRound.settledAt,
    })
    .from(gameRound)
    .where(
      and(eq(gameRound.status, "settled"), gt(gameRound.winTotal, sql`0`), isNotNull(gameRound.settledAt)),
    )
    .orderBy(desc(gameRound.settledAt))
    .limit(limit);
}

/** Ends every live session of a player now. */
export async function expireSessionsOfPlayer(executor: Executor, playerId: string, now: Date) {
  await executor.orm
    .update(gameSession)
    .set({ expiresAt: now })
    .where(and(eq(gameSession.playerId, playerId), gt(gameSession.expiresAt, now)));
}

const roundColumns = {
  id: sql<string>`${gameRound.id}::text`,
  providerSlug: gameRound.providerSlug,
  providerRoundId: gameRound.providerRoundId,
  playerId: gameRound.playerId,
  gameId: gameRound.gameId,
  gameSessionId: gameRound.gameSessionId,
  mode: gameSession.mode,
  gameMode: gameRound.gameMode,
  status: gameRound.status,
  betTotal: gameRound.betTotal,
  winTotal: gameRound.winTotal,
  createdAt: gameRound.createdAt,
  settledAt: gameRound.settledAt,
  outcome: gameRound.outcome,
  fairSeedId: gameRound.fairSeedId,
  nonce: gameRound.nonce,
};

const realRoundsOf = (playerId: string) =>
  and(eq(gameRound.playerId, playerId), eq(gameSession.mode, "real"));

/**
 * Stakes and wins of a player's real-money rounds opened since `since`, per game mode; a rolled-back
 * round moved no money and is left out.
 */
export function selectRealTotalsSince(executor: Executor, playerId: string, since: Date) {
  return executor.orm
    .select({
      gameMode: gameRound.gameMode,
      bets: sql<string>`coalesce(sum(${gameRound.betTotal}), 0)::text`,
      wins: sql<string>`coalesce(sum(${gameRound.winTotal}), 0)::text`,
    })
    .from(gameRound)
    .innerJoin(gameSession, eq(gameSession.id, gameRound.gameSessionId))
    .where(and(realRoundsOf(playerId), gte(gameRound.createdAt, since), ne(gameRound.status, "rolled_back")))
    .groupBy(gameRound.gameMode);
}

/** A player's real-money rounds, newest first, with how many there are in all. */
export async function selectPlayerRounds(
  executor: Executor,
  q: { playerId: string; limit: number; offset: number },
) {
  const [rounds, total] = await Promise.all([
    executor.orm
      .select(roundColumns)
      .from(gameRound)
      .innerJoin(gameSession, eq(gameSession.id, gameRound.gameSessionId))
      .where(realRoundsOf(q.playerId))
      .orderBy(desc(gameRound.createdAt), desc(gameRound.id))
      .limit(q.limit)
      .offset(q.offset),
    executor.orm
      .select({ total: count() })
      .from(gameRound)
      .innerJoin(gameSession, eq(gameSession.id, gameRound.gameSessionId))
      .where(realRoundsOf(q.playerId)),
  ]);
  return { rounds, total: Number(total[0]?.total ?? 0) };
}

export async function selectRound(executor: Executor, id: bigint) {
  const rows = await executor.orm
    .select(roundColumns)
    .from(gameRound)
    .innerJoin(gameSession, eq(gameSession.id, gameRound.gameSessionId))
    .where(eq(gameRound.id, id));
  return rows[0] ?? null;
}

/** Every wallet call of a round, in the order they came. */
export function selectRoundTransactions(executor: Executor, roundId: bigint) {
  return executor.orm
    .select({
      providerTransactionId: walletTransaction.providerTransactionId,
      operation: walletTransaction.operation,
      amount: walletTransaction.amount,
      betTransactionId: walletTransaction.betTransactionId,
      isRolledBack: walletTransaction.isRolledBack,
      createdAt: walletTransaction.createdAt,
    })
    .from(walletTransaction)
    .where(eq(walletTransaction.roundId, roundId))
    .orderBy(asc(walletTransaction.id));
}
