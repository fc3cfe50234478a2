import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { player } from "./players";

/**
 * A bonus waiting for its player (spec §3 pending bonus): granted by an operator or a campaign and sent
 * in a message whose link carries `?freeEntriesBonus=<message id>`; claiming it credits the entries from
 * the `promotions` house account (key `bonus:<id>`) once, before `lifetime_end`. Free-spins bonuses are
 * kept in the same shape for the free-spins feature.
 */
export const playerBonus = pgTable(
  "player_bonus",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    brandId: text("brand_id").notNull(),
    messageId: text("message_id").notNull(),
    bonusType: text("bonus_type", { enum: ["freeEntries", "freeSpins"] }).notNull(),
    /** Entries in hundredths for freeEntries. */
    bonusAmount: bigint("bonus_amount", { mode: "bigint" }).notNull().default(sql`0`),
    freeSpinsCount: integer("free_spins_count"),
    freeSpinsBetLevel: integer("free_spins_bet_level"),
    gameIds: integer("game_ids").array().notNull().default(sql`'{}'::integer[]`),
    status: text("status", { enum: ["pending", "claimed", "revoked"] })
      .notNull()
      .default("pending"),
    reason: text("reason").notNull(),
    grantedByOperatorId: uuid("granted_by_operator_id"),
    lifetimeEnd: timestamp("lifetime_end", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("player_bonus_message").on(t.messageId),
    index("player_bonus_player").on(t.playerId, t.status, t.lifetimeEnd),
    check("player_bonus_amount", sql`${t.bonusAmount} >= 0`),
  ],
);
