import { PAYLOAD_PREFETCH_DELAY_MS, shouldPrefetchPayload } from "@casino/web-kit";
import { useEffect, useRef, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import { isLinkAvailable } from "../site-pages";
import { currentConnection } from "./connection";
import { routePreloads } from "./route-preloads";

/**
 * Spec §9 payload prefetch: one second after the app starts, the code and data of the main navigation's
 * pages are fetched ahead, unless the connection is slow-2g; each page spends one of the 4 route preloads.
 * Only built pages: an entry whose page is still to come is not shown, nor fetched (it would be a 404).
 */
export function StartupPrefetch({ paths }: { paths: readonly string[] }) {
  const { pathname } = useLocation();
  const [admitted, setAdmitted] = useState<string[]>([]);
  // Only once per page life: later navigations prefetch through their links.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const timer = window.setTimeout(() => {
      if (!shouldPrefetchPayload(currentConnection())) return;
      const internal = paths.filter(
        (path) => path.startsWith("/") && path !== pathname && isLinkAvailable(path),
      );
      setAdmitted(internal.filter((path) => routePreloads.admit(path)));
    }, PAYLOAD_PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [paths, pathname]);
  return (
    <>
      {admitted.map((path) => (
        <PrefetchPageLinks key={path} page={path} />
      ))}
    </>
  );
}
