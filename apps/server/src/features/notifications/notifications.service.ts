import {
  NOTIFICATION_CREATED,
  NOTIFICATION_READ,
  type Notification,
  type NotificationCategory,
  type NotificationCreatedEvent,
  type NotificationReadEvent,
} from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import { notFound } from "../../platform/errors";
import { writeOutboxEvent } from "../../platform/outbox";
import { isMarketingAllowed } from "../responsible-play";
import { presentNotification } from "./notifications.presenter";
import {
  countUnread,
  findOwnNotification,
  insertNotification,
  listNotificationRows,
  markAllRead,
  markRead,
} from "./notifications.repo";

export interface NotificationsContext {
  db: Database;
  clock: Clock;
}

/** What a feature tells a player. */
export interface NotificationInput {
  playerId: string;
  category: NotificationCategory;
  title: string;
  body: string;
  /** A path inside the app the notification leads to. */
  link?: string | undefined;
  /**
   * Names what the notification is about (`balance-adjustment:<id>`): the player gets one notification per
   * key, however often its source runs. Without one, every call stores a notification.
   */
  dedupeKey?: string | undefined;
  now: Date;
}

/**
 * Stores a notification for the player in the caller's transaction and, in the same transaction, the
 * outbox event that pushes it to their open tabs after commit: a notification exists exactly when the
 * change it reports does. Answers null when the dedupe key was used already (nothing new is pushed), and
 * for a promotion to a player in a cool-off, self-exclusion or restriction: they get no marketing.
 */
export async function notifyPlayer(tx: Executor, input: NotificationInput): Promise<Notification | null> {
  if (
    input.category === "promotions" &&
    !(await isMarketingAllowed(tx, { playerId: input.playerId, now: input.now }))
  ) {
    return null;
  }
  const row = await insertNotification(tx, {
    playerId: input.playerId,
    category: input.category,
    title: input.title,
    body: input.body,
    link: input.link ?? null,
    dedupeKey: input.dedupeKey ?? null,
    createdAt: input.now,
  });
  if (!row) return null;
  await writeOutboxEvent(
    tx,
    {
      topic: NOTIFICATION_CREATED,
      aggregateId: input.playerId,
      payload: { notificationId: row.id.toString() },
    },
    input.now,
  );
  return presentNotification(row);
}

const noSuchNotification = () => notFound("NOTIFICATION_NOT_FOUND", "There is no such notification.");

/** A page of the player's notifications, newest first, with how many are unread. */
export async function listNotifications(
  ctx: NotificationsContext,
  input: { playerId: string; limit: number; before?: string | undefined },
) {
  // One more than asked tells whether there is a next page without a count.
  const rows = await listNotificationRows(ctx.db, input.playerId, {
    limit: input.limit + 1,
    before: input.before,
  });
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    notifications: page.map(presentNotification),
    unreadCount: await countUnread(ctx.db, input.playerId),
    nextCursor: rows.length > input.limit && last ? last.id.toString() : null,
  };
}

export async function unreadNotificationCount(ctx: NotificationsContext, input: { playerId: string }) {
  return { unreadCount: await countUnread(ctx.db, input.playerId) };
}

/** Marks one of the player's notifications read; reading it again is fine and tells no other tab. */
export async function readNotification(ctx: NotificationsContext, input: { playerId: string; id: string }) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const changed = await markRead(tx, input.playerId, input.id, now);
    const row = changed ?? (await findOwnNotification(tx, input.playerId, input.id));
    if (!row) throw noSuchNotification();
    if (changed) await announceRead(tx, input.playerId, input.id, now);
    return { notification: presentNotification(row), unreadCount: await countUnread(tx, input.playerId) };
  });
}

export async function readAllNotifications(ctx: NotificationsContext, input: { playerId: string }) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    if ((await markAllRead(tx, input.playerId, now)) > 0) await announceRead(tx, input.playerId, null, now);
    return { unreadCount: 0 as const };
  });
}

/** The player's other tabs hear of it after commit (`notification.read`). */
function announceRead(tx: Executor, playerId: string, notificationId: string | null, now: Date) {
  return writeOutboxEvent(
    tx,
    { topic: NOTIFICATION_READ, aggregateId: playerId, payload: { notificationId } },
    now,
  );
}

/**
 * What `notification.created` tells the player's tabs: the notification as it stands now and the unread
 * count. Read in the outbox relay's transaction (`tx`); null when the notification is not there.
 */
export async function createdEventOf(
  tx: Executor,
  input: { playerId: string; notificationId: string },
): Promise<NotificationCreatedEvent | null> {
  const row = await findOwnNotification(tx, input.playerId, input.notificationId);
  if (!row) return null;
  return { notification: presentNotification(row), unreadCount: await countUnread(tx, input.playerId) };
}

/** What `notification.read` tells the player's other tabs: which one was read (null: all) and the count. */
export async function readEventOf(
  tx: Executor,
  input: { playerId: string; notificationId: string | null },
): Promise<NotificationReadEvent> {
  return { notificationId: input.notificationId, unreadCount: await countUnread(tx, input.playerId) };
}
