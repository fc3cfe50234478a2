import { describe, expect, it } from "vitest";
import type { AppError } from "../../platform/errors";
import { CLIENT, errorCode, useGameBench } from "../../test-support/game-launch";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { notifyPlayer } from "../notifications";
import { assertMayBuy } from ".";

const HOUR = 60 * 60 * 1000;

describe("what a cooled-off, excluded or restricted player may not do", () => {
  const { bench, clock, launch, player } = useGameBench();

  const post = (url: string, p: TestPlayer, payload?: object) =>
    bench.t.app.inject({
      method: "POST",
      url,
      headers: { ...CLIENT, cookie: p.cookie },
      ...(payload ? { payload } : {}),
    });
  const selfExclude = async (p: TestPlayer) => {
    const response = await post("/rest/responsible-play/self-exclusion/", p, { months: 6, confirm: true });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("launching a real-money game is refused with PLAY_BLOCKED; demo play and sign-in still work", async () => {
    const p = await player({ coins: 1000 });
    expect((await launch(bench.game.id, p.cookie)).statusCode).toBe(200);
    await selfExclude(p);
    const refused = await launch(bench.game.id, p.cookie);
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, "PLAY_BLOCKED"]);
    expect((await launch(bench.game.id, p.cookie, "demo")).statusCode).toBe(200);
    const init = await bench.t.app.inject({ url: "/rest/app/init/", headers: { cookie: p.cookie } });
    expect(init.json()).toMatchObject({
      isGuest: false,
      responsiblePlay: { block: { kind: "self_exclusion" } },
    });
  });

  it("claiming a reward is refused while blocked", async () => {
    const p = await createTestPlayer(bench.t.db, { emailConfirmed: true });
    expect((await post("/rest/responsible-play/cool-off/", p, { duration: "24h" })).statusCode).toBe(200);
    const refused = await post("/rest/player/rewards/email/claim/", p);
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, "PLAY_BLOCKED"]);
  });

  it("a blocked player gets no promotions notification, but still gets system ones", async () => {
    const p = await createTestPlayer(bench.t.db);
    await selfExclude(p);
    const send = (category: "promotions" | "system") =>
      bench.t.db.transaction((tx) =>
        notifyPlayer(tx, { playerId: p.playerId, category, title: "Hi", body: "There", now: clock.now() }),
      );
    expect(await send("promotions")).toBeNull();
    expect(await send("system")).not.toBeNull();
    const rows = await bench.t.db.query<{ category: string }>(
      "select category from notification where player_id = $1",
      [p.playerId],
    );
    expect(rows.map((r) => r.category)).toEqual(["system"]);
  });

  it("a player without a block gets promotions", async () => {
    const p = await createTestPlayer(bench.t.db);
    const sent = await bench.t.db.transaction((tx) =>
      notifyPlayer(tx, {
        playerId: p.playerId,
        category: "promotions",
        title: "Hi",
        body: "x",
        now: clock.now(),
      }),
    );
    expect(sent).not.toBeNull();
  });

  describe("purchases (issue #14 will pass its own spend)", () => {
    const buy = (playerId: string, amountCents: bigint, spent: Record<number, bigint>) => {
      const windows: Date[] = [];
      return bench.t.db
        .transaction((tx) =>
          assertMayBuy(tx, {
            playerId,
            amountCents,
            now: clock.now(),
            spentSince: async (since) => {
              windows.push(since);
              const hours = Math.round((clock.now().getTime() - since.getTime()) / HOUR);
              return spent[hours] ?? 0n;
            },
          }),
        )
        .then(
          () => ({ ok: true as const, windows }),
          (error: AppError) => ({ ok: false as const, code: error.code, message: error.message, windows }),
        );
    };
    const setLimit = async (p: TestPlayer, period: string, amountCents: string) =>
      expect((await post("/rest/responsible-play/limits/", p, { period, amountCents })).statusCode).toBe(200);

    it("stops a purchase above the daily limit, saying how much is left", async () => {
      const p = await createTestPlayer(bench.t.db);
      await setLimit(p, "day", "5000");
      expect(await buy(p.playerId, 2000n, { 24: 3000n })).toMatchObject({ ok: true });
      expect(await buy(p.playerId, 2001n, { 24: 3000n })).toMatchObject({
        ok: false,
        code: "PURCHASE_LIMIT_EXCEEDED",
        message: expect.stringContaining("$20.00"),
      });
    });

    it("the lowest limit wins: a tight weekly limit stops what the daily one allows", async () => {
      const p = await createTestPlayer(bench.t.db);
      await setLimit(p, "day", "10000");
      await setLimit(p, "week", "12000");
      await setLimit(p, "month", "100000");
      // Spent 100 today... and 110 over the week: the week leaves 10 dollars.
      const spent = { 24: 0n, [7 * 24]: 11_000n, [30 * 24]: 11_000n };
      const refused = await buy(p.playerId, 1_500n, spent);
      expect(refused).toMatchObject({ ok: false, code: "PURCHASE_LIMIT_EXCEEDED" });
      expect(refused.ok === false && refused.message).toContain("weekly");
      // Rolling windows of 24 hours, 7 days and 30 days.
      expect(
        refused.windows.map((w) => (clock.now().getTime() - w.getTime()) / HOUR).sort((a, b) => a - b),
      ).toEqual([24, 7 * 24, 30 * 24]);
      expect(await buy(p.playerId, 1_000n, spent)).toMatchObject({ ok: true });
    });

    it("a decrease stops purchases at once", async () => {
      const p = await createTestPlayer(bench.t.db);
      await setLimit(p, "day", "50000");
      expect(await buy(p.playerId, 10_000n, {})).toMatchObject({ ok: true });
      await setLimit(p, "day", "5000");
      expect(await buy(p.playerId, 10_000n, {})).toMatchObject({
        ok: false,
        code: "PURCHASE_LIMIT_EXCEEDED",
      });
    });

    it("a pending increase does not count until confirmed", async () => {
      const p = await createTestPlayer(bench.t.db);
      await setLimit(p, "day", "5000");
      await setLimit(p, "day", "50000");
      clock.advance(25 * HOUR);
      expect(await buy(p.playerId, 10_000n, {})).toMatchObject({
        ok: false,
        code: "PURCHASE_LIMIT_EXCEEDED",
      });
      expect((await post("/rest/responsible-play/limits/day/confirm/", p)).statusCode).toBe(200);
      expect(await buy(p.playerId, 10_000n, {})).toMatchObject({ ok: true });
    });

    it("a blocked player cannot buy at all", async () => {
      const p = await createTestPlayer(bench.t.db);
      await selfExclude(p);
      expect(await buy(p.playerId, 100n, {})).toMatchObject({ ok: false, code: "PLAY_BLOCKED" });
    });
  });
});
