import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { LibraryPage } from "../../features/games-catalogue";
import { loadLibraryPage } from "../../features/games-catalogue/catalogue-page.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";

export function loader({ context, request }: { context: SsrContext; request: Request }) {
  return loadLibraryPage(context, request);
}

/** After the first document the page's data comes from TanStack Query in the browser. */
export function clientLoader() {
  return { dehydratedState: undefined, categoryTitle: null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.categoryTitle
    ? pageMeta(matches, { title: "games.library.categoryMetaTitle" }, { title: data.categoryTitle })
    : pageMeta(matches, { title: "games.library.metaTitle" });

/** `/library` (query `category`, spec §2). */
export default function LibraryRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <LibraryPage />
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
