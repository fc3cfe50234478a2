import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { player } from "./players";

/**
 * Free entries by mail for one brand (issue #13): how many entries a received request earns, in minor
 * units, and how many requests a player may have credited per period.
 */
export const amoeSetting = pgTable(
  "amoe_setting",
  {
    brandId: text("brand_id").primaryKey(),
    entriesPerRequest: bigint("entries_per_request", { mode: "bigint" }).notNull(),
    maxCreditsPerPeriod: integer("max_credits_per_period").notNull(),
    periodDays: integer("period_days").notNull(),
    /** The postal address requests are mailed to, as the rules page prints it. */
    mailingAddress: text("mailing_address").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check("amoe_setting_entries_positive", sql`${t.entriesPerRequest} > 0`),
    check("amoe_setting_cap_positive", sql`${t.maxCreditsPerPeriod} > 0 AND ${t.periodDays} > 0`),
  ],
);

/**
 * A mail-in request code a player asked for, and what became of it: `issued` when the player asked,
 * `credited` once an operator recorded the letter and the entries were posted (once per code, by the
 * ledger key `amoe:<code>`), `rejected` when the letter did not qualify.
 */
export const amoeRequest = pgTable(
  "amoe_request",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    brandId: text("brand_id").notNull(),
    status: text("status", { enum: ["issued", "credited", "rejected"] })
      .notNull()
      .default("issued"),
    entries: bigint("entries", { mode: "bigint" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    recordedByOperatorId: uuid("recorded_by_operator_id"),
    recordedByName: text("recorded_by_name"),
    rejectReason: text("reject_reason"),
  },
  (t) => [
    index("amoe_request_player").on(t.playerId, t.requestedAt),
    index("amoe_request_credited").on(t.playerId, t.receivedAt).where(sql`${t.status} = 'credited'`),
  ],
);
