import type { NotificationPage } from "@casino/contracts";
import { listNotificationsRoute } from "@casino/contracts/client";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import { NOTIFICATION_KEYS, type UnreadCount } from "./notifications-query";

/** Notifications per page of the panel. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

async function fetchPage(
  api: ApiClient,
  queryClient: QueryClient,
  before?: string,
): Promise<NotificationPage> {
  const page = await api.call(listNotificationsRoute, {
    query: { limit: NOTIFICATIONS_PAGE_SIZE, ...(before ? { before } : {}) },
  });
  // Each page tells the unread count too: the freshest word the badge can have.
  queryClient.setQueryData<UnreadCount>(NOTIFICATION_KEYS.unreadCount, { unreadCount: page.unreadCount });
  return page;
}

/**
 * The panel's list, newest first: the first page, to which older pages are added on request. One list in
 * the cache rather than TanStack's infinite query, whose machinery would ride in every page's framework
 * chunk (issue #10's budget).
 */
export const notificationsListQuery = (api: ApiClient, queryClient: QueryClient) =>
  queryOptions({
    queryKey: NOTIFICATION_KEYS.list,
    queryFn: () => fetchPage(api, queryClient),
  });

/** Adds the page before the list's last notification to its end. */
export async function loadOlderNotifications(api: ApiClient, queryClient: QueryClient): Promise<void> {
  const before = queryClient.getQueryData<NotificationPage>(NOTIFICATION_KEYS.list)?.nextCursor;
  if (!before) return;
  const older = await fetchPage(api, queryClient, before);
  queryClient.setQueryData<NotificationPage>(NOTIFICATION_KEYS.list, (list) => {
    if (!list) return list;
    const known = new Set(list.notifications.map((notification) => notification.id));
    return {
      notifications: [...list.notifications, ...older.notifications.filter((n) => !known.has(n.id))],
      unreadCount: older.unreadCount,
      nextCursor: older.nextCursor,
    };
  });
}
