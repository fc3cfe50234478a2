import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { FAVORITES_LIST_TEXTS, useFavorites } from "../../features/favorites";
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

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "games.favorites.metaTitle" });

/** `/issues/favorites` (spec §2): the player's favourite games. */
export default function FavoritesRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  const { ids, isAvailable } = useFavorites();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <PlayerGamesPage texts={FAVORITES_LIST_TEXTS} ids={ids} isAvailable={isAvailable} />
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
