import { notFound } from "../../platform/errors";
import type { CachedReads } from "../../platform/feature";
import { activeGameIdsAmong, gameIsActive } from "../games-catalogue";
import { deleteFavorite, insertFavorite, listFavoriteGameIds } from "./favorites.repo";

interface FavoriteToggle {
  playerId: string;
  gameId: number;
}

/**
 * Adds the game to the player's favourites, or takes it out when it is there. A withdrawn game can still
 * be taken out, but not added.
 */
export async function toggleFavoriteGame(ctx: CachedReads, input: FavoriteToggle) {
  const { isFavorite, ids } = await ctx.db.transaction(async (tx) => {
    const isActive = await gameIsActive(tx, { gameId: input.gameId });
    if (isActive === null) throw notFound("GAME_NOT_FOUND", "There is no such game.");
    const wasFavorite = await deleteFavorite(tx, input.playerId, input.gameId);
    if (!wasFavorite) {
      if (!isActive) throw notFound("GAME_NOT_FOUND", "There is no such game.");
      await insertFavorite(tx, input.playerId, input.gameId);
    }
    return { isFavorite: !wasFavorite, ids: await listFavoriteGameIds(tx, input.playerId) };
  });
  // After the commit: the catalogue may have to be read, and PGlite's one connection is free again.
  return { success: true as const, isFavorite, favoriteGames: await onlyListed(ctx, ids) };
}

/** The player's favourite active games, oldest first: the ids app-init reports as `favoriteGames`. */
export async function loadFavoriteGameIds(ctx: CachedReads, input: { playerId: string }): Promise<number[]> {
  return onlyListed(ctx, await listFavoriteGameIds(ctx.db, input.playerId));
}

async function onlyListed(ctx: CachedReads, ids: number[]): Promise<number[]> {
  const active = await activeGameIdsAmong(ctx, { gameIds: ids });
  return ids.filter((id) => active.has(id));
}
