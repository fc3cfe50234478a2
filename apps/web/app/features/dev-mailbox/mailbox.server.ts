import type { SsrContext } from "@casino/contracts";
import { data } from "react-router";
import { ApiError } from "../../lib/api";
import { prefetchForRender } from "../../lib/query";
import { mailboxQuery } from "./mailbox-query";

/** `/dev/mailbox` exists only where the server serves the mailbox; elsewhere it is the 404 page. */
export async function loadMailbox(context: SsrContext, request: Request) {
  const to = new URL(request.url).searchParams.get("to");
  try {
    const dehydratedState = await prefetchForRender(context, (queryClient, api) =>
      queryClient.fetchQuery(mailboxQuery(api, to)),
    );
    return { dehydratedState, to };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
