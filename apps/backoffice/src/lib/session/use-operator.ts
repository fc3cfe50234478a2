import { type OperatorMe, operatorMeEndpoint } from "@casino/contracts/operators";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../api";

/** The query of the signed-in operator; `null` when nobody is signed in. */
export const OPERATOR_QUERY_KEY = ["backoffice", "me"] as const;

/** Who is signed in: undefined while asking, null when nobody is. */
export function useOperator() {
  const api = useApi();
  return useQuery({
    queryKey: OPERATOR_QUERY_KEY,
    queryFn: async (): Promise<OperatorMe | null> => (await api.call(operatorMeEndpoint)).operator,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Set when the server ended the session (a 401 mid-use), with the idle limit, for the sign-in page to say so. */
export const SESSION_ENDED_KEY = ["backoffice", "session-ended"] as const;
export interface SessionEnded {
  idleTimeoutMinutes: number | null;
}

/** Records who signed in (the answer of the last sign-in step), or that nobody is (null: signed out). */
export function setOperator(queryClient: QueryClient, operator: OperatorMe | null) {
  // Everything cached belonged to the previous operator, or to nobody.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== OPERATOR_QUERY_KEY[1] });
  queryClient.setQueryData(OPERATOR_QUERY_KEY, operator);
}

/** The server answered 401 to a signed-in operator: their session ended (idle, disabled, signed out elsewhere). */
export function endSession(queryClient: QueryClient) {
  const operator = queryClient.getQueryData<OperatorMe | null>(OPERATOR_QUERY_KEY);
  if (!operator) return;
  setOperator(queryClient, null);
  queryClient.setQueryData<SessionEnded>(SESSION_ENDED_KEY, {
    idleTimeoutMinutes: operator.idleTimeoutMinutes,
  });
}

export function useSetOperator() {
  const queryClient = useQueryClient();
  return (operator: OperatorMe | null) => setOperator(queryClient, operator);
}
