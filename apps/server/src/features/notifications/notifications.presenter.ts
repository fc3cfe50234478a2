import type { Notification } from "@casino/contracts";
import type { NotificationRow } from "./notifications.repo";

/** A stored notification as the player's panel and the push event show it. */
export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id.toString(),
  category: row.category,
  title: row.title,
  body: row.body,
  ...(row.link === null ? {} : { link: row.link }),
  createdAt: row.createdAt.toISOString(),
  isRead: row.readAt !== null,
});
