import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "../lib/api";
import { endSession, OPERATOR_QUERY_KEY } from "../lib/session";

/**
 * The back office's query client. A 401 on any call means the operator's session ended (30 minutes idle,
 * disabled, signed out elsewhere): the operator is forgotten, and the shell sends them to sign-in. Nothing
 * is retried on 4xx; data is fresh for 30 s, so moving between screens does not refetch every time.
 */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[1] !== OPERATOR_QUERY_KEY[1]) sessionEnded(error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => sessionEnded(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
  const sessionEnded = (error: unknown) => {
    if (isApiError(error) && error.isSessionEnded) endSession(client);
  };
  return client;
}
