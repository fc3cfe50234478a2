import type { Game } from "@casino/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { browserApi } from "../../../lib/api";
import { useSession } from "../../../lib/session";
import { catalogueQuery, catalogueScope, gamesLookupQuery } from "../catalogue-query";
import { type Catalogue, gamesOf, missingIds } from "../model/catalogue";

export interface CatalogueState {
  catalogue: Catalogue | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The games catalogue of the visitor's restriction set. Prefetched by the pages' server render; in the
 * browser a new `playerRestrictionIdsHash` in app init is a new query key, so the list is fetched again.
 */
export function useCatalogue(options: { enabled?: boolean } = {}): CatalogueState {
  const { appInit, locale } = useSession();
  const enabled = appInit !== undefined && options.enabled !== false;
  const query = useQuery({
    ...catalogueQuery(
      browserApi,
      appInit ? catalogueScope(appInit, locale) : { groupKey: "", locale, versionApp: undefined },
    ),
    enabled,
  });
  return {
    catalogue: query.data,
    isPending: enabled && query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}

/**
 * The games of `ids` in that order: from the catalogue, plus a lookup for ids it does not hold (spec §7
 * `POST /api/rest/games/cached-games`). Ids the lookup does not know either are left out.
 */
export function useGamesByIds(ids: readonly number[]): CatalogueState & { games: Game[] } {
  const state = useCatalogue();
  const { appInit, locale } = useSession();
  const { catalogue } = state;
  const missing = useMemo(() => (catalogue ? missingIds(catalogue, ids) : []), [catalogue, ids]);
  const lookup = useQuery({
    ...gamesLookupQuery(
      browserApi,
      appInit ? catalogueScope(appInit, locale) : { groupKey: "", locale },
      missing,
    ),
    enabled: appInit !== undefined && missing.length > 0,
  });
  const games = useMemo(() => {
    if (!catalogue) return [];
    const extra = lookup.data ?? {};
    const merged = { ...catalogue, gamesById: { ...extra, ...catalogue.gamesById } };
    return gamesOf(merged, ids);
  }, [catalogue, lookup.data, ids]);
  return { ...state, isPending: state.isPending || (missing.length > 0 && lookup.isPending), games };
}

/** One game by id, for the game modal's title; undefined while loading or when it is not in the catalogue. */
export function useCatalogueGame(id: number | null): Game | undefined {
  const { catalogue } = useCatalogue({ enabled: id !== null });
  return id === null ? undefined : catalogue?.gamesById[id];
}
