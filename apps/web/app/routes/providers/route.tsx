import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { ProvidersPage } from "../../features/games-catalogue";
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

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "games.providers.metaTitle" });

/** `/providers`: the studios of the catalogue. */
export default function ProvidersRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <ProvidersPage />
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
