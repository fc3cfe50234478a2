import { type OperatorMe, operatorMeEndpoint } from "@casino/contracts/operators";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../api";

/** The query of the signed-in operator; `null` when nobody is signed in (the server answered 401). */
export const OPERATOR_QUERY_KEY = ["backoffice", "me"] as const;

/** Who is signed in: undefined while asking, null when nobody is. */
export function useOperator() {
  const api = useApi();
  return useQuery({
    queryKey: OPERATOR_QUERY_KEY,
    queryFn: async (): Promise<OperatorMe | null> => {
      try {
        return await api.call(operatorMeEndpoint);
      } catch (error) {
        if ((error as { status?: number }).status === 401) return null;
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Records who signed in (the answer of the last sign-in step), or that the session ended (null). */
export function setOperator(queryClient: QueryClient, operator: OperatorMe | null) {
  if (operator === null) {
    // Everything cached belonged to the operator whose session ended.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== OPERATOR_QUERY_KEY[1] });
  }
  queryClient.setQueryData(OPERATOR_QUERY_KEY, operator);
}

export function useSetOperator() {
  const queryClient = useQueryClient();
  return (operator: OperatorMe | null) => setOperator(queryClient, operator);
}
