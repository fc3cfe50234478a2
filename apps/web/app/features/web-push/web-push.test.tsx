// @vitest-environment happy-dom
import { webPushConfigEndpoint, webPushSubscribeEndpoint } from "@casino/contracts";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../lib/test-support/mock-api";
import { renderApp } from "../../lib/test-support/render-app";
import { showToast } from "../../lib/toasts";
import { WebPush } from "./web-push";
import { PUSH_RECEIVED } from "./web-push-messages";
import { DISMISSED_KEY } from "./web-push-storage";

vi.mock("../../lib/toasts", () => ({ showToast: vi.fn() }));

/** A browser with push support whose player was never asked: `answer` is what they say when asked. */
function stubPushBrowser(answer: NotificationPermission) {
  const worker = new EventTarget();
  const subscription = {
    endpoint: "https://fcm.googleapis.com/fcm/send/component-test",
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: "https://fcm.googleapis.com/fcm/send/component-test",
      expirationTime: null,
      keys: { p256dh: "BPcMbnWQL5GOYX", auth: "iLy4hUoZvHl" },
    }),
  };
  const registration = {
    pushManager: { getSubscription: async () => null, subscribe: vi.fn(async () => subscription) },
  };
  Object.assign(worker, {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, "serviceWorker", { value: worker, configurable: true });
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission: "default", requestPermission: vi.fn(async () => answer) });
  return { worker, registration };
}

const region = () => screen.queryByRole("region", { name: "Get notified" });

/** Lets the (undelayed) start and the lazy host settle. */
const afterStart = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(showToast).mockReset();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("the Get notified prompt", () => {
  it("is offered to a signed-in player whose browser can push and who was never asked", async () => {
    stubPushBrowser("granted");
    renderApp(<WebPush startDelayMs={0} />, { appInit: playerAppInit() });
    await afterStart();
    await waitFor(() => expect(region()).not.toBeNull(), { timeout: 5000 });
    expect(screen.getByRole("button", { name: "Enable" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Not now" })).toBeTruthy();
  });

  it("is never offered to a guest", async () => {
    stubPushBrowser("granted");
    renderApp(<WebPush startDelayMs={0} />, { appInit: guestAppInit() });
    await afterStart();
    expect(region()).toBeNull();
  });

  it("is not offered where the browser would refuse without asking", async () => {
    stubPushBrowser("granted");
    Object.defineProperty(navigator, "permissions", {
      value: { query: async () => ({ state: "denied" }) },
      configurable: true,
    });
    try {
      renderApp(<WebPush startDelayMs={0} />, { appInit: playerAppInit() });
      await afterStart();
      expect(region()).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, "permissions");
    }
  });

  it("goes away on Not now and stays away in this browser", async () => {
    stubPushBrowser("granted");
    const { unmount } = renderApp(<WebPush startDelayMs={0} />, { appInit: playerAppInit() });
    await afterStart();
    await waitFor(() => expect(region()).not.toBeNull(), { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(region()).toBeNull();
    expect(localStorage.getItem(DISMISSED_KEY)).toBe("1");
    unmount();
    renderApp(<WebPush startDelayMs={0} />, { appInit: playerAppInit() });
    await afterStart();
    expect(region()).toBeNull();
  });

  it("turns push on with Enable, sends the subscription and says so", async () => {
    stubPushBrowser("granted");
    const api = mockApi()
      .on(webPushConfigEndpoint, () => ({ publicKey: "BPcMbnWQL5GOYX", refreshDays: 7 }))
      .on(webPushSubscribeEndpoint, () => ({ refreshedAt: "2026-11-22T12:00:00.000Z" }))
      .install();
    renderApp(<WebPush startDelayMs={0} />, { appInit: playerAppInit() });
    await afterStart();
    await waitFor(() => expect(region()).not.toBeNull(), { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "Enable" }));
    await waitFor(() => expect(region()).toBeNull());
    expect(api.bodiesOf(webPushSubscribeEndpoint)).toHaveLength(1);
    expect(showToast).toHaveBeenCalledWith(expect.stringMatching(/^Notifications are on/), {
      type: "success",
    });
  });

  it("warns with the spec's words, in the console and a toast, when the player refuses", async () => {
    stubPushBrowser("denied");
    renderApp(<WebPush startDelayMs={0} />, { appInit: playerAppInit() });
    await afterStart();
    await waitFor(() => expect(region()).not.toBeNull(), { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "Enable" }));
    await waitFor(() => expect(region()).toBeNull());
    const warning = "Permission to receive notifications was not granted!";
    expect(console.warn).toHaveBeenCalledWith(warning);
    expect(showToast).toHaveBeenCalledWith(warning, { type: "warning" });
  });
});

describe("push messages in an open tab", () => {
  it("refresh the notification centre's queries", async () => {
    const { worker } = stubPushBrowser("granted");
    const { queryClient } = renderApp(<WebPush startDelayMs={0} />, { appInit: playerAppInit() });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await afterStart();
    await waitFor(() => expect(region()).not.toBeNull(), { timeout: 5000 });
    const message = { title: "Hi", body: "There", notificationId: "9", category: "system" };
    worker.dispatchEvent(new MessageEvent("message", { data: { type: PUSH_RECEIVED, message } }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["player-notifications"] });
  });
});
