import { NOTIFICATION_CREATED } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { Env } from "../../platform/env";
import type { ServerContext } from "../../platform/feature";
import { createdEventOf } from "../notifications";
import { createWebPushRelay, type WebPushRelay } from "./web-push.relay";
import type { VapidKeys } from "./web-push.repo";
import { createPushSender, type PushSender } from "./web-push.sender";
import { enqueueNotificationPush } from "./web-push.service";

declare module "fastify" {
  interface FastifyInstance {
    /** Web push (issue #12): the relay that sends queued push messages; boot.ts starts it, tests run it. */
    webPush: { relay: WebPushRelay };
  }
}

/** The push service keeps a message for an offline browser this long; a day-old notification is stale. */
const TTL_SECONDS = 24 * 60 * 60;
/** Well inside the relay's 2-minute lease. */
const SEND_TIMEOUT_MS = 15_000;

/** The VAPID `sub` claim: WEB_PUSH_SUBJECT, else the address EMAIL_FROM sends from. */
export function vapidSubjectOf(env: Pick<Env, "WEB_PUSH_SUBJECT" | "EMAIL_FROM">): string {
  if (env.WEB_PUSH_SUBJECT) return env.WEB_PUSH_SUBJECT;
  const address = /<([^>]+)>/.exec(env.EMAIL_FROM)?.[1] ?? env.EMAIL_FROM;
  return `mailto:${address.trim()}`;
}

/**
 * The way out: committed notifications are queued for the player's browsers by an outbox consumer (in the
 * relay's transaction, so a notification is queued exactly when its event is published), and the web-push
 * relay sends the queue. The relay is decorated on the app and stopped when the app closes.
 */
export function installWebPushDelivery(
  app: FastifyInstance,
  { db, clock, env, outbox }: ServerContext,
  vapid: VapidKeys,
  send: PushSender = createPushSender({
    vapid,
    subject: vapidSubjectOf(env),
    ttlSeconds: TTL_SECONDS,
    timeoutMs: SEND_TIMEOUT_MS,
  }),
) {
  const relay = createWebPushRelay({ db, clock, send, log: app.log });
  app.decorate("webPush", { relay });
  app.addHook("onClose", () => relay.stop());

  outbox.subscribe(NOTIFICATION_CREATED, "web-push.enqueue", async (event, tx) => {
    const notificationId = (event.payload as { notificationId?: unknown } | null)?.notificationId;
    if (typeof notificationId !== "string" || !/^\d{1,18}$/.test(notificationId)) return;
    const playerId = event.aggregateId;
    const queued = await enqueueNotificationPush(tx, {
      playerId,
      notificationId,
      now: clock.now(),
      readNotification: () => createdEventOf(tx, { playerId, notificationId }),
    });
    // The queue commits with the outbox's transaction; on PostgreSQL the wake may find it not yet
    // committed, and the relay's next poll (a second later) takes it.
    if (queued > 0) setImmediate(relay.wake);
  });
}
