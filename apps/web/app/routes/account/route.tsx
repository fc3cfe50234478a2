import type { SsrContext } from "@casino/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import { type MetaFunction, useLoaderData } from "react-router";
import { SecuritySection } from "../../features/account-security";
import { prefetchAccountSecurity } from "../../features/account-security/account-security.server";
import { AccountPage } from "../../features/profile";
import { loadAccountPage } from "../../features/profile/account.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";

/** Guests are sent to sign in; players get their profile and security settings prefetched into the page. */
export async function loader({ context }: { context: SsrContext }) {
  const [page, securityState] = await Promise.all([
    loadAccountPage(context),
    prefetchAccountSecurity(context),
  ]);
  return { ...page, securityState };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "account.metaTitle" });

export default function AccountRoute() {
  const { dehydratedState, securityState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState}>
      <HydrationBoundary state={securityState}>
        <AccountPage>
          <SecuritySection />
        </AccountPage>
      </HydrationBoundary>
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
