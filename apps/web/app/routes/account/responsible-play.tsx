import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { ResponsiblePlayPage } from "../../features/responsible-play";
import { loadResponsiblePlayPage } from "../../features/responsible-play/responsible-play.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";

/** `/account/responsible-play` (spec §2): guests are sent to sign in; players get their settings prefetched. */
export function loader({ context }: { context: SsrContext }) {
  return loadResponsiblePlayPage(context);
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "responsiblePlay.metaTitle" });

export default function ResponsiblePlayRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <ResponsiblePlayPage />
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
