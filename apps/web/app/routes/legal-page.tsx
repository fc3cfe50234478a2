import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
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
    </DocumentDataBoundary>
  );
}

export const ErrorBoundary = NotFoundOrPageError;
