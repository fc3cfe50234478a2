import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { PromotionsPage } from "../../features/promotions";
import { loadPromotionsPage } from "../../features/promotions/promotions.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";

/** Guests are sent to sign up; players get their promotions prefetched. */
export function loader({ context, request }: { context: SsrContext; request: Request }) {
  return loadPromotionsPage(context, request);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "promotions.metaTitle", description: "promotions.metaDescription" });

/** `/promotions` (spec §2). */
export default function PromotionsRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <PromotionsPage />
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
