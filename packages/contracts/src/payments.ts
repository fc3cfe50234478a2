import { z } from "zod";
import { BrandIdSchema } from "./brands";
import { PAYMENT_FAILED_MESSAGE, PAYMENT_METHOD_IDS, PURCHASE_ORDER_STATUSES } from "./client/payments";
import { defineEndpoint } from "./endpoint";
import { backofficePageQuery, defineBackofficeEndpoint } from "./operators";
import { OfferTypeSchema } from "./store";
import { text } from "./text";

export * from "./client/payments";

/**
 * Purchases (issue #14 item 3, decision 045): every purchase is an order paid through a payment provider's
 * hosted form. The provider tells us the outcome only by a signed webhook (or when we ask it: status
 * refresh); a completed order credits the package's coins and entries by one ledger transaction.
 */

export const PaymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);
export const PurchaseOrderStatusSchema = z.enum(PURCHASE_ORDER_STATUSES);

/** A way to pay, with the amounts it takes (dollars, 2 decimals; the cents beside them are exact). */
export const PaymentMethodSchema = z.object({
  id: PaymentMethodIdSchema,
  title: text(),
  minAmount: z.number(),
  maxAmount: z.number(),
  minAmountCents: z.number().int(),
  maxAmountCents: z.number().int(),
  /** The provider takes no real money (the sandbox): the cash box says so and lists the test cards. */
  isTest: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** A purchase order as its player sees it. */
export const PurchaseOrderSchema = z.object({
  id: text(),
  status: PurchaseOrderStatusSchema,
  presetId: z.number().int(),
  offerType: OfferTypeSchema,
  /** The package's title when it was bought (a later edit of the package does not change it). */
  title: text(),
  coins: z.number(),
  /** Entries that come free with the coins, 2 decimals. */
  entries: z.number(),
  /** The price in dollars, 2 decimals, and exactly in cents. */
  amount: z.number(),
  amountCents: z.number().int(),
  currency: text(),
  methodId: PaymentMethodIdSchema,
  /** Why a payment failed or was declined (`card_declined`, `insufficient_funds`, …); null otherwise. */
  failureCode: text().nullable(),
  /** What to tell the player on a failed or declined order; null otherwise. */
  message: text().nullable(),
  /** On a decline: the method to offer next (spec §4, `/cash/failed/{presetId}/{offerType}/{methodId}`). */
  tryNextMethod: PaymentMethodIdSchema.nullable(),
  createdAt: text(),
  completedAt: text().nullable(),
  refundedAt: text().nullable(),
  /** The player's completed purchases once this one completed (spec §3 `depositsCount`); null before. */
  depositsCount: z.number().int().nullable(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrderSchema>;

const TAGS = ["payments"];
const OrderParams = z.object({ id: text().uuid() });

export const paymentMethodsEndpoint = defineEndpoint({
  id: "paymentMethods",
  method: "GET",
  path: "/rest/cash/payment-methods/",
  summary:
    "The ways to pay the configured provider offers (card on its hosted form, instant bank transfer), each with the smallest and largest amount it takes.",
  tags: TAGS,
  output: z.object({ methods: z.array(PaymentMethodSchema) }),
});

export const createOrderEndpoint = defineEndpoint({
  id: "createOrder",
  method: "POST",
  path: "/rest/cash/orders/",
  summary: `Starts a purchase of a store package (\`preset\`) or a promo offer's preset (\`promoOffer\`) with a method: checks the package is on sale to the player (PRESET_NOT_FOUND, PRESET_UNAVAILABLE), where they are (JURISDICTION_RESTRICTED) and their responsible-play blocks and purchase limits (PLAY_BLOCKED, PURCHASE_LIMIT_EXCEEDED) before anything is charged, then opens the payment with the provider and answers the order (\`pending\`) and the provider's hosted form (\`checkoutUrl\`). \`orderKey\` is the client's idempotency key (a UUID per click of Buy): the same key again answers the same order and opens no second payment; the same key with another package, offer type or method is ORDER_KEY_REUSED. A key whose order has settled answers that order as it stands, its \`checkoutUrl\` then the return page (\`/cashIframe?orderId=…\`). A failed payment's message defaults to "${PAYMENT_FAILED_MESSAGE}"`,
  tags: TAGS,
  auth: "player",
  body: z
    .object({
      // A store preset's id: a PostgreSQL integer.
      presetId: z.number().int().positive().max(2_147_483_647),
      offerType: OfferTypeSchema,
      methodId: PaymentMethodIdSchema,
      orderKey: text().uuid(),
    })
    .strict(),
  output: z.object({ order: PurchaseOrderSchema, checkoutUrl: text() }),
  errors: [
    "PRESET_NOT_FOUND",
    "PRESET_UNAVAILABLE",
    "PAYMENT_METHOD_UNAVAILABLE",
    "ORDER_KEY_REUSED",
    "JURISDICTION_RESTRICTED",
    "PLAY_BLOCKED",
    "PURCHASE_LIMIT_EXCEEDED",
    "PAYMENT_PROVIDER_ERROR",
    "RATE_LIMITED",
  ],
});

export const orderEndpoint = defineEndpoint({
  id: "order",
  method: "GET",
  path: "/rest/cash/orders/{id}/",
  summary:
    "One of the player's orders, as it stands: the client polls it while the provider's form is open. Another player's order is ORDER_NOT_FOUND.",
  tags: TAGS,
  auth: "player",
  params: OrderParams,
  output: z.object({ order: PurchaseOrderSchema }),
  errors: ["ORDER_NOT_FOUND"],
});

export const refreshOrderStatusEndpoint = defineEndpoint({
  id: "refreshOrderStatus",
  method: "POST",
  path: "/rest/cash/orders/{id}/refresh-status/",
  summary:
    "Status refresh (spec §4): asks the provider for the payment's state and applies it to the order exactly as its webhook would, so an order whose webhook was lost still completes (once: the credit is idempotent). Answers the order.",
  tags: TAGS,
  auth: "player",
  params: OrderParams,
  output: z.object({ order: PurchaseOrderSchema }),
  errors: ["ORDER_NOT_FOUND", "PAYMENT_PROVIDER_ERROR"],
});

export const ORDERS_PAGE_MAX = 50;

export const listOrdersEndpoint = defineEndpoint({
  id: "listOrders",
  method: "GET",
  path: "/rest/cash/orders/",
  summary: "The player's orders, newest first, a page at a time.",
  tags: TAGS,
  auth: "player",
  query: z
    .object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(ORDERS_PAGE_MAX).default(20),
    })
    .strict(),
  output: z.object({ orders: z.array(PurchaseOrderSchema), total: z.number().int() }),
});

// ---- The sandbox provider's webhook (server to server) ----

export const PAYMENT_WEBHOOK_TYPES = [
  "payment.succeeded",
  "payment.declined",
  "payment.failed",
  "payment.refunded",
] as const;
export const PaymentWebhookTypeSchema = z.enum(PAYMENT_WEBHOOK_TYPES);
export type PaymentWebhookType = z.infer<typeof PaymentWebhookTypeSchema>;

/** What the sandbox provider posts, one event per change of a payment; `id` makes a redelivery harmless. */
export const PaymentWebhookEventSchema = z
  .object({
    id: text().min(1).max(200),
    type: PaymentWebhookTypeSchema,
    createdAt: z.iso.datetime({ offset: true }),
    data: z
      .object({
        paymentId: text().min(1).max(200),
        /** The merchant's reference the payment was opened with: our order id. */
        merchantReference: text().min(1).max(200),
        amountCents: text().regex(/^\d{1,15}$/),
        currency: text().regex(/^[A-Z]{3}$/),
        /** Why a payment was declined or failed (`card_declined`, `processing_error`, …). */
        declineCode: text().max(100).nullable(),
      })
      .strict(),
  })
  .strict();
export type PaymentWebhookEvent = z.infer<typeof PaymentWebhookEventSchema>;

export const paymentWebhookEndpoint = defineEndpoint({
  id: "paymentWebhook",
  method: "POST",
  path: "/api/payments/sandbox/webhook/",
  summary:
    "The sandbox payment provider's webhook: `X-Timestamp` (Unix seconds) and `X-Signature`, the lowercase hex HMAC-SHA256 of `<X-Timestamp>.<raw body>` under PAYMENT_WEBHOOK_SECRET, checked in constant time before the body is read (401 INVALID_SIGNATURE; more than 300 s from the server's clock, 401 SIGNATURE_EXPIRED). Applies the payment's new state to its order; an event id seen before answers 200 and changes nothing.",
  tags: TAGS,
  auth: "provider",
  body: PaymentWebhookEventSchema,
  output: z.object({ received: z.literal(true) }),
  errors: ["INVALID_SIGNATURE", "SIGNATURE_EXPIRED", "ORDER_NOT_FOUND"],
});

// ---- Outbox and push events ----

const Digits = text().regex(/^\d+$/);

/**
 * `purchase.completed` (ARCHITECTURE D23): written to the outbox in the transaction that completes an
 * order; engagement features (deposit streak, quests, VIP…) consume it. Money as decimal strings: cents,
 * whole coins, entries in hundredths.
 */
export const PURCHASE_COMPLETED = "purchase.completed";
export const PurchaseCompletedEventSchema = z.object({
  orderId: text(),
  playerId: text(),
  brandId: BrandIdSchema,
  presetId: z.number().int(),
  offerType: OfferTypeSchema,
  amountCents: Digits,
  coins: Digits,
  entries: Digits,
  completedAt: text(),
});
export type PurchaseCompletedEvent = z.infer<typeof PurchaseCompletedEventSchema>;

/**
 * `order.updated` on the player's channel: one of their orders changed status (the cash box shows the
 * outcome without waiting for its next poll). The balance itself arrives as `balance.changed`.
 */
export const ORDER_UPDATED = "order.updated";
export const OrderUpdatedEventSchema = z.object({ order: PurchaseOrderSchema });
export type OrderUpdatedEvent = z.infer<typeof OrderUpdatedEventSchema>;

// ---- Back office (module cash) ----

export const BackofficePurchaseOrderSchema = PurchaseOrderSchema.extend({
  playerId: text(),
  playerEmail: text().nullable(),
  brandId: BrandIdSchema,
  orderKey: text(),
  provider: text(),
  providerPaymentId: text().nullable(),
  updatedAt: text(),
});
export type BackofficePurchaseOrder = z.infer<typeof BackofficePurchaseOrderSchema>;

/** One step of an order's append-only history. */
export const PurchaseOrderEventSchema = z.object({
  id: text(),
  fromStatus: PurchaseOrderStatusSchema.nullable(),
  toStatus: PurchaseOrderStatusSchema,
  /** Who moved it: the provider (webhook or status refresh), the player, or an operator's refund. */
  source: text(),
  providerEventId: text().nullable(),
  /** What came with the step (decline code, the refund's reason and operator…). */
  details: z.record(text(), z.unknown()),
  createdAt: text(),
});
export type PurchaseOrderEvent = z.infer<typeof PurchaseOrderEventSchema>;

const Instant = z.iso.datetime({
  offset: true,
  message: "Use an ISO 8601 date-time, e.g. 2026-11-25T10:00:00Z.",
});

export const listPurchaseOrdersEndpoint = defineBackofficeEndpoint({
  id: "listPurchaseOrders",
  method: "GET",
  path: "/api/backoffice/cash/orders/",
  summary:
    "Purchase orders, newest first, by status, brand, player and creation time (`from` inclusive, `to` exclusive); `q` finds an order id, a provider payment id or a player's e-mail.",
  access: "cash:read",
  query: z
    .object({
      status: PurchaseOrderStatusSchema.optional(),
      brandId: BrandIdSchema.optional(),
      playerId: text().uuid().optional(),
      q: text().trim().min(1).max(200).optional(),
      from: Instant.optional(),
      to: Instant.optional(),
      ...backofficePageQuery,
    })
    .strict()
    .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
      message: "`from` must be before `to`.",
      path: ["to"],
    }),
  output: z.object({ orders: z.array(BackofficePurchaseOrderSchema), total: z.number().int() }),
});

const OrderDetailSchema = z.object({
  order: BackofficePurchaseOrderSchema,
  events: z.array(PurchaseOrderEventSchema),
});

export const purchaseOrderEndpoint = defineBackofficeEndpoint({
  id: "purchaseOrder",
  method: "GET",
  path: "/api/backoffice/cash/orders/{id}/",
  summary: "One purchase order with its history, oldest step first.",
  access: "cash:read",
  params: OrderParams,
  output: OrderDetailSchema,
  errors: ["ORDER_NOT_FOUND"],
});

export const REFUND_REASON_MAX = 500;

export const refundPurchaseOrderEndpoint = defineBackofficeEndpoint({
  id: "refundPurchaseOrder",
  method: "POST",
  path: "/api/backoffice/cash/orders/{id}/refund/",
  summary:
    "Refunds a completed order in full through the provider (audited): the coins and entries it credited are taken back by a reversing ledger transaction and the order becomes `refunded`. REFUND_EXCEEDS_BALANCE when the player no longer holds them (nothing changes); ORDER_NOT_REFUNDABLE unless the order is completed.",
  access: "cash:write",
  params: OrderParams,
  body: z.object({ reason: text().trim().min(1).max(REFUND_REASON_MAX) }).strict(),
  output: OrderDetailSchema,
  errors: ["ORDER_NOT_FOUND", "ORDER_NOT_REFUNDABLE", "REFUND_EXCEEDS_BALANCE", "PAYMENT_PROVIDER_ERROR"],
});
