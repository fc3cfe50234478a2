import type { AppInit, HomePage, PlayerPageClass, SsrContext } from "@casino/contracts";
import { appInitRoute } from "@casino/contracts/client";
import { prefetchGamesPreview } from "../../features/games-catalogue/catalogue.server";
import { homePageQuery } from "../../features/home";
import { prefetchForRender } from "../../lib/query";

/**
 * Single games the first document of the home or lobby draws besides the rows' first tiles: the game
 * of the week, the last winners' games, and the player's own rows (last games, favourites), which sit
 * above the rest and must not appear late (a page kept for a class of players has no player's rows).
 */
function singleGameIds(home: HomePage | undefined, appInit: AppInit | null): number[] {
  const ids: number[] = [];
  if (appInit && !appInit.isGuest) ids.push(...appInit.lastGames, ...appInit.favoriteGames);
  if (home?.gameOfWeek) ids.push(home.gameOfWeek.gameId);
  if (home) ids.push(...home.lastWinners.map((winner) => winner.gameId));
  return ids;
}

/**
 * The server render of the home and lobby pages: the home payload and the games its first screens
 * show (never the whole catalogue, issue #10), both for the visitor's app init (guest or player,
 * restriction set), or for the player class of a page kept for a class of players (decision 024). The
 * page's SEO title comes from the payload.
 */
export async function loadLobby(context: SsrContext) {
  let seo: { title: string; description: string } | null = null;
  const dehydratedState = await prefetchForRender(context, async (queryClient, api) => {
    const appInit = context.playerPageClass ? null : await api.call(appInitRoute);
    const viewer = appInit ?? { isGuest: false, ...(context.playerPageClass as PlayerPageClass) };
    const home = await queryClient
      .fetchQuery(homePageQuery(api, context.locale, viewer.isGuest))
      .catch(() => undefined);
    await prefetchGamesPreview(queryClient, api, {
      viewer,
      locale: context.locale,
      rows: home?.collections ?? [],
      ids: singleGameIds(home, appInit),
    });
    seo = home?.seo ?? null;
  });
  return { dehydratedState, seo: seo as { title: string; description: string } | null };
}
