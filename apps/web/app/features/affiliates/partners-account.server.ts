import type { SsrContext } from "@casino/contracts";
import { redirect } from "react-router";
import { ApiError } from "../../lib/api";
import { prefetchForRender } from "../../lib/query";
import { partnersAccountQuery } from "./partners-query";

/**
 * The affiliate-redirect guard of `/affiliates/partners-account` (spec §2): guests and players who are not
 * affiliate partners (401, 403 from the API) are sent to `/affiliates`.
 */
export async function loadPartnersAccount(context: SsrContext, request: Request) {
  try {
    const dehydratedState = await prefetchForRender(context, (queryClient, api) =>
      queryClient.fetchQuery(partnersAccountQuery(api)),
    );
    return { dehydratedState, origin: new URL(request.url).origin };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      throw redirect("/affiliates");
    throw error;
  }
}
