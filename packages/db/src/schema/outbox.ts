import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** A 64-bit transaction id (PostgreSQL 13+), as text: ordered, never wraps. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

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
    /**
     * The writing transaction's id. Stream consumers read in (txid, id) order and only below the oldest
     * transaction still running, so an event committed late never falls behind a consumer's checkpoint.
     */
    txid: xid8("txid").notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index("outbox_event_unpublished").on(t.id).where(sql`${t.publishedAt} is null`),
    index("outbox_event_stream").on(t.txid, t.id),
  ],
);

/**
 * ARCHITECTURE D23: where each stream consumer (tournaments, rank league…) stands in the outbox. A consumer
 * advances its checkpoint in the transaction of its own writes, so each event takes effect once; moving it
 * back replays from there. The row is locked while a node works the consumer, so no two nodes do.
 */
export const outboxCheckpoint = pgTable("outbox_checkpoint", {
  consumer: text("consumer").primaryKey(),
  lastTxid: xid8("last_txid").notNull().default(sql`'0'::xid8`),
  lastEventId: bigint("last_event_id", { mode: "bigint" }).notNull().default(sql`0`),
  /** Failed attempts at the next event (reset when it goes through). */
  failures: integer("failures").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});
