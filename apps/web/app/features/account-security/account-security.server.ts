import type { SsrContext } from "@casino/contracts";
import type { DehydratedState } from "@tanstack/react-query";
import { prefetchForRender } from "../../lib/query";
import { accountSecurityQuery } from "./account-security-query";

/**
 * Prefetches the security section for the page's render. A failure is left out of the cache rather than
 * thrown: the page's own loader decides about guests, and the browser loads the section again.
 */
export function prefetchAccountSecurity(context: SsrContext): Promise<DehydratedState> {
  return prefetchForRender(context, (queryClient, api) =>
    queryClient.prefetchQuery(accountSecurityQuery(api)),
  );
}
