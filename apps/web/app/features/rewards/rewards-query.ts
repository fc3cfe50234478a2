import { rewardsRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import { PLAYER_QUERY_KEYS } from "../../lib/query";

/** The account rewards; the server render and the browser share this key. */
export const rewardsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: PLAYER_QUERY_KEYS.rewards, queryFn: () => api.call(rewardsRoute) });
