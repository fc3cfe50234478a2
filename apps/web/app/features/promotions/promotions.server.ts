import type { SsrContext } from "@casino/contracts";
import { appInitRoute } from "@casino/contracts/client";
import { redirect } from "react-router";
import { prefetchForRender } from "../../lib/query";
import { promotionsQuery, viewerKeyOf } from "./promotions-query";

/**
 * Loads `/promotions` during the render. Spec §5 and issue #14: a guest is sent to sign up (keeping the
 * query, as every sign-up link does); a player gets their promotions, with each offer's availability,
 * prefetched.
 */
export async function loadPromotionsPage(context: SsrContext, request: Request) {
  const dehydratedState = await prefetchForRender(context, async (queryClient, api) => {
    const appInit = await api.call(appInitRoute);
    if (appInit.isGuest) throw redirect(`/signup/${new URL(request.url).search}`);
    await queryClient.prefetchQuery(promotionsQuery(api, context.locale, viewerKeyOf(appInit.login)));
  });
  return { dehydratedState };
}
