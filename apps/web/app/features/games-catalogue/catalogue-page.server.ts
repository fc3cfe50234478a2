import { type AppInit, appInitEndpoint, type SsrContext } from "@casino/contracts";
import { prefetchCatalogue } from "../../features/games-catalogue/catalogue.server";
import type { Catalogue } from "../../features/games-catalogue/model/catalogue";
import { prefetchForRender } from "../../lib/query";

/**
 * The server render of a catalogue page: the visitor's catalogue (and the library filters when asked),
 * plus whatever the page reads from it for its status and title.
 */
export async function loadCataloguePage<T>(
  context: SsrContext,
  options: { withFilters?: boolean; read?: (catalogue: Catalogue | undefined, appInit: AppInit) => T } = {},
) {
  let read: T | undefined;
  const dehydratedState = await prefetchForRender(context, async (queryClient, api) => {
    const appInit = await api.call(appInitEndpoint);
    const catalogue = await prefetchCatalogue(queryClient, api, {
      appInit,
      locale: context.locale,
      withFilters: options.withFilters,
    });
    read = options.read?.(catalogue, appInit);
  });
  return { dehydratedState, read };
}
