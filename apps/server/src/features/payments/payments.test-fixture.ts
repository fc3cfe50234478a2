import { randomUUID } from "node:crypto";
import {
  type BrandId,
  createOrderEndpoint,
  type PaymentMethodId,
  type PaymentWebhookEvent,
  type PurchaseOrder,
} from "@casino/contracts";
import type { Database } from "@casino/db";
import { signPaymentWebhook } from "@casino/domain";
import { DEV_PAYMENT_WEBHOOK_SECRET } from "../../platform/env";
import type { TestPlayer } from "../../test-support/players";
import type { TestApp } from "../../test-support/test-app";

/** Non-GET calls of the player's client carry it (CSRF, ARCHITECTURE D10). */
export const CLIENT = { "x-casino-client": "test" };
/** The default brand's origin in tests (PUBLIC_ORIGIN unset: this server on localhost:PORT). */
export const SITE_ORIGIN = "http://localhost:3000";
export const WEBHOOK_PATH = "/api/payments/sandbox/webhook/";

export const CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  threeDSecure: "4000000000003220",
  processingError: "4000000000000119",
} as const;

/** A package of the store, inserted as an operator's edit would leave it: $9.99 for 1000 coins and 5.00 entries. */
export async function createTestPreset(
  db: Database,
  options: {
    brandId?: BrandId;
    kind?: "package" | "promoOffer";
    priceCents?: bigint;
    coins?: bigint;
    entries?: bigint;
    title?: string;
  } = {},
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into store_preset (brand_id, kind, title, price_cents, coins, entries)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      options.brandId ?? "funrize",
      options.kind ?? "package",
      options.title ?? "Test pack",
      (options.priceCents ?? 999n).toString(),
      (options.coins ?? 1000n).toString(),
      (options.entries ?? 500n).toString(),
    ],
  );
  if (!row) throw new Error("preset not stored");
  return row.id;
}

export interface OrderInput {
  presetId: number;
  offerType?: "preset" | "promoOffer";
  methodId?: PaymentMethodId;
  orderKey?: string;
}

export const placeOrder = (t: TestApp, player: TestPlayer, input: OrderInput) =>
  t.app.inject({
    method: "POST",
    url: "/rest/cash/orders/",
    headers: { ...CLIENT, cookie: player.cookie },
    payload: {
      presetId: input.presetId,
      offerType: input.offerType ?? "preset",
      methodId: input.methodId ?? "card",
      orderKey: input.orderKey ?? randomUUID(),
    },
  });

/** Sets the player's daily purchase limit, as they would in responsible play; answers the response. */
export const setDailyPurchaseLimit = (t: TestApp, player: TestPlayer, cents: number) =>
  t.app.inject({
    method: "POST",
    url: "/rest/responsible-play/limits/",
    headers: { ...CLIENT, cookie: player.cookie },
    payload: { period: "day", amountCents: String(cents) },
  });

/** Places an order that must succeed; its order and hosted form. */
export async function startPurchase(t: TestApp, player: TestPlayer, input: OrderInput) {
  const response = await placeOrder(t, player, input);
  if (response.statusCode !== 200) throw new Error(`order refused: ${response.body}`);
  return createOrderEndpoint.output.parse(response.json());
}

/** Submits a hosted page's form as the browser does: urlencoded, with the page's own `Origin`. */
export function submitForm(t: TestApp, url: string, fields: Record<string, string>, origin = SITE_ORIGIN) {
  const target = new URL(url, SITE_ORIGIN);
  return t.app.inject({
    method: "POST",
    url: target.pathname,
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const payByCard = (t: TestApp, checkoutUrl: string, number: string) =>
  submitForm(t, checkoutUrl, { number, expiry: "12/30", cvc: "123", name: "Ada Lovelace" });

/** Sends every webhook the sandbox queued, as its delivery loop does, then relays the committed events. */
export async function deliverWebhooks(t: TestApp): Promise<number> {
  let sent = 0;
  for (let claimed = await t.app.payments.webhooks.runOnce(); claimed > 0; ) {
    sent += claimed;
    claimed = await t.app.payments.webhooks.runOnce();
  }
  await t.relayOutbox();
  return sent;
}

export async function orderOf(t: TestApp, player: TestPlayer, orderId: string): Promise<PurchaseOrder> {
  const response = await t.app.inject({
    url: `/rest/cash/orders/${orderId}/`,
    headers: { cookie: player.cookie },
  });
  if (response.statusCode !== 200) throw new Error(`order unreadable: ${response.body}`);
  return response.json().order as PurchaseOrder;
}

/** A webhook call signed as the sandbox signs them (or with another secret / at another time). */
export function postWebhook(
  t: TestApp,
  body: string,
  options: { secret?: string; at?: Date; signature?: string } = {},
) {
  const timestamp = String(Math.floor((options.at ?? new Date("2026-11-22T12:00:00Z")).getTime() / 1000));
  return t.app.inject({
    method: "POST",
    url: WEBHOOK_PATH,
    headers: {
      "content-type": "application/json",
      "x-timestamp": timestamp,
      "x-signature":
        options.signature ??
        signPaymentWebhook(options.secret ?? DEV_PAYMENT_WEBHOOK_SECRET, timestamp, body),
    },
    payload: body,
  });
}

/** A sandbox event for a payment, as the sandbox would word it. */
export function webhookEvent(
  order: { id: string; amountCents: number },
  paymentId: string,
  type: PaymentWebhookEvent["type"],
  id = `evt_${randomUUID()}`,
): string {
  const event: PaymentWebhookEvent = {
    id,
    type,
    createdAt: "2026-11-22T12:00:00.000Z",
    data: {
      paymentId,
      merchantReference: order.id,
      amountCents: String(order.amountCents),
      currency: "USD",
      declineCode: null,
    },
  };
  return JSON.stringify(event);
}

export const countRows = async (db: Database, sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? 0;

export const paymentIdOf = async (db: Database, orderId: string) =>
  (
    await db.query<{ id: string }>("select provider_payment_id as id from purchase_order where id = $1", [
      orderId,
    ])
  )[0]?.id ?? "";
