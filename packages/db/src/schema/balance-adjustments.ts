import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ledgerTransaction } from "./ledger";
import { player } from "./players";

/**
 * A manual change of a player's balance (issue #11), posted as one ledger transaction against the
 * `adjustments` house account. Above its brand's threshold it waits for a second operator (four eyes):
 * PENDING until approved (then POSTED) or rejected; the requester can never decide their own.
 */
export const balanceAdjustment = pgTable(
  "balance_adjustment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    currency: text("currency", { enum: ["coins", "entries", "winnings", "tourPoints"] }).notNull(),
    /** Minor units; negative takes from the player. */
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["PENDING", "POSTED", "REJECTED"] }).notNull(),
    requestedBy: uuid("requested_by").notNull(),
    requestedByName: text("requested_by_name").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().default(sql`now()`),
    decidedBy: uuid("decided_by"),
    decidedByName: text("decided_by_name"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ledgerTransactionId: bigint("ledger_transaction_id", { mode: "bigint" }).references(
      () => ledgerTransaction.id,
    ),
  },
  (t) => [
    index("balance_adjustment_player").on(t.playerId, t.requestedAt),
    index("balance_adjustment_pending").on(t.status, t.requestedAt),
    check("balance_adjustment_amount_not_zero", sql`${t.amount} <> 0`),
    check(
      "balance_adjustment_decider_is_another",
      sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.requestedBy}`,
    ),
  ],
);

/**
 * Per brand and currency, the largest adjustment (absolute, minor units) one operator may post alone;
 * above it a second operator approves. A brand without a row for a currency needs approval for any amount.
 */
export const balanceAdjustmentThreshold = pgTable(
  "balance_adjustment_threshold",
  {
    brandId: text("brand_id").notNull(),
    currency: text("currency", { enum: ["coins", "entries", "winnings", "tourPoints"] }).notNull(),
    maxWithoutApproval: bigint("max_without_approval", { mode: "bigint" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.currency] })],
);
