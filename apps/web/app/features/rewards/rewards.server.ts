import type { SsrContext } from "@casino/contracts";
import { prefetchForRender } from "../../lib/query";
import { rewardsQuery } from "./rewards-query";

/** The rewards block's data for the server render of a page that shows it. */
export function prefetchRewards(context: SsrContext) {
  return prefetchForRender(context, (queryClient, api) => queryClient.prefetchQuery(rewardsQuery(api)));
}
