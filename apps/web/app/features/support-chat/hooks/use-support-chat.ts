import type { PlayerAppInit } from "@casino/contracts";
import { supportChatConversationRoute, supportChatSendRoute } from "@casino/contracts/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { browserApi } from "../../../lib/api";
import { createChatClient } from "../model/chat-client";
import { type ConversationData, SUPPORT_CHAT_KEYS, storeMessage } from "../model/support-chat-cache";

/**
 * The player's support conversation and sending to it. The conversation is loaded when the chat first
 * opens; after that the push channel keeps it current (follow-support-chat.ts), so it is not polled.
 */
export function useSupportChat(player: PlayerAppInit) {
  const queryClient = useQueryClient();
  const { login, email, appName } = player;
  const chatCall = useMemo(
    () => createChatClient(browserApi, queryClient, { login, email, appName }),
    [queryClient, login, email, appName],
  );
  const conversation = useQuery({
    queryKey: SUPPORT_CHAT_KEYS.conversation,
    queryFn: (): Promise<ConversationData> => chatCall(supportChatConversationRoute),
  });
  const send = useMutation({
    // The composer keeps one id per message across its tries: a retry of the same message is stored once.
    mutationFn: ({ text, clientMessageId }: { text: string; clientMessageId: string }) =>
      chatCall(supportChatSendRoute, { body: { text, clientMessageId } }),
    onSuccess: (sent) => storeMessage(queryClient, sent),
  });
  return {
    conversation,
    /** Resolves once stored; rejects with the API's error (the composer keeps the text to try again). */
    send: (message: { text: string; clientMessageId: string }) => send.mutateAsync(message),
    isSending: send.isPending,
  };
}
