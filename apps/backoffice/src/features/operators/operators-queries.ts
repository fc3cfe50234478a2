import {
  listOperatorsEndpoint,
  listRolesEndpoint,
  type Operator,
  type Role,
} from "@casino/contracts/operators";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

export const OPERATORS_KEY = ["backoffice", "operators"] as const;
export const ROLES_KEY = ["backoffice", "roles"] as const;

export function useOperators() {
  const api = useApi();
  return useQuery({
    queryKey: OPERATORS_KEY,
    queryFn: async () => (await api.call(listOperatorsEndpoint)).operators,
  });
}

export function useRoles() {
  const api = useApi();
  return useQuery({ queryKey: ROLES_KEY, queryFn: async () => (await api.call(listRolesEndpoint)).roles });
}

/** Puts the server's answer for one operator into the list (after a change: never before, decision 033). */
export function storeOperator(queryClient: QueryClient, operator: Operator) {
  queryClient.setQueryData<Operator[]>(OPERATORS_KEY, (list = []) =>
    list.some((each) => each.id === operator.id)
      ? list.map((each) => (each.id === operator.id ? operator : each))
      : [...list, operator],
  );
}

/** Puts the server's answer for one role into the list. */
export function storeRole(queryClient: QueryClient, role: Role) {
  queryClient.setQueryData<Role[]>(ROLES_KEY, (list = []) =>
    list.some((each) => each.id === role.id)
      ? list.map((each) => (each.id === role.id ? role : each))
      : [...list, role],
  );
}
