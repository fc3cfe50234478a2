import { sql } from "drizzle-orm";
import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every email the platform sends, kept for operators (and, in development, a page that lists them).
 * With the `outbox` provider this table is the delivery; with `smtp` it is the record of what was sent.
 */
export const emailMessage = pgTable(
  "email_message",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    brandId: text("brand_id").notNull(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    provider: text("provider").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [index("email_message_to").on(t.toAddress, t.createdAt)],
);
