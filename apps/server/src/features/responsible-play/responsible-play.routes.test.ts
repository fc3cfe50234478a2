import { RealityCheckStatusSchema, ResponsiblePlaySettingsSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../test-support/games";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const CLIENT = { "x-casino-client": "web" };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("a player's responsible-play tools", () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const get = (url: string, player?: TestPlayer) =>
    t.app.inject({ url, headers: player ? { cookie: player.cookie } : {} });
  const post = (url: string, payload: object | undefined, player?: TestPlayer, headers = CLIENT) =>
    t.app.inject({
      method: "POST",
      url,
      ...(payload ? { payload } : {}),
      headers: { ...headers, ...(player ? { cookie: player.cookie } : {}) },
    });
  const code = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  const settings = async (player: TestPlayer) =>
    ResponsiblePlaySettingsSchema.parse((await get("/rest/responsible-play/", player)).json());
  const ok = (response: { statusCode: number; json(): unknown; body: string }) => {
    expect(response.statusCode, response.body).toBe(200);
    return ResponsiblePlaySettingsSchema.parse(response.json());
  };
  const setLimit = (player: TestPlayer, period: string, amountCents: string | null) =>
    post("/rest/responsible-play/limits/", { period, amountCents }, player);
  const day = (s: { limits: { period: string; amountCents?: string | null }[] }) =>
    s.limits.find((l) => l.period === "day");

  it("a new player has no limits, no block, reality check off and an empty history", async () => {
    const player = await createTestPlayer(t.db);
    expect(await settings(player)).toEqual({
      realityCheckMinutes: 0,
      limits: [
        { period: "day", amountCents: null, pending: null },
        { period: "week", amountCents: null, pending: null },
        { period: "month", amountCents: null, pending: null },
      ],
      block: null,
      history: [],
    });
  });

  it("asks a guest to sign in on every endpoint", async () => {
    for (const response of [
      await get("/rest/responsible-play/"),
      await get("/rest/responsible-play/reality-check/"),
      await post("/rest/responsible-play/reality-check/", { minutes: 30 }),
      await post("/rest/responsible-play/limits/", { period: "day", amountCents: "1000" }),
      await post("/rest/responsible-play/limits/day/confirm/", undefined),
      await post("/rest/responsible-play/limits/day/cancel/", undefined),
      await post("/rest/responsible-play/cool-off/", { duration: "24h" }),
      await post("/rest/responsible-play/self-exclusion/", { months: 6, confirm: true }),
    ]) {
      expect(code(response)).toEqual([401, "UNAUTHENTICATED"]);
    }
  });

  it("refuses bad input and changes nothing", async () => {
    const player = await createTestPlayer(t.db);
    const bad: [string, object][] = [
      ["/rest/responsible-play/reality-check/", { minutes: -1 }],
      ["/rest/responsible-play/reality-check/", { minutes: 24 * 60 + 1 }],
      ["/rest/responsible-play/reality-check/", { minutes: 1.5 }],
      ["/rest/responsible-play/limits/", { period: "year", amountCents: "1000" }],
      ["/rest/responsible-play/limits/", { period: "day", amountCents: "0" }],
      ["/rest/responsible-play/limits/", { period: "day", amountCents: "10.50" }],
      ["/rest/responsible-play/limits/", { period: "day", amountCents: 1000 }],
      ["/rest/responsible-play/cool-off/", { duration: "2w" }],
      ["/rest/responsible-play/cool-off/", { days: 43 }],
      ["/rest/responsible-play/cool-off/", { days: 0 }],
      ["/rest/responsible-play/self-exclusion/", { months: 5, confirm: true }],
      ["/rest/responsible-play/self-exclusion/", { months: "six", confirm: true }],
    ];
    for (const [url, body] of bad) {
      expect(code(await post(url, body, player)), JSON.stringify(body)).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect(code(await post("/rest/responsible-play/limits/year/confirm/", undefined, player))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    const after = await settings(player);
    expect(after.block).toBeNull();
    expect(after.history).toEqual([]);
  });

  it("refuses a cross-site change", async () => {
    const player = await createTestPlayer(t.db);
    const response = await post("/rest/responsible-play/cool-off/", { duration: "24h" }, player, {
      origin: "https://evil.example",
    } as unknown as typeof CLIENT);
    expect(response.statusCode).toBe(403);
    expect((await settings(player)).block).toBeNull();
  });

  it("sets the reality check, shown in the profile too, and 0 turns it off", async () => {
    const player = await createTestPlayer(t.db);
    expect(ok(await post("/rest/responsible-play/reality-check/", { minutes: 30 }, player))).toMatchObject({
      realityCheckMinutes: 30,
      history: [{ kind: "reality_check_set", details: { minutes: 30, previousMinutes: 0 }, actor: "player" }],
    });
    const profile = await get("/rest/player/profile/", player);
    expect(profile.json().responsiblePlay).toEqual({ activityReminderValue: 30 });
    expect(
      ok(await post("/rest/responsible-play/reality-check/", { minutes: 0 }, player)).realityCheckMinutes,
    ).toBe(0);
  });

  it("the profile's activityReminderValue is the same setting, with its history entry", async () => {
    const player = await createTestPlayer(t.db);
    const response = await post("/rest/player/profile/", { activityReminderValue: 45 }, player);
    expect(response.statusCode, response.body).toBe(200);
    const after = await settings(player);
    expect(after.realityCheckMinutes).toBe(45);
    expect(after.history.map((e) => e.kind)).toEqual(["reality_check_set"]);
  });

  it("a first limit and a decrease apply at once", async () => {
    const player = await createTestPlayer(t.db);
    expect(day(ok(await setLimit(player, "day", "5000")))).toEqual({
      period: "day",
      amountCents: "5000",
      pending: null,
    });
    const lowered = ok(await setLimit(player, "day", "2000"));
    expect(day(lowered)).toEqual({ period: "day", amountCents: "2000", pending: null });
    expect(lowered.history.map((e) => e.kind)).toEqual(["limit_decreased", "limit_set"]);
  });

  it("an increase waits 24 hours: refused before, then needs the player's confirmation", async () => {
    const player = await createTestPlayer(t.db);
    ok(await setLimit(player, "day", "5000"));
    const requestedAt = clock.now();
    const pending = ok(await setLimit(player, "day", "9000"));
    expect(day(pending)).toEqual({
      period: "day",
      amountCents: "5000",
      pending: {
        amountCents: "9000",
        requestedAt: requestedAt.toISOString(),
        confirmableAt: new Date(requestedAt.getTime() + DAY).toISOString(),
        isConfirmable: false,
      },
    });
    clock.advance(DAY - 1000);
    expect(code(await post("/rest/responsible-play/limits/day/confirm/", undefined, player))).toEqual([
      409,
      "LIMIT_INCREASE_NOT_READY",
    ]);
    expect(day(await settings(player))?.amountCents).toBe("5000");
    clock.advance(1000);
    // Not applied by itself once the day is over: it waits for the player.
    expect(day(await settings(player))).toMatchObject({
      amountCents: "5000",
      pending: { isConfirmable: true },
    });
    const confirmed = ok(await post("/rest/responsible-play/limits/day/confirm/", undefined, player));
    expect(day(confirmed)).toEqual({ period: "day", amountCents: "9000", pending: null });
    expect(confirmed.history[0]).toMatchObject({
      kind: "limit_increased",
      details: { period: "day", amountCents: "9000", previousCents: "5000" },
    });
  });

  it("removing a limit is an increase, and a pending change can be cancelled", async () => {
    const player = await createTestPlayer(t.db);
    ok(await setLimit(player, "week", "20000"));
    const removal = ok(await setLimit(player, "week", null));
    expect(removal.limits[1]).toMatchObject({ amountCents: "20000", pending: { amountCents: null } });
    const cancelled = ok(await post("/rest/responsible-play/limits/week/cancel/", undefined, player));
    expect(cancelled.limits[1]).toEqual({ period: "week", amountCents: "20000", pending: null });
    expect(code(await post("/rest/responsible-play/limits/week/cancel/", undefined, player))).toEqual([
      409,
      "NO_PENDING_LIMIT_CHANGE",
    ]);
    expect(code(await post("/rest/responsible-play/limits/month/confirm/", undefined, player))).toEqual([
      409,
      "NO_PENDING_LIMIT_CHANGE",
    ]);
  });

  it("starts a cool-off at once, shown as the block in force", async () => {
    const player = await createTestPlayer(t.db);
    const now = clock.now();
    const cooled = ok(await post("/rest/responsible-play/cool-off/", { duration: "1w" }, player));
    expect(cooled.block).toMatchObject({
      kind: "cool_off",
      startsAt: now.toISOString(),
      endsAt: new Date(now.getTime() + 7 * DAY).toISOString(),
    });
    const days = ok(await post("/rest/responsible-play/cool-off/", { days: 42 }, player));
    expect(days.block?.endsAt).toBe(new Date(now.getTime() + 42 * DAY).toISOString());
    expect(days.history.map((e) => e.kind)).toEqual(["cool_off_started", "cool_off_started"]);
  });

  it("self-exclusion needs an explicit confirmation and lasts at least six months", async () => {
    const player = await createTestPlayer(t.db);
    for (const body of [{ months: 6 }, { months: 6, confirm: false }]) {
      expect(code(await post("/rest/responsible-play/self-exclusion/", body, player))).toEqual([
        400,
        "SELF_EXCLUSION_NOT_CONFIRMED",
      ]);
    }
    expect((await settings(player)).block).toBeNull();
    const now = clock.now();
    const excluded = ok(
      await post("/rest/responsible-play/self-exclusion/", { months: 6, confirm: true }, player),
    );
    const sixMonths = new Date(now);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(excluded.block).toMatchObject({ kind: "self_exclusion", endsAt: sixMonths.toISOString() });
    // The player can still sign in and read the status.
    expect((await get("/rest/app/init/", player)).json().responsiblePlay).toEqual({
      realityCheckMinutes: 0,
      block: { kind: "self_exclusion", endsAt: sixMonths.toISOString() },
    });
  });

  it("the reality check shows the time since sign-in and the net result of real play", async () => {
    const player = await createTestPlayer(t.db);
    const signedInAt = new Date(clock.now().getTime() - 90 * 60 * 1000);
    await t.db.query("update player_session set created_at = $2 where player_id = $1", [
      player.playerId,
      signedInAt.toISOString(),
    ]);
    const response = await get("/rest/responsible-play/reality-check/", player);
    expect(response.statusCode, response.body).toBe(200);
    expect(RealityCheckStatusSchema.parse(response.json())).toEqual({
      realityCheckMinutes: 0,
      sessionStartedAt: signedInAt.toISOString(),
      sessionSeconds: 90 * 60,
      netResults: [],
    });
  });

  it("keeps the history append-only: the database refuses to change or delete it", async () => {
    const player = await createTestPlayer(t.db);
    ok(await setLimit(player, "month", "100000"));
    await expect(
      t.db.query("update responsible_play_event set kind = 'x' where player_id = $1", [player.playerId]),
    ).rejects.toThrow();
    await expect(
      t.db.query("delete from responsible_play_event where player_id = $1", [player.playerId]),
    ).rejects.toThrow();
    expect((await settings(player)).history.map((e) => e.kind)).toEqual(["limit_set"]);
  });

  it("announces each change to the player's other tabs", async () => {
    const player = await createTestPlayer(t.db);
    ok(await post("/rest/responsible-play/reality-check/", { minutes: 15 }, player));
    const events = await t.db.query<{ topic: string }>(
      "select topic from outbox_event where aggregate_id = $1",
      [player.playerId],
    );
    expect(events.map((e) => e.topic)).toEqual(["responsible_play.changed"]);
  });
});
