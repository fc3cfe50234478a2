import {
  type Brand,
  SUPPORT_MESSAGES_SHOWN,
  type SupportConversation,
  type SupportConversationStatus,
  type SupportMessage,
} from "@casino/contracts";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import { AppError } from "../../platform/errors";
import type { OutboxRelay } from "../../platform/outbox";
import { playerStateOf } from "../player";
import { announceMessage } from "./support-chat.events";
import { presentPlayerMessage } from "./support-chat.presenter";
import {
  findConversationOfPlayer,
  findMessageByClientId,
  insertMessage,
  latestMessages,
  lockConversationOfPlayer,
  updateConversation,
} from "./support-chat.repo";
import type { ChatGrant, ChatTokens } from "./support-chat.tokens";

export interface SupportChatContext {
  db: Database;
  clock: Clock;
  tokens: ChatTokens;
  /** Woken after a commit that wrote events, so the push goes out now rather than at the next poll. */
  outbox: Pick<OutboxRelay, "wake">;
}

const identityMismatch = () =>
  new AppError(
    "CHAT_IDENTITY_MISMATCH",
    400,
    "The login, e-mail and app name must be the signed-in player's and this site's.",
  );

/**
 * Spec §4's chat authorisation: the body repeats who the page thinks is signed in (app init's `login`,
 * `email` and `appName`); the token is for the session's player on this brand, and only when they agree,
 * so a page left open across a sign-in as someone else cannot open the other player's chat.
 */
export async function authorizeChat(
  ctx: SupportChatContext,
  input: { playerId: string; brand: Brand; login: string; email: string; appName: string },
) {
  const player = await playerStateOf(ctx.db, input.playerId);
  if (!player) throw identityMismatch();
  const email = player.email.toLowerCase();
  const isSamePlayer = input.login.toLowerCase() === email && input.email.toLowerCase() === email;
  if (!isSamePlayer || input.appName !== input.brand.name) throw identityMismatch();
  return ctx.tokens.issue({ playerId: input.playerId, brandId: input.brand.id }, ctx.clock.now());
}

/** The player's conversation on this brand with its latest messages, or null before their first message. */
export async function playerConversation(
  ctx: SupportChatContext,
  grant: ChatGrant,
): Promise<{ conversation: SupportConversation | null }> {
  const row = await findConversationOfPlayer(ctx.db, grant.playerId, grant.brandId);
  if (!row) return { conversation: null };
  const messages = await latestMessages(ctx.db, row.id, SUPPORT_MESSAGES_SHOWN);
  return { conversation: { id: row.id, status: row.status, messages: messages.map(presentPlayerMessage) } };
}

/**
 * The player writes to support, in one transaction: the conversation (made on the first message, reopened
 * when closed), the message, and the outbox event that pushes it to the player's tabs. A retry with the same
 * client message id stores and pushes nothing new and answers the message first stored.
 */
export async function sendPlayerMessage(
  ctx: SupportChatContext,
  grant: ChatGrant,
  input: { text: string; clientMessageId: string },
): Promise<{ conversationId: string; message: SupportMessage; status: SupportConversationStatus }> {
  const answer = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const conversation = await lockConversationOfPlayer(tx, { ...grant, now });
    const known = await findMessageByClientId(tx, conversation.id, input.clientMessageId);
    if (known) {
      if (known.author !== "player")
        throw new AppError("CONFLICT", 409, "That message id is taken: send the message with a new one.");
      const message = presentPlayerMessage(known);
      return { conversationId: conversation.id, message, status: conversation.status, isNew: false };
    }
    const row = await insertMessage(tx, {
      conversationId: conversation.id,
      author: "player",
      text: input.text,
      clientMessageId: input.clientMessageId,
      createdAt: now,
    });
    if (!row) throw new Error("the locked conversation refused a new message id");
    const isReopened = conversation.status === "closed";
    const updated = await updateConversation(tx, conversation.id, {
      lastMessageAt: now,
      awaitingReply: true,
      // A player who writes after the end starts over in the queue, for whoever is free.
      ...(isReopened
        ? { status: "open", assignedOperatorId: null, assignedOperatorName: null, closedAt: null }
        : {}),
    });
    await announceMessage(tx, { playerId: grant.playerId, conversationId: conversation.id, row, now });
    const message = presentPlayerMessage(row);
    return { conversationId: conversation.id, message, status: updated.status, isNew: true };
  });
  if (answer.isNew) ctx.outbox.wake();
  return { conversationId: answer.conversationId, message: answer.message, status: answer.status };
}
