import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const PROMOTION_TYPES = [
  "offerDeposit",
  "offerPeriodic",
  "tournament",
  "invite",
  "verification",
  "inviteQualification",
  "magicBox",
  "quest",
  "playerFreeSpin",
  "rankLeagueCashback",
] as const;

/**
 * A promotion card (spec §3 Promotion) of one brand and locale: shown on the home page and/or the
 * promotions page (`viewKeys`), with its how-it-works text. An offer promotion points at a store preset,
 * whose availability (and its tooltip) the store computes per player. A promotion whose feature is not
 * built or not active for the player is never shown (only built types are seeded).
 */
export const promotion = pgTable(
  "promotion",
  {
    id: serial("id").primaryKey(),
    brandId: text("brand_id").notNull(),
    locale: text("locale").notNull().default("en"),
    type: text("type", { enum: PROMOTION_TYPES }).notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    image: text("image"),
    /** How it works, one step per line. */
    howWorks: text("how_works").notNull().default(""),
    buttonLabel: text("button_label"),
    link: text("link"),
    presetId: integer("preset_id"),
    /** Shown only to players with at least one deposit (true), without (false), or everyone (null). */
    needDeposits: boolean("need_deposits"),
    isShowHomePage: boolean("is_show_home_page").notNull().default(true),
    isShowPromoPage: boolean("is_show_promo_page").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("promotion_brand").on(t.brandId, t.locale, t.sortOrder)],
);
