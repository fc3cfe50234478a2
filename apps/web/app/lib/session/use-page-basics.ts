import type { AppInit, Brand, Locale, PlayerPageClass } from "@casino/contracts";
import { BRANDS, DEFAULT_LOCALE, isLocale } from "@casino/contracts/client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { PLAYER_QUERY_KEYS } from "../query";
import type { RootBasics } from "./root-basics";

/**
 * Narrow reads of the session for components that need one fact of it. `useSession()` subscribes to app
 * init as a whole, so its every consumer renders again when a player's app init arrives after the first
 * paint of a kept page (decision 024), a layout with the whole page under it included; these render again
 * only when their own value changes.
 */

/** The brand of the page, from the root loader: it never changes during a visit. */
export function useBrand(): Brand {
  return useRouteLoaderData<RootBasics>("root")?.brand ?? BRANDS.funrize;
}

/** The page's locale, from the root loader: it changes only by a navigation. */
export function useLocale(): Locale {
  const locale = useRouteLoaderData<RootBasics>("root")?.locale;
  return locale && isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * Whether the visitor is a guest, as `useSession().isGuest` tells it (app init, else the page's player
 * class, else a guest), without rendering again when app init arrives and says the same. It reads app init
 * from the query cache and does not load it: the root's chrome always holds the app init query.
 */
export function useIsGuest(): boolean {
  const pageClass = useRouteLoaderData<RootBasics>("root")?.playerPageClass ?? null;
  return useAppInitFact(
    useCallback((appInit: AppInit | undefined) => viewerOf(appInit, pageClass)?.isGuest ?? true, [pageClass]),
  );
}

/**
 * What a page is drawn from before (and besides) the visitor's own data: guest or player, and the
 * player's class (decision 024). The same for every player of a class.
 */
export interface PageViewer {
  isGuest: boolean;
  hasDeposits: boolean;
  playerRestrictionIdsHash: string;
  buildId: string;
}

function viewerOf(
  appInit: AppInit | undefined,
  playerPageClass: PlayerPageClass | null | undefined,
): PageViewer | undefined {
  if (appInit) {
    const hasDeposits = !appInit.isGuest && appInit.hasDeposits;
    const { isGuest, playerRestrictionIdsHash, buildId } = appInit;
    return { isGuest, hasDeposits, playerRestrictionIdsHash, buildId };
  }
  if (!playerPageClass) return undefined;
  const { hasDeposits, playerRestrictionIdsHash, buildId } = playerPageClass;
  return { isGuest: false, hasDeposits, playerRestrictionIdsHash, buildId };
}

/**
 * The page's viewer as `useSession().viewer` gives it, the same object until its facts change: a player's app
 * init that agrees with the page's player class renders nothing again.
 */
export function useViewer(): PageViewer | undefined {
  const pageClass = useRouteLoaderData<RootBasics>("root")?.playerPageClass ?? null;
  const facts = useAppInitFact(
    useCallback(
      (appInit: AppInit | undefined) => {
        const viewer = viewerOf(appInit, pageClass);
        return viewer && JSON.stringify(viewer);
      },
      [pageClass],
    ),
  );
  return useMemo(() => (facts === undefined ? undefined : (JSON.parse(facts) as PageViewer)), [facts]);
}

/**
 * A primitive derived from the cached app init, followed through the query cache's events. While React
 * hydrates, it is derived from the app init the document was rendered with instead, so that a part of the
 * page hydrated late (below a `<Suspense>` boundary) still matches the server's HTML when the player's app
 * init has arrived meanwhile; React renders it again with the cached value right after.
 */
export function useAppInitFact<T extends string | number | boolean | null | undefined>(
  fact: (appInit: AppInit | undefined) => T,
): T {
  const client = useQueryClient();
  const documentAppInit = useDocumentAppInit();
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === PLAYER_QUERY_KEYS.appInit[0]) onChange();
      }),
    [client],
  );
  const read = () => fact(client.getQueryData<AppInit>(PLAYER_QUERY_KEYS.appInit));
  const readAsDocument = () => fact(documentAppInit);
  return useSyncExternalStore(subscribe, read, readAsDocument);
}

/** The app init in the root's document data: none on a page kept for a class of players (decision 024). */
function useDocumentAppInit(): AppInit | undefined {
  const queries = useRouteLoaderData<RootBasics>("root")?.dehydratedState.queries;
  const appInit = queries?.find((query) => query.queryKey[0] === PLAYER_QUERY_KEYS.appInit[0]);
  return appInit?.state.data as AppInit | undefined;
}
