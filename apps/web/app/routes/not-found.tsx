import { data, type MetaFunction, useLocation } from "react-router";
import { NotFoundPage, pageMeta } from "../features/shell";

/** Throwing from the loader is what makes the document answer with HTTP 404, not 200. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: "shell.notFound.title" }, { path: location.pathname });

export function ErrorBoundary() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} />;
}

/** Never reached (the loader always throws); kept so the module is a complete route. */
export default function NotFound() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} />;
}
