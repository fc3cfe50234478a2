import type { Locale } from "@casino/contracts";
import { gameFiltersRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** The library's filters (`/rest/get-game-filters/`): categories and providers with their counts. */
export const gameFiltersQuery = (api: ApiClient, locale: Locale) =>
  queryOptions({
    queryKey: ["game-filters", locale],
    queryFn: () => api.call(gameFiltersRoute),
    staleTime: 5 * 60_000,
  });
