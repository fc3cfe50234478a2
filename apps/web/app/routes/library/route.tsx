import type { SsrContext } from "@casino/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import { type MetaFunction, useLoaderData } from "react-router";
import { LibraryPage } from "../../features/games-catalogue/components/library-page";
import { findIssue } from "../../features/games-catalogue/model/catalogue";
import { PageErrorMessage, pageMeta } from "../../features/shell";
import { loadCataloguePage } from "./catalogue.server";

export async function loader({ context, request }: { context: SsrContext; request: Request }) {
  const category = new URL(request.url).searchParams.get("category");
  const { dehydratedState, read } = await loadCataloguePage(context, {
    withFilters: true,
    read: (catalogue) => (category && catalogue ? (findIssue(catalogue, category)?.title ?? null) : null),
  });
  return { dehydratedState, categoryTitle: read ?? null };
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
