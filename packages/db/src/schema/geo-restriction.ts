import { sql } from "drizzle-orm";
import { bigint, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { player } from "./players";

/**
 * Addresses operators let through the geo check whatever their location (issue #13): test devices, an
 * office. `cidr` is an address or a range (`203.0.113.7/32`, `2001:db8::/48`).
 */
export const geoAllowedIp = pgTable("geo_allowed_ip", {
  id: uuid("id").primaryKey().defaultRandom(),
  cidr: text("cidr").notNull().unique(),
  note: text("note").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Where a signed-in player's browser last said it was (`/rest/restriction/player/geo/check/`): the
 * jurisdiction found for the point, kept so that purchase, play and redemption can check it.
 */
export const playerGeoLocation = pgTable("player_geo_location", {
  playerId: uuid("player_id")
    .primaryKey()
    .references(() => player.id),
  /** `US-NJ`, `GB`; null when the point is in no known jurisdiction (at sea). */
  jurisdiction: text("jurisdiction"),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
});

/** A visitor sent to `/geoblock/`, as the block endpoint reported it: why, from where, by whom. */
export const geoBlockReport = pgTable(
  "geo_block_report",
  {
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid("player_id"),
    ip: text("ip").notNull(),
    /** `blocked_region`, `api_error`, `permission_denied`, `position_unavailable`, `timeout`, `not_supported`. */
    reason: text("reason").notNull(),
    jurisdiction: text("jurisdiction"),
    apps: jsonb("apps").notNull().default(sql`'[]'::jsonb`),
    meta: jsonb("meta").notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("geo_block_report_created").on(t.createdAt)],
);
