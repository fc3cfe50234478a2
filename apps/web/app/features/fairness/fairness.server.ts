import type { SsrContext } from "@casino/contracts";
import { prefetchForRender } from "../../lib/query";
import { fairnessStateQuery } from "./fairness-query";

/**
 * Loads `/fairness` during the render: anyone may verify; a signed-in player's seeds are prefetched too
 * (a guest's call answers 401 and is simply left out).
 */
export async function loadFairnessPage(context: SsrContext) {
  const dehydratedState = await prefetchForRender(context, (queryClient, api) =>
    queryClient.prefetchQuery(fairnessStateQuery(api)),
  );
  return { dehydratedState };
}
