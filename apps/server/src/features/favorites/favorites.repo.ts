import { type Executor, schema } from "@casino/db";
import { and, asc, eq } from "drizzle-orm";

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

/** The player's favourite games, active or not, oldest first (the order they were added). */
export async function listFavoriteGameIds(db: Executor, playerId: string): Promise<number[]> {
  const rows = await db.orm
    .select({ gameId: schema.favoriteGame.gameId })
    .from(schema.favoriteGame)
    .where(eq(schema.favoriteGame.playerId, playerId))
    .orderBy(asc(schema.favoriteGame.createdAt), asc(schema.favoriteGame.gameId));
  return rows.map((row) => row.gameId);
}
