import type { SsrContext } from "@casino/contracts";
import type { DehydratedState } from "@tanstack/react-query";
import { data } from "react-router";
import { ApiError } from "../../lib/api";
import { prefetchForRender } from "../../lib/query";
import { mailboxQuery } from "./mailbox-query";
import type { MailboxAccess } from "./model/mailbox-access";

export interface MailboxPageData {
  access: MailboxAccess;
  dehydratedState: DehydratedState | null;
  to: string | null;
}

/**
 * `/dev/mailbox` exists only where the server serves the mailbox (demo mode); elsewhere it is the 404
 * page. The server render never holds the operator token (it lives in the browser tab), so a guest's
 * page is the explanation and the token form, not an error.
 */
export async function loadMailbox(context: SsrContext, request: Request): Promise<MailboxPageData> {
  const to = new URL(request.url).searchParams.get("to")?.trim() || null;
  try {
    const dehydratedState = await prefetchForRender(context, (queryClient, api) =>
      queryClient.fetchQuery(mailboxQuery(api, to)),
    );
    return { access: "own", dehydratedState, to };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    if (error.status === 401) return { access: "guest", dehydratedState: null, to };
    if (error.status === 403) return { access: "forbidden", dehydratedState: null, to };
    throw error;
  }
}
