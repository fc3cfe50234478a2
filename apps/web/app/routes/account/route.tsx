import type { SsrContext } from "@casino/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import { type MetaFunction, useLoaderData } from "react-router";
import { AccountPage } from "../../features/account";
import { loadAccountPage } from "../../features/account/account.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";

/** Guests are sent to sign in; players get their profile prefetched into the page. */
export function loader({ context }: { context: SsrContext }) {
  return loadAccountPage(context);
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "account.metaTitle" });

export default function AccountRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState}>
      <AccountPage />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
