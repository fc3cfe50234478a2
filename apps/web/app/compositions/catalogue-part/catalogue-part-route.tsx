import type { DehydratedState } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type MetaFunction, useLoaderData } from "react-router";
import { CurrentPathNotFound, notFoundMeta, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";

/**
 * The route pieces of a page showing one named part of the catalogue (`/issues/{name}`, `/providers/{slug}`):
 * its loader answers the part's name or 404 (games-catalogue's `catalogue-page.server`); the rest is here.
 */
export interface CataloguePartData {
  dehydratedState: DehydratedState | undefined;
  name: string | null;
}

/** In the browser, after the first document, the part comes from TanStack Query; no server round trip. */
export function cataloguePartClientLoader(): CataloguePartData {
  return { dehydratedState: undefined, name: null };
}

/**
 * The page's title: the part's with its name (as `{{<value>}}`), the list's while the name is unknown, and
 * the 404 page's when the loader answered 404.
 */
export function cataloguePartMeta(keys: { named: string; list: string; value: string }): MetaFunction {
  return ({ data, matches, location }) => {
    const part = data as CataloguePartData | undefined;
    if (!part) return notFoundMeta(matches, location.pathname);
    return pageMeta(
      matches,
      { title: part.name ? keys.named : keys.list },
      { [keys.value]: part.name ?? "" },
    );
  };
}

/** The page: the catalogue hydrated, and the 404 page for the feature to show for a name it does not know. */
export function CataloguePartPage({ render }: { render: (onMissing: () => ReactNode) => ReactNode }) {
  const { dehydratedState } = useLoaderData<CataloguePartData>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      {render(() => (
        <CurrentPathNotFound />
      ))}
    </DocumentDataBoundary>
  );
}
