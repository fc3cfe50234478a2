import type { SsrContext } from "@casino/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import { type MetaFunction, useLoaderData } from "react-router";
import { LibraryPage } from "../../features/games-catalogue";
import { loadLibraryPage } from "../../features/games-catalogue/catalogue-page.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";

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
    <HydrationBoundary state={dehydratedState}>
      <LibraryPage />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
