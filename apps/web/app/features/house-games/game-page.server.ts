import type { SsrContext } from "@casino/contracts";
import { prefetchForRender } from "../../lib/query";
import { gameSessionQuery } from "./game-session-query";

/**
 * Loads the game page during the render: the session behind the launch URL's token, prefetched so the
 * reels are drawn in the first HTML. A bad or expired token renders the page's own message (the query
 * fails again in the browser), never a site error page.
 */
export async function loadGamePage(context: SsrContext, request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  let title: string | null = null;
  const dehydratedState = token
    ? await prefetchForRender(context, async (queryClient, api) => {
        const session = await queryClient.fetchQuery(gameSessionQuery(api, token)).catch(() => null);
        title = session?.title ?? null;
      })
    : null;
  return { token, title, dehydratedState };
}
