import { type Executor, schema } from "@casino/db";
import { eq, inArray } from "drizzle-orm";

const { player } = schema;

/**
 * Until when the player may not play (responsible-play blocks): a timestamp, `infinity` for an open-ended
 * restriction, or null. Written as text so `infinity` reaches PostgreSQL as itself; the wallet's bet reads it.
 */
export async function updatePlayBlockedUntil(
  tx: Executor,
  playerId: string,
  until: Date | "infinity" | null,
): Promise<void> {
  await tx.query("update player set play_blocked_until = $2::timestamptz where id = $1", [
    playerId,
    until === null ? null : until === "infinity" ? "infinity" : until.toISOString(),
  ]);
}

export async function updateActivityReminder(tx: Executor, playerId: string, minutes: number, now: Date) {
  await tx.orm
    .update(player)
    .set({ activityReminderMinutes: minutes, updatedAt: now })
    .where(eq(player.id, playerId));
}

export async function selectActivityReminder(executor: Executor, playerId: string): Promise<number | null> {
  const [row] = await executor.orm
    .select({ minutes: player.activityReminderMinutes })
    .from(player)
    .where(eq(player.id, playerId));
  return row?.minutes ?? null;
}

export function selectContacts(executor: Executor, playerIds: readonly string[]) {
  if (playerIds.length === 0) return Promise.resolve([]);
  return executor.orm
    .select({ id: player.id, email: player.email, brandId: player.brandId })
    .from(player)
    .where(inArray(player.id, [...playerIds]));
}
