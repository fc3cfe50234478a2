import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { LegalPageView } from "../../features/legal-pages";
import { loadLegalPage } from "../../features/legal-pages/legal-page.server";
import { NotFoundOrPageError, notFoundMeta, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";
import { HowItWorksLinks } from "./how-it-works-links";

/** The brand's how-it-works text lives with its legal pages, where operators edit it (decision 048). */
const PAGE = "how-it-works";

export function loader({ context }: { context: SsrContext }) {
  return loadLegalPage(context, PAGE);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data
    ? pageMeta(matches, { title: "legal.meta.title" }, { title: data.title })
    : notFoundMeta(matches, location.pathname);

/** `/how-it-works` (spec §2): Coins, Entries and Winnings, getting Coins, playing, free entries by mail, redeeming. */
export default function HowItWorksRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <LegalPageView name={PAGE} />
      <HowItWorksLinks />
    </DocumentDataBoundary>
  );
}

export const ErrorBoundary = NotFoundOrPageError;
