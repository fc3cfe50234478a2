import { unreadNotificationsRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import { PLAYER_QUERY_KEYS } from "../../lib/query";

export const NOTIFICATION_KEYS = {
  unreadCount: [...PLAYER_QUERY_KEYS.notifications, "unread-count"],
  list: [...PLAYER_QUERY_KEYS.notifications, "list"],
} as const;

export interface UnreadCount {
  unreadCount: number;
}

/** The bell's badge: a count only, so every page of a signed-in player asks for a few bytes. */
export const unreadCountQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: NOTIFICATION_KEYS.unreadCount,
    queryFn: (): Promise<UnreadCount> => api.call(unreadNotificationsRoute),
  });
