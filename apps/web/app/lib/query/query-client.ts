import { QueryClient } from "@tanstack/react-query";

/** One QueryClient per request on the server and one per page life in the browser. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Data rendered on the server is fresh on arrival; the API client already retries GETs once.
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
