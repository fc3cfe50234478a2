import type { SsrContext } from "@casino/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import { type MetaFunction, useLoaderData } from "react-router";
import { PartnersAccount } from "../../features/affiliates";
import { loadPartnersAccount } from "../../features/affiliates/partners-account.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";

/** Guarded (spec §2 affiliate-redirect): only affiliate partners stay, everyone else goes to `/affiliates`. */
export function loader({ context, request }: { context: SsrContext; request: Request }) {
  return loadPartnersAccount(context, request);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "affiliates.account.metaTitle" });

export default function PartnersAccountRoute() {
  const { dehydratedState, origin } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState}>
      <PartnersAccount origin={origin} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
