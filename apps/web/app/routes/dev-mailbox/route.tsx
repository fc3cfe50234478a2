import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { MailboxPage } from "../../features/mailbox";
import { loadMailbox } from "../../features/mailbox/mailbox.server";
import { NotFoundOrPageError, notFoundMeta, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";

/**
 * A 404 page wherever the server does not serve the development mailbox (outside demo mode); otherwise a
 * player's own mail, or for a guest the way to read it (sign in, or the operator token).
 */
export function loader({ context, request }: { context: SsrContext; request: Request }) {
  return loadMailbox(context, request);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data
    ? [...pageMeta(matches, { title: "devMailbox.metaTitle" }), { name: "robots", content: "noindex" }]
    : notFoundMeta(matches, location.pathname);

export default function DevMailboxRoute() {
  const { dehydratedState, access, to } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <MailboxPage access={access} to={to} />
    </DocumentDataBoundary>
  );
}

export const ErrorBoundary = NotFoundOrPageError;
