import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { player } from "./players";

/**
 * A player's support chat (issue #12, decision 038): one conversation per player and brand, reopened when
 * the player writes after it was closed. `awaiting_reply` is true while the player's message is the last
 * one, so the inbox can put the unanswered first. Operators are named as they were when they acted (the
 * operators feature owns their table), as the balance adjustments do.
 */
export const supportConversation = pgTable(
  "support_conversation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    brandId: text("brand_id").notNull(),
    status: text("status", { enum: ["open", "assigned", "closed"] })
      .notNull()
      .default("open"),
    assignedOperatorId: uuid("assigned_operator_id"),
    assignedOperatorName: text("assigned_operator_name"),
    awaitingReply: boolean("awaiting_reply").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().default(sql`now()`),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("support_conversation_player_brand").on(t.playerId, t.brandId),
    // The inbox: by status, unanswered first, newest activity first.
    index("support_conversation_queue").on(t.status, t.awaitingReply, t.lastMessageAt),
    check(
      "support_conversation_assigned_has_operator",
      sql`${t.status} <> 'assigned' OR ${t.assignedOperatorId} IS NOT NULL`,
    ),
  ],
);

/**
 * One message of a conversation, from the player or an operator. `client_message_id` is the sender's own
 * id of the message: a retried send finds the row it already wrote instead of writing a second one.
 */
export const supportMessage = pgTable(
  "support_message",
  {
    // A sequence, not a random id: messages written in the same instant still list in write order.
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => supportConversation.id),
    author: text("author", { enum: ["player", "operator"] }).notNull(),
    operatorId: uuid("operator_id"),
    operatorName: text("operator_name"),
    text: text("text").notNull(),
    clientMessageId: text("client_message_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("support_message_client_id").on(t.conversationId, t.clientMessageId),
    index("support_message_conversation").on(t.conversationId, t.id),
    check(
      "support_message_operator_named",
      sql`(${t.author} = 'operator') = (${t.operatorId} IS NOT NULL AND ${t.operatorName} IS NOT NULL)`,
    ),
    check("support_message_text_length", sql`char_length(${t.text}) BETWEEN 1 AND 2000`),
  ],
);
