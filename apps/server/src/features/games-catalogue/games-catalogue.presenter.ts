import type { CachedGames, Game, GameIssue, GameProvider, GamesCatalogue, Locale } from "@casino/contracts";
import { gameImageUrls } from "../../platform/art";
import type { CatalogueRows, GameRow } from "./games-catalogue.repo";

/** Operator-edited text may lack a locale: fall back to English, then to nothing. */
export const localized = (text: Partial<Record<Locale, string>> | null | undefined, locale: Locale) =>
  text?.[locale] ?? text?.en ?? "";

export function presentGame(row: GameRow, locale: Locale): Game {
  const { img, logo } = gameImageUrls({
    artKey: row.artKey,
    title: row.title,
    providerName: row.providerName,
    theme: row.artTheme,
  });
  return {
    id: row.id,
    slug: row.slug,
    name: row.title,
    img,
    logo,
    providerId: row.providerId,
    provider: row.providerName,
    isNew: row.isNew,
    isHot: row.isHot,
    hasDemo: row.hasDemo,
    rtp: row.rtpBasisPoints / 100,
    volatility: row.volatility,
    description: localized(row.description, locale),
  };
}

function groupIds(pairs: { key: string; gameId: number }[]): Record<string, number[]> {
  const groups: Record<string, number[]> = {};
  for (const { key, gameId } of pairs) {
    groups[key] ??= [];
    groups[key].push(gameId);
  }
  return groups;
}

/** Studios that have at least one active game, with their counts. */
export function presentProviders(rows: CatalogueRows): GameProvider[] {
  const counts = new Map<number, number>();
  for (const game of rows.games) counts.set(game.providerId, (counts.get(game.providerId) ?? 0) + 1);
  return rows.providers
    .filter((provider) => counts.has(provider.id))
    .map(({ id, slug, name, logo }) => ({ id, slug, name, logo, gamesCount: counts.get(id) ?? 0 }));
}

export function presentIssue(row: CatalogueRows["collections"][number], locale: Locale): GameIssue {
  return { slug: row.slug, title: localized(row.title, locale), icon: row.icon, kind: row.kind };
}

/** Ids of each category and collection, in their display order (active games only). */
export function issueGamesIds(rows: CatalogueRows): Record<string, number[]> {
  const ids = groupIds(rows.items.map((item) => ({ key: item.collectionSlug, gameId: item.gameId })));
  return Object.fromEntries(rows.collections.map((row) => [row.slug, ids[row.slug] ?? []]));
}

function catalogueParts(rows: CatalogueRows, locale: Locale, groupKey: string) {
  return {
    providers: presentProviders(rows),
    issues: rows.collections.map((row) => presentIssue(row, locale)),
    issueGamesIds: issueGamesIds(rows),
    providerGamesIds: groupIds(rows.games.map((game) => ({ key: game.providerSlug, gameId: game.id }))),
    menu: rows.collections
      .filter((row) => row.isInMenu)
      .map(({ slug, title, icon }) => ({ slug, title: localized(title, locale), icon })),
    groupKey,
  };
}

export function presentCatalogue(rows: CatalogueRows, locale: Locale, groupKey: string): GamesCatalogue {
  return {
    games: rows.games.map((row) => presentGame(row, locale)),
    ...catalogueParts(rows, locale, groupKey),
  };
}

export function presentCachedCatalogue(rows: CatalogueRows, locale: Locale, groupKey: string): CachedGames {
  return { games: presentGamesById(rows.games, locale), ...catalogueParts(rows, locale, groupKey) };
}

export function presentGamesById(rows: GameRow[], locale: Locale): Record<string, Game> {
  return Object.fromEntries(rows.map((row) => [String(row.id), presentGame(row, locale)]));
}
