import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { player } from "./players";

export const PURCHASE_ORDER_STATUSES = [
  "created",
  "pending",
  "completed",
  "failed",
  "declined",
  "refunded",
] as const;

/**
 * A purchase (issue #14): created when the player picks a package, `pending` once the provider has the
 * payment, then `completed` (coins and entries credited by one ledger transaction, key
 * `purchase:<order id>`), `failed`, `declined`, and `refunded` after completion. `order_key` is the
 * client's idempotency key: a double submit finds the same order. What was bought is copied into the
 * order (`title`, `coins`, `entries`, `amount_cents`), so editing a preset never changes a past order.
 */
export const purchaseOrder = pgTable(
  "purchase_order",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    brandId: text("brand_id").notNull(),
    orderKey: text("order_key").notNull(),
    presetId: integer("preset_id").notNull(),
    offerType: text("offer_type", { enum: ["preset", "promoOffer"] }).notNull(),
    title: text("title").notNull(),
    coins: bigint("coins", { mode: "bigint" }).notNull(),
    entries: bigint("entries", { mode: "bigint" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull().default("USD"),
    methodId: text("method_id").notNull(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id"),
    status: text("status", { enum: PURCHASE_ORDER_STATUSES }).notNull().default("created"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("purchase_order_key").on(t.playerId, t.orderKey),
    uniqueIndex("purchase_order_provider_payment").on(t.provider, t.providerPaymentId),
    index("purchase_order_player").on(t.playerId, t.createdAt),
    index("purchase_order_status").on(t.status, t.createdAt),
    index("purchase_order_completed").on(t.brandId, t.completedAt),
  ],
);

/**
 * Every transition of an order, append-only; a provider's event id is unique per provider, so a replayed
 * webhook finds its first delivery and changes nothing.
 */
export const purchaseOrderEvent = pgTable(
  "purchase_order_event",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => purchaseOrder.id),
    provider: text("provider").notNull(),
    providerEventId: text("provider_event_id"),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("purchase_order_event_provider_event").on(t.provider, t.providerEventId),
    index("purchase_order_event_order").on(t.orderId, t.id),
  ],
);

/**
 * The sandbox payment provider's own books (decision 045): it stands in for a real processor, so it
 * keeps its payments apart from our orders and talks to us only through the hosted form, its API and
 * signed webhooks.
 */
export const sandboxPayment = pgTable(
  "sandbox_payment",
  {
    id: text("id").primaryKey(),
    merchantReference: text("merchant_reference").notNull(),
    amountCents: bigint("amount_cents", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    method: text("method").notNull(),
    status: text("status", {
      enum: [
        "requires_payment",
        "requires_challenge",
        "processing",
        "succeeded",
        "failed",
        "declined",
        "refunded",
      ],
    }).notNull(),
    declineCode: text("decline_code"),
    cardLast4: text("card_last4"),
    returnUrl: text("return_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("sandbox_payment_reference").on(t.merchantReference)],
);

/** Webhooks the sandbox provider owes the merchant, retried until delivered (like a real provider). */
export const sandboxWebhook = pgTable(
  "sandbox_webhook",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => sandboxPayment.id),
    type: text("type").notNull(),
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sandbox_webhook_due").on(t.nextAttemptAt).where(sql`${t.deliveredAt} IS NULL`)],
);
