import type { AppInit, Locale } from "@casino/contracts";
import { cachedGamesLookupRoute } from "@casino/contracts/client";
import type { QueryClient } from "@tanstack/react-query";
import { type ApiClient, CLIENT_HEADER } from "../../lib/api";
import { catalogueQuery, catalogueScope, gamesPreviewQuery } from "./catalogue-query";
import { gameFiltersQuery } from "./filters-query";
import type { Catalogue } from "./model/catalogue";
import { LOOKUP_LIMIT } from "./model/catalogue-loader";
import { pagePreviewIds } from "./model/row-preview";

/**
 * Puts the visitor's catalogue into a page's server render (ARCHITECTURE D12), keyed by the restriction
 * hash of their app init exactly as the browser keys it. Undefined when it could not be loaded: the page
 * then tries again in the browser.
 */
export async function prefetchCatalogue(
  queryClient: QueryClient,
  api: ApiClient,
  { appInit, locale, withFilters = false }: { appInit: AppInit; locale: Locale; withFilters?: boolean },
): Promise<Catalogue | undefined> {
  const [catalogue] = await Promise.all([
    queryClient.fetchQuery(catalogueQuery(api, catalogueScope(appInit, locale))).catch(() => undefined),
    withFilters ? queryClient.prefetchQuery(gameFiltersQuery(api, locale)) : undefined,
  ]);
  return catalogue;
}

/**
 * Puts only the games a page's first screens draw into its server render (a light first page, issue
 * #10): the first columns of the first rows (`rows`) and single games (`ids`). The rows draw these tiles at
 * once and load the rest of the catalogue in the browser when scrolled or asked. A failed lookup leaves
 * the preview empty, and the rows then load the catalogue in the browser.
 */
export async function prefetchGamesPreview(
  queryClient: QueryClient,
  api: ApiClient,
  {
    viewer,
    locale,
    rows,
    ids,
  }: {
    /** App init, or the player class of a page kept for a class of players (decision 024). */
    viewer: Pick<AppInit, "playerRestrictionIdsHash" | "buildId">;
    locale: Locale;
    rows: readonly { gameIds: readonly number[]; rowsPerSlide: number }[];
    ids: readonly number[];
  },
): Promise<void> {
  const scope = catalogueScope(viewer, locale);
  const wanted = [...new Set([...ids, ...pagePreviewIds(rows)])].slice(0, LOOKUP_LIMIT);
  if (wanted.length === 0) return;
  const answer = await api
    // A read sent as POST (the ids ride in the body): the render speaks for the app, as the browser would.
    .call(cachedGamesLookupRoute, {
      query: { groupKey: scope.groupKey },
      body: { games: wanted },
      headers: CLIENT_HEADER,
    })
    .catch(() => undefined);
  if (answer && answer.groupKey === scope.groupKey) {
    // A tile shows no description: the document carries none (the catalogue brings them when loaded).
    const games = Object.fromEntries(
      Object.entries(answer.games).map(([id, game]) => [id, { ...game, description: "" }]),
    );
    queryClient.setQueryData(gamesPreviewQuery(scope).queryKey, games);
  }
}
