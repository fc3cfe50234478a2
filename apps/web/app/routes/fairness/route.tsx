import type { SsrContext } from "@casino/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import { type MetaFunction, useLoaderData } from "react-router";
import { FairnessPage } from "../../features/fairness";
import { loadFairnessPage } from "../../features/fairness/fairness.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";

/** `/fairness`: the provably fair verifier for everyone, and the player's own seeds. */
export function loader({ context }: { context: SsrContext }) {
  return loadFairnessPage(context);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "fairness.metaTitle", description: "fairness.metaDescription" });

export default function FairnessRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState}>
      <FairnessPage />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
