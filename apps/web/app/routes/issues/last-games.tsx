import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { LAST_GAMES_LIST_TEXTS, useLastGames } from "../../features/game-sessions";
import { PlayerGamesPage } from "../../features/games-catalogue";
import { loadCataloguePage } from "../../features/games-catalogue/catalogue-page.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";

export async function loader({ context }: { context: SsrContext }) {
  const { dehydratedState } = await loadCataloguePage(context);
  return { dehydratedState };
}

/** After the first document the page's data comes from TanStack Query in the browser. */
export function clientLoader() {
  return { dehydratedState: undefined };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "games.lastGames.metaTitle" });

/** `/issues/last-games`: the games the player opened last (app init's `lastGames`). */
export default function LastGamesRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  const { ids, isAvailable } = useLastGames();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <PlayerGamesPage texts={LAST_GAMES_LIST_TEXTS} ids={ids} isAvailable={isAvailable} />
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
