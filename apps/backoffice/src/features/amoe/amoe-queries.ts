import { type AmoeStatus, listAmoeRequestsEndpoint, listAmoeSettingsEndpoint } from "@casino/contracts/amoe";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

export const AMOE_KEY = ["backoffice", "amoe"] as const;

export function useAmoeRequests(input: { status: AmoeStatus | undefined; page: number; pageSize: number }) {
  const api = useApi();
  return useQuery({
    queryKey: [...AMOE_KEY, "requests", input],
    queryFn: () =>
      api.call(listAmoeRequestsEndpoint, {
        query: {
          ...(input.status ? { status: input.status } : {}),
          page: input.page,
          pageSize: input.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAmoeSettings() {
  const api = useApi();
  return useQuery({
    queryKey: [...AMOE_KEY, "settings"],
    queryFn: () => api.call(listAmoeSettingsEndpoint),
  });
}
