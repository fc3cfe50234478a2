import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { NotificationCategorySchema } from "./notifications";
import { text } from "./text";

/**
 * Web push notifications (issue #12, item 5; spec §4): a signed-in player's browser subscribes with the Web
 * Push standard (RFC 8030, with VAPID, RFC 8292, and encrypted payloads, RFC 8291), and each notification
 * of the notification centre is pushed to the player's subscribed browsers, open tab or not.
 */

/** Days after which the browser subscribes again and sends its subscription anew (spec §4). */
export const WEB_PUSH_REFRESH_DAYS = 7;

/** What the browser needs to subscribe: the server's VAPID public key and how often to refresh. */
export const WebPushConfigSchema = z.object({
  /** The VAPID public key, base64url (an uncompressed P-256 point): `applicationServerKey`. */
  publicKey: text(),
  refreshDays: z.number().int().positive(),
});
export type WebPushConfig = z.infer<typeof WebPushConfigSchema>;

const base64url = (max: number) =>
  text()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "Not base64url.");

/** A push endpoint as the browser gives it; which hosts are allowed is the server's setting. */
const PushEndpointSchema = text().trim().min(1).max(2048);

/** `PushSubscription.toJSON()` of the browser. */
export const WebPushSubscriptionSchema = z.object({
  endpoint: PushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key (65 bytes, 87 base64url characters). */
    p256dh: base64url(100),
    /** The 16-byte authentication secret (22 base64url characters). */
    auth: base64url(40),
  }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;

export const webPushConfigEndpoint = defineEndpoint({
  id: "webPushConfig",
  method: "GET",
  path: "/rest/web-push/config/",
  summary:
    "What a signed-in player's browser needs to subscribe to web push: the server's VAPID public key (`applicationServerKey`) and after how many days to refresh the subscription.",
  tags: ["web-push"],
  auth: "player",
  output: WebPushConfigSchema,
});

export const webPushSubscribeEndpoint = defineEndpoint({
  id: "webPushSubscribe",
  method: "POST",
  path: "/rest/web-push/subscriptions/",
  summary:
    "Keeps the browser's push subscription (`PushSubscription.toJSON()`) for the signed-in player, or refreshes it. The endpoint must be HTTPS on a known push service (WEB_PUSH_ENDPOINT_NOT_ALLOWED) and the keys a P-256 public key and a 16-byte secret (WEB_PUSH_KEYS_INVALID). An endpoint another player had moves to the caller: one browser, one player signed in.",
  tags: ["web-push"],
  auth: "player",
  body: WebPushSubscriptionSchema,
  output: z.object({ refreshedAt: text() }),
  errors: ["WEB_PUSH_ENDPOINT_NOT_ALLOWED", "WEB_PUSH_KEYS_INVALID"],
});

export const webPushUnsubscribeEndpoint = defineEndpoint({
  id: "webPushUnsubscribe",
  method: "POST",
  path: "/rest/web-push/subscriptions/remove/",
  summary:
    "Forgets one of the signed-in player's push subscriptions; another player's endpoint is left alone (`removed: false`).",
  tags: ["web-push"],
  auth: "player",
  body: z.object({ endpoint: PushEndpointSchema }),
  output: z.object({ removed: z.boolean() }),
});

/** The payload of every push message (encrypted for the browser), read by the service worker (`/sw.js`). */
export const WebPushMessageSchema = z.object({
  title: text(),
  body: text(),
  /** A path inside the site to open on a click; the site's home when absent. */
  link: text().optional(),
  notificationId: text(),
  category: NotificationCategorySchema,
});
export type WebPushMessage = z.infer<typeof WebPushMessageSchema>;
