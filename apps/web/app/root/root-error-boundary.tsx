import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { isChunkLoadError, markPageLoaded, reloadTargetRoute } from "../lib/chunk-reload";

/**
 * Last-resort error page. A route module that fails to load during navigation (a deploy replaced it)
 * reloads the target route once instead (spec §8).
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const isChunkError = isChunkLoadError(error);
  useEffect(() => {
    if (isChunkError) reloadTargetRoute(window.sessionStorage, window.location);
  }, [isChunkError]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main style={{ padding: "2rem", textAlign: "center" }}>
      <h1>{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p>{isChunkError ? "Loading the new version of this page…" : "Please try again in a moment."}</p>
      <p>
        <a href="/">Home</a>
      </p>
    </main>
  );
}

/** Clears the chunk-reload loop guard once a page rendered fine. */
export function useMarkPageLoaded() {
  useEffect(() => markPageLoaded(window.sessionStorage), []);
}
