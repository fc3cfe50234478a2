import type { SsrContext } from "@casino/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import { type MetaFunction, useLoaderData, useParams } from "react-router";
import { ProviderPage } from "../../features/games-catalogue";
import { loadProviderPage } from "../../features/games-catalogue/catalogue-page.server";
import { CurrentPathNotFound, NotFoundOrPageError, notFoundMeta, pageMeta } from "../../features/shell";

export function loader({ context, params }: { context: SsrContext; params: { slug?: string } }) {
  return loadProviderPage(context, params.slug ?? "");
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
    : notFoundMeta(matches, location.pathname);

/** `/providers/{slug}`: one studio's games. */
export default function ProviderRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  const { slug = "" } = useParams();
  return (
    <HydrationBoundary state={dehydratedState}>
      <ProviderPage slug={slug} onMissing={() => <CurrentPathNotFound />} />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = NotFoundOrPageError;
