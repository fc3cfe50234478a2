import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { PartnersAccount } from "../../features/affiliates";
import { loadPartnersAccount } from "../../features/affiliates/partners-account.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";

/** Guarded (spec §2 affiliate-redirect): only affiliate partners stay, everyone else goes to `/affiliates`. */
export function loader({ context, request }: { context: SsrContext; request: Request }) {
  return loadPartnersAccount(context, request);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "affiliates.account.metaTitle" });

export default function PartnersAccountRoute() {
  const { dehydratedState, origin } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <PartnersAccount origin={origin} />
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
