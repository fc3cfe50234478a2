import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { NotFoundPage, PageErrorMessage } from "./not-found-page";

/** The 404 page for the path in the address bar: what a route shows for a name it does not know. */
export function CurrentPathNotFound() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} />;
}

/**
 * A route's `ErrorBoundary` when its loader may answer 404 (an unknown name in the URL): the 404 page then,
 * the generic error message for anything else.
 */
export function NotFoundOrPageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CurrentPathNotFound />;
  return <PageErrorMessage />;
}
