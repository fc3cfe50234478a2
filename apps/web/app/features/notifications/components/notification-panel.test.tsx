// @vitest-environment happy-dom
import { listNotificationsEndpoint, type Notification, readNotificationEndpoint } from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { NotificationPanel } from "./notification-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "notifications.title": "Notifications",
  "notifications.more": "Show older notifications",
  "notifications.failed": "Your notifications could not be loaded.",
  "notifications.retry": "Try again",
};

const notification = (id: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  category: "promotions",
  title: `Notification ${id}`,
  body: "Body",
  createdAt: "2026-11-22T12:00:00.000Z",
  isRead: true,
  ...extra,
});

function renderPanel(onOpenChange = vi.fn()) {
  renderApp(<NotificationPanel open onOpenChange={onOpenChange} returnFocusRef={createRef()} />, {
    dictionary,
    appInit: playerAppInit(),
    paths: ["/lobby"],
  });
  return onOpenChange;
}

const titles = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("the notification panel", () => {
  it("shows older notifications a page at a time", async () => {
    let calls = 0;
    mockApi()
      .on(listNotificationsEndpoint, () => {
        calls += 1;
        return calls === 1
          ? { notifications: [notification("3"), notification("2")], unreadCount: 0, nextCursor: "2" }
          : { notifications: [notification("1")], unreadCount: 0, nextCursor: null };
      })
      .install();
    renderPanel();
    await waitFor(() => expect(titles()).toEqual(["Notification 3", "Notification 2"]));
    fireEvent.click(screen.getByRole("button", { name: "Show older notifications" }));
    await waitFor(() => expect(titles()).toEqual(["Notification 3", "Notification 2", "Notification 1"]));
    expect(screen.queryByRole("button", { name: "Show older notifications" })).toBeNull();
  });

  it("following an unread notification's link reads it and closes the panel", async () => {
    const api = mockApi()
      .on(listNotificationsEndpoint, () => ({
        notifications: [notification("7", { isRead: false, link: "/lobby" })],
        unreadCount: 1,
        nextCursor: null,
      }))
      .on(
        readNotificationEndpoint,
        () => ({ notification: notification("7", { link: "/lobby" }), unreadCount: 0 }),
        { id: "7" },
      )
      .install();
    const onOpenChange = renderPanel();
    fireEvent.click(await screen.findByRole("link", { name: "Notification 7" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain("/rest/notifications/7/read/"));
    expect(screen.getByTestId("location").textContent).toBe("/lobby");
  });

  it("says when the list cannot be loaded, and tries again", async () => {
    let isDown = true;
    mockApi()
      .on(listNotificationsEndpoint, () =>
        isDown
          ? { status: 503, code: "SERVICE_UNAVAILABLE" }
          : { notifications: [notification("1")], unreadCount: 0, nextCursor: null },
      )
      .install();
    renderPanel();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Your notifications could not be loaded.",
    );
    isDown = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(titles()).toEqual(["Notification 1"]));
  });
});
