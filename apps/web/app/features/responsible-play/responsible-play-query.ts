import { realityCheckStatusRoute, responsiblePlaySettingsRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

export const RESPONSIBLE_PLAY_KEYS = {
  settings: ["responsible-play", "settings"],
  realityCheck: ["responsible-play", "reality-check"],
} as const;

/** The player's responsible-play settings: the page's data. */
export const responsiblePlayQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: RESPONSIBLE_PLAY_KEYS.settings,
    queryFn: () => api.call(responsiblePlaySettingsRoute),
  });

/** Session time and net result for the reality-check modal: always fresh when it opens. */
export const realityCheckStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: RESPONSIBLE_PLAY_KEYS.realityCheck,
    queryFn: () => api.call(realityCheckStatusRoute),
    staleTime: 0,
  });
