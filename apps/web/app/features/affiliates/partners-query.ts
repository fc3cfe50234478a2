import { partnersAccountRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import { PLAYER_QUERY_KEYS } from "../../lib/query";

/** The affiliate partner's account; the server render and the browser share this key. */
export const partnersAccountQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: PLAYER_QUERY_KEYS.partnersAccount,
    queryFn: () => api.call(partnersAccountRoute),
  });
