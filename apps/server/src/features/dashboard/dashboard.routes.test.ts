import { dashboardEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestGame, createTestRound } from "../../test-support/games";
import { createTestOperator, type TestOperator } from "../../test-support/operators";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// The test app's clock stands at 2026-11-22T12:00:00Z.
describe("the back-office dashboard: players, sign-ups, play and GGR per currency, brand and day", () => {
  let t: TestApp;
  let marketing: TestOperator;
  let ledgerOnly: TestOperator;

  async function playerCreatedAt(brandId: "funrize" | "tao", createdAt: string) {
    const player = await createTestPlayer(t.db, { brandId, withSession: false });
    await t.db.query("update player set created_at = $2 where id = $1", [player.playerId, createdAt]);
    return player.playerId;
  }

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await createTestOperator(t.db, { roleId: "marketing" });
    await t.db.query(
      "insert into operator_role (id, name, is_built_in) values ('ledger-desk', 'Ledger desk', false)",
    );
    await t.db.query(
      "insert into operator_role_permission (role_id, permission) values ('ledger-desk', 'ledger:read')",
    );
    ledgerOnly = await createTestOperator(t.db, { roleId: "ledger-desk" });

    const { id: gameId } = await createTestGame(t.db);
    const a = await playerCreatedAt("funrize", "2026-11-01T00:00:00Z");
    const b = await playerCreatedAt("funrize", "2026-11-20T05:00:00Z");
    const c = await playerCreatedAt("tao", "2026-11-21T23:59:59Z");
    const d = await playerCreatedAt("tao", "2026-11-22T01:00:00Z");
    const round = (playerId: string, createdAt: string, bet: bigint, win: bigint, extra = {}) =>
      createTestRound(t.db, { playerId, gameId, createdAt, bet, win, ...extra });
    await round(a, "2026-11-20T10:00:00Z", 100n, 30n);
    await round(a, "2026-11-20T11:00:00Z", 50n, 0n, { status: "open" });
    await round(b, "2026-11-20T12:00:00Z", 250n, 1000n, { gameMode: "SweepStakes" });
    await round(c, "2026-11-21T08:00:00Z", 20n, 5n);
    await round(a, "2026-11-21T23:59:59Z", 10n, 0n);
    // None of these count: a demo round, a rolled-back one, and rounds outside the range.
    await round(b, "2026-11-21T09:00:00Z", 999n, 0n, { mode: "demo" });
    await round(c, "2026-11-21T10:00:00Z", 777n, 0n, { status: "rolled_back" });
    await round(a, "2026-11-19T23:59:59Z", 1000n, 0n);
    await round(d, "2026-11-22T02:00:00Z", 1000n, 0n);
  });
  afterAll(() => t.close());

  const get = (query: string, operator: TestOperator | null = marketing) =>
    t.app.inject({
      url: `/api/backoffice/dashboard/${query}`,
      headers: operator ? { cookie: operator.cookie } : {},
    });

  it("is for operators whose role reads the dashboard: 401 without a session, 403 without dashboard:read", async () => {
    const anonymous = await get("", null);
    expect([anonymous.statusCode, anonymous.json().error.code]).toEqual([401, "UNAUTHENTICATED"]);
    const forbidden = await get("", ledgerOnly);
    expect([forbidden.statusCode, forbidden.json().error.code]).toEqual([403, "FORBIDDEN"]);
  });

  it("refuses a bad or unbounded range and an unknown brand (400)", async () => {
    for (const query of [
      "?from=2026-11-21&to=2026-11-20",
      "?from=2026-08-01&to=2026-11-20",
      "?from=2026-01-01",
      "?from=20-11-2026",
      "?brand=nobody",
      "?currency=coins",
    ]) {
      const response = await get(query);
      expect([query, response.statusCode, response.json().error.code]).toEqual([
        query,
        400,
        "VALIDATION_FAILED",
      ]);
    }
    expect((await get("?from=2026-08-22&to=2026-11-21")).statusCode).toBe(200);
  });

  it("sums a known data set per day, brand and currency, with totals", async () => {
    const response = await get("?from=2026-11-20&to=2026-11-21");
    expect(response.statusCode).toBe(200);
    const body = dashboardEndpoint.output.parse(response.json());
    expect(body).toMatchObject({ from: "2026-11-20", to: "2026-11-21", brand: null });
    expect(body.totals).toEqual({
      players: 3,
      signUps: 2,
      activePlayers: 3,
      byCurrency: [
        { currency: "coins", rounds: 4, activePlayers: 2, stake: "180", win: "35", ggr: "145" },
        { currency: "entries", rounds: 1, activePlayers: 1, stake: "250", win: "1000", ggr: "-750" },
      ],
      // No purchase or redemption in this data set (dashboard.cash.test.ts has them).
      purchases: { purchases: 0, amountCents: "0", refunds: 0, refundedCents: "0" },
      redemptions: { requested: 0, requestedAmount: "0", paid: 0, paidAmount: "0" },
    });
    expect(body.playersByBrand).toEqual([
      { brand: "funrize", players: 2 },
      { brand: "tao", players: 1 },
    ]);
    expect(body.signUps).toEqual([
      { day: "2026-11-20", brand: "funrize", signUps: 1 },
      { day: "2026-11-21", brand: "tao", signUps: 1 },
    ]);
    expect(body.play).toEqual([
      {
        day: "2026-11-20",
        brand: "funrize",
        currency: "coins",
        rounds: 2,
        activePlayers: 1,
        stake: "150",
        win: "30",
        ggr: "120",
      },
      {
        day: "2026-11-20",
        brand: "funrize",
        currency: "entries",
        rounds: 1,
        activePlayers: 1,
        stake: "250",
        win: "1000",
        ggr: "-750",
      },
      {
        day: "2026-11-21",
        brand: "funrize",
        currency: "coins",
        rounds: 1,
        activePlayers: 1,
        stake: "10",
        win: "0",
        ggr: "10",
      },
      {
        day: "2026-11-21",
        brand: "tao",
        currency: "coins",
        rounds: 1,
        activePlayers: 1,
        stake: "20",
        win: "5",
        ggr: "15",
      },
    ]);
  });

  it("narrows to one brand", async () => {
    const body = (await get("?from=2026-11-20&to=2026-11-21&brand=tao")).json();
    expect(body.brand).toBe("tao");
    expect(body.totals).toMatchObject({ players: 1, signUps: 1, activePlayers: 1 });
    expect(body.play).toEqual([
      {
        day: "2026-11-21",
        brand: "tao",
        currency: "coins",
        rounds: 1,
        activePlayers: 1,
        stake: "20",
        win: "5",
        ggr: "15",
      },
    ]);
  });

  it("shows the last 14 days up to today when no range is given", async () => {
    const body = (await get("")).json();
    expect([body.from, body.to]).toEqual(["2026-11-09", "2026-11-22"]);
    expect(body.totals).toMatchObject({ players: 4, signUps: 3, activePlayers: 4 });
    expect(body.totals.byCurrency[0]).toMatchObject({ currency: "coins", rounds: 6, stake: "2180" });
  });
});
