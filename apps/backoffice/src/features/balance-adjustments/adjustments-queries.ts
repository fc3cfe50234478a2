import { type AdjustmentStatus, listAdjustmentsEndpoint } from "@casino/contracts/balance-adjustments";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

export const ADJUSTMENTS_KEY = ["backoffice", "adjustments"] as const;

export function useAdjustments(input: {
  status: AdjustmentStatus | undefined;
  page: number;
  pageSize: number;
}) {
  const api = useApi();
  return useQuery({
    queryKey: [...ADJUSTMENTS_KEY, input],
    queryFn: () =>
      api.call(listAdjustmentsEndpoint, {
        query: {
          ...(input.status ? { status: input.status } : {}),
          page: input.page,
          pageSize: input.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
