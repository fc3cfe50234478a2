import type { SsrContext } from "@casino/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import {
  isRouteErrorResponse,
  type MetaFunction,
  useLoaderData,
  useLocation,
  useRouteError,
} from "react-router";
import { LegalPageView } from "../features/legal-pages";
import { loadLegalPage } from "../features/legal-pages/legal-page.server";
import { NotFoundPage, PageErrorMessage, pageMeta } from "../features/shell";

export function loader({ params, context }: { params: { name?: string }; context: SsrContext }) {
  return loadLegalPage(context, params.name ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data
    ? pageMeta(matches, { title: "legal.meta.title" }, { title: data.title })
    : pageMeta(matches, { title: "shell.notFound.title" }, { path: location.pathname });

export default function LegalPageRoute() {
  const { dehydratedState, name } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState}>
      <LegalPageView name={name} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage path={pathname} />;
  return <PageErrorMessage />;
}
