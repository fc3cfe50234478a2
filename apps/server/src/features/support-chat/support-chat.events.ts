import {
  SUPPORT_CONVERSATION_CHANGED,
  SUPPORT_MESSAGE_ADDED,
  type SupportConversationEvent,
  type SupportMessageEvent,
} from "@casino/contracts";
import type { Executor } from "@casino/db";
import { writeOutboxEvent } from "../../platform/outbox";
import { presentPlayerMessage } from "./support-chat.presenter";
import { findConversation, findMessage, type MessageRow } from "./support-chat.repo";

/** The outbox payloads of this feature: ids only, so the push carries what is stored when it is relayed. */
interface MessagePayload {
  conversationId: string;
  messageId: string;
}
interface ConversationPayload {
  conversationId: string;
}

/** A message was added: the player's tabs hear of it once the transaction commits. */
export function announceMessage(
  tx: Executor,
  input: { playerId: string; conversationId: string; row: MessageRow; now: Date },
) {
  const payload: MessagePayload = {
    conversationId: input.conversationId,
    messageId: input.row.id.toString(),
  };
  return writeOutboxEvent(
    tx,
    { topic: SUPPORT_MESSAGE_ADDED, aggregateId: input.playerId, payload },
    input.now,
  );
}

/** The conversation's status changed (taken, closed): the player's tabs hear of it after commit. */
export function announceStatus(tx: Executor, input: { playerId: string; conversationId: string; now: Date }) {
  const payload: ConversationPayload = { conversationId: input.conversationId };
  return writeOutboxEvent(
    tx,
    { topic: SUPPORT_CONVERSATION_CHANGED, aggregateId: input.playerId, payload },
    input.now,
  );
}

const textField = (payload: unknown, key: string): string | null => {
  const value = (payload as Record<string, unknown> | null)?.[key];
  return typeof value === "string" ? value : null;
};

/**
 * What `support.message` tells the player's tabs, read in the outbox relay's transaction: the message as
 * the player sees it and the conversation's status now. Null when the payload names nothing there is.
 */
export async function messageEventOf(tx: Executor, payload: unknown): Promise<SupportMessageEvent | null> {
  const conversationId = textField(payload, "conversationId");
  const messageId = textField(payload, "messageId");
  if (!conversationId || !messageId || !/^\d{1,18}$/.test(messageId)) return null;
  const [conversation, message] = await Promise.all([
    findConversation(tx, conversationId),
    findMessage(tx, conversationId, messageId),
  ]);
  if (!conversation || !message) return null;
  return { conversationId, message: presentPlayerMessage(message), status: conversation.status };
}

/** What `support.conversation` tells the player's tabs: the conversation's status as it stands now. */
export async function statusEventOf(
  tx: Executor,
  payload: unknown,
): Promise<SupportConversationEvent | null> {
  const conversationId = textField(payload, "conversationId");
  const conversation = conversationId ? await findConversation(tx, conversationId) : null;
  return conversation ? { conversationId: conversation.id, status: conversation.status } : null;
}
