import type { SsrContext } from "@casino/contracts";
import { redirect } from "react-router";
import { ApiError } from "../../lib/api";
import { prefetchForRender } from "../../lib/query";
import { pageFromSearch } from "./model/rounds";
import { roundsQuery } from "./rounds-query";

/** Loads `/history` during the render; a guest is sent to sign in instead (401 from the API). */
export async function loadRoundsHistory(context: SsrContext, request: Request) {
  const page = pageFromSearch(new URL(request.url).searchParams.get("page"));
  try {
    const dehydratedState = await prefetchForRender(context, (queryClient, api) =>
      queryClient.fetchQuery(roundsQuery(api, page)),
    );
    return { dehydratedState };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect("/signin/");
    throw error;
  }
}
