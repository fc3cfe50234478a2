import type { Notification, NotificationPage } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { withNewNotification, withRead } from "./notifications-cache";

const notification = (id: string, isRead = false): Notification => ({
  id,
  category: "system",
  title: `Title ${id}`,
  body: "Body",
  createdAt: "2026-11-22T12:00:00.000Z",
  isRead,
});

const listOf = (...notifications: Notification[]): NotificationPage => ({
  notifications,
  unreadCount: 0,
  nextCursor: "1",
});

const ids = (list: NotificationPage) => list.notifications.map((n) => n.id);

describe("the notification list in the cache", () => {
  it("puts a new notification on top, keeping the cursor to older ones", () => {
    const list = withNewNotification(listOf(notification("2"), notification("1")), notification("3"));
    expect(ids(list)).toEqual(["3", "2", "1"]);
    expect(list.nextCursor).toBe("1");
  });

  it("keeps a notification pushed twice once", () => {
    const list = listOf(notification("2"), notification("1"));
    expect(withNewNotification(list, notification("1"))).toBe(list);
  });

  it("marks one notification read, or all of them", () => {
    const list = listOf(notification("3"), notification("2"), notification("1"));
    expect(withRead(list, "2").notifications.map((n) => n.isRead)).toEqual([false, true, false]);
    expect(withRead(list, null).notifications.map((n) => n.isRead)).toEqual([true, true, true]);
  });
});
