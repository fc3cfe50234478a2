import type { SsrContext } from "@casino/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import { type MetaFunction, useLoaderData } from "react-router";
import { LastGamesPage } from "../../features/games-catalogue/components/last-games-page";
import { PageErrorMessage, pageMeta } from "../../features/shell";
import { loadCataloguePage } from "../library/catalogue.server";

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
  return (
    <HydrationBoundary state={dehydratedState}>
      <LastGamesPage />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
