import { profilePageRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import { PLAYER_QUERY_KEYS } from "../../lib/query";

/** The account page's data (profile and rewards); the server render and the browser share this key. */
export const profilePageQuery = (api: ApiClient) =>
  queryOptions({ queryKey: PLAYER_QUERY_KEYS.profilePage, queryFn: () => api.call(profilePageRoute) });
