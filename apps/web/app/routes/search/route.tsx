import type { SsrContext } from "@casino/contracts";
import { useMemo } from "react";
import { type MetaFunction, useLoaderData } from "react-router";
import { allGames, GameGrid, useCatalogue } from "../../features/games-catalogue";
import { loadCataloguePage } from "../../features/games-catalogue/catalogue-page.server";
import { SearchPage } from "../../features/search";
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

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "search.metaTitle" });

function CatalogueSearch() {
  const { catalogue } = useCatalogue();
  const games = useMemo(() => (catalogue ? allGames(catalogue) : undefined), [catalogue]);
  return <SearchPage games={games} renderResults={(found) => <GameGrid games={found} />} />;
}

/** `/search`: the header search of signed-in players (spec §2), over the catalogue. */
export default function SearchRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <CatalogueSearch />
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
