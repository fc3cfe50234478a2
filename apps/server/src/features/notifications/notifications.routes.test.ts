import {
  listNotificationsEndpoint,
  type NotificationCategory,
  readNotificationEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../test-support/games";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { notifyPlayer } from ".";

const CLIENT = { "x-casino-client": "test" };

describe("the player's notification centre", () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const get = (url: string, player?: TestPlayer) =>
    t.app.inject({ url, headers: player ? { cookie: player.cookie } : {} });
  const post = (url: string, player?: TestPlayer, headers: Record<string, string> = CLIENT) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { ...headers, ...(player ? { cookie: player.cookie } : {}) },
    });
  const list = async (player: TestPlayer, query = "") =>
    listNotificationsEndpoint.output.parse((await get(`/rest/notifications/${query}`, player)).json());
  const unread = async (player: TestPlayer) =>
    (await get("/rest/notifications/unread-count/", player)).json().unreadCount as number;
  const notify = (
    player: TestPlayer,
    title: string,
    extra: { dedupeKey?: string; category?: NotificationCategory } = {},
  ) => {
    clock.advance(1000);
    return t.db.transaction((tx) =>
      notifyPlayer(tx, {
        playerId: player.playerId,
        category: extra.category ?? "system",
        title,
        body: `About ${title}`,
        dedupeKey: extra.dedupeKey,
        now: clock.now(),
      }),
    );
  };
  const code = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];

  it("lists a player's notifications newest first, with how many are unread", async () => {
    const player = await createTestPlayer(t.db);
    expect(await list(player)).toEqual({ notifications: [], unreadCount: 0, nextCursor: null });
    await notify(player, "First");
    const second = await notify(player, "Second", { category: "promotions" });
    const page = await list(player);
    expect(page.notifications.map((n) => n.title)).toEqual(["Second", "First"]);
    expect(page.notifications[0]).toEqual({
      id: second?.id,
      category: "promotions",
      title: "Second",
      body: "About Second",
      createdAt: clock.now().toISOString(),
      isRead: false,
    });
    expect(page.unreadCount).toBe(2);
    expect(await unread(player)).toBe(2);
  });

  it("pages through the list with the cursor, even when a notification arrives in between", async () => {
    const player = await createTestPlayer(t.db);
    for (const title of ["a", "b", "c", "d", "e"]) await notify(player, title);
    const first = await list(player, "?limit=2");
    expect(first.notifications.map((n) => n.title)).toEqual(["e", "d"]);
    await notify(player, "newer");
    const second = await list(player, `?limit=2&before=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.title)).toEqual(["c", "b"]);
    const last = await list(player, `?limit=2&before=${second.nextCursor}`);
    expect(last.notifications.map((n) => n.title)).toEqual(["a"]);
    expect(last.nextCursor).toBeNull();
  });

  it("marks one notification read, then all of them, and the unread count follows", async () => {
    const player = await createTestPlayer(t.db);
    const one = await notify(player, "One");
    await notify(player, "Two");
    await notify(player, "Three");
    const read = await post(`/rest/notifications/${one?.id}/read/`, player);
    expect(read.statusCode).toBe(200);
    expect(readNotificationEndpoint.output.parse(read.json())).toMatchObject({
      notification: { id: one?.id, isRead: true },
      unreadCount: 2,
    });
    // Reading it again changes nothing.
    expect((await post(`/rest/notifications/${one?.id}/read/`, player)).json().unreadCount).toBe(2);
    expect((await list(player)).notifications.map((n) => [n.title, n.isRead])).toEqual([
      ["Three", false],
      ["Two", false],
      ["One", true],
    ]);
    const all = await post("/rest/notifications/read-all/", player);
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect(await unread(player)).toBe(0);
    expect((await list(player)).notifications.every((n) => n.isRead)).toBe(true);
  });

  it("never shows or marks another player's notification", async () => {
    const owner = await createTestPlayer(t.db);
    const stranger = await createTestPlayer(t.db);
    const secret = await notify(owner, "Only for the owner");
    expect((await list(stranger)).notifications).toEqual([]);
    expect(code(await post(`/rest/notifications/${secret?.id}/read/`, stranger))).toEqual([
      404,
      "NOTIFICATION_NOT_FOUND",
    ]);
    expect(code(await post("/rest/notifications/999999999/read/", stranger))).toEqual([
      404,
      "NOTIFICATION_NOT_FOUND",
    ]);
    // The owner's cursor pages nothing of the owner's for the stranger.
    expect((await list(stranger, `?before=${secret?.id}`)).notifications).toEqual([]);
    await post("/rest/notifications/read-all/", stranger);
    expect(await unread(owner)).toBe(1);
  });

  it("asks a guest to sign in on every endpoint", async () => {
    for (const response of [
      await get("/rest/notifications/"),
      await get("/rest/notifications/unread-count/"),
      await post("/rest/notifications/1/read/"),
      await post("/rest/notifications/read-all/"),
    ]) {
      expect(code(response)).toEqual([401, "UNAUTHENTICATED"]);
    }
  });

  it("refuses bad input", async () => {
    const player = await createTestPlayer(t.db);
    for (const query of [
      "?limit=0",
      "?limit=51",
      "?limit=x",
      "?before=abc",
      "?before=0",
      "?before=1234567890123456789",
    ]) {
      expect(code(await get(`/rest/notifications/${query}`, player)), query).toEqual([
        400,
        "VALIDATION_FAILED",
      ]);
    }
    for (const id of ["abc", "0", "-1", "1.5", "12345678901234567890"]) {
      expect(code(await post(`/rest/notifications/${id}/read/`, player)), id).toEqual([
        400,
        "VALIDATION_FAILED",
      ]);
    }
  });

  it("refuses a cross-site request to mark read", async () => {
    const player = await createTestPlayer(t.db);
    const response = await post("/rest/notifications/read-all/", player, { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
  });

  it("stores a notification once for a repeated dedupe key, and announces it once", async () => {
    const player = await createTestPlayer(t.db);
    const first = await notify(player, "Prize", { dedupeKey: "prize:42" });
    const again = await notify(player, "Prize", { dedupeKey: "prize:42" });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    await notify(player, "Other prize", { dedupeKey: "prize:43" });
    // Another player may get a notification with the same key.
    const other = await createTestPlayer(t.db);
    expect(await notify(other, "Prize", { dedupeKey: "prize:42" })).not.toBeNull();
    expect((await list(player)).notifications.map((n) => n.title)).toEqual(["Other prize", "Prize"]);
    const events = await t.db.query<{ n: number }>(
      "select count(*)::int as n from outbox_event where topic = 'notification.created' and aggregate_id = $1",
      [player.playerId],
    );
    expect(events[0]?.n).toBe(2);
  });

  it("a notification whose transaction rolls back is neither stored nor announced", async () => {
    const player = await createTestPlayer(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await notifyPlayer(tx, {
          playerId: player.playerId,
          category: "system",
          title: "x",
          body: "y",
          now: clock.now(),
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await unread(player)).toBe(0);
    const events = await t.db.query("select 1 from outbox_event where aggregate_id = $1", [player.playerId]);
    expect(events).toEqual([]);
  });
});
