import { NOTIFICATION_CREATED, NOTIFICATION_READ, playerChannel } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { createdEventOf, readEventOf } from "./notifications.service";

/** The outbox payloads this feature writes (notifications.service.ts). */
const notificationIdOf = (payload: unknown): string | null | undefined => {
  const id = (payload as { notificationId?: unknown } | null)?.notificationId;
  return typeof id === "string" || id === null ? id : undefined;
};

/**
 * Live notifications: once a notification (or its reading) is committed, the outbox relay hands it here
 * and it is published on the player's channel. Publishing reaches every node's sockets, so it is never
 * skipped for want of a local subscriber; a player with no tab open finds it in the panel later, and a
 * repeated delivery carries the same notification id, which the client keeps once.
 */
export function installLiveNotifications(app: FastifyInstance, { outbox }: ServerContext) {
  outbox.subscribe(NOTIFICATION_CREATED, "notifications.push", async (event, tx) => {
    const notificationId = notificationIdOf(event.payload);
    if (typeof notificationId !== "string") return;
    const data = await createdEventOf(tx, { playerId: event.aggregateId, notificationId });
    if (data) await app.push.publish(playerChannel(event.aggregateId), NOTIFICATION_CREATED, data);
  });
  outbox.subscribe(NOTIFICATION_READ, "notifications.push", async (event, tx) => {
    const notificationId = notificationIdOf(event.payload);
    if (notificationId === undefined) return;
    const data = await readEventOf(tx, { playerId: event.aggregateId, notificationId });
    await app.push.publish(playerChannel(event.aggregateId), NOTIFICATION_READ, data);
  });
}
