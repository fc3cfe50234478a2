import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * ARCHITECTURE D9: an event is written in the same transaction as the change it reports and relayed
 * after commit (push channel, engagement features). `published_at` marks what the relay has delivered.
 */
export const outboxEvent = pgTable(
  "outbox_event",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    /** `resource.past_tense`, e.g. `wager.settled`. */
    topic: text("topic").notNull(),
    /** Whose event it is (a player id), for per-player ordering and push channels. */
    aggregateId: text("aggregate_id").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [index("outbox_event_unpublished").on(t.id).where(sql`${t.publishedAt} is null`)],
);
