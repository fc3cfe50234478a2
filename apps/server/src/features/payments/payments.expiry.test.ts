import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../test-support/games";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { balancesOf } from "../ledger";
import {
  CARDS,
  CLIENT,
  createTestPreset,
  deliverWebhooks,
  orderOf,
  payByCard,
  placeOrder,
  setDailyPurchaseLimit,
  startPurchase,
} from "./payments.test-fixture";
import { SANDBOX_PAYMENT_OPEN_MS } from "./sandbox/sandbox.events";

const PAST_OPEN = SANDBOX_PAYMENT_OPEN_MS + 60_000;

describe("a payment left open too long expires at the provider", () => {
  let t: TestApp;
  const clock = manualClock();
  let presetId: number;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    presetId = await createTestPreset(t.db, { priceCents: 2_500n, coins: 25_000n });
  });
  afterAll(() => t.close());

  it("the form submitted after the payment expired charges nothing and fails the order", async () => {
    const player = await createTestPlayer(t.db);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    clock.advance(PAST_OPEN);
    const late = await payByCard(t, checkoutUrl, CARDS.success);
    expect(late.statusCode).toBe(303);
    await deliverWebhooks(t);
    expect(await orderOf(t, player, order.id)).toMatchObject({
      status: "failed",
      failureCode: "expired",
      message: "This payment was not finished in time, and nothing was charged. Please start again.",
    });
    expect((await balancesOf(t.db, player.playerId)).coins).toBe(0n);
  });

  it("the status refresh of an abandoned order settles it as expired", async () => {
    const player = await createTestPlayer(t.db);
    const { order } = await startPurchase(t, player, { presetId });
    clock.advance(PAST_OPEN);
    const refresh = await t.app.inject({
      method: "POST",
      url: `/rest/cash/orders/${order.id}/refresh-status/`,
      headers: { ...CLIENT, cookie: player.cookie },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().order).toMatchObject({ status: "failed", failureCode: "expired" });
  });

  it("an abandoned order stops counting toward the purchase limit once it can no longer be paid", async () => {
    const player = await createTestPlayer(t.db);
    const limit = await setDailyPurchaseLimit(t, player, 3000);
    expect(limit.statusCode).toBe(200);
    await startPurchase(t, player, { presetId });
    // While the first $25.00 may still be paid, a second one would pass the $30.00 limit.
    expect((await placeOrder(t, player, { presetId })).json().error?.code).toBe("PURCHASE_LIMIT_EXCEEDED");
    clock.advance(PAST_OPEN);
    expect((await placeOrder(t, player, { presetId })).statusCode).toBe(200);
  });
});
