import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/**
 * The notification centre (issue #12, item 4): notifications kept per player, listed newest first in the
 * header's panel, read one by one or all at once, and pushed live on the player's channel.
 */

export const NOTIFICATION_CATEGORIES = ["system", "promotions", "rewards"] as const;
export const NotificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);
export type NotificationCategory = z.infer<typeof NotificationCategorySchema>;

/**
 * A path inside the app (`/promotions`, `/games?tab=new`): one leading slash and no scheme, host, `//` or
 * backslash, so a link in a notification can never send a player to another site.
 */
export const InAppPathSchema = text()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, "Enter a path inside the site, such as /promotions.");

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_BODY_MAX = 1000;

export const NotificationSchema = z.object({
  id: text(),
  category: NotificationCategorySchema,
  title: text(),
  body: text(),
  /** Where the notification leads in the app, if anywhere. */
  link: InAppPathSchema.optional(),
  /** ISO 8601. */
  createdAt: text(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

const NotificationIdParams = z.object({ id: text().regex(/^[1-9]\d{0,17}$/, "Not a notification id.") });

export const NOTIFICATIONS_PAGE_MAX = 50;

export const NotificationPageSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number().int().nonnegative(),
  /** `before` of the next page; null on the last one. */
  nextCursor: text().nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const listNotificationsEndpoint = defineEndpoint({
  id: "listNotifications",
  method: "GET",
  path: "/rest/notifications/",
  summary:
    "The signed-in player's notifications, newest first, a page at a time: pass the answer's `nextCursor` as `before` for the next page. Also says how many are unread.",
  tags: ["notifications"],
  auth: "player",
  query: z.object({
    limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
    before: NotificationIdParams.shape.id.optional(),
  }),
  output: NotificationPageSchema,
});

export const unreadNotificationsEndpoint = defineEndpoint({
  id: "unreadNotifications",
  method: "GET",
  path: "/rest/notifications/unread-count/",
  summary: "How many of the signed-in player's notifications are unread: the header bell's badge.",
  tags: ["notifications"],
  auth: "player",
  output: z.object({ unreadCount: z.number().int().nonnegative() }),
});

export const readNotificationEndpoint = defineEndpoint({
  id: "readNotification",
  method: "POST",
  path: "/rest/notifications/{id}/read/",
  summary:
    "Marks one of the player's notifications read (reading it again changes nothing). Another player's notification is NOTIFICATION_NOT_FOUND, as one that does not exist.",
  tags: ["notifications"],
  auth: "player",
  params: NotificationIdParams,
  output: z.object({ notification: NotificationSchema, unreadCount: z.number().int().nonnegative() }),
  errors: ["NOTIFICATION_NOT_FOUND"],
});

export const readAllNotificationsEndpoint = defineEndpoint({
  id: "readAllNotifications",
  method: "POST",
  path: "/rest/notifications/read-all/",
  summary: "Marks every notification of the player read.",
  tags: ["notifications"],
  auth: "player",
  output: z.object({ unreadCount: z.literal(0) }),
});

/** What an operator writes to one player (back office, player page). */
export const NotificationDraftSchema = z
  .object({
    category: NotificationCategorySchema,
    title: text().trim().min(1).max(NOTIFICATION_TITLE_MAX),
    body: text().trim().min(1).max(NOTIFICATION_BODY_MAX),
    link: InAppPathSchema.optional(),
  })
  .strict();
export type NotificationDraft = z.infer<typeof NotificationDraftSchema>;

export const sendPlayerNotificationEndpoint = defineBackofficeEndpoint({
  id: "sendPlayerNotification",
  method: "POST",
  path: "/api/backoffice/players/{id}/notifications/",
  summary:
    "Sends the player a notification: stored in their notification centre and pushed to their open tabs (audited).",
  access: "players:write",
  params: z.object({ id: text().uuid() }),
  body: NotificationDraftSchema,
  output: NotificationSchema,
  errors: ["NOT_FOUND", "PLAY_BLOCKED"],
});

// ---- Push events, on the player's own channel ----

/**
 * `notification.created`: a notification was stored for the player. Carries it as the list shows it and
 * the unread count as it stood when the event was relayed (a later event never carries an older count).
 */
export const NOTIFICATION_CREATED = "notification.created";
export const NotificationCreatedEventSchema = z.object({
  notification: NotificationSchema,
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationCreatedEvent = z.infer<typeof NotificationCreatedEventSchema>;

/**
 * `notification.read`: the player read one notification (`notificationId`) or all of them (null) in some
 * tab; the others update their badge and list.
 */
export const NOTIFICATION_READ = "notification.read";
export const NotificationReadEventSchema = z.object({
  notificationId: text().nullable(),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationReadEvent = z.infer<typeof NotificationReadEventSchema>;
