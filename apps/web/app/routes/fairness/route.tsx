import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { FairnessPage } from "../../features/fairness";
import { loadFairnessPage } from "../../features/fairness/fairness.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";

/** `/fairness`: the provably fair verifier for everyone, and the player's own seeds. */
export function loader({ context }: { context: SsrContext }) {
  return loadFairnessPage(context);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "fairness.metaTitle", description: "fairness.metaDescription" });

export default function FairnessRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <FairnessPage />
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
