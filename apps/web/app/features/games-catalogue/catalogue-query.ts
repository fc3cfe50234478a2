import type { AppInit, Game, Locale } from "@casino/contracts";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import { loadCatalogue, lookupGames } from "./model/catalogue-loader";

/** What the catalogue depends on: the restriction set (spec §6: a changed hash refetches) and the language. */
export interface CatalogueScope {
  groupKey: string;
  locale: Locale;
  versionApp?: string;
}

/** The scope of a visitor's catalogue, from their app init or their page's player class (decision 024). */
export function catalogueScope(
  viewer: Pick<AppInit, "playerRestrictionIdsHash" | "buildId">,
  locale: Locale,
): CatalogueScope {
  return { groupKey: viewer.playerRestrictionIdsHash, locale, versionApp: viewer.buildId.slice(0, 32) };
}

/** The catalogue of one restriction set in one language; the hash in the key makes a new set a new fetch. */
export const catalogueQuery = (api: ApiClient, { groupKey, locale, versionApp }: CatalogueScope) =>
  queryOptions({
    queryKey: ["games-catalogue", groupKey, locale],
    queryFn: () => loadCatalogue(api, { groupKey, versionApp }),
    staleTime: 5 * 60_000,
  });

/** Records of games the catalogue lacks (favourites, last games added since the cache was built). */
export const gamesLookupQuery = (api: ApiClient, scope: CatalogueScope, ids: readonly number[]) =>
  queryOptions({
    queryKey: ["games-lookup", scope.groupKey, scope.locale, [...ids].sort((a, b) => a - b).join(",")],
    queryFn: () => lookupGames(api, { groupKey: scope.groupKey, ids }),
    staleTime: 5 * 60_000,
  });

/**
 * The games a page's first screen shows (the first tiles of each row, the game of the week, the
 * player's own rows), put into the server render instead of the whole catalogue. The browser never
 * fetches this key: rows that want more load the catalogue (`catalogueQuery`) on demand.
 */
export const gamesPreviewQuery = ({ groupKey, locale }: CatalogueScope) =>
  queryOptions({
    queryKey: ["games-preview", groupKey, locale],
    queryFn: (): Record<string, Game> => ({}),
    staleTime: Number.POSITIVE_INFINITY,
  });
