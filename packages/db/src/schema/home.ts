import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { LocalizedText } from "./content";
import { type GameArtTheme, game, gameCollection } from "./games";

/** Per-brand settings of the home and lobby page (`/rest/page/home/`). */
export const homePage = pgTable("home_page", {
  brandId: text("brand_id").primaryKey(),
  seoTitle: jsonb("seo_title").$type<LocalizedText>().notNull(),
  seoDescription: jsonb("seo_description").$type<LocalizedText>().notNull(),
  infoPlateText: jsonb("info_plate_text").$type<LocalizedText>(),
  infoPlateLink: text("info_plate_link"),
  gameOfWeekId: integer("game_of_week_id").references(() => game.id),
  gameOfWeekTitle: jsonb("game_of_week_title").$type<LocalizedText>(),
  gameOfWeekDescription: jsonb("game_of_week_description").$type<LocalizedText>(),
  /**
   * Show the seeded sample winners (`home_sample_winner`) while the brand has no real winning round yet.
   * Meant for demos: operators switch it off for a live brand.
   */
  showSampleWinners: boolean("show_sample_winners").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const HOME_BANNER_TYPES = ["bannerPresetPackage", "promo", "welcome", "game"] as const;
/** Who sees a banner: guests only (e.g. the welcome offer), signed-in players only, or everyone. */
export const HOME_BANNER_AUDIENCES = ["guest", "player", "all"] as const;

export const homeBanner = pgTable(
  "home_banner",
  {
    brandId: text("brand_id").notNull(),
    slug: text("slug").notNull(),
    type: text("type", { enum: HOME_BANNER_TYPES }).notNull(),
    audience: text("audience", { enum: HOME_BANNER_AUDIENCES }).notNull(),
    position: integer("position").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    subtitle: jsonb("subtitle").$type<LocalizedText>(),
    buttonText: jsonb("button_text").$type<LocalizedText>().notNull(),
    link: text("link").notNull(),
    /** Generated background art, served at /games-art/banners/<key>-<1x|2x>.webp. */
    artKey: text("art_key").notNull(),
    artTheme: jsonb("art_theme").$type<GameArtTheme>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.slug] })],
);

/** The game rows of a brand's home page: which collection, under which of the spec's keys, in what order. */
export const homeRow = pgTable(
  "home_row",
  {
    brandId: text("brand_id").notNull(),
    collectionSlug: text("collection_slug")
      .notNull()
      .references(() => gameCollection.slug, { onDelete: "cascade" }),
    /** The spec's collection key (allGames, popularGames, weeklySpecials…): it decides rows per slide. */
    key: text("key").notNull(),
    position: integer("position").notNull(),
    /** An operator hides a row without losing its place (the seed would bring a deleted row back). */
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.collectionSlug] })],
);

/** Jackpot meters shown on the home page (display amounts, in minor units of their currency). */
export const jackpot = pgTable("jackpot", {
  slug: text("slug").primaryKey(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  currency: text("currency", { enum: ["coins", "entries"] }).notNull(),
  amount: bigint("amount", { mode: "bigint" }).notNull(),
  position: integer("position").notNull(),
});

/**
 * Sample data, not real players: shown as "last winners" only while a brand has no real winning round
 * and its `home_page.show_sample_winners` is on. `seconds_ago` keeps them recent relative to now.
 */
export const homeSampleWinner = pgTable("home_sample_winner", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  gameId: integer("game_id")
    .notNull()
    .references(() => game.id, { onDelete: "cascade" }),
  currency: text("currency", { enum: ["coins", "entries"] }).notNull(),
  amount: bigint("amount", { mode: "bigint" }).notNull(),
  secondsAgo: integer("seconds_ago").notNull(),
});
