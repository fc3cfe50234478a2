import type { Executor } from "@casino/db";
import {
  selectActivityReminder,
  selectContacts,
  updateActivityReminder,
  updatePlayBlockedUntil,
} from "./player.play-status.repo";

// The player's responsible-play columns, for the responsible-play feature: player alone queries the player
// table (decision 017); the rules that decide these values live in responsible-play.

/**
 * Stores until when the player may not play, in the caller's transaction: the latest end of their active
 * blocks, `infinity` for an open-ended restriction, null when none. The wallet's bet refuses until then.
 */
export function setPlayBlockedUntil(
  tx: Executor,
  input: { playerId: string; until: Date | "infinity" | null },
): Promise<void> {
  return updatePlayBlockedUntil(tx, input.playerId, input.until);
}

/** Stores the reality-check interval (`profile.responsiblePlay.activityReminderValue`). */
export function setActivityReminderMinutes(
  tx: Executor,
  input: { playerId: string; minutes: number; now: Date },
): Promise<void> {
  return updateActivityReminder(tx, input.playerId, input.minutes, input.now);
}

/** The reality-check interval in minutes; null when there is no such player. */
export function activityReminderMinutesOf(executor: Executor, playerId: string): Promise<number | null> {
  return selectActivityReminder(executor, playerId);
}

/** E-mail and brand of each player named (for compliance lists); unknown ids are left out. */
export function playerContactsOf(
  executor: Executor,
  playerIds: readonly string[],
): Promise<{ id: string; email: string; brandId: string }[]> {
  return selectContacts(executor, playerIds);
}
