import { amoeRoute, requestAmoeCodeRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** The legal page that carries the free-entries-by-mail section. */
export const AMOE_RULES_PAGE = "sweepstakes-rules";

/** Every AMOE query starts with this key; the live follower refreshes them all. */
export const AMOE_KEY = ["amoe"] as const;

/**
 * The brand's free-entries instructions and, for a player, their codes. Keyed by who is asking, so a
 * sign-in or sign-out in this tab never shows the previous visitor's codes.
 */
export const amoeQuery = (api: ApiClient, viewer: string) =>
  queryOptions({ queryKey: [...AMOE_KEY, viewer], queryFn: () => api.call(amoeRoute) });

export const requestAmoeCode = (api: ApiClient) => api.call(requestAmoeCodeRoute);
