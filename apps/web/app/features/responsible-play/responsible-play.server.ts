import type { SsrContext } from "@casino/contracts";
import { redirect } from "react-router";
import { ApiError } from "../../lib/api";
import { prefetchForRender } from "../../lib/query";
import { responsiblePlayQuery } from "./responsible-play-query";

/** Loads `/account/responsible-play` during the render; a guest is sent to sign in instead. */
export async function loadResponsiblePlayPage(context: SsrContext) {
  try {
    const dehydratedState = await prefetchForRender(context, (queryClient, api) =>
      queryClient.fetchQuery(responsiblePlayQuery(api)),
    );
    return { dehydratedState };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect("/signin/");
    throw error;
  }
}
