import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { player } from "./players";

/**
 * The server's VAPID key pair (RFC 8292, issue #12): made by the first node that starts and kept, so the
 * browsers' subscriptions, bound to its public key, stay valid across restarts and every node signs alike.
 * One row (id 1).
 */
export const webPushVapidKey = pgTable("web_push_vapid_key", {
  id: integer("id").primaryKey(),
  /** base64url of the uncompressed P-256 public point: the browsers' `applicationServerKey`. */
  publicKey: text("public_key").notNull(),
  /** base64url of the private scalar. */
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/** A browser's push subscription, held for the player signed in there when it was sent. */
export const webPushSubscription = pgTable(
  "web_push_subscription",
  {
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    /** The push service's URL for this browser (RFC 8030); a capability, never shown back. */
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and its authentication secret (RFC 8291), base64url. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** When the browser last sent it: it does so again at least every 7 days while the player visits. */
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("web_push_subscription_endpoint").on(t.endpoint),
    index("web_push_subscription_player").on(t.playerId, t.refreshedAt),
  ],
);

/**
 * One push message to one subscription (docs/decisions/039-web-push.md): the queue the web-push relay sends
 * from, like `email_message`. A row is waiting while `next_attempt_at` is set.
 */
export const webPushDelivery = pgTable(
  "web_push_delivery",
  {
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: bigint("subscription_id", { mode: "bigint" })
      .notNull()
      .references(() => webPushSubscription.id, { onDelete: "cascade" }),
    /** The notification centre's notification this message announces. */
    notificationId: bigint("notification_id", { mode: "bigint" }).notNull(),
    /** The message as JSON, encrypted for the browser only when sent. */
    payload: text("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** Send attempts started (a claim counts, so a relay that crashed mid-send used one up). */
    attempts: integer("attempts").notNull().default(0),
    /** When the relay may take the row next: its backoff, or the lease of the relay sending it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the relay gave up after its last attempt or on an answer that no retry can change. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** Why the last attempt failed. */
    error: text("error"),
  },
  (t) => [
    // A repeated delivery of the same outbox event enqueues nothing new.
    uniqueIndex("web_push_delivery_once").on(t.subscriptionId, t.notificationId),
    index("web_push_delivery_due").on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    // Settled rows are pruned after a while, oldest first.
    index("web_push_delivery_settled").on(t.createdAt).where(sql`${t.nextAttemptAt} is null`),
  ],
);
