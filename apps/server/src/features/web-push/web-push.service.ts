import {
  type NotificationCreatedEvent,
  WEB_PUSH_REFRESH_DAYS,
  type WebPushConfig,
  type WebPushMessage,
  type WebPushSubscription,
} from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import webPush from "web-push";
import type { WebPushHost } from "../../platform/env";
import { AppError } from "../../platform/errors";
import { enqueueDeliveries } from "./web-push.deliveries.repo";
import { arePushKeysValid, isAllowedPushEndpoint } from "./web-push.endpoint-guard";
import {
  deleteOwnSubscription,
  ensureVapidKeys,
  hasSubscriptions,
  trimSubscriptions,
  upsertSubscription,
  type VapidKeys,
} from "./web-push.repo";

export interface WebPushContext {
  db: Database;
  clock: Clock;
  publicKey: string;
  hosts: readonly WebPushHost[];
}

/** Browsers kept per player: a player with more devices loses the one refreshed longest ago. */
export const MAX_SUBSCRIPTIONS_PER_PLAYER = 10;

/** A push message carries at most this much of the body (a push service takes 4 KiB, encrypted). */
const MAX_PUSHED_BODY = 400;

/**
 * The server's VAPID keys: the first node to start makes them and every node, then and after any restart,
 * signs with that pair, so the browsers' subscriptions (bound to its public key) stay valid.
 */
export function loadVapidKeys(db: Database): Promise<VapidKeys> {
  return ensureVapidKeys(db, webPush.generateVAPIDKeys());
}

export function webPushConfig(ctx: WebPushContext): WebPushConfig {
  return { publicKey: ctx.publicKey, refreshDays: WEB_PUSH_REFRESH_DAYS };
}

/** Keeps (or refreshes) the browser's subscription for the player, after the SSRF and key checks. */
export async function subscribe(
  ctx: WebPushContext,
  input: { playerId: string; subscription: WebPushSubscription },
): Promise<{ refreshedAt: string }> {
  const { endpoint, keys } = input.subscription;
  if (!isAllowedPushEndpoint(endpoint, ctx.hosts)) {
    throw new AppError(
      "WEB_PUSH_ENDPOINT_NOT_ALLOWED",
      400,
      "The push endpoint must be an https address of a known push service.",
    );
  }
  if (!arePushKeysValid(keys)) {
    throw new AppError(
      "WEB_PUSH_KEYS_INVALID",
      400,
      "The subscription's keys must be a P-256 public key and a 16-byte secret.",
    );
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await upsertSubscription(tx, { playerId: input.playerId, endpoint, ...keys, now });
    await trimSubscriptions(tx, input.playerId, MAX_SUBSCRIPTIONS_PER_PLAYER);
  });
  return { refreshedAt: now.toISOString() };
}

export async function unsubscribe(
  ctx: WebPushContext,
  input: { playerId: string; endpoint: string },
): Promise<{ removed: boolean }> {
  return { removed: await deleteOwnSubscription(ctx.db, input.playerId, input.endpoint) };
}

/** The push message of a notification: what the service worker shows and where a click leads. */
export function pushMessageOf(event: NotificationCreatedEvent): WebPushMessage {
  const { notification } = event;
  const body =
    notification.body.length > MAX_PUSHED_BODY
      ? `${notification.body.slice(0, MAX_PUSHED_BODY - 1)}…`
      : notification.body;
  return {
    title: notification.title,
    body,
    ...(notification.link ? { link: notification.link } : {}),
    notificationId: notification.id,
    category: notification.category,
  };
}

/**
 * In the outbox relay's transaction: queues the notification for each of the player's browsers. Most
 * players have none, so that is asked first and the notification is read only when there is one.
 */
export async function enqueueNotificationPush(
  tx: Executor,
  input: {
    playerId: string;
    notificationId: string;
    now: Date;
    readNotification: () => Promise<NotificationCreatedEvent | null>;
  },
): Promise<number> {
  if (!(await hasSubscriptions(tx, input.playerId))) return 0;
  const event = await input.readNotification();
  if (!event) return 0;
  return enqueueDeliveries(tx, {
    playerId: input.playerId,
    notificationId: input.notificationId,
    payload: JSON.stringify(pushMessageOf(event)),
    now: input.now,
  });
}
