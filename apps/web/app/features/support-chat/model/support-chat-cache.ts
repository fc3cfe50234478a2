import type { SupportConversationStatus, SupportMessage } from "@casino/contracts";
import type { QueryClient } from "@tanstack/react-query";

/** The tab's copy of the player's conversation: null before their first message. */
export interface ConversationData {
  conversation: {
    id: string;
    status: SupportConversationStatus;
    messages: readonly SupportMessage[];
  } | null;
}

/** The feature's query keys: all under one prefix, which signing out drops with the player's other data. */
export const SUPPORT_CHAT_KEYS = {
  token: ["support-chat", "token"],
  conversation: ["support-chat", "conversation"],
} as const;

/**
 * The conversation with `message` in its place (by id, so a message that arrives twice, from the send's
 * answer and from the push channel, is kept once) and the status the server gave with it.
 */
export function withMessage(
  data: ConversationData,
  update: { conversationId: string; message: SupportMessage; status: SupportConversationStatus },
): ConversationData {
  const known = data.conversation?.id === update.conversationId ? data.conversation.messages : [];
  const messages = known.some((each) => each.id === update.message.id)
    ? known
    : [...known, update.message].sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
  return { conversation: { id: update.conversationId, status: update.status, messages } };
}

/** The conversation with a new status; nothing changes for a conversation this tab does not hold. */
export function withStatus(
  data: ConversationData,
  update: { conversationId: string; status: SupportConversationStatus },
): ConversationData {
  if (data.conversation?.id !== update.conversationId) return data;
  return { conversation: { ...data.conversation, status: update.status } };
}

/**
 * A message the player sent or the push channel brought: into the conversation if this tab has loaded it.
 * A tab that never opened the chat loads the whole conversation when it first does.
 */
export function storeMessage(queryClient: QueryClient, update: Parameters<typeof withMessage>[1]) {
  queryClient.setQueryData<ConversationData>(SUPPORT_CHAT_KEYS.conversation, (data) =>
    data ? withMessage(data, update) : data,
  );
}

export function storeStatus(queryClient: QueryClient, update: Parameters<typeof withStatus>[1]) {
  queryClient.setQueryData<ConversationData>(SUPPORT_CHAT_KEYS.conversation, (data) =>
    data ? withStatus(data, update) : data,
  );
}
