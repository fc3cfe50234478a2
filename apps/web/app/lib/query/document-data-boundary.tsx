import { type DehydratedState, HydrationBoundary } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";

/**
 * `HydrationBoundary` for the queries a document's server render carried, taken as fetched when the
 * document was served. A kept page (decisions 023, 024) was rendered when its data last changed, maybe
 * hours ago, and is sent as current because a change renders it again; with its render's timestamps every
 * view after the first minute found its queries stale and fetched them all again right after hydration,
 * rendering the page once more for the same data.
 */
export function DocumentDataBoundary({
  state,
  children,
}: {
  state: DehydratedState | null | undefined;
  children: ReactNode;
}) {
  const fresh = useMemo(() => asOfTheDocument(state), [state]);
  return <HydrationBoundary state={fresh}>{children}</HydrationBoundary>;
}

function asOfTheDocument(state: DehydratedState | null | undefined): DehydratedState | undefined {
  if (!state) return undefined;
  if (typeof window === "undefined") return state;
  // When the browser started loading this document: no answer in it can be newer.
  const servedAt = Math.floor(performance.timeOrigin);
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.dataUpdatedAt >= servedAt
        ? query
        : { ...query, state: { ...query.state, dataUpdatedAt: servedAt } },
    ),
  };
}
