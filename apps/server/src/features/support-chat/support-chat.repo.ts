import type { SupportConversationStatus } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";

const { supportConversation, supportMessage } = schema;

export type ConversationRow = typeof supportConversation.$inferSelect;
export type MessageRow = typeof supportMessage.$inferSelect;
export type NewMessageRow = typeof supportMessage.$inferInsert;
export type ConversationChange = Partial<
  Pick<
    ConversationRow,
    "status" | "assignedOperatorId" | "assignedOperatorName" | "awaitingReply" | "lastMessageAt" | "closedAt"
  >
>;

export async function findConversationOfPlayer(executor: Executor, playerId: string, brandId: string) {
  const [row] = await executor.orm
    .select()
    .from(supportConversation)
    .where(and(eq(supportConversation.playerId, playerId), eq(supportConversation.brandId, brandId)));
  return row ?? null;
}

/**
 * The player's conversation, made on their first message, and locked until the transaction ends: two
 * messages (or a message and an operator's close) of one conversation take turns.
 */
export async function lockConversationOfPlayer(
  tx: Executor,
  input: { playerId: string; brandId: string; now: Date },
): Promise<ConversationRow> {
  await tx.orm
    .insert(supportConversation)
    .values({ ...input, createdAt: input.now, lastMessageAt: input.now })
    .onConflictDoNothing({ target: [supportConversation.playerId, supportConversation.brandId] });
  const [row] = await tx.orm
    .select()
    .from(supportConversation)
    .where(
      and(eq(supportConversation.playerId, input.playerId), eq(supportConversation.brandId, input.brandId)),
    )
    .for("update");
  if (!row) throw new Error("the support conversation was not stored");
  return row;
}

export async function findConversation(executor: Executor, id: string) {
  const [row] = await executor.orm.select().from(supportConversation).where(eq(supportConversation.id, id));
  return row ?? null;
}

/** The conversation, locked until the transaction ends (an operator's action against a player's message). */
export async function lockConversation(tx: Executor, id: string) {
  const [row] = await tx.orm
    .select()
    .from(supportConversation)
    .where(eq(supportConversation.id, id))
    .for("update");
  return row ?? null;
}

export async function updateConversation(tx: Executor, id: string, change: ConversationChange) {
  const [row] = await tx.orm
    .update(supportConversation)
    .set(change)
    .where(eq(supportConversation.id, id))
    .returning();
  if (!row) throw new Error(`support conversation ${id} vanished`);
  return row;
}

/** Stores the message; null when the conversation already has one with its client message id (a retry). */
export async function insertMessage(tx: Executor, row: NewMessageRow): Promise<MessageRow | null> {
  const [created] = await tx.orm
    .insert(supportMessage)
    .values(row)
    .onConflictDoNothing({ target: [supportMessage.conversationId, supportMessage.clientMessageId] })
    .returning();
  return created ?? null;
}

export async function findMessageByClientId(tx: Executor, conversationId: string, clientMessageId: string) {
  const [row] = await tx.orm
    .select()
    .from(supportMessage)
    .where(
      and(
        eq(supportMessage.conversationId, conversationId),
        eq(supportMessage.clientMessageId, clientMessageId),
      ),
    );
  return row ?? null;
}

export async function findMessage(executor: Executor, conversationId: string, id: string) {
  const [row] = await executor.orm
    .select()
    .from(supportMessage)
    .where(and(eq(supportMessage.conversationId, conversationId), eq(supportMessage.id, BigInt(id))));
  return row ?? null;
}

/** The conversation's latest `limit` messages, oldest first. */
export async function latestMessages(executor: Executor, conversationId: string, limit: number) {
  const rows = await executor.orm
    .select()
    .from(supportMessage)
    .where(eq(supportMessage.conversationId, conversationId))
    .orderBy(desc(supportMessage.id))
    .limit(limit);
  return rows.reverse();
}

/** The last message of each of the conversations, by conversation id. */
export async function lastMessagesOf(executor: Executor, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return new Map<string, MessageRow>();
  const rows = await executor.orm
    .selectDistinctOn([supportMessage.conversationId])
    .from(supportMessage)
    .where(inArray(supportMessage.conversationId, [...conversationIds]))
    .orderBy(supportMessage.conversationId, desc(supportMessage.id));
  return new Map(rows.map((row) => [row.conversationId, row]));
}

/**
 * A page of the inbox: conversations in the given statuses, those awaiting an answer first, then the most
 * recent activity first; and how many match in all.
 */
export async function listInboxRows(
  executor: Executor,
  filter: { statuses: readonly SupportConversationStatus[]; limit: number; offset: number },
) {
  const where = inArray(supportConversation.status, [...filter.statuses]);
  const [rows, counts] = await Promise.all([
    executor.orm
      .select()
      .from(supportConversation)
      .where(where)
      .orderBy(
        desc(supportConversation.awaitingReply),
        desc(supportConversation.lastMessageAt),
        desc(supportConversation.id),
      )
      .limit(filter.limit)
      .offset(filter.offset),
    executor.orm
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(supportConversation)
      .where(where),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}
