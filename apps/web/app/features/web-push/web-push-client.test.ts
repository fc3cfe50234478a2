import { afterEach, describe, expect, it, vi } from "vitest";
import {
  canOfferWebPush,
  enableWebPush,
  forgetWebPush,
  refreshWebPush,
  type WebPushDeps,
} from "./web-push-client";
import { createWebPushEvents } from "./web-push-events";
import { readSentSubscription, SENT_KEY, type StorageLike } from "./web-push-storage";

/** An uncompressed P-256 point's worth of bytes, base64url, as the server's config gives it. */
const SERVER_KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i)]).toString("base64url");
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/browser-1";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A browser that supports web push, with every API a spy; `options` takes parts away or breaks them. */
function fakeBrowser(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    noPushManager?: boolean;
  } = {},
) {
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: "p256dh-key", auth: "auth-key" },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    getSubscription: vi.fn(async (): Promise<typeof subscription | null> => null),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription),
  };
  const registration = { pushManager };
  const items = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  const warnings: string[] = [];
  let now = Date.parse("2026-11-22T12:00:00Z");
  const events = createWebPushEvents();
  const server = {
    config: vi.fn(async () => ({ publicKey: SERVER_KEY, refreshDays: 7 })),
    subscribe: vi.fn(async (_subscription: PushSubscriptionJSON) => ({ refreshedAt: "" })),
  };
  const Notification = {
    permission: options.permission ?? "default",
    requestPermission: vi.fn(async () => options.answer ?? "granted"),
  };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  const deps = {
    serviceWorker,
    Notification,
    hasPushManager: !options.noPushManager,
    storage,
    server,
    events,
    permissionState: async () => (options.permission === "granted" ? "granted" : "prompt"),
    now: () => now,
    wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    warn: (message: string) => void warnings.push(message),
  } as unknown as WebPushDeps;
  return {
    deps,
    pushManager,
    subscription,
    server,
    Notification,
    serviceWorker,
    storage,
    warnings,
    events,
    advanceDays: (days: number) => {
      now += days * DAY_MS;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("turning web push on (spec §4)", () => {
  it("warns and stops when the browser has no push support", async () => {
    const browser = fakeBrowser({ noPushManager: true });
    expect(await enableWebPush(browser.deps, "player-1")).toEqual({ status: "unsupported" });
    expect(browser.warnings).toEqual(["Push notifications are not supported in this browser!"]);
    expect(browser.Notification.requestPermission).not.toHaveBeenCalled();
  });

  it("warns and stops when the player does not grant the permission", async () => {
    const browser = fakeBrowser({ answer: "denied" });
    expect(await enableWebPush(browser.deps, "player-1")).toEqual({ status: "denied" });
    expect(browser.warnings).toEqual(["Permission to receive notifications was not granted!"]);
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
  });

  it("registers the worker, subscribes with the server's key, sends the subscription and emits updateToken", async () => {
    const browser = fakeBrowser();
    const updates: unknown[] = [];
    browser.events.on("updateToken", (update) => updates.push(update));
    expect(await enableWebPush(browser.deps, "player-1")).toEqual({ status: "subscribed" });

    expect(browser.serviceWorker.register).toHaveBeenCalledWith("/sw.js");
    const [options] = browser.pushManager.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Buffer.from(options?.applicationServerKey as Uint8Array).toString("base64url")).toBe(SERVER_KEY);
    expect(browser.server.subscribe).toHaveBeenCalledWith(browser.subscription.toJSON());
    expect(updates).toEqual([{ subscription: browser.subscription.toJSON() }]);
    expect(readSentSubscription(browser.storage)).toMatchObject({ playerId: "player-1", endpoint: ENDPOINT });
    expect(browser.warnings).toEqual([]);
  });

  it("asks the browser 5 times, 1000 ms apart, then fails with 'Exceeded maximum retries (5)'", async () => {
    vi.useFakeTimers();
    const browser = fakeBrowser();
    browser.pushManager.subscribe.mockRejectedValue(new DOMException("push service error", "AbortError"));
    const outcome = enableWebPush(browser.deps, "player-1");

    await vi.advanceTimersByTimeAsync(0);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await vi.advanceTimersByTimeAsync(999);
      expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(attempt - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(attempt);
    }
    const result = await outcome;
    expect(result.status).toBe("failed");
    expect(result.status === "failed" && result.error.message).toBe("Exceeded maximum retries (5)");
    expect(browser.warnings).toEqual(["Exceeded maximum retries (5)"]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(5);
    expect(browser.server.subscribe).not.toHaveBeenCalled();
  });

  it("ends even when the browser never answers, each attempt given 10 seconds", async () => {
    vi.useFakeTimers();
    const browser = fakeBrowser();
    browser.pushManager.subscribe.mockImplementation(() => new Promise(() => {}));
    const outcome = enableWebPush(browser.deps, "player-1");
    await vi.advanceTimersByTimeAsync(5 * 10_000 + 4 * 1000);
    const result = await outcome;
    expect(result.status === "failed" && result.error.message).toBe("Exceeded maximum retries (5)");
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(5);
  });

  it("gets through when a retry succeeds", async () => {
    vi.useFakeTimers();
    const browser = fakeBrowser();
    browser.pushManager.subscribe
      .mockRejectedValueOnce(new Error("not yet"))
      .mockRejectedValueOnce(new Error("not yet"));
    const outcome = enableWebPush(browser.deps, "player-1");
    await vi.advanceTimersByTimeAsync(2000);
    expect(await outcome).toEqual({ status: "subscribed" });
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(3);
  });

  it("drops a subscription made for another server key before subscribing again", async () => {
    const browser = fakeBrowser();
    const old = {
      ...browser.subscription,
      options: { applicationServerKey: new Uint8Array([4, 9, 9]).buffer },
    };
    browser.pushManager.getSubscription.mockResolvedValue(old as never);
    await enableWebPush(browser.deps, "player-1");
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });
});

describe("keeping the subscription fresh on later visits", () => {
  it("sends nothing again within 7 days, and subscribes and sends again after them", async () => {
    const browser = fakeBrowser({ permission: "granted" });
    await enableWebPush(browser.deps, "player-1");
    browser.advanceDays(6.9);
    expect(await refreshWebPush(browser.deps, "player-1")).toEqual({ status: "fresh" });
    expect(browser.server.subscribe).toHaveBeenCalledTimes(1);

    const updates: unknown[] = [];
    browser.events.on("updateToken", (update) => updates.push(update));
    browser.advanceDays(0.2);
    expect(await refreshWebPush(browser.deps, "player-1")).toEqual({ status: "subscribed" });
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(2);
    expect(browser.server.subscribe).toHaveBeenCalledTimes(2);
    expect(updates).toHaveLength(1);
    expect(readSentSubscription(browser.storage)?.sentAt).toBe(browser.deps.now());
  });

  it("sends nothing for a player who did not turn push on in this browser", async () => {
    const browser = fakeBrowser({ permission: "granted" });
    expect(await refreshWebPush(browser.deps, "player-1")).toEqual({ status: "off" });
    await enableWebPush(browser.deps, "player-1");
    expect(await refreshWebPush(browser.deps, "player-2")).toEqual({ status: "off" });
    expect(browser.server.subscribe).toHaveBeenCalledTimes(1);
  });

  it("forgets the subscription when the permission was taken back", async () => {
    const browser = fakeBrowser({ permission: "granted" });
    await enableWebPush(browser.deps, "player-1");
    browser.Notification.permission = "denied";
    browser.advanceDays(8);
    expect(await refreshWebPush(browser.deps, "player-1")).toEqual({ status: "off" });
    expect(browser.storage.getItem(SENT_KEY)).toBeNull();
    expect(browser.server.subscribe).toHaveBeenCalledTimes(1);
  });

  it("offers push only where the browser would ask the player", async () => {
    expect(await canOfferWebPush(fakeBrowser({ permission: "default" }).deps)).toBe(true);
    expect(await canOfferWebPush(fakeBrowser({ permission: "denied" }).deps)).toBe(false);
    expect(await canOfferWebPush(fakeBrowser({ noPushManager: true }).deps)).toBe(false);
    const headless = fakeBrowser({ permission: "default" });
    headless.deps.permissionState = async () => "denied";
    expect(await canOfferWebPush(headless.deps)).toBe(false);
  });

  it("drops this browser's subscription after a sign-out", async () => {
    const browser = fakeBrowser({ permission: "granted" });
    await enableWebPush(browser.deps, "player-1");
    browser.pushManager.getSubscription.mockResolvedValue(browser.subscription);
    await forgetWebPush(browser.deps);
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(browser.storage.getItem(SENT_KEY)).toBeNull();
  });
});
