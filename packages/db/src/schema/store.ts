import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { player } from "./players";

/**
 * What a brand sells (issue #14): a coin package (`package`) or a promo offer preset (`promoOffer`, the
 * spec's promoOfferPreset), each worth `coins` and free `entries` (hundredths) for `price_cents` US cents.
 * A promo offer carries the conditions the server checks and the tooltips name: weekdays, a date window,
 * a minimum coins balance, after the player's Nth purchase, a limit per day. `url_hash` makes it a link
 * offer a player unlocks by subscribing (`/rest/cash/promo-offer-preset/subscribe/`).
 */
export const storePreset = pgTable(
  "store_preset",
  {
    id: serial("id").primaryKey(),
    brandId: text("brand_id").notNull(),
    kind: text("kind", { enum: ["package", "promoOffer"] }).notNull(),
    title: text("title").notNull(),
    priceCents: bigint("price_cents", { mode: "bigint" }).notNull(),
    usualPriceCents: bigint("usual_price_cents", { mode: "bigint" }),
    coins: bigint("coins", { mode: "bigint" }).notNull(),
    entries: bigint("entries", { mode: "bigint" }).notNull(),
    badgeLabel: text("badge_label"),
    imagePopup: text("image_popup"),
    isBestDeal: boolean("is_best_deal").notNull().default(false),
    isMostPopular: boolean("is_most_popular").notNull().default(false),
    /** Offered in the quick-buy strip (spec §3 quick buy) as well as the cash box. */
    isQuickBuy: boolean("is_quick_buy").notNull().default(false),
    /** Shown to players in the pop-up / banner after sign-in (spec §4 preset package popup). */
    isPopup: boolean("is_popup").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    availableFrom: timestamp("available_from", { withTimezone: true }),
    availableTill: timestamp("available_till", { withTimezone: true }),
    /** ISO weekdays (1 Monday … 7 Sunday) in UTC on which it can be bought; null: every day. */
    daysOfWeek: integer("days_of_week").array(),
    /** Coins balance (whole coins) the player must hold at least; null: no condition. */
    minBalance: bigint("min_balance", { mode: "bigint" }),
    /** Only after the player's Nth completed purchase; null or 0: from the first. */
    minPurchases: integer("min_purchases"),
    /** Purchases of this preset per player per UTC day; null: no limit. */
    limitPerDay: integer("limit_per_day"),
    relatedPresetIds: integer("related_preset_ids").array().notNull().default(sql`'{}'::integer[]`),
    urlHash: text("url_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("store_preset_brand").on(t.brandId, t.kind, t.sortOrder),
    uniqueIndex("store_preset_url_hash").on(t.brandId, t.urlHash),
    check("store_preset_amounts", sql`${t.priceCents} > 0 AND ${t.coins} >= 0 AND ${t.entries} >= 0`),
    check("store_preset_days", sql`${t.daysOfWeek} IS NULL OR ${t.daysOfWeek} <@ ARRAY[1,2,3,4,5,6,7]`),
  ],
);

/** A bundle of promo offers bought one after another, e.g. the welcome pack (spec §3 promo offer bundle). */
export const promoOfferBundle = pgTable(
  "promo_offer_bundle",
  {
    id: serial("id").primaryKey(),
    brandId: text("brand_id").notNull(),
    type: text("type", { enum: ["welcomePack"] }).notNull(),
    title: text("title").notNull(),
    /** The offers in the order they are bought; the first not yet bought is `current`. */
    presetIds: integer("preset_ids").array().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("promo_offer_bundle_brand").on(t.brandId)],
);

/** A link offer a player unlocked with its url hash (spec `promoOffer` query). */
export const promoOfferSubscription = pgTable(
  "promo_offer_subscription",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    presetId: integer("preset_id")
      .notNull()
      .references(() => storePreset.id),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.presetId] })],
);

/**
 * A flip-the-coin set (spec `promoOfferSet` query): the promo offers a flip may land on, with weights,
 * and how long a player waits between flips.
 */
export const promoOfferSet = pgTable(
  "promo_offer_set",
  {
    id: serial("id").primaryKey(),
    brandId: text("brand_id").notNull(),
    slug: text("slug").notNull(),
    presetIds: integer("preset_ids").array().notNull(),
    weights: integer("weights").array().notNull(),
    cooldownHours: integer("cooldown_hours").notNull().default(24),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("promo_offer_set_slug").on(t.brandId, t.slug),
    check("promo_offer_set_weights", sql`cardinality(${t.presetIds}) = cardinality(${t.weights})`),
  ],
);

/** Each flip a player made and what it landed on (null preset: no offer won). */
export const promoOfferFlip = pgTable(
  "promo_offer_flip",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    setId: integer("set_id")
      .notNull()
      .references(() => promoOfferSet.id),
    presetId: integer("preset_id").references(() => storePreset.id),
    flippedAt: timestamp("flipped_at", { withTimezone: true }).notNull(),
    /** The won offer can be bought until then. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("promo_offer_flip_player").on(t.playerId, t.setId, t.flippedAt)],
);

/**
 * Each completed purchase of a preset, written by the payments feature through the store's index in the
 * order's completing transaction: the facts availability is judged on (after the Nth purchase, per day)
 * stay exact and with the store.
 */
export const storePurchase = pgTable(
  "store_purchase",
  {
    orderId: uuid("order_id").primaryKey(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    presetId: integer("preset_id")
      .notNull()
      .references(() => storePreset.id),
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("store_purchase_player").on(t.playerId, t.presetId, t.purchasedAt)],
);
