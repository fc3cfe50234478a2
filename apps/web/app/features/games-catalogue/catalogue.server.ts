import type { AppInit, Locale } from "@casino/contracts";
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import { catalogueQuery, catalogueScope } from "./catalogue-query";
import { gameFiltersQuery } from "./filters-query";
import type { Catalogue } from "./model/catalogue";

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
