import type { Database, Executor } from "@casino/db";
import { notFound } from "../../platform/errors";
import { activeGameIdsAmong, gameIsActive } from "../games-catalogue";
import { deleteFavorite, insertFavorite, listFavoriteGameIds } from "./favorites.repo";

/**
 * Adds the game to the player's favourites, or takes it out when it is there. A withdrawn game can still
 * be taken out, but not added.
 */
export async function toggleFavoriteGame(db: Database, playerId: string, gameId: number) {
  return db.transaction(async (tx) => {
    const isActive = await gameIsActive(tx, { gameId });
    if (isActive === null) throw notFound("GAME_NOT_FOUND", "There is no such game.");
    const wasFavorite = await deleteFavorite(tx, playerId, gameId);
    if (!wasFavorite) {
      if (!isActive) throw notFound("GAME_NOT_FOUND", "There is no such game.");
      await insertFavorite(tx, playerId, gameId);
    }
    return {
      success: true as const,
      isFavorite: !wasFavorite,
      favoriteGames: await loadFavoriteGameIds(tx, playerId),
    };
  });
}

/** The player's favourite active games, oldest first: the ids app-init reports as `favoriteGames`. */
export async function loadFavoriteGameIds(db: Executor, playerId: string): Promise<number[]> {
  const ids = await listFavoriteGameIds(db, playerId);
  const active = await activeGameIdsAmong(db, { gameIds: ids });
  return ids.filter((id) => active.has(id));
}
