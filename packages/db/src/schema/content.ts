import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { player } from "./players";

/** Text in every supported locale, chosen per request. */
export type LocalizedText = { en: string; es: string };

/** Per-brand content of the footer and about block (spec §2, §3). */
export const brandContent = pgTable("brand_content", {
  brandId: text("brand_id").primaryKey(),
  supportEmail: text("support_email").notNull(),
  affiliateUrl: text("affiliate_url").notNull(),
  /** Tenths of a star, so 4.7 is 47: no floats in storage. */
  trustpilotRatingTenths: smallint("trustpilot_rating_tenths").notNull(),
  trustpilotUrl: text("trustpilot_url").notNull(),
  about: jsonb("about").$type<{ en: string[]; es: string[] }>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Sidebar menu sections and mobile tap-bar items, spec §3 menu item fields. */
export const menuItem = pgTable(
  "menu_item",
  {
    id: serial("id").primaryKey(),
    brandId: text("brand_id").notNull(),
    placement: text("placement", { enum: ["sidebar", "tap_bar"] }).notNull(),
    sectionTitle: jsonb("section_title").$type<LocalizedText | null>(),
    sectionPosition: integer("section_position").notNull().default(0),
    position: integer("position").notNull(),
    slug: text("slug").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    url: text("url").notNull(),
    image: text("image"),
    imageActive: text("image_active"),
    subsectionNumber: integer("subsection_number").notNull().default(0),
    isGrantedForGuest: boolean("is_granted_for_guest").notNull(),
    showPlayerWithDeposits: boolean("show_player_with_deposits").notNull(),
    showPlayerWithoutDeposits: boolean("show_player_without_deposits").notNull(),
    isNew: boolean("is_new").notNull().default(false),
    animationEvent: text("animation_event"),
    isExternal: boolean("is_external").notNull().default(false),
  },
  (t) => [uniqueIndex("menu_item_brand_placement_slug").on(t.brandId, t.placement, t.slug)],
);

export const footerLink = pgTable(
  "footer_link",
  {
    id: serial("id").primaryKey(),
    brandId: text("brand_id").notNull(),
    column: text("column").notNull(),
    position: integer("position").notNull(),
    slug: text("slug").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    url: text("url").notNull(),
  },
  (t) => [uniqueIndex("footer_link_brand_slug").on(t.brandId, t.slug)],
);

export const socialNetwork = pgTable(
  "social_network",
  {
    brandId: text("brand_id").notNull(),
    id: text("id").notNull(),
    url: text("url").notNull(),
    icon: text("icon").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.id] })],
);

export type LegalSection = { heading: string | null; paragraphs: string[] };

export const legalPage = pgTable(
  "legal_page",
  {
    brandId: text("brand_id").notNull(),
    name: text("name").notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    sections: jsonb("sections").$type<LegalSection[]>().notNull(),
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.name, t.locale] })],
);

/**
 * A player's acceptance of one version of a brand's terms (issue #13): the version is the terms page's
 * `effective_on`, so publishing terms with a new date asks every player again, once.
 */
export const termsAcceptance = pgTable(
  "terms_acceptance",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    version: date("version", { mode: "string" }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.version] })],
);
