import { dashboardEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestOperator, type TestOperator } from "../../test-support/operators";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// The test app's clock stands at 2026-11-22T12:00:00Z; the range asked is 2026-11-20 and 2026-11-21.
describe("the back-office dashboard's purchases and redemptions per brand and UTC day", () => {
  let t: TestApp;
  let finance: TestOperator;

  async function order(
    playerId: string,
    brandId: string,
    o: { status: string; cents: bigint; completedAt?: string; refundedAt?: string },
  ) {
    const createdAt = o.completedAt ?? "2026-11-20T00:00:00Z";
    await t.db.query(
      `insert into purchase_order (player_id, brand_id, order_key, preset_id, offer_type, title, coins, entries,
         amount_cents, method_id, provider, status, created_at, updated_at, completed_at, refunded_at)
       values ($1, $2, gen_random_uuid()::text, 1, 'preset', 'Pack', 1000, 100, $3, 'card', 'sandbox', $4,
         $5, $5, $6, $7)`,
      [
        playerId,
        brandId,
        o.cents.toString(),
        o.status,
        createdAt,
        o.completedAt ?? null,
        o.refundedAt ?? null,
      ],
    );
  }

  async function redemption(
    playerId: string,
    brandId: string,
    o: { amount: bigint; createdAt: string; paidAt?: string },
  ) {
    const [row] = await t.db.query<{ id: string }>(
      `insert into redemption (player_id, brand_id, request_key, amount, status, method, created_at, updated_at)
       values ($1, $2, gen_random_uuid()::text, $3, $4, 'bank', $5, $5) returning id`,
      [playerId, brandId, o.amount.toString(), o.paidAt ? "paid" : "requested", o.createdAt],
    );
    const id = row?.id;
    await t.db.query(
      `insert into redemption_event (redemption_id, from_status, to_status, actor, created_at)
       values ($1, null, 'requested', 'player', $2)`,
      [id, o.createdAt],
    );
    if (o.paidAt) {
      await t.db.query(
        `insert into redemption_event (redemption_id, from_status, to_status, actor, created_at)
         values ($1, 'approved', 'paid', 'operator', $2)`,
        [id, o.paidAt],
      );
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    finance = await createTestOperator(t.db, { roleId: "finance" });
    const { playerId: fun } = await createTestPlayer(t.db, { brandId: "funrize", withSession: false });
    const { playerId: tao } = await createTestPlayer(t.db, { brandId: "tao", withSession: false });
    await order(fun, "funrize", { status: "completed", cents: 999n, completedAt: "2026-11-20T08:00:00Z" });
    await order(fun, "funrize", { status: "completed", cents: 1999n, completedAt: "2026-11-20T23:59:59Z" });
    // Completed on the 20th and refunded on the 21st: a sale on the 20th and a refund on the 21st.
    await order(tao, "tao", {
      status: "refunded",
      cents: 4999n,
      completedAt: "2026-11-20T10:00:00Z",
      refundedAt: "2026-11-21T09:00:00Z",
    });
    // None of these is a purchase of the range: unpaid, declined, completed before or after it.
    await order(fun, "funrize", { status: "pending", cents: 500n });
    await order(fun, "funrize", { status: "declined", cents: 500n });
    await order(fun, "funrize", { status: "completed", cents: 700n, completedAt: "2026-11-19T23:59:59Z" });
    await order(tao, "tao", { status: "completed", cents: 800n, completedAt: "2026-11-22T00:00:00Z" });

    // Requested on the 20th and paid on the 21st; requested on the 21st; requested before the range, paid in it.
    await redemption(fun, "funrize", {
      amount: 5000n,
      createdAt: "2026-11-20T12:00:00Z",
      paidAt: "2026-11-21T15:00:00Z",
    });
    await redemption(tao, "tao", { amount: 2550n, createdAt: "2026-11-21T01:00:00Z" });
    await redemption(tao, "tao", {
      amount: 10000n,
      createdAt: "2026-11-18T12:00:00Z",
      paidAt: "2026-11-20T12:00:00Z",
    });
  });
  afterAll(() => t.close());

  const get = async (query: string) => {
    const response = await t.app.inject({
      url: `/api/backoffice/dashboard/${query}`,
      headers: { cookie: finance.cookie },
    });
    expect(response.statusCode).toBe(200);
    return dashboardEndpoint.output.parse(response.json());
  };

  it("counts a sale on the day it completed and a refund on the day it was refunded, in exact cents", async () => {
    const body = await get("?from=2026-11-20&to=2026-11-21");
    expect(body.purchases).toEqual([
      {
        day: "2026-11-20",
        brand: "funrize",
        purchases: 2,
        amountCents: "2998",
        refunds: 0,
        refundedCents: "0",
      },
      { day: "2026-11-20", brand: "tao", purchases: 1, amountCents: "4999", refunds: 0, refundedCents: "0" },
      { day: "2026-11-21", brand: "tao", purchases: 0, amountCents: "0", refunds: 1, refundedCents: "4999" },
    ]);
    expect(body.totals.purchases).toEqual({
      purchases: 3,
      amountCents: "7997",
      refunds: 1,
      refundedCents: "4999",
    });
  });

  it("counts a redemption on the day it was requested and again on the day it was paid", async () => {
    const body = await get("?from=2026-11-20&to=2026-11-21");
    expect(body.redemptions).toEqual([
      {
        day: "2026-11-20",
        brand: "funrize",
        requested: 1,
        requestedAmount: "5000",
        paid: 0,
        paidAmount: "0",
      },
      { day: "2026-11-20", brand: "tao", requested: 0, requestedAmount: "0", paid: 1, paidAmount: "10000" },
      {
        day: "2026-11-21",
        brand: "funrize",
        requested: 0,
        requestedAmount: "0",
        paid: 1,
        paidAmount: "5000",
      },
      { day: "2026-11-21", brand: "tao", requested: 1, requestedAmount: "2550", paid: 0, paidAmount: "0" },
    ]);
    expect(body.totals.redemptions).toEqual({
      requested: 2,
      requestedAmount: "7550",
      paid: 2,
      paidAmount: "15000",
    });
  });

  it("narrows purchases and redemptions to one brand", async () => {
    const body = await get("?from=2026-11-20&to=2026-11-21&brand=funrize");
    expect(body.purchases.map((row) => row.brand)).toEqual(["funrize"]);
    expect(body.redemptions.map((row) => [row.day, row.brand])).toEqual([
      ["2026-11-20", "funrize"],
      ["2026-11-21", "funrize"],
    ]);
    expect(body.totals.purchases).toEqual({
      purchases: 2,
      amountCents: "2998",
      refunds: 0,
      refundedCents: "0",
    });
    expect(body.totals.redemptions).toMatchObject({ requested: 1, paid: 1, paidAmount: "5000" });
  });

  it("covers the last 14 days up to today when no range is given, today's purchases included", async () => {
    const body = await get("");
    expect([body.from, body.to]).toEqual(["2026-11-09", "2026-11-22"]);
    expect(body.totals.purchases).toEqual({
      purchases: 5,
      amountCents: "9497",
      refunds: 1,
      refundedCents: "4999",
    });
    expect(body.totals.redemptions).toMatchObject({ requested: 3, requestedAmount: "17550", paid: 2 });
  });
});
