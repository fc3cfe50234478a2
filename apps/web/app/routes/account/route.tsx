import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { SecuritySection } from "../../features/account-security";
import { prefetchAccountSecurity } from "../../features/account-security/account-security.server";
import { ResendConfirmationButton } from "../../features/auth";
import { IdentitySection } from "../../features/identity-verification";
import { AccountPage, PROFILE_FORM_ANCHOR } from "../../features/profile";
import { loadAccountPage } from "../../features/profile/account.server";
import { RewardsBlock } from "../../features/rewards";
import { prefetchRewards } from "../../features/rewards/rewards.server";
import { PageErrorMessage, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";

/** Guests are sent to sign in; players get their profile, rewards and security settings prefetched. */
export async function loader({ context }: { context: SsrContext }) {
  const [page, rewardsState, securityState] = await Promise.all([
    loadAccountPage(context),
    prefetchRewards(context),
    prefetchAccountSecurity(context),
  ]);
  return { ...page, rewardsState, securityState };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "account.metaTitle" });

export default function AccountRoute() {
  const { dehydratedState, rewardsState, securityState } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <DocumentDataBoundary state={rewardsState}>
        <DocumentDataBoundary state={securityState}>
          <AccountPage
            rewards={
              <RewardsBlock
                confirmEmailAction={<ResendConfirmationButton />}
                profileFormHref={`#${PROFILE_FORM_ANCHOR}`}
              />
            }
          >
            <SecuritySection />
            <IdentitySection />
          </AccountPage>
        </DocumentDataBoundary>
      </DocumentDataBoundary>
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
