import { data, type MetaFunction, useLocation } from "react-router";
import { NotFoundPage, pageMeta } from "../features/shell";

/**
 * The missing path as the page names it. React Router's server drops a trailing slash from the request
 * path while the browser keeps it, so both sides name it without one: the server HTML and the hydrated
 * page must say the same thing (React error #418 otherwise).
 */
function missingPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** Throwing from the loader is what makes the document answer with HTTP 404, not 200. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: "shell.notFound.title" }, { path: missingPath(location.pathname) });

export function ErrorBoundary() {
  const { pathname } = useLocation();
  return <NotFoundPage path={missingPath(pathname)} />;
}

/** Never reached (the loader always throws); kept so the module is a complete route. */
export default function NotFound() {
  const { pathname } = useLocation();
  return <NotFoundPage path={missingPath(pathname)} />;
}
