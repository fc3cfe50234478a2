import { appInitEndpoint, type SsrContext } from "@casino/contracts";
import { prefetchCatalogue } from "../../features/games-catalogue/catalogue.server";
import { homePageQuery } from "../../features/home";
import { prefetchForRender } from "../../lib/query";

/**
 * The server render of the home and lobby pages: the home payload and the catalogue, both for the
 * visitor's app init (guest or player, restriction set). The page's SEO title comes from the payload.
 */
export async function loadLobby(context: SsrContext) {
  let seo: { title: string; description: string } | null = null;
  const dehydratedState = await prefetchForRender(context, async (queryClient, api) => {
    const appInit = await api.call(appInitEndpoint);
    const [, home] = await Promise.all([
      prefetchCatalogue(queryClient, api, { appInit, locale: context.locale }),
      queryClient.fetchQuery(homePageQuery(api, context.locale, appInit.isGuest)).catch(() => undefined),
    ]);
    seo = home?.seo ?? null;
  });
  return { dehydratedState, seo: seo as { title: string; description: string } | null };
}
