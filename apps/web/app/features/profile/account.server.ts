import type { SsrContext } from "@casino/contracts";
import { redirect } from "react-router";
import { ApiError } from "../../lib/api";
import { prefetchForRender } from "../../lib/query";
import { profilePageQuery } from "./profile-query";

/** Loads `/account` during the render; a guest is sent to sign in instead (401 from the API). */
export async function loadAccountPage(context: SsrContext) {
  try {
    const dehydratedState = await prefetchForRender(context, (queryClient, api) =>
      queryClient.fetchQuery(profilePageQuery(api)),
    );
    return { dehydratedState };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect("/signin/");
    throw error;
  }
}
