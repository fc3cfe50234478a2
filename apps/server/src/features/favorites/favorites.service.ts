import type { Database, Executor } from "@casino/db";
import { notFound } from "../../platform/errors";
import { deleteFavorite, findGame, insertFavorite, listFavoriteGameIds } from "./favorites.repo";

/**
 * Adds the game to the player's favourites, or takes it out when it is there. A withdrawn game can still
 * be taken out, but not added.
 */
export async function toggleFavoriteGame(db: Database, playerId: string, gameId: number) {
  return db.transaction(async (tx) => {
    const game = await findGame(tx, gameId);
    if (!game) throw notFound("GAME_NOT_FOUND", "There is no such game.");
    const wasFavorite = await deleteFavorite(tx, playerId, gameId);
    if (!wasFavorite) {
      if (!game.isActive) throw notFound("GAME_NOT_FOUND", "There is no such game.");
      await insertFavorite(tx, playerId, gameId);
    }
    return {
      success: true as const,
      isFavorite: !wasFavorite,
      favoriteGames: await listFavoriteGameIds(tx, playerId),
    };
  });
}

/** The ids app-init reports as `favoriteGames`. */
export function loadFavoriteGameIds(db: Executor, playerId: string): Promise<number[]> {
  return listFavoriteGameIds(db, playerId);
}
