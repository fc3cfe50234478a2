import { type Executor, schema } from "@casino/db";
import { and, asc, eq } from "drizzle-orm";

export async function findGame(db: Executor, gameId: number): Promise<{ isActive: boolean } | null> {
  const rows = await db.orm
    .select({ isActive: schema.game.isActive })
    .from(schema.game)
    .where(eq(schema.game.id, gameId))
    .limit(1);
  return rows[0] ?? null;
}

/** Removes the favourite; true when there was one. */
export async function deleteFavorite(db: Executor, playerId: string, gameId: number): Promise<boolean> {
  const removed = await db.orm
    .delete(schema.favoriteGame)
    .where(and(eq(schema.favoriteGame.playerId, playerId), eq(schema.favoriteGame.gameId, gameId)))
    .returning({ gameId: schema.favoriteGame.gameId });
  return removed.length > 0;
}

export async function insertFavorite(db: Executor, playerId: string, gameId: number): Promise<void> {
  await db.orm.insert(schema.favoriteGame).values({ playerId, gameId }).onConflictDoNothing();
}

/** The player's favourite active games, oldest first (the order they were added). */
export async function listFavoriteGameIds(db: Executor, playerId: string): Promise<number[]> {
  const rows = await db.orm
    .select({ gameId: schema.favoriteGame.gameId })
    .from(schema.favoriteGame)
    .innerJoin(schema.game, eq(schema.game.id, schema.favoriteGame.gameId))
    .where(and(eq(schema.favoriteGame.playerId, playerId), eq(schema.game.isActive, true)))
    .orderBy(asc(schema.favoriteGame.createdAt), asc(schema.favoriteGame.gameId));
  return rows.map((row) => row.gameId);
}
