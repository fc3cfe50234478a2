// @vitest-environment happy-dom
import {
  listNotificationsEndpoint,
  type Notification,
  readAllNotificationsEndpoint,
  readNotificationEndpoint,
  unreadNotificationsEndpoint,
} from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { NotificationBell } from "./notification-bell";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "notifications.open": "Notifications",
  "notifications.openUnread_one": "Notifications, {{count}} unread",
  "notifications.openUnread_other": "Notifications, {{count}} unread",
  "notifications.title": "Notifications",
  "notifications.close": "Close notifications",
  "notifications.markAllRead": "Mark all as read",
  "notifications.markRead": "Mark as read",
  "notifications.unread": "Unread",
  "notifications.empty": "No notifications yet.",
  "notifications.category.rewards": "Rewards",
  "notifications.category.system": "System",
};

const notification = (id: string, title: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  category: "rewards",
  title,
  body: `Body of ${title}`,
  createdAt: "2026-11-22T12:00:00.000Z",
  isRead: false,
  ...extra,
});

// While the panel is open (a modal dialog) the rest of the page, the bell included, is hidden from screen readers.
const bell = () => screen.getByRole("button", { name: /^Notifications/, hidden: true });

describe("the header's notification bell", () => {
  it("is not there for a guest", () => {
    mockApi().install();
    renderApp(<NotificationBell />, { dictionary, appInit: guestAppInit() });
    expect(screen.queryByRole("button", { name: /^Notifications/ })).toBeNull();
  });

  it("names the unread count for screen readers and shows it on a badge", async () => {
    mockApi()
      .on(unreadNotificationsEndpoint, () => ({ unreadCount: 2 }))
      .install();
    renderApp(<NotificationBell />, { dictionary, appInit: playerAppInit() });
    await waitFor(() => expect(bell().getAttribute("aria-label")).toBe("Notifications, 2 unread"));
    expect(bell().textContent).toBe("2");
  });

  it("shows no badge when everything is read", async () => {
    const api = mockApi()
      .on(unreadNotificationsEndpoint, () => ({ unreadCount: 0 }))
      .install();
    renderApp(<NotificationBell />, { dictionary, appInit: playerAppInit() });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(bell().getAttribute("aria-label")).toBe("Notifications");
    expect(bell().textContent).toBe("");
  });

  it("loads the list only when opened; marks one read, then all, and the badge follows", async () => {
    const api = mockApi()
      .on(unreadNotificationsEndpoint, () => ({ unreadCount: 2 }))
      .on(listNotificationsEndpoint, () => ({
        notifications: [
          notification("2", "Weekend boost", { link: "/lobby" }),
          notification("1", "Coins added"),
        ],
        unreadCount: 2,
        nextCursor: null,
      }))
      .on(
        readNotificationEndpoint,
        () => ({ notification: notification("1", "Coins added", { isRead: true }), unreadCount: 1 }),
        { id: "1" },
      )
      .on(readAllNotificationsEndpoint, () => ({ unreadCount: 0 }))
      .install();
    renderApp(<NotificationBell />, { dictionary, appInit: playerAppInit() });
    await waitFor(() => expect(bell().getAttribute("aria-label")).toBe("Notifications, 2 unread"));
    expect(api.calls.map((call) => call.path)).toEqual(["/rest/notifications/unread-count/"]);

    fireEvent.click(bell());
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    expect(bell().getAttribute("aria-expanded")).toBe("true");
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.querySelector("h3")?.textContent)).toEqual([
      "Unread: Weekend boost",
      "Unread: Coins added",
    ]);
    expect(screen.getByRole("link", { name: "Weekend boost" }).getAttribute("href")).toBe("/lobby");

    fireEvent.click(screen.getByRole("button", { name: "Mark as read: Coins added" }));
    await waitFor(() => expect(bell().getAttribute("aria-label")).toBe("Notifications, 1 unread"));
    expect(screen.queryByRole("button", { name: "Mark as read: Coins added" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(bell().getAttribute("aria-label")).toBe("Notifications"));
    expect(screen.queryAllByRole("button", { name: /^Mark as read/ })).toEqual([]);
    expect((screen.getByRole("button", { name: "Mark all as read" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(bell());
    expect(bell().getAttribute("aria-expanded")).toBe("false");
  });

  it("says when there is nothing yet", async () => {
    mockApi()
      .on(unreadNotificationsEndpoint, () => ({ unreadCount: 0 }))
      .on(listNotificationsEndpoint, () => ({ notifications: [], unreadCount: 0, nextCursor: null }))
      .install();
    renderApp(<NotificationBell />, { dictionary, appInit: playerAppInit() });
    fireEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications yet.")).toBeTruthy();
  });
});
