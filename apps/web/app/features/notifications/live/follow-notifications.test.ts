import {
  NOTIFICATION_CREATED,
  NOTIFICATION_READ,
  type Notification,
  type NotificationPage,
} from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { fakeLive } from "../../../lib/live/test-support/fake-live";
import type { makeQueryClient } from "../../../lib/query";
import { NOTIFICATION_KEYS } from "../notifications-query";
import { followNotifications } from "./follow-notifications";

const notification = (id: string): Notification => ({
  id,
  category: "rewards",
  title: `Title ${id}`,
  body: "Body",
  createdAt: "2026-11-22T12:00:00.000Z",
  isRead: false,
});

const listOf = (queryClient: ReturnType<typeof makeQueryClient>) =>
  queryClient.getQueryData<NotificationPage>(NOTIFICATION_KEYS.list);

describe("following notifications live", () => {
  it("raises the badge and tops a loaded list with a new notification, once", () => {
    const { live, queryClient, emit } = fakeLive();
    queryClient.setQueryData<NotificationPage>(NOTIFICATION_KEYS.list, {
      notifications: [notification("1")],
      unreadCount: 1,
      nextCursor: null,
    });
    followNotifications(live);
    emit(NOTIFICATION_CREATED, { notification: notification("2"), unreadCount: 2 });
    emit(NOTIFICATION_CREATED, { notification: notification("2"), unreadCount: 2 });
    expect(queryClient.getQueryData(NOTIFICATION_KEYS.unreadCount)).toEqual({ unreadCount: 2 });
    expect(listOf(queryClient)?.notifications.map((n) => n.id)).toEqual(["2", "1"]);
  });

  it("marks a notification read in another tab, and all of them", () => {
    const { live, queryClient, emit } = fakeLive();
    queryClient.setQueryData<NotificationPage>(NOTIFICATION_KEYS.list, {
      notifications: [notification("2"), notification("1")],
      unreadCount: 2,
      nextCursor: null,
    });
    followNotifications(live);
    emit(NOTIFICATION_READ, { notificationId: "1", unreadCount: 1 });
    expect(listOf(queryClient)?.notifications.map((n) => n.isRead)).toEqual([false, true]);
    expect(queryClient.getQueryData(NOTIFICATION_KEYS.unreadCount)).toEqual({ unreadCount: 1 });
    emit(NOTIFICATION_READ, { notificationId: null, unreadCount: 0 });
    expect(listOf(queryClient)?.notifications.map((n) => n.isRead)).toEqual([true, true]);
  });

  it("ignores an event that does not match its contract, and only counts when no list was loaded", () => {
    const { live, queryClient, emit } = fakeLive();
    followNotifications(live);
    emit(NOTIFICATION_CREATED, { unreadCount: "many" });
    expect(queryClient.getQueryData(NOTIFICATION_KEYS.unreadCount)).toBeUndefined();
    emit(NOTIFICATION_CREATED, { notification: notification("3"), unreadCount: 4 });
    expect(queryClient.getQueryData(NOTIFICATION_KEYS.unreadCount)).toEqual({ unreadCount: 4 });
    expect(listOf(queryClient)).toBeUndefined();
  });

  it("refetches badge and list when the channel could not replay what it missed, and stops when told", async () => {
    const { live, queryClient, handlers, failRecovery } = fakeLive();
    queryClient.setQueryData(NOTIFICATION_KEYS.unreadCount, { unreadCount: 1 });
    const stop = followNotifications(live);
    failRecovery();
    expect(queryClient.getQueryState(NOTIFICATION_KEYS.unreadCount)?.isInvalidated).toBe(true);
    stop();
    expect(handlers.size).toBe(0);
  });
});
