import { fairnessStateRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

export const FAIRNESS_STATE_KEY = ["fairness-state"] as const;

/** The signed-in player's seeds: the committed hash, the client seed, the next nonce, the last revealed seed. */
export const fairnessStateQuery = (api: ApiClient) =>
  queryOptions({ queryKey: FAIRNESS_STATE_KEY, queryFn: () => api.call(fairnessStateRoute) });
