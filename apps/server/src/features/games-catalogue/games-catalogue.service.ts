import type {
  BrandId,
  CachedGames,
  Game,
  GameIssue,
  GameProvider,
  GamesCatalogue,
  Locale,
} from "@casino/contracts";
import type { CachedReads } from "../../platform/feature";
import { catalogueForBrand } from "./brand-view";
import {
  presentCachedCatalogue,
  presentCatalogue,
  presentGamesById,
  presentIssue,
  presentProviders,
} from "./games-catalogue.presenter";
import { type CatalogueRows, loadCatalogueRows } from "./games-catalogue.repo";

/** The read-cache topic of everything the catalogue serves; announce it after any edit of the game tables. */
export const CATALOGUE_TOPIC = "games-catalogue";

/** The catalogue's rows, read once per process and kept until the catalogue changes. */
export function catalogueRows(ctx: CachedReads): Promise<CatalogueRows> {
  return ctx.readCache.read(CATALOGUE_TOPIC, "rows", () => loadCatalogueRows(ctx.db));
}

/** The rows as one brand shows them (its hidden games left out, its pinned games first), from memory. */
export function brandCatalogueRows(ctx: CachedReads, brandId: BrandId): Promise<CatalogueRows> {
  return ctx.readCache.read(CATALOGUE_TOPIC, `rows:${brandId}`, async () =>
    catalogueForBrand(await catalogueRows(ctx), brandId),
  );
}

interface CatalogueView {
  brandId: BrandId;
  locale: Locale;
  /** One of the known restriction sets (see restriction-groups.ts), so the views kept are few. */
  groupKey: string;
}

export function getCatalogue(ctx: CachedReads, view: CatalogueView): Promise<GamesCatalogue> {
  return ctx.readCache.read(
    CATALOGUE_TOPIC,
    `full:${view.brandId}:${view.locale}:${view.groupKey}`,
    async () => presentCatalogue(await brandCatalogueRows(ctx, view.brandId), view.locale, view.groupKey),
  );
}

export function getCachedCatalogue(ctx: CachedReads, view: CatalogueView): Promise<CachedGames> {
  return ctx.readCache.read(
    CATALOGUE_TOPIC,
    `cached:${view.brandId}:${view.locale}:${view.groupKey}`,
    async () =>
      presentCachedCatalogue(await brandCatalogueRows(ctx, view.brandId), view.locale, view.groupKey),
  );
}

/** Fresh records for the ids a client holds; ids of unknown, withdrawn or hidden games are left out. */
export async function lookupGames(
  ctx: CachedReads,
  input: { brandId: BrandId; locale: Locale; ids: readonly number[] },
): Promise<Record<string, Game>> {
  const wanted = new Set(input.ids);
  if (wanted.size === 0) return {};
  const { games } = await brandCatalogueRows(ctx, input.brandId);
  return presentGamesById(
    games.filter((game) => wanted.has(game.id)),
    input.locale,
  );
}

export function getGameFilters(
  ctx: CachedReads,
  input: { brandId: BrandId; locale: Locale },
): Promise<{ categories: (GameIssue & { gamesCount: number })[]; providers: GameProvider[] }> {
  return ctx.readCache.read(CATALOGUE_TOPIC, `filters:${input.brandId}:${input.locale}`, async () => {
    const rows = await brandCatalogueRows(ctx, input.brandId);
    const counts = new Map<string, number>();
    for (const item of rows.items)
      counts.set(item.collectionSlug, (counts.get(item.collectionSlug) ?? 0) + 1);
    return {
      categories: rows.collections
        .filter((row) => row.kind === "category")
        .map((row) => ({ ...presentIssue(row, input.locale), gamesCount: counts.get(row.slug) ?? 0 })),
      providers: presentProviders(rows),
    };
  });
}
