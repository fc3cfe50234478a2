import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { RoundsHistoryPage } from "../../features/game-rounds";
import { loadRoundsHistory } from "../../features/game-rounds/history.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";

/** Guests are sent to sign in; players get the page of rounds prefetched. */
export function loader({ context, request }: { context: SsrContext; request: Request }) {
  return loadRoundsHistory(context, request);
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "history.metaTitle" });

/** `/history`: "My rounds", with the fairness data of each round and the way to verify it. */
export default function HistoryRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <RoundsHistoryPage />
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
