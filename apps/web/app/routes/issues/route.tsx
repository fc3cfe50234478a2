import type { SsrContext } from "@casino/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import { type MetaFunction, useLoaderData, useParams } from "react-router";
import { IssuePage } from "../../features/games-catalogue";
import { loadIssuePage } from "../../features/games-catalogue/catalogue-page.server";
import { CurrentPathNotFound, NotFoundOrPageError, notFoundMeta, pageMeta } from "../../features/shell";

export function loader({ context, params }: { context: SsrContext; params: { pageName?: string } }) {
  return loadIssuePage(context, params.pageName ?? "");
}

/** After the first document the page's data comes from TanStack Query in the browser. */
export function clientLoader() {
  return { dehydratedState: undefined, name: null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data
    ? pageMeta(
        matches,
        { title: data.name ? "games.issue.metaTitle" : "games.library.metaTitle" },
        { title: data.name ?? "" },
      )
    : notFoundMeta(matches, location.pathname);

/** `/issues/{pageName}` (spec §2): a category or collection of the catalogue. */
export default function IssueRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  const { pageName = "" } = useParams();
  return (
    <HydrationBoundary state={dehydratedState}>
      <IssuePage pageName={pageName} onMissing={() => <CurrentPathNotFound />} />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = NotFoundOrPageError;
