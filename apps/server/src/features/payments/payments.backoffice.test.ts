import {
  listPurchaseOrdersEndpoint,
  purchaseOrderEndpoint,
  refundPurchaseOrderEndpoint,
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
import { balancesOf, move, postLedgerTransactionAlone, reconcileLedger } from "../ledger";
import { purchasesByDay } from "./index";
import {
  CARDS,
  countRows,
  createTestPreset,
  deliverWebhooks,
  orderOf,
  payByCard,
  paymentIdOf,
  postWebhook,
  startPurchase,
  webhookEvent,
} from "./payments.test-fixture";

describe("purchase orders in the back office", () => {
  let t: TestApp;
  let presetId: number;
  let finance: TestOperator;
  let support: TestOperator;
  let compliance: TestOperator;
  beforeAll(async () => {
    t = await createTestApp();
    presetId = await createTestPreset(t.db, { priceCents: 1_000n, coins: 10_000n, entries: 500n });
    finance = await createTestOperator(t.db, { roleId: "finance" });
    support = await createTestOperator(t.db, { roleId: "support" });
    compliance = await createTestOperator(t.db, { roleId: "compliance" });
  });
  afterAll(() => t.close());

  const errorOf = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  const get = (url: string, who: TestOperator | null = finance) =>
    t.app.inject({ url, headers: backofficeHeaders(who) });
  const refund = (orderId: string, who: TestOperator | null = finance, reason = "Asked by the player") =>
    t.app.inject({
      method: "POST",
      url: `/api/backoffice/cash/orders/${orderId}/refund/`,
      headers: backofficeHeaders(who),
      payload: { reason },
    });
  async function completedPurchase(player: TestPlayer) {
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    await payByCard(t, checkoutUrl, CARDS.success);
    await deliverWebhooks(t);
    return order;
  }
  const sandboxStatusOf = async (orderId: string) =>
    (
      await t.db.query<{ status: string }>(
        "select status from sandbox_payment where merchant_reference = $1",
        [orderId],
      )
    )[0]?.status;

  it("refunds a completed order: the provider refunds, a reversing transaction takes the credit back, audited", async () => {
    const player = await createTestPlayer(t.db);
    const order = await completedPurchase(player);
    expect(await balancesOf(t.db, player.playerId)).toMatchObject({ coins: 10_000n, entries: 500n });

    const response = await refund(order.id);
    expect(response.statusCode).toBe(200);
    const detail = refundPurchaseOrderEndpoint.output.parse(response.json());
    expect(detail.order).toMatchObject({ id: order.id, status: "refunded", playerId: player.playerId });
    expect(detail.order.refundedAt).not.toBeNull();
    expect(detail.events.map((e) => [e.fromStatus, e.toStatus, e.source])).toEqual([
      [null, "created", "player"],
      ["created", "pending", "player"],
      ["pending", "completed", "webhook"],
      ["completed", "completed", "operator"],
      ["completed", "refunded", "operator"],
    ]);
    await expectAudited(t.db, refundPurchaseOrderEndpoint, {
      operatorId: finance.operatorId,
      targetType: "purchase_order",
      targetId: order.id,
    });
    expect(await balancesOf(t.db, player.playerId)).toMatchObject({ coins: 0n, entries: 0n });
    expect(await sandboxStatusOf(order.id)).toBe("refunded");
    expect(
      await countRows(t.db, "ledger_transaction where idempotency_key = $1", [
        `purchase-refund:${order.id}:1`,
      ]),
    ).toBe(1);
    expect((await orderOf(t, player, order.id)).status).toBe("refunded");

    // The provider's refund webhook arrives and changes nothing more; a second refund is refused.
    expect(await deliverWebhooks(t)).toBe(1);
    expect(await balancesOf(t.db, player.playerId)).toMatchObject({ coins: 0n, entries: 0n });
    expect(errorOf(await refund(order.id))).toEqual([409, "ORDER_NOT_REFUNDABLE"]);
  });

  it("REFUND_EXCEEDS_BALANCE when the player no longer holds the credit: nothing changes", async () => {
    const player = await createTestPlayer(t.db);
    const order = await completedPurchase(player);
    await postLedgerTransactionAlone(t.db, {
      idempotencyKey: `test-spend:${player.playerId}`,
      kind: "test.spend",
      playerId: player.playerId,
      legs: move({ playerId: player.playerId }, { house: "game" }, "coins", 1n),
    });
    const events = await countRows(t.db, "purchase_order_event where order_id = $1", [order.id]);
    const audits = await countRows(t.db, "audit_log");
    expect(errorOf(await refund(order.id))).toEqual([409, "REFUND_EXCEEDS_BALANCE"]);
    expect((await orderOf(t, player, order.id)).status).toBe("completed");
    expect(await balancesOf(t.db, player.playerId)).toMatchObject({ coins: 9_999n, entries: 500n });
    expect(await sandboxStatusOf(order.id)).toBe("succeeded");
    expect(await countRows(t.db, "purchase_order_event where order_id = $1", [order.id])).toBe(events);
    expect(await countRows(t.db, "audit_log")).toBe(audits);
  });

  it("only a completed order is refundable", async () => {
    const player = await createTestPlayer(t.db);
    const { order } = await startPurchase(t, player, { presetId });
    expect(errorOf(await refund(order.id))).toEqual([409, "ORDER_NOT_REFUNDABLE"]);
    expect(errorOf(await refund("00000000-0000-4000-8000-000000000000"))).toEqual([404, "ORDER_NOT_FOUND"]);
  });

  it("when the provider will not refund, the credit goes back to the player and the next try can succeed", async () => {
    const player = await createTestPlayer(t.db);
    const order = await completedPurchase(player);
    await t.db.query("update sandbox_payment set status = 'processing' where merchant_reference = $1", [
      order.id,
    ]);
    expect(errorOf(await refund(order.id))).toEqual([502, "PAYMENT_PROVIDER_ERROR"]);
    expect((await orderOf(t, player, order.id)).status).toBe("completed");
    expect(await balancesOf(t.db, player.playerId)).toMatchObject({ coins: 10_000n, entries: 500n });

    await t.db.query("update sandbox_payment set status = 'succeeded' where merchant_reference = $1", [
      order.id,
    ]);
    expect((await refund(order.id)).statusCode).toBe(200);
    expect(await balancesOf(t.db, player.playerId)).toMatchObject({ coins: 0n, entries: 0n });
    const steps = (await get(`/api/backoffice/cash/orders/${order.id}/`))
      .json()
      .events.map(
        (e: { details: { step?: string; attempt?: number } }) =>
          e.details.step && `${e.details.step}:${e.details.attempt}`,
      );
    expect(steps.filter(Boolean)).toEqual(["refund_hold:1", "refund_release:1", "refund_hold:2"]);
  });

  it("a refund made at the provider itself takes the credit back when the player still holds it", async () => {
    const player = await createTestPlayer(t.db);
    const order = await completedPurchase(player);
    const body = webhookEvent(order, await paymentIdOf(t.db, order.id), "payment.refunded");
    expect((await postWebhook(t, body)).statusCode).toBe(200);
    expect((await orderOf(t, player, order.id)).status).toBe("refunded");
    expect(await balancesOf(t.db, player.playerId)).toMatchObject({ coins: 0n, entries: 0n });
  });

  it("a refund made at the provider for a credit already spent is recorded for the operators", async () => {
    const player = await createTestPlayer(t.db);
    const order = await completedPurchase(player);
    await postLedgerTransactionAlone(t.db, {
      idempotencyKey: `test-spend:${player.playerId}`,
      kind: "test.spend",
      playerId: player.playerId,
      legs: move({ playerId: player.playerId }, { house: "game" }, "entries", 500n),
    });
    const body = webhookEvent(order, await paymentIdOf(t.db, order.id), "payment.refunded");
    expect((await postWebhook(t, body)).statusCode).toBe(200);
    const detail = purchaseOrderEndpoint.output.parse(
      (await get(`/api/backoffice/cash/orders/${order.id}/`)).json(),
    );
    expect(detail.order.status).toBe("refunded");
    expect(detail.events.some((e) => e.details.step === "refund_not_taken_back")).toBe(true);
    expect(await balancesOf(t.db, player.playerId)).toMatchObject({ coins: 10_000n, entries: 0n });
  });

  it("finds orders by status, player, e-mail, order id and time; support reads them too", async () => {
    const player = await createTestPlayer(t.db);
    const completed = await completedPurchase(player);
    const { order: pending } = await startPurchase(t, player, { presetId });
    const list = async (query: string, who: TestOperator = finance) => {
      const response = await get(`/api/backoffice/cash/orders/?${query}`, who);
      expect(response.statusCode).toBe(200);
      return listPurchaseOrdersEndpoint.output.parse(response.json());
    };
    const mine = await list(`playerId=${player.playerId}`, support);
    expect(mine.total).toBe(2);
    expect(mine.orders[0]).toMatchObject({
      playerEmail: player.email,
      brandId: "funrize",
      provider: "sandbox",
    });
    expect((await list(`playerId=${player.playerId}&status=pending`)).orders.map((o) => o.id)).toEqual([
      pending.id,
    ]);
    expect((await list(`q=${encodeURIComponent(player.email)}`)).total).toBe(2);
    expect((await list(`q=${completed.id}`)).orders.map((o) => o.id)).toEqual([completed.id]);
    const paymentId = await paymentIdOf(t.db, completed.id);
    expect((await list(`q=${paymentId}`)).orders.map((o) => o.id)).toEqual([completed.id]);
    expect((await list(`playerId=${player.playerId}&from=2026-11-22T12:00:01Z`)).total).toBe(0);
    expect((await list(`playerId=${player.playerId}&to=2026-11-22T12:00:01Z`)).total).toBe(2);
    expect(
      errorOf(await get("/api/backoffice/cash/orders/?from=2026-11-23T00:00:00Z&to=2026-11-22T00:00:00Z")),
    ).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await get("/api/backoffice/cash/orders/not-an-id/"))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await get("/api/backoffice/cash/orders/00000000-0000-4000-8000-000000000000/"))).toEqual([
      404,
      "ORDER_NOT_FOUND",
    ]);
  });

  it("refuses a guest, a role without the cash module, a reader's refund and a refund without a reason", async () => {
    const player = await createTestPlayer(t.db);
    const order = await completedPurchase(player);
    expect(errorOf(await get("/api/backoffice/cash/orders/", null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await get("/api/backoffice/cash/orders/", compliance))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await get(`/api/backoffice/cash/orders/${order.id}/`, compliance))).toEqual([
      403,
      "FORBIDDEN",
    ]);
    expect(errorOf(await refund(order.id, null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await refund(order.id, support))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await refund(order.id, finance, "  "))).toEqual([400, "VALIDATION_FAILED"]);
    const asPlayer = await t.app.inject({
      method: "POST",
      url: `/api/backoffice/cash/orders/${order.id}/refund/`,
      headers: { "x-casino-client": "web", cookie: player.cookie },
      payload: { reason: "mine" },
    });
    expect(asPlayer.statusCode).toBe(401);
    expect((await orderOf(t, player, order.id)).status).toBe("completed");
  });

  it("sums purchases and refunds per day and brand for the dashboard", async () => {
    const range = { from: new Date("2026-11-22T00:00:00Z"), to: new Date("2026-11-23T00:00:00Z") };
    const dayOf = async () =>
      (await purchasesByDay(t.db, { ...range, brand: "funrize" })).find(
        (row) => row.day === "2026-11-22",
      ) ?? {
        purchases: 0,
        amountCents: 0n,
        refunds: 0,
        refundedCents: 0n,
      };
    const before = await dayOf();
    const player = await createTestPlayer(t.db);
    const order = await completedPurchase(player);
    await completedPurchase(player);
    expect((await refund(order.id)).statusCode).toBe(200);
    const after = await dayOf();
    expect(after).toMatchObject({
      brandId: "funrize",
      purchases: before.purchases + 2,
      amountCents: before.amountCents + 2_000n,
      refunds: before.refunds + 1,
      refundedCents: before.refundedCents + 1_000n,
    });
    expect(await purchasesByDay(t.db, { ...range, brand: "tao" })).toEqual([]);
    expect(await purchasesByDay(t.db, { from: range.to, to: new Date("2026-11-24T00:00:00Z") })).toEqual([]);
  });

  it("after every purchase, decline, refund and replay above, the ledger still balances", async () => {
    const report = await reconcileLedger(t.db);
    expect(report.problems).toEqual([]);
    expect(report.isSound).toBe(true);
  });
});
