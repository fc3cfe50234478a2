import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every email the platform sends, kept for operators (and, in development, a page that lists them).
 * With the `outbox` provider this table is the delivery; with `smtp` it is also the queue the email relay
 * sends from (docs/decisions/014-durable-email.md): a row is waiting while `next_attempt_at` is set.
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
    /** Why the last delivery attempt failed; cleared once the email is sent. */
    error: text("error"),
    /** Delivery attempts started (a claim counts, so a relay that crashed mid-send used one up). */
    attempts: integer("attempts").notNull().default(0),
    /** When the relay may take the row next: its backoff, or the lease of the relay sending it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** Set when the relay gave up after its last attempt; operators list these. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    index("email_message_to").on(t.toAddress, t.createdAt),
    index("email_message_due").on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    index("email_message_failed").on(t.failedAt).where(sql`${t.failedAt} is not null`),
  ],
);
