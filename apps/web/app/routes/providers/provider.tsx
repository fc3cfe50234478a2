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
import { ProviderPage } from "../../features/games-catalogue/components/provider-page";
import { findProvider } from "../../features/games-catalogue/model/catalogue";
import { NotFoundPage, PageErrorMessage, pageMeta } from "../../features/shell";
import { loadCataloguePage } from "../library/catalogue.server";

export async function loader({ context, params }: { context: SsrContext; params: { slug?: string } }) {
  const slug = params.slug ?? "";
  const { dehydratedState, read } = await loadCataloguePage(context, {
    read: (catalogue) => (catalogue ? { name: findProvider(catalogue, slug)?.name ?? null } : null),
  });
  if (read && read.name === null) throw data(null, { status: 404 });
  return { dehydratedState, name: read?.name ?? null };
}

/** After the first document the page's data comes from TanStack Query in the browser. */
export function clientLoader() {
  return { dehydratedState: undefined, name: null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data
    ? pageMeta(
        matches,
        { title: data.name ? "games.provider.metaTitle" : "games.providers.metaTitle" },
        { name: data.name ?? "" },
      )
    : pageMeta(matches, { title: "shell.notFound.title" }, { path: location.pathname });

function Missing() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} />;
}

/** `/providers/{slug}`: one studio's games. */
export default function ProviderRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  const { slug = "" } = useParams();
  return (
    <HydrationBoundary state={dehydratedState}>
      <ProviderPage slug={slug} onMissing={() => <Missing />} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <Missing />;
  return <PageErrorMessage />;
}
