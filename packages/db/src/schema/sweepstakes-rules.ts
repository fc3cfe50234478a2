import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * What sweepstakes play may do in one jurisdiction from a date (issue #13): a US state (`US-WA`, ISO
 * 3166-2) or a country (`GB`, ISO 3166-1 alpha-2). A code may have several rows: the one in force on a day
 * is the latest whose `effective_from` is not after it, so a law dated in the future takes effect on its
 * date without a deploy. A jurisdiction with no row allows everything from age 18.
 */
export const jurisdictionRule = pgTable(
  "jurisdiction_rule",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    allowsSignUp: boolean("allows_sign_up").notNull(),
    allowsPurchase: boolean("allows_purchase").notNull(),
    allowsSweepstakesPlay: boolean("allows_sweepstakes_play").notNull(),
    allowsRedemption: boolean("allows_redemption").notNull(),
    allowsAmoe: boolean("allows_amoe").notNull(),
    minimumAge: integer("minimum_age").notNull().default(18),
    /** Where the rule comes from (statute, bill, regulator notice) and what it says. */
    sourceNote: text("source_note").notNull(),
    /** False where the rule could not be confirmed from a primary source. */
    isConfirmed: boolean("is_confirmed").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedBy: text("updated_by"),
  },
  (t) => [
    uniqueIndex("jurisdiction_rule_code_from").on(t.code, t.effectiveFrom),
    check("jurisdiction_rule_age", sql`${t.minimumAge} BETWEEN 18 AND 25`),
    check("jurisdiction_rule_code", sql`${t.code} ~ '^[A-Z]{2}(-[A-Z0-9]{1,3})?$'`),
  ],
);
