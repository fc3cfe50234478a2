import {
  listNotificationsEndpoint,
  NotificationSchema,
  sendPlayerNotificationEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const NOBODY = "00000000-0000-4000-8000-000000000000";

describe("notifications from the back office", () => {
  let t: TestApp;
  let support: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await createTestApp();
    // support holds players:write; finance only reads players but decides adjustments.
    support = await createTestOperator(t.db, { roleId: "support" });
    finance = await createTestOperator(t.db, { roleId: "finance" });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, who: TestOperator | null) =>
    t.app.inject({ method: "POST", url, payload, headers: backofficeHeaders(who) });
  const send = (playerId: string, payload: object, who: TestOperator | null = support) =>
    post(`/api/backoffice/players/${playerId}/notifications/`, payload, who);
  const notificationsOf = async (player: TestPlayer) =>
    listNotificationsEndpoint.output.parse(
      (await t.app.inject({ url: "/rest/notifications/", headers: { cookie: player.cookie } })).json(),
    );
  const code = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  const count = async (table: "notification" | "audit_log") =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

  it("an operator with players:write sends a player a notification, audited, that the player sees", async () => {
    const player = await createTestPlayer(t.db);
    const draft = {
      category: "promotions",
      title: " Weekend boost ",
      body: "Double coins all weekend.",
      link: "/lobby",
    };
    const response = await send(player.playerId, draft);
    expect(response.statusCode).toBe(200);
    const sent = NotificationSchema.parse(response.json());
    expect(sent).toMatchObject({
      category: "promotions",
      title: "Weekend boost",
      link: "/lobby",
      isRead: false,
    });
    await expectAudited(t.db, sendPlayerNotificationEndpoint, {
      operatorId: support.operatorId,
      targetType: "notification",
      targetId: sent.id,
    });
    expect(await notificationsOf(player)).toEqual({
      notifications: [sent],
      unreadCount: 1,
      nextCursor: null,
    });
  });

  it("refuses a guest, a role without players:write, bad input and an unknown player, storing nothing", async () => {
    const player = await createTestPlayer(t.db);
    const before = [await count("notification"), await count("audit_log")];
    const good = { category: "system", title: "Hello", body: "Body" };
    expect(code(await send(player.playerId, good, null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(code(await send(player.playerId, good, finance))).toEqual([403, "FORBIDDEN"]);
    // A player's own session is no operator's.
    const asPlayer = await t.app.inject({
      method: "POST",
      url: `/api/backoffice/players/${player.playerId}/notifications/`,
      payload: good,
      headers: { "x-casino-client": "web", cookie: player.cookie },
    });
    expect(code(asPlayer)).toEqual([401, "UNAUTHENTICATED"]);
    for (const body of [
      { ...good, category: "news" },
      { ...good, title: "" },
      { ...good, title: "x".repeat(121) },
      { ...good, body: "   " },
      { ...good, link: "https://evil.example/" },
      { ...good, link: "//evil.example/" },
      { ...good, link: "javascript:alert(1)" },
      { ...good, link: "/\\evil.example" },
      { ...good, extra: true },
    ]) {
      expect(code(await send(player.playerId, body)), JSON.stringify(body)).toEqual([
        400,
        "VALIDATION_FAILED",
      ]);
    }
    expect(code(await send(NOBODY, good))).toEqual([404, "NOT_FOUND"]);
    expect(code(await send("not-a-uuid", good))).toEqual([400, "VALIDATION_FAILED"]);
    expect([await count("notification"), await count("audit_log")]).toEqual(before);
  });

  it("an approved credit tells the player in rewards, once; a debit and a rejection tell nothing", async () => {
    const player = await createTestPlayer(t.db);
    const adjust = (amount: string) =>
      post(
        `/api/backoffice/players/${player.playerId}/adjustments/`,
        { currency: "entries", amount, reason: "Lost win" },
        support,
      );
    // 75.00 entries is above funrize's 50.00 threshold: it waits for a second operator.
    const pending = (await adjust("75")).json();
    expect(pending.status).toBe("PENDING");
    expect((await notificationsOf(player)).notifications).toEqual([]);
    const approved = await post(`/api/backoffice/adjustments/${pending.id}/approve/`, {}, finance);
    expect(approved.json().status).toBe("POSTED");
    const rejected = (await adjust("80")).json();
    await post(`/api/backoffice/adjustments/${rejected.id}/reject/`, {}, finance);
    await adjust("-5");
    const { notifications, unreadCount } = await notificationsOf(player);
    expect(unreadCount).toBe(1);
    expect(notifications).toEqual([
      expect.objectContaining({
        category: "rewards",
        title: "Your balance was credited",
        body: "75.00 Entries were added to your balance.",
        isRead: false,
      }),
    ]);
    const stored = await t.db.query<{ dedupe_key: string }>(
      "select dedupe_key from notification where player_id = $1",
      [player.playerId],
    );
    expect(stored).toEqual([{ dedupe_key: `balance-adjustment:${pending.id}` }]);
  });

  it("a credit within the threshold, posted at once, tells the player too", async () => {
    const player = await createTestPlayer(t.db);
    await post(
      `/api/backoffice/players/${player.playerId}/adjustments/`,
      { currency: "coins", amount: "500", reason: "Goodwill" },
      support,
    );
    expect((await notificationsOf(player)).notifications.map((n) => n.body)).toEqual([
      "500 Coins were added to your balance.",
    ]);
  });
});
