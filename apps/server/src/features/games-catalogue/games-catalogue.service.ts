import type { CachedGames, Game, GameIssue, GameProvider, GamesCatalogue, Locale } from "@casino/contracts";
import type { Database } from "@casino/db";
import {
  presentCachedCatalogue,
  presentCatalogue,
  presentGamesById,
  presentIssue,
  presentProviders,
} from "./games-catalogue.presenter";
import { loadActiveGames, loadCatalogueRows } from "./games-catalogue.repo";

export async function getCatalogue(db: Database, locale: Locale, groupKey: string): Promise<GamesCatalogue> {
  return presentCatalogue(await loadCatalogueRows(db), locale, groupKey);
}

export async function getCachedCatalogue(
  db: Database,
  locale: Locale,
  groupKey: string,
): Promise<CachedGames> {
  return presentCachedCatalogue(await loadCatalogueRows(db), locale, groupKey);
}

/** Fresh records for the ids a client holds; ids of unknown or withdrawn games are left out. */
export async function lookupGames(
  db: Database,
  locale: Locale,
  ids: readonly number[],
): Promise<Record<string, Game>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return {};
  return presentGamesById(await loadActiveGames(db, unique), locale);
}

export async function getGameFilters(
  db: Database,
  locale: Locale,
): Promise<{ categories: (GameIssue & { gamesCount: number })[]; providers: GameProvider[] }> {
  const rows = await loadCatalogueRows(db);
  const counts = new Map<string, number>();
  for (const item of rows.items) counts.set(item.collectionSlug, (counts.get(item.collectionSlug) ?? 0) + 1);
  return {
    categories: rows.collections
      .filter((row) => row.kind === "category")
      .map((row) => ({ ...presentIssue(row, locale), gamesCount: counts.get(row.slug) ?? 0 })),
    providers: presentProviders(rows),
  };
}
