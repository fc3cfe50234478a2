import {
  NOTIFICATION_CREATED,
  NOTIFICATION_READ,
  NotificationCreatedEventSchema,
  NotificationReadEventSchema,
} from "@casino/contracts";
import type { LiveFollower } from "../../../lib/live";
import { PLAYER_QUERY_KEYS } from "../../../lib/query";
import { storeNewNotification, storeRead } from "../model/notifications-cache";

/**
 * Keeps the bell's badge and the panel's list in step with the push channel (issue #12): a new
 * notification raises the badge and tops the list; one read in another tab is read here too. When the
 * channel lost events it could not replay, both are fetched again.
 */
export const followNotifications: LiveFollower = ({ on, onRecoveryFailed, queryClient }) => {
  const stopCreated = on(NOTIFICATION_CREATED, (data) => {
    const event = NotificationCreatedEventSchema.safeParse(data);
    if (event.success) storeNewNotification(queryClient, event.data.notification, event.data.unreadCount);
  });
  const stopRead = on(NOTIFICATION_READ, (data) => {
    const event = NotificationReadEventSchema.safeParse(data);
    if (event.success) storeRead(queryClient, event.data.notificationId, event.data.unreadCount);
  });
  const stopRecovery = onRecoveryFailed(() => {
    void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEYS.notifications });
  });
  return () => {
    stopCreated();
    stopRead();
    stopRecovery();
  };
};
