import { randomUUID } from "node:crypto";
import { listOrdersEndpoint, paymentMethodsEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import {
  CLIENT,
  countRows,
  createTestPreset,
  orderOf,
  placeOrder,
  setDailyPurchaseLimit,
  startPurchase,
} from "./payments.test-fixture";

describe("purchase orders, for players", () => {
  let t: TestApp;
  let presetId: number;
  let otherPresetId: number;
  beforeAll(async () => {
    t = await createTestApp();
    presetId = await createTestPreset(t.db, { priceCents: 2_500n });
    otherPresetId = await createTestPreset(t.db, { priceCents: 500n, title: "Small pack" });
  });
  afterAll(() => t.close());

  const errorOf = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  const ordersOf = (player: TestPlayer) =>
    countRows(t.db, "purchase_order where player_id = $1", [player.playerId]);
  const paymentsOf = (player: TestPlayer) =>
    countRows(
      t.db,
      "sandbox_payment where merchant_reference in (select id::text from purchase_order where player_id = $1)",
      [player.playerId],
    );

  it("lists the card and the bank transfer with the amounts each takes, for anyone", async () => {
    const response = await t.app.inject({ url: "/rest/cash/payment-methods/" });
    expect(response.statusCode).toBe(200);
    const { methods } = paymentMethodsEndpoint.output.parse(response.json());
    expect(methods.map((m) => [m.id, m.title])).toEqual([
      ["card", "Card"],
      ["bank", "Instant bank transfer"],
    ]);
    expect(methods[0]).toMatchObject({ minAmount: 0.5, maxAmount: 2500, minAmountCents: 50, isTest: true });
  });

  it("a guest can neither order nor read orders; without the client header the order is refused", async () => {
    const guest = { playerId: "", email: "", referralCode: "", cookie: "" };
    expect(errorOf(await placeOrder(t, guest, { presetId }))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await t.app.inject({ url: "/rest/cash/orders/" }))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await t.app.inject({ url: `/rest/cash/orders/${randomUUID()}/` }))).toEqual([
      401,
      "UNAUTHENTICATED",
    ]);
    const player = await createTestPlayer(t.db);
    const noHeader = await t.app.inject({
      method: "POST",
      url: "/rest/cash/orders/",
      headers: { cookie: player.cookie },
      payload: { presetId, offerType: "preset", methodId: "card", orderKey: randomUUID() },
    });
    expect(errorOf(noHeader)).toEqual([403, "CSRF_REJECTED"]);
    expect(await ordersOf(player)).toBe(0);
  });

  it("refuses bad input: no key, a key that is no UUID, an unknown method or offer type, extra fields", async () => {
    const player = await createTestPlayer(t.db);
    const send = (payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/rest/cash/orders/",
        headers: { ...CLIENT, cookie: player.cookie },
        payload,
      });
    const valid = { presetId, offerType: "preset", methodId: "card", orderKey: randomUUID() };
    for (const payload of [
      { ...valid, orderKey: undefined },
      { ...valid, orderKey: "twice" },
      { ...valid, methodId: "crypto" },
      { ...valid, offerType: "bundle" },
      { ...valid, presetId: -1 },
      { ...valid, amountCents: 1 },
    ]) {
      expect(errorOf(await send(payload))).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect(
      errorOf(
        await t.app.inject({ url: "/rest/cash/orders/not-a-uuid/", headers: { cookie: player.cookie } }),
      ),
    ).toEqual([400, "VALIDATION_FAILED"]);
    expect(await ordersOf(player)).toBe(0);
  });

  it("an unknown package, or one of the wrong offer type, is PRESET_NOT_FOUND and nothing is ordered", async () => {
    const player = await createTestPlayer(t.db);
    expect(errorOf(await placeOrder(t, player, { presetId: 999_999 }))).toEqual([404, "PRESET_NOT_FOUND"]);
    expect(errorOf(await placeOrder(t, player, { presetId, offerType: "promoOffer" }))).toEqual([
      404,
      "PRESET_NOT_FOUND",
    ]);
    expect(await ordersOf(player)).toBe(0);
  });

  it("a method that does not take the amount is PAYMENT_METHOD_UNAVAILABLE; another one does", async () => {
    const big = await createTestPreset(t.db, { priceCents: 300_000n, title: "Whale pack" });
    const player = await createTestPlayer(t.db);
    expect(errorOf(await placeOrder(t, player, { presetId: big, methodId: "card" }))).toEqual([
      409,
      "PAYMENT_METHOD_UNAVAILABLE",
    ]);
    expect(await ordersOf(player)).toBe(0);
    expect((await placeOrder(t, player, { presetId: big, methodId: "bank" })).statusCode).toBe(200);
  });

  it("a double click (one order key, sent at once) makes one order and opens one payment", async () => {
    const player = await createTestPlayer(t.db);
    const orderKey = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => placeOrder(t, player, { presetId, orderKey })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json().order.id));
    const urls = new Set(answers.map((a) => a.json().checkoutUrl));
    expect(ids.size).toBe(1);
    expect(urls.size).toBe(1);
    const again = await placeOrder(t, player, { presetId, orderKey });
    expect(again.json().order.id).toBe([...ids][0]);
    expect(await ordersOf(player)).toBe(1);
    expect(await paymentsOf(player)).toBe(1);
  });

  it("the same order key with another package or method is ORDER_KEY_REUSED", async () => {
    const player = await createTestPlayer(t.db);
    const orderKey = randomUUID();
    await startPurchase(t, player, { presetId, orderKey });
    expect(errorOf(await placeOrder(t, player, { presetId: otherPresetId, orderKey }))).toEqual([
      409,
      "ORDER_KEY_REUSED",
    ]);
    expect(errorOf(await placeOrder(t, player, { presetId, orderKey, methodId: "bank" }))).toEqual([
      409,
      "ORDER_KEY_REUSED",
    ]);
    expect(await ordersOf(player)).toBe(1);
    // Keys are the player's own: another player may use the same one.
    const other = await createTestPlayer(t.db);
    expect((await placeOrder(t, other, { presetId: otherPresetId, orderKey })).statusCode).toBe(200);
  });

  it("a purchase above the player's limit is PURCHASE_LIMIT_EXCEEDED and charges nothing", async () => {
    const player = await createTestPlayer(t.db);
    const limit = await setDailyPurchaseLimit(t, player, 3000);
    expect(limit.statusCode).toBe(200);
    // $25.00 fits the $30.00 limit; a second one, still being paid, counts against it.
    await startPurchase(t, player, { presetId });
    const refused = await placeOrder(t, player, { presetId });
    expect(errorOf(refused)).toEqual([409, "PURCHASE_LIMIT_EXCEEDED"]);
    expect(refused.json().error.message).toContain("$5.00");
    expect(await ordersOf(player)).toBe(1);
    expect(await paymentsOf(player)).toBe(1);
    // $5.00 still fits.
    expect((await placeOrder(t, player, { presetId: otherPresetId })).statusCode).toBe(200);
  });

  it("a player living where purchases are banned is JURISDICTION_RESTRICTED before any order", async () => {
    const player = await createTestPlayer(t.db, { state: "WA" });
    const refused = await placeOrder(t, player, { presetId });
    expect(errorOf(refused)).toEqual([403, "JURISDICTION_RESTRICTED"]);
    expect(refused.json().error.message).toContain("Washington");
    expect(await ordersOf(player)).toBe(0);
  });

  it("a self-excluded player is PLAY_BLOCKED before any order", async () => {
    const player = await createTestPlayer(t.db);
    const excluded = await t.app.inject({
      method: "POST",
      url: "/rest/responsible-play/self-exclusion/",
      headers: { ...CLIENT, cookie: player.cookie },
      payload: { months: 6, confirm: true },
    });
    expect(excluded.statusCode).toBe(200);
    expect(errorOf(await placeOrder(t, player, { presetId }))).toEqual([403, "PLAY_BLOCKED"]);
    expect(await ordersOf(player)).toBe(0);
    expect(await paymentsOf(player)).toBe(0);
  });

  it("a player reads and lists their own orders only", async () => {
    const owner = await createTestPlayer(t.db);
    const other = await createTestPlayer(t.db);
    const first = await startPurchase(t, owner, { presetId });
    const second = await startPurchase(t, owner, { presetId: otherPresetId });
    expect((await orderOf(t, owner, first.order.id)).id).toBe(first.order.id);
    const theirs = await t.app.inject({
      url: `/rest/cash/orders/${first.order.id}/`,
      headers: { cookie: other.cookie },
    });
    expect(errorOf(theirs)).toEqual([404, "ORDER_NOT_FOUND"]);
    const refresh = await t.app.inject({
      method: "POST",
      url: `/rest/cash/orders/${first.order.id}/refresh-status/`,
      headers: { ...CLIENT, cookie: other.cookie },
    });
    expect(errorOf(refresh)).toEqual([404, "ORDER_NOT_FOUND"]);

    const page = await t.app.inject({
      url: "/rest/cash/orders/?pageSize=1",
      headers: { cookie: owner.cookie },
    });
    const listed = listOrdersEndpoint.output.parse(page.json());
    expect(listed.total).toBe(2);
    expect(listed.orders).toHaveLength(1);
    expect([first.order.id, second.order.id]).toContain(listed.orders[0]?.id);
    const all = listOrdersEndpoint.output.parse(
      (await t.app.inject({ url: "/rest/cash/orders/", headers: { cookie: owner.cookie } })).json(),
    );
    expect(new Set(all.orders.map((o) => o.id))).toEqual(new Set([first.order.id, second.order.id]));
    const none = listOrdersEndpoint.output.parse(
      (await t.app.inject({ url: "/rest/cash/orders/", headers: { cookie: other.cookie } })).json(),
    );
    expect(none).toEqual({ orders: [], total: 0 });
  });
});
