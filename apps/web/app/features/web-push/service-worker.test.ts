import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { PUSH_RECEIVED } from "./web-push-messages";

const SOURCE = readFileSync(new URL("../../../public/sw.js", import.meta.url), "utf8");
const ORIGIN = "https://casino.example";

interface FakeTab {
  url: string;
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

const tab = (path: string): FakeTab => {
  const fake: FakeTab = { url: `${ORIGIN}${path}`, postMessage: vi.fn(), focus: vi.fn(), navigate: vi.fn() };
  fake.focus.mockResolvedValue(fake);
  return fake;
};

/** /sw.js run as a browser runs it, against a fake worker scope whose every API is a spy. */
function startWorker(tabs: FakeTab[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(async () => {}) },
    clients: { matchAll: vi.fn(async () => tabs), openWindow: vi.fn(async () => null), claim: vi.fn() },
    skipWaiting: vi.fn(),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  runInNewContext(SOURCE, { self: scope, URL });
  const dispatch = async (type: string, event: object) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  };
  return { scope, dispatch };
}

const message = {
  title: "Free spins",
  body: "Ten free spins are in your account.",
  link: "/promotions",
  notificationId: "42",
  category: "rewards",
};
const pushOf = (data: unknown) => ({ data: { json: () => data } });

describe("the web push service worker", () => {
  it("shows a push message as a notification, even with no tab of the site open", async () => {
    const worker = startWorker();
    await worker.dispatch("push", pushOf(message));
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith("Free spins", {
      body: "Ten free spins are in your account.",
      icon: "/favicon.ico",
      tag: "notification-42",
      data: { link: "/promotions", notificationId: "42" },
    });
  });

  it("tells every open tab, so their notification centre catches up", async () => {
    const tabs = [tab("/"), tab("/games")];
    const worker = startWorker(tabs);
    await worker.dispatch("push", pushOf(message));
    for (const open of tabs) expect(open.postMessage).toHaveBeenCalledWith({ type: PUSH_RECEIVED, message });
  });

  it("shows nothing for a message that is not ours, and never links away from the site", async () => {
    const worker = startWorker();
    await worker.dispatch("push", pushOf({ hello: "world" }));
    await worker.dispatch("push", { data: { json: () => JSON.parse("not json") } });
    expect(worker.scope.registration.showNotification).not.toHaveBeenCalled();
    await worker.dispatch("push", pushOf({ ...message, link: "//evil.example/x" }));
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith(
      "Free spins",
      expect.objectContaining({ data: { link: "/", notificationId: "42" } }),
    );
  });

  it("focuses the tab already on the notification's page when it is clicked", async () => {
    const onPage = tab("/promotions");
    const worker = startWorker([tab("/"), onPage]);
    const close = vi.fn();
    await worker.dispatch("notificationclick", { notification: { close, data: { link: "/promotions" } } });
    expect(close).toHaveBeenCalled();
    expect(onPage.focus).toHaveBeenCalled();
    expect(onPage.navigate).not.toHaveBeenCalled();
  });

  it("takes another open tab to the link, or opens a window when the site is closed", async () => {
    const home = tab("/");
    const withTab = startWorker([home]);
    await withTab.dispatch("notificationclick", {
      notification: { close: vi.fn(), data: { link: "/lobby" } },
    });
    expect(home.navigate).toHaveBeenCalledWith(`${ORIGIN}/lobby`);

    const closed = startWorker([]);
    await closed.dispatch("notificationclick", {
      notification: { close: vi.fn(), data: { link: "/lobby" } },
    });
    expect(closed.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/lobby`);
  });
});
