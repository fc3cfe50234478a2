import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { player } from "./players";

/**
 * A player's notification (issue #12, the notification centre): written by the feature that has news for
 * them, in that feature's transaction, and read in the header's panel. `dedupe_key` names what the
 * notification is about (`balance-adjustment:<id>`), so a source that runs twice stores it once.
 */
export const notification = pgTable(
  "notification",
  {
    // A sequence, not a random id: notifications written in the same instant still list in write order.
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    category: text("category", { enum: ["system", "promotions", "rewards"] }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A path inside the app, or null. */
    link: text("link"),
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    // The panel's page: one player's newest first.
    index("notification_player_newest").on(t.playerId, t.createdAt.desc(), t.id.desc()),
    // The badge: counting the unread touches only unread rows.
    index("notification_player_unread").on(t.playerId).where(sql`${t.readAt} is null`),
    // Null keys never collide: a notification without one is always stored.
    uniqueIndex("notification_player_dedupe").on(t.playerId, t.dedupeKey),
  ],
);
