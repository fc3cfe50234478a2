import { PurchaseCompletedEventSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { balancesOf } from "../ledger";
import {
  CARDS,
  countRows,
  createTestPreset,
  deliverWebhooks,
  orderOf,
  payByCard,
  SITE_ORIGIN,
  startPurchase,
  submitForm,
} from "./payments.test-fixture";

describe("buying a package through the sandbox's hosted form", () => {
  let t: TestApp;
  let presetId: number;
  beforeAll(async () => {
    t = await createTestApp();
    presetId = await createTestPreset(t.db, { priceCents: 1999n, coins: 20_000n, entries: 1_000n });
  });
  afterAll(() => t.close());

  const purchaseTransactions = (orderId: string) =>
    countRows(t.db, "ledger_transaction where idempotency_key = $1", [`purchase:${orderId}`]);

  it("the success card credits coins and entries once, by the signed webhook, and says so", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    expect(order).toMatchObject({
      status: "pending",
      presetId,
      offerType: "preset",
      amount: 19.99,
      amountCents: 1999,
      coins: 20_000,
      entries: 10,
      methodId: "card",
      tryNextMethod: null,
      depositsCount: null,
    });
    expect(checkoutUrl).toMatch(new RegExp(`^${SITE_ORIGIN}/payments/sandbox/checkout/pay_[\\w-]+$`));

    // The hosted form: labelled fields and the test cards.
    const form = await t.app.inject({ url: new URL(checkoutUrl).pathname });
    expect(form.statusCode).toBe(200);
    expect(form.headers["content-type"]).toContain("text/html");
    // Its own policy: no script at all, its stylesheet by nonce, forms back to this origin and the store's.
    const policy = String(form.headers["content-security-policy"]);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/style-src 'nonce-[\w-]+'/);
    expect(policy).toContain(`form-action 'self' ${SITE_ORIGIN}`);
    expect(policy).toContain("frame-ancestors 'self'");
    // Chromium sends `Origin: null` with a form posted under no-referrer, which the CSRF rule would refuse.
    expect(form.headers["referrer-policy"]).toBe("same-origin");
    for (const label of [
      'for="number"',
      'for="expiry"',
      'for="cvc"',
      'for="name"',
      CARDS.success.slice(0, 4),
    ])
      expect(form.body).toContain(label);

    const paid = await payByCard(t, checkoutUrl, CARDS.success);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${SITE_ORIGIN}/cashIframe?orderId=${order.id}`);
    // Nothing is credited until the provider's webhook says so.
    expect((await orderOf(t, player, order.id)).status).toBe("pending");
    expect((await balancesOf(t.db, player.playerId)).coins).toBe(0n);

    expect(await deliverWebhooks(t)).toBe(1);
    const completed = await orderOf(t, player, order.id);
    expect(completed).toMatchObject({
      status: "completed",
      depositsCount: 1,
      message: null,
      failureCode: null,
    });
    expect(completed.completedAt).not.toBeNull();
    expect(await balancesOf(t.db, player.playerId)).toMatchObject({ coins: 20_000n, entries: 1_000n });
    expect(await purchaseTransactions(order.id)).toBe(1);
    expect(await countRows(t.db, "store_purchase where order_id = $1", [order.id])).toBe(1);
    expect(await countRows(t.db, "notification where player_id = $1", [player.playerId])).toBe(1);
    const [event] = await t.db.query<{ payload: unknown }>(
      "select payload from outbox_event where topic = 'purchase.completed' and aggregate_id = $1",
      [player.playerId],
    );
    expect(PurchaseCompletedEventSchema.parse(event?.payload)).toMatchObject({
      orderId: order.id,
      amountCents: "1999",
      coins: "20000",
      entries: "1000",
    });

    // Submitting the form again and refreshing the status change nothing.
    expect((await payByCard(t, checkoutUrl, CARDS.success)).statusCode).toBe(303);
    expect(await deliverWebhooks(t)).toBe(0);
    const refreshed = await t.app.inject({
      method: "POST",
      url: `/rest/cash/orders/${order.id}/refresh-status/`,
      headers: { "x-casino-client": "test", cookie: player.cookie },
    });
    expect(refreshed.json().order.status).toBe("completed");
    expect(await balancesOf(t.db, player.playerId)).toMatchObject({ coins: 20_000n, entries: 1_000n });
    expect(await purchaseTransactions(order.id)).toBe(1);
  });

  it("the history of a completed order is created, pending, completed", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    await payByCard(t, checkoutUrl, CARDS.success);
    await deliverWebhooks(t);
    const steps = await t.db.query<{
      from_status: string | null;
      to_status: string;
      provider_event_id: string | null;
    }>(
      "select from_status, to_status, provider_event_id from purchase_order_event where order_id = $1 order by id",
      [order.id],
    );
    expect(steps.map((s) => [s.from_status, s.to_status])).toEqual([
      [null, "created"],
      ["created", "pending"],
      ["pending", "completed"],
    ]);
    expect(steps[2]?.provider_event_id).toMatch(/^evt_/);
  });

  it("a declined card offers the bank transfer next, which then succeeds", async () => {
    const player = await createTestPlayer(t.db);
    const first = await startPurchase(t, player, { presetId });
    await payByCard(t, first.checkoutUrl, CARDS.declined);
    await deliverWebhooks(t);
    expect(await orderOf(t, player, first.order.id)).toMatchObject({
      status: "declined",
      failureCode: "card_declined",
      tryNextMethod: "bank",
      message: expect.stringContaining("declined"),
    });
    expect((await balancesOf(t.db, player.playerId)).coins).toBe(0n);

    const second = await startPurchase(t, player, { presetId, methodId: "bank" });
    const bankPage = await t.app.inject({ url: new URL(second.checkoutUrl).pathname });
    expect(bankPage.body).toContain("Approve the transfer");
    expect(bankPage.body).toContain("Decline at your bank");
    const approved = await submitForm(t, second.checkoutUrl, { decision: "approve" });
    expect(approved.statusCode).toBe(303);
    await deliverWebhooks(t);
    expect(await orderOf(t, player, second.order.id)).toMatchObject({
      status: "completed",
      depositsCount: 1,
    });
    expect((await balancesOf(t.db, player.playerId)).coins).toBe(20_000n);
  });

  it("insufficient funds is a decline with its own reason; a bank decline offers the card", async () => {
    const player = await createTestPlayer(t.db);
    const card = await startPurchase(t, player, { presetId });
    await payByCard(t, card.checkoutUrl, CARDS.insufficientFunds);
    const bank = await startPurchase(t, player, { presetId, methodId: "bank" });
    await submitForm(t, bank.checkoutUrl, { decision: "decline" });
    await deliverWebhooks(t);
    expect(await orderOf(t, player, card.order.id)).toMatchObject({
      status: "declined",
      failureCode: "insufficient_funds",
      tryNextMethod: "bank",
    });
    expect(await orderOf(t, player, bank.order.id)).toMatchObject({
      status: "declined",
      failureCode: "bank_declined",
      tryNextMethod: "card",
    });
    expect((await balancesOf(t.db, player.playerId)).coins).toBe(0n);
  });

  it("a processing error fails the order with the spec's message", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    await payByCard(t, checkoutUrl, CARDS.processingError);
    await deliverWebhooks(t);
    expect(await orderOf(t, player, order.id)).toMatchObject({
      status: "failed",
      failureCode: "processing_error",
      message: "We are failed to process your transaction. Please try again.",
      tryNextMethod: null,
    });
  });

  it("3-D Secure: the challenge decides; approved, the order completes", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    const asked = await payByCard(t, checkoutUrl, CARDS.threeDSecure);
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(new URL(checkoutUrl).pathname);
    expect(await deliverWebhooks(t)).toBe(0);
    const challenge = await t.app.inject({ url: new URL(checkoutUrl).pathname });
    expect(challenge.body).toContain("3-D Secure");
    expect(challenge.body).toContain("3220");
    const approved = await submitForm(t, `${checkoutUrl}/challenge`, { decision: "approve" });
    expect(approved.headers.location).toBe(`${SITE_ORIGIN}/cashIframe?orderId=${order.id}`);
    await deliverWebhooks(t);
    expect((await orderOf(t, player, order.id)).status).toBe("completed");
    expect((await balancesOf(t.db, player.playerId)).coins).toBe(20_000n);
  });

  it("3-D Secure: a failed challenge fails the order and credits nothing", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    await payByCard(t, checkoutUrl, CARDS.threeDSecure);
    await submitForm(t, `${checkoutUrl}/challenge`, { decision: "fail" });
    await deliverWebhooks(t);
    expect(await orderOf(t, player, order.id)).toMatchObject({
      status: "failed",
      failureCode: "authentication_failed",
    });
    expect((await balancesOf(t.db, player.playerId)).coins).toBe(0n);
  });

  it("the status refresh completes an order whose webhook never arrived, and the late webhook adds nothing", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    await payByCard(t, checkoutUrl, CARDS.success);
    const refresh = await t.app.inject({
      method: "POST",
      url: `/rest/cash/orders/${order.id}/refresh-status/`,
      headers: { "x-casino-client": "test", cookie: player.cookie },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().order).toMatchObject({ status: "completed", depositsCount: 1 });
    expect((await balancesOf(t.db, player.playerId)).coins).toBe(20_000n);
    // The webhook arrives after all: accepted, and nothing moves again.
    expect(await deliverWebhooks(t)).toBe(1);
    expect((await balancesOf(t.db, player.playerId)).coins).toBe(20_000n);
    expect(await purchaseTransactions(order.id)).toBe(1);
  });

  it("the form refuses a bad card without deciding anything, and never echoes the CVC", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    const wrong = await submitForm(t, checkoutUrl, {
      number: "4242424242424241",
      expiry: "12/30",
      cvc: "987",
      name: "A",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(wrong.body).toContain("Enter a valid card number.");
    expect(wrong.body).not.toContain("987");
    const expired = await submitForm(t, checkoutUrl, {
      number: CARDS.success,
      expiry: "01/20",
      cvc: "123",
      name: "A",
    });
    expect(expired.body).toContain("This card has expired.");
    const live = await submitForm(t, checkoutUrl, {
      number: "4111111111111111",
      expiry: "12/30",
      cvc: "123",
      name: "A",
    });
    expect(live.statusCode).toBe(422);
    expect(await deliverWebhooks(t)).toBe(0);
    expect((await orderOf(t, player, order.id)).status).toBe("pending");
  });

  it("another site cannot submit the hosted form", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    const card = { number: CARDS.success, expiry: "12/30", cvc: "123", name: "A" };
    const crossSite = await submitForm(t, checkoutUrl, card, "https://evil.example");
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe("CSRF_REJECTED");
    expect(await deliverWebhooks(t)).toBe(0);
    expect((await orderOf(t, player, order.id)).status).toBe("pending");
  });

  it("an unknown payment's page is a 404", async () => {
    const response = await t.app.inject({ url: "/payments/sandbox/checkout/pay_nothing" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("no such payment");
  });
});
