import { SUPPORT_CONVERSATION_CHANGED, SUPPORT_MESSAGE_ADDED, type SupportMessage } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { fakeLive } from "../../../lib/live/test-support/fake-live";
import type { makeQueryClient } from "../../../lib/query";
import { type ConversationData, SUPPORT_CHAT_KEYS } from "../model/support-chat-cache";
import { followSupportChat } from "./follow-support-chat";

const CONVERSATION_ID = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const message = (id: string, author: "player" | "operator", text: string): SupportMessage => ({
  id,
  author,
  text,
  clientMessageId: author === "player" ? `client-${id}-0000` : null,
  createdAt: "2026-11-22T12:00:00.000Z",
});

const conversationOf = (queryClient: ReturnType<typeof makeQueryClient>) =>
  queryClient.getQueryData<ConversationData>(SUPPORT_CHAT_KEYS.conversation)?.conversation;

describe("following the support chat live", () => {
  it("adds support's reply to the open conversation once, in order, with the status it came with", () => {
    const { live, queryClient, emit } = fakeLive();
    queryClient.setQueryData<ConversationData>(SUPPORT_CHAT_KEYS.conversation, {
      conversation: { id: CONVERSATION_ID, status: "open", messages: [message("1", "player", "Hi")] },
    });
    followSupportChat(live);
    const reply = {
      conversationId: CONVERSATION_ID,
      message: message("2", "operator", "Hello!"),
      status: "assigned",
    };
    emit(SUPPORT_MESSAGE_ADDED, reply);
    emit(SUPPORT_MESSAGE_ADDED, reply);
    expect(conversationOf(queryClient)).toEqual({
      id: CONVERSATION_ID,
      status: "assigned",
      messages: [message("1", "player", "Hi"), message("2", "operator", "Hello!")],
    });
    emit(SUPPORT_CONVERSATION_CHANGED, { conversationId: CONVERSATION_ID, status: "closed" });
    expect(conversationOf(queryClient)?.status).toBe("closed");
  });

  it("starts the conversation a player's first message (from another tab) made", () => {
    const { live, queryClient, emit } = fakeLive();
    queryClient.setQueryData<ConversationData>(SUPPORT_CHAT_KEYS.conversation, { conversation: null });
    followSupportChat(live);
    emit(SUPPORT_MESSAGE_ADDED, {
      conversationId: CONVERSATION_ID,
      message: message("1", "player", "First!"),
      status: "open",
    });
    expect(conversationOf(queryClient)?.messages.map((m) => m.text)).toEqual(["First!"]);
  });

  it("leaves a never-opened chat to load whole, ignores what is not an event, and refetches after lost events", async () => {
    const { live, queryClient, emit, failRecovery, handlers } = fakeLive();
    const stop = followSupportChat(live);
    emit(SUPPORT_MESSAGE_ADDED, {
      conversationId: CONVERSATION_ID,
      message: message("1", "operator", "Hi"),
      status: "open",
    });
    expect(queryClient.getQueryData(SUPPORT_CHAT_KEYS.conversation)).toBeUndefined();

    queryClient.setQueryData<ConversationData>(SUPPORT_CHAT_KEYS.conversation, { conversation: null });
    emit(SUPPORT_MESSAGE_ADDED, { conversationId: CONVERSATION_ID, text: "not an event" });
    expect(conversationOf(queryClient)).toBeNull();
    failRecovery();
    expect(queryClient.getQueryState(SUPPORT_CHAT_KEYS.conversation)?.isInvalidated).toBe(true);

    stop();
    expect(handlers.size).toBe(0);
  });
});
