import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { AMOE_RULES_PAGE, AmoeSection } from "../features/amoe";
import { LegalPageView } from "../features/legal-pages";
import { loadLegalPage } from "../features/legal-pages/legal-page.server";
import { NotFoundOrPageError, notFoundMeta, pageMeta } from "../features/shell";
import { DocumentDataBoundary } from "../lib/query";

export function loader({ params, context }: { params: { name?: string }; context: SsrContext }) {
  return loadLegalPage(context, params.name ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data
    ? pageMeta(matches, { title: "legal.meta.title" }, { title: data.title })
    : notFoundMeta(matches, location.pathname);

export default function LegalPageRoute() {
  const { dehydratedState, name } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <LegalPageView name={name} />
      {/* The sweepstakes rules carry the free-entries-by-mail part: the route composes the two features. */}
      {name === AMOE_RULES_PAGE ? <AmoeSection /> : null}
    </DocumentDataBoundary>
  );
}

export const ErrorBoundary = NotFoundOrPageError;
