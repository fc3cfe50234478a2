import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { player } from "./players";

export const REDEMPTION_STATUSES = [
  "requested",
  "held",
  "approved",
  "paid",
  "rejected",
  "cancelled",
] as const;

/**
 * A player's request to redeem winnings for cash (issue #14). The amount leaves the winnings balance at
 * once (to the `redemptions` house account, key `redemption:<id>:hold`); an operator puts it on hold for
 * review, approves and pays it (sandbox payout), or rejects it; the player may cancel until approval.
 * A reject or cancel returns the exact amount by a reversing transaction.
 */
export const redemption = pgTable(
  "redemption",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    brandId: text("brand_id").notNull(),
    /** The client's idempotency key: a double submit finds the same request. */
    requestKey: text("request_key").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    status: text("status", { enum: REDEMPTION_STATUSES }).notNull().default("requested"),
    method: text("method").notNull(),
    /** What the payout needs, masked for display (e.g. the account's last four digits). */
    payoutDetails: jsonb("payout_details").$type<Record<string, string>>().notNull().default({}),
    payoutReference: text("payout_reference"),
    rejectReason: text("reject_reason"),
    decidedByOperatorId: uuid("decided_by_operator_id"),
    decidedByName: text("decided_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("redemption_player").on(t.playerId, t.createdAt),
    index("redemption_status").on(t.status, t.createdAt),
    index("redemption_request_key").on(t.playerId, t.requestKey),
    check("redemption_amount_positive", sql`${t.amount} > 0`),
  ],
);

/** Every transition of a redemption, append-only. */
export const redemptionEvent = pgTable(
  "redemption_event",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    redemptionId: uuid("redemption_id")
      .notNull()
      .references(() => redemption.id),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actor: text("actor").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("redemption_event_redemption").on(t.redemptionId, t.id)],
);

/** A brand's redeem rules: whether redeeming is open, the minimum, and the purchase playthrough multiplier. */
export const redemptionSetting = pgTable(
  "redemption_setting",
  {
    brandId: text("brand_id").primaryKey(),
    isActive: boolean("is_active").notNull().default(true),
    /** Smallest redeemable amount, winnings hundredths. */
    minAmount: bigint("min_amount", { mode: "bigint" }).notNull(),
    /** How many times the entries that came with a purchase are played before winnings redeem (1×). */
    purchasePlaythroughMultiplier: numeric("purchase_playthrough_multiplier", { precision: 4, scale: 2 })
      .notNull()
      .default("1"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check("redemption_setting_min_positive", sql`${t.minAmount} > 0`),
    check("redemption_setting_multiplier", sql`${t.purchasePlaythroughMultiplier} >= 1`),
  ],
);
