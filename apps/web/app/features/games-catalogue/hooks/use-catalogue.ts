import type { Game } from "@casino/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { browserApi } from "../../../lib/api";
import { useQueryDataAsDocument } from "../../../lib/query";
import { useLocale, useViewer } from "../../../lib/session";
import {
  type CatalogueScope,
  catalogueQuery,
  catalogueScope,
  gamesLookupQuery,
  gamesPreviewQuery,
} from "../catalogue-query";
import type { Catalogue } from "../model/catalogue";

export interface CatalogueState {
  catalogue: Catalogue | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The games catalogue of the visitor's restriction set. Prefetched by the pages' server render; in the
 * browser a new `playerRestrictionIdsHash` in app init is a new query key, so the list is fetched again.
 * Before app init loads, a page kept for a class of players draws from that class (decision 024).
 */
export function useCatalogue(options: { enabled?: boolean } = {}): CatalogueState {
  const viewer = useViewer();
  const locale = useLocale();
  const enabled = viewer !== undefined && options.enabled !== false;
  const query = useQuery({
    ...catalogueQuery(
      browserApi,
      viewer ? catalogueScope(viewer, locale) : { groupKey: "", locale, versionApp: undefined },
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
 * The games of `ids` in that order: from the page's preview or the catalogue, plus a lookup for ids
 * neither holds (spec §7 `POST /api/rest/games/cached-games`). Ids the lookup does not know either are
 * left out.
 */
export function useGamesByIds(ids: readonly number[]): CatalogueState & { games: Game[] } {
  const pool = useGamePool();
  const viewer = useViewer();
  const locale = useLocale();
  // Subscribes to the catalogue the pool loads (or not): its error and retry are the page's.
  const state = useCatalogue({ enabled: false });
  const { gamesById, isPending } = pool;
  const missing = useMemo(
    () => (isPending ? [] : [...new Set(ids)].filter((id) => gamesById[id] === undefined)),
    [gamesById, isPending, ids],
  );
  const lookup = useQuery({
    ...gamesLookupQuery(
      browserApi,
      viewer ? catalogueScope(viewer, locale) : { groupKey: "", locale },
      missing,
    ),
    enabled: viewer !== undefined && missing.length > 0,
  });
  const games = useMemo(() => {
    const extra = lookup.data ?? {};
    const merged: Record<string, Game> = { ...extra, ...gamesById };
    return ids.flatMap((id) => (merged[id] ? [merged[id]] : []));
  }, [gamesById, lookup.data, ids]);
  return {
    ...state,
    isPending: isPending || (missing.length > 0 && lookup.isPending),
    games,
  };
}

/**
 * One game by id, for the game modal's title: from the page's preview at once, else from the catalogue
 * (loaded for it); undefined while loading or when the visitor's catalogue lacks it.
 */
export function useCatalogueGame(id: number | null): Game | undefined {
  const { gamesById } = useGamePool();
  const fromPool = id === null ? undefined : gamesById[id];
  const { catalogue } = useCatalogue({ enabled: id !== null && fromPool === undefined });
  return id === null ? undefined : (fromPool ?? catalogue?.gamesById[id]);
}

export interface GamePool {
  /** Every game known so far: the whole catalogue once loaded, else the page's preview. */
  gamesById: Record<string, Game>;
  /** The whole catalogue is in: an id missing from `gamesById` is not in the visitor's catalogue. */
  isComplete: boolean;
  /** Nothing to show yet (no preview, catalogue on its way). */
  isPending: boolean;
  /** Loads the whole catalogue (a row scrolled towards its end, an arrow pressed). */
  loadAll: () => void;
}

/**
 * The games a page can draw now: the preview its server render carried (issue #10: not the whole
 * catalogue) until something asks for more, then the catalogue. Without a preview (a page reached in
 * the browser) the catalogue is loaded at once, as before.
 */
export function useGamePool(): GamePool {
  const viewer = useViewer();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const scope = viewer ? catalogueScope(viewer, locale) : { groupKey: "", locale };
  const preview = useQuery({ ...gamesPreviewQuery(scope), enabled: false }).data;
  const hasPreview = preview !== undefined && Object.keys(preview).length > 0;
  const query = useQuery({
    ...catalogueQuery(browserApi, scope),
    enabled: viewer !== undefined && !hasPreview,
  });
  // While the page hydrates, the catalogue its HTML was rendered with: a row may have fetched the rest since.
  const catalogue = useQueryDataAsDocument<Catalogue>(catalogueQuery(browserApi, scope).queryKey);
  const { groupKey, versionApp } = scope as CatalogueScope;
  const loadAll = useCallback(() => {
    if (!viewer) return;
    void queryClient.prefetchQuery(catalogueQuery(browserApi, { groupKey, locale, versionApp }));
  }, [queryClient, viewer, groupKey, locale, versionApp]);
  return {
    gamesById: catalogue?.gamesById ?? preview ?? {},
    isComplete: catalogue !== undefined,
    isPending: !catalogue && !hasPreview && viewer !== undefined && query.isPending,
    loadAll,
  };
}
