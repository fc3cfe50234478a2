import { hashKey, type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";

/** Per query client: the data each query held when this page first read it (what the document showed). */
const firstSeen = new WeakMap<QueryClient, Map<string, unknown>>();

/**
 * A query's cached data, followed through the cache's events; while React hydrates, the data the page held
 * when it first read this query, i.e. what the server's HTML was rendered with. A part of the page hydrated
 * late (below a `<Suspense>` slice, decision 031) then still matches its HTML when the data arrived in the
 * meantime (a row asked for the rest of the catalogue); React renders it again with the cache right after.
 */
export function useQueryDataAsDocument<T>(queryKey: QueryKey): T | undefined {
  const client = useQueryClient();
  const hash = hashKey(queryKey);
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) onChange();
      }),
    [client, hash],
  );
  const read = () => client.getQueryData<T>(queryKey);
  const readAsDocument = () => {
    let seen = firstSeen.get(client);
    if (!seen) {
      seen = new Map();
      firstSeen.set(client, seen);
    }
    if (!seen.has(hash)) seen.set(hash, read());
    return seen.get(hash) as T | undefined;
  };
  return useSyncExternalStore(subscribe, read, readAsDocument);
}
