import { welcomeCreditsRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** What the welcome offer credited; always read fresh, since each moment follows a credit. */
export const welcomeCreditsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ["welcome-credits"],
    queryFn: () => api.call(welcomeCreditsRoute),
    staleTime: 0,
  });
