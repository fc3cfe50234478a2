import type { Notification, NotificationDraft } from "@casino/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { auditActorOf, recordAudit } from "../audit-log";
import { playerStateOf } from "../player";
import { type NotificationsContext, notifyPlayer } from "./notifications.service";

/**
 * An operator's notification to one player (the back office's player page): stored and announced in one
 * transaction with its audit entry, so what the player is told and the record of who told them agree.
 */
export async function sendPlayerNotification(
  ctx: NotificationsContext,
  request: FastifyRequest,
  playerId: string,
  draft: NotificationDraft,
): Promise<Notification> {
  return ctx.db.transaction(async (tx) => {
    if (!(await playerStateOf(tx, playerId)))
      throw new AppError("NOT_FOUND", 404, "There is no such player.");
    const now = ctx.clock.now();
    // No dedupe key: each send is an operator's deliberate act, so each one is stored.
    const notification = await notifyPlayer(tx, { ...draft, playerId, now });
    if (!notification && draft.category === "promotions") {
      throw new AppError(
        "PLAY_BLOCKED",
        409,
        "This player is in a cool-off, self-exclusion or restriction and receives no promotions.",
      );
    }
    if (!notification) throw new Error("a notification without a dedupe key was not stored");
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "notification", targetId: notification.id, after: { playerId, ...notification } },
      now,
    );
    return notification;
  });
}
