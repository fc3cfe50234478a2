import {
  SUPPORT_CONVERSATION_CHANGED,
  SUPPORT_MESSAGE_ADDED,
  SupportConversationEventSchema,
  SupportMessageEventSchema,
} from "@casino/contracts";
import type { LiveFollower } from "../../../lib/live";
import { SUPPORT_CHAT_KEYS, storeMessage, storeStatus } from "../model/support-chat-cache";

/**
 * Keeps the support conversation in step with the push channel (issue #12): support's replies and the
 * player's own messages from other tabs join it, and a status change (taken, closed) shows, while the chat
 * is open or not. When the channel lost events it could not replay, the conversation is fetched again.
 */
export const followSupportChat: LiveFollower = ({ on, onRecoveryFailed, queryClient }) => {
  const stopMessages = on(SUPPORT_MESSAGE_ADDED, (data) => {
    const event = SupportMessageEventSchema.safeParse(data);
    if (event.success) storeMessage(queryClient, event.data);
  });
  const stopStatus = on(SUPPORT_CONVERSATION_CHANGED, (data) => {
    const event = SupportConversationEventSchema.safeParse(data);
    if (event.success) storeStatus(queryClient, event.data);
  });
  const stopRecovery = onRecoveryFailed(() => {
    void queryClient.invalidateQueries({ queryKey: SUPPORT_CHAT_KEYS.conversation });
  });
  return () => {
    stopMessages();
    stopStatus();
    stopRecovery();
  };
};
