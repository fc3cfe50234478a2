import { type Executor, schema } from "@casino/db";
import { and, eq, isNull, sql } from "drizzle-orm";

const { notification } = schema;

export type NotificationRow = typeof notification.$inferSelect;
export type NewNotificationRow = typeof notification.$inferInsert;

/** Stores the notification; null when the player already has one with its dedupe key (a retried source). */
export async function insertNotification(
  tx: Executor,
  row: NewNotificationRow,
): Promise<NotificationRow | null> {
  const [created] = await tx.orm
    .insert(notification)
    .values(row)
    .onConflictDoNothing({ target: [notification.playerId, notification.dedupeKey] })
    .returning();
  return created ?? null;
}

/** The player's notification; null when it does not exist or is someone else's. */
export async function findOwnNotification(executor: Executor, playerId: string, id: string) {
  const [row] = await executor.orm
    .select()
    .from(notification)
    .where(and(eq(notification.id, BigInt(id)), eq(notification.playerId, playerId)));
  return row ?? null;
}

/**
 * Up to `limit` of the player's notifications, newest first, after the one named `before` (keyset paging,
 * so a notification arriving meanwhile does not shift the pages). A `before` that is not the player's own
 * matches nothing.
 */
export async function listNotificationRows(
  executor: Executor,
  playerId: string,
  page: { limit: number; before?: string | undefined },
): Promise<NotificationRow[]> {
  const after =
    page.before === undefined
      ? undefined
      : sql`(${notification.createdAt}, ${notification.id}) < (
          select cursor.created_at, cursor.id from notification cursor
          where cursor.id = ${page.before} and cursor.player_id = ${playerId})`;
  return (
    executor.orm
      .select()
      .from(notification)
      .where(and(eq(notification.playerId, playerId), after))
      // Spelled as the index is built (nulls last), so the page is read from it in order.
      .orderBy(sql`${notification.createdAt} desc nulls last`, sql`${notification.id} desc nulls last`)
      .limit(page.limit)
  );
}

export async function countUnread(executor: Executor, playerId: string): Promise<number> {
  const [row] = await executor.orm
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(notification)
    .where(and(eq(notification.playerId, playerId), isNull(notification.readAt)));
  return row?.count ?? 0;
}

/** Marks the player's unread notification read; null when it is not theirs or was read already. */
export async function markRead(tx: Executor, playerId: string, id: string, now: Date) {
  const [row] = await tx.orm
    .update(notification)
    .set({ readAt: now })
    .where(
      and(eq(notification.id, BigInt(id)), eq(notification.playerId, playerId), isNull(notification.readAt)),
    )
    .returning();
  return row ?? null;
}

/** Marks every unread notification of the player read; answers how many were. */
export async function markAllRead(tx: Executor, playerId: string, now: Date): Promise<number> {
  const rows = await tx.orm
    .update(notification)
    .set({ readAt: now })
    .where(and(eq(notification.playerId, playerId), isNull(notification.readAt)))
    .returning({ id: notification.id });
  return rows.length;
}
