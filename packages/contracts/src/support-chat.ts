import { z } from "zod";
import { BrandIdSchema } from "./brands";
import { SUPPORT_MESSAGE_MAX } from "./client/support-chat";
import { defineEndpoint } from "./endpoint";
import { backofficePageQuery, defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/**
 * Support chat (issue #12, item 6; decision 038): a signed-in player's conversation with the support team.
 * `POST /api/chat/auth/` (spec §4) trades the player's session for a short-lived chat token; the chat
 * endpoints take it as `Authorization: Bearer …`. Operators answer from the back office's support inbox.
 */

export const SUPPORT_CONVERSATION_STATUSES = ["open", "assigned", "closed"] as const;
/** `open`: waiting for an operator; `assigned`: an operator took it; `closed`: done (a new message reopens it). */
export const SupportConversationStatusSchema = z.enum(SUPPORT_CONVERSATION_STATUSES);
export type SupportConversationStatus = z.infer<typeof SupportConversationStatusSchema>;

export const SupportAuthorSchema = z.enum(["player", "operator"]);
export type SupportAuthor = z.infer<typeof SupportAuthorSchema>;

export { SUPPORT_MESSAGE_MAX } from "./client/support-chat";

/** What a message says: trimmed, 1 to 2000 characters. */
export const SupportMessageTextSchema = text().trim().min(1, "Write a message.").max(SUPPORT_MESSAGE_MAX);

/**
 * The sender's own id of a message (a UUID the client makes once per message): a retry with the same id is
 * stored once, so a send that timed out can be repeated safely.
 */
export const ClientMessageIdSchema = text().regex(/^[A-Za-z0-9-]{8,64}$/, "Not a client message id.");

/** A message as the player sees it: operators are "the support team", never named. */
export const SupportMessageSchema = z.object({
  id: text(),
  author: SupportAuthorSchema,
  text: text(),
  /** The player's own id of their message (null on operators' messages). */
  clientMessageId: text().nullable(),
  /** ISO 8601. */
  createdAt: text(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

/** How many of the latest messages a conversation is answered with. */
export const SUPPORT_MESSAGES_SHOWN = 200;

export const SupportConversationSchema = z.object({
  id: text(),
  status: SupportConversationStatusSchema,
  /** Oldest first: the latest {@link SUPPORT_MESSAGES_SHOWN}. */
  messages: z.array(SupportMessageSchema),
});
export type SupportConversation = z.infer<typeof SupportConversationSchema>;

export const supportChatAuthEndpoint = defineEndpoint({
  id: "supportChatAuth",
  method: "POST",
  path: "/api/chat/auth/",
  summary:
    "Spec §4: authorises the support chat for the signed-in player. `login` and `email` must be the player's own (app init's `login` and `email`) and `appName` the brand's, else CHAT_IDENTITY_MISMATCH. Answers a chat token (valid 15 minutes) for `Authorization: Bearer` on the chat endpoints.",
  tags: ["support-chat"],
  auth: "player",
  body: z
    .object({
      login: text().trim().min(1).max(254),
      email: text().trim().min(1).max(254),
      appName: text().trim().min(1).max(100),
    })
    .strict(),
  output: z.object({
    token: text(),
    /** Unix seconds when the token stops working: ask for a new one before. */
    expires: z.number().int(),
  }),
  errors: ["CHAT_IDENTITY_MISMATCH"],
});

/** Every chat endpoint answers these when the bearer token is missing, forged or for another brand, or old. */
const CHAT_TOKEN_ERRORS = ["CHAT_TOKEN_INVALID", "CHAT_TOKEN_EXPIRED"] as const;

export const supportChatConversationEndpoint = defineEndpoint({
  id: "supportChatConversation",
  method: "GET",
  path: "/api/chat/conversation/",
  summary:
    "The player's support conversation with its latest messages, or null before their first message. Needs `Authorization: Bearer <chat token>` (POST /api/chat/auth/).",
  tags: ["support-chat"],
  output: z.object({ conversation: SupportConversationSchema.nullable() }),
  errors: CHAT_TOKEN_ERRORS,
});

export const supportChatSendEndpoint = defineEndpoint({
  id: "supportChatSend",
  method: "POST",
  path: "/api/chat/messages/",
  summary:
    "The player writes to support: the message is stored (a closed conversation reopens) and pushed to the player's tabs (`support.message`). Sending again with the same `clientMessageId` stores nothing new and answers the first. Needs `Authorization: Bearer <chat token>`.",
  tags: ["support-chat"],
  body: z.object({ text: SupportMessageTextSchema, clientMessageId: ClientMessageIdSchema }).strict(),
  output: z.object({
    conversationId: text(),
    message: SupportMessageSchema,
    status: SupportConversationStatusSchema,
  }),
  errors: [...CHAT_TOKEN_ERRORS, "RATE_LIMITED", "CONFLICT"],
});

// ---- Push events, on the player's own channel ----

/** `support.message`: a message was added to the player's conversation, by them (in any tab) or by support. */
export const SUPPORT_MESSAGE_ADDED = "support.message";
export const SupportMessageEventSchema = z.object({
  conversationId: text(),
  message: SupportMessageSchema,
  status: SupportConversationStatusSchema,
});
export type SupportMessageEvent = z.infer<typeof SupportMessageEventSchema>;

/** `support.conversation`: the conversation's status changed (an operator took it or closed it). */
export const SUPPORT_CONVERSATION_CHANGED = "support.conversation";
export const SupportConversationEventSchema = z.object({
  conversationId: text(),
  status: SupportConversationStatusSchema,
});
export type SupportConversationEvent = z.infer<typeof SupportConversationEventSchema>;

// ---- The back office's support inbox ----

const OperatorRefSchema = z.object({ id: text(), name: text() });

export const SupportInboxItemSchema = z.object({
  id: text(),
  status: SupportConversationStatusSchema,
  player: z.object({ id: text(), name: text().nullable(), brandId: BrandIdSchema }),
  assignedTo: OperatorRefSchema.nullable(),
  /** The player wrote last: nobody has answered yet. */
  isAwaitingReply: z.boolean(),
  lastMessage: z.object({ author: SupportAuthorSchema, text: text(), createdAt: text() }),
});
export type SupportInboxItem = z.infer<typeof SupportInboxItemSchema>;

/** `active` (the default): open and assigned ones, the work still to do. */
export const SupportInboxFilterSchema = z.enum(["active", ...SUPPORT_CONVERSATION_STATUSES]);
export type SupportInboxFilter = z.infer<typeof SupportInboxFilterSchema>;

export const supportInboxEndpoint = defineBackofficeEndpoint({
  id: "supportInbox",
  method: "GET",
  path: "/api/backoffice/support/conversations/",
  summary:
    "The support queue: conversations by status (default `active`: open and assigned), those awaiting an answer first, then by latest activity.",
  access: "support:read",
  query: z.object({ status: SupportInboxFilterSchema.default("active"), ...backofficePageQuery }),
  output: z.object({ conversations: z.array(SupportInboxItemSchema), total: z.number().int() }),
});

export const OperatorSupportMessageSchema = z.object({
  id: text(),
  author: SupportAuthorSchema,
  /** The operator who wrote it (null on the player's messages). */
  operator: OperatorRefSchema.nullable(),
  text: text(),
  createdAt: text(),
});
export type OperatorSupportMessage = z.infer<typeof OperatorSupportMessageSchema>;

export const SupportCaseSchema = z.object({
  id: text(),
  status: SupportConversationStatusSchema,
  player: z.object({ id: text(), name: text().nullable(), brandId: BrandIdSchema }),
  assignedTo: OperatorRefSchema.nullable(),
  createdAt: text(),
  /** Oldest first: the latest {@link SUPPORT_MESSAGES_SHOWN}. */
  messages: z.array(OperatorSupportMessageSchema),
});
export type SupportCase = z.infer<typeof SupportCaseSchema>;

const ConversationParams = z.object({ id: text().uuid() });

export const supportCaseEndpoint = defineBackofficeEndpoint({
  id: "supportCase",
  method: "GET",
  path: "/api/backoffice/support/conversations/{id}/",
  summary: "One support conversation with its latest messages and the player's id, name and brand.",
  access: "support:read",
  params: ConversationParams,
  output: SupportCaseSchema,
  errors: ["NOT_FOUND"],
});

export const assignSupportCaseEndpoint = defineBackofficeEndpoint({
  id: "assignSupportCase",
  method: "POST",
  path: "/api/backoffice/support/conversations/{id}/assign/",
  summary:
    "Assigns the conversation to the calling operator (taking it over from another one). A closed one is CONFLICT.",
  access: "support:write",
  params: ConversationParams,
  output: SupportCaseSchema,
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const replySupportCaseEndpoint = defineBackofficeEndpoint({
  id: "replySupportCase",
  method: "POST",
  path: "/api/backoffice/support/conversations/{id}/reply/",
  summary:
    "The operator answers the player: stored, pushed to the player's tabs, and an open conversation becomes theirs. Sending again with the same `clientMessageId` stores nothing new. A closed one is CONFLICT.",
  access: "support:write",
  params: ConversationParams,
  body: z.object({ text: SupportMessageTextSchema, clientMessageId: ClientMessageIdSchema }).strict(),
  output: SupportCaseSchema,
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const closeSupportCaseEndpoint = defineBackofficeEndpoint({
  id: "closeSupportCase",
  method: "POST",
  path: "/api/backoffice/support/conversations/{id}/close/",
  summary:
    "Closes the conversation (the player's next message opens it again). One already closed is CONFLICT.",
  access: "support:write",
  params: ConversationParams,
  output: SupportCaseSchema,
  errors: ["NOT_FOUND", "CONFLICT"],
});
