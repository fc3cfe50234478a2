import type { WebPushConfig } from "@casino/contracts";
import type { WebPushEvents } from "./web-push-events";
import { readSentSubscription, type StorageLike, writeSentSubscription } from "./web-push-storage";
import {
  maxRetriesMessage,
  SUBSCRIBE_ATTEMPT_TIMEOUT_MS,
  SUBSCRIBE_ATTEMPTS,
  SUBSCRIBE_RETRY_MS,
  WEB_PUSH_TEXTS,
} from "./web-push-texts";

/**
 * The browser as web push uses it, injected so every step is tested without one: the service worker
 * container, the Notification and PushManager globals, storage, the server, the clock and the console.
 */
export interface WebPushDeps {
  serviceWorker:
    | Pick<
        ServiceWorkerContainer,
        "register" | "ready" | "getRegistration" | "addEventListener" | "removeEventListener"
      >
    | undefined;
  Notification: Pick<typeof Notification, "permission" | "requestPermission"> | undefined;
  hasPushManager: boolean;
  storage: StorageLike | null;
  server: {
    config(): Promise<WebPushConfig>;
    subscribe(subscription: PushSubscriptionJSON): Promise<unknown>;
  };
  events: WebPushEvents;
  /** The Permissions API's answer for notifications, null where the browser has no such API. */
  permissionState(): Promise<PermissionState | null>;
  now(): number;
  wait(ms: number): Promise<void>;
  warn(message: string): void;
}

/** How a request to turn web push on ended; every failure was warned about already. */
export type WebPushOutcome =
  | { status: "subscribed" }
  | { status: "fresh" }
  | { status: "off" }
  | { status: "unsupported" }
  | { status: "denied" }
  | { status: "failed"; error: Error };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §4's support check: a service worker, the Push API and notifications. */
export function isPushSupported(
  deps: Pick<WebPushDeps, "serviceWorker" | "Notification" | "hasPushManager">,
) {
  return deps.serviceWorker !== undefined && deps.hasPushManager && deps.Notification !== undefined;
}

/**
 * Turns web push on for the signed-in player; call it from a user gesture (the prompt's button), as
 * browsers allow the permission request only then. Support check, permission, subscription: each failure
 * warns with the spec's words and stops.
 */
export async function enableWebPush(deps: WebPushDeps, playerId: string): Promise<WebPushOutcome> {
  if (!isPushSupported(deps) || !deps.Notification) {
    deps.warn(WEB_PUSH_TEXTS.unsupported);
    return { status: "unsupported" };
  }
  const permission = await deps.Notification.requestPermission();
  if (permission !== "granted") {
    deps.warn(WEB_PUSH_TEXTS.notGranted);
    return { status: "denied" };
  }
  return sendSubscription(deps, playerId);
}

/**
 * On a page of a player who turned web push on in this browser: sends the subscription again once it was
 * sent more than the server's refresh period ago (7 days). Asks nothing; `off` when this browser's
 * subscription is not this player's, or the permission was taken back since (then it is forgotten).
 */
export async function refreshWebPush(deps: WebPushDeps, playerId: string): Promise<WebPushOutcome> {
  const sent = readSentSubscription(deps.storage);
  if (!sent || sent.playerId !== playerId) return { status: "off" };
  if (!isPushSupported(deps) || deps.Notification?.permission !== "granted") {
    writeSentSubscription(deps.storage, null);
    return { status: "off" };
  }
  if (deps.now() - sent.sentAt < sent.refreshDays * DAY_MS) return { status: "fresh" };
  return sendSubscription(deps, playerId);
}

/**
 * Whether to offer web push at all: the browser supports it and would ask the player. A browser that
 * refuses without asking (blocked in its settings, or headless) answers `denied` to the permission query
 * even while `Notification.permission` still says `default`.
 */
export async function canOfferWebPush(deps: WebPushDeps): Promise<boolean> {
  if (!isPushSupported(deps) || deps.Notification?.permission === "denied") return false;
  return (await deps.permissionState()) !== "denied";
}

/** Registers the worker, subscribes (retried), sends the subscription, remembers when, emits `updateToken`. */
async function sendSubscription(deps: WebPushDeps, playerId: string): Promise<WebPushOutcome> {
  try {
    const container = deps.serviceWorker;
    if (!container) throw new Error(WEB_PUSH_TEXTS.unsupported);
    const config = await deps.server.config();
    await container.register("/sw.js");
    // Subscribing needs an active worker; `ready` waits for the one that controls this page's scope.
    const registration = await container.ready;
    const subscription = await withRetries(
      () => answeredWithin(subscribeOnce(registration.pushManager, config.publicKey), deps),
      deps,
    );
    const json = subscription.toJSON();
    await deps.server.subscribe(json);
    writeSentSubscription(deps.storage, {
      playerId,
      endpoint: subscription.endpoint,
      sentAt: deps.now(),
      refreshDays: config.refreshDays,
    });
    deps.events.emit("updateToken", { subscription: json });
    return { status: "subscribed" };
  } catch (cause) {
    const error = cause instanceof Error ? cause : new Error(String(cause));
    deps.warn(error.message);
    return { status: "failed", error };
  }
}

/**
 * The browser's subscription for our key: `subscribe` answers the existing one when there is one, but
 * refuses when it was made for another key (the server's keys were replaced), so that one goes first.
 */
async function subscribeOnce(pushManager: PushManager, publicKey: string): Promise<PushSubscription> {
  const applicationServerKey = decodeBase64url(publicKey);
  const existing = await pushManager.getSubscription();
  const existingKey = existing?.options.applicationServerKey;
  if (existing && existingKey && !sameBytes(new Uint8Array(existingKey), applicationServerKey))
    await existing.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** A push service that never answers counts as a failed attempt, so Enable always ends. */
function answeredWithin<T>(attempt: Promise<T>, deps: Pick<WebPushDeps, "wait">): Promise<T> {
  const silence = deps.wait(SUBSCRIBE_ATTEMPT_TIMEOUT_MS).then(() => {
    throw new Error("The browser's push service did not answer.");
  });
  return Promise.race([attempt, silence]);
}

/** Spec §4: 5 attempts, 1000 ms apart, then `Exceeded maximum retries (5)`. */
export async function withRetries<T>(
  action: () => Promise<T>,
  deps: Pick<WebPushDeps, "wait">,
  attempts = SUBSCRIBE_ATTEMPTS,
  delayMs = SUBSCRIBE_RETRY_MS,
): Promise<T> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await action();
    } catch {
      if (attempt < attempts) await deps.wait(delayMs);
    }
  }
  throw new Error(maxRetriesMessage(attempts));
}

/**
 * After a sign-out on this browser: drops its push subscription, so the next player here does not receive
 * the last one's notifications (the server forgets the endpoint at its next 410).
 */
export async function forgetWebPush(deps: Pick<WebPushDeps, "serviceWorker" | "storage">): Promise<void> {
  writeSentSubscription(deps.storage, null);
  const registration = await deps.serviceWorker?.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

function decodeBase64url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);
