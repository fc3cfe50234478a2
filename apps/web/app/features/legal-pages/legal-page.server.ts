import { legalPageEndpoint, type SsrContext } from "@casino/contracts";
import { data } from "react-router";
import { ApiError } from "../../lib/api";
import { prefetchForRender } from "../../lib/query";
import { legalPageQuery } from "./legal-page-query";

/**
 * Loads a legal page for `/page/:name` during the render (ARCHITECTURE D12). A name the server does not
 * know answers with the 404 page and HTTP status 404.
 */
/** Names the contract accepts; anything else cannot exist, so it is a 404 without asking the server. */
function isLegalPageName(name: string): boolean {
  return legalPageEndpoint.params.safeParse({ name }).success;
}

export async function loadLegalPage(context: SsrContext, name: string) {
  if (!isLegalPageName(name)) throw data(null, { status: 404 });
  let title = "";
  try {
    const dehydratedState = await prefetchForRender(context, async (queryClient, api) => {
      const page = await queryClient.fetchQuery(legalPageQuery(api, context.locale, name));
      title = page.title;
    });
    return { name, title, dehydratedState };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
