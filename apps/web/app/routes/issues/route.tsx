import type { SsrContext } from "@casino/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import {
  data,
  isRouteErrorResponse,
  type MetaFunction,
  useLoaderData,
  useLocation,
  useParams,
  useRouteError,
} from "react-router";
import { IssuePage } from "../../features/games-catalogue/components/issue-page";
import { findIssue } from "../../features/games-catalogue/model/catalogue";
import { NotFoundPage, PageErrorMessage, pageMeta } from "../../features/shell";
import { loadCataloguePage } from "../library/catalogue.server";

export async function loader({ context, params }: { context: SsrContext; params: { pageName?: string } }) {
  const pageName = params.pageName ?? "";
  const { dehydratedState, read } = await loadCataloguePage(context, {
    read: (catalogue) => (catalogue ? { title: findIssue(catalogue, pageName)?.title ?? null } : null),
  });
  // A name the catalogue does not have answers with the 404 page and HTTP status 404.
  if (read && read.title === null) throw data(null, { status: 404 });
  return { dehydratedState, title: read?.title ?? null };
}

/** After the first document the page's data comes from TanStack Query in the browser. */
export function clientLoader() {
  return { dehydratedState: undefined, title: null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data
    ? pageMeta(
        matches,
        { title: data.title ? "games.issue.metaTitle" : "games.library.metaTitle" },
        { title: data.title ?? "" },
      )
    : pageMeta(matches, { title: "shell.notFound.title" }, { path: location.pathname });

function Missing() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} />;
}

/** `/issues/{pageName}` (spec §2): a category or collection of the catalogue. */
export default function IssueRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  const { pageName = "" } = useParams();
  return (
    <HydrationBoundary state={dehydratedState}>
      <IssuePage pageName={pageName} onMissing={() => <Missing />} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <Missing />;
  return <PageErrorMessage />;
}
