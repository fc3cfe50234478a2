import type { Notification, NotificationPage } from "@casino/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { NOTIFICATION_KEYS, type UnreadCount } from "../notifications-query";

/** The list with a new notification on top; the same list when it is there already (a repeated push). */
export function withNewNotification(list: NotificationPage, notification: Notification): NotificationPage {
  if (list.notifications.some((each) => each.id === notification.id)) return list;
  return { ...list, notifications: [notification, ...list.notifications] };
}

/** The list with one notification (`id`) or all of them (null) read. */
export function withRead(list: NotificationPage, id: string | null): NotificationPage {
  return {
    ...list,
    notifications: list.notifications.map((notification) =>
      id === null || notification.id === id ? { ...notification, isRead: true } : notification,
    ),
  };
}

/**
 * What a new notification changes in the tab's cache: the badge, and the list if it was loaded (one never
 * opened is loaded whole when the panel first opens).
 */
export function storeNewNotification(
  queryClient: QueryClient,
  notification: Notification,
  unreadCount: number,
) {
  queryClient.setQueryData<UnreadCount>(NOTIFICATION_KEYS.unreadCount, { unreadCount });
  queryClient.setQueryData<NotificationPage>(NOTIFICATION_KEYS.list, (list) =>
    list ? { ...withNewNotification(list, notification), unreadCount } : list,
  );
}

/** What reading one notification (or all, `id` null) changes in the tab's cache. */
export function storeRead(queryClient: QueryClient, id: string | null, unreadCount: number) {
  queryClient.setQueryData<UnreadCount>(NOTIFICATION_KEYS.unreadCount, { unreadCount });
  queryClient.setQueryData<NotificationPage>(NOTIFICATION_KEYS.list, (list) =>
    list ? { ...withRead(list, id), unreadCount } : list,
  );
}
