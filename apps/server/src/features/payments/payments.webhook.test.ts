import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { balancesOf } from "../ledger";
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

describe("the payment provider's webhook", () => {
  let t: TestApp;
  let presetId: number;
  beforeAll(async () => {
    t = await createTestApp();
    presetId = await createTestPreset(t.db, { priceCents: 499n, coins: 5_000n, entries: 200n });
  });
  afterAll(() => t.close());

  const snapshot = async (player: TestPlayer, orderId: string) => ({
    order: await orderOf(t, player, orderId),
    balances: await balancesOf(t.db, player.playerId),
    events: await countRows(t.db, "purchase_order_event where order_id = $1", [orderId]),
    transactions: await countRows(t.db, "ledger_transaction where player_id = $1", [player.playerId]),
  });

  it("a replayed delivery (the same event id) answers 200 and changes nothing", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    await payByCard(t, checkoutUrl, CARDS.success);
    await deliverWebhooks(t);
    const before = await snapshot(player, order.id);
    expect(before.balances.coins).toBe(5_000n);

    const [delivered] = await t.db.query<{ body: string }>(
      "select w.body from sandbox_webhook w join sandbox_payment p on p.id = w.payment_id where p.merchant_reference = $1",
      [order.id],
    );
    const replay = await postWebhook(t, delivered?.body ?? "");
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    expect(await snapshot(player, order.id)).toEqual(before);
  });

  it("a forged signature is 401 and changes nothing, even for an order waiting to be paid", async () => {
    const player = await createTestPlayer(t.db);
    const { order } = await startPurchase(t, player, { presetId });
    const body = webhookEvent(order, await paymentIdOf(t.db, order.id), "payment.succeeded");
    const before = await snapshot(player, order.id);
    const forged = await postWebhook(t, body, { secret: "a-secret-somebody-guessed-0123456789abcdef" });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe("INVALID_SIGNATURE");
    const zeros = await postWebhook(t, body, { signature: "0".repeat(64) });
    expect(zeros.json().error.code).toBe("INVALID_SIGNATURE");
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/payments/sandbox/webhook/",
      headers: { "content-type": "application/json" },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    // A body that is not an event, unsigned: the signature is judged first.
    const garbage = await postWebhook(t, "{not json", { signature: "1".repeat(64) });
    expect(garbage.statusCode).toBe(401);
    expect(await snapshot(player, order.id)).toEqual(before);
    expect(before.order.status).toBe("pending");
  });

  it("a correctly signed but stale call is refused as expired", async () => {
    const player = await createTestPlayer(t.db);
    const { order } = await startPurchase(t, player, { presetId });
    const body = webhookEvent(order, await paymentIdOf(t.db, order.id), "payment.succeeded");
    const before = await snapshot(player, order.id);
    const stale = await postWebhook(t, body, { at: new Date("2026-11-22T11:54:59Z") });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe("SIGNATURE_EXPIRED");
    const early = await postWebhook(t, body, { at: new Date("2026-11-22T12:05:01Z") });
    expect(early.json().error.code).toBe("SIGNATURE_EXPIRED");
    expect(await snapshot(player, order.id)).toEqual(before);
  });

  it("a signed event for an unknown order is ORDER_NOT_FOUND, and one for another payment too", async () => {
    const player = await createTestPlayer(t.db);
    const { order } = await startPurchase(t, player, { presetId });
    const unknown = { id: "00000000-0000-4000-8000-000000000000", amountCents: 499 };
    expect((await postWebhook(t, webhookEvent(unknown, "pay_x", "payment.succeeded"))).statusCode).toBe(404);
    const notAnOrderId = { id: "ord-1", amountCents: 499 };
    expect((await postWebhook(t, webhookEvent(notAnOrderId, "pay_x", "payment.succeeded"))).statusCode).toBe(
      404,
    );
    const otherPayment = await postWebhook(t, webhookEvent(order, "pay_someone_elses", "payment.succeeded"));
    expect(otherPayment.statusCode).toBe(404);
    expect((await orderOf(t, player, order.id)).status).toBe("pending");
  });

  it("a late decline for a completed order is recorded, not applied", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    await payByCard(t, checkoutUrl, CARDS.success);
    await deliverWebhooks(t);
    const late = await postWebhook(
      t,
      webhookEvent(order, await paymentIdOf(t.db, order.id), "payment.declined"),
    );
    expect(late.statusCode).toBe(200);
    expect((await orderOf(t, player, order.id)).status).toBe("completed");
    expect((await balancesOf(t.db, player.playerId)).coins).toBe(5_000n);
    const [ignored] = await t.db.query<{ payload: { ignored?: string } }>(
      "select payload from purchase_order_event where order_id = $1 order by id desc limit 1",
      [order.id],
    );
    expect(ignored?.payload.ignored).toContain("not allowed");
  });

  it("a body a signed call cannot be read from is refused as bad input", async () => {
    const bad = await postWebhook(t, JSON.stringify({ id: "evt_1", type: "payment.exploded" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION_FAILED");
  });

  it("the sandbox retries a webhook the merchant did not take, until it does", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    await payByCard(t, checkoutUrl, CARDS.success);
    // The merchant is down for this order: its row is hidden from the webhook for a moment.
    await t.db.query("update purchase_order set provider = 'elsewhere' where id = $1", [order.id]);
    expect(await deliverWebhooks(t)).toBe(1);
    const [failed] = await t.db.query<{
      attempts: number;
      delivered_at: Date | null;
      last_error: string | null;
    }>(
      "select attempts, delivered_at, last_error from sandbox_webhook w join sandbox_payment p on p.id = w.payment_id where p.merchant_reference = $1",
      [order.id],
    );
    expect(failed).toMatchObject({ attempts: 1, delivered_at: null });
    expect(failed?.last_error).toContain("404");
    await t.db.query("update purchase_order set provider = 'sandbox' where id = $1", [order.id]);
    // Due again once its backoff has passed (the test moves it forward instead of waiting).
    await t.db.query("update sandbox_webhook set next_attempt_at = '2000-01-01' where delivered_at is null");
    expect(await deliverWebhooks(t)).toBe(1);
    expect((await orderOf(t, player, order.id)).status).toBe("completed");
    expect((await balancesOf(t.db, player.playerId)).coins).toBe(5_000n);
  });

  it("the running sender, woken by the form's commit, delivers without being asked", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    t.app.payments.webhooks.start();
    try {
      await payByCard(t, checkoutUrl, CARDS.success);
      const deadline = Date.now() + 5_000;
      while ((await orderOf(t, player, order.id)).status !== "completed" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await t.app.payments.webhooks.stop();
    }
    expect((await orderOf(t, player, order.id)).status).toBe("completed");
    expect((await balancesOf(t.db, player.playerId)).coins).toBe(5_000n);
  });
});
