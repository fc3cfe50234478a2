import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The key the push channel signs its connection and channel tokens with (issue #12): made by the first
 * node that starts and kept, so tokens survive a restart and every node on the database accepts them.
 * One row (id 1).
 */
export const pushSigningKey = pgTable("push_signing_key", {
  id: integer("id").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
});
