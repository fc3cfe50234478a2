import type { AppInit, SsrContext } from "@casino/contracts";
import { appInitRoute } from "@casino/contracts/client";
import { data } from "react-router";
import { prefetchForRender } from "../../lib/query";
import { prefetchCatalogue } from "./catalogue.server";
import { type Catalogue, findIssue, findProvider } from "./model/catalogue";

/**
 * The server render of a catalogue page: the visitor's catalogue (and the library filters when asked),
 * plus whatever the page reads from it for its status and title. Every route listing games loads with it.
 */
export async function loadCataloguePage<T>(
  context: SsrContext,
  options: { withFilters?: boolean; read?: (catalogue: Catalogue | undefined, appInit: AppInit) => T } = {},
) {
  let read: T | undefined;
  const dehydratedState = await prefetchForRender(context, async (queryClient, api) => {
    const appInit = await api.call(appInitRoute);
    const catalogue = await prefetchCatalogue(queryClient, api, {
      appInit,
      locale: context.locale,
      withFilters: options.withFilters,
    });
    read = options.read?.(catalogue, appInit);
  });
  return { dehydratedState, read };
}

/**
 * A page of one named part of the catalogue: its name for the title, or HTTP 404 when the catalogue has no
 * such part (the route's error boundary then shows the 404 page).
 */
async function loadNamedPage(context: SsrContext, nameIn: (catalogue: Catalogue) => string | undefined) {
  const { dehydratedState, read } = await loadCataloguePage(context, {
    read: (catalogue) => (catalogue ? { name: nameIn(catalogue) ?? null } : null),
  });
  if (read && read.name === null) throw data(null, { status: 404 });
  return { dehydratedState, name: read?.name ?? null };
}

/** `/issues/{pageName}`: a category or collection, titled with its name. */
export const loadIssuePage = (context: SsrContext, pageName: string) =>
  loadNamedPage(context, (catalogue) => findIssue(catalogue, pageName)?.title);

/** `/providers/{slug}`: one studio's games, titled with its name. */
export const loadProviderPage = (context: SsrContext, slug: string) =>
  loadNamedPage(context, (catalogue) => findProvider(catalogue, slug)?.name);

/** `/library`: the whole catalogue with its filters, titled with the category of `?category=` if any. */
export async function loadLibraryPage(context: SsrContext, request: Request) {
  const category = new URL(request.url).searchParams.get("category");
  const { dehydratedState, read } = await loadCataloguePage(context, {
    withFilters: true,
    read: (catalogue) => (category && catalogue ? (findIssue(catalogue, category)?.title ?? null) : null),
  });
  return { dehydratedState, categoryTitle: read ?? null };
}
